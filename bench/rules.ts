// Rules engine benchmarks: every figure is a ratio against a baseline measured in this same run (machines differ,
// and a busy one differs from minute to minute), best of several rounds to shave off noise.
import { costMet, parseCost, payCost, resolveCheck, rollGroup, seededRng, outcomeOdds, OUTCOMES, type DieSize, type OddsSpec, type CheckOutcome } from "../src/rules";
import { shipped } from "./lib/shipped";

const now = () => performance.now();

/** Best (smallest) time per operation in ns over `rounds` rounds of `n` operations. */
function bestNs(n: number, rounds: number, body: (n: number) => number): number {
  let best = Infinity;
  let sink = 0;
  for (let r = 0; r < rounds; r++) {
    const t = now();
    sink += body(n);
    best = Math.min(best, ((now() - t) * 1e6) / n);
  }
  if (sink === 42.4242) console.log(""); // keep the work observable
  return best;
}

const fmt = (x: number, digits = 1) => x.toFixed(digits);
const perSec = (ns: number) => `${fmt(1e3 / ns, 2)} M/s`;

/** The bump loop and seeded generator as shipped (lib/shipped.ts): through vite-node's loader every imported
 *  constant in the loop (MAX_THROWS) is a getter call, a cost players never pay. */
type Dice = typeof import("./lib/dice-engine");

function rollGroupVsRandom({ rollGroup, seededRng }: Dice): string[] {
  const base = bestNs(2_000_000, 7, (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += Math.random();
    return s;
  });
  const lines = [`Math.random(): ${perSec(base)} calls (${fmt(base)} ns each) — the baseline`];
  // Local bindings: the module loader's live import bindings would add a lookup to every call of the loop.
  const roll = rollGroup;
  const random = Math.random;
  for (const sizes of [[6], [10, 10], [2]] as DieSize[][]) {
    const ns = bestNs(1_000_000, 7, (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += roll(sizes, random).total;
      return s;
    });
    // Random draws a sample needs on average: dice × expected throws (1 / P(no 1)).
    const noOne = sizes.reduce((p, s) => p * (1 - 1 / s), 1);
    const draws = sizes.length / noOne;
    lines.push(
      `rollGroup ${sizes.length}d${sizes[0]}: ${perSec(ns)} samples — ${fmt(ns / base, 2)}× one Math.random() call ` +
        `(${fmt(draws, 2)} draws per sample, so ${fmt(ns / (base * draws), 2)}× the generator's own cost; goal ≤ 4×)`,
    );
  }
  // The same against seededRng (the replay/test generator): its own cost per call, then rollGroup driven by it.
  const seeded = seededRng(1);
  const seededBase = bestNs(2_000_000, 7, (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += seeded();
    return s;
  });
  lines.push(`seededRng(): ${perSec(seededBase)} calls (${fmt(seededBase)} ns each, ${fmt(seededBase / base, 2)}× Math.random()) — the second baseline`);
  for (const sizes of [[6], [10, 10]] as DieSize[][]) {
    const rng = seededRng(2);
    const ns = bestNs(1_000_000, 7, (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += roll(sizes, rng).total;
      return s;
    });
    const draws = sizes.length / sizes.reduce((p, s) => p * (1 - 1 / s), 1);
    lines.push(
      `rollGroup ${sizes.length}d${sizes[0]} on seededRng: ${perSec(ns)} samples — ${fmt(ns / (seededBase * draws), 2)}× the seeded generator's own cost (goal ≤ 4×)`,
    );
  }
  return lines;
}

const ALL_OPTIONS: OddsSpec = {
  sizes: [10, 10, 10], difficulty: "complex", complexRolls: 3, spark: 0, boosted: true, aptitude: true, exceptional: true,
  modifier: -1, help: [6, 3],
};

function outcomeOddsSpeed(): string[] {
  const lines: string[] = [];
  for (const [name, spec] of [
    ["3d10 Spark, Complex ×3, Ignited, Aptitude, exceptional, Uncool, two Helps", ALL_OPTIONS],
    ["3d10 Spark, Hard, Overcharged, Aptitude, Ambidextrous, two Helps (v0.0.18)", { ...ALL_OPTIONS, difficulty: "hard", aidSources: 2, edition: "v0.0.18" }],
    ["d6, Normal", { sizes: [6] }],
  ] as [string, OddsSpec][]) {
    const ns = bestNs(300, 7, (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += outcomeOdds(spec).major;
      return s;
    });
    lines.push(`outcomeOdds ${name}: ${fmt(ns / 1e3, 1)} µs per call (${fmt(1e6 / ns, 0)}× under the 1 ms goal)`);
  }
  return lines;
}

function monteCarlo(spec: OddsSpec, samples: number, seed: number): Record<CheckOutcome, number> {
  const rng = seededRng(seed);
  const count = spec.difficulty === "hard" ? 2 : spec.difficulty === "complex" ? spec.complexRolls ?? 3 : 1;
  const groups = Array.from({ length: count }, (_, i) => (i === 0 ? spec.sizes : [spec.sizes[0]!]));
  const counts = Object.fromEntries(OUTCOMES.map((t) => [t, 0])) as Record<CheckOutcome, number>;
  const modifiers = spec.modifier ? [{ source: "bench", value: spec.modifier }] : [];
  for (let i = 0; i < samples; i++) {
    const totals = groups.map((g) => rollGroup(g, rng, { canBump: spec.canBump }).total);
    const r = resolveCheck({
      totals, difficulty: spec.difficulty, aptitude: spec.aptitude, exceptional: spec.exceptional, spark: spec.spark,
      boosted: spec.boosted, help: spec.help, modifiers, edition: spec.edition,
    });
    counts[r.outcome]++;
  }
  for (const t of OUTCOMES) counts[t] /= samples;
  return counts;
}

function exactVsMonteCarlo(): string[] {
  const samples = 100_000;
  const exactNs = bestNs(200, 5, (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += outcomeOdds(ALL_OPTIONS).minor;
    return s;
  });
  let mc: Record<CheckOutcome, number> = monteCarlo(ALL_OPTIONS, 1000, 1);
  const mcNs = bestNs(1, 3, () => {
    mc = monteCarlo(ALL_OPTIONS, samples, 7);
    return mc.minor;
  });
  const exact = outcomeOdds(ALL_OPTIONS);
  const mcError = Math.max(...OUTCOMES.map((t) => Math.abs(mc[t] - exact[t])));
  const exactError = Math.abs(OUTCOMES.reduce((s, t) => s + exact[t], 0) - 1);
  return [
    `outcomeOdds vs a ${samples.toLocaleString("en")}-sample Monte Carlo of the same spec: ${fmt(mcNs / exactNs, 0)}× faster ` +
      `(${fmt(exactNs / 1e3, 1)} µs vs ${fmt(mcNs / 1e6, 0)} ms; goal ≥ 50×)`,
    `accuracy: Monte Carlo's worst outcome is off by ${mcError.toExponential(1)}; the exact odds sum to 1 within ${exactError.toExponential(1)} ` +
      `(${mcError > 0 && exactError > 0 ? fmt(Math.log10(mcError / exactError), 0) + " orders of magnitude" : "far"} tighter)`,
  ];
}

/**
 * payCost against the largest costs COST_LIMITS allows, from a pool of 10,000 Blessings (an owner can write any pool
 * from a console): the worst shape mixes group sizes (40 group shapes) and fills the rest with requirements. The shapes
 * that once took seconds ("⊜⊜×12 ⊜⊜⊜×12 …") are refused by parseCost before any pricing. Goal < 10 ms.
 */
function payCostSpeed(): string[] {
  const pool = Array.from({ length: 10_000 }, (_, i) => 1 + (i % 6));
  const lines: string[] = [];
  for (const [notation, label] of [["⊜⊜×4 ⊜⊜⊜ ⊜⊜⊜⊜ ⊜⊜⊜⊜⊜ ②×79", "worst shape"], ["⊜⊜×49 ①", "one group size"], ["①×99", "requirements only"], ["⊜⊜⊜×3 ③×10 ⊜⊜×5", "mixed"]] as const) {
    const cost = parseCost(notation);
    const ms = bestNs(5, 5, (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += payCost(pool, cost)?.paid.length ?? 0;
      s += costMet(cost, pool) ? 1 : 0;
      return s;
    }) / 1e6;
    lines.push(`payCost + costMet, ${label} (${notation}) against a pool of 10,000: ${fmt(ms, 3)} ms (goal < 10 ms)`);
  }
  const refusedMs = bestNs(1000, 5, (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      try {
        parseCost("⊜⊜×12 ⊜⊜⊜×12 ⊜⊜⊜⊜×12 ⊜⊜⊜⊜⊜×12");
      } catch {
        s++;
      }
    }
    return s;
  }) / 1e6;
  lines.push(`a cost beyond the limits (⊜⊜×12 ⊜⊜⊜×12 ⊜⊜⊜⊜×12 ⊜⊜⊜⊜⊜×12) refused in ${fmt(refusedMs * 1e3, 1)} µs`);
  return lines;
}

export default async function (): Promise<string[]> {
  const dice = await shipped<Dice>("bench/lib/dice-engine.ts");
  return [...rollGroupVsRandom(dice), ...outcomeOddsSpeed(), ...exactVsMonteCarlo(), ...payCostSpeed()];
}
