// The roll dialog's choices and live odds, from plain data: the dialog, the browser harness and tests share it.
import { balancedGroups, buildCheckSpec, canSpark, DIFFICULTIES, payCost, SPARK_COST, statChoices, tierOdds, TIERS, type DieSize, type Difficulty, type EditionId } from "../../rules";

export interface RollDialogActor {
  dice: Record<string, number>;
  statuses: string[];
  blessings: number[];
  lifestyle: string;
  aptitudes: string[];
  spent: string[];
}

export interface RollDialogState {
  base: string;
  stat: string;
  difficulty: Difficulty;
  rolls: number;
  aptitude: string;
  partner: string;
  alone: boolean;
}

export const initialRollState = (stat: string): RollDialogState => ({ base: stat, stat, difficulty: "normal", rolls: 3, aptitude: "", partner: "", alone: false });

export function prepareRollDialog(actor: RollDialogActor, state: RollDialogState, edition: EditionId) {
  const surprised = actor.statuses.includes("surprised");
  const stats = [...new Set([...statChoices(actor.dice, state.base, { surprised }), ...("history" in actor.dice ? ["history"] : [])])];
  const stat = stats.includes(state.stat) ? state.stat : state.base;
  const size = actor.dice[stat] as DieSize;
  const cursed = actor.statuses.includes("cursed");
  const sparkable = canSpark(actor.blessings, { conditions: actor.statuses, cursed });
  const group = balancedGroups(actor.dice).find((g) => g.size === size)?.stats ?? [];
  const partners = sparkable ? group.filter((s) => s !== stat && !actor.spent.includes(s) && !actor.spent.includes(stat)) : [];
  const partner = partners.includes(state.partner) ? state.partner : "";
  const payment = partner ? payCost(actor.blessings, SPARK_COST, { cursed }) : null;
  // The same spec the roll is resolved with: one rule, shown as odds here and applied in rules/check.ts.
  const spec = buildCheckSpec({
    edition, dice: actor.dice, stat, base: state.base, partners: partner ? [partner] : [], difficulty: state.difficulty,
    complexRolls: state.rolls, conditions: actor.statuses, alone: state.alone, aptitude: !!state.aptitude,
    lifestyle: actor.lifestyle, spent: actor.spent,
  });
  const effects = { canBump: spec.canBump, modifiers: spec.modifiers };
  const odds = tierOdds(spec);
  return {
    state: { ...state, stat, partner },
    stats: stats.map((id) => ({ id, label: `HB.Stat.${id}`, die: `d${actor.dice[id]}`, selected: id === stat })),
    difficulties: DIFFICULTIES.map((id) => ({ id, label: `HB.Difficulty.${id}`, selected: id === state.difficulty })),
    complex: state.difficulty === "complex",
    aptitudes: actor.aptitudes.map((name) => ({ name, selected: name === state.aptitude })),
    partners: partners.map((id) => ({ id, label: `HB.Stat.${id}`, selected: id === partner })),
    sparkCost: payment ? payment.paid.join(" + ") : "",
    canSpark: partners.length > 0,
    sparkBlocked: actor.statuses.includes("taxed") ? "HB.Error.spark-taxed" : surprised ? "HB.Error.spark-surprised" : !sparkable && group.length > 1 ? "HB.Roll.noPair" : "",
    notes: [
      ...effects.modifiers.map((m) => ({ label: `HB.Condition.${m.source}.name`, value: m.value > 0 ? `+${m.value}` : String(m.value) })),
      ...(!effects.canBump ? [{ label: actor.statuses.includes("surprised") ? "HB.Condition.surprised.name" : "HB.Condition.ache.name", value: "HB.Roll.noBump" }] : []),
    ],
    uncool: actor.statuses.includes("uncool"),
    odds: TIERS.map((tier) => ({ tier, label: `HB.Tier.${tier}.name`, p: odds[tier], percent: (odds[tier] * 100).toFixed(1), width: Math.max(0, Math.round(odds[tier] * 1000) / 10) })),
  };
}

export type RollDialogContext = ReturnType<typeof prepareRollDialog>;
