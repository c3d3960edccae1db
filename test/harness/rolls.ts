// Clicking a Stat in the harness: a plain Normal Check (the sheet's Shift-click) rolled through the rules engine with
// a seeded random source, shown with the real check card template and context.
import { DEFAULT_EDITION, resolveCheck, rollGroup, seededRng, type CheckResult, type DieSize, type GroupRoll } from "../../src/rules";
import type { CharacterFixture } from "./fixtures/character";
import { prepareCheckCard } from "../../src/applications/chat/check-card-context";

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

/** The real check card's context (src/applications/chat/check-card-context.ts) for a harness roll. */
export function checkCardContext(actor: CharacterFixture, r: StatRoll) {
  return prepareCheckCard(
    { stat: r.stat, partner: "", difficulty: "normal", edition: DEFAULT_EDITION, aptitude: "", ignited: false, conditions: [], modifier: 0, canBump: true, surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [], helps: [] },
    [{ throws: r.group.throws, total: r.group.total, sizes: [r.size], upgraded: false }],
    { canHelp: true, isRoller: true, sparkPartners: Object.keys(actor.system.stats).filter((s) => s !== r.stat && actor.system.stats[s] === r.size) },
  );
}
