// The Blessings the tracker's selects offer as payments (pure), in the words each option reads: ⊜⊜ pairs, single
// Blessings from a worth up, the Blessing Protect ticks first; and a participant's name and Stat as the forms say them.
import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import {
  cheapestIndex, choice, nameOf, pairOptions, payOption, singleOptions, statLabel, type PayOption,
} from "../../../../src/applications/combat/view/tracker-options";
import type { Participant } from "../../../../src/rules/endeavor";
import { ally, monster, setup } from "../../../rules/endeavor/helpers";
import { createI18n } from "../../../harness/foundry-helpers";

const i18n = createI18n(en);
const read = (options: PayOption[]) => options.map((o) => `${o.value}=${i18n.format(o.label, { t: o.t, p: o.p })}`);
const holding = (temporary: number[], blessings: number[]) => ({ temporary, blessings }) as Participant;

describe("a payment as a select offers it", () => {
  it("names the pool or pools it is paid from", () => {
    expect(read([payOption({ temporary: [4, 4] }), payOption({ permanent: [3] }), payOption({ temporary: [2], permanent: [5] })])).toEqual([
      "t:4,4=temporary 4, 4", "p:3=permanent 3", "t:2|p:5=temporary 2 + permanent 5",
    ]);
  });
});

describe("⊜⊜: two Blessings of the same worth", () => {
  it("each pair once, temporary ones first, cheapest first within each", () => {
    expect(read(pairOptions(holding([5, 3, 5, 3, 3, 1], [1, 4, 4, 6, 3])))).toEqual([
      "t:3,3=temporary 3, 3", "t:5,5=temporary 5, 5",
      "t:1|p:1=temporary 1 + permanent 1", "t:3|p:3=temporary 3 + permanent 3", "p:4,4=permanent 4, 4",
    ]);
  });

  it("none without two of a worth", () => {
    expect(pairOptions(holding([1, 2], [3, 4]))).toEqual([]);
    expect(pairOptions(holding([], []))).toEqual([]);
    expect(read(pairOptions(holding([2], [2])))).toEqual(["t:2|p:2=temporary 2 + permanent 2"]);
    expect(read(pairOptions(holding([], [6, 6])))).toEqual(["p:6,6=permanent 6, 6"]);
  });
});

describe("one Blessing worth at least the cost", () => {
  it("each worth once per pool, temporary first, from the least up", () => {
    expect(read(singleOptions(holding([4, 2, 4, 6], [6, 2, 3])))).toEqual([
      "t:2=temporary 2", "t:4=temporary 4", "t:6=temporary 6", "p:2=permanent 2", "p:3=permanent 3", "p:6=permanent 6",
    ]);
    expect(read(singleOptions(holding([4, 2, 3, 6], [6, 2, 3]), 3))).toEqual([
      "t:3=temporary 3", "t:4=temporary 4", "t:6=temporary 6", "p:3=permanent 3", "p:6=permanent 6",
    ]);
  });
});

describe("the Blessing Protect ticks unless the player chooses", () => {
  const options = (temporary: number[], permanent: number[]) => [
    ...temporary.map((v) => ({ t: String(v), p: "" })),
    ...permanent.map((v) => ({ t: "", p: String(v) })),
  ];

  it("the smallest temporary one, the first of equals; else the smallest permanent one", () => {
    expect(cheapestIndex(options([4, 2, 6], [1]))).toBe(1);
    expect(cheapestIndex(options([3, 3], []))).toBe(0);
    expect(cheapestIndex(options([6], [1, 2]))).toBe(0);
    expect(cheapestIndex(options([], [5, 3, 4]))).toBe(1);
    expect(cheapestIndex(options([], [2, 2]))).toBe(0);
  });
});

describe("names in the forms", () => {
  it("a participant by name, an id not in the Endeavor as it is, a Stat by its key", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Widow" })] });
    expect(nameOf(s, "m")).toBe("Widow");
    expect(nameOf(s, "gone")).toBe("gone");
    expect(choice(s.participants[0]!)).toEqual({ value: "a", label: "Wren" });
    expect(i18n.localize(statLabel("Hurry"))).toBe("Hurry");
  });
});
