/** The rogues' actions (rogue-actions.ts): the Attacks on the Eye's defenses, Move and the Escape, the
 *  Objective's Check and Hidden, each refusal naming what is wrong and changing nothing. */
import { describe, expect, it } from "vitest";
import { apply, type Command, type EndeavorEvent, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, choose, get, refusalOf, refused, seededRng } from "../../helpers";
import { special } from "./helpers";
import { begin, buttonsAt, gm, moveTo, play } from "./play";

const violent = (roll: number, alarm?: string) => act("a", { kind: "attack", violent: true, targets: [], roll: [roll], ...(alarm ? { alarm } : {}) });
const checkOf = (events: EndeavorEvent[]) => events.flatMap((e) => (e.type === "check" ? [e.check] : []));
const hostile = (value: unknown): Command => JSON.parse(JSON.stringify(value));
/** Round 1 ends with a's turn at `to` (moved there by the GM, then a Cover); round 2 chosen: a's turn (Hand, X 2). */
function round2At(s: EndeavorState, to: number, a = "Hand"): EndeavorState {
  s = play(s, [moveTo("a", to), act("a", { kind: "cover" }), act("b", { kind: "cover" }), act("eye", { kind: "search", position: 17 }), act("a", { kind: "cover" }), act("b", { kind: "cover" }), special("a", null)]);
  return play(s, [choose("a", a, [2, 2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
}

describe("the violent Attack on the Eye's defenses", () => {
  it("names no target: naming a rogue or the Eye is refused, naming them", () => {
    const s = begin([{ kind: "alarm", position: 2 }], { a: "Hurt" });
    expect(refusalOf(s, act("a", { kind: "attack", violent: true, targets: ["b"], roll: [9] }))).toEqual({ code: "endeavor-bad-target", details: { name: "a", target: "b" } });
    expect(refusalOf(s, act("a", { kind: "attack", violent: false, targets: ["eye", "b"], roll: [9] }))).toEqual({ code: "endeavor-bad-target", details: { name: "a", target: "b" } });
    expect(refusalOf(s, act("a", { kind: "attack", violent: true, targets: ["eye"], roll: [9] }))).toEqual({ code: "endeavor-bad-target", details: { name: "a", target: "eye" } });
  });

  it("an Alarm named must be one, within X — refused before the dice, even when the Check would fail", () => {
    const s = begin([{ kind: "alarm", position: 6 }], { a: "Hurt" });
    expect(refusalOf(s, violent(9, "zz"))).toEqual({ code: "endeavor-bad-button", details: { id: "zz" } });
    expect(refusalOf(s, violent(9, "b1"))).toEqual({ code: "endeavor-bad-button", details: { id: "b1" } });
    expect(refusalOf(s, violent(1, "b2"))).toEqual({ code: "endeavor-alarm-out-of-reach", details: { name: "a", position: 6, x: 2 } });
  });

  it("none named: the nearest within X goes (an Attack's Check); one beyond X stays", () => {
    const far = apply(begin([{ kind: "alarm", position: 4 }], { a: "Hurt" }), violent(9));
    expect(checkOf(far.events).map((c) => [c.purpose, c.success])).toEqual([["attack", true]]);
    expect(buttonsAt(far.state, "alarm")).toEqual([4]);
    expect(buttonsAt(apply(begin([{ kind: "alarm", position: 4 }, { kind: "alarm", position: 3 }], { a: "Hurt" }), violent(9)).state, "alarm")).toEqual([4]);
  });

  it("loop: of two as near, the lower goes whichever was laid first; a nearer one goes before a lower one", () => {
    const options = { areaEnds: "loop" as const };
    const gone = (positions: number[]) => buttonsAt(apply(begin(positions.map((position) => ({ kind: "alarm" as const, position })), { a: "Hurt", options }), violent(9)).state, "alarm");
    expect(gone([20, 2])).toEqual([20]);
    expect(gone([2, 20])).toEqual([20]);
    expect(gone([20, 19])).toEqual([19]);
  });

  it("Disarmed applies to it (the Check is a violent Attack's): one boon fewer, one bust more on the card", () => {
    const land = [{ kind: "alarm" as const, position: 2 }, { kind: "alarm" as const, position: 3 }];
    const plain = apply(begin(land, { a: "Hurt" }), violent(20));
    const disarmed = apply(begin(land, { a: "Hurt", aSetup: { traits: { conditions: ["disarmed"] } } }), violent(20));
    expect(checkOf(plain.events).map((c) => [c.outcome, c.boons, c.busts])).toEqual([["maximum", 1, 0]]);
    expect(checkOf(disarmed.events).map((c) => [c.outcome, c.boons, c.busts])).toEqual([["maximum", 0, 1]]);
    expect([buttonsAt(plain.state, "alarm"), buttonsAt(disarmed.state, "alarm")]).toEqual([[], []]);
  });

  it("an Attack on or next to a Sanctuary removes it, announced", () => {
    const r = apply(begin([{ kind: "sanctuary", position: 2 }], { a: "Hurt" }), violent(1));
    expect(r.events.filter((e) => e.type === "buttonActivated")).toEqual([{ type: "buttonActivated", button: { id: "b2", kind: "sanctuary", position: 2, owner: null }, id: "a" }]);
    const steal = apply(begin([{ kind: "sanctuary", position: 0 }]), act("a", { kind: "attack", violent: false, targets: [], roll: [9], steal: { eye: [2, 2] } }), seededRng(1));
    expect([buttonsAt(steal.state, "sanctuary"), get(steal.state, "a").temporary]).toEqual([[], [2, 2, 2, 2]]);
  });
});

describe("Move and the Escape", () => {
  it("a Move's Check; up or down only", () => {
    const s = begin([]);
    expect(checkOf(apply(s, act("a", { kind: "move", direction: "up", roll: [9] })).events).map((c) => c.purpose)).toEqual(["move"]);
    expect(refusalOf(s, hostile({ type: "act", by: "a", action: { kind: "move", direction: "sideways", roll: [9] } }))).toEqual({ code: "endeavor-action-unavailable", details: { name: "a", action: "move" } });
  });

  it("asking to leave: the first Escape entered stops the Move and the rogue leaves by it (announced)", () => {
    // A Sanctuary on the way (2) and one beside the Escape (3) do not stop it; nor does the Escape beyond (5).
    const s = begin([{ kind: "escape", position: 5 }, { kind: "sanctuary", position: 3 }, { kind: "escape", position: 3 }, { kind: "sanctuary", position: 2 }]);
    const r = apply(s, act("a", { kind: "move", direction: "up", roll: [9], escape: true }));
    expect([get(r.state, "a").position, get(r.state, "a").removed?.reason]).toEqual([3, "escaped"]);
    expect(r.events.filter((e) => e.type === "buttonActivated")).toEqual([{ type: "buttonActivated", button: { id: "b4", kind: "escape", position: 3, owner: null }, id: "a" }]);
  });

  it("not asking: a Move that ends on an Escape stays; a rogue already on one who cannot move does not leave", () => {
    const s = begin([{ kind: "escape", position: 3 }, { kind: "escape", position: 0 }]);
    expect(get(apply(s, act("a", { kind: "move", direction: "up", roll: [9] })).state, "a")).toMatchObject({ position: 3, removed: null });
    const atZero = round2At(s, 0);
    expect(get(apply(atZero, act("a", { kind: "move", direction: "down", roll: [9], escape: true })).state, "a")).toMatchObject({ position: 0, removed: null });
  });
});

describe("the Objective's Check", () => {
  it("refused until activated, naming the rogue; the Stat refusal names the Action Die and the Check", () => {
    const s = begin([]);
    expect(refusalOf(s, act("a", { kind: "objective", button: "b1", roll: [9] }))).toEqual({ code: "endeavor-objective-not-ready", details: { name: "a" } });
    const heart = round2At(s, 8, "Heart");
    expect(refusalOf(heart, act("a", { kind: "objective", button: "b1", roll: [9] }))).toEqual({ code: "endeavor-objective-stat", details: { name: "a", stat: "Heart", check: "Head" } });
  });

  it("is made at the button's difficulty: a Hard one takes a second roll, which fails here", () => {
    const land = (difficulty: "normal" | "hard") => [{ kind: "objective" as const, position: 4, check: { stat: "Hand", difficulty } }];
    const roll = (difficulty: "normal" | "hard") => {
      const r = apply(round2At(begin(land(difficulty)), 3), act("a", { kind: "objective", button: "b2", roll: difficulty === "hard" ? [7, 3] : [7] }));
      return [...checkOf(r.events).map((c) => [c.purpose, c.difficulty, c.success]), buttonsAt(r.state, "objective")];
    };
    expect(roll("normal")).toEqual([["objective", "normal", true], [9]]);
    expect(roll("hard")).toEqual([["objective", "hard", false], [9, 4]]);
  });

  it("the last Objective removed ends it, and the rogue has none left ready", () => {
    const r = apply(round2At(begin([]), 8), act("a", { kind: "objective", button: "b1", roll: [9] }));
    expect(r.state.outcome).toEqual({ winner: "rogues", winnerId: null, reason: "objectives" });
    expect(get(r.state, "a").objectivesReady).toEqual([]);
  });
});

describe("Hidden", () => {
  it("refused without the Specialization or once used, naming it; announced when used; a Sanctuary for X rounds", () => {
    const s = begin([], { aSetup: { specializations: ["Hidden"] } });
    expect(refusalOf(apply(s, act("a", { kind: "cover" })).state, act("b", { kind: "hidden", roll: [9] }))).toEqual({ code: "endeavor-no-specialization", details: { name: "b", specialization: "Hidden" } });
    const r = apply(s, act("a", { kind: "hidden", roll: [9] }));
    expect(r.events.filter((e) => e.type === "specializationUsed")).toEqual([{ type: "specializationUsed", id: "a", specialization: "Hidden" }]);
    expect(checkOf(r.events).map((c) => c.purpose)).toEqual(["hidden"]);
    expect(r.state.buttons.filter((b) => b.kind === "sanctuary")).toEqual([{ id: "b2", kind: "sanctuary", position: 1, owner: null, expires: 3 }]);
    const again = play(r.state, [act("b", { kind: "cover" }), act("eye", { kind: "search", position: 17 }), act("b", { kind: "cover" }), special("a", null),
      choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("eye", "Watch", [2, 2])]);
    expect(refusalOf(again, act("a", { kind: "hidden", roll: [9] }))).toEqual({ code: "endeavor-once-per-endeavor", details: { name: "a", specialization: "Hidden" } });
  });
});

describe("the GM's removal of a button", () => {
  it("is still refused for a button that is not there", () => {
    refused(begin([]), gm({ op: "removeButton", button: "zz" }), "endeavor-bad-button");
  });
});

describe("a rogue's Specialization actions go to the engine", () => {
  it("Commanding: b, who has not acted yet, takes Hand for their Action Die; a's Commanding needs recharging", () => {
    const s = begin([{ kind: "alarm", position: 4 }], { aSetup: { specializations: ["Commanding"] } });
    const r = apply(s, act("a", { kind: "commanding", target: "b", stat: "Hand" }));
    expect([get(r.state, "b").actionDie, get(r.state, "a").needsRecharge]).toEqual(["Hand", ["Commanding"]]);
    expect(r.events.filter((e) => e.type === "actionDieChanged")).toEqual([
      { type: "actionDieChanged", id: "b", stat: "Hand", by: "a" },
    ]);
    expect(r.state.turn.current).toBe("b");
  });

  it("Radiant: on a success b, the other rogue, is lent Cooking for X turns (Heart d4: one); the Eye is lent nothing", () => {
    const aptitudes = [{ name: "Singing", specialization: "Radiant" }, { name: "Cooking" }];
    const s = begin([{ kind: "alarm", position: 4 }], { a: "Heart", aSetup: { specializations: ["Radiant"], aptitudes } });
    const r = apply(s, act("a", { kind: "radiant", aptitude: "Cooking", roll: [6] }));
    expect([get(r.state, "b").granted, get(r.state, "eye").granted, get(r.state, "a").needsRecharge]).toEqual([
      [{ from: "a", aptitude: "Cooking", specialization: null, turns: 1 }], [], ["Radiant"],
    ]);
  });
});
