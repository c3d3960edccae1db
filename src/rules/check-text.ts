// A Check written in text: `[[/hbcheck head hard]]`, read by the text enricher (journals, item descriptions, chat).
// The words after the command name the Stat normally associated with the action (book, "Performing a Check", step
// 1: "it's determined which Stat is normally associated with the action and if the action will be easier or harder
// than normal") and, optionally, the difficulty, in any order and any case; `rolls=N` sets how many rolls a Complex
// Check takes ("several", at table discretion). Key=value forms (`stat=head difficulty=hard`) read the same.
// Anything else is refused with the reason, so the text shows what to fix instead of rolling the wrong Check.
import { DIFFICULTIES, STAT_IDS, type Difficulty } from "./ids";

export interface CheckText {
  stat: string;
  difficulty: Difficulty;
  /** Rolls of a Complex Check; absent for other difficulties or when the text leaves it to the roller. */
  rolls?: number;
}

export type CheckTextError =
  | { code: "noStat" }
  | { code: "unknownWord"; word: string }
  | { code: "twoStats"; word: string }
  | { code: "twoDifficulties"; word: string }
  | { code: "badRolls"; word: string }
  | { code: "rollsNotComplex" };

export type CheckTextResult = ({ ok: true } & CheckText) | ({ ok: false } & CheckTextError);

export { CHECK_TEXT_PATTERN } from "./check-text-pattern";

/** Complex Checks: the roll dialog's bounds. */
export const MIN_COMPLEX_ROLLS = 2;
export const MAX_COMPLEX_ROLLS = 8;

const STATS_BY_LOWER = new Map([...STAT_IDS].map((id) => [id.toLowerCase(), id]));
const DIFFICULTY_SET: ReadonlySet<string> = new Set(DIFFICULTIES);

/** Reads the words of a written Check ("head hard", "Hard Head", "stat=head difficulty=complex rolls=4"). */
export function parseCheckText(words: string | undefined | null): CheckTextResult {
  let stat: string | undefined;
  let difficulty: Difficulty | undefined;
  let rolls: number | undefined;
  // Stryker disable next-line Regex: one space or a run of them split alike once the empty words are dropped.
  for (const raw of String(words ?? "")
    .split(/\s+/)
    .filter(Boolean)) {
    const [key, value] = raw.includes("=")
      ? [raw.slice(0, raw.indexOf("=")).toLowerCase(), raw.slice(raw.indexOf("=") + 1)]
      : ["", raw];
    const word = value.toLowerCase();
    if (key === "rolls") {
      const n = Number(value);
      if (!/^\d$/.test(value) || n < MIN_COMPLEX_ROLLS || n > MAX_COMPLEX_ROLLS || rolls !== undefined)
        return { ok: false, code: "badRolls", word: raw };
      rolls = n;
    } else if ((key === "" || key === "stat") && STATS_BY_LOWER.has(word)) {
      if (stat !== undefined) return { ok: false, code: "twoStats", word: raw };
      stat = STATS_BY_LOWER.get(word)!;
    } else if ((key === "" || key === "difficulty") && DIFFICULTY_SET.has(word)) {
      if (difficulty !== undefined) return { ok: false, code: "twoDifficulties", word: raw };
      difficulty = word as Difficulty;
    } else {
      return { ok: false, code: "unknownWord", word: raw };
    }
  }
  if (stat === undefined) return { ok: false, code: "noStat" };
  const chosen = difficulty ?? "normal";
  if (rolls !== undefined && chosen !== "complex") return { ok: false, code: "rollsNotComplex" };
  return { ok: true, stat, difficulty: chosen, ...(rolls !== undefined ? { rolls } : {}) };
}

/** The canonical text of a Check, as the enricher reads it back (macros and the GM's dialog write it this way). */
export function formatCheckText({ stat, difficulty, rolls }: CheckText): string {
  const words = [
    stat,
    ...(difficulty !== "normal" ? [difficulty] : []),
    ...(rolls !== undefined && difficulty === "complex" ? [`rolls=${rolls}`] : []),
  ];
  return `[[/hbcheck ${words.join(" ")}]]`;
}
