/**
 * Seeded full games, scripted from setup to the end. Every die is supplied on the commands (as the Foundry dice layer
 * would), so the games do not depend on how an Rng maps to dice; the Rng is passed anyway and must stay unused.
 */
import { describe, expect, it } from "vitest";
import { replay, type Command, type EndeavorEvent } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, racer, run, seededRng, setup } from "./helpers";

const special = (by: string, s: Extract<Command, { type: "special" }>["special"]): Command => ({ type: "special", by, special: s });
const key = (events: EndeavorEvent[]) =>
  events.filter((e) => ["roundStarted", "turnStarted", "moved", "wounded", "removed", "specialPerformed", "endeavorEnded", "buttonActivated"].includes(e.type))
    .map((e) => {
      switch (e.type) {
        case "roundStarted": return `round ${e.round}`;
        case "turnStarted": return `turn ${e.by}`;
        case "moved": return `${e.id} ${e.from}→${e.to}`;
        case "wounded": return `wound ${e.id}`;
        case "removed": return `removed ${e.id} (${e.reason})`;
        case "specialPerformed": return `special ${e.by} ${e.special}`;
        case "buttonActivated": return `button ${e.button.kind} ${e.id}`;
        case "endeavorEnded": return `end ${e.outcome.winner} ${e.outcome.reason}`;
        default: return e.type;
      }
    });

describe("full games", () => {
  it("Monstrous to victory: Recovery, Wounds, a tie for the special action, Perform Combo onto the Defeat button", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m", "6 (2)")] });
    const script: Command[] = [
      choose("a", "Hurt", [2, 2]), choose("b", "Hurt", [1, 3, 3]), choose("m", "Hurt", [1, 1, 4, 4]),
      act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), // 6 → 4: Recovery, back to 6
      act("b", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), // 6 → 4
      act("m", { kind: "attack", violent: true, targets: ["a", "b"], roll: [8] }), // wounds both
      special("m", null),
      choose("a", "Head", [3, 3]), choose("b", "Head", [1, 5, 5]), choose("m", "Head", [2, 2]),
      act("a", { kind: "advance", roll: [9] }),
      act("m", { kind: "advance", roll: [9] }),
      act("b", { kind: "advance", roll: [9] }),
      special("b", { kind: "combo", down: { b: 4 }, opponents: { m: 4 } }),
    ];
    const r = run(s0, script, seededRng(2024));
    expect(key(r.events)).toEqual([
      "turn a", "button recovery m", "m 6→4", "m 4→6", "turn b", "m 6→4", "turn m", "wound a", "wound b",
      "round 2", "turn a", "a 0→2", "turn m", "turn b", "b 0→2",
      "special b combo", "b 2→8", "b 8→4", "button defeat m", "m 4→0", "removed m (defeat)", "end allies opponents-removed",
    ]);
    expect(r.state.outcome).toEqual({ winner: "allies", winnerId: null, reason: "opponents-removed" });
    expect(r.state.phase).toBe("ended");
    expect(r.state.participants.map((p) => [p.id, p.position, p.temporary.length, p.spent])).toEqual([
      ["a", 2, 0, ["Hurt"]], ["b", 4, 0, ["Hurt"]], ["m", 0, 0, ["Hurt"]],
    ]);
    expect(r.state.buttons.map((b) => `${b.kind}@${b.position}:${b.owner}`)).toEqual(["wound@0:a", "wound@0:b", "scheme@4:null", "scheme@5:null"]);
    expect(replay(s0, r.log).state).toEqual(r.state); // undo = replay minus the last command
  });

  it("Monstrous to defeat: Scheme, Perform Combo and a violent Attack give three Wounds in a row", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10")] });
    const script: Command[] = [
      choose("a", "Head", [1, 2, 2]), choose("m", "Head", [1, 1, 4, 4]),
      act("a", { kind: "advance", roll: [8] }),
      act("m", { kind: "advance", roll: [9] }),
      special("m", { kind: "combo", targets: ["a"] }),
      choose("a", "Hand", [2, 2]), choose("m", "Hurt", [1, 3, 3]),
      act("m", { kind: "attack", violent: true, targets: ["a"], roll: [9] }),
      act("a", { kind: "protect", target: "a", pay: { temporary: [2, 2] } }),
      special("m", { kind: "combo", targets: ["a"] }),
    ];
    const r = run(s0, script, seededRng(7));
    expect(key(r.events)).toEqual([
      "turn a", "a 0→2", "turn m", "special m combo", "wound a",
      "round 2", "turn m", "wound a", "turn a", "special m combo", "wound a", "removed a (wounds)", "end monstrosities allies-removed",
    ]);
    expect(r.state.outcome).toMatchObject({ winner: "monstrosities", reason: "allies-removed" });
    expect(r.state.buttons.filter((b) => b.kind === "wound").map((b) => b.position)).toEqual([2, 3, 4]);
    expect(r.state.buttons.filter((b) => b.kind === "scheme").map((b) => b.position)).toEqual([10, 11]);
    expect(r.state.participants.every((p) => p.temporary.length === 0)).toBe(true);
    expect(replay(s0, r.log).state).toEqual(r.state);
  });

  it("Racing to the finish: Terrain, Overcome, Fatigue Check, a violent Attack, and the finish line", () => {
    const s0 = setup({ kind: "racing", participants: [racer("r1"), racer("r2")], terrain: [{ position: 3 }], options: { finishLine: 8 } });
    const script: Command[] = [
      choose("r1", "Hand", [2, 2]), choose("r2", "Hurry", [1, 2, 2]),
      act("r1", { kind: "advance", roll: [9] }), act("r2", { kind: "advance", roll: [9] }),
      special("r2", { kind: "overcome" }),
      choose("r1", "Hurry", [2, 2]), choose("r2", "Hand", [2, 2]),
      act("r1", { kind: "advance", roll: [9] }), act("r2", { kind: "protect", target: "r2", pay: { temporary: [2] } }),
      { type: "fatigueCheck", by: "r2", roll: [6] },
      special("r1", { kind: "overcome" }),
      choose("r1", "Head", [3]), choose("r2", "Hurt", [2, 2]),
      act("r1", { kind: "advance", roll: [9] }), act("r2", { kind: "attack", violent: true, targets: ["r1"], roll: [9] }),
      special("r2", { kind: "overcome" }),
      choose("r1", "Heart", [3]), choose("r2", "Heart", [4]),
      act("r1", { kind: "advance", roll: [9] }), act("r2", { kind: "advance", roll: [9] }),
      special("r2", { kind: "overcome" }),
    ];
    const r = run(s0, script, seededRng(99));
    expect(key(r.events)).toEqual([
      "turn r1", "r1 0→2", "turn r2", "r2 0→2", "special r2 overcome", "r2 2→4",
      "round 2", "turn r1", "button terrain r1", "r1 2→3", "turn r2", "special r1 overcome", "r1 3→5",
      "round 3", "turn r1", "r1 5→6", "turn r2", "r1 6→4", "special r2 overcome", "r2 4→6",
      "round 4", "turn r1", "r1 4→5", "turn r2", "r2 6→7", "special r2 overcome", "r2 7→8", "end r2 finish-line",
    ]);
    expect(r.state.outcome).toEqual({ winner: "r2", winnerId: "r2", reason: "finish-line" });
    expect(r.state.participants.map((p) => [p.id, p.position, p.spent.length, p.temporary.length])).toEqual([
      ["r1", 5, 3, 0], ["r2", 8, 3, 0],
    ]);
    expect(replay(s0, r.log).state).toEqual(r.state);
  });
});
