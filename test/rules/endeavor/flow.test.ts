// The round's flow (src/rules/endeavor/flow.ts): who owes a Fatigue Check, when a Protect ends, whose turn comes.
import { describe, expect, it } from "vitest";
import { act, ally, choose, get, monster, pass, racer, refused, run, setup, types } from "./helpers";

describe("Fatigue Checks at the end of a Racing round", () => {
  // r1 leaves the race holding a Fatigue button; r3 skips the round holding one; r2 spends a Blessing (a Fatigue button).
  const toFatigue = () => {
    const s0 = setup({ kind: "racing", participants: [racer("r1"), racer("r2", { blessings: [3] }), racer("r3")], options: { finishLine: 20 } });
    return run(s0, [
      { type: "gm", gm: { op: "addButton", kind: "fatigue", position: 0, owner: "r1" } },
      { type: "gm", gm: { op: "addButton", kind: "fatigue", position: 0, owner: "r3" } },
      { type: "gm", gm: { op: "remove", id: "r1" } },
      { type: "skipRound", by: "r3" },
      choose("r2", "Hand", [2, 2]),
      act("r2", { kind: "protect", target: "r2", pay: { permanent: [3] } }),
    ]).state;
  };

  it("only an active racer with an Action Die and a Fatigue button owes one: the round waits for r2 alone", () => {
    const s = toFatigue();
    expect(s.phase).toBe("fatigue");
    expect(s.buttons.filter((b) => b.kind === "fatigue").map((b) => b.owner)).toEqual(["r1", "r3", "r2"]);
    refused(s, { type: "fatigueCheck", by: "r1", roll: [9] }, "endeavor-participant-removed");
    refused(s, { type: "fatigueCheck", by: "r3", roll: [9] }, "endeavor-not-fatigued");
    const r = run(s, [{ type: "fatigueCheck", by: "r2", roll: [6] }]);
    expect(r.state.phase).toBe("special");
    expect(r.state.buttons.filter((b) => b.kind === "fatigue").map((b) => b.owner)).toEqual(["r1", "r3"]);
  });
});

describe("Protect lasts until the protector's next turn", () => {
  // a protects b, b protects a; both protections are the round's. m then passes; next round a's turn ends a's alone.
  const round2 = () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] });
    return run(s0, [
      choose("a", "Hurt", [1, 2]), choose("b", "Head", [1, 2]), choose("m", "Hurt", [3, 3]),
      act("a", { kind: "protect", target: "b", pay: { temporary: [1] } }),
      act("b", { kind: "protect", target: "a", pay: { temporary: [1] } }),
      pass("m"),
    ]);
  };

  it("in round 1 both hold; at a's turn in round 2 a's ends (protectionEnded, by a) and b's holds until b's turn", () => {
    const r1 = round2();
    expect(r1.state.protections).toEqual([{ by: "a", target: "b", ranks: 1, until: 2 }, { by: "b", target: "a", ranks: 1, until: 2 }]);
    let s = r1.state;
    if (s.phase === "special") s = run(s, [{ type: "special", by: s.chooser[0]!, special: null }]).state;
    const r = run(s, [choose("a", "Head", [1, 1]), choose("b", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]);
    expect(r.state.round).toBe(2);
    expect(r.state.turn.current).toBe("a");
    expect(r.state.protections).toEqual([{ by: "b", target: "a", ranks: 1, until: 2 }]);
    expect(r.events.filter((e) => e.type === "protectionEnded")).toEqual([{ type: "protectionEnded", by: "a" }]);
    const b = run(r.state, [pass("a")]);
    expect(b.state.turn.current).toBe("b");
    expect(b.state.protections).toEqual([]);
    expect(types(b.events)).toContain("protectionEnded");
    expect(get(b.state, "a").delayed).toBe(true);
  });
});
