// Attacks a special action causes (book: Monstrous "Ally Special Actions" → Perform Combo; "Monstrosity Buttons" →
// Recovery with Revenge; Zealous Specialization → Zeal button) are made before the round ends, with that round's
// Action Die (default edition; v0.0.18: position roll). Regression: the round used to end at once and clear the
// Action Dice, so a Zeal could only be declined and a Revenge could neither be made nor declined.
import { describe, expect, it } from "vitest";
import { replay, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, pass, refused, run, setup, types } from "./helpers";

const gmMove = (id: string, to: number): Command => ({ type: "gm", gm: { op: "move", id, to } });

/** Play turns: `a` takes Zealous on its turn (Zeal buttons 1 below a and b), everyone else passes. */
function turns(s: EndeavorState, log: Command[]): EndeavorState {
  while (s.phase === "turns" && s.pending.length === 0) {
    const c = s.turn.current === "a" && !get(s, "a").needsRecharge.includes("Zealous") ? act("a", { kind: "zealous" }) : pass(s.turn.current!);
    log.push(c);
    s = run(s, [c]).state;
  }
  return s;
}

describe("Attacks caused by a special action come before the round ends", () => {
  // a (Zealous) at 3, b at 1; m ("10 (3)", Revenge): Recovery button at 7. a chooses Head d6 with 5 temporary
  // Blessings (the most: a chooses the special action); m's Action Die is Hurt.
  const initial = setup({
    kind: "monstrous",
    participants: [ally("a", { specializations: ["Zealous"] }), ally("b"), monster("m", "10 (3)", { tags: ["Revenge"] })],
  });
  const opening: Command[] = [gmMove("a", 3), gmMove("b", 1), choose("a", "Head", [1, 1, 1, 3, 3]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2])];
  // Perform Combo: "Move up by your number of temporary Blessings" (3 → 8) … "you and your allies may move down any
  // total amount" (a down 6: over its Zeal button at 2, which ends the movement there, 6 moved) … "choose opponents to
  // move down by a total of the amount moved this way" (m down 6: over its Recovery button at 7, back to 10: Revenge).
  const combo: Command = { type: "special", by: "a", special: { kind: "combo", down: { a: 6 }, opponents: { m: 6 } } };

  function toCombo() {
    const log = [...opening];
    let s = run(initial, opening).state;
    s = turns(s, log);
    expect(s.phase).toBe("special");
    expect(s.chooser).toEqual(["a"]);
    const r = run(s, [combo]);
    log.push(combo);
    return { s: r.state, events: r.events, log };
  }

  it("Perform Combo activating a Zeal button and a Recovery button (Revenge) leaves both Attacks pending in the same round", () => {
    const { s, events } = toCombo();
    expect(get(s, "a").position).toBe(2);
    expect(get(s, "m").position).toBe(10);
    expect(events.filter((e) => e.type === "pendingAttack")).toEqual([
      { type: "pendingAttack", by: "a", kind: "zeal" },
      { type: "pendingAttack", by: "m", kind: "revenge" },
    ]);
    expect(types(events)).not.toContain("roundEnded");
    // Still round 1, in the special-action phase, nobody choosing again; this round's Action Dice are kept.
    expect(s).toMatchObject({ round: 1, phase: "special", chooser: [], specialDone: true });
    expect(get(s, "a").actionDie).toBe("Head");
    expect(get(s, "m").actionDie).toBe("Hurt");
    expect(get(s, "a").spent).toEqual([]);
    // A second special action is refused while the Attacks wait.
    refused(s, { type: "special", by: "a", special: null }, "endeavor-pending");
  });

  it('Zeal ("immediately Attack a nearby opponent") is made with this round\'s Action Die; Revenge ("use your Action Die to Attack an opponent who caused you to move down this round") must Attack; then the round ends', () => {
    const { s, log } = toCombo();
    // a's Zeal: a non-violent Attack with Head d6, roll 5 (Normal: a success, X 2) steals m's two Blessings.
    const zeal: Command = { type: "resolvePending", by: "a", attack: { kind: "attack", violent: false, targets: ["m"], roll: [5], regained: { m: [4, 4] } } };
    const afterZeal = run(s, [zeal]);
    const check = afterZeal.events.find((e) => e.type === "check");
    expect(check).toMatchObject({ check: { by: "a", stat: "Head", totals: [5], success: true } });
    expect(afterZeal.events).toContainEqual({ type: "blessingsStolen", by: "a", from: "m", values: [2, 2] });
    expect(afterZeal.state.round).toBe(1);
    expect(afterZeal.state.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a"] }]);
    // Revenge against a, who moved m down, while a is still in: declining is refused.
    refused(afterZeal.state, { type: "resolvePending", by: "m", attack: null }, "endeavor-must-attack");
    // m's Revenge: violent, its Action Die Hurt d6, roll 6 — a success: "wound each of them".
    const revenge: Command = { type: "resolvePending", by: "m", attack: { kind: "attack", violent: true, targets: ["a"], roll: [6] } };
    const r = run(afterZeal.state, [revenge]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { by: "m", stat: "Hurt", totals: [6], success: true } });
    expect(r.events).toContainEqual({ type: "wounded", id: "a", by: "m" });
    // Only now the round ends: the Action Dice are spent ("After each round") and round 2 starts.
    const t = types(r.events);
    expect(t.indexOf("wounded")).toBeLessThan(t.indexOf("roundEnded"));
    expect(r.state).toMatchObject({ round: 2, phase: "choosing", pending: [] });
    expect(r.state.specialDone).toBeUndefined();
    expect(get(r.state, "a").spent).toEqual(["Head"]);
    expect(get(r.state, "m").spent).toEqual(["Hurt"]);
    // Replaying the log gives the same state and events.
    const full = run(initial, [...log, zeal, revenge]);
    const again = replay(initial, full.log);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(full.state));
    expect(again.events).toEqual(full.events);
  });

  it("Zeal may be declined (a nearby opponent: none required); the round then ends once Revenge is made", () => {
    const { s } = toCombo();
    const declined = run(s, [{ type: "resolvePending", by: "a", attack: null }]);
    expect(declined.events).toEqual([{ type: "pendingDeclined", by: "a", kind: "zeal" }]);
    expect(declined.state.round).toBe(1);
    const r = run(declined.state, [{ type: "resolvePending", by: "m", attack: { kind: "attack", violent: true, targets: ["a"], roll: [1] } }]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { by: "m", success: false } });
    expect(r.state.round).toBe(2);
  });

  it("v0.0.18: Revenge caused by Perform Combo uses this round's position roll", () => {
    const s0 = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Revenge"] })] });
    // a rolls Head 6 (3 temporary Blessings), m rolls Hurt 6 (3): tied, either may choose the special action.
    let s = run(s0, [gmMove("a", 4), { type: "rollPosition", by: "a", stat: "Head", roll: 6, blessings: [3, 3, 3] }, { type: "rollPosition", by: "m", stat: "Hurt", roll: 6, blessings: [2, 2, 2] }]).state;
    while (s.phase === "turns") s = run(s, [pass(s.turn.current!)]).state;
    expect(s.chooser).toContain("a");
    // Move up 3 (4 → 7), a moves down 7, m down 7: over the Recovery button at 7, back to 10, Revenge.
    s = run(s, [{ type: "special", by: "a", special: { kind: "combo", down: { a: 7 }, opponents: { m: 7 } } }]).state;
    expect(s.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a"] }]);
    expect(get(s, "m").positionRoll).toBe(6);
    // The position roll 6 is the Check's roll (Normal: a success).
    const r = run(s, [{ type: "resolvePending", by: "m", attack: { kind: "attack", violent: true, targets: ["a"] } }]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { by: "m", stat: "Hurt", totals: [6], success: true } });
    expect(r.state.round).toBe(2);
  });
});
