// What Advance's confirming button reads as the acting form stands (pure): the engine's own dry run with a success
// supplied (success-run.ts), put into words as the tracker writes them into the button.
import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import { advanceLabel } from "../../../../src/applications/combat/view/advance-label";
import { successEvents } from "../../../../src/applications/combat/view/success-run";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { createI18n } from "../../../harness/foundry-helpers";
import { act, ally, choose, monster, pass, run, setup } from "../../../rules/endeavor/helpers";
import { moveTo } from "../../../builders/endeavor";

const i18n = createI18n(en);
/** The button's words, or null where it keeps its name ("Advance"). */
const button = (state: EndeavorState, by: string, fields: Record<string, unknown> = {}) =>
  advanceLabel(state, by, fields)?.map((t) => i18n.format(t.key, t.data)).join(" ") ?? null;

/** Wren (a, Head d6) and Oskar (b) against the Widow (m, Head d6): Wren acts first, then Oskar, then the Widow. */
const turns = () =>
  run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "10 (3)", { name: "Widow" })] }), [
    choose("a", "Head", [3, 3]), choose("b", "Hand", [1, 1]), choose("m", "Head", [4, 1]),
  ]).state;

describe("Advance's confirming button", () => {
  it("says how far up and where to, with X raised by a Helper's Help on X", () => {
    const s = turns();
    expect(s.turn.current).toBe("a");
    expect(button(s, "a")).toBe("Advance: up by 2 → 2");
    expect(button(s, "a", { helper: "b", helpPay: { b: "t:1" }, helpUse: { b: "x" } })).toBe("Advance: up by 3 → 3");
    // Help on the roll is no Help on X.
    expect(button(s, "a", { helper: "b", helpPay: { b: "t:1" }, helpUse: { b: "roll" } })).toBe("Advance: up by 2 → 2");
  });

  it("from where the marker stands", () => {
    const s = run(turns(), [moveTo("a", 5)]).state;
    expect(button(s, "a")).toBe("Advance: up by 2 → 7");
  });

  it("a Monstrosity's adds Schemes", () => {
    const s = run(turns(), [pass("a"), pass("b")]).state;
    expect(s.turn.current).toBe("m");
    expect(button(s, "m")).toBe("Advance: add Schemes (2)");
  });

  it("others' say on the Check is left out: it would turn the success supplied into a failure or a refusal", () => {
    const s = turns();
    expect(button(s, "a", { mischievous: "m" })).toBe("Advance: up by 2 → 2");
    expect(button(s, "a", { watchedBy: "m" })).toBe("Advance: up by 2 → 2");
  });

  it("keeps its name for one whose turn it is not, an Advance the engine refuses, and v0.0.18's rolled amount", () => {
    const s = turns();
    expect(button(s, "b")).toBeNull();
    expect(button(s, "a", { withAptitude: "Cooking" })).toBeNull();
    const v18 = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 5, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 8, blessings: [3, 3, 3, 3] },
    ]).state;
    expect(button(v18, v18.turn.current!)).toBeNull();
  });
});

describe("an action's events on a success", () => {
  it("are the engine's, the state untouched; none for an action without a Check or a command that is no action", () => {
    const s = turns();
    const before = JSON.stringify(s);
    expect(successEvents(s, act("a", { kind: "advance" }))?.find((e) => e.type === "moved")).toEqual({
      type: "moved", id: "a", from: 0, to: 2, cause: "a",
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(successEvents(s, pass("a"))).toBeNull();
    expect(successEvents(s, act("a", { kind: "advance", withAptitude: "Cooking" }))).toBeNull();
    expect(successEvents(s, { type: "gm", gm: { op: "endTurn" } })).toBeNull();
  });
});
