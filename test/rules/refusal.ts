// Shared by the rules tests: run something that should be refused and read the RulesError it throws.
import { expect } from "vitest";
import { RulesError } from "../../src/rules";

/** The refusal's code, or null when nothing was refused. */
export function refusalCode(fn: () => unknown): string | null {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RulesError);
    return (err as RulesError).code;
  }
  return null;
}

/** The RulesError itself; fails the test when nothing was refused. */
export function refusal(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RulesError);
    return err as RulesError;
  }
  throw new Error("expected a RulesError");
}
