/**
 * Seeded whole Stealth Endeavors (Humanity, Endeavored), from the lay of the land to each ending, with the track
 * asserted after every command (helpers.ts `track`: each position's rogues and buttons, the Eye's mode, the
 * round, phase and whose turn it is). Every die is supplied on the commands, as the Foundry dice layer does; the Rng is
 * passed and must stay unused. Each game replays from its applied log to the same state (undo).
 */
import { describe, expect, it } from "vitest";
import { apply, replay, type Command, type EndeavorEvent, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, choose, deepFreeze, setup } from "../../helpers";
import { rogue, special, theEye, track } from "./helpers";

const never = () => {
  throw new Error("the game rolled a die of its own");
};

/** Apply each step, asserting the track it leaves. */
function play(s0: EndeavorState, steps: [Command, string][]): { state: EndeavorState; events: EndeavorEvent[]; log: Command[] } {
  let s = s0;
  const events: EndeavorEvent[] = [];
  const log: Command[] = [];
  for (const [i, [command, expected]] of steps.entries()) {
    const r = apply(deepFreeze(s), command, never);
    expect(track(r.state), `step ${i + 1}: ${JSON.stringify(command)}`).toBe(expected);
    s = r.state;
    events.push(...r.events);
    log.push(r.command);
  }
  expect(replay(s0, log).state).toEqual(s);
  return { state: s, events, log };
}

const watch = (blessings: number[]): Command => choose("eye", "Watch", blessings);

describe("Stealth Endeavors, whole games", () => {
  it("the rogues remove every Objective while the Eye is warry: Scan, a Maximum Success through contiguous Alarms, Quicken Pace, Search, a failed Hard Objective Check spreading the Alarms, Sweep Defenses", () => {
    const s0 = setup({
      kind: "stealth", participants: [rogue("a"), rogue("b"), theEye()], options: {},
      land: [
        { kind: "alarm", position: 5 }, { kind: "alarm", position: 6 }, { kind: "alarm", position: 7 }, { kind: "alarm", position: 13 },
        { kind: "objective", position: 8, check: { stat: "Head" } }, { kind: "objective", position: 4, check: { stat: "Hand", difficulty: "hard" } },
        { kind: "escape", position: 18 }, { kind: "sanctuary", position: 2 },
      ],
    });
    expect(track(s0)).toBe("1:ab 2:S 4:O 5:A 6:A 7:A 8:O 13:A 18:E | warry r1 choosing");
    const r = play(s0, [
      [choose("a", "Head", [2, 2]), "1:ab 2:S 4:O 5:A 6:A 7:A 8:O 13:A 18:E | warry r1 choosing"],
      [choose("b", "Hurt", [3, 3]), "1:ab 2:S 4:O 5:A 6:A 7:A 8:O 13:A 18:E | warry r1 choosing"],
      // Everyone holds two temporary Blessings: the earliest seat starts, the rotation runs in seat order.
      [watch([1, 1]), "1:ab 2:S 4:O 5:A 6:A 7:A 8:O 13:A 18:E | warry r1 turns a"],
      [act("a", { kind: "move", direction: "up", roll: [9] }), "1:b 2:S 3:a 4:O 5:A 6:A 7:A 8:O 13:A 18:E | warry r1 turns b"],
      [act("b", { kind: "cover" }), "1:b 2:S 3:a 4:O 5:A 6:A 7:A 8:O 13:A 18:E | warry r1 turns eye"],
      // Scan down by X (d8: 2): under a at 3 now, but Alarms activate only when a turn ends on them.
      [act("eye", { kind: "scan", direction: "down" }), "1:b 2:S 3:aA 4:AO 5:A 8:O 11:A 18:E | warry r1 turns b"],
      // Maximum Success from 1: the nearest Alarm within X (2, at distance 1) and the Alarms contiguous with it (3, 4);
      // the Attack was made next to the Sanctuary at 2, which goes too.
      [act("b", { kind: "attack", violent: true, targets: [], roll: [20] }), "1:b 3:a 4:O 8:O 11:A 18:E | warry r1 special [a,b,eye]"],
      [special("a", { kind: "quickenPace", allies: ["b"] }), "1:b 3:a 4:O 8:O 11:A 18:E | warry r2 choosing"],
      [choose("a", "Hand", [2, 2]), "1:b 3:a 4:O 8:O 11:A 18:E | warry r2 choosing"],
      [choose("b", "Head", [4, 4]), "1:b 3:a 4:O 8:O 11:A 18:E | warry r2 choosing"],
      // a has the fewest (2), b the most (4): a first, away from b.
      [watch([3, 3]), "1:b 3:a 4:O 8:O 11:A 18:E | warry r2 turns a"],
      [act("a", { kind: "move", direction: "up", roll: [9] }), "1:b 4:O 5:a 8:O 11:A 18:E | warry r2 turns a"],
      // The additional action ends next to the Objective at 8: activated.
      [act("a", { kind: "move", direction: "up", roll: [9] }), "1:b 4:O 7:a 8:O 11:A 18:E | warry r2 turns eye"],
      [act("eye", { kind: "search", position: 15 }), "1:b 4:O 7:a 8:O 11:A 15:A 18:E | warry r2 turns b"],
      [act("b", { kind: "move", direction: "up", roll: [9] }), "3:b 4:O 7:a 8:O 11:A 15:A 18:E | warry r2 turns b"],
      // Hard: two rolls, the second fails; a failed Check adds an Alarm above each Alarm.
      [act("b", { kind: "objective", button: "b6", roll: [9, 3] }), "3:b 4:O 7:a 8:O 11:A 12:A 15:A 16:A 18:E | warry r2 special [b,eye]"],
      [special("eye", { kind: "sweepDefenses", between: ["b10", "b9"] }), "3:b 4:O 7:a 8:O 11:A 12:A 13:A~3 14:A~3 15:A 16:A 18:E | warry r3 choosing"],
      [choose("a", "Hurt", [1, 1]), "3:b 4:O 7:a 8:O 11:A 12:A 13:A~3 14:A~3 15:A 16:A 18:E | warry r3 choosing"],
      [choose("b", "Hand", [2, 2]), "3:b 4:O 7:a 8:O 11:A 12:A 13:A~3 14:A~3 15:A 16:A 18:E | warry r3 choosing"],
      [watch([5, 5]), "3:b 4:O 7:a 8:O 11:A 12:A 13:A~3 14:A~3 15:A 16:A 18:E | warry r3 turns a"],
      // Hurt is balanced with Head (both d6): it may perform the Head Objective's Check.
      [act("a", { kind: "objective", button: "b5", roll: [9] }), "3:b 4:O 7:a 11:A 12:A 13:A~3 14:A~3 15:A 16:A 18:E | warry r3 turns eye"],
      [act("eye", { kind: "scan", direction: "up" }), "3:b 4:O 7:a 13:A 14:A 15:A~3 16:A~3 17:A 18:EA | warry r3 turns b"],
      [act("b", { kind: "objective", button: "b6", roll: [9, 9] }), "3:b 7:a 13:A 14:A 15:A~3 16:A~3 17:A 18:EA | warry r3 ended"],
    ]);
    expect(r.state.outcome).toEqual({ winner: "rogues", winnerId: null, reason: "objectives" });
    expect(r.state.participants.every((p) => p.temporary.length === 0)).toBe(true);
    expect(r.events.filter((e) => e.type === "alarmsSpread")).toEqual([{ type: "alarmsSpread", by: "b", positions: [12, 16] }]);
    expect(r.events.filter((e) => e.type === "extraAction").map((e) => (e as { by: string }).by)).toEqual(["a", "b"]);
  });

  it("a rogue ends a turn on an Alarm: wake mode, Awaken, a rogue escapes, Wound and Engage Sentry remove the other — nobody wins", () => {
    const s0 = setup({
      kind: "stealth", participants: [rogue("a"), rogue("b"), theEye()],
      land: [
        { kind: "alarm", position: 3 }, { kind: "alarm", position: 19 }, { kind: "alarm", position: 20 },
        { kind: "objective", position: 10, check: { stat: "Heart", difficulty: "easy" } }, { kind: "escape", position: 4 },
      ],
    });
    const r = play(s0, [
      [choose("a", "Head", [2, 2]), "1:ab 3:A 4:E 10:O 19:A 20:A | warry r1 choosing"],
      [choose("b", "Hand", [3, 3]), "1:ab 3:A 4:E 10:O 19:A 20:A | warry r1 choosing"],
      [watch([1, 1]), "1:ab 3:A 4:E 10:O 19:A 20:A | warry r1 turns a"],
      // Cover: b's Help lowers a's X from 2 to 1 (a Blessing worth 3 helps by 1); Helping spends b's turn.
      [act("a", { kind: "move", direction: "up", roll: [9], helpers: [{ by: "b", pay: { temporary: [3] }, use: "x-down" }] }), "1:b 2:a 3:A 4:E 10:O 19:A 20:A | warry r1 turns eye"],
      // Scan up by 2: 19 and 20 wrap round to 1 and 2, under the rogues.
      [act("eye", { kind: "scan", direction: "up" }), "1:bA 2:aA 4:E 5:A 10:O | warry r1 special [a,eye]"],
      [special("a", null), "1:bA 2:aA 4:E 5:A 10:O | warry r2 choosing"],
      [choose("a", "Hand", [2, 2]), "1:bA 2:aA 4:E 5:A 10:O | warry r2 choosing"],
      [choose("b", "Head", [1, 1]), "1:bA 2:aA 4:E 5:A 10:O | warry r2 choosing"],
      [watch([4, 4]), "1:bA 2:aA 4:E 5:A 10:O | warry r2 turns b"],
      // A non-violent Attack steals two from the Eye, which gains two new; b's turn ends on the Alarm at 1: wake mode.
      [act("b", { kind: "attack", violent: false, targets: [], roll: [9], steal: { eye: [4, 4] }, regained: { eye: [2, 2] } }), "1:bA 2:aA 4:E 5:A 10:O | wake r2 turns eye"],
      // Awaken: each Alarm becomes a Wound button; the Eye names b for the Alarm at 5, the others go to the nearest.
      [act("eye", { kind: "awaken", owners: { b1: "b" } }), "1:bwb 2:awa 4:E 5:wb 10:O | wake r2 turns a"],
      [act("a", { kind: "move", direction: "up", escape: true, roll: [9] }), "1:bwb 2:wa 4:E 5:wb 10:O | wake r2 special [b] out:a(escaped)"],
      [special("b", null), "1:bwb 2:wa 4:E 5:wb 10:O | wake r3 choosing out:a(escaped)"],
      [choose("b", "Heart", [1]), "1:bwb 2:wa 4:E 5:wb 10:O | wake r3 choosing out:a(escaped)"],
      [watch([6, 6]), "1:bwb 2:wa 4:E 5:wb 10:O | wake r3 turns b out:a(escaped)"],
      [act("b", { kind: "move", direction: "up", roll: [9] }), "1:wb 2:bwa 4:E 5:wb 10:O | wake r3 turns eye out:a(escaped)"],
      [act("eye", { kind: "wound", target: "b", blessings: [3, 3] }), "1:wb 2:bwawb 4:E 5:wb 10:O | wake r3 special [eye] out:a(escaped)"],
      // Not yet three in a row (1, 2): nobody is removed; then each remaining rogue is wounded (3).
      [special("eye", { kind: "engageSentry" }), "1:wb 2:bwawb 3:wb 4:E 5:wb 10:O | wake r4 choosing out:a(escaped)"],
      [choose("b", "Home", [1]), "1:wb 2:bwawb 3:wb 4:E 5:wb 10:O | wake r4 choosing out:a(escaped)"],
      [watch([2, 2]), "1:wb 2:bwawb 3:wb 4:E 5:wb 10:O | wake r4 turns b out:a(escaped)"],
      [act("b", { kind: "cover" }), "1:wb 2:bwawb 3:wb 4:E 5:wb 10:O | wake r4 turns eye out:a(escaped)"],
      [act("eye", { kind: "wound", target: "b", blessings: [5, 5] }), "1:wb 2:bwawb 3:wb 4:Ewb 5:wb 10:O | wake r4 turns b out:a(escaped)"],
      [act("b", { kind: "cover" }), "1:wb 2:bwawb 3:wb 4:Ewb 5:wb 10:O | wake r4 special [eye] out:a(escaped)"],
      [special("eye", { kind: "engageSentry" }), "1:wb 2:wawb 3:wb 4:Ewb 5:wb 10:O | wake r4 ended out:a(escaped),b(wounds)"],
    ]);
    expect(r.state.eye).toMatchObject({ mode: "wake", alerted: { round: 2, by: "b", button: { id: "b2", kind: "alarm", position: 1 } } });
    expect(r.state.outcome).toEqual({ winner: null, winnerId: null, reason: "rogues-out" });
    // "its Watch Stat is never spent when chosen as its Action Die"
    expect(r.state.participants.find((p) => p.id === "eye")!.spent).toEqual([]);
  });

  it("Hidden's temporary Sanctuary shelters the rogues on an Alarm until it is removed; then an Alarm wakes the Eye and Engage Sentry removes every rogue — the Eye wins", () => {
    const s0 = setup({
      kind: "stealth", participants: [rogue("a", { specializations: ["Hidden"] }), rogue("b"), theEye()],
      land: [{ kind: "alarm", position: 3 }, { kind: "objective", position: 15, check: { stat: "Head" } }, { kind: "sanctuary", position: 12 }],
    });
    const r = play(s0, [
      [choose("a", "Head", [2, 2]), "1:ab 3:A 12:S 15:O | warry r1 choosing"],
      [choose("b", "Hurt", [1, 1]), "1:ab 3:A 12:S 15:O | warry r1 choosing"],
      [watch([3, 3]), "1:ab 3:A 12:S 15:O | warry r1 turns a"],
      // X is 2: removed at the end of round 3.
      [act("a", { kind: "hidden", roll: [9] }), "1:abS~3 3:A 12:S 15:O | warry r1 turns b"],
      [act("b", { kind: "cover" }), "1:abS~3 3:A 12:S 15:O | warry r1 turns eye"],
      [act("eye", { kind: "scan", direction: "down" }), "1:abAS~3 12:S 15:O | warry r1 turns b"],
      // b's turn ends on the Alarm, on the Sanctuary: not activated.
      [act("b", { kind: "cover" }), "1:abAS~3 12:S 15:O | warry r1 special [a,b,eye]"],
      [special("a", null), "1:abAS~3 12:S 15:O | warry r2 choosing"],
      [choose("a", "Hand", [2, 2]), "1:abAS~3 12:S 15:O | warry r2 choosing"],
      [choose("b", "Head", [3, 3]), "1:abAS~3 12:S 15:O | warry r2 choosing"],
      [watch([4, 4]), "1:abAS~3 12:S 15:O | warry r2 turns a"],
      [act("a", { kind: "move", direction: "up", roll: [9] }), "1:bAS~3 3:a 12:S 15:O | warry r2 turns b"],
      [act("b", { kind: "move", direction: "up", roll: [9] }), "1:AS~3 3:ab 12:S 15:O | warry r2 turns eye"],
      // Search at 40 places at 20 (40 − 20 … into 1–20).
      [act("eye", { kind: "search", position: 40 }), "1:AS~3 3:ab 12:S 15:O 20:A | warry r2 special [a,b,eye]"],
      [special("a", null), "1:AS~3 3:ab 12:S 15:O 20:A | warry r3 choosing"],
      [choose("a", "Hurt", [1, 1]), "1:AS~3 3:ab 12:S 15:O 20:A | warry r3 choosing"],
      [choose("b", "Hand", [2, 2]), "1:AS~3 3:ab 12:S 15:O 20:A | warry r3 choosing"],
      [watch([5, 5]), "1:AS~3 3:ab 12:S 15:O 20:A | warry r3 turns a"],
      // Within X of 3: the Alarm at 1 (20 is 17 away on the track). The Sanctuary at 1 is not next to 3: it stays.
      [act("a", { kind: "attack", violent: true, targets: [], roll: [9] }), "1:S~3 3:ab 12:S 15:O 20:A | warry r3 turns b"],
      // A failed Check: the Alarm at 20 adds one above it, at 21 − 20 = 1.
      [act("b", { kind: "move", direction: "up", roll: [3] }), "1:S~3A 3:ab 12:S 15:O 20:A | warry r3 turns eye"],
      [act("eye", { kind: "scan", direction: "up" }), "1:S~3 2:A 3:abA 12:S 15:O | warry r3 special [a,b,eye]"],
      // The end of round 3: the temporary Sanctuary is removed.
      [special("a", null), "2:A 3:abA 12:S 15:O | warry r4 choosing"],
      [choose("a", "Heart", [1]), "2:A 3:abA 12:S 15:O | warry r4 choosing"],
      [choose("b", "Heart", [1]), "2:A 3:abA 12:S 15:O | warry r4 choosing"],
      [watch([2, 2]), "2:A 3:abA 12:S 15:O | warry r4 turns a"],
      // a fails to move (an Alarm spreads to 4) and ends the turn on the Alarm at 3: wake mode.
      [act("a", { kind: "move", direction: "up", roll: [3] }), "2:A 3:abA 4:A 12:S 15:O | wake r4 turns b"],
      [act("b", { kind: "cover" }), "2:A 3:abA 4:A 12:S 15:O | wake r4 turns eye"],
      [act("eye", { kind: "awaken" }), "2:wa 3:abwa 4:wa 12:S 15:O | wake r4 turns b"],
      [act("b", { kind: "cover" }), "2:wa 3:abwa 4:wa 12:S 15:O | wake r4 special [eye]"],
      [special("eye", { kind: "engageSentry" }), "2:wa 3:bwawb 4:wa 12:S 15:O | wake r5 choosing out:a(wounds)"],
      [choose("b", "Home", [1]), "2:wa 3:bwawb 4:wa 12:S 15:O | wake r5 choosing out:a(wounds)"],
      [watch([1, 1]), "2:wa 3:bwawb 4:wa 12:S 15:O | wake r5 turns b out:a(wounds)"],
      [act("b", { kind: "move", direction: "down", roll: [9] }), "2:bwa 3:wawb 4:wa 12:S 15:O | wake r5 turns eye out:a(wounds)"],
      [act("eye", { kind: "wound", target: "b", blessings: [6, 6] }), "2:bwawb 3:wawb 4:wa 12:S 15:O | wake r5 special [eye] out:a(wounds)"],
      [special("eye", { kind: "engageSentry" }), "2:bwawb 3:wawb 4:wawb 12:S 15:O | wake r6 choosing out:a(wounds)"],
      [choose("b", "History", [1]), "2:bwawb 3:wawb 4:wawb 12:S 15:O | wake r6 choosing out:a(wounds)"],
      [watch([1, 1]), "2:bwawb 3:wawb 4:wawb 12:S 15:O | wake r6 turns b out:a(wounds)"],
      [act("b", { kind: "cover" }), "2:bwawb 3:wawb 4:wawb 12:S 15:O | wake r6 turns eye out:a(wounds)"],
      [act("eye", { kind: "wound", target: "b", blessings: [6, 6] }), "2:bwawb 3:wawb 4:wawb 5:wb 12:S 15:O | wake r6 turns b out:a(wounds)"],
      [act("b", { kind: "cover" }), "2:bwawb 3:wawb 4:wawb 5:wb 12:S 15:O | wake r6 special [eye] out:a(wounds)"],
      [special("eye", { kind: "engageSentry" }), "2:wawb 3:wawb 4:wawb 5:wb 12:S 15:O | wake r6 ended out:a(wounds),b(wounds)"],
    ]);
    expect(r.state.outcome).toEqual({ winner: "eye", winnerId: null, reason: "rogues-out" });
    expect(r.state.eye?.alerted).toMatchObject({ round: 4, by: "a", button: { position: 3 } });
    expect(r.state.participants.find((p) => p.id === "a")!.hiddenUsed).toBe(true);
  });

});
