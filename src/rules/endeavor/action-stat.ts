// Which actions an Action Die allows. The Stat each action requires is the kinds table's (kinds/index.ts: the book's
// "Hurt only", "Not Hurt", "Any Stat" beside each action); this reads it, once, for the engine's checks (actions.ts,
// attack.ts) and for the tracker's forms and offers, which show only what the engine will allow.
import { kindRules, type KindAction, type StatRequirement } from "./kinds";
import { refuse } from "./errors";
import { optionOf, type EndeavorState, type Participant } from "./state";

export const HURT = "Hurt";

type Acting = Pick<Participant, "role" | "actionDie" | "stats">;

/** The Stat this action requires of this participant's role in this kind; null: the role has no such action. */
export function statRequirement(
  state: Pick<EndeavorState, "kind">,
  p: Pick<Participant, "role">,
  action: KindAction["id"],
): StatRequirement | null {
  return kindRules(state.kind).roles[p.role]?.actions.find((a) => a.id === action)?.stat ?? null;
}

/** "Hurt only": the Action Die (v0.0.18: the position roll's Stat) is Hurt itself, or (table ruling hurtStandIn) a Stat
 *  balanced with Hurt (the same die size) stands in for it, as a Check allows "a Stat balanced with" the one normally
 *  used. "Not Hurt": anything but Hurt (no die yet is refused later, by the Check). "Any Stat": any. */
function meets(state: Pick<EndeavorState, "options">, p: Acting, requirement: StatRequirement): boolean {
  const stat = p.actionDie;
  if (requirement === "any") return true;
  if (requirement === "not-hurt") return stat !== HURT;
  // Stryker disable next-line ConditionalExpression: no Stat is named null, so the balanced test below fails for it too
  if (stat === null) return false;
  return (
    stat === HURT || (optionOf(state, "hurtStandIn") && p.stats[HURT] !== undefined && p.stats[stat] === p.stats[HURT])
  );
}

/** The role has this action and the Action Die meets its Stat. */
export function actionAllowed(
  state: Pick<EndeavorState, "kind" | "options">,
  p: Acting,
  action: KindAction["id"],
): boolean {
  const requirement = statRequirement(state, p, action);
  return requirement !== null && meets(state, p, requirement);
}

/** The engine's refusal when it is not (the codes name the book's two requirements; the details, the action). */
export function assertActionStat(
  state: Pick<EndeavorState, "kind" | "options">,
  p: Acting & Pick<Participant, "name">,
  action: KindAction["id"],
): void {
  const requirement = statRequirement(state, p, action);
  if (requirement === null)
    refuse("endeavor-action-unavailable", `${p.name} has no ${action} action here.`, { name: p.name, action });
  if (meets(state, p, requirement)) return;
  if (requirement === "hurt-only")
    refuse("endeavor-violent-needs-hurt", `${action} uses Hurt only.`, {
      name: p.name,
      stat: p.actionDie ?? "",
      action,
    });
  refuse("endeavor-not-hurt", `${action} cannot use Hurt.`, { name: p.name, stat: HURT, action });
}

/** Refuses an action the kinds table does not list for this participant's role in this kind (and, for Unique Skill,
 *  either action it combines): the one gate every action passes first, so no rule of another kind ever reads a state
 *  without its parts (an Eye action where there is no Eye). The Stat each action needs is checked later, as taken. */
export function assertListed(
  state: Pick<EndeavorState, "kind">,
  p: Pick<Participant, "role" | "name">,
  action: unknown,
): void {
  // Read as an object whatever a console call sends (null, a number, a string: no kind, so no action listed).
  const { kind, violent, actions } = Object(action) as { kind?: unknown; violent?: unknown; actions?: unknown };
  // The table's id: an Attack by its violence, any other action by its kind.
  const id = kind === "attack" ? (violent ? "attack-violent" : "attack-non-violent") : kind;
  if (statRequirement(state, p, id as KindAction["id"]) === null) {
    const named = String(kind);
    refuse("endeavor-action-unavailable", `${p.name} has no ${named} action here.`, { name: p.name, action: named });
  }
  if (id === "unique" && Array.isArray(actions)) for (const sub of actions) assertListed(state, p, sub);
}

/** The violent Attack is open (the forms, Protective's offer: "would be violently Attacked"). */
export const attacksViolently = (state: Pick<EndeavorState, "kind" | "options">, p: Acting): boolean =>
  actionAllowed(state, p, "attack-violent");
