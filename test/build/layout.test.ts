// The shape of the source tree (tools/layout.mjs): no import circles, type imports included; the tracker's folder
// split by role; lines a reader can take in (Prettier wraps code at 120, comments are wrapped by hand); comments that
// say what the code means rather than which issue asked for it.
import { describe, expect, it } from "vitest";
import { LAYOUT_BUDGET, circlesOf, issueRefsIn, kindWordsIn, layoutReport, specifiersIn } from "../../tools/layout.mjs";

describe("the source tree's layout", () => {
  it("reads every kind of import: value, type-only, re-export, dynamic and `import()` types", () => {
    const code = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'export type * from "./d";',
      'const e = () => import("./e");',
      'type F = typeof import("./f");',
      'import "./g.scss";',
      'const h = "./not-an-import";',
    ].join("\n");
    expect(specifiersIn(code)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "./g.scss"]);
  });

  it("finds each circle once, a file importing itself too, and nothing in a graph that only points one way", () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
    expect(circlesOf(graph({ a: ["b"], b: ["c"], c: ["a"], d: ["a"], e: ["e"] }))).toEqual([["a", "b", "c"], ["e"]]);
    expect(circlesOf(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("names comments citing an issue, not code or prose that merely says 'issue'", () => {
    const code = [
      "// Partial render (issue 32): rows kept",
      "const issue = 3; // an issue of the book",
      "/* issues 28 and 30 */",
    ];
    expect(issueRefsIn("x.ts", code.join("\n"))).toEqual(["x.ts:1", "x.ts:3"]);
  });

  it("counts a kind's words in identifiers and strings, not in comments", () => {
    expect(kindWordsIn('const n = state.eye.alarms.length + leader; // the Eye and its Alarms\nf("objective");')).toBe(
      4,
    );
    expect(kindWordsIn("const eyesight = 1; const leadership = 2;")).toBe(0);
    // Escaping text and core's icon paths only look like a kind's words; a kind's own escape does not.
    expect(kindWordsIn('CSS.escape(id); utils.escapeHTML(s); f("icons/svg/eye.svg");')).toBe(0);
    expect(kindWordsIn('const b = { escape: 1 }; f("escape");')).toBe(2);
  });

  // Parsing every file of src/ with the TypeScript compiler: seconds on a busy 2-core machine.
  it("src/ holds its budget: no circles, the tracker's folder by role, ≤ 1 % long lines, no issue numbers, kinds' own words", () => {
    const r = layoutReport("src");
    expect(r.lines).toBeGreaterThan(20_000);
    expect(r.circles).toEqual([]);
    expect(r.combatFiles).toBeLessThanOrEqual(LAYOUT_BUDGET.combatFiles);
    expect(r.longShare).toBeLessThanOrEqual(LAYOUT_BUDGET.longShare);
    expect(r.issueRefs).toEqual([]);
    // What is left: Stealth's option defaults in DEFAULT_OPTIONS, which every stored state of every kind carries.
    expect(r.kindWords, JSON.stringify(r.kindWordFiles)).toBeLessThanOrEqual(LAYOUT_BUDGET.kindWords);
  }, 60_000);
});
