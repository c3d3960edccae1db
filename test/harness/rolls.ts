// Clicking a Stat in the harness. Until issue 5's roll dialog and chat card exist, a plain Normal Check is rolled
// through the rules engine with a seeded random source and shown with a harness placeholder card.
import { DEFAULT_EDITION, resolveCheck, rollGroup, seededRng, type CheckResult, type DieSize, type GroupRoll } from "../../src/rules";
import type { CharacterFixture } from "./fixtures/character";

export interface StatRoll { stat: string; size: DieSize; group: GroupRoll; check: CheckResult }

export function dieOf(actor: CharacterFixture, stat: string): DieSize {
  const size = stat === actor.optionalStat ? actor.system.optional : actor.system.stats[stat];
  if (size === undefined) throw new Error(`${actor.name} has no Stat ${stat}`);
  return size as DieSize;
}

/** A Normal Check on one Stat: roll its die (bumping per the rules), resolve the total. */
export function rollNormalCheck(actor: CharacterFixture, stat: string, seed: number): StatRoll {
  const size = dieOf(actor, stat);
  const group = rollGroup([size], seededRng(seed));
  const check = resolveCheck({ totals: [group.total], difficulty: "normal", edition: DEFAULT_EDITION });
  return { stat, size, group, check };
}

const TIER_WORDS: Record<string, string> = { failure: "Failure", minor: "Minor success", medium: "Medium success", major: "Major success", maximum: "Maximum success" };

/** Context for the placeholder card (harness/interim-check.hbs). */
export function interimCardContext(r: StatRoll) {
  return {
    stat: `HB.Stat.${r.stat}`,
    die: `d${r.size}`,
    throws: r.group.throws.map((faces, i) => ({ faces, bumped: i < r.group.throws.length - 1 })),
    total: r.group.total,
    check: r.check,
    tierLabel: TIER_WORDS[r.check.tier] ?? r.check.tier,
  };
}
