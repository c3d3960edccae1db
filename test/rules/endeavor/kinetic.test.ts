/** Kinetic (kinetic.ts, v0.0.18): who may exchange position rolls, and how the exchange settles the temporary
 *  Blessings, each step announced; refusals name who and whom. */
import { describe, expect, it } from "vitest";
import { apply, type Command, type EndeavorState, type ParticipantSetup } from "../../../src/rules/endeavor/index";
import { kineticChoices } from "../../../src/rules/endeavor/kinetic";
import { ally, get, monster, refusalOf, run, seededRng, setup } from "./helpers";

const roll = (by: string, stat: string, total: number | null, blessings: number[]): Command =>
  ({ type: "rollPosition", by, stat, ...(total === null ? {} : { roll: total, blessings }) });
const KINETIC: Partial<ParticipantSetup> = { specializations: ["Kinetic"], stats: { Head: 8, Hand: 6, Heart: 4, Home: 6, Hurt: 4, Hurry: 4, History: 4 } };
const start = () => setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", KINETIC), ally("b"), ally("c"), monster("m")] });
/** a rolls `a` with Hand, b and c with Head, m 6. */
const rolled = (a: number, b: number, c: number): EndeavorState => run(start(), [
  roll("a", "Hand", a, Array(Math.floor(a / 2)).fill(1)), roll("b", "Head", b, Array(Math.floor(b / 2)).fill(6)),
  roll("c", "Head", c, Array(Math.floor(c / 2)).fill(5)), roll("m", "Head", 6, [2, 2, 2]),
]).state;
const kinetic = (ally: string | null, blessings?: number[]): Command => ({ type: "kinetic", by: "a", ally, ...(blessings ? { blessings } : {}) });

describe("who Kinetic may exchange with", () => {
  it("an ally still in the Endeavor who rolled lower: not one who rolled the same or higher, nor one removed", () => {
    expect(kineticChoices(rolled(10, 4, 10), get(rolled(10, 4, 10), "a"))).toEqual(["b"]);
    expect(rolled(10, 10, 12).phase).toBe("turns");
    const s = apply(rolled(10, 4, 2), { type: "gm", gm: { op: "remove", id: "c" } }).state;
    expect(kineticChoices(s, get(s, "a"))).toEqual(["b"]);
  });

  it("only after the position rolls, while the round is being chosen, and only in v0.0.18", () => {
    const s = rolled(10, 4, 2);
    expect(kineticChoices(s, get(s, "a"))).toEqual(["b", "c"]);
    expect(kineticChoices({ ...s, phase: "turns" }, get(s, "a"))).toEqual([]);
    expect(kineticChoices({ ...s, edition: "v0.0.21.10" }, get(s, "a"))).toEqual([]);
  });

  it("once used it waits for its Recharge: the next round does not wait for a", () => {
    let s = run(rolled(10, 4, 2), [kinetic("b", [3, 4, 5])]).state;
    while (s.phase === "turns") s = apply(s, { type: "act", by: s.turn.current!, action: { kind: "pass" } }).state;
    if (s.phase === "special") s = apply(s, { type: "special", by: s.chooser[0]!, special: null }).state;
    s = run(s, [roll("a", "Home", 10, [1, 1, 1, 1, 1]), roll("b", "Hand", 4, [6, 6]), roll("c", "Hand", 2, [5]), roll("m", "Hand", 6, [2, 2, 2])]).state;
    expect([s.round, get(s, "a").needsRecharge, s.phase]).toEqual([2, ["Kinetic"], "turns"]);
  });

  it("refusals name the one without Kinetic, and the ally refused", () => {
    const s = rolled(10, 4, 2);
    expect(refusalOf(s, { type: "kinetic", by: "b", ally: "a" })).toEqual({ code: "endeavor-action-unavailable", details: { name: "b" } });
    expect(refusalOf(s, kinetic("m"))).toEqual({ code: "endeavor-bad-target", details: { name: "a", target: "m" } });
  });
});

describe("the exchange", () => {
  it("swaps the rolls; the holder gives back the Blessings over half the lower roll, the ally gains the rest; each announced", () => {
    const r = apply(rolled(10, 4, 2), kinetic("b", [3, 4, 5]));
    expect(r.events.filter((e) => ["positionsExchanged", "temporaryLost", "temporaryGained"].includes(e.type))).toEqual([
      { type: "positionsExchanged", by: "a", ally: "b", rolls: [4, 10] },
      { type: "temporaryLost", id: "a", values: [1, 1, 1] },
      { type: "temporaryGained", id: "b", values: [3, 4, 5] },
    ]);
    expect([get(r.state, "a").kineticDone, get(r.state, "a").temporary, get(r.state, "b").temporary]).toEqual([true, [1, 1], [6, 6, 3, 4, 5]]);
  });

  it("rolls whose halves are the same swap and move no Blessing", () => {
    const r = apply(rolled(7, 6, 2), kinetic("b"));
    expect(r.events.filter((e) => e.type === "temporaryLost" || e.type === "temporaryGained")).toEqual([]);
    expect([get(r.state, "a").positionRoll, get(r.state, "b").positionRoll, get(r.state, "a").temporary, get(r.state, "b").temporary]).toEqual([6, 7, [1, 1, 1], [6, 6, 6]]);
  });

  it("each roll keeps the dice that made it (the cards of the Checks that use it show them)", () => {
    const s = run(start(), [roll("a", "Hand", null, []), roll("b", "Head", 2, [6]), roll("c", "Head", 2, [5]), roll("m", "Head", 6, [2, 2, 2])], seededRng(5)).state;
    const thrown = get(s, "a").positionGroup;
    expect(thrown?.total).toBe(get(s, "a").positionRoll);
    const r = apply(s, kinetic("b"), seededRng(6)).state;
    expect([get(r, "a").positionGroup ?? null, get(r, "b").positionGroup]).toEqual([null, thrown]);
  });
});
