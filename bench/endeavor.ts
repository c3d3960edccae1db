// One Endeavor round of 50 combatants through the pure engine (goal: under 1 ms), as a ratio against a baseline
// measured in the same run: one structuredClone of the same state. The engine is timed as shipped (lib/shipped.ts).
// A Monstrous round, and a Rush round (issue 28): the charge leader first and clockwise, the leader and the
// Monstrosities considered for the special action, the GM naming the tied chooser, Plot Victory foiling the leader.
import type { Command, EndeavorState } from "../src/rules/endeavor/index";
import type { Rng } from "../src/rules/index";
import { ally, monster, numbered, rogue, STATS as statsWith, theEye } from "../test/builders/endeavor";
import { shipped } from "./lib/shipped";
import { timeAll } from "./lib/timing";

type Engine = typeof import("./lib/endeavor-engine");
let engine: Engine;

const STATS = statsWith({ Head: 6, Hand: 6, Hurt: 6 });

function fixture(kind: "monstrous" | "rush" = "monstrous"): EndeavorState {
  return engine.createEndeavor({
    kind,
    ...(kind === "rush" ? { leader: "a0" } : {}),
    participants: [
      ...numbered("a", 40, (id) => ally(id, { stats: STATS })),
      ...numbered("m", 10, (id) => monster(id, "30 (5)", { stats: STATS })),
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

/** Rush: the same Action Dice and actions, the charge leader passing instead (they keep their two temporary
 *  Blessings, as many as each Monstrosity still holds after the thefts); the GM names the Monstrosity among the tied,
 *  whose Plot Victory foils the leader and passes the lead on. */
function rushRound(s0: EndeavorState): EndeavorState {
  const { apply } = engine;
  const rng: Rng = engine.seededRng(1);
  let s = s0;
  for (const p of s0.participants) {
    s = apply(s, { type: "chooseActionDie", by: p.id, stat: "Head", blessings: [2 + (p.id.length % 3), 3] }, rng).state;
  }
  while (s.phase === "turns") {
    const by = s.turn.current!;
    const command: Command = by === s.leader
      ? { type: "act", by, action: { kind: "pass" } }
      : by.startsWith("m")
        ? { type: "act", by, action: { kind: "advance", roll: [9] } }
        : { type: "act", by, action: { kind: "attack", violent: false, targets: [`m${Number(by.slice(1)) % 10}`], roll: [9], regained: { [`m${Number(by.slice(1)) % 10}`]: [3, 4] } } };
    s = apply(s, command, rng).state;
  }
  if (s.chooser.length > 1) s = apply(s, { type: "gm", gm: { op: "chooser", id: "m0" } }, rng).state;
  s = apply(s, { type: "special", by: "m0", special: { kind: "plotVictory" } }, rng).state;
  return s;
}

/** A Stealth Endeavor (Humanity, Endeavored) of 50: 49 rogues at 1 and the Eye, a guarded area of twelve Alarms, two
 *  Objectives, an Escape and a Sanctuary. */
function stealthFixture(): EndeavorState {
  return engine.createEndeavor({
    kind: "stealth",
    participants: [
      ...numbered("r", 49, (id) => rogue(id, { stats: STATS })),
      theEye("eye", 8),
    ],
    land: [
      ...[9, 10, 11, 12, 15, 16, 17, 18, 19, 20, 6, 7].map((position) => ({ kind: "alarm" as const, position })),
      { kind: "objective", position: 4, check: { stat: "Head" } }, { kind: "objective", position: 14, check: { stat: "Hand", difficulty: "hard" } },
      { kind: "escape", position: 25 }, { kind: "sanctuary", position: 2 },
    ],
  });
}

/** One Stealth round: 50 Action Dice; the rogues Move (each ends next to the Objective at 4, activating it), steal from
 *  the Eye (which regains as many; the first Attack beside the Sanctuary removes it) or Cover (twice: delayed, then
 *  done); the Eye Searches; holding the most Blessings, it Sweeps its defenses (a temporary Alarm at 8). */
function stealthRound(s0: EndeavorState): EndeavorState {
  const { apply } = engine;
  const rng: Rng = engine.seededRng(1);
  let s = s0;
  for (const p of s0.participants) {
    s = apply(s, { type: "chooseActionDie", by: p.id, stat: p.id === "eye" ? "Watch" : "Head", blessings: p.id === "eye" ? [5, 5, 5, 5, 5, 5] : [2 + (p.id.length % 3), 3] }, rng).state;
  }
  while (s.phase === "turns") {
    const by = s.turn.current!;
    const i = Number(by.slice(1));
    const action: Extract<Command, { type: "act" }>["action"] = by === "eye" ? { kind: "search", position: 13 }
      : i % 3 === 0 ? { kind: "move", direction: "up", roll: [9] }
        : i % 3 === 1 ? { kind: "attack", violent: false, targets: [], roll: [9], regained: { eye: [3, 4] } }
          : { kind: "cover" };
    s = apply(s, { type: "act", by, action }, rng).state;
  }
  if (s.phase === "special") {
    const by = s.chooser[0]!;
    const alarm = (position: number) => s.buttons.find((b) => b.kind === "alarm" && b.position === position)!.id;
    s = apply(s, { type: "special", by, special: by === "eye" ? { kind: "sweepDefenses", between: [alarm(7), alarm(9)] } : null }, rng).state;
  }
  return s;
}

export default async function (): Promise<string[]> {
  engine = await shipped<Engine>("bench/lib/endeavor-engine.ts");
  const s0 = fixture();
  const end = round(s0);
  if (end.round !== 2) throw new Error("bench round did not complete");
  const r0 = fixture("rush");
  const rushEnd = rushRound(r0);
  if (rushEnd.round !== 2 || rushEnd.leader !== "a1" || rushEnd.foiled?.join() !== "a0") throw new Error("bench Rush round did not complete as written");
  // Stealth (issue 28): the same measure, against a clone of its own state.
  const t0 = stealthFixture();
  const tEnd = stealthRound(t0);
  if (tEnd.round !== 2 || tEnd.eye?.mode !== "warry" || !tEnd.buttons.some((b) => b.expires === 2)) throw new Error("bench Stealth round did not complete as written");
  // Interleaved, so load from other processes and GC hit both alike.
  const [roundMs, cloneMs, rushMs, rushCloneMs, stealthMs, stealthCloneMs] = timeAll([() => round(s0), () => structuredClone(s0), () => rushRound(r0), () => structuredClone(r0), () => stealthRound(t0), () => structuredClone(t0)], 100, 30) as [number, number, number, number, number, number];
  return [
    `one round, 50 combatants (50 Action Dice, 50 actions, special): ${(roundMs * 1000).toFixed(0)} µs — ${roundMs < 1 ? "within" : "OVER"} the 1 ms goal`,
    `baseline structuredClone of the 50-combatant state: ${(cloneMs * 1000).toFixed(1)} µs; round = ${(roundMs / cloneMs).toFixed(2)}× one clone (goal ≤ 2×)`,
    `one Rush round, 50 combatants (50 Action Dice, 50 actions, the GM naming the chooser, Plot Victory): ${(rushMs * 1000).toFixed(0)} µs — ${rushMs < 1 ? "within" : "OVER"} the 1 ms goal`,
    `baseline structuredClone of the 50-combatant Rush state: ${(rushCloneMs * 1000).toFixed(1)} µs; Rush round = ${(rushMs / rushCloneMs).toFixed(2)}× one clone (goal ≤ 2×), ${(rushMs / roundMs).toFixed(2)}× the Monstrous round`,
    `Stealth round, 49 rogues and the Eye (50 Action Dice, Move / steal / Cover twice, Search, Sweep Defenses): ${(stealthMs * 1000).toFixed(0)} µs; clone of its state ${(stealthCloneMs * 1000).toFixed(1)} µs; round = ${(stealthMs / stealthCloneMs).toFixed(2)}× one clone (goal ≤ 2×)`,
  ];
}
