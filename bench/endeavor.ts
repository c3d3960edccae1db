// One Endeavor round of 50 combatants through the pure engine (goal: under 1 ms), as a ratio against a baseline
// measured in the same run: one structuredClone of the same state.
import { apply, createEndeavor, type Command, type EndeavorState } from "../src/rules/endeavor/index";
import { seededRng, type DieSize } from "../src/rules/index";

const STATS: Record<string, DieSize> = { Head: 6, Hand: 6, Heart: 4, Home: 4, Hurt: 6, Hurry: 4, History: 4 };

function fixture(): EndeavorState {
  return createEndeavor({
    kind: "monstrous",
    participants: [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `a${i}`, side: "allies", stats: STATS })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, side: "monstrosities", sp: "30 (5)", stats: STATS })),
    ],
  });
}

function round(s0: EndeavorState): EndeavorState {
  const rng = seededRng(1);
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

function time(fn: () => void, minMs = 1000): number {
  for (let i = 0; i < 200; i += 1) fn(); // warm up (JIT)
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    n += 1;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / n;
}

export default async function (): Promise<string[]> {
  const s0 = fixture();
  const end = round(s0);
  if (end.round !== 2) throw new Error("bench round did not complete");
  const roundMs = time(() => round(s0));
  const cloneMs = time(() => structuredClone(s0));
  return [
    `one round, 50 combatants (50 Action Dice, 50 actions, special): ${(roundMs * 1000).toFixed(0)} µs — ${roundMs < 1 ? "within" : "OVER"} the 1 ms goal`,
    `baseline structuredClone of the 50-combatant state: ${(cloneMs * 1000).toFixed(1)} µs; round = ${(roundMs / cloneMs).toFixed(1)}× one clone`,
  ];
}
