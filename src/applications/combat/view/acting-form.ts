// The acting row's form (pure): the actions its turn offers (Attack, Advance, Protect, the Specializations', Pass, or
// a kind's own), each with what it needs, and the turn as steps with the Check's odds.
import {
  areaAt,
  charged,
  endeavorRules,
  isActive,
  kindRules,
  lendableAptitudes,
  radiantDie,
  sureFootedCheck,
  zealousDie,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { actionAllowed } from "../../../rules/endeavor/action-stat";
import { checkForm } from "./tracker-check-form";
import { delayedDifficultyForm } from "./delayed-difficulty-form";
import { seesDice } from "./hidden-stat-dice";
import { kindView } from "./kinds/index";
import { liveLabels } from "./live-labels";
import { cheapestIndex, choice, pairOptions, statLabel } from "./tracker-options";
import { stepTitle, turnActions, turnCheck } from "./tracker-turn";
import type { Viewer } from "./tracker-input";

/** Commanding: allies who have not acted, each with the Stats they may take (v0.0.18: roll) as a new Action Die. */
function commandingControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  if (!charged(p, "Commanding")) return null;
  const allies = state.participants
    .filter((q) => q.id !== p.id && isActive(q) && q.side === p.side && !q.acted && !q.skipping)
    .map((q) => {
      const area = kindRules(state.kind).areas ? (areaAt(state, q.id, q.position)?.area ?? null) : null;
      return {
        name: q.name,
        stats: Object.keys(q.stats).map((s) => ({
          value: `${q.id}|${s}`,
          label: statLabel(s),
          size: seesDice(q, viewer) ? q.stats[s] : null,
          current: s === q.actionDie,
          disabled: q.spent.includes(s) || (area !== null && !area.includes(s)),
        })),
      };
    });
  return { allies, positionRoll: endeavorRules(state.edition).commanding === "new-position-roll" };
}

export function actControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const allies = state.participants.filter((q) => isActive(q) && q.side === p.side).map(choice);
  const check = checkForm(state, p, viewer);
  // Each action as the kinds table allows it (action-stat.ts); Protect, Pass and Unique Skill take "Any Stat".
  const allowed = (action: Parameters<typeof actionAllowed>[2]) => actionAllowed(state, p, action);
  // A kind may have its own action tables (Stealth: a rogue's and the Eye's), in place of the book's usual ones; its
  // table says whether Protect, Zealous, Delayed Attacks and Unique Skill are among them (Stealth's has none).
  const own = kindView(state.kind).turn?.(state, p, { violent: check.violentAttack, notHurt: check.attack }) ?? null;
  const protect = allowed("protect") && p.temporary.length + p.blessings.length > 0;
  // Protect: "spend Blessings … For each Blessing spent, their relevant Attacks are one rank more difficult": one
  // checkbox per Blessing held (the cheapest ticked), temporary first.
  const protectPay = [
    ...p.temporary.map((v) => ({ value: `t:${v}`, label: "HB.Endeavor.Pay.temporary", t: String(v), p: "" })),
    ...p.blessings.map((v) => ({ value: `p:${v}`, label: "HB.Endeavor.Pay.permanent", t: "", p: String(v) })),
  ].map((o, i, all) => ({ ...o, checked: i === cheapestIndex(all) }));
  const zealous = allowed("zealous") && charged(p, "Zealous") && zealousDie(p);
  const commanding = own?.noSpecializations ? null : commandingControls(state, p, viewer);
  // Unique Skill: "Take two other actions combined" — any two of the simple actions this row offers.
  const kinds = [
    ...(check.violentAttack ? ["violent"] : []),
    ...(check.attack ? ["attack"] : []),
    ...(check.advance ? ["advance"] : []),
    ...(protect ? ["protect"] : []),
    ...(zealous ? ["zealous"] : []),
    ...(commanding?.allies.length ? ["commanding"] : []),
  ].map((k) => ({ value: k, label: `HB.Endeavor.Action.${k}` }));
  // Every table with Unique Skill has both Attacks, one of which any Action Die allows: never empty where offered.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: see above; the guard keeps `second` defined
  const combinable = kinds.length > 0;
  const unique =
    allowed("unique") && (p.role === "character" || p.tags.includes("Unique")) && combinable
      ? { kinds, second: kinds[Math.min(1, kinds.length - 1)]!.value, pay: pairOptions(p) }
      : null;
  return {
    ...check,
    protect,
    pass: allowed("pass"),
    protectPay,
    // Delayed Attack: set a trigger on the targets ticked above; violent (Hurt) targets Hurry in v0.0.21.10. Every
    // table listing it lists both Attacks, one of which any Action Die allows.
    delayed: allowed("delayedAttack")
      ? { hurry: check.hurt && endeavorRules(state.edition).delayedViolentHurry, ...delayedDifficultyForm(state, p) }
      : null,
    // Sure-footed (default edition): protecting yourself, a Check with the Action Die can make it last X more rounds.
    sureFooted: protect && sureFootedCheck(state, p),
    zealous,
    // Radiant: "one of your other Aptitudes", while the Action Die is Heart, Home or balanced with either.
    radiant:
      !own?.noSpecializations && charged(p, "Radiant") && radiantDie(p)
        ? {
            aptitudes: lendableAptitudes(p).map((a) => ({
              value: a.name,
              label: a.specialization ? `${a.name} (${a.specialization})` : a.name,
            })),
          }
        : null,
    allies,
    commanding,
    unique,
    ...own?.fields,
    ownActions: own
      ? own.actions({ radiant: charged(p, "Radiant") && radiantDie(p), commanding: !!commanding?.allies.length })
      : null,
  };
}

/** The acting row's turn as steps (tracker-turn.ts): the actions offered — each with its step 3's title, what that
 *  step chose and what its button does, as first drawn (the kind's labels, which the tracker redraws as the form is
 *  edited) —, and the Check's choices with its odds. */
export function turnOf(state: EndeavorState, p: Participant, act: ReturnType<typeof actControls>, isGM: boolean) {
  const own = kindView(state.kind);
  // As first drawn: the targets ticked already (a lone opponent), the Help offered included (check-form.hbs ticks it,
  // its payment and use as offered), every other field at its first value.
  // Stryker disable next-line ArrayDeclaration: a field with no id names no helper (check-options.ts reads ids)
  const offered = act.help.helpers.flatMap((h) => (h.offered ? [{ id: h.id, ...h.offered }] : []));
  const labels = liveLabels(state, p.id, {
    targets: act.targets.filter((t) => t.checked).map((t) => t.value),
    helper: offered.map((h) => h.id),
    helpPay: Object.fromEntries(offered.map((h) => [h.id, h.value])),
    // Stryker disable next-line MethodExpression: a use not sent is the plain roll, which the engine reads as no use
    helpUse: Object.fromEntries(offered.filter((h) => h.sendUse).map((h) => [h.id, h.use])),
  });
  const actions = turnActions(act).map((a) => ({
    ...a,
    title: stepTitle(a.value, own.stepTitles),
    summary: labels[`summary.${a.value}`] ?? null,
    confirm: labels[`confirm.${a.value}`] ?? null,
  }));
  return { actions, check: turnCheck(state, p, act, actions, isGM), labels };
}
