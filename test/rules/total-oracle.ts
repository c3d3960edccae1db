// The tests' own exact oracle of a group's total (never the engine's): a total t is a throw that stops at t, or a
// bumping throw s followed by a total t − s. Each die is a list of [face, chance]: a plain die's faces are uniform,
// a hidden d20's are the conversion table's.

/** Uniform faces of a die of `size`. */
export const uniformFaces = (size: number): [number, number][] => Array.from({ length: size }, (_, i) => [i + 1, 1 / size]);

/** P(total = t) for t < top, and P(total ≥ top) at index top. */
export function totalDistribution(dice: readonly (readonly [number, number])[][], canBump: boolean, top: number): number[] {
  const stop = new Array<number>(top + 1).fill(0);
  const bump = new Array<number>(top + 1).fill(0);
  const walk = (i: number, sum: number, p: number, one: boolean) => {
    if (i === dice.length) {
      (canBump && one ? bump : stop)[Math.min(sum, top)]! += p;
      return;
    }
    for (const [f, q] of dice[i]!) walk(i + 1, sum + f, p * q, one || f === 1);
  };
  walk(0, 0, 1, false);
  const d = new Array<number>(top + 1).fill(0);
  let below = 0;
  for (let t = 0; t < top; t++) {
    let p = stop[t]!;
    for (let s = 1; s <= t; s++) p += bump[s]! * d[t - s]!;
    d[t] = p;
    below += p;
  }
  d[top] = 1 - below;
  return d;
}
