/** Alarm buttons (alarms.ts): placed, moved by Scan, spread by their passive, swept in and expired. */
import { describe, expect, it } from "vitest";
import { apply, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, choose, refusalOf, refused } from "../../helpers";
import { special } from "./helpers";
import { begin, buttonsAt, eventsOf, play } from "./play";

/** Round 1's turns all taken (the Eye Searches at 15): a, b and the Eye are tied for the special action. */
const toSpecial = (s: EndeavorState) =>
  play(s, [act("a", { kind: "cover" }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
const sweep = (between: unknown) => special("eye", JSON.parse(JSON.stringify({ kind: "sweepDefenses", between })));

describe("placing and spreading", () => {
  it("a lasting Alarm has no last round; the Eye's Search places one", () => {
    const s = begin([{ kind: "alarm", position: 3 }]);
    expect(s.buttons[1]).toStrictEqual({ id: "b2", kind: "alarm", position: 3, owner: null });
  });

  it("a failed Check adds an Alarm above each (the Alarms taken in position order), but none where one already is", () => {
    const s = begin([{ kind: "alarm", position: 20 }, { kind: "alarm", position: 5 }, { kind: "alarm", position: 3 }, { kind: "alarm", position: 4 }]);
    const events = eventsOf(s, act("a", { kind: "move", direction: "up", roll: [1] }));
    expect(events.filter((e) => e.type === "alarmsSpread")).toEqual([{ type: "alarmsSpread", by: "a", positions: [6, 1] }]);
    expect(buttonsAt(apply(s, act("a", { kind: "move", direction: "up", roll: [1] })).state, "alarm")).toEqual([20, 5, 3, 4, 6, 1]);
  });
});

describe("Scan", () => {
  it("moves every Alarm by X round 1–20 and says by how much", () => {
    const s = play(begin([{ kind: "alarm", position: 19 }, { kind: "alarm", position: 2 }]), [act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    const up = apply(s, act("eye", { kind: "scan", direction: "up" }));
    expect(up.events.filter((e) => e.type === "alarmsMoved")).toEqual([{ type: "alarmsMoved", by: "eye", amount: 2 }]);
    expect(buttonsAt(up.state, "alarm")).toEqual([1, 4]);
    const down = apply(s, act("eye", { kind: "scan", direction: "down" }));
    expect(down.events.filter((e) => e.type === "alarmsMoved")).toEqual([{ type: "alarmsMoved", by: "eye", amount: -2 }]);
    expect(buttonsAt(down.state, "alarm")).toEqual([17, 20]);
  });
});

describe("Sweep Defenses", () => {
  it("adds temporary Alarms at every position strictly between the two, gone at the end of the next round", () => {
    const s = toSpecial(begin([{ kind: "alarm", position: 3 }, { kind: "alarm", position: 7 }]));
    const swept = apply(s, sweep(["b3", "b2"])).state;
    expect(swept.buttons.filter((b) => b.kind === "alarm").map((b) => [b.position, b.expires])).toEqual([[3, undefined], [7, undefined], [15, undefined], [4, 2], [5, 2], [6, 2]]);
    const round2 = play(swept, [choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    expect(buttonsAt(round2, "alarm")).toEqual([3, 7, 15, 4, 5, 6]);
    const round3 = play(round2, [act("a", { kind: "cover" }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 12 }), act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    expect([round3.round, buttonsAt(round3, "alarm")]).toEqual([2, [3, 7, 15, 4, 5, 6, 12]]);
    const next = apply(round3, special("eye", null)).state;
    expect([next.round, buttonsAt(next, "alarm")]).toEqual([3, [3, 7, 15, 12]]);
  });

  it("refuses anything but two Alarm buttons, the same one twice, or two with an Alarm between, naming the position", () => {
    const s = toSpecial(begin([{ kind: "alarm", position: 3 }, { kind: "alarm", position: 5 }, { kind: "alarm", position: 8 }]));
    refused(s, sweep("b2"), "endeavor-bad-button");
    refused(s, sweep(["b2", "b1"]), "endeavor-bad-button");
    refused(s, sweep(["zz", "b2"]), "endeavor-bad-button");
    expect(refusalOf(s, sweep(["b3", "b3"]))).toEqual({ code: "endeavor-alarm-between", details: { position: 5 } });
    expect(refusalOf(s, sweep(["b4", "b2"]))).toEqual({ code: "endeavor-alarm-between", details: { position: 3 } });
  });
});
