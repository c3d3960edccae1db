// apply (src/rules/endeavor/apply.ts): what each refusal names for its localised message (HB.Error.<code>), hostile
// traits from a console, states from elsewhere, and the live odds' known position roll (v0.0.18).
import { describe, expect, it } from "vitest";
import { previewCheck, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, monster, refusalOf, run, setup } from "./helpers";

// a (Hurt d6) acts first; b second; m (SP 10 (3)) last.
const start = () => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m", "10 (3)", { name: "Maw" })] }), [
  choose("a", "Hurt", [1, 2]), choose("b", "Head", [2, 2, 2]), choose("m", "Hurt", [3, 3, 3, 3]),
]).state;
const attackM = (by = "a"): Command => act(by, { kind: "attack", violent: true, targets: ["m"], roll: [9] });

describe("refusals name what their message reads", () => {
  it("a participant no longer in the Endeavor: endeavor-participant-removed, { name }", () => {
    const s = run(start(), [{ type: "gm", gm: { op: "remove", id: "b" } }]).state;
    expect(refusalOf(s, { type: "recharge", by: "b", specialization: "Zealous", pay: { temporary: [2] } })).toEqual({ code: "endeavor-participant-removed", details: { name: "Bo" } });
  });

  it("the wrong phase: endeavor-wrong-phase, { phase }", () => {
    expect(refusalOf(start(), { type: "special", by: "a", special: null })).toEqual({ code: "endeavor-wrong-phase", details: { phase: "turns" } });
  });

  it("an Attack pending comes first: endeavor-pending, { name, kind } — for an action and for another's resolvePending", () => {
    // m at 8 is driven onto its Recovery button with Revenge: its Attack is pending.
    const s0 = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10 (3)", { name: "Maw", tags: ["Revenge"] })] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 8 } }, choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]), attackM(),
    ]).state;
    expect(s0.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a"] }]);
    const pending = { code: "endeavor-pending", details: { name: "Maw", kind: "revenge" } };
    expect(refusalOf(s0, act("m", { kind: "advance", roll: [9] }))).toEqual(pending);
    expect(refusalOf(s0, { type: "resolvePending", by: "a", attack: null })).toEqual(pending);
  });

  it("choosing twice in a round: endeavor-already-chosen, { name }", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m")] }), [choose("a", "Hurt", [1, 2])]).state;
    expect(refusalOf(s, choose("a", "Head", [1, 2]))).toEqual({ code: "endeavor-already-chosen", details: { name: "Ada" } });
    expect(refusalOf(s, { type: "skipRound", by: "a" })).toEqual({ code: "endeavor-already-chosen", details: { name: "Ada" } });
  });

  it("a state of another engine version: endeavor-unsupported-version, { version }", () => {
    const other = { ...start(), version: 2 } as unknown as EndeavorState;
    expect(refusalOf(other, attackM())).toEqual({ code: "endeavor-unsupported-version", details: { version: "2" } });
  });

  it("a command the engine does not know: endeavor-unknown-command, { command }", () => {
    const unknown = JSON.parse('{ "type": "teleport", "by": "a" }') as Command;
    expect(refusalOf(start(), unknown)).toEqual({ code: "endeavor-unknown-command", details: { command: "teleport" } });
  });
});

describe("traits carried on a command (a console may send anything)", () => {
  const withTraits = (traits: unknown): Command => ({ ...attackM(), traits: traits as Record<string, never> });
  const malformed = (id: string) => ({ code: "endeavor-bad-setup", details: { name: id } });

  it.each([
    ["not an object", { a: null }],
    ["a string", { a: "taxed" }],
    ["conditions not a list of strings", { a: { conditions: [1] } }],
    ["specializations not strings", { a: { conditions: [], specializations: [7] } }],
    ["a lifestyle not a string", { a: { conditions: [], lifestyle: 5 } }],
    ["exceptional things not strings", { a: { conditions: [], exceptional: [null] } }],
    ["affected null", { a: { conditions: [], affected: null } }],
    ["affected not an object", { a: { conditions: [], affected: "hurt" } }],
    ["affected Stats not strings", { a: { conditions: [], affected: { ache: 3 } } }],
  ])("%s: refused (endeavor-bad-setup, naming whose), nothing changed", (_, traits) => {
    expect(refusalOf(start(), withTraits(traits))).toEqual(malformed("a"));
  });

  it("well-formed traits, every field given, are stored on the participant before the command runs", () => {
    const t = { conditions: ["famous"], specializations: ["Ascendant"], lifestyle: "carefree", exceptional: ["Map"], affected: { ache: "hand" } };
    const r = run(start(), [withTraits({ b: t })]);
    expect(r.state.participants.find((p) => p.id === "b")!.traits).toEqual(t);
  });
});

describe("previewCheck (v0.0.18): the actor's own position roll is the known first roll", () => {
  // m (second seat) acts first: it has the fewest temporary Blessings.
  const s18 = () => run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m")] }), [
    { type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [6, 6, 6, 6] }, { type: "rollPosition", by: "m", stat: "Hurt", roll: 6, blessings: [2, 2, 2] },
  ]).state;

  it("m's 6 against a Normal Attack: known 6, certain minor", () => {
    const s = s18();
    expect(s.turn.current).toBe("m");
    expect(previewCheck(s, act("m", { kind: "attack", violent: true, targets: ["a"] }))).toMatchObject({ known: 6, certain: "minor" });
  });

  it("a Hard Attack has a second roll to come: known 6, nothing certain", () => {
    expect(previewCheck(s18(), act("m", { kind: "attack", violent: true, targets: ["a"], difficulty: "hard" }))).toMatchObject({ known: 6, certain: null });
  });
});
