/** The kinds table's look-ups (kinds/index.ts): which kinds an edition offers, an unknown kind, and the buttons the
 *  board's legend and the GM's "add a button" offer for each kind. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_KIND,
  ENDEAVOR_KINDS,
  NAMED_SIDES,
  buttonKindsOf,
  isEndeavorKind,
  kindRules,
  kindsOf,
  sideNameKey,
} from "../../../../src/rules/endeavor/kinds";

describe("the kinds table", () => {
  it("v0.0.18 offers Monstrous Endeavors only; v0.0.21.10 all four, in the start form's order", () => {
    expect(kindsOf("v0.0.18")).toEqual(["monstrous"]);
    expect(kindsOf("v0.0.21.10")).toEqual(["monstrous", "racing", "rush", "stealth"]);
    expect(DEFAULT_KIND).toBe("monstrous");
  });

  it("a kind is one of the table's ids; anything else (a hand-edited state) reads as Monstrous", () => {
    expect(["rush", "stealth", "Rush", "toString", "", 3, null].map(isEndeavorKind)).toEqual([true, true, false, false, false, false, false]);
    expect(kindRules("stealth")).toBe(ENDEAVOR_KINDS.stealth);
    expect(kindRules("heist")).toBe(ENDEAVOR_KINDS.monstrous);
  });

  it("each kind's buttons, every role's, in the buttons table's order", () => {
    expect(buttonKindsOf("monstrous")).toEqual(["wound", "scheme", "recovery", "defeat", "zeal"]);
    expect(buttonKindsOf("rush")).toEqual(["wound", "scheme", "recovery", "defeat", "zeal"]);
    expect(buttonKindsOf("racing")).toEqual(["terrain", "fatigue", "zeal"]);
    expect(buttonKindsOf("stealth")).toEqual(["wound", "alarm", "objective", "escape", "sanctuary"]);
    expect(buttonKindsOf("heist")).toEqual(buttonKindsOf("monstrous"));
  });

  it("the sides a kind names, each once, have a name's key; a Racing team's (or a racer's) side has none", () => {
    expect(NAMED_SIDES).toEqual(["allies", "monstrosities", "rogues", "eye"]);
    expect(NAMED_SIDES.map(sideNameKey)).toEqual([
      "HB.Endeavor.Side.allies",
      "HB.Endeavor.Side.monstrosities",
      "HB.Endeavor.Side.rogues",
      "HB.Endeavor.Side.eye",
    ]);
    expect(["Red Team", "p1", "", "Allies", "toString"].map(sideNameKey)).toEqual(["", "", "", "", ""]);
  });
});
