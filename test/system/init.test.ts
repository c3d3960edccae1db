// The built bundle, loaded under our fake Foundry: `init` registers exactly what system.json declares.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apps } from "../fakes/setup";

const manifest = JSON.parse(readFileSync("dist/system.json", "utf8"));
const template = JSON.parse(readFileSync("template.json", "utf8"));
const g = globalThis as any;
let loaded = false;

async function init() {
  if (!loaded) {
    await import(/* @vite-ignore */ pathToFileURL(resolve("dist/humanity-blessed.mjs")).href);
    loaded = true;
  }
  // The bundle registered its hooks on first import; re-run its init handler against fresh fake state.
  initHandler();
  return g.CONFIG;
}
let initHandler: () => void;
let loadHooks: Record<string, (() => unknown)[]> | undefined;

beforeEach(async () => {
  if (!loaded) {
    await import(/* @vite-ignore */ pathToFileURL(resolve("dist/humanity-blessed.mjs")).href);
    loaded = true;
  }
  initHandler ??= g.Hooks._handlers("init")[0];
  // What the bundle registered as it loaded, for core's other load hooks (the fake's hooks are reset between tests).
  loadHooks ??= Object.fromEntries(["i18nInit", "setup", "ready"].map((hook) => [hook, [...g.Hooks._handlers(hook)]]));
});

describe("the built system's init hook", () => {
  it("registers a data model for every subtype system.json and template.json declare, and no others", async () => {
    const CONFIG = await init();
    for (const doc of Object.keys(manifest.documentTypes)) {
      expect(Object.keys(CONFIG[doc].dataModels).sort(), doc).toEqual(Object.keys(manifest.documentTypes[doc]).sort());
      expect(Object.keys(CONFIG[doc].dataModels).sort(), doc).toEqual([...template[doc].types].sort());
    }
  });

  it("declares htmlFields for every HTMLField of each model", async () => {
    const CONFIG = await init();
    for (const doc of Object.keys(manifest.documentTypes)) {
      for (const [type, model] of Object.entries<any>(CONFIG[doc].dataModels)) {
        const html = Object.entries<any>(model.schema.fields).filter(([, f]) => f.constructor.name === "HTMLField").map(([k]) => k);
        for (const path of html) expect(manifest.documentTypes[doc][type].htmlFields ?? [], `${doc}.${type}.${path}`).toContain(path);
      }
    }
  });

  it("sets document classes, sheets, settings, Conditions, the GM relay and the API", async () => {
    const CONFIG = await init();
    expect(CONFIG.Actor.documentClass.name).toBe("HumanityActor");
    expect(CONFIG.Item.documentClass.name).toBe("HumanityItem");
    expect(apps.sheets.registered.map((s: any) => [s.documentName, s.cls.name, s.options.types])).toEqual([
      ["Actor", "CharacterSheet", ["character"]],
      ["Actor", "MonstrositySheet", ["monstrosity"]],
      ["Actor", "PartySheet", ["party"]],
      ["Item", "HumanityItemSheet", ["aptitude", "specialization", "thing", "lifestyle", "ethic"]],
    ]);
    expect(g.game.settings.get("humanity-blessed", "edition")).toBe("v0.0.21.10");
    expect(g.game.settings.get("humanity-blessed", "optionalStat")).toBe("");
    // v0.0.21.10 (the default) has Vexed and no Vulnerable: eight Conditions.
    expect((CONFIG.statusEffects as any[]).map((e) => e.id)).toEqual(["ache", "cursed", "disarmed", "famous", "taxed", "surprised", "uncool", "vexed"]);
    for (const e of CONFIG.statusEffects as any[]) expect(e._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(CONFIG.queries["humanity-blessed.relay"]).toBeUndefined();
    // The rules engine loads on first use (a chunk beside the bundle): api.rules is the promise of it, the same each time.
    expect((await g.game.system.api.rules).outcomeOf(20)).toBe("maximum");
    expect(g.humanityBlessed.rules).toBe(g.game.system.api.rules);
    expect(g.game.system.api.rules).toBe(g.game.system.api.rules);
    expect(CONFIG.HB.stats.head.label).toBe("HB.Stat.head");
  });

  it("keeps the 0.1 names (tierOf, tierOdds, tierGrants, TIERS) on the macro API for one release, warning once", async () => {
    await init();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const rules = await g.game.system.api.rules;
    expect(rules.tierOf).toBe(rules.outcomeOf);
    expect(rules.tierOf(9)).toBe("medium");
    expect(rules.tierOdds).toBe(rules.outcomeOdds);
    expect(rules.tierGrants).toBe(rules.outcomeGrants);
    expect(rules.TIERS).toEqual(["failure", "minor", "medium", "major", "maximum"]);
    expect(warn.mock.calls.map((c) => String(c[0]).split("\n")[1])).toEqual([
      "game.system.api.rules.tierOf is now rules.outcomeOf (the book's \"Check Outcomes\").",
      "game.system.api.rules.tierOdds is now rules.outcomeOdds (the book's \"Check Outcomes\").",
      "game.system.api.rules.tierGrants is now rules.outcomeGrants (the book's \"Check Outcomes\").",
      "game.system.api.rules.TIERS is now rules.OUTCOMES (the book's \"Check Outcomes\").",
    ]);
    // The new names are the module's own: a macro that uses them sees no notice.
    expect(Object.keys(rules)).not.toContain("tierOf");
    warn.mockRestore();
  });

  it("uses V14's record form of CONFIG.statusEffects on a V14 core, told by its generation (V14's value is array-like)", async () => {
    g.game.release.generation = 14;
    g.CONFIG.statusEffects = [{ id: "dead" }];
    const CONFIG = await init();
    expect(Array.isArray(CONFIG.statusEffects)).toBe(false);
    expect(Object.keys(CONFIG.statusEffects)).toEqual(["ache", "cursed", "disarmed", "famous", "taxed", "surprised", "uncool", "vexed"]);
    expect([CONFIG.statusEffects.ache.order, CONFIG.statusEffects.vexed.order, CONFIG.statusEffects.dead]).toEqual([0, 7, undefined]);
  });

  // v0.0.21.10's Conditions table lists Vexed; v0.0.18's lists "Vulnerable | Effect: When another character sees you
  // perform a Check with the affected Stat, they may have you automatically fail." Neither book has the other, so the
  // token HUD (core's status effects) offers only the world's edition's.
  it("offers the token HUD only the Conditions of the world's edition: Vulnerable, not Vexed, in a v0.0.18 world", async () => {
    await init();
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    const CONFIG = await init();
    expect((CONFIG.statusEffects as any[]).map((e) => e.id)).toEqual(["ache", "cursed", "disarmed", "famous", "taxed", "surprised", "uncool", "vulnerable"]);
    expect((CONFIG.statusEffects as any[]).find((e) => e.id === "vulnerable").name).toBe("HB.Condition.vulnerable.name");
  });

  it("preloads every template it names", async () => {
    await init();
    await new Promise((r) => setTimeout(r, 0));
    expect(apps.handlebars.loaded.length).toBeGreaterThan(3);
  });
});

describe("the built system at core's other load hooks", () => {
  it("i18nInit and setup reach nothing the strict fake does not know: core localises each model's LOCALIZATION_PREFIXES itself (issue 27: the no-op localizeDataModel call is gone)", async () => {
    await init();
    for (const hook of ["i18nInit", "setup"]) for (const fn of loadHooks![hook]!) await fn();
    expect(loadHooks!.ready).toHaveLength(1);
  });
});
