// Node side, no browser needed: the harness mirrors the real sheet (PARTS, TABS), its Foundry helper stand-ins
// behave like core's, and every registry view renders with real Handlebars and no missing strings.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { HB_CONFIG } from "../../src/config";
import { CORE_STRINGS, createI18n, registerFoundryHelpers } from "../harness/foundry-helpers";
import { templateSources } from "../harness/node-sources";
import { createRenderer } from "../harness/renderer";
import { CHARACTER_PARTS, CHARACTER_TABS, VIEWS } from "../harness/views";
import { CHARACTER_PARTS as SHEET_PARTS } from "../../src/applications/sheets/character-layout";

const setup = () => {
  const hbs = Handlebars.create();
  const i18n = createI18n(CORE_STRINGS, en);
  registerFoundryHelpers(hbs, i18n);
  return { hbs, i18n, renderer: createRenderer(hbs, templateSources()) };
};

describe("harness mirrors the character sheet", () => {
  const source = readFileSync("src/applications/sheets/character-sheet.ts", "utf8");
  it("renders the same PARTS, in order", () => {
    // The sheet takes its PARTS from the shared layout module the harness renders from.
    expect(source).toMatch(/static PARTS: [^=]+= CHARACTER_PARTS;/);
    expect(CHARACTER_PARTS).toEqual(Object.values(SHEET_PARTS).map((p) => p.template));
    expect(CHARACTER_PARTS[1]).toBe("systems/humanity-blessed/templates/actor/tabs.hbs");
  });
  it("uses the same TABS", () => {
    expect(source).toMatch(/static override TABS: [^=]+= CHARACTER_TABS;/);
    expect(CHARACTER_TABS.primary.tabs.map((t) => t.id)).toEqual(["stats", "items", "story"]);
    expect(CHARACTER_TABS.primary.initial).toBe("stats");
    expect(CHARACTER_TABS.primary.labelPrefix).toBe("HB.Sheet.Tab");
  });
});

describe("Foundry helper stand-ins", () => {
  const { hbs, i18n } = setup();
  const run = (src: string, ctx: object = {}) => hbs.compile(src)(ctx);
  it("localize looks keys up and formats {names} from hash arguments", () => {
    expect(run(`{{localize "HB.Sheet.stats"}}`)).toBe("The H&#x27;s of Humanity");
    expect(run(`{{localize "HB.Sheet.rollStat" stat="Head" die="d10"}}`)).toBe("Roll Head (d10)");
    expect(run(`{{localize "HB.Nope"}}`)).toBe("HB.Nope");
    expect(i18n.missing.has("HB.Nope")).toBe(true);
  });
  it("selectOptions selects by string value (numbers too), localizes labels and puts blank first", () => {
    expect(run(`{{selectOptions c selected=v}}`, { c: { 2: "d2", 4: "d4" }, v: 4 })).toBe('<option value="2">d2</option><option value="4" selected>d4</option>');
    expect(run(`{{selectOptions c selected=v localize=true blank="HB.OptionalStat.none"}}`, { c: { hex: "HB.Stat.hex" }, v: "" }))
      .toBe('<option value="" selected>None</option><option value="hex">Hex</option>');
  });
  it("checked, disabled, concat, ifThen, numberFormat, comparisons and logic behave like core", () => {
    expect(run(`{{checked a}}|{{checked b}}|{{disabled a}}`, { a: true, b: false })).toBe("checked||disabled");
    expect(run(`{{concat "HB." "Stat." s}}`, { s: "head" })).toBe("HB.Stat.head");
    expect(run(`{{ifThen a "y" "n"}}{{numberFormat 5.5 decimals=2 sign=true}}`, { a: 0 })).toBe("n+5.50");
    expect(run(`{{#if (and (eq a 1) (or b (not c)) (lt a 2) (gt a 0) (ne a 2))}}ok{{/if}}`, { a: 1, b: false, c: false })).toBe("ok");
  });
});

describe("every registry view renders node-side", () => {
  beforeAll(() => { (globalThis as unknown as { CONFIG: object }).CONFIG = { HB: HB_CONFIG }; });
  for (const view of VIEWS) {
    it(view.id, () => {
      const { renderer, i18n } = setup();
      const html = renderer.renderView(view, { theme: "light" });
      expect(html).toContain("humanity-blessed");
      expect(html).not.toMatch(/\bundefined\b|\[object Object\]/);
      expect([...i18n.missing]).toEqual([]);
    });
  }
});
