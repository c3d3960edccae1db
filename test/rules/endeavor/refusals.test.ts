// Refusals the player reads: each code has an HB.Error message, and each refusal passes the details (names, Stats)
// that message may interpolate.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apply, ENDEAVOR_ERROR_CODES, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, deepFreeze, monster, refused, run, setup } from "./helpers";

const messages = (JSON.parse(readFileSync("lang/en.json", "utf8")) as { HB: { Error: Record<string, string> } }).HB.Error;

/** The refusal's details (refused() has already proved the code and that nothing changed). */
function detailsOf(state: EndeavorState, command: Command): Record<string, string | number> {
  try {
    apply(deepFreeze(state), command);
  } catch (e) {
    return (e as { details: Record<string, string | number> }).details;
  }
  throw new Error("not refused");
}

describe("Spark with a Stat that is not balanced", () => {
  // a: Hurt, Head, Hand d6; Home d4.
  it("default edition: Sparking the Action Die (Hurt d6) with Home d4 is endeavor-spark-unbalanced, naming both", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren", blessings: [4, 4] }), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
    const c = act("a", { kind: "attack", violent: true, targets: ["m"], spark: { stat: "Home", pay: { permanent: [4, 4] } }, roll: [5] });
    refused(s, c, "endeavor-spark-unbalanced");
    expect(detailsOf(s, c)).toEqual({ name: "Wren", stat: "Hurt", partner: "Home" });
    // A Stat the character lacks is still an unknown Stat, not an unbalanced one.
    refused(s, act("a", { kind: "attack", violent: true, targets: ["m"], spark: { stat: "Hex", pay: { permanent: [4, 4] } }, roll: [5] }), "endeavor-unknown-stat");
  });

  it("v0.0.18: the position roll Sparked with an unbalanced Stat is refused the same way", () => {
    const s = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { name: "Wren", blessings: [4, 4] }), monster("m")] });
    const c: Command = { type: "rollPosition", by: "a", stat: "Hurt", spark: { stat: "Hurt", pay: { permanent: [4, 4] } }, roll: 5 };
    refused(s, c, "endeavor-spark-unbalanced");
    expect(detailsOf(s, c)).toEqual({ name: "Wren", stat: "Hurt", partner: "Hurt" });
  });

  it("the message reads its details", () => {
    expect(messages["endeavor-spark-unbalanced"]).toContain("{partner}");
    expect(messages["endeavor-spark-unbalanced"]).toContain("{stat}");
  });
});

describe("every Endeavor refusal (read from the engine's source)", () => {
  const dir = "src/rules/endeavor";
  const source = readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "errors.ts").map((f) => readFileSync(`${dir}/${f}`, "utf8")).join("\n");
  // refuse("CODE", message, { details }); — a message is a "…" or `…` literal without nested parentheses.
  const calls = [...source.matchAll(/refuse\(\s*"(endeavor-[a-z0-9-]+)",\s*("(?:[^"\\]|\\.)*"|`[^`]*`)\s*(?:,\s*(\{[^;]*\}))?\s*\)/g)];

  it("are all found (the pattern matched nothing would pass anything)", () => {
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.length).toBe((source.match(/refuse\("endeavor-/g) ?? []).length);
  });

  it("pass details whenever their English message names something (a name, a Stat, a number)", () => {
    const bare = calls.filter(([, , message, details]) => message!.includes("${") && !details).map(([call]) => call);
    expect(bare).toEqual([]);
  });

  it("pass every {placeholder} their localised message uses", () => {
    const wrong: string[] = [];
    for (const [, code, , details = "{}"] of calls) {
      const given = new Set([...details.matchAll(/([a-zA-Z]+)\s*(?:[:,}])/g)].map((m) => m[1]));
      for (const p of (messages[code!] ?? "").matchAll(/\{(\w+)\}/g)) if (!given.has(p[1]!)) wrong.push(`${code}: {${p[1]}}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every error code is a stable endeavor-* string in kebab-case (for HB.Error.<code>)", () => {
    expect(new Set(ENDEAVOR_ERROR_CODES).size).toBe(ENDEAVOR_ERROR_CODES.length);
    for (const c of ENDEAVOR_ERROR_CODES) expect(c).toMatch(/^endeavor(-[a-z0-9]+)+$/);
  });
});
