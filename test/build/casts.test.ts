// The casts budget: src/ proves its documents' types with guards and models instead of casting them away. The
// counted casts (`as never`, `as unknown as`, any assertion on `.system`, and silencing the checker: `any`,
// `@ts-ignore`, `@ts-expect-error`, `eslint-disable`) stay within tools/casts.mjs's budget.
import { describe, expect, it } from "vitest";
import { CAST_BUDGET, castReport, castsIn } from "../../tools/casts.mjs";

describe("casts in src/", () => {
  // Parsing every file of src/ with the TypeScript compiler: seconds on a busy 2-core machine.
  it("counts `as never`, `as unknown as` once, and any assertion on .system; not `as const` or a plain `as T`", () => {
    const found = castsIn("x.ts", [
      "const a = f() as never;",
      "const b = g() as unknown as Foo;",
      "const c = actor.system as unknown as { blessings: number[] };",
      "const d = (item.system as Model).aptitude;",
      "const e = (doc as Item).system;",
      "const f = [1, 2] as const;",
      "const g = h() as Foo;",
    ].join("\n"));
    expect(found.never).toEqual(["x.ts:1"]);
    expect(found.unknownAs).toEqual(["x.ts:2"]);
    expect(found.system).toEqual(["x.ts:3", "x.ts:4", "x.ts:5"]);
    expect(found.assertions).toBe(6);
    expect(found.silenced).toEqual([]);
  }, 60_000);

  it("counts silencing the checker: an `any` type, @ts-ignore, @ts-expect-error, @ts-nocheck, eslint-disable comments", () => {
    const found = castsIn("y.ts", [
      "let a: any = 1;",
      "// @ts-ignore",
      "const b: string = 1;",
      "/* @ts-expect-error no */ f();",
      "// eslint-disable-next-line no-console",
      "const s = \"// @ts-ignore in a string is no comment\"; // but any word in a comment is fine",
      "function g(x: Array<any>) { return x; }",
    ].join("\n"));
    expect(found.silenced).toEqual(["y.ts:1", "y.ts:2", "y.ts:4", "y.ts:5", "y.ts:7"]);
    expect([found.never, found.unknownAs, found.system]).toEqual([[], [], []]);
  }, 60_000);

  it(`keeps the counted casts within ${CAST_BUDGET.counted}, ${CAST_BUDGET.system} of them on .system`, () => {
    const report = castReport();
    const list = [...report.system, ...report.unknownAs, ...report.never, ...report.silenced].join("\n");
    expect(report.system.length, `casts on .system:\n${report.system.join("\n")}`).toBeLessThanOrEqual(CAST_BUDGET.system);
    expect(report.counted, `counted casts:\n${list}`).toBeLessThanOrEqual(CAST_BUDGET.counted);
  }, 60_000);
});
