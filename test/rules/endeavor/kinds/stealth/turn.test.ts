/** Turns and rounds with an Eye (turn.ts): each side's actions, the Alarms' passive after a rogue's Check, the
 *  buttons activated at the end of a rogue's turn, and Quicken Pace's additional action. */
import { describe, expect, it } from "vitest";
import { apply, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, choose, get, refusalOf } from "../../helpers";
import { special } from "./helpers";
import { begin, buttonsAt, eventsOf, play } from "./play";

const spark = { stat: "Hand", pay: { temporary: [2, 2] } };

describe("each side's actions", () => {
  it("an action the side lacks is refused, naming it", () => {
    expect(refusalOf(begin([]), act("a", { kind: "advance", roll: [9] }))).toEqual({ code: "endeavor-action-unavailable", details: { name: "a", action: "advance" } });
  });
});

describe("the Alarms' passive", () => {
  it("a rogue's Sparked Check spreads the Alarms even when it succeeds; a plain success does not", () => {
    const s = begin([{ kind: "alarm", position: 6 }]);
    expect(buttonsAt(apply(s, act("a", { kind: "move", direction: "up", roll: [9] })).state, "alarm")).toEqual([6]);
    const sparked = apply(s, act("a", { kind: "move", direction: "up", roll: [9], spark }));
    expect(sparked.events.filter((e) => e.type === "alarmsSpread")).toEqual([{ type: "alarmsSpread", by: "a", positions: [7] }]);
    expect(buttonsAt(sparked.state, "alarm")).toEqual([6, 7]);
  });

  it("nothing spreads once the Endeavor has ended (a Sparked Check that removes the last Objective)", () => {
    // a ends round 1 next to the Objective at 4 (at 3), then performs its Check in round 2, Sparked.
    let s = play(begin([{ kind: "alarm", position: 12 }], { objective: 4 }), [act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "cover" }),
      act("eye", { kind: "search", position: 15 }), act("b", { kind: "cover" }), special("a", null)]);
    s = play(s, [choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    expect(get(s, "a").objectivesReady).toEqual(["b1"]);
    const r = apply(s, act("a", { kind: "objective", button: "b1", roll: [9], spark: { stat: "Hurt", pay: { temporary: [2, 2] } } }));
    expect(r.state.outcome).toEqual({ winner: "rogues", winnerId: null, reason: "objectives" });
    expect(r.events.filter((e) => e.type === "alarmsSpread")).toEqual([]);
    expect(buttonsAt(r.state, "alarm")).toEqual([12, 15]);
  });
});

describe("the end of a rogue's turn", () => {
  it("an Alarm there is activated and announced, and wakes the Eye", () => {
    const s = begin([{ kind: "alarm", position: 3 }]);
    const events = eventsOf(s, act("a", { kind: "move", direction: "up", roll: [9] }));
    expect(events.filter((e) => e.type === "buttonActivated")).toEqual([{ type: "buttonActivated", button: { id: "b2", kind: "alarm", position: 3, owner: null }, id: "a" }]);
  });

  it("an Objective on or next to it is activated (named with its position); other buttons near it are not", () => {
    const s = begin([{ kind: "sanctuary", position: 4 }, { kind: "objective", position: 2, check: { stat: "Hand" } }, { kind: "escape", position: 3 }]);
    const r = apply(s, act("a", { kind: "move", direction: "up", roll: [9] }));
    expect(r.events.filter((e) => e.type === "objectivesActivated")).toEqual([{ type: "objectivesActivated", id: "a", buttons: ["b3"], positions: [2] }]);
    expect(get(r.state, "a").objectivesReady).toEqual(["b3"]);
  });

  it("a turn ending near no Objective activates none, and a rogue who never had one keeps none", () => {
    const s = begin([{ kind: "sanctuary", position: 4 }]);
    const r = apply(s, act("a", { kind: "move", direction: "up", roll: [9] }));
    expect(r.events.filter((e) => e.type === "objectivesActivated")).toEqual([]);
    expect(get(r.state, "a").objectivesReady).toBeUndefined();
  });

  it("the Eye's turn activates nothing, even with an Objective next to its 0", () => {
    const s = play(begin([], { objective: 1 }), [act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "move", direction: "up", roll: [9] })]);
    const r = apply(s, act("eye", { kind: "search", position: 15 }));
    expect(r.events.filter((e) => e.type === "objectivesActivated" || e.type === "buttonActivated")).toEqual([]);
    expect(get(r.state, "eye").objectivesReady).toBeUndefined();
  });
});

describe("Quicken Pace's additional action", () => {
  it("is a second turn right after the rogue's own, and none is left after it", () => {
    let s: EndeavorState = play(begin([]), [act("a", { kind: "cover" }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 15 }), act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    s = play(s, [special("a", { kind: "quickenPace", allies: [] }), choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    expect(get(s, "a").extraActions).toEqual({ round: 2, left: 1 });
    const r = apply(s, act("a", { kind: "move", direction: "up", roll: [9] }));
    expect(r.events.filter((e) => e.type === "extraAction")).toEqual([{ type: "extraAction", by: "a" }]);
    expect([r.state.turn.current, get(r.state, "a").extraActions]).toEqual(["a", { round: 2, left: 0 }]);
    const after = apply(r.state, act("a", { kind: "move", direction: "up", roll: [9] })).state;
    expect([after.turn.current === "a", get(after, "a").acted, get(after, "a").position]).toEqual([false, true, 5]);
  });
});
