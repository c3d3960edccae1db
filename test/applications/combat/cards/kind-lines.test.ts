// The card lines only one kind of Endeavor's rules raise, told by that kind: an Endeavor with an Eye's (the Eye
// alerted, its Alarms moved and spread, Objectives activated, Quicken Pace) and its rogues' Checks, and Rush's lead
// passing to nobody — each line's icon, words and class as the reader sees them.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { cardState as state, i18n } from "./card-cast";
import { endeavorCardContext, endeavorCardFacts } from "../../../../src/applications/combat/cards/event-card-context";
import { apply, type EndeavorEvent } from "../../../../src/rules/endeavor";
import { seededRng } from "../../../../src/rules";

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

describe("a kind's own card lines", () => {
  it("an Endeavor with an Eye's events and Rush's lead to nobody: icon, words and class each", () => {
    const alarm = { id: "b1", kind: "alarm" as const, position: 7, owner: null };
    const events: EndeavorEvent[] = [
      { type: "eyeAlerted", by: "a0", button: alarm },
      { type: "eyeAlerted", by: null, button: null },
      { type: "alarmsMoved", by: "m0", amount: -2 },
      { type: "alarmsMoved", by: "m0", amount: 3 },
      { type: "alarmsSpread", by: "a0", positions: [] },
      { type: "alarmsSpread", by: "a0", positions: [4, 5] },
      { type: "objectivesActivated", id: "a1", buttons: ["b2"], positions: [12] },
      { type: "quickened", by: "a0", ids: ["a1", "a0"], round: 2 },
      { type: "extraAction", by: "a1" },
      { type: "leaderChanged", id: null },
    ];
    const context = endeavorCardContext(endeavorCardFacts(state(), null, events), i18n());
    expect(context.blocks).toEqual([
      {
        lines: [
          { icon: "fa-solid fa-eye", text: "The Eye is alerted: Wren ended their turn on the Alarm at 7. Wake mode.", css: "eyeAlerted" },
          { icon: "fa-solid fa-eye", text: "The GM alerts the Eye. Wake mode.", css: "eyeAlerted" },
          { icon: "fa-solid fa-bell", text: "Grey Widow scans: every Alarm moves 2 (down).", css: "alarmsMoved" },
          { icon: "fa-solid fa-bell", text: "Grey Widow scans: every Alarm moves 3 (up).", css: "alarmsMoved" },
          { icon: "fa-solid fa-bell", text: "Wren failed a Check or Sparked: no Alarm has a free position above it.", css: "alarmsSpread" },
          { icon: "fa-solid fa-bell", text: "Wren failed a Check or Sparked: an Alarm is added at 4, 5.", css: "alarmsSpread" },
          { icon: "fa-solid fa-bullseye", text: "Ash may perform the Check of the Objective at 12 as their next action.", css: "objectivesActivated" },
          { icon: "fa-solid fa-forward", text: "Wren quickens the pace: Ash, Wren each take an additional action in round 2.", css: "quickened" },
          { icon: "fa-solid fa-forward", text: "Ash takes an additional action (Quicken Pace).", css: "extraAction" },
          { icon: "fa-solid fa-flag", text: "Charge leader now: nobody (every ally has been foiled).", css: "leaderChanged" },
        ],
      },
    ]);
  });

  it("a rogue's Checks say what they are for: Move, an Objective's Check, Hidden", () => {
    // A Check the engine recorded (Wren's Attack), told as each of a rogue's actions would record it.
    let s = state();
    for (const [by, stat, blessings] of [["a0", "Hurt", [2, 4]], ["a1", "Head", [4, 6, 1, 2]], ["m0", "Hand", [5, 5, 1, 3]]] as const) {
      s = apply(s, { type: "chooseActionDie", by, stat, blessings: [...blessings] }, seededRng(5)).state;
    }
    const r = apply(s, { type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], roll: [9] } }, seededRng(5));
    const check = r.events.find((e) => e.type === "check");
    if (check?.type !== "check") throw new Error("no Check recorded");
    const events: EndeavorEvent[] = (["move", "objective", "hidden"] as const).map((purpose) => ({ ...check, check: { ...check.check, purpose } }));
    const context = endeavorCardContext(endeavorCardFacts(r.state, null, events), i18n());
    expect(context.blocks.map((b) => b.check?.caption)).toEqual(["Wren: Move", "Wren: Objective Check", "Wren: Hidden"]);
  });
});
