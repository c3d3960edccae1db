// An Endeavor card as posted and read (event-card.ts): who speaks it, who may read it when it names a combatant the GM
// keeps hidden, who reads a hidden Monstrosity's die sizes on it, and what the chat log's export writes of it.
import { beforeEach, describe, expect, it } from "vitest";
import { exportEndeavorMessage } from "../../../../src/applications/combat/cards/event-card";
import { asUser, endeavorWorld, OWNERSHIP } from "../../../documents/combat-helpers";

const g = globalThis as any;
const lastCard = () => g.game.messages.contents.at(-1);
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
/** The card as core's chat log draws it for the current user. */
const shown = async (message: any) => (await message.renderHTML()) as HTMLElement;

type World = Awaited<ReturnType<typeof endeavorWorld>>;
let w: World;
beforeEach(async () => {
  document.body.replaceChildren();
  w = await endeavorWorld();
  g.game.users.set("gm2", g.game.users.makeUser("gm2", "Assistant", 4));
  asUser("gm");
  await w.actors.widow.update({ system: { rollD20s: true } });
  await w.combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
});

describe("who speaks a card and who may read it", () => {
  it("a participant's command is spoken by its actor and read by everyone", async () => {
    await w.combat.dispatch({ type: "chooseActionDie", by: w.ids.wren, stat: "Head", blessings: [2, 3] });
    const card = lastCard();
    expect([card.speaker.alias, card.speaker.actor, card.whisper]).toEqual(["Wren", w.actors.wren.id, []]);
  });

  it("a GM override, which no participant commands, is spoken by the GM", async () => {
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.wren, to: 3 } });
    const override = lastCard();
    expect([override.speaker.alias, override.speaker.actor]).toEqual(["Gamemaster", null]);
  });

  it("a command naming a combatant the GM keeps hidden goes to the GMs alone; its export is hidden from players", async () => {
    await w.combat.combatants.get(w.ids.widow)!.update({ hidden: true });
    await w.combat.dispatch({ type: "chooseActionDie", by: w.ids.widow, stat: "Hand", blessings: [2, 3] });
    const secret = lastCard();
    expect(secret.whisper).toEqual(["gm", "gm2"]);
    expect(exportEndeavorMessage(secret)[0]).toContain("Grey Widow");
    asUser("player");
    expect(exportEndeavorMessage(secret).join("\n")).not.toContain("Grey Widow");
    asUser("gm");
    await w.combat.dispatch({ type: "chooseActionDie", by: w.ids.oskar, stat: "Head", blessings: [2, 3] });
    expect(lastCard().whisper).toEqual([]);
  });
});

describe("a hidden Monstrosity's die sizes on its card", () => {
  it("are read by the GM and its owner, not by another player; once the encounter is gone, by the GM alone", async () => {
    await w.actors.widow.update({ ownership: { default: OWNERSHIP.NONE, player2: OWNERSHIP.OWNER } });
    const chosen = [[w.ids.wren, "Head", [3, 3]], [w.ids.oskar, "Head", [2, 4]], [w.ids.mina, "Hand", [1, 6]], [w.ids.widow, "Hurt", [4, 4, 5]]] as const;
    for (const [by, stat, blessings] of chosen) await w.combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    for (const by of [w.ids.wren, w.ids.oskar, w.ids.mina]) await w.combat.dispatch({ type: "act", by, action: { kind: "pass" } });
    const q = [9, 14].map((f) => (f - 0.5) / 20); // d8: 9 → 1 (bump), 14 → 6
    g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
    await w.combat.dispatch({ type: "act", by: w.ids.widow, action: { kind: "attack", violent: true, targets: [w.ids.wren] } });
    const card = lastCard();
    const faces = async (user: "gm" | "player" | "player2") => {
      asUser(user);
      return [...(await shown(card)).querySelectorAll(".hb-check .hb-face")].map((f) => text(f));
    };
    const full = ["d20 9 → d8 1", "d20 14 → d8 6"];
    expect([await faces("gm"), await faces("player2"), await faces("player")]).toEqual([full, full, ["9", "14"]]);
    // Another encounter, listed first, that the widow is not in: her owner still reads her dice in full.
    asUser("gm");
    const other = await g.CONFIG.Combat.documentClass.create({ combatants: [{ actorId: w.actors.mina.id }] });
    // The world's collection keeps creation order: the widow's encounter moved after the new one.
    g.game.combats.delete(w.combat.id);
    g.game.combats.set(w.combat.id, w.combat);
    expect([...g.game.combats][0]).toBe(other);
    expect(await faces("player2")).toEqual(full);
    asUser("gm");
    await w.combat.delete();
    expect([await faces("gm"), await faces("player2")]).toEqual([full, ["9", "14"]]);
  });
});

describe("a record the engine's events cannot be told from", () => {
  it("is one line with a warning icon, in a card not drawn as undone", async () => {
    const message = await g.CONFIG.ChatMessage.documentClass.create({ type: "endeavor", system: { round: 2, by: "", names: [], events: [{ type: "check" }], checks: [] } });
    const card = (await shown(message)).querySelector(".hb-endeavor-card")!;
    expect(card.classList.contains("undone")).toBe(false);
    expect([...card.querySelectorAll(".hb-endeavor-events li")].map((li) => [li.className, li.querySelector("i")!.className, text(li)])).toEqual([
      ["unreadable", "fa-solid fa-circle-exclamation", "This Endeavor card's record could not be read."],
    ]);
  });
});
