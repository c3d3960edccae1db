/**
 * The start of a round (book: "Rounds").
 * default: "Choose Action Die: … choose an available Stat to be your Action Die … Then gain X temporary Blessings";
 *   "While a Stat is spent, it can't be an Action Die"; "You may skip the next round to instead regain all spent
 *   Stats" (reading: declared instead of choosing an Action Die; no turn, no temporary Blessings that round).
 * v0.0.18: "Roll for Position: … choose a Stat to roll … and whether you want to Spark it"; "Gain a number of temporary
 *   Blessings equal to half your position roll, rounded down."
 * Racing Terrain `Area`: "it limits the Stats you may use for Action Dice".
 */
import type { Command } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import type { DieSize, GroupRoll } from "../dice";
import { areaAt } from "./buttons";
import { checkBlessings, checkTotals, groupOf, hiddenDiceOf, recordedThrows } from "./dice";
import { heavyApplies, xOf } from "./amounts";
import { imposingNow, rollerOf, statSize } from "./check-roller";
import { hordeActive } from "./recovery-passives";
import { checkSpecFor } from "../check-request";
import { statId } from "../ids";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { pay } from "./payment";
import type { EndeavorState, Participant } from "./state";

/** Can `p` use `stat` as Action Die / position roll Stat now? */
export function chooseStatChecks(d: Draft, p: Participant, stat: string): void {
  statSize(p, stat);
  if (p.spent.includes(stat))
    refuse("endeavor-stat-spent", `${stat} is spent and cannot be an Action Die.`, { name: p.name, stat });
  const area = areaAt(d.state, p.id, p.position);
  if (area && !area.area!.includes(stat)) {
    refuse("endeavor-stat-limited", `The terrain here allows only ${area.area!.join(", ")} as Action Die.`, {
      name: p.name,
      stat,
      stats: area.area!.join(", "),
    });
  }
}

function gain(d: Draft, dice: Dice, id: string, count: number, supplied: number[] | undefined): number[] {
  const values = supplied ? checkBlessings(supplied, count) : dice.blessings(count);
  if (values.length > 0) {
    const w = d.edit(id);
    w.temporary = [...w.temporary, ...values];
    d.emit({ type: "temporaryGained", id, values });
  }
  return values;
}

type Choose = Extract<Command, { type: "chooseActionDie" }>;
type Position = Extract<Command, { type: "rollPosition" }>;

export function chooseActionDie(d: Draft, dice: Dice, c: Choose): void {
  const p = d.get(c.by);
  chooseStatChecks(d, p, c.stat);
  const heavy = heavyApplies(d.state, p, c.stat);
  const w = d.edit(c.by);
  w.actionDie = c.stat;
  w.xBonus = heavy ? 1 : 0;
  const x = xOf(d.state, w);
  d.emit({ type: "actionDieChosen", by: c.by, stat: c.stat, x });
  // Heavy: one fewer temporary Blessing than the normal X (which is x - 1 here).
  c.blessings = gain(d, dice, c.by, heavy ? x - 2 : x, c.blessings);
}

export interface PositionDice {
  roll?: number;
  /** The kept roll's throws (the chat card draws them): written by the engine when it rolls, so replays keep them. */
  throws?: number[][];
  /** Imposing: the additional roll's total, with a supplied `roll`. */
  imposing?: number;
}

/**
 * A position roll: supplied, or rolled (Sparked: the two dice as one group; Horde: best of two). `group` is the roll
 * with its throws when they are known. Imposing with supplied dice: `imposing` is the additional roll's total and the
 * higher of the two is kept (its throws, if given, must be the kept roll's); without it the supplied total is taken as
 * already kept (as for Horde). Writes what it rolled or kept back into `c`.
 */
export function positionRoll(
  d: Draft,
  dice: Dice,
  p: Participant,
  stat: string,
  spark: string | null,
  c: PositionDice,
  imposing = false,
  canBump = true,
): { total: number; group: GroupRoll | null } {
  if (c.imposing !== undefined && (c.roll === undefined || !imposing)) {
    refuse(
      "endeavor-bad-roll",
      "An additional Imposing roll goes with a supplied first roll that Imposing applies to.",
      { name: p.name, count: 1 },
    );
  }
  const size = statSize(p, stat);
  const sizes: DieSize[] = spark ? [size, size] : [size];
  // Hidden Stat Dice: thrown as d20s read through the table; supplied throws are the d20s.
  const hidden = hiddenDiceOf(d.state, p);
  if (c.roll !== undefined) {
    const [first, other] = checkTotals(
      c.imposing === undefined ? [c.roll] : [c.roll, c.imposing],
      c.imposing === undefined ? 1 : 2,
    );
    const total = Math.max(first!, other ?? 0);
    c.roll = total;
    return { total, group: c.throws ? groupOf(sizes, c.throws, total, hidden) : null };
  }
  if (c.throws) refuse("endeavor-bad-roll", "Throws go with the roll's total.", { name: p.name, count: 1 });
  const group = dice.group(sizes, Number(hordeActive(d, p)) + Number(imposing), canBump, hidden);
  c.roll = group.total;
  c.throws = recordedThrows(group);
  return { total: group.total, group };
}

export function rollPosition(d: Draft, dice: Dice, c: Position): void {
  const p = d.get(c.by);
  chooseStatChecks(d, p, c.stat);
  let spark: string | null = null;
  if (c.spark) {
    spark = c.spark.stat;
    // statSize refuses a Stat the character does not have (endeavor-unknown-stat) before the balance is judged.
    if (statSize(p, spark) !== statSize(p, c.stat) || spark === c.stat) {
      refuse("endeavor-spark-unbalanced", `${spark} is not balanced with ${c.stat}.`, {
        name: p.name,
        stat: c.stat,
        partner: spark,
      });
    }
    pay(d, c.by, c.spark.pay, "⊜⊜");
  }
  // The position roll is a roll like any other: the core check builder refuses a Spark while Taxed or Surprised and
  // says whether the dice may bump (Ache, Surprised).
  const spec = checkSpecFor(d.state.edition, rollerOf(d.state, p), {
    stat: statId(c.stat),
    partners: spark ? [statId(spark)] : [],
  });
  // Imposing (v0.0.18): "For the first position roll you make during an Endeavor, roll an additional time and ignore
  // the lowest result."
  const { total, group } = positionRoll(d, dice, p, c.stat, spark, c, imposingNow(p), spec.canBump);
  const w = d.edit(c.by);
  w.rolled = true;
  w.actionDie = c.stat;
  w.positionRoll = total;
  w.positionSpark = spark;
  if (group || w.positionGroup) w.positionGroup = group;
  d.emit({ type: "positionRolled", by: c.by, stat: c.stat, spark, total, ...(group ? { group } : {}) });
  c.blessings = gain(d, dice, c.by, Math.floor(total / 2), c.blessings);
}

export function skipRound(d: Draft, by: string): void {
  if (!endeavorRules(d.state.edition).spendsActionDie) {
    refuse("endeavor-action-unavailable", "Skipping a round to regain spent Stats is a default-edition rule.", {
      name: d.get(by).name,
    });
  }
  d.edit(by).skipping = true;
  d.emit({ type: "roundSkipped", by });
}

/** Has everyone in the Endeavor chosen (or skipped)? */
export function allChosen(d: Draft | { state: EndeavorState }): boolean {
  return d.state.participants.every((p) => p.removed !== null || p.skipping || p.actionDie !== null);
}
