// What a Check's chat card shows, computed from the stored message data and its rolls by the rules engine —
// the card never stores an outcome, so a Help or a Spark upgrade changes it everywhere at once.
import {
  analyticalHelp,
  checkInputFor,
  edition,
  outcomeGrants,
  resolveCheck,
  specOfRecord,
  type CheckRecord,
  type CheckResult,
  type Difficulty,
  type EditionId,
  type HelpEntry,
} from "../../rules";
import { checkRollView, type RollFacts } from "../../dice/check-roll-view";

export interface CheckCardSystem {
  stat: string;
  partner: string;
  difficulty: string;
  edition: string;
  aptitude: string;
  /** Haunted's throw after each roll (subtracted); absent on older cards. */
  haunted?: number[];
  /** The exceptional thing gained (Gains upgrade) the roll drew on; blank or absent when none. */
  exceptional?: string;
  ignited: boolean;
  conditions: string[];
  modifier: number;
  canBump: boolean;
  surprised: boolean;
  /** Vexed/Vulnerable on a Stat rolled: someone watching may make it fail; `failedBy` names who did. */
  watchable: boolean;
  failedBy: string;
  /** "violent", "non-violent", or blank when the Check is no Attack. */
  attack: string;
  award: string;
  awardGained: number[];
  witnesses: { actorUuid: string; name: string; values: number[] }[];
  offered: number[];
  /** Analytical Help carries its four d6 (`blessing` is then 0): +5 when the piles can be made equal. */
  helps: { userId: string; actorUuid: string; name: string; blessing: number; analytical?: number[] }[];
  /** Who distracted it with Mischievous (a name; blank or absent: nobody). */
  mischievous?: string;
  /** Who used Resolved against this Attack (names; absent on older cards: nobody). */
  resolved?: string[];
  /** The Attack's Defender (name, actor uuid) when the roll named one; blank or absent: not named. */
  defender?: string;
  defenderUuid?: string;
  /** Protective: whom the Defender took the place of, before the roll (blank or absent: nobody). */
  protectedFrom?: string;
  /** Ambidextrous on the Aptitude used (v0.0.18): two aid sources at once (absent: one). */
  ambidextrous?: boolean;
}

/** What the card's actions write after the roll (the roll's own facts never change). */
export type CheckCardChanges = Partial<
  Pick<
    CheckCardSystem,
    | "partner"
    | "canBump"
    | "ignited"
    | "watchable"
    | "failedBy"
    | "awardGained"
    | "witnesses"
    | "helps"
    | "aptitude"
    | "ambidextrous"
    | "mischievous"
    | "resolved"
  > & { award: "legend" | "revelation" }
>;

export type CheckCardRoll = RollFacts;

/** The card's data as the rules engine records a Check (rules checkRecordOf wrote it, through documents/check.ts). */
export function checkRecord(system: CheckCardSystem, overrides: { aptitude?: boolean } = {}): CheckRecord {
  return {
    difficulty: system.difficulty as Difficulty,
    edition: system.edition as EditionId,
    aptitude: overrides.aptitude ?? !!system.aptitude,
    exceptional: !!system.exceptional,
    boosted: system.ignited,
    conditions: system.conditions,
    modifier: system.modifier,
    // Stryker disable next-line ConditionalExpression: Disarmed (all `violent` changes) is recorded on violent Attacks
    violent: system.attack === "violent",
    haunted: system.haunted,
    mischievous: !!system.mischievous,
    resolved: system.resolved?.length ?? 0,
    ambidextrous: !!system.ambidextrous,
  };
}

/** Each Help as the rules take it: a Blessing's worth, or Analytical's four d6. */
function helpEntries(system: CheckCardSystem): HelpEntry[] {
  return system.helps.map((h) => (h.analytical?.length ? analyticalHelp(h.analytical) : h.blessing));
}

/**
 * The input the rules engine resolves — the same path as a Check before it is rolled (rules checkInputFor), from the
 * recorded spec and the rolls as they stand; also used to ask "would the Aptitude change the outcome?".
 */
export function checkInput(
  system: CheckCardSystem,
  rolls: readonly CheckCardRoll[],
  overrides: { aptitude?: boolean } = {},
) {
  const sparked = rolls.findIndex((r) => r.sizes.length > 1);
  const spec = specOfRecord(checkRecord(system, overrides), {
    // Stryker disable next-line ConditionalExpression: a Spark on roll -1 is on no roll, as null is
    spark: sparked >= 0 ? sparked : null,
    help: helpEntries(system),
  });
  return checkInputFor(
    spec,
    rolls.map((r) => r.total),
    { autoFail: !!system.failedBy },
  );
}

/**
 * Whether the Aptitude would change the Check. It only ever lifts a failed roll to a Minor Success (Ease rounds
 * 3–4 up to 5; Aid adds 2 to a failure, one aid at a time), which always carries a bust: the busts alone tell.
 */
function aptitudeChanges(without: CheckResult, withAptitude: CheckResult): boolean {
  return withAptitude.busts !== without.busts;
}

export interface CardViewer {
  /** Balanced Stats the roller could add as a Spark now (the pool can pay ⊜⊜); given for the roller's view only. */
  sparkPartners?: string[];
  canHelp?: boolean;
  isRoller?: boolean;
  /** The Blessing Opportunity the roller's first Major Success this session would earn, if any (rules majorSuccess). */
  award?: "legend" | "revelation" | null;
  /** May see hidden Stat Dice (the GM, the roller's owners): false shows a hidden roll's d20s and outcome only. */
  reveal?: boolean;
}

/**
 * An adjustment's line as one string a translator can reorder: the rule (with where it came from), then the roll it
 * changed, the boons or busts it counts, and the change itself when the viewer may see it. Every label is a key, so
 * the template localises each; one the line does not use names the rule again.
 */
function adjustmentLine(
  a: { label: string; source: string; counted: string; from?: number | null },
  multiple: boolean,
) {
  const shape = a.counted ? "counted" : multiple ? "roll" : "plain";
  return {
    what: a.source ? "HB.Check.Adjust.ruleSource" : "HB.Check.Adjust.rule",
    line: `HB.Check.Adjust.${shape}${(a.from ?? null) === null ? "" : "Change"}`,
    sourceLabel: a.source || a.label,
    countedLabel: a.counted || a.label,
  };
}

/**
 * A Check of several rolls: which roll sets the outcome (the lowest success; on a failure each failed roll), which
 * only adds its boons and busts ("Boons and busts stack"), and which is not counted at all.
 */
function rollRole(result: CheckResult, index: number): string {
  const read = result.rolls[index]!;
  const failed = read.outcome === "failure";
  if (!result.success) return failed ? "fails" : "void";
  if (failed) return "void";
  return result.rolls.findIndex((r) => r.outcome === result.outcome) === index ? "sets" : "stacks";
}

/** Each boon and bust with its cause: a roll's outcome, Help (by whom), Disarmed, Resolved (whose). */
function gainsOf(result: CheckResult, system: CheckCardSystem, multiple: boolean) {
  // A roll's outcome names it by its key; other causes by a name (blank: Disarmed).
  const gains: { kind: string; cause: string; name?: string; n?: number; outcome?: string }[] = [];
  if (result.success) {
    result.rolls.forEach((r, i) => {
      const g = outcomeGrants(r.outcome);
      const kind = g.exceptionalBoons ? "exceptional" : g.boons ? "boon" : g.busts ? "bust" : "";
      const outcome = `HB.Outcome.${r.outcome}.name`;
      if (kind)
        gains.push({ kind, cause: multiple ? "HB.Check.Gain.roll" : "HB.Check.Gain.outcome", n: i + 1, outcome });
    });
  }
  let resolved = 0;
  for (const a of result.adjustments) {
    if (a.rule !== "disarmed" && a.rule !== "resolved") continue;
    const cause = `HB.Check.Gain.${a.rule}`;
    // Stryker disable next-line OptionalChaining,StringLiteral: one Resolved adjustment per name recorded
    const name = a.rule === "resolved" ? (system.resolved?.[resolved++] ?? "") : "";
    if (a.from > a.to) gains.push({ kind: "lost", cause, name });
    gains.push({ kind: "bust", cause, name });
  }
  for (const h of system.helps) gains.push({ kind: "bust", cause: "HB.Check.Gain.help", name: h.name });
  return gains.map((g) => ({ ...g, kindLabel: `HB.Check.Gain.${g.kind}` }));
}

export function prepareCheckCard(system: CheckCardSystem, rolls: readonly CheckCardRoll[], viewer: CardViewer = {}) {
  const result = resolveCheck(checkInput(system, rolls));
  const withAptitude = system.aptitude ? result : resolveCheck(checkInput(system, rolls, { aptitude: true }));
  // One Spark per Check ("you choose which roll to Spark"); Surprised forbids it, even after the roll.
  const sparked = rolls.some((r) => r.sizes.length > 1);
  const canUpgrade = !sparked && !system.surprised;
  const aid = edition(system.edition as EditionId).ease.kind === "aid";
  // Hidden Stat Dice: to a viewer who may not see them, no value, total or adjusted total that would tell a die size.
  // Stryker disable next-line MethodExpression: one roller's rolls are all d20s or none
  const reveal = viewer.reveal !== false || !rolls.some((r) => r.d20s);
  return {
    stat: `HB.Stat.${system.stat}`,
    /** Every Stat Sparked with `stat` (two for an Ascendant Spark; none: no Spark). */
    partners: system.partner ? system.partner.split("+").map((s) => `HB.Stat.${s}`) : [],
    difficulty: `HB.Difficulty.${system.difficulty}`,
    edition: system.edition,
    aptitude: system.aptitude,
    aptitudeTag: system.ambidextrous ? "HB.Check.aptitudeAmbidextrous" : "HB.Check.aptitude",
    // Stryker disable next-line StringLiteral: every writer records it (blank when none): the fallback is for the type
    exceptional: system.exceptional ?? "",
    attack: system.attack ? `HB.Roll.attackKind.${system.attack}` : "",
    success: result.success,
    outcome: result.outcome,
    outcomeLabel: `HB.Outcome.${result.outcome}.name`,
    outcomeMeaning: `HB.Outcome.${result.outcome}.meaning`,
    boons: result.boons,
    exceptionalBoons: result.exceptionalBoons,
    busts: result.busts,
    rolls: rolls.map((roll, index) => {
      const read = result.rolls[index]!;
      return {
        ...checkRollView(roll, { reveal }),
        index,
        number: index + 1,
        final: reveal ? read.final : null,
        outcome: read.outcome,
        helped: read.helped,
        role: rolls.length > 1 ? rollRole(result, index) : "",
      };
    }),
    gains: gainsOf(result, system, rolls.length > 1),
    // Nothing gained and nothing lost: no line at all (a "Boons: 0 · Busts: 0" line reads like something happened).
    counts: [
      ...(result.boons
        ? [{ key: `HB.Check.count.boons.${result.boons === 1 ? "one" : "other"}`, count: result.boons }]
        : []),
      ...(result.exceptionalBoons ? [{ key: "HB.Check.count.exceptional", count: result.exceptionalBoons }] : []),
      ...(result.busts
        ? [{ key: `HB.Check.count.busts.${result.busts === 1 ? "one" : "other"}`, count: result.busts }]
        : []),
    ],
    // Rules that change a total say so; those that change the boons or busts (Disarmed, Help's bust) say which.
    adjustments: [
      ...result.adjustments.map((a) => ({
        ...a,
        ...(reveal ? {} : { from: null, to: null }),
        label: `HB.Rule.${a.rule}`,
        source: a.source ? `HB.Rule.source.${a.source}` : "",
        roll: a.roll + 1,
        counted: a.rule === "disarmed" || a.rule === "resolved" ? "HB.Check.boons" : "",
      })),
      ...(result.helpBusts
        ? [
            {
              label: "HB.Rule.helpBust",
              source: "",
              roll: 1,
              counted: "HB.Check.busts",
              from: result.busts - result.helpBusts,
              to: result.busts,
            },
          ]
        : []),
    ].map((a) => ({ ...a, ...adjustmentLine(a, rolls.length > 1) })),
    /** Hidden Stat Dice the viewer may not see: the card says the dice are hidden. */
    hiddenDice: !reveal,
    // Why the dice did not bump, so a 1 that stayed a 1 is explained on the card.
    noBump: system.canBump ? "" : system.surprised ? "HB.Check.noBumpSurprised" : "HB.Check.noBumpAche",
    helps: system.helps.map((h) => ({
      name: h.name,
      blessing: h.blessing,
      analytical: h.analytical?.join(", ") ?? "",
    })),
    mischievous: system.mischievous ?? "",
    resolved: (system.resolved ?? []).join(", "),
    // Only an Attack names a Defender (documents/check.ts).
    defender: system.defender ?? "",
    // Stryker disable next-line StringLiteral: read only beside a named Defender, whose Check records it
    protectedFrom: system.protectedFrom ?? "",
    offered: system.helps.length ? "" : system.offered.join(", "),
    failedBy: system.failedBy,
    awardLine: system.award ? `HB.Check.${system.award}Claimed` : "",
    awardGained: system.awardGained.join(", "),
    // Stryker disable next-line StringLiteral: a witness gains one Blessing (a list of one)
    witnesses: system.witnesses.map((w) => ({ name: w.name, values: w.values.join(", ") })),
    watchedCondition: `HB.Condition.${edition(system.edition as EditionId).watchedCondition}.name`,
    multiple: rolls.length > 1,
    buttons: {
      help: !!viewer.canHelp,
      // One button per roll and partner: none when the roller cannot upgrade or has no partner the pool can pay for.
      sparkChoices: canUpgrade
        ? rolls.flatMap((_, index) =>
            (viewer.sparkPartners ?? []).map((id) => ({
              roll: index,
              number: index + 1,
              partner: id,
              label: `HB.Stat.${id}`,
            })),
          )
        : [],
      aptitude: !!viewer.isRoller && !system.aptitude && aptitudeChanges(result, withAptitude),
      aptitudeLabel: aid ? "HB.Check.applyAptitudeAid" : "HB.Check.applyAptitude",
      // Blessing Opportunities "on your first Major Success each session".
      award: !!viewer.award && !system.award && (result.outcome === "major" || result.outcome === "maximum"),
      awardLabel: viewer.award === "revelation" ? "HB.Check.claimRevelation" : "HB.Check.claimLegend",
      witness: system.award === "legend",
      // "they may have you automatically fail": only while it would change something (once made to fail, it has).
      fail: system.watchable && result.success,
      // Others' Specializations (rules check-reactions.ts): "would succeed" (Mischievous), "an Attack succeeds
      // against you" (Resolved), Help by four d6 (Analytical); each viewer sees the ones their character has.
      mischievous: !!viewer.canHelp && !system.mischievous && result.success,
      resolved: !!viewer.canHelp && !!system.attack && result.success,
      analytical: !!viewer.canHelp,
    },
  };
}

export type CheckCardContext = ReturnType<typeof prepareCheckCard>;
