// A seeded bot for Endeavors played in tests and the harness: the commands a table might send now, in a seeded order
// (the first the engine accepts is played). Shared by the seeded games' equality tests and the partial re-render's
// property runs (partial-check.ts).
import type { Command, EndeavorState } from "../../src/rules/endeavor";

/** A seeded bot: the commands a table might send now, in a seeded order; the first the engine accepts is played. */
export function proposals(s: EndeavorState, rnd: () => number): Command[] {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const active = s.participants.filter((p) => !p.removed);
  const sideOf = (by: string) => active.find((p) => p.id === by)?.side;
  const opponents = (by: string) => active.filter((q) => q.side !== sideOf(by)).map((q) => q.id);
  const out: Command[] = [];
  const head = s.pending[0];
  if (head) out.push({ type: "resolvePending", by: head.by, attack: null });
  for (const p of active.filter((q) => s.phase === "choosing" && q.actionDie === null && !q.skipping)) {
    const stats = Object.keys(p.stats).filter((x) => !p.spent.includes(x));
    if (stats.length) {
      const stat = pick(stats);
      const blessings = [1 + Math.floor(rnd() * 6), 1 + Math.floor(rnd() * 6)];
      out.push({ type: "chooseActionDie", by: p.id, stat, blessings });
    }
  }
  if (s.phase === "turns" && s.turn.current) {
    const by = s.turn.current;
    const targets = opponents(by);
    const acts = [
      { kind: "advance" as const },
      ...(targets.length ? [{ kind: "attack" as const, violent: false, targets: [pick(targets)] }] : []),
      { kind: "pass" as const },
    ];
    for (let i = acts.length; i > 1; i -= 1) {
      const j = Math.floor(rnd() * i);
      [acts[i - 1], acts[j]] = [acts[j]!, acts[i - 1]!];
    }
    out.push(...acts.map((action): Command => ({ type: "act", by, action })));
  }
  if (s.phase === "special") for (const by of s.chooser) out.push({ type: "special", by, special: null });
  if (s.phase === "fatigue") for (const p of active) out.push({ type: "fatigueCheck", by: p.id });
  // The GM's overrides now and then: a marker moved (two cells of the board), a button laid.
  if (rnd() < 0.2) out.unshift({ type: "gm", gm: { op: "move", id: pick(active).id, to: Math.floor(rnd() * 12) } });
  if (rnd() < 0.1) {
    out.unshift({ type: "gm", gm: { op: "addButton", kind: "scheme", position: Math.floor(rnd() * 12), owner: null } });
  }
  out.push({ type: "gm", gm: { op: "endTurn" } });
  return out;
}
