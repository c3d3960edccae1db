import { describe, expect, it } from "vitest";
import { assertSparkable, sparkAllowed } from "../../src/rules";

const dice = { head: 8, hand: 8, heart: 8, hurt: 8, home: 6, hurry: 4, history: 4 };

describe("sparkAllowed: assertSparkable as a yes or no", () => {
  it("agrees with assertSparkable on every pair and Ascendant triple of these dice", () => {
    const ids = Object.keys(dice);
    for (const a of ids) for (const b of ids) for (const c of ["", ...ids]) {
      const req = { dice, stats: c ? [a, b, c] : [a, b], ascendant: !!c, violent: [a, b, c].includes("hurt"), spent: ["heart"] };
      let thrown = false;
      try { assertSparkable(req); } catch { thrown = true; }
      expect(sparkAllowed(req)).toBe(!thrown);
    }
  });

  it("Ascendant: three balanced d8s, non-violent, none spent", () => {
    expect(sparkAllowed({ dice, stats: ["head", "hand", "heart"], ascendant: true })).toBe(true);
    expect(sparkAllowed({ dice, stats: ["head", "hand", "hurt"], ascendant: true, violent: true })).toBe(false);
    expect(sparkAllowed({ dice, stats: ["head", "hand", "heart"], ascendant: true, spent: ["heart"] })).toBe(false);
    expect(sparkAllowed({ dice, stats: ["hurry", "history", "home"], ascendant: true })).toBe(false);
  });
});
