// outcomeOdds against an independent exact oracle: each group's total distribution by a direct recursion (a total t is
// a throw that stops at t, or a bumping throw s followed by a total t − s), then every combination of roll totals read
// through resolveCheck itself. So the live odds a dialog shows and the result the card gives cannot disagree, for
// every difficulty, both editions, Help (lowest roll), modifiers, ease/aid, Ignite/Overcharge and no-bump rolls.
import { describe, expect, it } from "vitest";
import { totalDistribution, uniformFaces } from "./total-oracle";
import { HAUNTED_CAN_BUMP, hauntedModifiers, OUTCOMES, resolveCheck, outcomeOdds, type DieSize, type OddsSpec, type CheckOutcome } from "../../src/rules";

/** P(total = t) for t < top, and P(total ≥ top) at index top — computed without the engine. */
const oracleDistribution = (sizes: readonly DieSize[], canBump: boolean, top: number) => totalDistribution(sizes.map(uniformFaces), canBump, top);

function groupsOf(spec: OddsSpec): DieSize[][] {
  const d = spec.difficulty ?? "normal";
  const count = d === "hard" ? 2 : d === "complex" ? Math.max(2, spec.complexRolls ?? 3) : 1;
  return (spec.rolls ?? Array.from({ length: count }, (_, i) => (i === 0 ? spec.sizes : [spec.sizes[0]!]))).map((g) => [...g]);
}

/** Sum over every combination of roll totals of P(combination) × [resolveCheck's outcome]. */
function oracleOdds(spec: OddsSpec, top: number): Record<CheckOutcome, number> {
  const groups = groupsOf(spec);
  const dists = groups.map((g) => oracleDistribution(g, spec.canBump ?? true, top));
  const modifiers = [...(spec.modifiers ?? []), ...(spec.modifier ? [{ source: "test", value: spec.modifier }] : [])];
  const odds = Object.fromEntries(OUTCOMES.map((t) => [t, 0])) as Record<CheckOutcome, number>;
  const totals = new Array<number>(groups.length).fill(0);
  // Haunted: a throw of its die after each roll (no bump: HAUNTED_CAN_BUMP), subtracted from that roll as the card does
  // (hauntedModifiers).
  const ghosts = new Array<number>(groups.length).fill(0);
  const faces = spec.haunted ? Array.from({ length: spec.haunted }, (_, i) => i + 1) : [0];
  const rec = (i: number, p: number) => {
    if (i === groups.length) {
      const r = resolveCheck({
        totals, difficulty: spec.difficulty, edition: spec.edition, aptitude: spec.aptitude, exceptional: spec.exceptional,
        spark: spec.spark, boosted: spec.boosted, help: spec.help, aidSources: spec.aidSources, mischievous: spec.mischievous,
        modifiers: [...modifiers, ...(spec.haunted ? hauntedModifiers(ghosts) : [])],
      });
      odds[r.outcome] += p;
      return;
    }
    const d = dists[i]!;
    for (let t = 0; t <= top; t++) {
      if (!d[t]) continue;
      totals[i] = t;
      for (const ghost of faces) {
        ghosts[i] = ghost;
        rec(i + 1, (p * d[t]!) / faces.length);
      }
    }
  };
  rec(0, 1);
  return odds;
}

const maxDiff = (a: Record<CheckOutcome, number>, b: Record<CheckOutcome, number>) => Math.max(...OUTCOMES.map((t) => Math.abs(a[t] - b[t])));
const total = (o: Record<CheckOutcome, number>) => OUTCOMES.reduce((s, t) => s + o[t], 0);

const SIZES: DieSize[][] = [[2], [4], [6], [8], [10], [6, 6], [10, 10], [8, 8, 8], [10, 10, 10]];
const OPTIONS: [string, Partial<OddsSpec>][] = [
  ["plain", {}],
  ["Aptitude", { aptitude: true }],
  ["Help ⑥", { help: [6] }],
  ["Help ① and ④, Uncool", { help: [1, 4], modifier: -1 }],
  ["Spark boosted", { spark: 0, boosted: true }],
  ["exceptional, Famous", { exceptional: true, modifiers: [{ source: "famous", value: 2 }] }],
  ["no bumping, Aptitude, Help", { canBump: false, aptitude: true, help: [5] }],
  ["everything, Ambidextrous", { aptitude: true, exceptional: true, spark: 0, boosted: true, help: [3, { bonus: 5 }], modifier: -1, aidSources: 2 }],
];
const DIFFICULTIES = ["easy", "normal", "hard", "complex"] as const;
// Under StrykerJS (vitest.mutate-rules.config.ts sets HB_FUZZ_SMALL) every mutant of check.ts and odds.ts runs the oracle,
// instrumented: there it compares three groups (a d2, a d6 and a Sparked pair) with every option; npm test, all of them.
const ORACLE_SIZES: DieSize[][] = process.env.HB_FUZZ_SMALL === "1" ? [[2], [6], [10, 10]] : SIZES;
const EDITIONS = ["v0.0.21.10", "v0.0.18"] as const;

describe("outcomeOdds sums to 1 within 1e-12", () => {
  it(`for all ${SIZES.length * OPTIONS.length * DIFFICULTIES.length * EDITIONS.length} combinations of group, options, difficulty and edition`, () => {
    let worst = 0;
    for (const sizes of SIZES) {
      for (const [, opts] of OPTIONS) {
        for (const difficulty of DIFFICULTIES) {
          for (const edition of EDITIONS) {
            const o = outcomeOdds({ sizes, difficulty, edition, ...opts });
            for (const t of OUTCOMES) expect(o[t]).toBeGreaterThanOrEqual(0);
            worst = Math.max(worst, Math.abs(total(o) - 1));
          }
        }
      }
    }
    expect(worst).toBeLessThan(1e-12);
  });

  it("for large modifiers, many Complex rolls and explicit roll groups", () => {
    const specs: OddsSpec[] = [
      { sizes: [2], modifier: -15 }, { sizes: [10], modifier: 25 }, { sizes: [4], difficulty: "complex", complexRolls: 7, help: [6, 6, 6] },
      { sizes: [6], rolls: [[2], [10, 10], [4, 4, 4]], difficulty: "complex", spark: 1, boosted: true, edition: "v0.0.18" },
      { sizes: [2, 2], difficulty: "hard", canBump: true, help: [2] },
    ];
    for (const spec of specs) expect(Math.abs(total(outcomeOdds(spec)) - 1)).toBeLessThan(1e-12);
  });
});

describe("the oracle itself", () => {
  it("a d4: a 2, 3 or 4 stops (a quarter each); a 1 adds another d4 total", () => {
    const d = oracleDistribution([4], true, 30);
    // P(3) = 1/4 + 1/4·P(2); P(4) = 1/4 + 1/4·P(3); P(5) = 1/4·P(4).
    expect([d[1], d[2], d[3], d[4], d[5]]).toEqual([0, 0.25, 0.3125, 0.328125, 0.08203125]);
    expect(oracleOdds({ sizes: [4] }, 30).failure).toBeCloseTo(57 / 64, 15);
  });
});

describe("outcomeOdds equals the exact oracle read through resolveCheck (within 1e-12)", () => {
  for (const difficulty of DIFFICULTIES) {
    for (const edition of EDITIONS) {
      it(`${difficulty}, ${edition}: every group × option`, () => {
        // Totals ≥ 30 are Maximum Successes under any option here (the lowest modifier is −1).
        const top = difficulty === "complex" ? 24 : 30;
        let worst = 0;
        let where = "";
        for (const sizes of ORACLE_SIZES) {
          if (difficulty === "complex" && sizes.length === 3) continue; // same code path as 2d; keeps the run short
          for (const [name, opts] of OPTIONS) {
            const spec: OddsSpec = { sizes, difficulty, edition, ...opts };
            const diff = maxDiff(outcomeOdds(spec), oracleOdds(spec, top));
            if (diff > worst) [worst, where] = [diff, `${sizes.join("+")} ${name}`];
          }
        }
        expect(worst, where).toBeLessThan(1e-12);
      });
    }
  }

  it("explicit roll groups: a Complex Check mixing Stats, the second roll Sparked and Overcharged (v0.0.18)", () => {
    const spec: OddsSpec = { sizes: [4], rolls: [[4], [6, 6], [2]], difficulty: "complex", spark: 1, boosted: true, help: [4], edition: "v0.0.18" };
    expect(maxDiff(outcomeOdds(spec), oracleOdds(spec, 30))).toBeLessThan(1e-12);
  });

  it("a Hard Check whose Sparked roll is the second, Ignited (v0.0.21.10)", () => {
    const spec: OddsSpec = { sizes: [8], rolls: [[8], [8, 8]], difficulty: "hard", spark: 1, boosted: true, help: [6] };
    expect(maxDiff(outcomeOdds(spec), oracleOdds(spec, 30))).toBeLessThan(1e-12);
  });

  it("Complex with four rolls: the editions disagree on two failures", () => {
    const base: OddsSpec = { sizes: [4], difficulty: "complex", complexRolls: 4 };
    for (const edition of EDITIONS) {
      const spec = { ...base, edition };
      expect(maxDiff(outcomeOdds(spec), oracleOdds(spec, 20))).toBeLessThan(1e-12);
    }
    expect(outcomeOdds({ ...base, edition: "v0.0.18" }).failure).toBeLessThan(outcomeOdds({ ...base, edition: "v0.0.21.10" }).failure);
  });
});

describe("Mischievous in the odds (another character's −3 on each roll's final result)", () => {
  // Totals up to 22 become Major Successes once distracted: only 23 and up stay Maximum.
  const specs: [string, OddsSpec][] = [
    ["a Sparked 2d10", { sizes: [10, 10], mischievous: true }],
    ["a d10, Help ⑥", { sizes: [10], help: [6], mischievous: true }],
    ["Hard 2d8 Sparked and Ignited, Uncool", { sizes: [8, 8], difficulty: "hard", spark: 0, boosted: true, modifier: -1, mischievous: true }],
    ["v0.0.18 Easy 3d10", { sizes: [10, 10, 10], difficulty: "easy", edition: "v0.0.18", mischievous: true }],
  ];
  for (const [name, spec] of specs) {
    it(`${name}: equals the oracle within 1e-12`, () => {
      expect(maxDiff(outcomeOdds(spec), oracleOdds(spec, 40))).toBeLessThan(1e-12);
    });
  }

  it("a distracted Sparked 2d10 still has its Maximum Successes: a raw 23 or more", () => {
    const plain = outcomeOdds({ sizes: [10, 10] });
    const distracted = outcomeOdds({ sizes: [10, 10], mischievous: true });
    expect(distracted.maximum).toBeGreaterThan(0.001);
    expect(distracted.maximum).toBeLessThan(plain.maximum);
  });
});

describe("outcomeOdds, by hand", () => {
  it("a d6 Helped with a ⑥ (+3) never fails", () => {
    // A d6 total is ≥ 2, so +3 is ≥ 5: never a failure.
    expect(outcomeOdds({ sizes: [6], help: [6] }).failure).toBe(0);
  });

  it("a d4 that cannot bump: 1–4 all fail; with v0.0.18 Easy aid, 3 and 4 become 5 and 6", () => {
    expect(outcomeOdds({ sizes: [4], canBump: false }).failure).toBe(1);
    const o = outcomeOdds({ sizes: [4], canBump: false, difficulty: "easy", edition: "v0.0.18" });
    expect(o.failure).toBeCloseTo(0.5, 15);
    expect(o.minor).toBeCloseTo(0.5, 15);
    // v0.0.21.10 rounds 3–4 to 5: the same odds here.
    expect(outcomeOdds({ sizes: [4], canBump: false, difficulty: "easy" }).minor).toBeCloseTo(0.5, 15);
  });

  it("a d10 that cannot bump, Ignited on a Spark: 6 and 7 become Medium", () => {
    const o = outcomeOdds({ sizes: [10], canBump: false, spark: 0, boosted: true });
    expect([o.failure, o.minor, o.medium]).toEqual([0.4, 0.1, 0.5].map((x) => expect.closeTo(x, 15)));
  });

  it("Overcharge lifts a failed d10 Spark by 3: 2–4 become 5–7 (no bumping)", () => {
    const o = outcomeOdds({ sizes: [10], canBump: false, spark: 0, boosted: true, edition: "v0.0.18" });
    expect(o.failure).toBeCloseTo(0.1, 15); // only the 1 (1 + 3 = 4)
    expect(o.minor).toBeCloseTo(0.6, 15); // 2, 3, 4 lifted; 5, 6, 7
  });
});

describe("Haunted in the odds", () => {
  it("are built for the die the roll throws: once, no bump (the oracle below throws it so)", () => {
    expect(HAUNTED_CAN_BUMP).toBe(false);
  });

  // "after the character has performed a roll, they then roll their Haunted Stat and subtract its value from the
  // original roll's result": the odds a dialog shows while the haunting is present are the card's.
  const specs: [string, OddsSpec][] = [
    ["d6, Haunted d4", { sizes: [6], haunted: 4 }],
    ["d10, Haunted d10, Aptitude", { sizes: [10], haunted: 10, aptitude: true }],
    ["Hard d8, Haunted d2, Help ⑤ (to the lowest roll after the subtraction)", { sizes: [8], difficulty: "hard", haunted: 2, help: [5] }],
    ["Sparked d6 pair boosted, Haunted d6, Uncool", { sizes: [6, 6], haunted: 6, spark: 0, boosted: true, modifier: -1 }],
    ["v0.0.18 Easy d4, Haunted d8", { sizes: [4], difficulty: "easy", haunted: 8, edition: "v0.0.18" }],
  ];
  for (const [name, spec] of specs) {
    it(`${name}: equals the oracle within 1e-12 and is worse than unhaunted`, () => {
      const odds = outcomeOdds(spec);
      expect(maxDiff(odds, oracleOdds(spec, 60))).toBeLessThan(1e-12);
      expect(Math.abs(total(odds) - 1)).toBeLessThan(1e-12);
      expect(odds.failure).toBeGreaterThan(outcomeOdds({ ...spec, haunted: undefined }).failure);
    });
  }

  it("a d2 that cannot bump, haunted by a d2, always fails", () => {
    // Without bumps (canBump false) a d2 reads 1 or 2; minus a d2: 0, −1, 1, 0 — every one a Failure.
    expect(outcomeOdds({ sizes: [2], canBump: false, haunted: 2 }).failure).toBe(1);
  });
});
