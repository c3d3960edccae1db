// The Analytical Specialization's Help (same in both books): "roll four d6 and group those dice into two piles of
// two. If addition or multiplication could make the piles equal, increase the result of the roll you are Helping by
// +5. For example, 1, 1, 1, and 2, could be grouped this way as 1×2=1+1."
import type { HelpEntry } from "./check";
import { faceOf, type Rng } from "./dice";
import { refuse } from "./errors";

export type PileOp = "+" | "×";
export interface AnalyticalGrouping {
  piles: [[number, number], [number, number]];
  ops: [PileOp, PileOp];
  /** The value both piles reach. */
  value: number;
  /** The book's way of writing it: "1×2=1+1". */
  text: string;
}

export const ANALYTICAL_BONUS = 5;

const apply = (op: PileOp, a: number, b: number) => (op === "+" ? a + b : a * b);

/** A way to make the piles equal, or null. Each pile uses + or × on its own ("addition or multiplication"). */
export function analyticalGrouping(dice: readonly number[]): AnalyticalGrouping | null {
  if (dice.length !== 4 || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) {
    refuse("analytical-dice", "Analytical Help groups exactly four d6 results.", { dice: dice.join(",") });
  }
  const [a, b, c, d] = dice as [number, number, number, number];
  const splits: [[number, number], [number, number]][] = [
    [
      [a, b],
      [c, d],
    ],
    [
      [a, c],
      [b, d],
    ],
    [
      [a, d],
      [b, c],
    ],
  ];
  const ops: PileOp[] = ["+", "×"];
  // The book's example writes the product first; we try × before + so 1,1,1,2 reads "1×2=1+1" as printed.
  for (const [p, q] of splits) {
    for (const op1 of [...ops].reverse()) {
      for (const op2 of ops) {
        for (const [x, y, o1, o2] of [
          [p, q, op1, op2],
          [q, p, op1, op2],
        ] as const) {
          if (apply(o1, x[0], x[1]) === apply(o2, y[0], y[1])) {
            return {
              piles: [x, y],
              ops: [o1, o2],
              value: apply(o1, x[0], x[1]),
              text: `${x[0]}${o1}${x[1]}=${y[0]}${o2}${y[1]}`,
            };
          }
        }
      }
    }
  }
  return null;
}

/** The Help entry four rolled d6 give: +5 when the piles can be made equal, else +0 (still Help: still a bust). */
export const analyticalHelp = (dice: readonly number[]): HelpEntry => ({
  bonus: analyticalGrouping(dice) ? ANALYTICAL_BONUS : 0,
  source: "analytical",
});

/**
 * Rolls Analytical Help: four separate d6 (the book does not group them, so they do not bump) and the Help entry
 * for resolveCheck — +5 on a match, else +0. It is still Help, so the Check still gains the Help bust.
 */
export function rollAnalytical(rng: Rng): { dice: number[]; grouping: AnalyticalGrouping | null; help: HelpEntry } {
  const dice = [0, 0, 0, 0].map(() => faceOf(6, rng()));
  const grouping = analyticalGrouping(dice);
  return { dice, grouping, help: { bonus: grouping ? ANALYTICAL_BONUS : 0, source: "analytical" } };
}
