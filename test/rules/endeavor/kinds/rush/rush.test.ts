/**
 * Rush Endeavors (supplement, "⏩ Rush Endeavors"): seeded whole games from setup to each ending, the track asserted
 * after every command; the charge leader, foiling, the simpler turn order and the Rush Monstrosity special actions.
 * Every die is supplied on the commands (as the Foundry dice layer would); the Rng must stay unused.
 */
import { describe, expect, it } from "vitest";
import { apply, canReverse, previewOrder, replay, specialsFor, type Command, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, ally, choose, deepFreeze, get, monster, refused, seededRng, setup } from "../../helpers";

const special = (by: string, s: Extract<Command, { type: "special" }>["special"]): Command => ({ type: "special", by, special: s });

/** The track as a table sees it: round and phase, whose turn, positions (× removed), buttons, leader, foiled, outcome. */
function track(s: EndeavorState): string {
  const who = s.participants.map((p) => `${p.id}:${p.position}${p.removed ? "×" : ""}`).join(" ");
  const buttons = [...s.buttons].sort((a, b) => a.position - b.position || a.kind.localeCompare(b.kind))
    .map((b) => `${b.kind}@${b.position}${b.owner ? `:${b.owner}` : ""}`).join(" ");
  const end = s.outcome ? ` | end ${s.outcome.winner} ${s.outcome.reason}` : "";
  return `r${s.round} ${s.phase}${s.turn.current ? `(${s.turn.current})` : ""} | ${who} | ${buttons} | lead ${s.leader ?? "-"} foiled ${(s.foiled ?? []).join(",") || "-"}${end}`;
}

/** Apply the script one command at a time against frozen states, recording the track after each. */
function play(s0: EndeavorState, script: Command[]) {
  const rng = seededRng(28);
  let s = s0;
  const after: string[] = [];
  const log: Command[] = [];
  const states: EndeavorState[] = [s0];
  for (const c of script) {
    let r;
    try {
      r = apply(deepFreeze(s), c, rng);
    } catch (e) {
      throw new Error(`${(e as Error).message} at command ${log.length}: ${JSON.stringify(c)}; chooser ${s.chooser}; after:\n${after.join("\n")}`);
    }
    s = r.state;
    log.push(r.command);
    states.push(s);
    after.push(track(s));
  }
  return { state: s, after, log, states };
}

describe("Rush Endeavors", () => {
  it("game 1: the allies charge; Plot Victory foils the charge leader and plots a Scheme per Recovery activated; the allies win at 0", () => {
    const s0 = setup({ kind: "rush", leader: "b", participants: [ally("a"), ally("b"), ally("c"), monster("m", "4 (2)")] });
    const script: Command[] = [
      // Round 1, b leads: b, c, m, a. a holds the most temporary Blessings, but only the leader and the opponents count.
      choose("a", "Hurt", [1, 1, 1, 2, 2]), choose("b", "Hurt", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Hurt", [1, 1, 4, 4]),
      act("b", { kind: "attack", violent: true, targets: ["m"], roll: [9] }),
      act("c", { kind: "advance", roll: [9] }),
      act("m", { kind: "attack", violent: true, targets: ["a"], roll: [9] }),
      act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }),
      special("m", { kind: "plotVictory" }),
      // Round 2, c leads (b was foiled): c, m, a, b.
      choose("a", "Head", [2, 2]), choose("b", "Head", [2, 2]), choose("c", "Hurt", [2, 2]), choose("m", "Head", [1, 1, 4, 4]),
      act("c", { kind: "attack", violent: true, targets: ["m"], roll: [9] }),
    ];
    const r = play(s0, script);
    expect([track(s0), ...r.after]).toEqual([
      "r1 choosing | a:0 b:0 c:0 m:4 | defeat@0:m recovery@2:m | lead b foiled -",
      "r1 choosing | a:0 b:0 c:0 m:4 | defeat@0:m recovery@2:m | lead b foiled -",
      "r1 choosing | a:0 b:0 c:0 m:4 | defeat@0:m recovery@2:m | lead b foiled -",
      "r1 choosing | a:0 b:0 c:0 m:4 | defeat@0:m recovery@2:m | lead b foiled -",
      "r1 turns(b) | a:0 b:0 c:0 m:4 | defeat@0:m recovery@2:m | lead b foiled -",
      "r1 turns(c) | a:0 b:0 c:0 m:4 | defeat@0:m | lead b foiled -",
      "r1 turns(m) | a:0 b:0 c:2 m:4 | defeat@0:m | lead b foiled -",
      "r1 turns(a) | a:0 b:0 c:2 m:4 | defeat@0:m wound@0:a | lead b foiled -",
      "r1 special | a:0 b:0 c:2 m:2 | defeat@0:m wound@0:a | lead b foiled -",
      "r2 choosing | a:0 b:0 c:2 m:2 | defeat@0:m wound@0:a scheme@2 | lead c foiled b",
      "r2 choosing | a:0 b:0 c:2 m:2 | defeat@0:m wound@0:a scheme@2 | lead c foiled b",
      "r2 choosing | a:0 b:0 c:2 m:2 | defeat@0:m wound@0:a scheme@2 | lead c foiled b",
      "r2 choosing | a:0 b:0 c:2 m:2 | defeat@0:m wound@0:a scheme@2 | lead c foiled b",
      "r2 turns(c) | a:0 b:0 c:2 m:2 | defeat@0:m wound@0:a scheme@2 | lead c foiled b",
      "r2 ended | a:0 b:0 c:2 m:0\u00d7 | wound@0:a scheme@2 | lead c foiled b | end allies opponents-removed",
    ]);
    // Undo is the log replayed without its last command: every prefix gives back the state before the next command.
    for (let k = 0; k <= r.log.length; k += 1) expect(replay(s0, r.log.slice(0, k)).state).toEqual(r.states[k]);
  });

  it("game 2: every ally foiled, the charge goes on without a leader (Monstrosities first); ten Schemes in a row and Declare Victory removes every ally", () => {
    const s0 = setup({ kind: "rush", leader: "a", participants: [ally("a"), ally("b"), monster("m", "10 (2)")] });
    const script: Command[] = [
      // Round 1, a leads: a, b, m.
      choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2]), choose("m", "Head", [1, 1, 4, 4]),
      act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }),
      act("b", { kind: "advance", roll: [9] }),
      act("m", { kind: "advance", roll: [9] }),
      special("m", { kind: "plotVictory" }),
      // Round 2, b leads: b, m, a.
      choose("a", "Head", [2, 2]), choose("b", "Hand", [2, 2]), choose("m", "Hand", [1, 1, 1, 1, 4]),
      act("b", { kind: "advance", roll: [9] }),
      act("m", { kind: "advance", roll: [9] }),
      act("a", { kind: "advance", roll: [9] }),
      special("m", { kind: "plotVictory" }),
      // Round 3, nobody leads: the Monstrosity first, then clockwise.
      choose("a", "Hand", [2, 2]), choose("b", "Heart", [2]), choose("m", "Heart", [3]),
      act("m", { kind: "advance", roll: [9] }),
      act("a", { kind: "advance", roll: [9] }),
      act("b", { kind: "advance", roll: [9] }),
      special("m", { kind: "plotVictory" }),
      // Round 4.
      choose("a", "Heart", [2]), choose("b", "Home", [2]), choose("m", "Home", [3]),
      act("m", { kind: "advance", roll: [9] }),
      act("a", { kind: "advance", roll: [9] }),
      act("b", { kind: "advance", roll: [9] }),
      special("m", { kind: "declareVictoryAll" }),
    ];
    const r = play(s0, script);
    expect([track(s0), ...r.after]).toEqual([
      "r1 choosing | a:0 b:0 m:10 | defeat@0:m recovery@8:m | lead a foiled -",
      "r1 choosing | a:0 b:0 m:10 | defeat@0:m recovery@8:m | lead a foiled -",
      "r1 choosing | a:0 b:0 m:10 | defeat@0:m recovery@8:m | lead a foiled -",
      "r1 turns(a) | a:0 b:0 m:10 | defeat@0:m recovery@8:m | lead a foiled -",
      "r1 turns(b) | a:0 b:0 m:10 | defeat@0:m | lead a foiled -",
      "r1 turns(m) | a:0 b:2 m:10 | defeat@0:m | lead a foiled -",
      "r1 special | a:0 b:2 m:10 | defeat@0:m scheme@10 scheme@11 | lead a foiled -",
      "r2 choosing | a:0 b:2 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 | lead b foiled a",
      "r2 choosing | a:0 b:2 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 | lead b foiled a",
      "r2 choosing | a:0 b:2 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 | lead b foiled a",
      "r2 turns(b) | a:0 b:2 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 | lead b foiled a",
      "r2 turns(m) | a:0 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 | lead b foiled a",
      "r2 turns(a) | a:0 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 | lead b foiled a",
      "r2 special | a:2 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 | lead b foiled a",
      "r3 choosing | a:2 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 | lead - foiled a,b",
      "r3 choosing | a:2 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 | lead - foiled a,b",
      "r3 choosing | a:2 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 | lead - foiled a,b",
      "r3 turns(m) | a:2 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 | lead - foiled a,b",
      "r3 turns(a) | a:2 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 | lead - foiled a,b",
      "r3 turns(b) | a:4 b:4 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 | lead - foiled a,b",
      "r3 special | a:4 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 | lead - foiled a,b",
      "r4 choosing | a:4 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 | lead - foiled a,b",
      "r4 choosing | a:4 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 | lead - foiled a,b",
      "r4 choosing | a:4 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 | lead - foiled a,b",
      "r4 turns(m) | a:4 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 | lead - foiled a,b",
      "r4 turns(a) | a:4 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 scheme@19 scheme@20 | lead - foiled a,b",
      "r4 turns(b) | a:5 b:5 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 scheme@19 scheme@20 | lead - foiled a,b",
      "r4 special | a:5 b:6 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 scheme@19 scheme@20 | lead - foiled a,b",
      "r4 ended | a:5\u00d7 b:6\u00d7 m:10 | defeat@0:m scheme@10 scheme@11 scheme@12 scheme@13 scheme@14 scheme@15 scheme@16 scheme@17 scheme@18 scheme@19 scheme@20 | lead - foiled a,b | end monstrosities allies-removed",
    ]);
    // Undo is the log replayed without its last command: every prefix gives back the state before the next command.
    for (let k = 0; k <= r.log.length; k += 1) expect(replay(s0, r.log.slice(0, k)).state).toEqual(r.states[k]);
  });

  describe("the charge leader, the turn order and the special actions", () => {
    const party = () => [ally("a"), ally("b"), ally("c"), monster("m", "6 (2)")];
    const chosen = (s0: EndeavorState, dice: Record<string, [string, number[]]>) =>
      Object.entries(dice).reduce((s, [id, [stat, b]]) => apply(s, choose(id, stat, b)).state, s0);

    it("is elected among the allies before the first round; a Monstrosity or a stranger cannot be; v0.0.18 has no Rush", () => {
      expect(() => setup({ kind: "rush", leader: "m", participants: party() })).toThrow(/m is a Monstrosity: only an ally leads/);
      expect(() => setup({ kind: "rush", leader: "zz", participants: party() })).toThrow(/cannot lead/);
      expect(() => setup({ kind: "rush", edition: "v0.0.18", participants: party() })).toThrow(/no rush Endeavors/);
      expect(setup({ kind: "rush", participants: party() }).leader).toBeNull();
      expect(setup({ kind: "monstrous", participants: party() }).leader).toBeUndefined();
    });

    it("turns go clockwise from the leader and are never reversed; a leader skipping the round hands the first turn on; without one, Monstrosities first", () => {
      const dice = { a: ["Hurt", [1, 1, 2, 2]], b: ["Hurt", [2, 2]], c: ["Hurt", [2, 2]], m: ["Hurt", [2, 2]] } as Record<string, [string, number[]]>;
      const led = chosen(setup({ kind: "rush", leader: "c", participants: party() }), dice);
      expect(previewOrder(led)).toEqual(["c", "m", "a", "b"]);
      expect(canReverse(led, "a")).toBe(false);
      refused(led, { type: "reverseTurnOrder", by: "a" }, "endeavor-cannot-reverse");
      const none = chosen(setup({ kind: "rush", participants: [ally("a"), monster("m", "6 (2)"), ally("b")] }), { a: dice.a!, b: dice.b!, m: dice.m! });
      expect(previewOrder(none)).toEqual(["m", "b", "a"]);
      // The same table in a Monstrous Endeavor: fewest temporary Blessings first, away from the most (a).
      expect(previewOrder(chosen(setup({ kind: "monstrous", participants: party() }), dice))[0]).not.toBe("c");
    });

    it("only the leader and the opponents are considered for the special action; the leader keeps the allies' special actions", () => {
      const s0 = setup({ kind: "rush", leader: "b", participants: party() });
      let s = chosen(s0, { a: ["Head", [1, 1, 1, 1, 2, 2]], b: ["Head", [1, 1, 2, 2]], c: ["Head", [2, 2]], m: ["Head", [2, 2]] });
      while (s.phase === "turns") s = apply(s, act(s.turn.current!, { kind: "pass" })).state;
      expect(s.chooser).toEqual(["b"]);
      expect(specialsFor({ state: s }, get(s, "b"))).toEqual(["combo", "declareVictory"]);
      expect(specialsFor({ state: s }, get(s, "m"))).toEqual(["plotVictory", "declareVictoryAll"]);
      refused(s, special("b", { kind: "plotVictory" }), "endeavor-action-unavailable");
    });

    it("Plot Victory may name the next leader (an ally never foiled); Declare Victory needs ten Schemes in a row", () => {
      let s = setup({ kind: "rush", leader: "a", participants: party() });
      s = chosen(s, { a: ["Head", [2, 2]], b: ["Head", [2, 2]], c: ["Head", [2, 2]], m: ["Head", [1, 1, 2, 2]] });
      while (s.phase === "turns") s = apply(s, act(s.turn.current!, { kind: "pass" })).state;
      expect(s.chooser).toEqual(["m"]);
      refused(s, special("m", { kind: "declareVictoryAll" }), "endeavor-special-unmet");
      refused(s, special("m", { kind: "plotVictory", leader: "m" }), "endeavor-leader-monstrosity");
      refused(s, special("m", { kind: "plotVictory", leader: "a" }), "endeavor-leader-foiled");
      const r = apply(s, special("m", { kind: "plotVictory", leader: "c" }));
      expect([r.state.leader, r.state.foiled]).toEqual(["c", ["a"]]);
      expect(r.events.filter((e) => e.type === "foiled" || e.type === "leaderChanged")).toEqual([
        { type: "foiled", id: "a", by: "m" }, { type: "leaderChanged", id: "c" },
      ]);
      // No Recovery button activated yet: no Scheme.
      expect(r.state.buttons.some((b) => b.kind === "scheme")).toBe(false);
    });

    it("a charge leader removed from the Endeavor passes the lead clockwise (not foiled); the last ally out ends it", () => {
      const s = setup({ kind: "rush", leader: "c", participants: party() });
      const r = apply(s, { type: "gm", gm: { op: "remove", id: "c" } });
      expect([r.state.leader, r.state.foiled]).toEqual(["a", []]);
      const out = [ "a", "b" ].reduce((t, id) => apply(t, { type: "gm", gm: { op: "remove", id } }).state, r.state);
      expect(out.outcome).toEqual({ winner: "monstrosities", winnerId: null, reason: "allies-removed" });
    });
  });
});

describe("Rush: the charge leader's own special actions are the engine's", () => {
  it("the leader's Perform Combo moves them up by their temporary Blessings and spends them (not a Monstrosity's Declare Victory)", () => {
    const s0 = setup({ kind: "rush", leader: "b", participants: [ally("a"), ally("b"), ally("c"), monster("m", "6 (2)")] });
    let s = [choose("a", "Head", [2, 2]), choose("b", "Head", [1, 1, 1, 2, 2]), choose("c", "Head", [2, 2]), choose("m", "Head", [2, 2])]
      .reduce((t, c) => apply(t, c).state, s0);
    while (s.phase === "turns") s = apply(s, act(s.turn.current!, { kind: "pass" })).state;
    expect(s.chooser).toEqual(["b"]);
    const before = get(s, "b").temporary.length;
    const r = apply(s, special("b", { kind: "combo" }));
    expect([before, get(r.state, "b").position, get(r.state, "b").temporary]).toEqual([5, 5, []]);
    expect(r.state.participants.map((p) => `${p.id}:${p.position}${p.removed ? "×" : ""}`)).toEqual(["a:0", "b:5", "c:0", "m:6"]);
  });
});
