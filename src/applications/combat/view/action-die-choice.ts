// The round's start in a participant's row (pure): the Stat chosen as the Action Die, or the position roll (and its
// Spark) in an edition that rolls for position.
import {
  areaAt,
  endeavorRules,
  kindRules,
  statDie,
  xOf,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { pairOptions, statLabel, type Choice } from "./tracker-options";

/** default edition: "choose an unspent Stat as your Action Die"; v0.0.18: a position roll with any Stat. */
export function chooseControls(state: EndeavorState, p: Participant) {
  const positionRoll = endeavorRules(state.edition).roundStart === "position-roll";
  const area = kindRules(state.kind).areas ? (areaAt(state, p.id, p.position)?.area ?? null) : null;
  // Each Stat with the X it would give (the engine's X of that Action Die) and, when it cannot be chosen, why.
  const stats: (Choice & { x: number | null; reason: string })[] = Object.keys(p.stats).map((name) => {
    const spent = p.spent.includes(name);
    const outside = area !== null && !area.includes(name);
    return {
      value: name,
      label: statLabel(name),
      size: statDie(state, p, name),
      x: positionRoll ? null : xOf(state, { ...p, actionDie: name }),
      disabled: spent || outside,
      reason: spent ? "HB.Endeavor.Choose.spent" : outside ? "HB.Endeavor.Choose.area" : "",
    };
  });
  // v0.0.18: "choose a Stat to roll … and whether you want to Spark it": only balanced pairs are offered, the Stat
  // rolled first (it is the position roll's Stat: Hurt for a violent Attack), its partner second.
  // Stryker disable next-line MethodExpression: a position roll may take any Stat (none is disabled)
  const rollable = stats.filter((s) => !s.disabled);
  const sparkPairs = positionRoll
    ? rollable.flatMap((s) =>
        stats
          .filter((t) => t.value !== s.value && p.stats[t.value] === p.stats[s.value])
          .map((t) => ({ value: `${s.value}|${t.value}`, stat: s.label, partner: t.label, size: p.stats[s.value] })),
      )
    : [];
  const spark = sparkPairs.length ? { pairs: sparkPairs, pay: pairOptions(p) } : null;
  const canSkip = !positionRoll && p.spent.length > 0;
  const prompt = positionRoll ? "HB.Endeavor.rollPosition" : "HB.Endeavor.chooseActionDie";
  return { stats, positionRoll, canSkip, spark, prompt };
}
