// The size budget of the built system (run after `npm run build`): every player downloads the always-loaded JS and
// CSS at each world load — system.json's esmodules with every chunk they import statically, and its styles — so
// together they stay under 20 KiB gzipped (level 9). Code and styles loaded on demand by import() are not counted.
// A deterministic artefact, not a timing: the same sources always build to the same bytes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALWAYS_LOADED_BUDGET, bundleReport, staticClosure, staticImports } from "../../tools/bundle-size.mjs";

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("always-loaded size", () => {
  it("finds the static imports Rollup writes, not the dynamic ones", () => {
    const code = 'import{a as b,c}from"./chunks/x.mjs";import"./y.mjs";import*as z from"./z.mjs";const q=import("./lazy.mjs");export{b};';
    expect(staticImports(code)).toEqual(["./chunks/x.mjs", "./y.mjs", "./z.mjs"]);
  });

  it("follows the entry's static imports and counts them with the stylesheet", () => {
    const report = bundleReport("dist");
    expect(report.always.js[0]!.file).toBe("humanity-blessed.mjs");
    expect(report.always.css.map((f) => f.file)).toEqual(["humanity-blessed.css"]);
    expect(report.always.js.map((f) => f.file)).toEqual(staticClosure("dist", ["humanity-blessed.mjs"]));
    // Whatever the entry imports statically is counted, whatever it imports with import() is not.
    for (const f of report.always.js.slice(1)) expect(report.lazy.map((l) => l.file)).not.toContain(f.file);
    expect(report.lazy.length).toBeGreaterThan(0);
  });

  it(`keeps the always-loaded JS + CSS under ${kib(ALWAYS_LOADED_BUDGET)} gzipped`, () => {
    const { always, alwaysJsGz, alwaysCssGz, alwaysGz } = bundleReport("dist");
    const files = [...always.js, ...always.css].map((f) => `${f.file} ${kib(f.gz)}`).join(", ");
    expect(alwaysGz, `always loaded: ${files} = ${kib(alwaysJsGz)} JS + ${kib(alwaysCssGz)} CSS`).toBeLessThan(ALWAYS_LOADED_BUDGET);
  });

  it("leaves the sheets', creation wizard's, Session Shop's, roll dialog's, tracker's and track board's styles to their chunks", () => {
    // The sheets' rules (their header, Stat dice, tag toggles) load with the first sheet rendered, before its window.
    const sheets = ["hb-header-actions", "hb-stat-legend", "hb-tag-toggle", "sheet-tabs"];
    const onDemand = [
      ...sheets,
      ...["hb-wizard-nav", "hb-shop-table", "hb-odds-bar", "hb-endeavor-row", "hb-step-body", "hb-track-button"],
    ];
    const css = readFileSync(join("dist", "humanity-blessed.css"), "utf8");
    for (const cls of onDemand) expect(css).not.toContain(cls);
    // Chat shows Check and Endeavor cards at every world load, with tags the sheets and the tracker use too, and the
    // chat card's Help chooser has no stylesheet of its own: those rules stay.
    for (const cls of ["hb-endeavor-card", "hb-tag", "hb-choose-help", "visually-hidden"]) expect(css).toContain(cls);
    const chunks = bundleReport("dist").lazy.map((f) => readFileSync(join("dist", f.file), "utf8")).join("\n");
    for (const cls of onDemand) expect(chunks).toContain(cls);
  });
});
