// apply (src/rules/endeavor/apply.ts): what each refusal names for its localised message (HB.Error.<code>), hostile
// traits from a console, states from elsewhere, and the live odds' known position roll (v0.0.18).
import { describe, expect, it } from "vitest";
import { previewCheck, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, monster, racer, refusalOf, run, setup } from "./helpers";

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
    ["one affected Stat not a string", { a: { conditions: [], affected: { ache: "hand", vexed: 3 } } }],
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

describe("more refusals, and what they name", () => {
  it("not one's turn: endeavor-not-your-turn, { name }; reversing without cause: endeavor-cannot-reverse, { name }", () => {
    expect(refusalOf(start(), attackM("b"))).toEqual({ code: "endeavor-not-your-turn", details: { name: "Bo" } });
    expect(refusalOf(start(), { type: "reverseTurnOrder", by: "b" })).toEqual({ code: "endeavor-cannot-reverse", details: { name: "Bo" } });
  });

  it("resolving a pending Attack when none is: endeavor-nothing-pending", () => {
    expect(refusalOf(start(), { type: "resolvePending", by: "a", attack: null }).code).toBe("endeavor-nothing-pending");
  });

  it("the special action: not the chooser (endeavor-not-chooser, { name }); a tie the GM must resolve (endeavor-tie-unresolved, { names })", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m", "10", { name: "Maw" })], options: { specialTies: "gm" } });
    let s = run(s0, [choose("a", "Head", [2, 2]), choose("b", "Head", [2, 2]), choose("m", "Hurry", [1])]).state;
    while (s.phase === "turns") s = run(s, [act(s.turn.current!, { kind: "pass" })]).state;
    expect(s.chooser).toEqual(["a", "b"]);
    expect(refusalOf(s, { type: "special", by: "m", special: null })).toEqual({ code: "endeavor-not-chooser", details: { name: "Maw" } });
    expect(refusalOf(s, { type: "special", by: "a", special: null })).toEqual({ code: "endeavor-tie-unresolved", details: { names: "Ada, Bo" } });
    const named = run(s, [{ type: "gm", gm: { op: "chooser", id: "b" } }, { type: "special", by: "b", special: null }]);
    expect(named.events.filter((e) => e.type === "specialDeclined")).toEqual([{ type: "specialDeclined", by: "b" }]);
  });

  it("after the end the GM may still override (a move is applied); anything else is endeavor-over", () => {
    const ended = run(start(), [{ type: "gm", gm: { op: "end", winner: "allies" } }]).state;
    expect(refusalOf(ended, attackM()).code).toBe("endeavor-over");
    const moved = run(ended, [{ type: "gm", gm: { op: "move", id: "a", to: 4 } }]);
    expect(moved.state.participants.find((p) => p.id === "a")!.position).toBe(4);
  });
});

describe("a pending Revenge Attack", () => {
  // a and b each move m (SP 10 (3), Revenge) down: 10 → 8 → 7, its Recovery button; c stays out of it.
  const revenge = () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m", "10 (3)", { name: "Maw", tags: ["Revenge"] })] }), [
      choose("a", "Hurt", [1, 1]), choose("b", "Hurt", [1, 2]), choose("c", "Head", [2, 2]), choose("m", "Hurt", [3, 3, 3, 3]),
      attackM("a"), attackM("b"),
    ]);
    return s.state;
  };

  it("must Attack while anyone who moved it down is still in (endeavor-must-attack, { name }); declined once none is", () => {
    const s = revenge();
    expect(s.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a", "b"] }]);
    const decline: Command = { type: "resolvePending", by: "m", attack: null };
    const aGone = run(s, [{ type: "gm", gm: { op: "remove", id: "a" } }]).state;
    expect(refusalOf(aGone, decline)).toEqual({ code: "endeavor-must-attack", details: { name: "Maw" } });
    const bothGone = run(aGone, [{ type: "gm", gm: { op: "remove", id: "b" } }, decline]);
    expect(bothGone.events.filter((e) => e.type === "pendingDeclined")).toEqual([{ type: "pendingDeclined", by: "m", kind: "revenge" }]);
  });

  it("a pending Attack has one target: two are endeavor-too-many-targets", () => {
    const c: Command = { type: "resolvePending", by: "m", attack: { kind: "attack", violent: true, targets: ["a", "b"], roll: [9] } };
    expect(refusalOf(revenge(), c).code).toBe("endeavor-too-many-targets");
  });
});

describe("recharge", () => {
  it("a Specialization that needs none, or has no cost, is refused (endeavor-no-specialization, { name, specialization })", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", specializations: ["Zealous", "Heavy"], blessings: [4] }), monster("m")] }), [
      choose("a", "Hurt", [1, 2]), choose("m", "Hurt", [3, 3]),
    ]).state;
    const recharge = (specialization: string): Command => ({ type: "recharge", by: "a", specialization, pay: { permanent: [4] } });
    expect(refusalOf(s, recharge("Zealous"))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", specialization: "Zealous" } });
    expect(refusalOf(s, recharge("Heavy"))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", specialization: "Heavy" } });
  });
});

describe("previewCheck of a Check no action makes", () => {
  it("a Racing Fatigue Check: its odds, nothing known", () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { blessings: [3] }), racer("r2")], options: { finishLine: 20 } }), [
      choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2]), act("r1", { kind: "protect", target: "r1", pay: { permanent: [3] } }), act("r2", { kind: "pass" }),
    ]).state;
    expect(s.phase).toBe("fatigue");
    expect(previewCheck(s, { type: "fatigueCheck", by: "r1" })).toMatchObject({ known: null, certain: null, spec: { rolls: [[8]] } });
  });
});
