// Kinds of Endeavor are data (issue 28): one table says what each kind is, and the engine, tracker, board, start form
// and cards read it. A file outside the table and the kind's own modules (src/rules/endeavor/kinds/<kind>/) that names
// a kind — a string literal "monstrous", "racing", "rush" or "stealth" in src/ or templates/ — is branching on it
// again; this test names it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ENDEAVOR_KINDS, ENDEAVOR_KIND_IDS, kindsOf } from "../../../src/rules/endeavor/kinds";

/** The table's list of ids, the one file outside a kind's folder that names them all. */
const TABLE = "src/rules/endeavor/kinds/kind-ids.ts";
/** The table's kinds and those the supplement adds (named before their entries exist, so none slips in first). */
const KINDS = [...new Set([...ENDEAVOR_KIND_IDS, "rush", "stealth"])];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|hbs)$/.test(n) ? [join(dir, n)] : []));

/** A kind's own modules: anything under its folder, `src/rules/endeavor/kinds/<kind>/`. */
function ownModuleOf(path: string): string | null {
  const rel = path.split(sep).join("/");
  return KINDS.find((k) => rel.startsWith(`src/rules/endeavor/kinds/${k}/`)) ?? null;
}

/** The kinds a text names as a string literal ("racing", 'racing', `racing`). */
function kindsNamed(text: string): string[] {
  return [...text.matchAll(/(["'`])([a-z]+)\1/g)].map((m) => m[2]!).filter((w) => KINDS.includes(w));
}

describe("kinds of Endeavor live in one table", () => {
  it("the scanner sees a kind named in quotes of any sort, and only a whole word", () => {
    expect(kindsNamed(`a === "racing" || b === 'rush' || c === \`stealth\` || d === "monstrous"`)).toEqual(["racing", "rush", "stealth", "monstrous"]);
    expect(kindsNamed(`"racingTeam" "HB.Endeavor.Kind.racing" racing`)).toEqual([]);
    expect(ownModuleOf("src/rules/endeavor/kinds/rush/leader.ts")).toBe("rush");
    expect(ownModuleOf("src/rules/endeavor/kinds/stealth/eye.ts")).toBe("stealth");
    expect(ownModuleOf("src/rules/endeavor/rush-turns.ts")).toBeNull();
    expect(ownModuleOf("src/applications/stealth/eye.ts")).toBeNull();
    expect(ownModuleOf("src/applications/combat/view/board-context.ts")).toBeNull();
  });

  it("no file outside the table and a kind's own modules names a kind (each module names only its own)", () => {
    const offenders: string[] = [];
    const scanned = [...files(resolve("src")), ...files(resolve("templates"))];
    expect(scanned.length).toBeGreaterThan(200);
    for (const file of scanned) {
      const rel = relative(resolve("."), file).split(sep).join("/");
      if (rel === TABLE) continue;
      const own = ownModuleOf(rel);
      const named = kindsNamed(readFileSync(file, "utf8")).filter((k) => k !== own);
      if (named.length) offenders.push(`${rel}: ${[...new Set(named)].join(", ")}`);
    }
    expect(offenders).toEqual([]);
  });

  it("each kind's name is a localisation key, and every edition has at least the first kind", () => {
    const lang = JSON.parse(readFileSync(resolve("lang/en.json"), "utf8")) as Record<string, unknown>;
    const lookup = (key: string): unknown => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
    for (const id of ENDEAVOR_KIND_IDS) {
      expect(ENDEAVOR_KINDS[id].id).toBe(id);
      expect(typeof lookup(ENDEAVOR_KINDS[id].label), ENDEAVOR_KINDS[id].label).toBe("string");
    }
    expect(kindsOf("v0.0.18")[0]).toBe(ENDEAVOR_KIND_IDS[0]);
    expect(kindsOf("v0.0.21.10")).toEqual(ENDEAVOR_KIND_IDS.filter((k) => ENDEAVOR_KINDS[k].editions.includes("v0.0.21.10")));
  });
});
