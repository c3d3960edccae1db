// The die a Stat rolls with during an Endeavor (stat-die.ts): spent Stats as d2, Tireless, the spentDie ruling.
import { describe, expect, it } from "vitest";
import { statDie, type EndeavorState, type Participant } from "../../../src/rules/endeavor/index";
import { sparkPartners } from "../../../src/rules/endeavor/stat-die";
import { ally, monster, setup, STATS } from "./helpers";

const world = (edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10", options = {}): EndeavorState =>
  setup({ edition, kind: "monstrous", participants: [ally("a"), monster("m")], options });
const spent = (over: Partial<Participant>): Participant => ({
  ...world().participants[0]!, stats: STATS({ Hurt: 10, Head: 8, Hand: 4, Heart: 8 }), spent: ["Hurt", "Head", "Hand"], ...over,
});

describe("statDie", () => {
  it("an unspent Stat rolls its own die; a Stat the participant lacks has none", () => {
    expect(statDie(world(), spent({}), "Heart")).toBe(8);
    expect(statDie(world(), spent({}), "Hex")).toBeNull();
  });

  it("a spent Stat rolls a d2 (default edition) — or its own die with the spentDie ruling, and always in v0.0.18", () => {
    expect(statDie(world(), spent({}), "Head")).toBe(2);
    expect(statDie(world("v0.0.21.10", { spentDie: "own" }), spent({}), "Head")).toBe(8);
    expect(statDie(world("v0.0.18"), spent({}), "Head")).toBe(8);
  });

  it('Tireless: "replaced with a d6 or stays its original size, whichever is smaller" — its chosen Stat only, default edition only', () => {
    const tireless = (stat: string) => spent({ specializations: ["Tireless"], tirelessStat: stat });
    expect(statDie(world(), tireless("Hurt"), "Hurt")).toBe(6);
    expect(statDie(world(), tireless("Hand"), "Hand")).toBe(4);
    expect(statDie(world(), tireless("Hurt"), "Head")).toBe(2);
    expect(statDie(world(), spent({ tirelessStat: "Hurt" }), "Hurt")).toBe(2);
    expect(statDie(world("v0.0.18"), tireless("Hurt"), "Hurt")).toBe(10);
  });
});

describe("sparkPartners", () => {
  it("the Stats balanced with the Action Die, itself excepted, spent ones listed; none without a die", () => {
    expect(sparkPartners(spent({ actionDie: "Head" }))).toEqual(["Heart"]);
    expect(sparkPartners(spent({ actionDie: "Heart" }))).toEqual(["Head"]);
    expect(sparkPartners(spent({ actionDie: "Hand" }))).toEqual(["Home", "Hurry", "History"]);
    expect(sparkPartners(spent({ actionDie: null }))).toEqual([]);
  });
});
