// Perform Combo (book v0.0.21.10, Monstrous "Ally Special Actions" / "Monstrosity Special Actions"; the same in v0.0.18).
import { describe, expect, it } from "vitest";
import { comboEligibleTargets, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { ally, choose, get, monster, passAll, refused, run, setup } from "./helpers";

describe("Ally Perform Combo: opponents' shares with nobody moving down", () => {
  // a chooses (five temporary Blessings, the most); m and n at 12.
  const toSpecial = (): EndeavorState => {
    const s = passAll(run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m", "12"), monster("n", "12")] }), [
      choose("a", "Head", [1, 1, 1, 3, 3]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2]), choose("n", "Hurt", [2, 2]),
    ]).state);
    expect(s.chooser).toEqual(["a"]);
    return s;
  };
  const combo = (down: Record<string, number> | undefined, opponents: Record<string, number> | undefined): Command =>
    ({ type: "special", by: "a", special: { kind: "combo", ...(down ? { down } : {}), ...(opponents ? { opponents } : {}) } });

  it('"If you do, choose opponents to move down by a total of the amount moved this way": nobody moved, so a share typed for an opponent is refused (endeavor-bad-distribution), not ignored', () => {
    refused(toSpecial(), combo(undefined, { m: 2 }), "endeavor-bad-distribution");
    refused(toSpecial(), combo({ a: 0, b: 0 }, { m: 1, n: 1 }), "endeavor-bad-distribution");
    // A share for someone who is no opponent, even 0, is refused too.
    refused(toSpecial(), combo(undefined, { b: 0 }), "endeavor-bad-target");
  });

  it("nobody moved and no share (or shares of 0): a moves up by 5 and spends, nobody else moves", () => {
    for (const opponents of [undefined, { m: 0 }]) {
      const r = run(toSpecial(), [combo(undefined, opponents)]);
      expect([get(r.state, "a").position, get(r.state, "m").position, get(r.state, "n").position]).toEqual([5, 12, 12]);
      expect(get(r.state, "a").temporary).toEqual([]);
    }
  });
});

describe("Monstrosity Perform Combo: comboEligibleTargets", () => {
  // m chooses with six temporary Blessings (half: 3); a has 2, b 3, c 4 (v0.0.21.10: X Blessings, a 1 gains another).
  const toSpecial = (): EndeavorState => {
    const s = passAll(run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m", "12")] }), [
      choose("a", "Head", [2, 2]), choose("b", "Head", [1, 2, 2]), choose("c", "Head", [1, 1, 2, 2]), choose("m", "Hurt", [1, 1, 1, 1, 6, 6]),
    ]).state);
    expect(s.chooser).toEqual(["m"]);
    return s;
  };

  it('"Choose an opponent, then any number of additional opponents with a number of temporary Blessings less than half your number of temporary Blessings, rounded down"', () => {
    const s = toSpecial();
    expect(comboEligibleTargets(s, "m")).toEqual({ first: ["a", "b", "c"], additional: ["a"] });
    // The engine holds the Combo to it: c first (freely), a added; b (3, not fewer than 3) refused as an addition.
    const r = run(s, [{ type: "special", by: "m", special: { kind: "combo", targets: ["c", "a"] } }]);
    expect(r.state.buttons.filter((b) => b.kind === "wound").map((b) => b.owner)).toEqual(["c", "a"]);
    refused(s, { type: "special", by: "m", special: { kind: "combo", targets: ["a", "b"] } }, "endeavor-bad-target");
  });

  it("an ally's opponents are the Monstrosities; someone removed or unknown has none", () => {
    const s = toSpecial();
    expect(comboEligibleTargets(s, "a")).toEqual({ first: ["m"], additional: [] });
    expect(comboEligibleTargets(s, "nobody")).toEqual({ first: [], additional: [] });
  });
});
