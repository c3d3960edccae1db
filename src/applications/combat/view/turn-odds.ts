// The Check the acting form will make, with its exact odds (pure): the form's fields become the engine command
// (act-commands.ts), the engine runs it up to its Check without paying or rolling anything (previewCheck: every
// Condition, Ignite/Overcharge, Aptitude, protection and proposed difficulty in), and the core rules give the odds of
// that very Check. The context draws the first odds; the tracker redraws them as the form is edited (the roll dialog's
// live odds, for the Endeavor's Check).
import { edition as editionOf, outcomeOdds, OUTCOMES, type CheckSpec } from "../../../rules";
import {
  endeavorRules,
  hiddenDiceOf,
  hordeActive,
  imposingNow,
  isActive,
  previewCheck,
  type Command,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { actCommand, pendingCommand } from "./act-commands";
import { kindView } from "./kinds/index";
import type { RowFields } from "./row-fields";
import { statLabel } from "./tracker-options";
import { reactionsInCommand } from "../offers/index";
import { attackable } from "../../../rules/endeavor/attack-targets";

export interface OddsText {
  key: string;
  data: Record<string, string | number>;
}

export interface CheckOddsView {
  /** "The Check: Hard, d6+d6 · d6" (difficulty key localised by whoever draws it). */
  caption: { key: string; difficulty: string; dice: string };
  /** Each outcome's exact chance, in percent to one decimal; all zero when the engine refuses the form as it stands. */
  outcomes: { outcome: string; label: string; percent: string; width: number }[];
  /** What the odds assume, or why none: the engine's refusal (a spent partner, Taxed …), a stand-in target. */
  notes: OddsText[];
  /** The Check's rolls (Hard: two or more): which of them a Spark goes to is offered up to this. */
  rolls: number;
}

/** An Attack with no target ticked yet is previewed against the first opponent it may Attack (the form says so). */
function withTarget(
  state: EndeavorState,
  p: Participant,
  command: Command,
  eligible: readonly string[],
): { command: Command; assumed: string } {
  const attack =
    command.type === "act" && command.action.kind === "attack"
      ? command.action
      : // Stryker disable next-line ConditionalExpression: any other command has no `attack`: the same early return
        command.type === "resolvePending"
        ? command.attack
        : null;
  // A kind whose Attacks name no target (Stealth: the Eye's defenses, or the Eye's Blessings).
  if (!attack || attack.targets.length || kindView(state.kind).untargeted?.(state)) return { command, assumed: "" };
  const first = state.participants.find((q) => attackable(p, q, eligible));
  if (!first) return { command, assumed: "" };
  attack.targets = [first.id];
  return { command, assumed: first.name };
}

function diceOf(spec: CheckSpec): string {
  return spec.rolls.map((group) => group.map((s) => `d${s}`).join("+")).join(" · ");
}

/**
 * The odds of the Check the row's form makes with action `kind` ("violent", "attack", "advance"; a pending Attack:
 * "violent" or "attack"), or null when that action makes no Check. v0.0.18: the position roll is the first roll and is
 * known, so it is fixed in the odds.
 */
export function checkOdds(
  state: EndeavorState,
  by: string,
  kind: string,
  fields: RowFields,
  pending = false,
): CheckOddsView | null {
  const p = state.participants.find((q) => q.id === by);
  const built = p && (pending ? pendingCommand(state, by, kind, fields) : actCommand(state, by, kind, fields));
  if (!p || !built) return null;
  const { command, assumed } = withTarget(state, p, built, pending ? (state.pending[0]?.eligible ?? []) : []);
  const notes: OddsText[] = assumed ? [{ key: "HB.Endeavor.Odds.assumed", data: { name: assumed } }] : [];
  let preview: ReturnType<typeof previewCheck>;
  try {
    preview = previewCheck(state, command);
  } catch (err) {
    const { code, details } = err as { code?: unknown; details?: Record<string, string | number> };
    notes.push({ key: typeof code === "string" ? `HB.Error.${code}` : "HB.Error.relayFailed", data: details ?? {} });
    return {
      caption: { key: "HB.Endeavor.Odds.refused", difficulty: "", dice: "" },
      outcomes: outcomesOf(null),
      notes,
      rolls: 1,
    };
  }
  if (!preview) return null;
  const { spec, known } = preview;
  if (known !== null) notes.push({ key: "HB.Endeavor.Odds.known", data: { total: known } });
  // The engine's dice (checks.ts performCheck): Horde rolls every roll once more keeping the best, Imposing the first
  // roll of the Endeavor (default edition); v0.0.18's first roll is the position roll, already made.
  const horde = Number(hordeActive(state, p));
  // Stryker disable next-line ConditionalExpression: a known roll is never rolled again, so extra rolls change nothing
  const imposing = known === null && imposingNow(p) ? 1 : 0;
  // Hidden Stat Dice: the exact odds of the dice as the engine throws them, d20s read through the table (each face with
  // the chance faceChances gives it). The form is its owners' and the GM's, who may read the sizes.
  const hidden = hiddenDiceOf(state, p);
  if (hidden) notes.push({ key: "HB.Endeavor.Odds.hidden", data: {} });
  const odds = outcomeOdds({
    ...spec,
    best: spec.rolls.map((_, i) => horde + (i === 0 ? imposing : 0)),
    ...(known !== null ? { known: [known] } : {}),
    ...(hidden ? { d20: hidden.reading } : {}),
  });
  // A watcher named on it (Vexed/Vulnerable; the engine let it, so the Check uses the affected Stat): "they may have
  // you automatically fail" — every success becomes a failure (rules check.ts autoFail), so failure is all there is.
  const watcher = reactionsInCommand(command).find((r) => r.kind === "watch");
  if (watcher) {
    notes.push({
      key: "HB.Endeavor.Odds.watched",
      // Stryker disable next-line OptionalChaining: the engine refuses an unknown watcher before this is reached
      data: { name: state.participants.find((q) => q.id === watcher.by)?.name ?? watcher.by },
    });
    for (const outcome of OUTCOMES) odds[outcome] = outcome === "failure" ? 1 : 0;
  }
  return {
    caption: { key: "HB.Endeavor.Odds.caption", difficulty: `HB.Difficulty.${spec.difficulty}`, dice: diceOf(spec) },
    outcomes: outcomesOf(odds),
    notes,
    rolls: spec.rolls.length,
  };
}

function outcomesOf(odds: Record<string, number> | null) {
  return OUTCOMES.map((outcome) => {
    const p = odds?.[outcome] ?? 0;
    return {
      outcome,
      label: `HB.Outcome.${outcome}.name`,
      percent: (p * 100).toFixed(1),
      width: Math.round(p * 1000) / 10,
    };
  });
}

/** The Check's own choices, as the roll dialog offers them — the difficulty (the table's call; v0.0.18 Attacks propose
 *  one from the dice), an Aptitude related enough (own or lent by Radiant), which roll of a Hard Check to Spark,
 *  Famous, an unpinned Ache and an exceptional thing gained — and the odds of the Check action `kind` makes with the
 *  form as first drawn (`targets`: those ticked already). */
export function checkStep(
  state: EndeavorState,
  p: Participant,
  kind: string,
  targets: readonly string[],
  spark: boolean,
  isGM: boolean,
  pending = false,
  reactions: RowFields = {},
) {
  const proposes = endeavorRules(state.edition).roundStart === "position-roll";
  // Blank is the engine's default: Normal (default edition), or what the dice propose (v0.0.18 Attacks; else Normal).
  const difficulties = [
    ...(proposes ? [{ value: "", label: "HB.Endeavor.Odds.proposed" }] : []),
    { value: "easy", label: "HB.Difficulty.easy" },
    { value: proposes ? "normal" : "", label: "HB.Difficulty.normal" },
    { value: "hard", label: "HB.Difficulty.hard" },
  ];
  const own = (p.aptitudes ?? []).map((a) => ({ value: a.name, label: a.name }));
  const lent = (p.granted ?? [])
    .filter((g) => !own.some((a) => a.value === g.aptitude))
    .map((g) => ({ value: g.aptitude, label: g.aptitude }));
  // Reactions offered on it (reaction-offers.ts) are sent with it: its first odds count them as the redrawn ones do.
  const odds = checkOdds(state, p.id, kind, { ...reactions, ...(targets.length ? { targets } : {}) }, pending);
  // Stryker disable next-line ArrayDeclaration: only the named Conditions are looked for in it
  const conditions = p.traits?.conditions ?? [];
  const rolls = odds?.rolls ?? 1;
  return {
    kind,
    // A Check's difficulty is the GM's call in an Endeavor (endeavor-gm.ts refuses a player's): the GM picks it here,
    // a player sees the odds of the Check as the engine will make it.
    difficulties: isGM ? difficulties : null,
    aptitudes: [...own, ...lent],
    // Which roll the Spark goes to ("you choose which roll to Spark"): offered once the Check has more than one.
    spark: spark && !proposes,
    sparkRollShown: false,
    sparkRolls: Array.from({ length: Math.max(4, rolls) }, (_, i) => ({
      value: String(i),
      n: i + 1,
      hidden: i >= rolls,
    })),
    // The roll dialog's Condition choices: Famous claims its +2 against someone less famous (Attacks only: the engine
    // ignores it elsewhere); an Ache the sheet does not pin to a Stat is said to affect this one (ticked: the book's
    // effect, never a free bump).
    famous: conditions.includes("famous"),
    // "… not against the same character more than once during the same session": whom it was exerted over (refused).
    famousOver: conditions.includes("famous")
      ? // Stryker disable next-line OptionalChaining,ArrayDeclaration: Famous implies traits; unknown ids are dropped
        (p.traits?.famousOver ?? [])
          .map((id) => state.participants.find((q) => q.id === id)?.name ?? "")
          .filter(Boolean)
          .join(", ")
      : "",
    // Stryker disable next-line OptionalChaining: an Ache among the Conditions implies traits
    aching: conditions.includes("ache") && !p.traits?.affected?.ache,
    // Gains: the actor's exceptional things, one of which the table may find related enough (the roll dialog's list).
    exceptional: p.traits?.exceptional ?? [],
    exceptionalLabel:
      editionOf(state.edition).exceptionalGain.kind === "aid" ? "HB.Roll.exceptionalAid" : "HB.Roll.exceptional",
    odds,
  };
}
