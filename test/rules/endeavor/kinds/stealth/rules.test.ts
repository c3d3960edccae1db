/** Stealth Endeavors (Humanity, Endeavored): each rule and reading on its own, and the refusals that change nothing. */
import { describe, expect, it } from "vitest";
import { apply, validateState, type Command, type EndeavorOptions, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import type { LandSetup } from "../../../../../src/rules/endeavor/kinds/stealth/land";
import { act, ally, choose, monster, refused, setup } from "../../helpers";
import { rogue, special, theEye, track } from "./helpers";

const OBJ: LandSetup = { kind: "objective", position: 9, check: { stat: "Head" } };

/** a and b (rogues) and the Eye, each having chosen (a, b: Head d6, X 2; the Eye: Watch d8, X 2); a's turn. */
function ready(land: LandSetup[], options: Partial<EndeavorOptions> = {}, stats: { a?: string; b?: string } = {}): EndeavorState {
  let s = setup({ kind: "stealth", participants: [rogue("a", { specializations: ["Hidden"] }), rogue("b"), theEye()], land: [OBJ, ...land], options });
  for (const c of [choose("a", stats.a ?? "Head", [2, 2]), choose("b", stats.b ?? "Head", [2, 2]), choose("eye", "Watch", [2, 2])]) s = apply(s, c).state;
  return s;
}
const run = (s: EndeavorState, commands: Command[]): EndeavorState => commands.reduce((cur, c) => apply(cur, c).state, s);

describe("setting up the land", () => {
  it("rogues begin at 1; the Eye has no position on the board; Alarms wrap into 1–20 and one of two at a position is removed", () => {
    const s = setup({ kind: "stealth", participants: [rogue("a"), theEye()], land: [OBJ, { kind: "alarm", position: 25 }, { kind: "alarm", position: 5 }, { kind: "alarm", position: 0 }] });
    expect(track(s)).toBe("1:a 5:A 9:O 20:A | warry r1 choosing");
    expect(s.eye).toEqual({ id: "eye", mode: "warry", alerted: null });
    expect(validateState(s)).toEqual([]);
  });

  it.each([
    ["no Eye", [rogue("a")], [OBJ]],
    ["two Eyes", [rogue("a"), theEye("e1"), theEye("e2")], [OBJ]],
    ["an Eye with a second Stat", [rogue("a"), { id: "eye", side: "eye", stats: { Watch: 8, Hurt: 6 } }], [OBJ]],
    ["no rogue", [theEye()], [OBJ]],
    ["no Objective", [rogue("a"), theEye()], [{ kind: "alarm", position: 3 }]],
    ["an Objective without its Stat", [rogue("a"), theEye()], [{ kind: "objective", position: 3 }]],
    ["a side that is neither", [rogue("a", { side: "allies" }), theEye()], [OBJ]],
  ] as const)("refuses %s (endeavor-bad-land)", (_, participants, land) => {
    expect(() => setup({ kind: "stealth", participants: participants.map((p) => ({ ...p })), land: land.map((l) => ({ ...l })) as LandSetup[] })).toThrow(expect.objectContaining({ code: "endeavor-bad-land" }));
  });

  it("v0.0.18 has no Stealth Endeavors", () => {
    expect(() => setup({ edition: "v0.0.18", kind: "stealth", participants: [rogue("a"), theEye()], land: [OBJ] })).toThrow(expect.objectContaining({ code: "endeavor-unsupported-edition" }));
  });
});

describe("the rogues' actions", () => {
  it("Move cannot use Hurt, nor Attack a combatant; a violent Attack cannot name an Alarm out of reach", () => {
    const s = ready([{ kind: "alarm", position: 6 }], {}, { a: "Hurt" });
    refused(s, act("a", { kind: "move", direction: "up", roll: [9] }), "endeavor-not-hurt");
    expect(() => apply(s, act("a", { kind: "move", direction: "up", roll: [9] }))).toThrow(expect.objectContaining({ details: expect.objectContaining({ action: "move" }) }));
    refused(s, act("a", { kind: "attack", violent: true, targets: ["eye"], roll: [9] }), "endeavor-bad-target");
    refused(s, act("a", { kind: "attack", violent: true, targets: [], alarm: "b2", roll: [9] }), "endeavor-alarm-out-of-reach");
    refused(s, act("a", { kind: "advance", roll: [9] }), "endeavor-action-unavailable");
    refused(s, act("a", { kind: "pass" }), "endeavor-action-unavailable");
  });

  it("a violent Attack removes the Alarm named within X; a Minor Success removes no contiguous one", () => {
    const s = ready([{ kind: "alarm", position: 2 }, { kind: "alarm", position: 3 }, { kind: "alarm", position: 4 }], {}, { a: "Hurt" });
    expect(track(run(s, [act("a", { kind: "attack", violent: true, targets: [], alarm: "b3", roll: [6] })]))).toBe("1:ab 2:A 4:A 9:O | warry r1 turns b");
  });

  it("Cover's Help may raise X for a Move (X 2 + 1)", () => {
    const s = ready([]);
    expect(track(run(s, [act("a", { kind: "move", direction: "up", roll: [9], helpers: [{ by: "b", pay: { temporary: [2] }, use: "x" }] })]))).toBe("1:b 4:a 9:O | warry r1 turns eye");
  });

  it("Help that lowers X is Cover's alone: refused in a Monstrous Endeavor", () => {
    let s = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] });
    s = run(s, [choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3])]);
    refused(s, act("a", { kind: "advance", roll: [9], helpers: [{ by: "b", pay: { temporary: [2] }, use: "x-down" }] }), "endeavor-action-unavailable");
  });

  it("Move down stops at 0; an Escape passed without asking to leave is passed over", () => {
    const s = ready([{ kind: "escape", position: 2 }]);
    const t = run(s, [act("a", { kind: "move", direction: "down", roll: [9] }), act("b", { kind: "move", direction: "up", roll: [9] })]);
    expect(track(t)).toBe("0:a 2:E 3:b 9:O | warry r1 turns eye");
  });

  it("an Objective's Check waits for the end of a turn on or next to it (a turn ending two away activates nothing)", () => {
    let s = ready([]);
    refused(s, act("a", { kind: "objective", button: "b1", roll: [9] }), "endeavor-objective-not-ready");
    // a ends two turns short, then next to it (8).
    s = run(s, [act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("b", { kind: "cover" }), special("a", null)]);
    expect(s.participants[0]!.objectivesReady ?? []).toEqual([]);
  });

  it("objectiveStat: the Action Die must be the Stat, one balanced with it or History (choose); any Action Die (any)", () => {
    const land: LandSetup[] = [{ kind: "objective", position: 3, check: { stat: "Hand", difficulty: "normal" } }];
    const onIt = (options: Partial<EndeavorOptions>, stat: string) => {
      let s = ready(land, options, { a: stat });
      s = run(s, [act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("b", { kind: "cover" }), special("a", null)]);
      return run(s, [choose("a", "History", [2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    };
    // a chose Head (balanced with Hand) in round 1 and History in round 2: both may perform it.
    const s = onIt({}, "Head");
    expect(s.participants[0]!.objectivesReady).toEqual(["b2"]);
    expect(apply(s, act("a", { kind: "objective", button: "b2", roll: [9] })).state.buttons.some((b) => b.id === "b2")).toBe(false);
    // Heart is a d4, not balanced with Hand (d6): refused under "choose", accepted under "any".
    const heart = (options: Partial<EndeavorOptions>) => {
      let t = ready(land, options);
      t = run(t, [act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("b", { kind: "cover" }), special("a", null)]);
      return run(t, [choose("a", "Heart", [2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    };
    refused(heart({}), act("a", { kind: "objective", button: "b2", roll: [9] }), "endeavor-objective-stat");
    expect(apply(heart({ objectiveStat: "any" }), act("a", { kind: "objective", button: "b2", roll: [9] })).state.buttons.some((b) => b.id === "b2")).toBe(false);
  });

  it("Hidden: once per Endeavor, and only with the Specialization", () => {
    const s = ready([]);
    const used = apply(s, act("a", { kind: "hidden", roll: [3] })).state;
    expect(used.buttons.filter((b) => b.kind === "sanctuary")).toEqual([]);
    expect(used.participants[0]!.hiddenUsed).toBe(true);
    const t = run(used, [act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("b", { kind: "cover" }), special("a", null), choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    refused(t, act("a", { kind: "hidden", roll: [9] }), "endeavor-once-per-endeavor");
    refused(apply(s, act("a", { kind: "cover" })).state, act("b", { kind: "hidden", roll: [9] }), "endeavor-no-specialization");
  });
});

describe("the Eye", () => {
  it("Search refuses a position with a button or a rogue; warry actions are refused in wake mode and wake ones in warry", () => {
    let s = ready([{ kind: "alarm", position: 5 }]);
    s = run(s, [act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    refused(s, act("eye", { kind: "search", position: 9 }), "endeavor-position-taken");
    refused(s, act("eye", { kind: "search", position: 21 }), "endeavor-position-taken");
    refused(s, act("eye", { kind: "awaken" }), "endeavor-eye-mode");
    refused(s, act("eye", { kind: "wound", target: "a" }), "endeavor-eye-mode");
    refused(s, act("eye", { kind: "move", direction: "up" }), "endeavor-action-unavailable");
  });

  it("Alarm activation: the rogue whose turn ends on it wakes the Eye; the event names the Alarm", () => {
    const s = ready([{ kind: "alarm", position: 3 }]);
    const r = apply(s, act("a", { kind: "move", direction: "up", roll: [9] }));
    expect(r.state.eye?.mode).toBe("wake");
    expect(r.events.filter((e) => e.type === "eyeAlerted")).toEqual([{ type: "eyeAlerted", by: "a", button: { id: "b2", kind: "alarm", position: 3, owner: null } }]);
    refused(run(r.state, [act("b", { kind: "cover" })]), act("eye", { kind: "search", position: 15 }), "endeavor-eye-mode");
  });

  it("a Sanctuary next to the rogue keeps the Alarm from activating; an Attack next to it removes it, even a failed one", () => {
    const s = ready([{ kind: "alarm", position: 3 }, { kind: "sanctuary", position: 2 }], {}, { b: "Hurt" });
    const t = run(s, [act("a", { kind: "move", direction: "up", roll: [9] })]);
    expect(t.eye?.mode).toBe("warry");
    expect(track(run(t, [act("b", { kind: "attack", violent: true, targets: [], roll: [3] })]))).toBe("1:b 3:aA 4:A 9:O | warry r1 turns eye");
  });

  it("Sweep Defenses refuses two Alarms with one between, and Quicken Pace more than X allies", () => {
    let s = ready([{ kind: "alarm", position: 3 }, { kind: "alarm", position: 6 }, { kind: "alarm", position: 10 }]);
    s = run(s, [act("a", { kind: "cover" }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    expect(s.chooser).toEqual(["a", "b", "eye"]);
    refused(s, special("eye", { kind: "sweepDefenses", between: ["b2", "b4"] }), "endeavor-alarm-between");
    refused(s, special("eye", { kind: "engageSentry" }), "endeavor-action-unavailable");
    refused(s, special("a", { kind: "quickenPace", allies: ["b", "b"] }), "endeavor-bad-target");
    refused(s, special("a", { kind: "quickenPace", allies: ["eye"] }), "endeavor-bad-target");
    refused(s, special("a", { kind: "combo" }), "endeavor-action-unavailable");
  });

  it("the GM cannot remove the Eye; removing the last Objective while it is warry wins", () => {
    const s = ready([]);
    refused(s, { type: "gm", gm: { op: "remove", id: "eye" } }, "endeavor-bad-target");
    expect(apply(s, { type: "gm", gm: { op: "removeButton", button: "b1" } }).state.outcome).toEqual({ winner: "rogues", winnerId: null, reason: "objectives" });
    refused(s, { type: "gm", gm: { op: "addButton", kind: "alarm", position: 21, owner: null } }, "endeavor-bad-button");
    refused(s, { type: "gm", gm: { op: "addButton", kind: "objective", position: 4, owner: null } }, "endeavor-bad-button");
  });
});

describe("areaEnds: what next to means where the Alarms wrap", () => {
  it("line (default): 20 and 1 are 19 apart; loop: next to each other, and a Maximum Success reaches round the end", () => {
    const land: LandSetup[] = [{ kind: "alarm", position: 19 }, { kind: "alarm", position: 20 }, { kind: "alarm", position: 1 }];
    const line = run(ready(land, {}, { a: "Hurt" }), [act("a", { kind: "attack", violent: true, targets: [], roll: [20] })]);
    expect(track(line)).toBe("1:ab 9:O 19:A 20:A | warry r1 turns b");
    const loop = run(ready(land, { areaEnds: "loop" }, { a: "Hurt" }), [act("a", { kind: "attack", violent: true, targets: [], roll: [20] })]);
    expect(track(loop)).toBe("1:ab 9:O | warry r1 turns b");
  });
});
