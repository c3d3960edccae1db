// Rules the engine once read wrongly, each held to the book's words; and v0.0.18's Attack difficulty from the dice.
import { describe, expect, it } from "vitest";
import type { CheckRecord, Command, EndeavorEvent, EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, faces, get, monster, passAll, run, setup } from "./helpers";

const checks = (events: EndeavorEvent[]): CheckRecord[] => events.flatMap((e) => (e.type === "check" ? [e.check] : []));

describe("Help on X", () => {
  it("'Help Bust … Regardless of the Check's result, it gains an additional bust' — Help spent on X too", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }),
      [choose("a", "Hurt", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3])]).state;
    const attack = (use: "roll" | "x"): CheckRecord => checks(run(s, [act("a", {
      kind: "attack", violent: true, targets: ["m"], helpers: [{ by: "b", pay: { temporary: [2] }, use }],
    })], faces(6, [6])).events)[0]!;
    // A 6 alone is a Minor Success: one bust. Help on the roll or on X: one more either way.
    expect(attack("roll").busts).toBe(1 + 1 + 0); // 6 + 1 = 7: still Minor (1 bust) + the Help's bust
    expect(attack("x")).toMatchObject({ totals: [6], helpBonus: 0, busts: 2 });
  });
});

describe("Imposing and a Delayed Attack's defence", () => {
  // a sets a violent Delayed Attack on m (who has Imposing and has not rolled yet); Hurry d4 defends.
  const start = (): EndeavorState => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { specializations: ["Imposing"] })] }),
      [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]).state;
    return run(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]).state;
  };
  const trigger = (s: EndeavorState): Command => ({ type: "triggerDelayed", id: s.delayed![0]!.id });

  it("'For the first roll you make during an Endeavor, roll an additional time': the defence is that roll (2 and 4: keeps the 4)", () => {
    const s = start();
    const r = run(s, [trigger(s)], faces(4, [2, 4]));
    expect(checks(r.events)[0]).toMatchObject({ by: "m", purpose: "defend", totals: [4] });
    expect(get(r.state, "m").rolled).toBe(true);
    // m's own Check afterwards is no longer its first roll: one throw only.
    const next = run(r.state, [act("m", { kind: "advance" })], faces(6, [3]));
    expect(checks(next.events)[0]).toMatchObject({ by: "m", totals: [3], rolls: [{ throws: [[3]] }] });
  });
});

describe("the special action's chooser", () => {
  it("'whoever has the highest number of Blessings chooses' — not one who skips the round to regain spent Stats", () => {
    // Round 1: a gains the most temporary Blessings. Round 2: a skips; at the round's end a still has the most.
    let s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }),
      [choose("a", "Hurt", [1, 1, 1, 1, 1, 1]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3])]).state;
    s = passAll(s);
    expect(s.chooser).toEqual(["a"]);
    s = run(s, [{ type: "special", by: "a", special: null }]).state;
    s = run(s, [{ type: "skipRound", by: "a" }, choose("b", "Hand", [2, 2]), choose("m", "Hurt", [3, 3])]).state;
    s = passAll(s);
    expect(s.phase).toBe("special");
    expect(get(s, "a").temporary.length).toBeGreaterThan(get(s, "m").temporary.length);
    expect(s.chooser).toEqual(["b", "m"]);
  });
});

describe("v0.0.18 Attack difficulty", () => {
  // "If the Defense Stat Die is larger than the Attack Stat Die, or if there are more Defenders than Attackers, the
  // Check is Hard. If the reverse is true, the Check is Easy." Hurt attacks are defended with Hurry.
  const start = (hurry: 4 | 6 | 8): EndeavorState =>
    run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m", "10 (3)", { stats: { Head: 6, Hand: 4, Heart: 4, Home: 4, Hurt: 6, Hurry: hurry, History: 4 } })] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 5, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] },
    ]).state;
  const attack = (s: EndeavorState, extra: Record<string, unknown> = {}) =>
    checks(run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], ...extra })], faces(6, [6])).events)[0]!;

  it("proposed by the engine from the dice: Hurry d4 < Hurt d6 Easy; d6 Normal; d8 Hard (two rolls)", () => {
    expect(attack(start(4)).difficulty).toBe("easy");
    expect(attack(start(6)).difficulty).toBe("normal");
    expect(attack(start(8))).toMatchObject({ difficulty: "hard", totals: [5, 6] });
  });

  it("overridable by the GM: the command's difficulty wins", () => {
    expect(attack(start(8), { difficulty: "normal" })).toMatchObject({ difficulty: "normal", totals: [5] });
  });

  it("v0.0.21.10 proposes nothing (the Defender's Aptitudes are the table's): Normal", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { stats: { Head: 6, Hand: 4, Heart: 4, Home: 4, Hurt: 6, Hurry: 10, History: 4 } })] }),
      [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]).state;
    expect(attack(s).difficulty).toBe("normal");
  });
});
