// Shared by the rules tests: run something that should be refused and read the RulesError it throws. Every refusal
// read here is also held to what a player and a GM see of it: the Foundry layer shows `HB.Error.<code>` from
// lang/en.json, filled from the error's details, so each {placeholder} of that text must be in the details (else a player
// reads "{stat} is not balanced"); and the console's English message must say something.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { RulesError } from "../../src/rules";

const ERRORS = (JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as { HB: { Error: Record<string, unknown> } }).HB.Error;

/** Throws (fails the test) when the refusal would show a player an unfilled placeholder or say nothing in the console. */
export function expectExplained(err: RulesError): void {
  expect(err.message, `${err.code}: the console's message`).not.toBe("");
  const text = ERRORS[err.code];
  if (typeof text !== "string") return;
  for (const [, key] of text.matchAll(/\{(\w+)\}/g)) {
    expect(err.details, `${err.code}: {${key}} in "${text}"`).toHaveProperty(key!);
  }
}

/** The refusal's code, or null when nothing was refused. */
export function refusalCode(fn: () => unknown): string | null {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RulesError);
    expectExplained(err as RulesError);
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
    expectExplained(err as RulesError);
    return err as RulesError;
  }
  throw new Error("expected a RulesError");
}
