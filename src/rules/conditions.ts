// What each Condition does to a roll. Book: "Condition Effects" (v0.0.18 has Vulnerable where v0.0.21.10 has Vexed).
import type { EditionId } from "./editions";
import { edition as editionOf } from "./editions";
import { CONDITION_IDS, conditionIdsOf, type ConditionId } from "./ids";
export { CONDITION_IDS, type ConditionId };

export interface ConditionEffect {
  /** Rolls cannot bump (Ache: only with the affected Stat; Surprised: every roll). */
  noBump?: "stat" | "all";
  noSpark?: boolean;
  noUnconventional?: boolean;
  /** Flat modifier, and when it applies. */
  modifier?: { value: number; when: "always-unless-alone" | "attacks-on-less-famous" };
  /** Blessings are worth 1 less (minimum 0). */
  cursed?: boolean;
  /** Successful violent Attacks: one fewer boon, one more bust. */
  disarmed?: boolean;
  /** A watcher may make Checks with the affected Stat fail. */
  watched?: "stat";
  /** Ends after the next roll (Surprised). */
  endsAfterRoll?: boolean;
  /** "Until next scene", "Until treated", "Until next roll", "Until removed"; Vulnerable gives none (v0.0.18). */
  duration: "scene" | "treated" | "roll" | "removed" | null;
  /** Condition that needs a Stat named (Ache, Vexed, Vulnerable: "the affected Stat"). */
  affectsStat?: boolean;
}

export const CONDITIONS: Record<ConditionId, ConditionEffect> = {
  ache: { noBump: "stat", duration: "scene", affectsStat: true },
  cursed: { cursed: true, duration: "treated" },
  disarmed: { disarmed: true, duration: "treated" },
  famous: { modifier: { value: 2, when: "attacks-on-less-famous" }, duration: "removed" },
  taxed: { noSpark: true, duration: "treated" },
  surprised: { noBump: "all", noSpark: true, noUnconventional: true, endsAfterRoll: true, duration: "roll" },
  uncool: { modifier: { value: -1, when: "always-unless-alone" }, duration: "removed" },
  vexed: { watched: "stat", duration: "treated", affectsStat: true },
  vulnerable: { watched: "stat", duration: null, affectsStat: true },
};

/** The Conditions of an edition: Vexed belongs to v0.0.21.10, Vulnerable to v0.0.18. */
export function conditionsOf(id: EditionId): ConditionId[] {
  editionOf(id); // an unknown edition is refused here, not quietly read as the default
  return conditionIdsOf(id);
}

export interface RollSituation {
  conditions: readonly string[];
  /** Stats the Ache (or Vexed) applies to. */
  affectedStats?: readonly string[];
  stats: readonly string[];
  /** Uncool does nothing when you are alone (table discretion: the roller says so). */
  alone?: boolean;
  /** Famous applies in Attacks against someone less famous, once per target per session, not while Uncool. */
  attackOnLessFamous?: boolean;
}

/**
 * Famous: "gaining a +2 bonus in Attacks against them, but not against the same character more than once during the
 * same session". `over`: whom this character has exerted their fame over this session; `defenders`: this Attack's.
 * Returns those already exerted over. Reading: an Attack on several exerts it only when it is new for each of them;
 * a Defender unknown (no target on the sheet) leaves the count to the table.
 */
export const famousUsedOn = (over: readonly string[], defenders: readonly string[]): string[] =>
  defenders.filter((d) => over.includes(d));

/** How the roller's Conditions change this roll: can it bump or Spark, and which flat modifiers apply. */
export function conditionEffects(s: RollSituation): {
  canBump: boolean;
  canSpark: boolean;
  canUnconventional: boolean;
  modifiers: { source: ConditionId; value: number }[];
  cursed: boolean;
} {
  const has = (c: ConditionId) => s.conditions.includes(c);
  const achey = has("ache") && s.stats.some((st) => s.affectedStats?.includes(st) ?? true);
  const modifiers: { source: ConditionId; value: number }[] = [];
  if (has("uncool") && !s.alone) modifiers.push({ source: "uncool", value: -1 });
  if (has("famous") && s.attackOnLessFamous && !has("uncool")) modifiers.push({ source: "famous", value: 2 });
  return {
    canBump: !has("surprised") && !achey,
    canSpark: !has("surprised") && !has("taxed"),
    canUnconventional: !has("surprised"),
    modifiers,
    cursed: has("cursed"),
  };
}

/**
 * The Stats an Ache affects for this roll: the Stat recorded on the character, else what the roller says
 * (`says: false`: another Stat aches); unknown, every Stat — the book's effect, never a free bump.
 */
export function achingStats(recorded: string | undefined, says?: boolean): readonly string[] | undefined {
  if (recorded) return [recorded];
  return says === false ? [] : undefined;
}

/**
 * Vexed (v0.0.21.10) / Vulnerable (v0.0.18): "When another character sees you perform a Check with the affected Stat,
 * they may have you automatically fail." With no Stat recorded, any Stat may be the affected one: the table says.
 */
export function watchable(
  conditions: readonly string[],
  recorded: Readonly<Record<string, string>>,
  stats: readonly string[],
): boolean {
  return (["vexed", "vulnerable"] as const).some(
    (c) => conditions.includes(c) && (!recorded[c] || stats.includes(recorded[c]!)),
  );
}
