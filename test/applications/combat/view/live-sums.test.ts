// The live sums of the tracker's forms (live-sums.ts), in the words the tracker writes into the form's <output> as it
// is edited (live-forms.ts: each part formatted, joined by a space; red when the engine would refuse): a non-violent
// Attack's Blessings ticked, and an ally's Perform Combo judged by the engine in a dry run.
import { describe, expect, it } from "vitest";
import { liveSum } from "../../../../src/applications/combat/view/live-sums";
import type { RowFields } from "../../../../src/applications/combat/view/row-fields";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { gm, moveTo } from "../../../builders/endeavor";
import { ally, choose, monster, passAll, run, setup } from "../../../rules/endeavor/helpers";

const g = globalThis as any;

/** What the form's <output> reads, and whether it is drawn red; null: no sum drawn. */
function output(state: EndeavorState, by: string, form: string, fields: RowFields) {
  const sum = liveSum(state, by, form, fields);
  if (!sum) return null;
  const text = sum.parts.map((p) => g.game.i18n.format(p.key, p.data as Record<string, string>) as string).join(" ");
  return { text, danger: sum.danger };
}

/** Wren (at 3, the most temporary Blessings: she chooses the special action) and Oskar (at 5, a Wound button at 4 in
 *  his way down) against two Monstrosities at 12. */
function comboChooser(hound = 12): EndeavorState {
  const s = passAll(
    run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "12"), monster("n", "12")] }), [
      moveTo("a", 3), moveTo("b", 5), moveTo("n", hound), gm({ op: "addButton", kind: "wound", position: 4, owner: "b" }),
      choose("a", "Head", [1, 1, 1, 3, 3]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2]), choose("n", "Hurt", [2, 2]),
    ]).state,
  );
  expect([s.phase, s.chooser]).toEqual(["special", ["a"]]);
  return s;
}

const EVEN = (moved: number) =>
  `Moving down in all: ${moved}. The opponents move down by ${moved} in all, shared evenly unless you type their shares.`;
const SHARES = (moved: number, shares: number) => `Moving down in all: ${moved}. The opponents' shares add up to ${shares}.`;
const SLOWED = (asked: number) => `(${asked} typed: buttons passed on the way slow or stop the movement.)`;
const NONE = "Nobody moves down: you only move up and spend.";
const BAD =
  "The amounts chosen do not add up: shares of movement must total the amount moved, and stolen Blessings must come from the targets, exactly as many as the Attack takes.";

describe("a non-violent Attack's Blessings to steal", () => {
  const s = comboChooser();
  it("counts the Blessings ticked under every opponent (an unticked box: nothing)", () => {
    expect(output(s, "a", "steal", { steal: { m: ["3", null, "2"], n: [null, "1"] } })).toEqual({ text: "3 ticked to steal.", danger: false });
    expect(output(s, "a", "steal", { steal: { m: ["2"] } })).toEqual({ text: "1 ticked to steal.", danger: false });
  });
  it("says the largest are stolen when none is ticked", () => {
    expect(output(s, "a", "steal", {})).toEqual({ text: "None ticked: the largest are stolen.", danger: false });
    expect(output(s, "a", "steal", { steal: { m: [null, null] } })).toEqual({ text: "None ticked: the largest are stolen.", danger: false });
  });
  it("draws no sum for a form without one", () => {
    expect(output(s, "a", "advance", { steal: { m: ["2"] } })).toBeNull();
    expect(output(s, "a", "", {})).toBeNull();
  });
});

describe("an ally's Perform Combo", () => {
  const s = comboChooser();

  it("nobody moving down: says so, and accepts no share or a share of 0", () => {
    expect(output(s, "a", "combo", {})).toEqual({ text: NONE, danger: false });
    expect(output(s, "a", "combo", { comboDown: { a: 0 } })).toEqual({ text: NONE, danger: false });
    expect(output(s, "a", "combo", { comboOpp: { m: 0 } })).toEqual({ text: NONE, danger: false });
  });

  it("nobody moving down: a share typed for an opponent is the engine's refusal, in red", () => {
    expect(output(s, "a", "combo", { comboOpp: { m: 2 } })).toEqual({ text: `${NONE} ${BAD}`, danger: true });
  });

  it("counts the allies' movement down alone (the opponents' even shares and Wren's move up are not counted)", () => {
    expect(output(s, "a", "combo", { comboDown: { a: 2 } })).toEqual({ text: EVEN(2), danger: false });
    expect(output(s, "a", "combo", { comboDown: { a: 3 } })).toEqual({ text: EVEN(3), danger: false });
  });

  it("counts the allies' movement, not the opponents' (one at 0 cannot move down its share)", () => {
    expect(output(comboChooser(0), "a", "combo", { comboDown: { a: 2 } })).toEqual({ text: EVEN(2), danger: false });
  });

  it("a Wound button on Oskar's way down slows him: fewer move down than typed, and the sum says why", () => {
    expect(output(s, "a", "combo", { comboDown: { b: 2 } })).toEqual({ text: `${EVEN(1)} ${SLOWED(2)}`, danger: false });
    expect(output(s, "a", "combo", { comboDown: { a: 1, b: 2 } })).toEqual({ text: `${EVEN(2)} ${SLOWED(3)}`, danger: false });
    // Exactly as far as typed: nothing to explain.
    expect(output(s, "a", "combo", { comboDown: { a: 1, b: 1 } })).toEqual({ text: EVEN(2), danger: false });
  });

  it("adds up the opponents' shares, and shows the engine's refusal in red when they do not match the movement", () => {
    expect(output(s, "a", "combo", { comboDown: { a: 2 }, comboOpp: { m: 1, n: 1 } })).toEqual({ text: SHARES(2, 2), danger: false });
    expect(output(s, "a", "combo", { comboDown: { a: 2 }, comboOpp: { m: 2, n: 1 } })).toEqual({ text: `${SHARES(2, 3)} ${BAD}`, danger: true });
    expect(output(s, "a", "combo", { comboDown: { b: 2 }, comboOpp: { m: 1 } })).toEqual({ text: `${SHARES(1, 1)} ${SLOWED(2)}`, danger: false });
    expect(output(s, "a", "combo", { comboDown: { b: 2 }, comboOpp: { m: 2 } })).toEqual({ text: `${SHARES(1, 2)} ${SLOWED(2)} ${BAD}`, danger: true });
  });

  it("a share left blank is no share (an even split), a lone value where shares are expected none at all", () => {
    expect(output(s, "a", "combo", { comboDown: { a: 2, b: "" }, comboOpp: { m: "", n: null } })).toEqual({ text: EVEN(2), danger: false });
    expect(output(s, "a", "combo", { comboDown: "2" })).toEqual({ text: NONE, danger: false });
    expect(output(s, "a", "combo", { comboDown: ["2"] })).toEqual({ text: NONE, danger: false });
    expect(output(s, "a", "steal", { steal: ["3"] })).toEqual({ text: "None ticked: the largest are stolen.", danger: false });
  });

  it("a movement the engine refuses (an opponent's, a negative one) is its refusal alone, in red", () => {
    expect(output(s, "a", "combo", { comboDown: { m: 2 } })).toEqual({ text: BAD, danger: true });
    expect(output(s, "a", "combo", { comboDown: { a: -1 }, comboOpp: { m: 1 } })).toEqual({ text: BAD, danger: true });
  });

  it("a dry run that breaks (not a refusal) says the change could not be applied, in red", () => {
    const broken = { ...s, buttons: undefined } as unknown as EndeavorState;
    expect(output(broken, "a", "combo", { comboDown: { a: 2 } })).toEqual({
      text: "The GM's client could not apply this change; see the console for details.",
      danger: true,
    });
  });

  it("draws no sum for someone not in the Endeavor", () => {
    expect(output(s, "nobody", "combo", { comboDown: { a: 2 } })).toBeNull();
  });
});
