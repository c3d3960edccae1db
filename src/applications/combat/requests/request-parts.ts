// The parsers every part of an Endeavor request is built from (endeavor-schema.ts, and each kind's own in kinds/):
// ids, Stats, Blessings, dice faces, a Check's options. Built where a request is read, as the whole schema is.
import { engineStat, MAX_THROWS, STAT_IDS } from "../../../rules/ids";
import { bool, id, int, list, object, oneOf, optional, record, text, type Parser } from "../../shared/request-schema";

export const MAX_PEOPLE = 50;

/** `kindStats`: the Stats a kind of Endeavor adds to the characters' (the Eye's single Watch Stat). */
export function requestParts(kindStats: readonly string[]) {
  const pid = id;
  const stat = oneOf([...[...STAT_IDS].map(engineStat), ...kindStats]);
  const buttonId = text(64);
  const direction = oneOf(["up", "down"] as const);
  const blessing = int(1, 6);
  const blessings = list(blessing, 100);
  const total = int(0, 10_000);
  const amount = int(0, 1000);
  const position = int(-1000, 1000);
  /** A face as a request may bring it: a Stat Die's (1–10), or Hidden Stat Dice's d20 (1–20) — only for a participant
   *  who rolls d20s (checkThrowFaces); the engine reads each throw against its die (rules groupOf). */
  const face = int(1, 20);
  /** Per roll, per throw, one face per die. */
  const throws = list(list(list(face, 10), MAX_THROWS), 20);
  const positionThrows = list(list(face, 10), MAX_THROWS);
  const difficulty = oneOf(["easy", "normal", "hard"] as const);

  const payment = object({ temporary: optional(blessings), permanent: optional(blessings) });
  const help = object({
    by: pid,
    pay: payment,
    use: optional(oneOf(["roll", "x", "x-down"] as const)),
    tactical: optional(bool),
    analytical: optional(object({ dice: optional(list(int(1, 6), 4)) })),
  });
  const spark = object({ stat, pay: payment });
  const checkOptions = {
    roll: optional(list(total, 20)),
    imposing: optional(total),
    throws: optional(throws),
    spark: optional(spark),
    helpers: optional(list(help, MAX_PEOPLE)),
    difficulty: optional(difficulty),
    // The acting form's Check choices (the roll dialog's): an Aptitude by name, which roll of a Hard Check is Sparked.
    withAptitude: optional(text(200)),
    sparkRoll: optional(int(0, 19)),
    exceptional: optional(bool),
    aching: optional(bool),
    lessFamous: optional(bool),
    // Others' say on this Check (rules check-reactions.ts): Mischievous, a Vexed/Vulnerable watcher.
    mischievous: optional(pid),
    watchedBy: optional(pid),
  };
  const perTarget = <T>(p: Parser<T>) => optional(record(pid, p, MAX_PEOPLE));
  return {
    pid,
    stat,
    buttonId,
    direction,
    blessings,
    total,
    amount,
    position,
    throws,
    positionThrows,
    difficulty,
    payment,
    spark,
    checkOptions,
    perTarget,
  };
}

export type RequestParts = ReturnType<typeof requestParts>;
