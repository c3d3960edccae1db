// The odds bar's outcome colours as a player with common colour-blindness sees them: each fill is passed through
// Machado et al.'s (2009) full-severity protan, deutan and tritan simulations, and every pair of outcomes must stay
// clearly apart (CIE76 ΔE ≥ 20, where ~2 is the smallest difference most people notice), apart from both themes'
// paper as well, and each segment's number must be readable on its fill (WCAG contrast ≥ 4.5).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const OUTCOMES = ["failure", "minor", "medium", "major", "maximum"] as const;
const scss = readFileSync("styles/_variables.scss", "utf8");
const colour = (name: string): string => {
  const m = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(scss);
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

describe("odds bar palette", () => {
  const fills = OUTCOMES.map((t) => colour(`hb-odds-${t}`));
  for (const [vision, matrix] of Object.entries(SIMULATIONS)) {
    it(`every two outcomes stay apart for ${vision} vision`, () => {
      for (let i = 0; i < OUTCOMES.length; i++) for (let j = i + 1; j < OUTCOMES.length; j++) {
        expect(deltaE(seen(fills[i]!, matrix), seen(fills[j]!, matrix)), `${OUTCOMES[i]} vs ${OUTCOMES[j]}`).toBeGreaterThanOrEqual(20);
      }
    });
  }
  it("every fill stands out from the light and the dark paper", () => {
    for (const paper of [colour("hb-paper"), /@mixin dark[^}]*--hb-paper:\s*(#[0-9a-f]{6})/i.exec(scss)![1]!]) {
      for (const fill of fills) expect(deltaE(seen(fill, SIMULATIONS.typical!), seen(paper, SIMULATIONS.typical!)), `${fill} on ${paper}`).toBeGreaterThanOrEqual(20);
    }
  });
  it("each segment's number is readable on its fill", () => {
    for (const t of OUTCOMES) expect(contrast(colour(`hb-odds-${t}`), colour(`hb-odds-${t}-ink`)), t).toBeGreaterThanOrEqual(4.5);
  });
});
