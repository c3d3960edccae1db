/** What every reachable state of a Rush Endeavor keeps in its own parts (invariants.ts asks it through the table):
 *  while it goes on, the charge leader is an ally in the Endeavor who was never foiled; nobody is foiled twice. */
import { isActive, type EndeavorState } from "../../state";

export function rushInvariants(s: EndeavorState): string[] {
  const problems: string[] = [];
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
