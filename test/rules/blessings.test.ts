// Book (both editions): "Blessings" — gaining (a d6; "Blessings Bump": a 1 grants another; "Gain One at a Time"),
// "Blessing Notation" (⑥, ②, ①, ②②, ①①, ① × 4, ⊜⊜), spending, Condition "Cursed" (worth 1 less, minimum 0).
import { describe, expect, it } from "vitest";
import {
  HELP_COST, RulesError, rechargeReadable, SPARK_COST, costMet, formatCost, gainBlessings, parseCost, payCost, seededRng,
  spendBlessings, worthOf, type BlessingCost, type Rng,
} from "../../src/rules";
import { refusal } from "./refusal";

const d6 = (...faces: number[]): Rng & { left: () => number } => {
  let i = 0;
  const rng = (() => {
    if (i >= faces.length) throw new Error("scripted d6 ran out");
    return (faces[i++]! - 0.5) / 6;
  }) as Rng & { left: () => number };
  rng.left = () => faces.length - i;
  return rng;
};


const cost = (atLeast: number[], same: number[] = []): BlessingCost => ({ atLeast, same });

describe("gaining Blessings", () => {
  it("each gained Blessing is a d6", () => {
    expect(gainBlessings(1, d6(4))).toEqual([4]);
    expect(gainBlessings(3, d6(6, 2, 5))).toEqual([6, 2, 5]);
    expect(gainBlessings(0, d6())).toEqual([]);
  });

  it("a 1 stays in the pool worth 1 and grants one more Blessing", () => {
    const rng = d6(1, 4);
    expect(gainBlessings(1, rng)).toEqual([1, 4]);
    expect(rng.left()).toBe(0);
  });

  it("as long as 1s come, keep gaining: 1, 1, 1, 6 from one gain", () => {
    expect(gainBlessings(1, d6(1, 1, 1, 6))).toEqual([1, 1, 1, 6]);
  });

  it("several gains are rolled one at a time, each bumping on its own: two gains 1, 1, 5, 3", () => {
    const rng = d6(1, 1, 5, 3);
    expect(gainBlessings(2, rng)).toEqual([1, 1, 5, 3]);
    expect(rng.left()).toBe(0);
  });

  it("a broken source that always reads 1 still stops (a guard far beyond any real chain)", () => {
    const got = gainBlessings(2, () => 0);
    expect(got.every((v) => v === 1)).toBe(true);
    // The first gain's chain stops granting at its 1000th 1; the second gain is still owed and is a 1 too.
    expect(got.length).toBe(1001);
  });

  it("a seeded gain of 60,000 gives about a fifth more Blessings (6/5 per gain) and every value 1–6", () => {
    const got = gainBlessings(60_000, seededRng(11));
    // Expected 72,000 Blessings; sd of the count is about sqrt(60000 · 0.24) ≈ 120.
    expect(Math.abs(got.length - 72_000)).toBeLessThan(700);
    expect(new Set(got)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });
});

describe("Blessing Notation: parseCost", () => {
  it.each([
    ["⑥", cost([6])],
    ["②", cost([2])],
    ["①", cost([1])],
    ["②②", cost([2, 2])],
    ["①①", cost([1, 1])],
    ["①①①", cost([1, 1, 1])],
    ["① × 4", cost([1, 1, 1, 1])],
    ["① ×4", cost([1, 1, 1, 1])],
    ["①×4", cost([1, 1, 1, 1])],
    ["①x4", cost([1, 1, 1, 1])],
    ["① x 4", cost([1, 1, 1, 1])],
    ["③×2", cost([3, 3])],
    ["⊜⊜", cost([], [2])],
    ["⊜⊜⊜", cost([], [3])],
    ["③ ⊜⊜", cost([3], [2])],
  ])("the book's %s", (text, expected) => {
    expect(parseCost(text)).toEqual(expected);
  });

  it.each([
    ["1,1,1", cost([1, 1, 1])],
    ["1, 1, 1", cost([1, 1, 1])],
    ["2x2", cost([2, 2])],
    ["1x4", cost([1, 1, 1, 1])],
    ["same2", cost([], [2])],
    ["SAME2", cost([], [2])],
    ["6", cost([6])],
  ])("the plain-text alias %s", (text, expected) => {
    expect(parseCost(text)).toEqual(expected);
  });

  it.each([
    ["⑦", "⑦"],
    ["7", "7"],
    ["①⑦", "⑦"],
    ["①; ②", ";"],
    ["hello", "hello"],
    ["12", "12"],
    ["⊜", "⊜"],
    ["①x0", "0"],
    ["same1", "same1"],
  ])("bad notation %s throws cost-notation naming the bad part %s", (text, part) => {
    const err = refusal(() => parseCost(text));
    expect(err.code).toBe("cost-notation");
    expect(err.message).toContain(part);
    expect(String(err.details.part)).toContain(part);
  });

  it("an empty cost is refused", () => {
    expect(refusal(() => parseCost("")).code).toBe("cost-notation");
    expect(refusal(() => parseCost("   ")).code).toBe("cost-notation");
  });
});

describe("Blessing Notation: formatCost", () => {
  it.each([
    [cost([6]), "⑥"],
    [cost([1, 1, 1]), "①①①"],
    [cost([2, 2]), "②②"],
    [cost([1, 1, 1, 1]), "① × 4"],
    [cost([], [2]), "⊜⊜"],
  ])("%j reads %s", (c, text) => {
    expect(formatCost(c)).toBe(text);
  });

  it.each(["⑥", "②", "①①", "①①①", "① × 4", "① × 7", "⊜⊜", "③ ⊜⊜", "⑤ ②②"])("%s round-trips", (text) => {
    expect(formatCost(parseCost(text))).toBe(text);
  });

  it("aliases format as the book writes them", () => {
    expect(formatCost(parseCost("1,1,1"))).toBe("①①①");
    expect(formatCost(parseCost("1x4"))).toBe("① × 4");
    expect(formatCost(parseCost("2x2"))).toBe("②②");
    expect(formatCost(parseCost("same2"))).toBe("⊜⊜");
  });

  it("Help costs ① and a Spark ⊜⊜", () => {
    expect(formatCost(HELP_COST)).toBe("①");
    expect(formatCost(SPARK_COST)).toBe("⊜⊜");
  });
});

describe("payCost: the least valuable legal payment", () => {
  it("docs/api/rules.md example: ⊜⊜ from 1, 3, 3, 6 pays the 3s", () => {
    expect(payCost([1, 3, 3, 6], parseCost("⊜⊜"))).toEqual({ paid: [3, 3], remaining: [1, 6] });
  });

  it("② takes the smallest Blessing worth 2 or more", () => {
    expect(payCost([5, 1, 2, 4], parseCost("②"))).toEqual({ paid: [2], remaining: [5, 1, 4] });
  });

  it("①①① takes the three smallest", () => {
    expect(payCost([6, 1, 4, 2], parseCost("①①①"))).toEqual({ paid: [1, 2, 4], remaining: [6] });
  });

  it("⑥ needs a 6", () => {
    expect(payCost([5, 5, 6], parseCost("⑥"))).toEqual({ paid: [6], remaining: [5, 5] });
    expect(payCost([5, 5, 4], parseCost("⑥"))).toBeNull();
  });

  it("⊜⊜ takes the cheapest pair, and can use 1s", () => {
    expect(payCost([1, 1, 2, 2], parseCost("⊜⊜"))).toEqual({ paid: [1, 1], remaining: [2, 2] });
    expect(payCost([6, 5, 6, 5], parseCost("⊜⊜"))).toEqual({ paid: [5, 5], remaining: [6, 6] });
  });

  it("③ ⊜⊜ from 3, 3, 4: the pair must be the 3s, so ③ takes the 4", () => {
    expect(payCost([3, 3, 4], parseCost("③ ⊜⊜"))).toEqual({ paid: [3, 3, 4], remaining: [] });
  });

  it("③ ⊜⊜ from 3, 3, 4, 4: the 3s pair and the 4 pays ③ (10), not the 4s and a 3 (11)", () => {
    expect(payCost([4, 3, 4, 3], parseCost("③ ⊜⊜"))?.paid).toEqual([3, 3, 4]);
  });

  it("②② ① from 1, 2, 2, 6: the 2s for ②②, the 1 for ①", () => {
    expect(payCost([6, 2, 1, 2], parseCost("②② ①"))).toEqual({ paid: [1, 2, 2], remaining: [6] });
  });

  it("null when the pool cannot pay", () => {
    expect(payCost([], parseCost("①"))).toBeNull();
    expect(payCost([1, 2, 3], parseCost("⊜⊜"))).toBeNull();
    expect(payCost([1, 2], parseCost("③"))).toBeNull();
    expect(payCost([6, 6], parseCost("①①①"))).toBeNull();
    expect(payCost([4, 4], parseCost("④ ⊜⊜"))).toBeNull();
  });

  it("Cursed: each Blessing is worth 1 less, to a minimum of 0", () => {
    expect(worthOf(4, true)).toBe(3);
    expect(worthOf(1, true)).toBe(0);
    expect(worthOf(4)).toBe(4);
    // A Cursed 1 is worth 0 and cannot pay ①; the 3 (worth 2) can.
    expect(payCost([1, 3], parseCost("①"), { cursed: true })).toEqual({ paid: [3], remaining: [1] });
    expect(payCost([6], parseCost("⑥"), { cursed: true })).toBeNull();
    expect(payCost([1, 1, 1], parseCost("①①①"), { cursed: true })).toBeNull();
    expect(payCost([2, 3, 4], parseCost("③"), { cursed: true })).toEqual({ paid: [4], remaining: [2, 3] });
  });

  it("never mutates the pool", () => {
    const pool = Object.freeze([3, 1, 3, 6]);
    payCost(pool, parseCost("⊜⊜ ①"));
    expect(pool).toEqual([3, 1, 3, 6]);
  });

  it("costMet checks a chosen payment", () => {
    expect(costMet("⊜⊜", [4, 4])).toBe(true);
    expect(costMet("⊜⊜", [4, 5])).toBe(false);
    expect(costMet("②", [1], { cursed: false })).toBe(false);
    expect(costMet("②", [3], { cursed: true })).toBe(true);
  });
});

describe("spending Blessings you hold", () => {
  it("removes exactly the values spent", () => {
    expect(spendBlessings([3, 1, 3, 6], [3, 6])).toEqual([1, 3]);
  });

  it("paying with a Blessing you do not have throws blessing-not-held and changes nothing", () => {
    const pool = [2, 4];
    const err = refusal(() => spendBlessings(pool, [4, 4]));
    expect(err.code).toBe("blessing-not-held");
    expect(err.message).toContain("4");
    expect(pool).toEqual([2, 4]);
  });
});

describe("payCost is polynomial and still the least valuable payment", () => {
  /** The former exhaustive search: every same-worth assignment, then the minimums greedily. */
  function oracle(pool: number[], cost: { atLeast: number[]; same: number[] }, cursed: boolean): number | null {
    let best: number | null = null;
    const assign = (group: number, available: number[], sum: number) => {
      if (group === cost.same.length) {
        const left = [...available].sort((a, b) => a - b);
        let total = sum;
        for (const need of [...cost.atLeast].sort((a, b) => b - a)) {
          const i = left.findIndex((v) => (cursed ? Math.max(0, v - 1) : v) >= need);
          if (i < 0) return;
          total += left[i]!;
          left.splice(i, 1);
        }
        if (best === null || total < best) best = total;
        return;
      }
      const n = cost.same[group]!;
      for (const value of new Set(available)) {
        if (available.filter((v) => v === value).length < n) continue;
        const left = [...available];
        for (let k = 0; k < n; k++) left.splice(left.indexOf(value), 1);
        assign(group + 1, left, sum + n * value);
      }
    };
    assign(0, pool, 0);
    return best;
  }

  it("matches the exhaustive search's sum on 3,000 seeded pools and costs, and pays legally", () => {
    const rng = seededRng(1616);
    const int = (n: number) => Math.floor(rng() * n);
    for (let i = 0; i < 3000; i++) {
      const pool = Array.from({ length: int(13) }, () => 1 + int(6));
      const cost = { atLeast: Array.from({ length: int(6) }, () => 1 + int(6)), same: Array.from({ length: int(4) }, () => 2 + int(3)) };
      const cursed = rng() < 0.2;
      const paid = payCost(pool, cost, { cursed });
      const expected = oracle(pool, cost, cursed);
      expect(paid === null ? null : paid.paid.reduce((a, b) => a + b, 0)).toBe(expected);
      if (paid) expect([...paid.paid, ...paid.remaining].sort()).toEqual([...pool].sort());
    }
  });

  it("pays ⊜⊜×30 from a pool of 60 without searching every assignment", () => {
    const pool = Array.from({ length: 60 }, (_, i) => 1 + (i % 6));
    expect(payCost(pool, parseCost("⊜⊜×30"))!.paid).toEqual([...Array(10).fill(1), ...Array(10).fill(2), ...Array(10).fill(3), ...Array(10).fill(4), ...Array(10).fill(5), ...Array(10).fill(6)]);
    expect(payCost(pool, parseCost("⊜⊜×31"))).toBeNull();
    expect(costMet("⊜⊜×29 ①①", pool)).toBe(true);
  });

  it("refuses a cost that names too much, naming the limit, before pricing it (a request must not freeze the GM)", () => {
    const tooLarge = (notation: string) => {
      try {
        parseCost(notation);
      } catch (err) {
        return err instanceof RulesError && err.code === "cost-too-large" ? err.details : `other: ${String(err)}`;
      }
      return "accepted";
    };
    // The shapes that took billions of states: mixed group sizes, each many times.
    const nine = "⊜⊜×9 ⊜⊜⊜×9 ⊜⊜⊜⊜×9 ⊜⊜⊜⊜⊜×9 ⊜⊜⊜⊜⊜⊜×9 ⊜⊜⊜⊜⊜⊜⊜×9 ⊜⊜⊜⊜⊜⊜⊜⊜×9 ⊜⊜⊜⊜⊜⊜⊜⊜⊜×9";
    expect(nine).toHaveLength(67);
    expect(tooLarge(nine)).toEqual({ blessings: 99, mixedGroups: 20 });
    expect(tooLarge("⊜⊜×12 ⊜⊜⊜×12 ⊜⊜⊜⊜×12 ⊜⊜⊜⊜⊜×12")).toEqual({ blessings: 99, mixedGroups: 20 });
    expect(tooLarge("⊜⊜×99")).toEqual({ blessings: 99, mixedGroups: 20 });
    expect(tooLarge("①×99 ①")).toEqual({ blessings: 99, mixedGroups: 20 });
    expect(tooLarge("⊜⊜×5 ⊜⊜⊜×4")).toEqual({ blessings: 99, mixedGroups: 20 });
    // At the limits: accepted.
    expect(tooLarge("⊜⊜×49 ①")).toBe("accepted");
    expect(tooLarge("①×99")).toBe("accepted");
    expect(tooLarge("⊜⊜×4 ⊜⊜⊜×4")).toBe("accepted");
    // A cost built in code is held to the same limits by payCost itself.
    expect(() => payCost([1, 2, 3], { atLeast: [], same: [2, 3, 4, 5, 6, 7] })).toThrow(RulesError);
  });

  it("pays the worst shape within the limits from a pool of 10,000 written from a console, least valuable first", () => {
    const pool = Array.from({ length: 10_000 }, (_, i) => 1 + (i % 6));
    // The most group shapes the limits allow (5 × 2 × 2 × 2), and every other Blessing a requirement.
    const paid = payCost(pool, parseCost("⊜⊜×4 ⊜⊜⊜ ⊜⊜⊜⊜ ⊜⊜⊜⊜⊜ ⑥×79"));
    // Every group from the 1s (1,667 of them), then 79 sixes.
    expect(paid!.paid).toEqual([...Array(20).fill(1), ...Array(79).fill(6)]);
    expect(paid!.remaining).toHaveLength(10_000 - 99);
  });
});

describe("costMet takes the book's notation or a parsed cost", () => {
  it("a parsed ⊜⊜ is met by a pair and not by two different worths; a string cost the same", () => {
    expect(costMet(SPARK_COST, [2, 2])).toBe(true);
    expect(costMet(SPARK_COST, [2, 3])).toBe(false);
    expect(costMet("⊜⊜", [5, 5])).toBe(true);
    expect(costMet({ atLeast: [3, 1], same: [] }, [1, 3])).toBe(true);
    expect(costMet({ atLeast: [3, 1], same: [] }, [1, 2])).toBe(false);
  });
});

describe("Blessing notation, part by part", () => {
  it("each part is read where it starts: a pair after a worth, a worth after a plain digit, a group after a worth", () => {
    expect(parseCost("③⊜⊜")).toEqual({ atLeast: [3], same: [2] });
    expect(parseCost("2③")).toEqual({ atLeast: [2, 3], same: [] });
    expect(parseCost("③same2")).toEqual({ atLeast: [3], same: [2] });
  });

  it("repeats of two digits, for plain digits and groups alike", () => {
    expect(parseCost("1×12")).toEqual({ atLeast: Array(12).fill(1), same: [] });
    expect(parseCost("same12")).toEqual({ atLeast: [], same: [12] });
    expect(parseCost("same2×3")).toEqual({ atLeast: [], same: [2, 2, 2] });
    expect(parseCost("same2×12")).toEqual({ atLeast: [], same: Array(12).fill(2) });
    expect(parseCost(" ① , ② ")).toEqual({ atLeast: [1, 2], same: [] });
  });

  it("a repeat of none or of more than 99 is refused, naming the part", () => {
    expect(refusal(() => parseCost("①×0"))).toMatchObject({ code: "cost-notation", details: { part: "①×0" } });
    expect(refusal(() => parseCost("⊜⊜×100"))).toMatchObject({ code: "cost-notation", details: { part: "⊜⊜×100" } });
  });

  it("a blank recharge is no recharge (readable); unreadable text is not", () => {
    expect(rechargeReadable("")).toBe(true);
    expect(rechargeReadable("   ")).toBe(true);
    expect(rechargeReadable("③")).toBe(true);
    expect(rechargeReadable("③ and a song")).toBe(false);
  });

  it("formatCost writes the worths largest first", () => {
    expect(formatCost({ atLeast: [1, 3, 1], same: [] })).toBe("③ ①①");
    expect(formatCost({ atLeast: [2, 6, 2, 2, 2], same: [2] })).toBe("⑥ ② × 4 ⊜⊜");
  });
});
