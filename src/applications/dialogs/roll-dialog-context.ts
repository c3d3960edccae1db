// The roll dialog's choices and live odds, from plain data: the dialog, the browser harness and tests share it.
// Everything the rules decide (which Stats may stand in, whether a Spark is legal, what it costs, the odds) is
// asked of the rules engine; this only arranges the answers for the template.
import {
  famousUsedOn,
  achingStats,
  attackBase,
  attackDifficulty,
  attackStatAllowed,
  balancedGroups,
  buildCheckSpec,
  defenseStats,
  canSpark,
  sparkAllowed,
  sparkCost,
  DIFFICULTIES,
  rollableStats,
  statGivesAptitude,
  edition as editionOf,
  helpTotal,
  payCost,
  SPARK_COST,
  statChoices,
  outcomeOdds,
  OUTCOMES,
  type AsteriskReading,
  type DieSize,
  type Difficulty,
  type EditionId,
} from "../../rules";

export interface RollDialogActor {
  dice: Record<string, number>;
  statuses: string[];
  blessings: number[];
  /** None for a Monstrosity. */
  lifestyle?: string;
  aptitudes: string[];
  spent: string[];
  /** The Stat each Stat-bound Condition affects, where the sheet records one (Ache, Vexed, Vulnerable). */
  affected: Record<string, string>;
  /** Has the Ascendant Specialization: a non-violent Spark of three balanced d8+ Stats for double the cost. */
  ascendant: boolean;
  /** Things gained of exceptional quality (Gains upgrade), by name. */
  exceptional?: string[];
  /** The Aptitudes (by name) Ambidextrous is dropped on (v0.0.18): aid from two sources at once with them. */
  ambidextrous?: string[];
  /** Haunted, while the haunting is present: the die subtracted after each roll (actor.hauntedDie()). */
  haunted?: DieSize | null;
  /** Hidden Stat Dice: the actor rolls d20s read through the d20 Conversion table, asterisks
   *  read so (actor.hiddenDice()). */
  d20?: AsteriskReading | null;
  /** The Defender of an Attack (the user's first target) and how many are targeted, when known. */
  defender?: { name: string; dice: Record<string, number>; uuid?: string } | null;
  defenders?: number;
  /** Characters the user plays with Protective ready (not spent), who may "become the Defender instead". */
  protectors?: { uuid: string; name: string; dice: Record<string, number> }[];
  /** Famous: the actors (uuids) this character has exerted their fame over this session. */
  famousOver?: string[];
}

export type AttackChoice = "" | "violent" | "non-violent";

export interface RollDialogState {
  /** The Stat clicked: the one "normally associated with the action". */
  base: string;
  stat: string;
  difficulty: Difficulty;
  rolls: number;
  aptitude: string;
  partner: string;
  /** Ascendant: the third Stat of the Spark, or blank. */
  third: string;
  alone: boolean;
  /** The roller's Ache affects the Stats of this roll (asked only when the sheet records no Stat for it). */
  aching: boolean;
  /** Help already offered: the worth of each Blessing a helper will spend. */
  offered: number[];
  /** An Attack, violent or non-violent as the Attacker chooses ("Attacks"); blank for any other Check. */
  attack: AttackChoice;
  /** The difficulty was picked by hand: an Attack's difficulty by the book is then no longer proposed over it. */
  difficultyChosen: boolean;
  /** Rolls of a Hard Check raised past Hard (rankDifficulty), as proposed for an Attack. */
  hardRolls: number;
  /** v0.0.21.10 Aptitude Difficulty: the Attack is related enough to the Defender's Aptitudes / it is specialized. */
  defenderApt: boolean;
  defenderSpecialized: boolean;
  /** The exceptional thing (Gains) the player says is related enough to this Check, by name; blank for none. */
  exceptional: string;
  /** Famous: "+2 bonus in Attacks against" someone less famous (once per character per session: the
   *  table keeps count). */
  lessFamous: boolean;
  /** Protective: who becomes the Defender of this violent Attack instead (actor uuid), blank for nobody. */
  protector?: string;
}

/** The aptitude a Host roll takes ("as though you are apt"): stored on the card as the Stat's own name. */
export const HOST_APTITUDE = "Host";

export const initialRollState = (stat: string): RollDialogState => ({
  base: stat,
  stat,
  difficulty: "normal",
  rolls: 3,
  aptitude: "",
  // Stryker disable next-line StringLiteral: a name that is no choice is dropped (prepareRollDialog)
  partner: "",
  // Stryker disable next-line StringLiteral: a name that is no choice is dropped (prepareRollDialog)
  third: "",
  alone: false,
  aching: true,
  offered: [],
  attack: "",
  lessFamous: false,
  difficultyChosen: false,
  hardRolls: 2,
  defenderApt: false,
  defenderSpecialized: false,
  // Stryker disable next-line StringLiteral: a name that is no choice is dropped (prepareRollDialog)
  exceptional: "",
});

/** "4, 2" or "4 2" → [4, 2]: a Blessing is worth 1 to 6; anything else is dropped (the field shows what was kept). */
export const parseOffered = (text: string): number[] =>
  Array.from(text.matchAll(/\d+/g), Number)
    .filter((v) => v >= 1 && v <= 6)
    .slice(0, 8);

/** The four Conditions the dialog speaks to, and what each does to this roll (book: Condition Effects). */
const ROLL_CONDITIONS = ["uncool", "ache", "surprised", "taxed", "famous", "disarmed"] as const;

export function prepareRollDialog(actor: RollDialogActor, state: RollDialogState, edition: EditionId) {
  const has = (c: string) => actor.statuses.includes(c);
  const surprised = has("surprised");
  const rollable = rollableStats(actor.dice);
  // A violent Attack uses Hurt, a Stat balanced with it or History: with none of them, an Attack is made the one way
  // left, non-violently (the violent choice is disabled and the dialog says why).
  // Stryker disable next-line StringLiteral: attackStatAllowed reads any kind but "non-violent" as violent
  const violentPossible = rollable.some((s) => attackStatAllowed("violent", actor.dice, s));
  const attack = state.attack === "violent" && !violentPossible ? "non-violent" : state.attack || null;
  // "The Attacker chooses if their Attack is violent or non-violent and selects the appropriate Stat for it."
  const fits = (s: string) => !attack || attackStatAllowed(attack, actor.dice, s);
  let base = "hurt" in actor.dice ? attackBase(attack, state.base) : state.base;
  // The Stat clicked no fit for the Attack (a non-violent one from Hurt's button): "any Stat besides Hurt" is the
  // Attacker's to select.
  const stats = fits(base)
    ? [
        ...new Set([...statChoices(actor.dice, base, { surprised }), ...("history" in actor.dice ? ["history"] : [])]),
      ].filter(fits)
    : rollable.filter(fits);
  const stat = stats.includes(state.stat) ? state.stat : stats.includes(base) ? base : (stats[0] ?? base);
  // The base only lets the spec's own check accept the Stat rolled, and every Stat offered is one a Check may use.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,ObjectLiteral,StringLiteral: base = stat passes too
  if (!statChoices(actor.dice, base, { surprised }).includes(stat) && stat !== "history") base = stat;
  const size = actor.dice[stat] as DieSize;
  // Cursed lowers each Blessing's worth, which only an "at least" cost reads: a Spark's ⊜⊜ pairs equal values
  // whatever their worth.
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent for every Spark cost (see above)
  const cursed = has("cursed");
  const sparkable = canSpark(actor.blessings, { conditions: actor.statuses, cursed });
  // Haunted is never chosen (rules rollableStats): not a partner in a Spark either.
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: the Stat rolled has a die, so its size has a group
  const group = (balancedGroups(actor.dice).find((g) => g.size === size)?.stats ?? []).filter((s) =>
    rollable.includes(s),
  );
  const partners = sparkable
    ? group.filter((s) => s !== stat && fits(s) && !actor.spent.includes(s) && !actor.spent.includes(stat))
    : [];
  const partner = partners.includes(state.partner) ? state.partner : "";
  // Ascendant: a third Stat wherever the rules allow the three to Spark (balanced d8+, non-violent) and the
  // pool pays double.
  // Stryker disable ObjectLiteral: Cursed does not change a Spark's price (see `cursed` above)
  const thirds =
    actor.ascendant && partner && payCost(actor.blessings, sparkCost(true), { cursed })
      ? partners.filter((s) =>
          sparkAllowed({
            dice: actor.dice,
            stats: [stat, partner, s],
            conditions: actor.statuses,
            spent: actor.spent,
            ascendant: true,
            violent: attack === "violent",
          }),
        )
      : [];
  // Stryker restore ObjectLiteral
  const third = thirds.includes(state.third) ? state.third : "";
  const sparked = [stat, partner, third].filter(Boolean);
  // Stryker disable next-line ObjectLiteral: Cursed does not change a Spark's price (see `cursed` above)
  const payment = partner ? payCost(actor.blessings, third ? sparkCost(true) : SPARK_COST, { cursed }) : null;
  const aching = achingStats(actor.affected.ache, state.aching);
  const acheHere = !aching || sparked.some((s) => aching.includes(s));
  // An Attack's difficulty where the book gives it (rules attackDifficulty), until the player picks one by hand.
  // Protective: "before rolls are performed, you may become the Defender instead" — of a violent Attack on a Defender
  // the roll names; the one who does defends with their own dice.
  const protectors =
    attack === "violent" && actor.defender
      ? (actor.protectors ?? []).filter((p) => p.uuid !== actor.defender!.uuid)
      : [];
  const protector = protectors.find((p) => p.uuid === state.protector) ?? null;
  const defender = protector ?? actor.defender;
  // Read only where an Attack asks (below). A Stat without a row in the table, or without a die of the Defender's,
  // gives nothing to compare, as the [] fallbacks do.
  // Stryker disable ArrayDeclaration: a placeholder Stat has no die; with no Defender no count is compared
  const defense = defender
    ? (defenseStats(stat, edition) ?? []).map((s) => defender.dice[s]).filter((d): d is number => !!d)
    : [];
  // Stryker restore ArrayDeclaration
  const proposal = attack
    ? attackDifficulty({
        edition,
        defenderApt: state.defenderApt,
        defenderSpecialized: state.defenderSpecialized,
        attackDie: size,
        defenseDie: defense.length ? (Math.max(...defense) as DieSize) : undefined,
        attackers: 1,
        defenders: actor.defender ? Math.max(1, actor.defenders ?? 1) : undefined,
      })
    : null;
  const proposed = !!proposal && !state.difficultyChosen;
  const difficulty = proposed ? proposal.difficulty : state.difficulty;
  // The rolls a Hard Check needs: the book's for an Attack (3 a rank past Hard; read only when Hard), else two.
  const hardRolls = proposed ? proposal.rolls : 2;
  // Famous: "not against the same character more than once during the same session" — no claim over a Defender named
  // (the target, or whoever Protects them) it was exerted over already. An unnamed Defender: the table keeps count.
  // Stryker disable next-line ArrayDeclaration: a placeholder uuid is no Defender's
  const famousUsed = !!attack && !!defender?.uuid && famousUsedOn(actor.famousOver ?? [], [defender.uuid]).length > 0;
  const lessFamous = state.lessFamous && !famousUsed;
  const things = actor.exceptional ?? [];
  const exceptional = things.includes(state.exceptional) ? state.exceptional : "";
  // The same spec the roll is resolved with: one rule, shown as odds here and applied in rules/check.ts.
  const spec = buildCheckSpec({
    edition,
    dice: actor.dice,
    stat,
    base,
    partners: sparked.slice(1),
    ascendant: !!third,
    difficulty,
    complexRolls: state.rolls,
    hardRolls,
    conditions: actor.statuses,
    alone: state.alone,
    aptitude: !!state.aptitude,
    // Stryker disable next-line ArrayDeclaration: a placeholder Aptitude is none the roller chose
    ambidextrous: (actor.ambidextrous ?? []).includes(state.aptitude),
    lifestyle: actor.lifestyle,
    spent: actor.spent,
    achingStats: aching,
    help: state.offered,
    attack,
    attackOnLessFamous: !!attack && lessFamous,
    exceptional: !!exceptional,
  });
  const odds = outcomeOdds({
    ...spec,
    ...(actor.haunted ? { haunted: actor.haunted } : {}),
    ...(actor.d20 ? { d20: actor.d20 } : {}),
  });
  return {
    state: {
      ...state,
      base: state.base,
      stat,
      partner,
      third,
      difficulty,
      hardRolls,
      exceptional,
      lessFamous,
      // What the roll is sent with: no Protector kept from a violent Attack once the Attack is not one.
      protector: protector?.uuid ?? "",
    },
    protectors: protectors.map((p) => ({ uuid: p.uuid, name: p.name, selected: p === protector })),
    // Shown only with someone to Protect them, who needs a Defender.
    defenderName: actor.defender?.name,
    attackChoices: (["", "violent", "non-violent"] as const).map((id) => ({
      id,
      label: id ? `HB.Roll.attackKind.${id}` : "HB.Roll.noAttack",
      // Stryker disable next-line StringLiteral: a select with no option selected shows its first, Not an Attack
      selected: id === (attack ?? ""),
      disabled: id === "violent" && !violentPossible,
    })),
    violentRefused: !!attack && !violentPossible,
    // v0.0.21.10 sets an Attack's difficulty by the Defender's Aptitudes; v0.0.18 by comparing dice (from the target).
    defenderAptitudes: !!attack && editionOf(edition).attackDifficulty === "defender-aptitude",
    proposal: proposal
      ? {
          label: `HB.Difficulty.${proposal.difficulty}`,
          // Only a Hard Check is ranked past two rolls (rules rankDifficulty).
          rolls: proposal.rolls > 2 ? proposal.rolls : 0,
          reasons: proposal.reasons.map((r) => `HB.Roll.attackReason.${r}`),
          defender: defender?.name ?? "",
          applied: proposed,
        }
      : null,
    // Past two rolls only as the book's Hard for an Attack (above).
    hardRolls: hardRolls > 2 ? hardRolls : 0,
    exceptionalThings: things.map((name) => ({ name, selected: name === exceptional })),
    // v0.0.21.10 rounds 6–7 up to 8; v0.0.18 gives +3 aid on a failure.
    exceptionalLabel:
      editionOf(spec.edition).exceptionalGain.kind === "aid" ? "HB.Roll.exceptionalAid" : "HB.Roll.exceptional",
    stats: stats.map((id) => ({ id, label: `HB.Stat.${id}`, die: `d${actor.dice[id]}`, selected: id === stat })),
    difficulties: DIFFICULTIES.map((id) => ({ id, label: `HB.Difficulty.${id}`, selected: id === difficulty })),
    complex: difficulty === "complex",
    aptitudes: [
      // Host: "you may perform the action as though you are apt in it" (v0.0.18: "+2 in aid", its Aptitude effect).
      ...(statGivesAptitude(sparked, edition)
        ? [{ name: HOST_APTITUDE, label: "HB.Roll.hostAptitude", selected: state.aptitude === HOST_APTITUDE }]
        : []),
      ...actor.aptitudes.map((name) => ({ name, label: "", selected: name === state.aptitude })),
    ],
    // v0.0.21.10 rounds 3–4 up (ease); v0.0.18 gives +2 on a failure (aid).
    aptitudeLabel: editionOf(spec.edition).ease.kind === "aid" ? "HB.Roll.aptitudeAid" : "HB.Roll.aptitude",
    partners: partners.map((id) => ({ id, label: `HB.Stat.${id}`, selected: id === partner })),
    thirds: thirds.map((id) => ({ id, label: `HB.Stat.${id}`, selected: id === third })),
    sparkCost: payment ? payment.paid.join(" + ") : "",
    canSpark: partners.length > 0,
    sparkBlocked: has("taxed")
      ? "HB.Error.spark-taxed"
      : surprised
        ? "HB.Error.spark-surprised"
        : !sparkable && group.length > 1
          ? "HB.Roll.noPair"
          : "",
    offered: state.offered.join(", "),
    // Half each Blessing's worth, at least 1 (rules helpTotal), to the lowest roll.
    helpBonus: spec.help.length ? `+${helpTotal(spec.help)}` : "",
    // Each Condition that bears on this roll, shown with what it does now (enforced through the spec above).
    attackKind: attack ? `HB.Roll.attackKind.${attack}` : "",
    famous: has("famous") && !!attack,
    famousUsed: famousUsed ? defender!.name : "",
    // Famous and Disarmed bear on Attacks only; the others on every roll.
    conditions: ROLL_CONDITIONS.filter(
      (id) =>
        has(id) && ((id !== "famous" && id !== "disarmed") || (!!attack && (id === "famous" || attack === "violent"))),
    ).map((id) => ({
      id,
      label: `HB.Condition.${id}.name`,
      effect:
        id === "uncool"
          ? state.alone
            ? "HB.Roll.effect.uncoolAlone"
            : "HB.Roll.effect.uncool"
          : id === "ache"
            ? acheHere
              ? "HB.Roll.effect.ache"
              : "HB.Roll.effect.acheElsewhere"
            : id === "famous"
              ? spec.modifiers.some((m) => m.source === "famous")
                ? "HB.Roll.effect.famous"
                : "HB.Roll.effect.famousNot"
              : `HB.Roll.effect.${id}`,
    })),
    uncool: has("uncool"),
    // Asked only when the sheet has no Stat recorded for the Ache.
    ache: has("ache") && !actor.affected.ache,
    canBump: spec.canBump,
    // Haunted: the die subtracted after each roll, which the odds below count.
    haunted: actor.haunted ?? null,
    // A segment drawn at least 8 % of the bar wide holds its rounded percentage ("42"); narrower ones rely on the
    // legend.
    odds: OUTCOMES.map((outcome) => {
      const width = Math.max(0, Math.round(odds[outcome] * 1000) / 10);
      return {
        outcome,
        label: `HB.Outcome.${outcome}.name`,
        p: odds[outcome],
        percent: (odds[outcome] * 100).toFixed(1),
        width,
        rounded: String(Math.round(odds[outcome] * 100)),
        labelled: width >= 8,
      };
    }),
  };
}

export type RollDialogContext = ReturnType<typeof prepareRollDialog>;
