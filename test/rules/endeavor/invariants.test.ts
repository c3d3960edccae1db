// validateState (invariants.ts): the GM's client refuses to store a state breaking one (HB.Error.endeavorInvalid) and
// logs what it found — each problem named once, and a legal state none.
import { describe, expect, it } from "vitest";
import { validateState, type Button, type DelayedAttack, type EndeavorState, type Participant } from "../../../src/rules/endeavor/index";
import { ally, choose, monster, run, setup } from "./helpers";
import { rogue, theEye } from "./kinds/stealth/helpers";

const base = (): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2, 2]), choose("m", "Hurt", [2, 2, 2, 2])]).state;
const withA = (s: EndeavorState, over: Partial<Participant>): EndeavorState =>
  ({ ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, ...over } : p)) });
const withButtons = (s: EndeavorState, ...buttons: Button[]): EndeavorState => ({ ...s, buttons: [...s.buttons, ...buttons] });

describe("validateState", () => {
  it("a legal state has no problems", () => {
    expect(validateState(base())).toEqual([]);
    expect(validateState(withA(base(), { position: 0, temporary: [1, 6], granted: [{ from: "b", aptitude: "x", turns: 1 } as never] }))).toEqual([]);
  });

  it("participants: position, spent Action Die, Blessings' values, spent twice, recharge twice, Radiant grants, position throws", () => {
    const s = base();
    expect(validateState(withA(s, { position: -1 }))).toEqual(["a at position -1"]);
    expect(validateState(withA(s, { position: 1.5 }))).toEqual(["a at position 1.5"]);
    expect(validateState(withA(s, { spent: ["Hurt"] }))).toEqual(["a uses spent Hurt"]);
    expect(validateState(withA(s, { spent: ["Head"], actionDie: null }))).toEqual([]);
    for (const bad of [0, 7, 2.5]) expect(validateState(withA(s, { temporary: [2, bad] }))).toEqual(["a has a bad Blessing"]);
    expect(validateState(withA(s, { spent: ["Head", "Head"] }))).toEqual(["a spent a Stat twice"]);
    expect(validateState(withA(s, { needsRecharge: ["Zealous", "Zealous"] }))).toEqual(["a awaits one recharge twice"]);
    for (const g of [{ from: "b", turns: 0 }, { from: "b", turns: 1.5 }, { from: "zz", turns: 2 }]) {
      expect(validateState(withA(s, { granted: [{ aptitude: "x", ...g } as never] })), JSON.stringify(g)).toEqual(["a holds a bad Radiant grant"]);
    }
    expect(validateState(withA(s, { positionRoll: 5, positionGroup: { sizes: [6], throws: [[4]], total: 4, bumps: 0 } }))).toEqual(["a's position throws disagree"]);
    expect(validateState(withA(s, { positionRoll: 4, positionGroup: { sizes: [6], throws: [[4]], total: 4, bumps: 0 } }))).toEqual([]);
  });

  it("after the end: no temporary Blessings, and the phase is ended", () => {
    const s = base();
    const outcome = { winner: null, winnerId: null, reason: "gm" } as EndeavorState["outcome"];
    const ended = { ...s, outcome, phase: "ended" as const, turn: { ...s.turn, current: null }, participants: s.participants.map((p) => ({ ...p, temporary: [] })) };
    expect(validateState(ended)).toEqual([]);
    expect(validateState(withA(ended, { temporary: [3] }))).toEqual(["a keeps temporary Blessings after the end"]);
    expect(validateState({ ...ended, phase: "turns" })).toEqual(["outcome without phase ended"]);
  });

  it("buttons: position, ownership, owner known, never two of one kind and owner on a cell (Schemes too)", () => {
    const s = base();
    const b = (over: Partial<Button>): Button => ({ id: "bx", kind: "wound", position: 2, owner: "a", ...over });
    expect(validateState(withButtons(s, b({ position: -1 })))).toEqual(["button bx at -1"]);
    expect(validateState(withButtons(s, b({ position: 0.5 })))).toEqual(["button bx at 0.5"]);
    expect(validateState(withButtons(s, b({ owner: null })))).toEqual(["button bx ownership"]);
    expect(validateState(withButtons(s, b({ kind: "scheme" })))).toEqual(["button bx ownership"]);
    expect(validateState(withButtons(s, b({ owner: "zz" })))).toEqual(["button bx has unknown owner"]);
    expect(validateState(withButtons(s, b({}), b({ id: "by" })))).toEqual(["two wound buttons of a at 2"]);
    expect(validateState(withButtons(s, b({}), b({ id: "by", owner: "b" }), b({ id: "bz", position: 3 }), b({ id: "bw", kind: "zeal" })))).toEqual([]);
    const scheme = b({ kind: "scheme", owner: null });
    expect(validateState(withButtons(s, scheme, { ...scheme, id: "by" }))).toEqual(["two scheme buttons of global at 2"]);
  });

  it("the current turn, pending and Delayed Attacks name someone known and active", () => {
    const s = base();
    expect(validateState({ ...s, turn: { ...s.turn, current: "zz" } })).toEqual(["current turn belongs to nobody active"]);
    const gone = withA({ ...s, turn: { ...s.turn, current: "a" } }, { removed: { round: 1, reason: "gm", by: null } });
    expect(validateState(gone)).toEqual(["current turn belongs to nobody active"]);
    expect(validateState({ ...s, pending: [{ by: "zz", kind: "revenge", eligible: [] } as never] })).toEqual(["pending attack of unknown participant"]);
    expect(validateState({ ...s, pending: [{ by: "m", kind: "revenge", eligible: [] } as never] })).toEqual([]);
    const delayed: DelayedAttack = { id: "d1", by: "a", targets: ["m"], violent: true, stat: "Hurry", difficulty: "normal", amount: 2, trigger: "", round: 1 };
    expect(validateState({ ...s, delayed: [delayed] })).toEqual([]);
    expect(validateState({ ...s, delayed: [{ ...delayed, by: "zz" }] })).toEqual(["Delayed Attack d1 names someone unknown"]);
    expect(validateState({ ...s, delayed: [{ ...delayed, targets: ["m", "zz"] }] })).toEqual(["Delayed Attack d1 names someone unknown"]);
  });

  it("Rush: the charge leader is an active ally never foiled, while it goes on; nobody foiled twice", () => {
    const s = base();
    expect(validateState({ ...s, leader: "a", foiled: [] })).toEqual([]);
    expect(validateState({ ...s, leader: "zz", foiled: [] })).toEqual(["zz cannot be the charge leader"]);
    expect(validateState({ ...s, leader: "m", foiled: [] })).toEqual(["m cannot be the charge leader"]);
    expect(validateState({ ...s, leader: "a", foiled: ["a"] })).toEqual(["a cannot be the charge leader"]);
    const bGone = { ...s, leader: "b", foiled: [], participants: s.participants.map((p) => (p.id === "b" ? { ...p, removed: { round: 1, reason: "gm" as const, by: null } } : p)) };
    expect(validateState(bGone)).toEqual(["b cannot be the charge leader"]);
    const ended = { ...s, leader: "zz", foiled: [], outcome: { winner: null, winnerId: null, reason: "gm" } as EndeavorState["outcome"], phase: "ended" as const, participants: s.participants.map((p) => ({ ...p, temporary: [] })) };
    expect(validateState(ended)).toEqual([]);
    expect(validateState({ ...s, foiled: ["a", "a"] })).toEqual(["an ally foiled twice"]);
  });

  it("an Endeavor with an Eye: exactly its one Eye, Alarms at 1–20 and never two at one position, Objectives with their Check", () => {
    const s = setup({ kind: "stealth", participants: [rogue("a"), theEye()], land: [{ kind: "objective", position: 10, check: { stat: "Hand", difficulty: "normal" } }, { kind: "alarm", position: 5 }] });
    expect(validateState(s)).toEqual([]);
    const alarm = s.buttons.find((b) => b.kind === "alarm")!;
    expect(validateState({ ...s, buttons: [...s.buttons, { ...alarm, id: "bx", position: 0 }] })).toEqual(["an Alarm outside 1–20"]);
    expect(validateState({ ...s, buttons: [...s.buttons, { ...alarm, id: "bx", position: 21 }] })).toEqual(["an Alarm outside 1–20"]);
    expect(validateState({ ...s, buttons: [...s.buttons, { ...alarm, id: "bx", position: 20 }, { ...alarm, id: "by", position: 1 }] })).toEqual([]);
    expect(validateState({ ...s, buttons: [...s.buttons, { ...alarm, id: "bx" }] })).toEqual(["two Alarms at one position"]);
    const objective = s.buttons.find((b) => b.kind === "objective")!;
    const { check: _c, ...bare } = objective;
    expect(validateState({ ...s, buttons: [...s.buttons.filter((b) => b !== objective), bare] })).toEqual(["an Objective without its Check"]);
    expect(validateState({ ...s, eye: { ...s.eye!, id: "a" } })).toEqual(["not exactly the one Eye"]);
    const twoEyes = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, role: "eye" as const } : p)) };
    expect(validateState(twoEyes)).toEqual(["not exactly the one Eye"]);
  });
});
