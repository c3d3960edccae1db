// The Endeavor card of a Check others had their say on (offered from their rows, reaction-offers.ts): it names who
// protected whom, who was resolved, who distracted and who watched, as the engine applied them.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { endeavorCardContext, endeavorCardFacts } from "../../../../src/applications/combat/cards/event-card-context";
import { template } from "../../../../src/applications/shared/templates";
import { apply, createEndeavor, type Command, type EndeavorState } from "../../../../src/rules/endeavor";
import { seededRng } from "../../../../src/rules";

const g = globalThis as any;
const STATS = { Head: 6, Hand: 6, Heart: 4, Hurt: 8, Hurry: 8 } as const;
const i18n = () => ({ localize: (k: string) => g.game.i18n.localize(k), format: (k: string, d: Record<string, string>) => g.game.i18n.format(k, d) });
const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

async function card(state: EndeavorState, command: Command) {
  const r = apply(state, command, seededRng(5));
  const context = endeavorCardContext(endeavorCardFacts(r.state, r.command, r.events, { rolls: [] }), i18n());
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/event-card.hbs"), context as never);
  return Object.assign(document.createElement("div"), { innerHTML: html });
}

/** The Grey Widow's turn (Hurt: violent), Wren and Oskar (Protective, Resolved) having passed. */
function widowsTurn(): EndeavorState {
  let state = createEndeavor({
    kind: "monstrous",
    participants: [
      { id: "a0", name: "Wren", side: "allies", stats: { ...STATS }, blessings: [3] },
      { id: "a1", name: "Oskar", side: "allies", stats: { ...STATS }, specializations: ["Protective", "Resolved"] },
      { id: "m0", name: "Grey Widow", side: "monstrosities", sp: "10 (3)", stats: { ...STATS } },
    ],
  });
  for (const c of [
    { type: "chooseActionDie", by: "a0", stat: "Head", blessings: [2, 4] },
    { type: "chooseActionDie", by: "a1", stat: "Head", blessings: [4, 6] },
    { type: "chooseActionDie", by: "m0", stat: "Hurt", blessings: [5, 5, 1] },
  ] as Command[]) state = apply(state, c).state;
  while (state.turn.current !== "m0") state = apply(state, { type: "act", by: state.turn.current!, action: { kind: "pass" } }).state;
  return state;
}

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

describe("the card of an Attack others reacted to", () => {
  it("Protective and Resolved: the card says Oskar Defended in Wren's place and used Resolved on the Attack that hit him", async () => {
    const el = await card(widowsTurn(), { type: "act", by: "m0", action: { kind: "attack", violent: true, targets: ["a0"], roll: [12], protectors: { a0: "a1" }, resolved: ["a1"] } });
    const lines = [...el.querySelectorAll(".specializationUsed")].map(text);
    expect(lines).toEqual(["Oskar uses Protective: they Defend in Wren's place.", "Oskar uses Resolved."]);
    expect(text(el)).toContain("Oskar used Resolved against this Attack: one fewer boon, one more bust; each gained a Blessing.");
    expect(text(el)).toContain("Oskar is wounded."); // the Attack moved and wounded him, not Wren

  });
});
