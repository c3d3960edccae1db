// What a participant offers from their own row on whoever is acting's Check (row-offers.ts), as the tracker draws it
// with real Handlebars for the player who plays them: Help (its payment, Help on X, Analytical's four d6, an offer
// standing) and others' say on the Check (Mischievous, watching, Protective, each offered or standing).
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker, type TrackerCombatant } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { HelpOffer, ReactionOffer } from "../../../../src/applications/combat/offers/index";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, pass, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));

/** Wren (acting first, Vexed on Hurt, her Action Die), Oskar (Mischievous, Protective, Analytical), Mina, and the Grey
 *  Widow (Action Die `widowDie`). Wren is her own player's; Oskar and Mina the viewing player's. */
function game(edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10", widowDie = "Hurt"): EndeavorState {
  const s = setup({
    kind: "monstrous",
    edition,
    participants: [
      ally("a0", { name: "Wren", traits: { conditions: ["vexed"], affected: { vexed: "hurt" } } }),
      ally("a1", { name: "Oskar", specializations: ["Mischievous", "Protective", "Analytical"] }),
      ally("a2", { name: "Mina" }),
      monster("m0", "10 (3)", { name: "Grey Widow" }),
    ],
  });
  const state = edition === "v0.0.18"
    ? run(s, [
      { type: "rollPosition", by: "a0", stat: "Hurt", roll: 4, blessings: [2, 3] }, { type: "rollPosition", by: "a1", stat: "Head", roll: 4, blessings: [3, 4] },
      { type: "rollPosition", by: "a2", stat: "Hand", roll: 4, blessings: [4, 4] }, { type: "rollPosition", by: "m0", stat: widowDie, roll: 8, blessings: [5, 5, 6, 6] },
    ]).state
    : run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", widowDie, [5, 5, 6])]).state;
  expect(state.turn.current).toBe("a0");
  return state;
}

interface Offers {
  helpOffers?: HelpOffer[];
  reactionOffers?: ReactionOffer[];
  usedUp?: string[];
  /** The rows the viewing player plays. */
  mine?: string[];
}

/** The offer fieldsets of each row, as the player of Oskar and Mina reads them (whitespace folded). */
async function offers(state: EndeavorState, { helpOffers = [], reactionOffers = [], usedUp = [], mine = ["a1", "a2"] }: Offers = {}) {
  const combatants: TrackerCombatant[] = state.participants.map((p) => ({
    id: p.id, name: p.name, img: "", hidden: false, isOwner: mine.includes(p.id), playerOwned: p.id !== "m0", usedUp,
  }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: false }, logLength: 0, edition: state.edition, helpOffers, reactionOffers });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  const of = (id: string) => [...el.querySelectorAll(`li[data-combatant-id="${id}"] fieldset.hb-offer`)].map((f) => f.textContent!.replace(/\s+/g, " ").trim());
  const options = (id: string, name: string) =>
    [...el.querySelectorAll<HTMLOptionElement>(`li[data-combatant-id="${id}"] fieldset.hb-offer select[name="${name}"] option`)].map((o) => `${o.value}=${o.textContent}`);
  return { of, options };
}

const REACTIONS_HINT = "Said in advance: it goes with Wren's Check and is used only when it applies (the book's timing). It lapses when their turn ends.";
const MISCHIEVOUS = "Mischievous: distract Wren if their Check would succeed (−3; Recharge ⑤)";
const WATCH = "Watch Wren: with Vexed, their Check fails if it would succeed";

describe("Help offered from one's own row", () => {
  it("offers each Blessing as payment, the roll or X, and Analytical's four d6 where the Helper has it", async () => {
    const { of, options } = await offers(game());
    expect(of("a1")).toEqual([
      "Help Wren's next Check Pay ① temporary 3temporary 4 Help adds to the rollXfour d6 (Analytical) Offer Help Helping uses up your action this round.",
      `On Wren's coming Check ${MISCHIEVOUS} Offer ${WATCH} Offer ${REACTIONS_HINT}`,
    ]);
    expect(options("a1", "offerPay")).toEqual(["t:3=temporary 3", "t:4=temporary 4"]);
    expect(options("a1", "offerUse")).toEqual(["roll=the roll", "x=X", "analytical=four d6 (Analytical)"]);
    expect(options("a2", "offerUse")).toEqual(["roll=the roll", "x=X"]);
    expect(of("a2")).toEqual([
      "Help Wren's next Check Pay ① temporary 4 Help adds to the rollX Offer Help Helping uses up your action this round.",
      `On Wren's coming Check ${WATCH} Offer ${REACTIONS_HINT}`,
    ]);
    // Nothing on the acting row, nor on a row the viewer does not play.
    expect([of("a0"), of("m0")]).toEqual([[], []]);
    expect(missing()).toEqual([]);
  });

  it("Analytical with no use left this session is not offered", async () => {
    const { options } = await offers(game(), { usedUp: ["Analytical"] });
    expect(options("a1", "offerUse")).toEqual(["roll=the roll", "x=X"]);
  });

  it("an Endeavor with an Eye: Help may lower X as well as raise it (Cover)", async () => {
    const s = run(
      setup({
        kind: "stealth",
        participants: [rogue("a0", { name: "Wren" }), rogue("a1", { name: "Oskar" }), theEye()],
        land: [{ kind: "alarm", position: 3 }, { kind: "escape", position: 12 }, { kind: "objective", position: 9, check: { stat: "Head" } }],
      }),
      [choose("a0", "Hurt", [1, 2]), choose("a1", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
    ).state;
    expect(s.turn.current).toBe("a0");
    const { options } = await offers(s);
    expect(options("a1", "offerUse")).toEqual(["roll=the roll", "x=X", "x-down=lowering X (Cover)"]);
  });

  it("v0.0.18: Help adds to the roll alone; Analytical's four d6 is still a choice", async () => {
    const { options } = await offers(game("v0.0.18"));
    expect(options("a1", "offerUse")).toEqual(["roll=the roll", "analytical=four d6 (Analytical)"]);
    expect(options("a2", "offerUse")).toEqual([]);
  });

  it("an offer standing says what it pays and how it is used, and offers to withdraw it", async () => {
    const s = game();
    const standing = (by: string, use: HelpOffer["use"], pay = { temporary: [3], permanent: [] as number[] }): HelpOffer => ({ by, to: "a0", round: s.round, pay, use });
    const { of } = await offers(s, { helpOffers: [standing("a1", "x"), standing("a2", "roll", { temporary: [4], permanent: [] })] });
    expect(of("a1")[0]).toBe("Help Wren's next Check You offered temporary 3, on X. It is paid only if they include your Help. Withdraw offer");
    expect(of("a2")[0]).toBe("Help Wren's next Check You offered temporary 4, on the roll. It is paid only if they include your Help. Withdraw offer");
    const analytical = await offers(s, { helpOffers: [standing("a1", "analytical", { temporary: [], permanent: [] })] });
    expect(analytical.of("a1")[0]).toBe("Help Wren's next Check You offered Analytical Help: four d6, no Blessing. It is used only if they include your Help. Withdraw offer");
    // An offer to someone else's Check is not this one's.
    const other = await offers(s, { helpOffers: [{ ...standing("a1", "x"), to: "m0" }] });
    expect(other.of("a1")[0]).toContain("Offer Help");
  });
});

describe("others' say on the Check, offered from one's own row", () => {
  it("once Oskar has acted, his Help is gone and his reactions are still offered", async () => {
    // Wren passes (delaying), Oskar Advances: Mina's Check is next.
    const s = run(game(), [pass("a0"), { type: "act", by: "a1", action: { kind: "advance", roll: [5] } }]).state;
    expect(s.turn.current).toBe("a2");
    const { of } = await offers(s, { mine: ["a1"] });
    expect(of("a1")).toEqual([
      `On Mina's coming Check ${MISCHIEVOUS.replace("Wren", "Mina")} Offer Said in advance: it goes with Mina's Check and is used only when it applies (the book's timing). It lapses when their turn ends.`,
    ]);
  });

  it("a reaction stands on the row that offered it, for that reaction alone", async () => {
    const s = game();
    const watch: ReactionOffer = { by: "a2", to: "a0", round: s.round, kind: "watch", whom: "" };
    const { of } = await offers(s, { reactionOffers: [watch] });
    expect(of("a2")[1]).toContain(`${WATCH} Offered Withdraw`);
    expect(of("a1")[1]).toBe(`On Wren's coming Check ${MISCHIEVOUS} Offer ${WATCH} Offer ${REACTIONS_HINT}`);
  });

  it("a standing reaction says so, naming whom it protects", async () => {
    // The Grey Widow acts (Hurt: she may Attack violently): Oskar may protect Wren or Mina.
    let s = game();
    while (s.turn.current !== "m0") s = run(s, [pass(s.turn.current!)]).state;
    const open = await offers(s);
    expect(open.options("a1", "reactionWhom")).toEqual(["a0=Wren", "a2=Mina"]);
    const offer = (kind: ReactionOffer["kind"], whom: string): ReactionOffer => ({ by: "a1", to: "m0", round: s.round, kind, whom });
    const { of } = await offers(s, { reactionOffers: [offer("protective", "a2"), offer("mischievous", "")] });
    const says = of("a1").join(" | ");
    expect(says).toContain("Offered (in place of Mina) Withdraw");
    expect(says).toMatch(/Recharge ⑤\) Offered Withdraw/);
  });

  it("nobody acting (the Action Dice still to choose): no offers", async () => {
    const s = setup({ kind: "monstrous", participants: [ally("a0", { name: "Wren" }), ally("a1", { name: "Oskar" }), monster("m0", "10")] });
    const { of } = await offers(s);
    expect([of("a0"), of("a1"), of("m0")]).toEqual([[], [], []]);
  });
});
