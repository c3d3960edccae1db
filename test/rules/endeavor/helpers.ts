/** Shared fixtures for the Endeavor engine tests. */
import { expect } from "vitest";
import { apply, type Command, type EndeavorEvent, type EndeavorState } from "../../../src/rules/endeavor/index";
import type { Rng } from "../../../src/rules/index";
import { deepFreeze, pass, run } from "../../builders/endeavor";

// The builders (Stats, participants, commands, the engine driven over them) are shared with the harness and the bench.
export {
  act, ally, choose, deepFreeze, monster, pass, racer, run, seededRng, setup, STATS, type AnyAction,
} from "../../builders/endeavor";

/** Expect a refusal with this code that leaves the (frozen) state untouched. */
export function refused(state: EndeavorState, command: Command, code: string, rng?: Rng): void {
  const before = JSON.stringify(state);
  let error: unknown = null;
  try {
    apply(deepFreeze(state), command, rng);
  } catch (e) {
    error = e;
  }
  expect(error, `expected ${code}`).toBeTruthy();
  expect((error as { code?: string }).code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

/** The refusal `f` throws (a rule called alone, outside apply): its code and details. */
export function refusalIn(f: () => unknown): { code: string; details: unknown } {
  try {
    f();
  } catch (e) {
    return { code: (e as { code: string }).code, details: (e as { details: unknown }).details };
  }
  throw new Error("expected a refusal");
}

/** The refusal of a command (as `refused` checks it: the frozen state untouched): its code and the details its
 *  localised message HB.Error.<code> reads. */
export function refusalOf(state: EndeavorState, command: Command, rng?: Rng): { code: string; details: Record<string, string | number> } {
  const before = JSON.stringify(state);
  let error: { code?: string; details?: Record<string, string | number> } | null = null;
  try {
    apply(deepFreeze(state), command, rng);
  } catch (e) {
    error = e as typeof error;
  }
  expect(error, "expected a refusal").toBeTruthy();
  expect(JSON.stringify(state)).toBe(before);
  return { code: error!.code!, details: error!.details! };
}

export const get = (s: EndeavorState, id: string) => s.participants.find((p) => p.id === id)!;
export const types = (events: EndeavorEvent[]) => events.map((e) => e.type);

/** Everyone passes until the special-action phase (or the end). */
export function passAll(s: EndeavorState): EndeavorState {
  while (s.phase === "turns" && s.pending.length === 0) s = apply(s, pass(s.turn.current!)).state;
  return s;
}

/** Pass turns, decline the special action, and start the next round. */
export function nextRound(s: EndeavorState): EndeavorState {
  s = passAll(s);
  if (s.phase === "special") s = apply(s, { type: "special", by: s.chooser[0]!, special: null }).state;
  return s;
}

/** An Rng reading faces off a list, all of one die size: face f of a dS is u = (f − 0.5) / S (rules: floor(u·S) + 1). */
export const faces = (size: number, list: number[]): Rng => {
  const q = list.map((f) => (f - 0.5) / size);
  return () => {
    if (!q.length) throw new Error("the test ran out of faces");
    return q.shift()!;
  };
};

/** Replaying an applied log (dice filled in) reaches the same state without an Rng. */
export function replayable(initial: EndeavorState, log: Command[], expected: EndeavorState): boolean {
  return JSON.stringify(run(initial, log).state) === JSON.stringify(expected);
}

/** The fuzz tests' random choices: a small seeded generator (the same seed, the same game). */
export function fuzzRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return ((t ^ (t >>> 15)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const some = <T,>(xs: readonly T[], max: number): T[] => xs.filter(() => next() < 0.5).slice(0, Math.max(1, int(max + 1)));
  return { next, int, pick, some };
}
