export const CAST_BUDGET: { counted: number; system: number };
export interface Casts {
  never: string[];
  unknownAs: string[];
  system: string[];
  /** Where the checker is silenced: an `any` type, @ts-ignore, @ts-expect-error, @ts-nocheck, eslint-disable. */
  silenced: string[];
  assertions: number;
}
export function castsIn(name: string, code: string): Casts;
export function castReport(root?: string): Casts & { counted: number };
