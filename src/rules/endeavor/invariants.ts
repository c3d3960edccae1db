/** Invariants every reachable state keeps (checked by the fuzz test; cheap enough for a debug assertion). */
import type { EndeavorState } from "./state";
import { isActive } from "./state";
import { BUTTON_RULES, ENDEAVOR_KIND_IDS, ENDEAVOR_KINDS } from "./kinds";

export function validateState(s: EndeavorState): string[] {
  const problems: string[] = [];
  const ids = new Set(s.participants.map((p) => p.id));
  for (const p of s.participants) {
    if (!Number.isInteger(p.position) || p.position < 0) problems.push(`${p.id} at position ${p.position}`);
    if (p.actionDie !== null && p.spent.includes(p.actionDie)) problems.push(`${p.id} uses spent ${p.actionDie}`);
    if (p.temporary.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) problems.push(`${p.id} has a bad Blessing`);
    if (s.outcome && p.temporary.length > 0) problems.push(`${p.id} keeps temporary Blessings after the end`);
    if (new Set(p.spent).size !== p.spent.length) problems.push(`${p.id} spent a Stat twice`);
    if (new Set(p.needsRecharge).size !== p.needsRecharge.length) problems.push(`${p.id} awaits one recharge twice`);
    for (const g of p.granted ?? []) {
      if (!Number.isInteger(g.turns) || g.turns < 1 || !ids.has(g.from))
        problems.push(`${p.id} holds a bad Radiant grant`);
    }
    if (p.positionGroup && p.positionGroup.total !== p.positionRoll)
      problems.push(`${p.id}'s position throws disagree`);
  }
  const cells = new Set<string>();
  for (const b of s.buttons) {
    if (!Number.isInteger(b.position) || b.position < 0) problems.push(`button ${b.id} at ${b.position}`);
    if (BUTTON_RULES[b.kind].personal !== (b.owner !== null)) problems.push(`button ${b.id} ownership`);
    if (b.owner !== null && !ids.has(b.owner)) problems.push(`button ${b.id} has unknown owner`);
    if (b.owner !== null || b.kind === "scheme") {
      const key = `${b.kind}|${b.owner}|${b.position}`;
      if (cells.has(key)) problems.push(`two ${b.kind} buttons of ${b.owner ?? "global"} at ${b.position}`);
      cells.add(key);
    }
  }
  if (s.outcome && s.phase !== "ended") problems.push("outcome without phase ended");
  if (s.turn.current !== null) {
    const cur = s.participants.find((p) => p.id === s.turn.current);
    if (!cur || !isActive(cur)) problems.push("current turn belongs to nobody active");
  }
  for (const q of s.pending) if (!ids.has(q.by)) problems.push("pending attack of unknown participant");
  for (const x of s.delayed ?? [])
    if (!ids.has(x.by) || x.targets.some((t) => !ids.has(t)))
      problems.push(`Delayed Attack ${x.id} names someone unknown`);
  // The kinds' own parts (each table entry's `invariants`, which looks only at its kind's own slots, wherever set).
  for (const k of ENDEAVOR_KIND_IDS) problems.push(...(ENDEAVOR_KINDS[k].invariants?.(s) ?? []));
  return problems;
}
