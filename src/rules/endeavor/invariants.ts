/** Invariants every reachable state keeps (checked by the fuzz test; cheap enough for a debug assertion). */
import type { EndeavorState } from "./state";
import { isActive } from "./state";
import { BUTTON_RULES } from "./buttons";

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
  // An Endeavor with an Eye: one Eye, Alarms at 1–20 and never two at one position.
  if (s.eye) {
    const eyes = s.participants.filter((p) => p.role === "eye");
    if (eyes.length !== 1 || eyes[0]!.id !== s.eye.id) problems.push("not exactly the one Eye");
    const alarms = s.buttons.filter((b) => b.kind === "alarm").map((b) => b.position);
    if (alarms.some((p) => p < 1 || p > 20)) problems.push("an Alarm outside 1–20");
    if (new Set(alarms).size !== alarms.length) problems.push("two Alarms at one position");
    if (s.buttons.some((b) => b.kind === "objective" && !b.check)) problems.push("an Objective without its Check");
  }
  if (s.turn.current !== null) {
    const cur = s.participants.find((p) => p.id === s.turn.current);
    if (!cur || !isActive(cur)) problems.push("current turn belongs to nobody active");
  }
  for (const q of s.pending) if (!ids.has(q.by)) problems.push("pending attack of unknown participant");
  for (const x of s.delayed ?? [])
    if (!ids.has(x.by) || x.targets.some((t) => !ids.has(t)))
      problems.push(`Delayed Attack ${x.id} names someone unknown`);
  // Rush: while it goes on, the charge leader is an ally in the Endeavor who was never foiled.
  const leader = s.leader ? s.participants.find((p) => p.id === s.leader) : null;
  if (
    !s.outcome &&
    s.leader &&
    (!leader || !isActive(leader) || leader.role === "monstrosity" || s.foiled?.includes(s.leader))
  )
    problems.push(`${s.leader} cannot be the charge leader`);
  if (new Set(s.foiled ?? []).size !== (s.foiled ?? []).length) problems.push("an ally foiled twice");
  return problems;
}
