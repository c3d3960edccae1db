// The round's flow (src/rules/endeavor/flow.ts): who owes a Fatigue Check, when a Protect ends, whose turn comes.
import { describe, expect, it } from "vitest";
import type { Command } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, pass, racer, refused, run, setup, types } from "./helpers";
import { rogue, special, theEye } from "./kinds/stealth/helpers";

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

describe("who chooses the special action", () => {
  const never = () => {
    throw new Error("no die should be rolled");
  };

  it("random ties, but one holds the most: they choose, no die is rolled and nothing is written on the command", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")], options: { specialTies: "random" } });
    let s = run(s0, [choose("a", "Head", [2, 2, 2]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3])]).state;
    const log: Command[] = [];
    while (s.phase === "turns") {
      const r = run(s, [pass(s.turn.current!)], never);
      log.push(...r.log);
      s = r.state;
    }
    expect(s.chooser).toEqual(["a"]);
    expect(log.some((c) => c.specialChooser !== undefined)).toBe(false);
  });

  it("lastActed: two tied who never finished a turn (their Help spent it) — the earlier seat chooses", () => {
    // a acts first (fewest, seat before m); b and c each Help a (① each), which spends their turns; m passes.
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m")], options: { specialTies: "lastActed" } });
    const r = run(s0, [
      choose("a", "Head", [2, 2]), choose("b", "Head", [1, 3, 3, 3]), choose("c", "Head", [1, 3, 3, 3]), choose("m", "Head", [3, 3]),
      act("a", { kind: "advance", roll: [5], helpers: [{ by: "b", pay: { temporary: [1] } }, { by: "c", pay: { temporary: [1] } }] }),
      pass("m"),
    ]);
    expect(r.state.turn.acted).toEqual(["a", "m"]);
    expect(r.state.chooser).toEqual(["b"]);
  });
});

describe("the end of a round: Stats spent and regained", () => {
  it("skipping with nothing spent regains nothing (no statsRegained); the Action Die chosen is spent", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] });
    let s = run(s0, [{ type: "skipRound", by: "a" }, choose("b", "Hand", [2, 2]), choose("m", "Hurt", [3, 3])]).state;
    const events = [];
    while (s.phase === "turns") {
      const r = run(s, [pass(s.turn.current!)]);
      events.push(...r.events);
      s = r.state;
    }
    const r = run(s, [{ type: "special", by: s.chooser[0]!, special: null }]);
    events.push(...r.events);
    expect(r.state.round).toBe(2);
    expect(events.filter((e) => e.type === "statsRegained" || e.type === "statsSpent")).toEqual([
      { type: "statsSpent", id: "b", stats: ["Hand"] }, { type: "statsSpent", id: "m", stats: ["Hurt"] },
    ]);
    expect([get(r.state, "a").spent, get(r.state, "b").spent]).toEqual([[], ["Hand"]]);
  });
});

describe("Quicken Pace's additional action", () => {
  // Game 1 of stealth-games.test.ts up to Quicken Pace (a and b each gain an additional action in round 2).
  const quickened = () => {
    const s0 = setup({
      kind: "stealth", participants: [rogue("a"), rogue("b"), theEye()], options: {},
      land: [
        { kind: "alarm", position: 5 }, { kind: "alarm", position: 6 }, { kind: "alarm", position: 7 }, { kind: "alarm", position: 13 },
        { kind: "objective", position: 8, check: { stat: "Head" } }, { kind: "escape", position: 18 }, { kind: "sanctuary", position: 2 },
      ],
    });
    return run(s0, [
      choose("a", "Head", [2, 2]), choose("b", "Hurt", [3, 3]), choose("eye", "Watch", [1, 1]),
      act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "cover" }), act("eye", { kind: "scan", direction: "down" }),
      act("b", { kind: "attack", violent: true, targets: [], roll: [20] }),
      special("a", { kind: "quickenPace", allies: ["b"] }),
      choose("a", "Hand", [2, 2]), choose("b", "Head", [4, 4]), choose("eye", "Watch", [3, 3]),
    ]).state;
  };

  it("taken right after an action: the same rogue's turn again", () => {
    const s = quickened();
    expect(s.turn.current).toBe("a");
    const r = run(s, [act("a", { kind: "move", direction: "up", roll: [9] })]);
    expect(r.state.turn.current).toBe("a");
    expect(r.events.filter((e) => e.type === "extraAction")).toEqual([{ type: "extraAction", by: "a" }]);
  });

  it("not while the turn is delayed (Cover): the next participant's turn comes, the additional action is kept", () => {
    const r = run(quickened(), [act("a", { kind: "cover" })]);
    expect(r.state.turn.current).toBe("eye");
    expect(r.events.some((e) => e.type === "extraAction")).toBe(false);
    expect(get(r.state, "a")).toMatchObject({ delayed: true, extraActions: { round: 2, left: 1 } });
  });
});

describe("Unrelenting at the end of each round", () => {
  it("an Attack pending per Recovery activated (pendingAttack, by m); not in a round m skipped (no Action Die)", () => {
    const r1 = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Unrelenting"] })] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 8 } }, choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]),
      act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), pass("m"),
    ]);
    expect(r1.events.filter((e) => e.type === "pendingAttack")).toEqual([{ type: "pendingAttack", by: "m", kind: "unrelenting" }]);
    let s = run(r1.state, [{ type: "resolvePending", by: "m", attack: null }]).state;
    s = run(s, [{ type: "special", by: s.chooser[0]!, special: null }, choose("a", "Head", [2, 2]), { type: "skipRound", by: "m" }]).state;
    expect(get(s, "m").recoveries).toBe(1);
    const r2 = run(s, [pass("a")]);
    expect(r2.state.phase).toBe("special");
    expect(r2.state.pending).toEqual([]);
  });
});

describe("a round nobody takes part in", () => {
  it("everyone skips: no turns, nobody chooses a special action, the next round begins", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    const r = run(s0, [{ type: "skipRound", by: "a" }, { type: "skipRound", by: "m" }]);
    expect(r.state).toMatchObject({ round: 2, phase: "choosing", chooser: [] });
    expect(types(r.events)).toEqual(["roundSkipped", "roundSkipped", "turnOrderSet", "roundEnded", "roundStarted"]);
  });
});
