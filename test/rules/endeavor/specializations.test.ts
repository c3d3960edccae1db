// Specializations with an Endeavor effect (book: "Specialization Options"), each test quoting the effect it checks.
import { describe, expect, it } from "vitest";
import { act, ally, choose, get, monster, run, setup } from "./helpers";
import type { Rng } from "../../../src/rules/index";

/** An Rng reading faces off a list: face f of a dS is u = (f − 0.5) / S (rules faceOf: floor(u·S) + 1). */
const faces = (size: number, list: number[]): Rng => {
  const q = list.map((f) => (f - 0.5) / size);
  return () => {
    if (!q.length) throw new Error("the test ran out of faces");
    return q.shift()!;
  };
};
const checkOf = (events: { type: string }[]) => (events.find((e) => e.type === "check") as { check: { totals: number[] } }).check;

describe("Imposing", () => {
  // a: Head d6 (X 2), acts first (fewest temporary Blessings); m: a Monstrosity.
  const start = (specs: ("Imposing")[] = ["Imposing"], edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
    setup({ kind: "monstrous", edition, participants: [ally("a", { specializations: specs }), monster("m")] });

  it('"For the first roll you make during an Endeavor, roll an additional time and ignore the lowest result"', () => {
    const s = run(start(), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
    // First roll: 2 and 5 — the 2 is ignored. With no Imposing the 2 stands.
    const first = run(s, [act("a", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(first.events).totals).toEqual([5]);
    expect(get(first.state, "a").rolled).toBe(true);
    const plain = run(run(start([]), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state, [act("a", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(plain.events).totals).toEqual([2]);
  });

  it("only the first: the next round's roll is a single roll again", () => {
    let s = run(start(), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "advance", roll: [6] })]).state;
    expect(get(s, "a").rolled).toBe(true);
    s = run(s, [act("m", { kind: "advance", roll: [3] }), { type: "special", by: get(s, "m").id, special: null }]).state;
    // A supplied first roll counted as the first roll: later rolls are single (2 stands against a following 5).
    const round2 = run(s, [choose("a", "Hand", [1, 1]), choose("m", "Hand", [3, 3])]).state;
    const next = run(round2, [act("a", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(next.events).totals).toEqual([2]);
  });

  it('v0.0.18: "For the first position roll you make during an Endeavor, roll an additional time and ignore the lowest"', () => {
    const s = start(["Imposing"], "v0.0.18");
    const r2 = run(s, [{ type: "rollPosition", by: "a", stat: "Head", blessings: [1, 1, 1] }], faces(6, [2, 6]));
    expect(get(r2.state, "a").positionRoll).toBe(6);
    expect(get(r2.state, "a").rolled).toBe(true);
  });
});
