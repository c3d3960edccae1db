// Leaving the Endeavor and its end (removal.ts).
import { describe, expect, it } from "vitest";
import type { DelayedAttack, EndeavorState } from "../../../src/rules/endeavor/index";
import { Draft } from "../../../src/rules/endeavor/draft";
import { endEndeavor, removeParticipant } from "../../../src/rules/endeavor/removal";
import { act, ally, choose, get, monster, passAll, run, setup } from "./helpers";

const start = (): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m"), monster("n", "8")] }), [
    choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]), choose("m", "Hurt", [2, 2, 2, 2]), choose("n", "Hurt", [2, 2, 2, 2]),
  ]).state;

describe("removing a participant", () => {
  it("takes their pending Attacks, Delayed Attacks and protections (given or received) with them, and their turn", () => {
    let s = start();
    expect(s.turn.current).toBe("a");
    s = run(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }), act("b", { kind: "protect", target: "c", pay: { temporary: [2] } })]).state;
    const kept: DelayedAttack = { id: "x", by: "m", targets: ["b"], violent: true, stat: "Hurry", difficulty: "normal", amount: 1, trigger: "", round: 1 };
    s = { ...s, delayed: [...s.delayed!, kept], pending: [{ by: "a", kind: "zeal", eligible: [] } as never, { by: "m", kind: "revenge", eligible: [] } as never], protections: [...s.protections, { by: "c", target: "a", ranks: 1, until: 2 }, { by: "n", target: "m", ranks: 1, until: 2 }] };
    const d = new Draft(s);
    removeParticipant(d, "a", "gm", null);
    expect(d.state.delayed).toEqual([kept]);
    expect(d.state.pending).toEqual([{ by: "m", kind: "revenge", eligible: [] }]);
    expect(d.state.protections).toEqual([{ by: "b", target: "c", ranks: 1, until: 2 }, { by: "n", target: "m", ranks: 1, until: 2 }]);
    expect(d.events).toEqual([{ type: "removed", id: "a", reason: "gm", by: null }]);
    expect(get(d.state, "a").removed).toEqual({ round: 1, reason: "gm", by: null });
    // Removing c takes the protection c received.
    removeParticipant(d, "c", "maximum", "m");
    expect(d.state.protections).toEqual([{ by: "n", target: "m", ranks: 1, until: 2 }]);
    // Removing n takes the protection n gave.
    removeParticipant(d, "n", "gm", null);
    expect(d.state.protections).toEqual([]);
  });

  it("a state saved before Delayed Attacks (no `delayed` key): a removal and the end play, and add none", () => {
    const { delayed: _gone, ...old } = start();
    const d = new Draft(old as EndeavorState);
    removeParticipant(d, "a", "gm", null);
    expect(get(d.state, "a").removed).toEqual({ round: 1, reason: "gm", by: null });
    endEndeavor(d, { winner: "monstrosities", winnerId: null, reason: "gm" });
    expect(d.state.phase).toBe("ended");
    expect(d.state.delayed).toBeUndefined();
  });

  it("the one whose turn it is loses it; someone already out is not removed again", () => {
    const s = start();
    const d = new Draft(s);
    removeParticipant(d, "a", "gm", null);
    expect(d.state.turn.current).toBeNull();
    removeParticipant(d, "a", "maximum", "m");
    expect(get(d.state, "a").removed).toEqual({ round: 1, reason: "gm", by: null });
    expect(d.events).toHaveLength(1);
    // Another's removal leaves the turn alone.
    const e = new Draft(s);
    removeParticipant(e, "b", "gm", null);
    expect(e.state.turn.current).toBe("a");
  });

  it("a chooser who leaves no longer chooses", () => {
    const s = passAll(run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2])]).state);
    expect(s.chooser).toEqual(["a", "b", "m"]);
    const d = new Draft(s);
    removeParticipant(d, "b", "gm", null);
    expect(d.state.chooser).toEqual(["a", "m"]);
  });

  it("the last opponent's removal ends the Endeavor: every temporary Blessing disappears", () => {
    const s = start();
    const d = new Draft(s);
    removeParticipant(d, "m", "gm", null);
    expect(d.state.outcome).toBeNull();
    removeParticipant(d, "n", "gm", null);
    expect(d.state.outcome).toEqual({ winner: "allies", winnerId: null, reason: "opponents-removed" });
    expect(d.state.phase).toBe("ended");
    expect(d.state.participants.every((p) => p.temporary.length === 0)).toBe(true);
    expect(d.events.filter((e) => e.type === "temporaryLost").map((e) => (e as { id: string }).id)).toEqual(["a", "b", "c", "m", "n"]);
    expect(d.events.at(-1)).toEqual({ type: "endeavorEnded", outcome: d.state.outcome });
  });
});

describe("ending the Endeavor", () => {
  it("clears what was pending, chosen, protected and set; ends once", () => {
    const s0 = start();
    const s: EndeavorState = { ...s0, delayed: [{ id: "x", by: "m", targets: ["b"], violent: true, stat: "Hurry", difficulty: "normal", amount: 1, trigger: "", round: 1 }], pending: [{ by: "m", kind: "revenge", eligible: [] } as never], chooser: ["a"], protections: [{ by: "c", target: "a", ranks: 1, until: 2 }] };
    const d = new Draft(s);
    endEndeavor(d, { winner: null, winnerId: null, reason: "gm" });
    expect([d.state.delayed, d.state.pending, d.state.chooser, d.state.protections, d.state.turn.current, d.state.phase]).toEqual([[], [], [], [], null, "ended"]);
    const events = d.events.length;
    endEndeavor(d, { winner: "allies", winnerId: null, reason: "gm" });
    expect(d.state.outcome).toEqual({ winner: null, winnerId: null, reason: "gm" });
    expect(d.events).toHaveLength(events);
    // Nobody with temporary Blessings: nothing lost, only the end said.
    const bare = new Draft({ ...s0, participants: s0.participants.map((p) => ({ ...p, temporary: [] })) });
    endEndeavor(bare, { winner: null, winnerId: null, reason: "gm" });
    expect(bare.events.map((e) => e.type)).toEqual(["endeavorEnded"]);
  });
});
