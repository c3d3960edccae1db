// Every line an Endeavor card can tell, as its reader sees it: the words (names from the state, Stats, buttons,
// reasons localised), the icon beside it and the class the card styles it by; and the card's title for each author.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { cardState as state, i18n } from "./card-cast";
import { endeavorCardContext, endeavorCardFacts } from "../../../../src/applications/combat/cards/event-card-context";
import type { EndeavorEvent } from "../../../../src/rules/endeavor";

/** Each event's line: icon, words, class. */
const lines = (events: EndeavorEvent[]) =>
  endeavorCardContext(endeavorCardFacts(state(), null, events), i18n()).blocks.flatMap((b) => b.lines ?? []).map((l) => [l.icon, l.text, l.css]);

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

const wound = { id: "b1", kind: "wound" as const, position: 4, owner: "a1" };
const scheme = { id: "b2", kind: "scheme" as const, position: 9, owner: null };
const attack = { id: "d1", by: "m0", targets: ["a0", "a1"], violent: true, stat: "Hurry", difficulty: "normal" as const, amount: 3, trigger: "when the bell rings", round: 1 };

describe("the engine's events, one line each", () => {
  it("each event told in words, with its icon and class", () => {
    const events: EndeavorEvent[] = [
      { type: "roundStarted", round: 2 },
      { type: "roundEnded", round: 2 },
      { type: "actionDieChosen", by: "a0", stat: "Hurt", x: 2 },
      { type: "positionRolled", by: "a1", stat: "Head", spark: null, total: 11 },
      { type: "temporaryGained", id: "a0", values: [2, 5] },
      { type: "temporaryLost", id: "a0", values: [5] },
      { type: "blessingsGained", id: "a1", values: [4] },
      { type: "blessingsSpent", id: "a0", temporary: [2], permanent: [3, 3] },
      { type: "roundSkipped", by: "a1" },
      { type: "turnStarted", by: "a0" },
      { type: "passed", by: "a0" },
      { type: "specialDeclined", by: "a1" },
      { type: "protectionEnded", by: "a1" },
      { type: "turnOrderSet", direction: 1, anchor: "a0", first: "a1" },
      { type: "turnOrderReversed", by: "m0", direction: -1 },
      { type: "actionTaken", by: "a0", action: "attack" },
      { type: "helped", by: "a1", target: "a0", bonus: 2, use: "roll" },
      { type: "moved", id: "m0", from: 10, to: 7, cause: null },
      { type: "buttonAdded", button: wound },
      { type: "buttonRemoved", button: scheme },
      { type: "buttonActivated", button: wound, id: "a1" },
      { type: "wounded", id: "a1", by: "m0" },
      { type: "immune", id: "m0", by: "a0" },
      { type: "famousExerted", by: "a0", over: ["m0", "a1"] },
      { type: "blessingsStolen", by: "m0", from: "a0", values: [3, 5] },
      { type: "protected", by: "a1", target: "a0", ranks: 2 },
      { type: "aptitudeLent", by: "a0", aptitude: "Climbing", specialization: "Nimble", turns: 2, to: ["a1", "m0"] },
      { type: "aptitudeLent", by: "a0", aptitude: "Climbing", specialization: null, turns: 1, to: ["a1"] },
      { type: "positionsExchanged", by: "a0", ally: "a1", rolls: [8, 12] },
      { type: "aptitudeReturned", id: "a1", aptitude: "Climbing", from: "a0" },
      { type: "delayedAttackSet", attack },
      { type: "delayedAttackTriggered", attack },
      { type: "removed", id: "m0", reason: "defeat", by: "a0" },
      { type: "pendingAttack", by: "a1", kind: "revenge" },
      { type: "pendingDeclined", by: "a1", kind: "zeal" },
      { type: "specialChooser", candidates: ["a0", "a1"] },
      { type: "specialPerformed", by: "a0", special: "combo" },
      { type: "actionDieChanged", id: "a1", stat: "Heart", by: "m0" },
      { type: "specializationUsed", id: "a0", specialization: "Famous" },
      { type: "specializationUsed", id: "a1", specialization: "Protective", target: "a0" },
      { type: "recharged", id: "a1", specialization: "Protective" },
      { type: "statsSpent", id: "a0", stats: ["Head", "Hand"] },
      { type: "statsRegained", id: "a0", stats: ["Heart"] },
      { type: "endeavorEnded", outcome: { winner: "allies", winnerId: null, reason: "opponents-removed" } },
      { type: "endeavorEnded", outcome: { winner: null, winnerId: "a1", reason: "finish-line" } },
      { type: "endeavorEnded", outcome: { winner: null, winnerId: null, reason: "gm" } },
      { type: "endeavorEnded", outcome: { winner: "rogues", winnerId: null, reason: "objectives" } },
      { type: "endeavorEnded", outcome: { winner: "Red Team", winnerId: null, reason: "last-standing" } },
    ];
    expect(lines(events)).toEqual([
      ["fa-solid fa-rotate", "Round 2 begins.", "roundStarted"],
      ["fa-solid fa-circle-info", "Round 2 ends.", "roundEnded"],
      ["fa-solid fa-dice", "Wren chooses Hurt as Action Die (X = 2).", "actionDieChosen"],
      ["fa-solid fa-dice", "Ash rolls 11 for position with Head.", "positionRolled"],
      ["fa-solid fa-sun", "Wren gains temporary Blessings: 2, 5.", "temporaryGained"],
      ["fa-regular fa-sun", "Wren loses temporary Blessings: 5.", "temporaryLost"],
      ["fa-solid fa-sun", "Ash gains Blessings: 4.", "blessingsGained"],
      ["fa-solid fa-hand-holding-heart", "Wren spends Blessings: 2, 3, 3.", "blessingsSpent"],
      ["fa-solid fa-circle-info", "Ash skips this round.", "roundSkipped"],
      ["fa-solid fa-play", "Wren's turn.", "turnStarted"],
      ["fa-solid fa-circle-info", "Wren passes.", "passed"],
      ["fa-solid fa-circle-info", "Ash performs no special action.", "specialDeclined"],
      ["fa-solid fa-circle-info", "Ash's protection ends.", "protectionEnded"],
      ["fa-solid fa-circle-info", "Turns begin with Ash.", "turnOrderSet"],
      ["fa-solid fa-circle-info", "Grey Widow reverses the turn order.", "turnOrderReversed"],
      ["fa-solid fa-circle-info", "Wren: Attack.", "actionTaken"],
      ["fa-solid fa-circle-info", "Ash Helps Wren (+2).", "helped"],
      ["fa-solid fa-shoe-prints", "Grey Widow moves from 10 to 7.", "moved"],
      ["fa-solid fa-circle-plus", "Wound button added at 4 (Ash).", "buttonAdded"],
      ["fa-solid fa-circle-minus", "Scheme button at 9 removed (global).", "buttonRemoved"],
      ["fa-solid fa-bolt", "Ash activates the Wound button at 4.", "buttonActivated"],
      ["fa-solid fa-droplet", "Ash is wounded.", "wounded"],
      ["fa-solid fa-circle-info", "Grey Widow is immune to Wren's Attack.", "immune"],
      ["fa-solid fa-circle-info", "Wren exerts their fame over Grey Widow, Ash (Famous: not again over them this session).", "famousExerted"],
      ["fa-solid fa-circle-info", "Grey Widow steals 3, 5 from Wren.", "blessingsStolen"],
      ["fa-solid fa-circle-info", "Ash protects Wren (2 ranks).", "protected"],
      ["fa-solid fa-circle-info", "Wren lends Climbing (Nimble) to Ash, Grey Widow for 2 turn(s) (Radiant).", "aptitudeLent"],
      ["fa-solid fa-circle-info", "Wren lends Climbing to Ash for 1 turn(s) (Radiant).", "aptitudeLent"],
      ["fa-solid fa-circle-info", "Wren exchanges position rolls with Ash (Kinetic): Wren now 8, Ash now 12.", "positionsExchanged"],
      ["fa-solid fa-circle-info", "Climbing goes back from Ash to Wren.", "aptitudeReturned"],
      ["fa-solid fa-hourglass-start", "Grey Widow sets a Delayed Attack on Wren, Ash (Hurry): when the bell rings", "delayedAttackSet"],
      ["fa-solid fa-burst", "Grey Widow's Delayed Attack is set off: Wren, Ash defend with Hurry.", "delayedAttackTriggered"],
      ["fa-solid fa-skull", "Grey Widow leaves the Endeavor: Defeated.", "removed"],
      ["fa-solid fa-circle-info", "Ash has a Revenge Attack to make.", "pendingAttack"],
      ["fa-solid fa-circle-info", "Ash declines the Zeal Attack.", "pendingDeclined"],
      ["fa-solid fa-circle-info", "Special action: Wren, Ash may choose.", "specialChooser"],
      ["fa-solid fa-circle-info", "Wren performs Perform Combo.", "specialPerformed"],
      ["fa-solid fa-circle-info", "Grey Widow has Ash take Heart as Action Die.", "actionDieChanged"],
      ["fa-solid fa-circle-info", "Wren uses Famous.", "specializationUsed"],
      ["fa-solid fa-circle-info", "Ash uses Protective: they Defend in Wren's place.", "specializationUsed"],
      ["fa-solid fa-circle-info", "Ash recharges Protective.", "recharged"],
      ["fa-solid fa-circle-info", "Wren's Head, Hand is now spent.", "statsSpent"],
      ["fa-solid fa-circle-info", "Wren regains Heart.", "statsRegained"],
      ["fa-solid fa-flag-checkered", "The Endeavor is over: Allies won (every opponent removed).", "endeavorEnded"],
      ["fa-solid fa-flag-checkered", "The Endeavor is over: Ash won (first past the finish line).", "endeavorEnded"],
      ["fa-solid fa-flag-checkered", "The Endeavor is over: nobody won (the GM ended it).", "endeavorEnded"],
      ["fa-solid fa-flag-checkered", "The Endeavor is over: Rogues won (every Objective removed without alerting the Eye).", "endeavorEnded"],
      ["fa-solid fa-flag-checkered", "The Endeavor is over: Red Team won (last one standing).", "endeavorEnded"],
    ]);
  });
});

describe("the names a line reads", () => {
  it("whoever the command removed, from the state before it; an id the state never had, as it is; global buttons", () => {
    const before = state();
    const after = { ...before, participants: before.participants.filter((p) => p.id !== "m0") };
    const events: EndeavorEvent[] = [
      { type: "removed", id: "m0", reason: "maximum", by: "a0" },
      { type: "wounded", id: "x9", by: null },
      { type: "buttonAdded", button: scheme },
    ];
    const told = endeavorCardContext(endeavorCardFacts(after, null, events, { before }), i18n());
    expect(told.blocks.flatMap((b) => b.lines ?? []).map((l) => l.text)).toEqual([
      "Grey Widow leaves the Endeavor: Removed by a Maximum Success.",
      "x9 is wounded.",
      "Scheme button added at 9 (global).",
    ]);
  });

  it("Rush's charge leader foiled, changed and elected, with nobody before", () => {
    const events: EndeavorEvent[] = [
      { type: "foiled", by: "m0", id: "a0" },
      { type: "leaderChanged", id: "a1" },
      { type: "leaderElected", id: "a1", from: "a0" },
      { type: "leaderElected", id: "a0", from: null },
    ];
    expect(lines(events)).toEqual([
      ["fa-solid fa-user-slash", "Grey Widow foils the charge leader, Wren.", "foiled"],
      ["fa-solid fa-flag", "Charge leader now: Ash.", "leaderChanged"],
      ["fa-solid fa-flag", "The allies elect a new charge leader (entered by the GM): Ash, until now Wren.", "leaderElected"],
      ["fa-solid fa-flag", "The allies elect a new charge leader (entered by the GM): Wren, until now nobody.", "leaderElected"],
    ]);
  });
});

describe("the card's title", () => {
  const told = (by: string, undone: boolean) => {
    const facts = endeavorCardFacts(state(), by ? { type: "skipRound", by } : null, [{ type: "passed", by: "a0" }], { undone });
    return endeavorCardContext(facts, i18n());
  };

  it("names whose command it was, the GM's override, and an undo of either", () => {
    expect([told("a0", false), told("", false), told("a0", true), told("", true)].map((c) => [c.title, c.undone])).toEqual([
      ["Wren", false],
      ["GM override", false],
      ["The GM undid Wren's last action:", true],
      ["The GM undid the last action.", true],
    ]);
  });
});
