// The runs the partial re-render's property is checked on (partial-check.ts): names with control characters (a
// carriage return, NUL), lone and paired surrogates, right-to-left marks, markup and character references, up to
// 10,000 characters; a Monstrous Endeavor of 2 to 4 allies and 1 or 2 Monstrosities played some 12 commands.
import fc from "fast-check";
import { checkPartial, type PartialRun } from "./partial-check";

const ODD = ["\r", "\r\n", "\n", "\0", "\t", "\f", "\v", "\u0085", "\u2028", "\u202E", "\u200F", "\u2066", "\uFEFF",
  "\uD83D", "\uDE00", "😀", "<", ">", "&", "\"", "'", "&amp;", "&lt;b&gt;", "<b>", "</li>", "<!--", "-->", "<script>",
  "{{", "}}", " ", "  "];
const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
  { weight: 3, arbitrary: fc.constantFrom("a", "W", "r", "e", "n", "ö", "ß", "ش", "א") },
);
const long = fc.array(unit, { minLength: 1, maxLength: 4 }).map((xs) => xs.join("").repeat(10_000).slice(0, 10_000));
/** A name: a few pieces, now and then 10,000 characters. */
const name = fc.oneof(
  { weight: 9, arbitrary: fc.array(unit, { minLength: 1, maxLength: 8 }).map((xs) => xs.join("")) },
  { weight: 1, arbitrary: long },
);

export const partialRuns = (steps = 12): fc.Arbitrary<PartialRun> => fc.record({
  allies: fc.integer({ min: 2, max: 4 }),
  monsters: fc.integer({ min: 1, max: 2 }),
  names: fc.array(name, { minLength: 6, maxLength: 6 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  idle: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
  fiddle: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
}).map(({ allies, monsters, names, ...rest }) => ({
  ...rest, allies, steps, names: names.slice(0, allies + monsters),
}));

interface PropertyOptions { seed: number; numRuns: number; steps?: number; parserFix?: (root: Element) => void }

/** The property over `numRuns` runs from a fixed seed: null when it holds, else the failure and its (shrunk) run,
 *  shortened. Shared by the happy-dom test and the harness page (Chromium). */
export function partialProperty(render: (path: string, context: object) => string, host: HTMLElement,
  { seed, numRuns, steps, parserFix }: PropertyOptions): string | null {
  const out = fc.check(fc.property(partialRuns(steps), (run) => {
    const failed = checkPartial(render, host, { ...run, parserFix });
    if (failed) throw new Error(failed);
  }), { seed, numRuns });
  if (!out.failed) return null;
  const error = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
  return `${error.slice(0, 1500)}\nrun: ${fc.stringify(out.counterexample).slice(0, 1500)}`;
}
