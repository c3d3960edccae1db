// The Haunted Stat, both books (Optional Stats): "Players do not choose to use this Stat. Instead, whenever the thing
// that haunts them is present (whether the character is aware of its presence or not), after the character has
// performed a roll, they then roll their Haunted Stat and subtract its value from the original roll's result."
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { postCheck } from "../../../src/applications/chat/check-card";
import { prepareCharacterContext } from "../../../src/applications/sheets/character-context";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { rollDialogActor } from "../../../src/applications/dialogs/roll-dialog";
import { initialRollState, prepareRollDialog } from "../../../src/applications/dialogs/roll-dialog-context";
import { OUTCOMES, outcomeOdds } from "../../../src/rules";
import { checkOf } from "../chat/posted-check";

const g = globalThis as any;
/** Foundry's random source, so each die shows these faces in turn. */
const faces = (list: [number, number][]) => { const q = list.map(([f, n]) => 1 - (f - 0.5) / n); g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5; };
/** The card as core draws it when shown (renderHTML, then our renderChatMessageHTML hook). */
const text = async (message: any) => ((await message.renderHTML()) as HTMLElement).textContent!.replace(/\s+/g, " ");
let wren: any;

beforeEach(async () => {
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
  await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
  wren = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 6 }, optional: 6 } });
});

describe("while the GM marks the haunting present", () => {
  it("a Check throws the Haunted die after the roll and subtracts it, on the card", async () => {
    await wren.update({ "system.hauntingPresent": true });
    faces([[5, 6], [2, 6]]); // Head d6 rolls 5; then Haunted d6 rolls 2
    const message = await postCheck(wren, { stat: "head" });
    expect(checkOf(message).system.haunted).toEqual([2]);
    const card = await text(message);
    expect(card).toContain("Haunted (the haunting is present)");
    expect(card).toContain("Failure"); // 5 − 2 = 3
  });

  it("a Hard Check throws it after each roll", async () => {
    await wren.update({ "system.hauntingPresent": true });
    faces([[6, 6], [6, 6], [1, 6], [3, 6]]);
    const message = await postCheck(wren, { stat: "head", difficulty: "hard" });
    expect(checkOf(message).system.haunted).toHaveLength(2);
  });

  it("when the haunting is not present, nothing is thrown or subtracted", async () => {
    faces([[5, 6]]);
    const message = await postCheck(wren, { stat: "head" });
    expect(checkOf(message).system.haunted).toEqual([]);
    expect(await text(message)).not.toContain("Haunted");
  });
});

describe("the roll dialog", () => {
  const dialog = () => prepareRollDialog(rollDialogActor(wren), initialRollState("head"), "v0.0.21.10");

  it("counts the Haunted die in the live odds while the haunting is present, and says so", async () => {
    const plain = dialog();
    expect(plain.haunted).toBeNull();
    expect(plain.odds.map((o) => o.p)).toEqual(OUTCOMES.map((o) => outcomeOdds({ sizes: [6] })[o]));
    await wren.update({ "system.hauntingPresent": true });
    const haunted = dialog();
    expect(haunted.haunted).toBe(6);
    // The card subtracts a d6 after the Head d6 roll: the odds shown are those exact odds.
    const exact = outcomeOdds({ sizes: [6], haunted: 6 });
    expect(haunted.odds.map((o) => o.p)).toEqual(OUTCOMES.map((o) => exact[o]));
    expect(haunted.odds[0]!.p).toBeGreaterThan(plain.odds[0]!.p);
  });

  it("a world not playing with Haunted never subtracts it, marked or not", async () => {
    await wren.update({ "system.hauntingPresent": true });
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    expect(wren.hauntedDie()).toBeNull();
    expect(dialog().haunted).toBeNull();
  });
});

describe("the sheet", () => {
  const view = (gm: boolean, present: boolean) => prepareCharacterContext({ name: "Wren", img: "", items: [], statuses: [],
    system: { stats: { head: 6, hand: 6, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 }, optional: 10, highest: "head", lifestyle: "carefree", ethic: "viceVirtue", blessings: [], spent: [], pronouns: "", age: "", hauntingPresent: present } },
  { optionalStat: "haunted", ignited: [], editable: true, editMode: false, gm });
  it("shows Haunted apart, never as a die to roll; only the GM marks the haunting", () => {
    const sheet = view(true, false);
    expect(sheet.unchosen.map((s) => s.id)).toEqual(["haunted"]);
    expect(sheet.groups.flatMap((gr) => gr.stats.map((s) => s.id))).not.toContain("haunted");
    expect(sheet.haunting).toEqual({ present: false, canToggle: true });
    expect(view(false, true).haunting).toEqual({ present: true, canToggle: false });
  });
});
