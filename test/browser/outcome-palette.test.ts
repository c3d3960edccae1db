// One outcome palette, as chromium draws it: Minor, Medium, Major and Maximum wear the same colour in the roll
// dialog's odds (bar and legend), on the Check's chat card (its outcome word and edge), in the Endeavor tracker's odds
// (bar and legend) and on the track board (which shows no outcome, but borrows three of their colours for its pieces:
// the Rogues' markers Medium, Recovery buttons Major, Scheme buttons Maximum) — in both themes. Light theme: each
// stronger outcome darker; dark theme: each lighter (always further from the paper).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, startHarness, type Harness } from "./browser";

const OUTCOMES = ["minor", "medium", "major", "maximum"] as const;
type Outcome = (typeof OUTCOMES)[number];

/** Each place's colour of each outcome, read from elements drawn by that place's own rules in its own window. */
async function colours(h: Harness, view: string, theme: "light" | "dark", read: (outcomes: readonly string[]) => Record<string, string[]>) {
  await openView(h, view, theme);
  return h.page.evaluate(read, OUTCOMES as readonly string[]);
}

/** CIE L* of a computed rgb() colour. */
const lightness = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 116 * (y > 0.008856 ? Math.cbrt(y) : 7.787 * y + 16 / 116) - 16;
};

describe.skipIf(!chromiumPath)("the outcome palette in every place, both themes", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  for (const theme of ["light", "dark"] as const) {
    it(`each outcome wears one colour everywhere, ordered by lightness (${theme})`, async () => {
      const dialog = await colours(h, "dialog-roll", theme, (outcomes) => Object.fromEntries(outcomes.map((o) => {
        const bar = document.querySelector(".hb-odds-bar")!.appendChild(document.createElement("span"));
        bar.className = o;
        const legend = document.querySelector(`.hb-odds-legend li.${o}`)!;
        return [o, [getComputedStyle(bar).backgroundColor, getComputedStyle(legend, "::before").backgroundColor]];
      })));
      const card = await colours(h, "chat-check", theme, (outcomes) => Object.fromEntries(outcomes.map((o) => {
        const section = document.querySelector<HTMLElement>("section.hb-check")!;
        section.className = `humanity-blessed chat-card hb-check ${o}`;
        return [o, [getComputedStyle(section.querySelector(".hb-check-outcome strong")!).color, getComputedStyle(section).borderLeftColor]];
      })));
      const tracker = await colours(h, "endeavor-forms-acting", theme, (outcomes) => Object.fromEntries(outcomes.map((o) => {
        const bar = document.querySelector(".endeavor-tracker .hb-turn-bar")!.appendChild(document.createElement("span"));
        bar.className = o;
        const legend = document.querySelector(".endeavor-tracker .hb-turn-legend")!.appendChild(document.createElement("li"));
        legend.className = o;
        return [o, [getComputedStyle(bar).backgroundColor, getComputedStyle(legend, "::before").backgroundColor]];
      })));
      const board = await colours(h, "endeavor-board-6", theme, () => {
        const piece = (css: string) => document.querySelector(".track-board .hb-board")!.appendChild(Object.assign(document.createElement("span"), { className: css }));
        return {
          medium: [getComputedStyle(piece("hb-marker rogues")).backgroundColor],
          major: [getComputedStyle(piece("hb-track-button recovery")).color],
          maximum: [getComputedStyle(piece("hb-track-button scheme")).color],
        };
      });

      const palette = Object.fromEntries(OUTCOMES.map((o) => [o, card[o]![0]!])) as Record<Outcome, string>;
      for (const o of OUTCOMES) {
        expect({ dialog: dialog[o], card: card[o], tracker: tracker[o], board: board[o] ?? [] }, o).toEqual({
          dialog: [palette[o], palette[o]], card: [palette[o], palette[o]], tracker: [palette[o], palette[o]],
          board: o === "minor" ? [] : [palette[o]],
        });
      }
      const steps = OUTCOMES.map((o) => lightness(palette[o]));
      console.log(`[figure] outcome palette ${theme}: ${OUTCOMES.map((o, i) => `${o} ${palette[o]} L* ${steps[i]!.toFixed(1)}`).join(", ")}`);
      const sorted = [...steps].sort((a, b) => (theme === "light" ? b - a : a - b));
      expect(steps, `L* ${steps.map((l) => l.toFixed(1)).join(" → ")}`).toEqual(sorted);
      for (let i = 1; i < steps.length; i++) expect(Math.abs(steps[i]! - steps[i - 1]!)).toBeGreaterThanOrEqual(6);
    });
  }
});
