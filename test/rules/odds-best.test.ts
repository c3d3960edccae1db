// Rolling a Check's roll more than once and keeping the best (Horde, Imposing: OddsSpec.best): the odds are those of
// the highest of the totals, P(best ≤ v) = P(total ≤ v)^(throws). Exact fractions, from a d6 whose single odds are
// known by hand: unbumped, 4 of 6 faces fail at Normal (1–4) and 2 are a Minor Success (5, 6); bumping, 121/216 fail.
import { describe, expect, it } from "vitest";
import { outcomeOdds, OUTCOMES, type OddsSpec } from "../../src/rules";

const odds = (spec: OddsSpec) => OUTCOMES.map((o) => outcomeOdds(spec)[o]);
const near = (actual: number[], expected: number[]) => actual.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 14));

describe("the best of several throws of a roll", () => {
  it("a d6 that cannot bump, thrown twice or three times: failure only if every throw fails", () => {
    near(odds({ sizes: [6], canBump: false }), [4 / 6, 2 / 6, 0, 0, 0]);
    near(odds({ sizes: [6], canBump: false, best: [1] }), [(4 / 6) ** 2, 1 - (4 / 6) ** 2, 0, 0, 0]);
    near(odds({ sizes: [6], canBump: false, best: [2] }), [(4 / 6) ** 3, 1 - (4 / 6) ** 3, 0, 0, 0]);
  });

  it("a d6 that bumps: each outcome is the difference of the single roll's cumulative chances, raised to the throws", () => {
    const single = odds({ sizes: [6] });
    expect(single[0]).toBeCloseTo(121 / 216, 15);
    // F(outcome): the chance a single total reads at most as this outcome.
    const F = single.map((_, i) => single.slice(0, i + 1).reduce((a, b) => a + b, 0));
    for (const extra of [1, 2, 4]) {
      const n = 1 + extra;
      const best = odds({ sizes: [6], best: [extra] });
      near(best, F.map((f, i) => f ** n - (i ? F[i - 1]! ** n : 0)));
      expect(best.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
    expect(odds({ sizes: [6], best: [1] })[0]).toBeCloseTo(14641 / 46656, 15);
    // No extra throw (or a nonsensical negative count) is the single roll.
    expect([odds({ sizes: [6], best: [0] }), odds({ sizes: [6], best: [-1] })]).toEqual([single, single]);
  });

  it("only the roll given extra throws gets them: a Hard Check whose second roll is thrown twice", () => {
    // Both rolls must succeed: 2/6 for the first, 1 − (4/6)² = 5/9 for the second.
    near(odds({ sizes: [6], canBump: false, difficulty: "hard", best: [0, 1] }), [1 - (2 / 6) * (5 / 9), (2 / 6) * (5 / 9), 0, 0, 0]);
    near(odds({ sizes: [6], canBump: false, difficulty: "hard", best: [1] }), [1 - (5 / 9) * (2 / 6), (5 / 9) * (2 / 6), 0, 0, 0]);
  });
});
