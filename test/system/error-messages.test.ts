// Every refusal the rules can throw reaches the player as HB.Error.<code>: a code without its message would show
// the bare key. Each message's {placeholders} must be details the refusal passes.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULES_ERROR_CODES } from "../../src/rules";
import { ENDEAVOR_ERROR_CODES, RECHARGE_COST } from "../../src/rules/endeavor";

const messages = (JSON.parse(readFileSync("lang/en.json", "utf8")) as { HB: { Error: Record<string, string> } }).HB.Error;

describe("refusal messages", () => {
  it("every rules and Endeavor error code has an English message", () => {
    const missing = [...RULES_ERROR_CODES, ...ENDEAVOR_ERROR_CODES].filter((code) => typeof messages[code] !== "string" || !messages[code]);
    expect(missing).toEqual([]);
  });

  it("every code is written one way, kebab-case like die-size (the Endeavor's own start endeavor-), and none twice", () => {
    const codes: string[] = [...RULES_ERROR_CODES, ...ENDEAVOR_ERROR_CODES];
    expect(codes.filter((code) => !/^[a-z]+(-[a-z0-9]+)*$/.test(code))).toEqual([]);
    expect(ENDEAVOR_ERROR_CODES.filter((code) => !code.startsWith("endeavor-"))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("the rules pass every detail their message names (refusals in src/rules, read from the source)", () => {
    // Every file in src/rules (not endeavor/, whose refusals have their own codes): a refusal moved to a new file stays checked.
    const sources = readdirSync("src/rules").filter((f) => f.endsWith(".ts"))
      .map((f) => readFileSync(`src/rules/${f}`, "utf8")).join("\n");
    const wrong: string[] = [];
    // A call Prettier wrapped ends with a trailing comma after its details.
    const refusals = [...sources.matchAll(/refuse\(\s*"([a-z0-9-]+)",[^;]*?(\{[^{}]*\})?,?\s*\);/g)];
    // A pattern that matched nothing would pass anything: the rules refuse in dozens of places.
    expect(refusals.length).toBeGreaterThan(40);
    for (const m of refusals) {
      const [, code, details = "{}"] = m;
      const given = new Set([...details.matchAll(/([a-zA-Z]+)\s*(?:[:,}])/g)].map((d) => d[1]));
      for (const p of (messages[code!] ?? "").matchAll(/\{(\w+)\}/g)) if (!given.has(p[1]!)) wrong.push(`${code}: {${p[1]}}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every Specialization the tracker offers to recharge has its name there (HB.Endeavor.Action.<name>)", () => {
    const actions = (JSON.parse(readFileSync("lang/en.json", "utf8")) as { HB: { Endeavor: { Action: Record<string, string> } } }).HB.Endeavor.Action;
    expect(Object.keys(RECHARGE_COST).filter((spec) => !actions[spec.toLowerCase()])).toEqual([]);
  });
});
