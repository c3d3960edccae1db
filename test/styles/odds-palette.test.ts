// The outcomes' one palette (styles/_variables.scss), in each theme, as a player with common colour-blindness sees
// it: each colour is passed through Machado et al.'s (2009) full-severity protan, deutan and tritan simulations, and
// every pair of outcomes must stay clearly apart (CIE76 ΔE ≥ 20, where ~2 is the smallest difference most people
// notice). Minor → Maximum are ordered by lightness (light theme: darker and darker; dark theme: lighter and lighter,
// the stronger outcome always further from the paper), so they read without any colour vision. Each is readable as
// text on the theme's paper and card, and under the card's colour as a fill (the odds bar's numbers): WCAG ≥ 4.5.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const OUTCOMES = ["failure", "minor", "medium", "major", "maximum"] as const;
const scss = readFileSync("styles/_variables.scss", "utf8");
const mixin = (name: string) => new RegExp(`@mixin ${name} \\{([^}]*)\\}`).exec(scss)![1]!;
const colourIn = (block: string, name: string): string => {
  const m = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(block);
  if (!m) throw new Error(`--${name} not found in styles/_variables.scss`);
  return m[1]!;
};

type Vec = [number, number, number];
const SIMULATIONS: Record<string, Vec[]> = {
  typical: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protan: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deutan: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritan: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};
const linear = (hex: string): Vec => [1, 3, 5].map((i) => {
  const c = parseInt(hex.slice(i, i + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}) as Vec;
const clamp = (x: number) => Math.min(1, Math.max(0, x));
function lab([r, g, b]: Vec): Vec {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047), y = f(0.2126 * r + 0.7152 * g + 0.0722 * b), z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const seen = (hex: string, m: Vec[]): Vec => { const l = linear(hex); return lab(m.map((row) => clamp(row[0] * l[0] + row[1] * l[1] + row[2] * l[2])) as Vec); };
const deltaE = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const luminance = (hex: string) => { const [r, g, b] = linear(hex); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const contrast = (a: string, b: string) => { const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x); return (hi! + 0.05) / (lo! + 0.05); };

const lightness = (hex: string) => seen(hex, SIMULATIONS.typical!)[0];

for (const theme of ["light", "dark"] as const) {
  describe(`the outcome palette, ${theme} theme`, () => {
    const block = mixin(theme);
    const fills = OUTCOMES.map((t) => colourIn(block, `hb-${t}`));
    for (const [vision, matrix] of Object.entries(SIMULATIONS)) {
      it(`every two outcomes stay apart for ${vision} vision`, () => {
        for (let i = 0; i < OUTCOMES.length; i++) for (let j = i + 1; j < OUTCOMES.length; j++) {
          expect(deltaE(seen(fills[i]!, matrix), seen(fills[j]!, matrix)), `${OUTCOMES[i]} vs ${OUTCOMES[j]}`).toBeGreaterThanOrEqual(20);
        }
      });
    }
    it("Minor → Maximum step away from the paper in lightness, at least 6 L* a step", () => {
      const paper = lightness(colourIn(block, "hb-paper"));
      const distance = fills.slice(1).map((f) => Math.abs(lightness(f) - paper));
      for (let i = 1; i < distance.length; i++) expect(distance[i]! - distance[i - 1]!, OUTCOMES[i + 1]).toBeGreaterThanOrEqual(6);
    });
    it("each reads as text on the paper and the card, and the card's colour reads on it as a fill", () => {
      for (const t of OUTCOMES) {
        for (const ground of ["hb-paper", "hb-card"]) expect(contrast(colourIn(block, `hb-${t}`), colourIn(block, ground)), `${t} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
}
