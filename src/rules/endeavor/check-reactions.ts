/** What others do to an Endeavor Check before it is resolved: Mischievous, and a watcher of a Vexed/Vulnerable Stat. */
import type { CheckOptions } from "./commands";
import type { Draft } from "./draft";
import { watchable } from "../conditions";
import { statId } from "../ids";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { charged, hasSpecialization, isActive, type EndeavorState, type Participant } from "./state";

/** Whether `p`'s Check can be made to fail by watching: "When another character sees you perform a Check with the
 *  affected Stat" — a Vexed (v0.0.21.10) / Vulnerable (v0.0.18) on its Action Die or the Stat Sparking it (`spark`;
 *  v0.0.18: the position roll's partner, whatever is passed). */
export function watchedCheck(state: EndeavorState, p: Participant, spark: string | null | undefined): boolean {
  const t = p.traits;
  if (!t || p.actionDie === null) return false;
  const partner = endeavorRules(state.edition).roundStart === "position-roll" ? p.positionSpark : (spark ?? null);
  return watchable(t.conditions, t.affected ?? {}, (partner ? [p.actionDie, partner] : [p.actionDie]).map(statId));
}

/** Mischievous and a Vexed/Vulnerable watcher, named before the roll, each checked: another active participant, with
 *  Mischievous charged / the actor's Condition on a Stat of this Check (watchedCheck). */
export function reactionsFor(
  d: Draft,
  actor: Participant,
  opts: CheckOptions,
  spark: string | null,
): { mischievous: Participant | null; watcher: Participant | null } {
  let mischievous: Participant | null = null;
  let watcher: Participant | null = null;
  if (opts.mischievous !== undefined) {
    const q = d.get(opts.mischievous);
    if (q.id === actor.id || !isActive(q))
      refuse("endeavor-bad-helper", `${q.name} cannot distract ${actor.name}.`, { name: actor.name, helper: q.name });
    if (!charged(q, "Mischievous")) {
      refuse(
        hasSpecialization(q, "Mischievous") ? "endeavor-needs-recharge" : "endeavor-no-specialization",
        `${q.name} cannot use Mischievous now.`,
        { name: q.name, specialization: "Mischievous" },
      );
    }
    mischievous = q;
  }
  if (opts.watchedBy !== undefined) {
    const q = d.get(opts.watchedBy);
    if (q.id === actor.id || !watchedCheck(d.state, actor, spark)) {
      refuse("endeavor-not-watchable", `${actor.name}'s Check cannot be made to fail by watching.`, {
        name: actor.name,
      });
    }
    watcher = q;
  }
  return { mischievous, watcher };
}
