// One Endeavor round of 50 combatants through the pure engine (goal: under 1 ms), as a ratio against a baseline
// measured in the same run: one structuredClone of the same state. The engine is timed as shipped (lib/shipped.ts).
import type { Command, EndeavorState } from "../src/rules/endeavor/index";
import type { DieSize, Rng } from "../src/rules/index";
import { shipped } from "./lib/shipped";
import { timeAll } from "./lib/timing";

type Engine = typeof import("./lib/endeavor-engine");
let engine: Engine;

const STATS: Record<string, DieSize> = { Head: 6, Hand: 6, Heart: 4, Home: 4, Hurt: 6, Hurry: 4, History: 4 };

function fixture(): EndeavorState {
  return engine.createEndeavor({
    kind: "monstrous",
    participants: [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `a${i}`, side: "allies", stats: STATS })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, side: "monstrosities", sp: "30 (5)", stats: STATS })),
    ],
  });
}

function round(s0: EndeavorState): EndeavorState {
  const { apply } = engine;
  const rng: Rng = engine.seededRng(1);
  let s = s0;
  for (const p of s0.participants) {
    s = apply(s, { type: "chooseActionDie", by: p.id, stat: "Head", blessings: [2 + (p.id.length % 3), 3] }, rng).state;
  }
  while (s.phase === "turns") {
    const by = s.turn.current!;
    const command: Command = by.startsWith("m")
      ? { type: "act", by, action: { kind: "advance", roll: [9] } }
      : { type: "act", by, action: { kind: "attack", violent: false, targets: ["m0"], roll: [9], regained: { m0: [3, 4] } } };
    s = apply(s, command, rng).state;
  }
  if (s.phase === "special") s = apply(s, { type: "special", by: s.chooser[0]!, special: null }, rng).state;
  return s;
}

export default async function (): Promise<string[]> {
  engine = await shipped<Engine>("bench/lib/endeavor-engine.ts");
  const s0 = fixture();
  const end = round(s0);
  if (end.round !== 2) throw new Error("bench round did not complete");
  // Interleaved, so load from other processes and GC hit both alike.
  const [roundMs, cloneMs] = timeAll([() => round(s0), () => structuredClone(s0)], 100, 30) as [number, number];
  return [
    `one round, 50 combatants (50 Action Dice, 50 actions, special): ${(roundMs * 1000).toFixed(0)} µs — ${roundMs < 1 ? "within" : "OVER"} the 1 ms goal`,
    `baseline structuredClone of the 50-combatant state: ${(cloneMs * 1000).toFixed(1)} µs; round = ${(roundMs / cloneMs).toFixed(2)}× one clone (goal ≤ 2×)`,
  ];
}
