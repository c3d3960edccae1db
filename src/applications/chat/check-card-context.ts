// What a Check's chat card shows, computed from the stored message data and its rolls by the rules engine —
// the card never stores an outcome, so a Help or a Spark upgrade changes it everywhere at once.
import { CONDITIONS, resolveCheck, type CheckResult, type ConditionId, type Difficulty, type EditionId } from "../../rules";

export interface CheckCardSystem {
  stat: string;
  partner: string;
  difficulty: string;
  edition: string;
  aptitude: string;
  ignited: boolean;
  conditions: string[];
  modifier: number;
  helps: { userId: string; actorUuid: string; name: string; blessing: number }[];
}

export interface CheckCardRoll {
  throws: number[][];
  total: number;
  sizes: number[];
  upgraded: boolean;
}

/** The input the rules engine resolves; also used to ask "would the Aptitude change the outcome?". */
export function checkInput(system: CheckCardSystem, rolls: readonly CheckCardRoll[], overrides: { aptitude?: boolean } = {}) {
  const modifiers = system.conditions
    .map((c) => ({ source: c, value: CONDITIONS[c as ConditionId]?.modifier?.value ?? 0 }))
    .filter((m) => m.value !== 0);
  if (system.modifier) modifiers.push({ source: "table", value: system.modifier });
  const sparked = rolls.findIndex((r) => r.sizes.length > 1);
  return {
    totals: rolls.map((r) => r.total),
    difficulty: system.difficulty as Difficulty,
    edition: system.edition as EditionId,
    aptitude: overrides.aptitude ?? !!system.aptitude,
    spark: sparked >= 0 ? sparked : null,
    boosted: system.ignited,
    modifiers,
    help: system.helps.map((h) => h.blessing),
  };
}

const sameOutcome = (a: CheckResult, b: CheckResult) => a.success === b.success && a.tier === b.tier && a.boons === b.boons && a.busts === b.busts;

export function prepareCheckCard(system: CheckCardSystem, rolls: readonly CheckCardRoll[], viewer: { sparkPartners?: string[]; canHelp?: boolean; isRoller?: boolean } = {}) {
  const result = resolveCheck(checkInput(system, rolls));
  const withAptitude = system.aptitude ? result : resolveCheck(checkInput(system, rolls, { aptitude: true }));
  return {
    stat: `HB.Stat.${system.stat}`,
    partner: system.partner ? `HB.Stat.${system.partner}` : "",
    difficulty: `HB.Difficulty.${system.difficulty}`,
    edition: system.edition,
    aptitude: system.aptitude,
    success: result.success,
    tier: result.tier,
    tierLabel: `HB.Tier.${result.tier}.name`,
    tierMeaning: `HB.Tier.${result.tier}.meaning`,
    boons: result.boons,
    exceptionalBoons: result.exceptionalBoons,
    busts: result.busts,
    rolls: rolls.map((roll, index) => {
      const outcome = result.rolls[index]!;
      const die = roll.sizes.length > 1 ? `${roll.sizes.length}d${roll.sizes[0]}` : `d${roll.sizes[0]}`;
      return {
        index,
        number: index + 1,
        die,
        throws: roll.throws.map((faces, t) => ({ faces: faces.map((value) => ({ value, bump: value === 1 })), bumped: t < roll.throws.length - 1 })),
        total: roll.total,
        final: outcome.final,
        tier: outcome.tier,
        helped: outcome.helped,
        upgraded: roll.upgraded,
      };
    }),
    adjustments: result.adjustments.map((a) => ({ ...a, label: `HB.Rule.${a.rule}`, source: a.source ? `HB.Rule.source.${a.source}` : "", roll: a.roll + 1 })),
    helps: system.helps.map((h) => ({ name: h.name, blessing: h.blessing })),
    multiple: rolls.length > 1,
    buttons: {
      help: !!viewer.canHelp,
      spark: !!viewer.isRoller && !system.partner && (viewer.sparkPartners?.length ?? 0) > 0,
      sparkPartners: (viewer.sparkPartners ?? []).map((id) => ({ id, label: `HB.Stat.${id}` })),
      aptitude: !!viewer.isRoller && !system.aptitude && !sameOutcome(result, withAptitude),
    },
  };
}

export type CheckCardContext = ReturnType<typeof prepareCheckCard>;
