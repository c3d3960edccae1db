// Every harness view in the pseudo-locale (`?lang=pseudo`, light theme): our strings accented, a third longer and
// marked. A view fails on text cut short, overlapping or clipped controls, selects cutting their choices, raw keys and
// unfilled placeholders — and on words a player reads that are not from lang/en.json, or a sentence of ours glued
// from pieces. Screenshots saved as <view>-pseudo.png.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEWS } from "../harness/views";
import { PSEUDO_CLOSE, PSEUDO_GROWTH, PSEUDO_OPEN, pseudoString } from "../harness/pseudo-locale";
import {
  chromiumPath,
  layoutProblems,
  openView,
  pageErrors,
  readerProblems,
  screenshot,
  startHarness,
  truncatedChoices,
  type Harness,
} from "./browser";
import { clippedText, pseudoProblems } from "./pseudo-scan";
import { ALLY_NAMES, MONSTER_NAMES } from "../builders/endeavor";
import { fullCharacter } from "../harness/fixtures/character";
import { hollowKing } from "../harness/monstrosity-views";
import { markerLabels } from "../../src/applications/combat/view/board-context";

type Strings = { [key: string]: string | Strings };
const en = JSON.parse(readFileSync("lang/en.json", "utf8")) as Strings;
const keys = (node: Strings, prefix = ""): string[] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const KEYS = keys(en);

const NAMES = [
  ...ALLY_NAMES,
  ...MONSTER_NAMES,
  "The Warden",
  "Ash",
  "Ash Calder",
  "Mina Sorrel",
  "Oskar Brandt",
  "Gamemaster",
];

/** The fixtures' own data, which a translation leaves as it is: the names of characters, Monstrosities, parties and
 *  teams and their board markers' initials; the names of Aptitudes and things a player wrote; the book's names of
 *  Specializations (compendium items); what a GM typed (a note on a call for a Check). */
const DATA: string[] = [
  ...NAMES,
  ...markerLabels(NAMES.map((name, i) => ({ id: String(i), name }))).values(),
  "The Lantern Crew",
  "Lanterns",
  "New Character",
  ...[...fullCharacter.items, ...hollowKing.items].map((i) => i.name),
  "Knots",
  "Weather-lore",
  "Brawling",
  "Leadership",
  "Singing",
  "Commanding",
  "Radiant",
  "Imposing",
  "Resolved",
  "Mischievous",
  "Tying Knots",
  "Grandfather's compass",
  "Grandmother's map",
  "Oskar",
  "about the locked door",
  // A journal's own words that our enricher turns into a Check link, or marks as not a Check.
  "make the place feel safe",
  "/hbcheck hed hard",
];

/** Text that is not ours to translate: core's (its stand-ins, the window's close button, the chat message's time,
 *  a dialog's Confirm), what a player wrote (the sheet's prose, a secret) and the English content of journals (the
 *  guide built from docs/play and docs/gm, the rules journals in the compendia) and of the Specializations
 *  compendium, bar the Check links our enricher puts in them. */
const EXEMPT = [
  "[data-stand-in='core']",
  ".window-header .header-control",
  ".message-metadata",
  ".hb-prose",
  "prose-mirror",
  "secret-block",
  ".journal-sheet .window-title",
  ".journal-page-header",
  ".journal-page-content",
  // The Specialization picker's rows: the compendium's names and text, the book's words.
  ".hb-picker-title > strong",
  ".hb-picker-text",
  // Examples of what the field reads, which takes the Stats' English names: a translated example would be refused.
  "input[name='terrain']",
  "input[name='land.objectives']",
];
const OURS = [".hb-check-link", ".hb-check-text-error"];
/** Selects in the Endeavor tracker, in core's 320 px sidebar, already as wide as the form they are in: a choice a
 *  third longer than English does not fit there, and no layout of the sidebar can make room for it. */
const SIDEBAR_TOO_NARROW: Record<string, string[]> = {
  "endeavor-forms-pending-zeal": ["sparkPay"],
  "endeavor-rush-gm": ["plotLeader"],
};

/** The harness's chat log frame: its name is core's. */
const EXEMPT_ATTRIBUTES = [".harness-chat-frame"];

const OPTIONS = { data: DATA, exempt: EXEMPT, ours: OURS, exemptAttributes: EXEMPT_ATTRIBUTES, keys: KEYS };

describe("the pseudo-locale", () => {
  it("accents every letter, grows a string by about a third, and keeps placeholders and markup", () => {
    expect(pseudoString("Roll {stat} for <strong>{name}</strong> &amp; friends")).toBe(
      `${PSEUDO_OPEN}Ŕööļļ {stat} ƒööŕ <strong>{name}</strong> &amp; ƒŕîîîééñðš${PSEUDO_CLOSE}`,
    );
    const letters = (s: string) => s.replace(/\{\w+\}|<[^>]*>|&#?\w+;/g, "").match(/\p{L}/gu)?.length ?? 0;
    const values = (node: Strings): string[] =>
      Object.values(node).flatMap((v) => (typeof v === "string" ? [v] : values(v)));
    const all = values(en);
    const growth =
      all.reduce((sum, s) => sum + letters(pseudoString(s)), 0) / all.reduce((sum, s) => sum + letters(s), 0);
    console.log(`[figure] pseudo-locale: ${all.length} strings, ${((growth - 1) * 100).toFixed(1)} % more letters`);
    expect(growth).toBeGreaterThan(1 + PSEUDO_GROWTH - 0.02);
    expect(growth).toBeLessThan(1 + PSEUDO_GROWTH + 0.02);
  });
});

describe.skipIf(!chromiumPath)("every harness view in the pseudo-locale", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("the scans find English outside our strings, a glued sentence, text and a placeholder cut off", async () => {
    await openView(h, "character-stats", "light", { lang: "pseudo" });
    const [open, close] = [PSEUDO_OPEN, PSEUDO_CLOSE];
    await h.page.evaluate(
      ([o, c]) => {
        const probe = document.createElement("section");
        probe.id = "probe";
        // Data and two fine joints (a label, a list) pass; English, a glued pair, an English tooltip do not.
        probe.innerHTML =
          `<p>${o}Ŕööļļ${c} Wren Alder d6</p><p>Roll ${o}Ĥééáð${c}</p>` +
          `<p>${o}Ĥééáð${c} ${o}ŕööļļš${c}</p><p>${o}Šþéééñţ:${c} ${o}Ĥééáð${c}, ${o}Ĥûûŕţ${c}</p>` +
          `<p title="Close">${o}X${c}</p>` +
          `<p style="width: 3rem; overflow: hidden; white-space: nowrap">${o}Ĥééáð áñð Ĥûûŕţ${c}</p>` +
          `<input type="text" style="width: 4rem" placeholder="${o}ŵöööŕţĥ öƒ ééáçĥ${c}">`;
        document.getElementById("stage")!.prepend(probe);
      },
      [open, close],
    );
    expect(await pseudoProblems(h.page, OPTIONS, "#probe")).toEqual([
      'unmarked: "Roll ⟦Ĥééáð⟧" (Roll) in p',
      'joined: "⟦Ĥééáð⟧ ⟦ŕööļļš⟧" in p',
      'unmarked: "Close" (Close) in p[title]',
    ]);
    expect(await clippedText(h.page, "#probe")).toEqual([
      'cut: "Ĥééáð áñð Ĥûûŕţ" by p',
      'cut: placeholder "ŵöööŕţĥ öƒ ééáçĥ" in a 64 px field',
    ]);
  });

  for (const view of VIEWS) {
    it(view.id, async () => {
      await openView(h, view.id, "light", { lang: "pseudo" });
      await screenshot(h.page, `${view.id}-pseudo`);
      const found = {
        errors: pageErrors(h.page),
        missing: await h.page.evaluate(() => window.harness.missing()),
        reader: await readerProblems(h.page),
        strings: await pseudoProblems(h.page, OPTIONS),
        cut: await clippedText(h.page),
        layout: await layoutProblems(h.page),
        selects: (await truncatedChoices(h.page)).filter(
          (s) => !SIDEBAR_TOO_NARROW[view.id]?.some((name) => s.startsWith(`select "${name}"`)),
        ),
      };
      expect(found).toEqual({ errors: [], missing: [], reader: [], strings: [], cut: [], layout: [], selects: [] });
    });
  }
});
