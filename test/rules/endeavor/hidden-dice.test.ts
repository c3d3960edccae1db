// Hidden Stat Dice in Endeavors (Humanity, Endeavored, "Using d20s"; issue 30): a participant whose actor rolls d20s
// throws every Stat Die as a d20 read through the d20 Conversion table — its Checks, their bumps, v0.0.18 position
// rolls and a Delayed Attack's defence — and the applied command records the d20s, so a replay makes the same events.
import { describe, expect, it } from "vitest";
import { replay, type Command, type EndeavorEvent, type EndeavorState } from "../../../src/rules/endeavor/index";
import { d20Cell, faceOf, seededRng, type DieSize } from "../../../src/rules/index";
import { act, ally, choose, faces, get, monster, refused, run, setup, STATS } from "./helpers";

const checks = (events: readonly EndeavorEvent[]) => events.flatMap((e) => (e.type === "check" ? [e.check] : []));

/** The same log replayed without an Rng makes the same events and state. */
function sameOnReplay(initial: EndeavorState, commands: Command[], rng: () => number) {
  const played = run(initial, commands, rng);
  const again = replay(initial, played.log);
  expect(again.events).toEqual(played.events);
  expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.state));
  return played;
}

// m: a Monstrosity rolling d20s, Hurt d8 and Head d6; a: an ally on real dice. a acts first (as in replay-throws).
const hiddenM = (over = {}) => monster("m", "10 (3)", { stats: STATS({ Hurt: 8, Head: 6 }), rollD20s: true, ...over });
const start = (options = {}) => setup({ kind: "monstrous", participants: [ally("a"), hiddenM()], options });
const opening = [choose("a", "Hurt", [1, 1]), choose("m", "Hurt", [3, 3])];
const attackA: Command = act("m", { kind: "attack", violent: true, targets: ["a"] });

describe("a hidden participant's Checks", () => {
  it("carries the flag from its setup, and its Action Die gives the real die's X (d8: 2)", () => {
    const s = run(start(), opening).state;
    expect(get(s, "m").rollD20s).toBe(true);
    expect(get(s, "a").rollD20s).toBeUndefined();
    expect(run(start(), opening).events.find((e) => e.type === "actionDieChosen" && e.by === "m")).toMatchObject({ x: 2 });
  });

  it("throws d20s read through the table: d20 9 → d8 1 bumps, d20 14 → d8 6; the command keeps the d20s, a replay the events", () => {
    const s = run(start(), [...opening, act("a", { kind: "pass" })]).state;
    expect(s.turn.current).toBe("m");
    const played = sameOnReplay(s, [attackA], faces(20, [9, 14]));
    const [check] = checks(played.events);
    expect(check).toMatchObject({ by: "m", totals: [7], rolls: [{ sizes: [8], throws: [[1], [6]], total: 7, bumps: 1, d20s: [[[9]], [[14]]] }] });
    expect((played.log[0] as { action: object }).action).toMatchObject({ roll: [7], throws: [[[9], [14]]] });
  });

  it("a seeded Hard Attack: each roll's d20s are the Rng's next d20 faces, read through the table (an independent reading)", () => {
    const s = run(start(), [...opening, act("a", { kind: "pass" })]).state;
    const played = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], difficulty: "hard" })], seededRng(2024));
    // The same stream, read by hand: one d20 per throw; a throw whose cell reads 1 bumps (another throw of the roll).
    const rng = seededRng(2024);
    const expected = [0, 1].map(() => {
      const d20s: number[][][] = [];
      const throws: number[][] = [];
      do {
        const d20 = faceOf(20, rng());
        d20s.push([[d20]]);
        throws.push([d20Cell(8, d20).value]);
      } while (throws.at(-1)![0] === 1);
      return { sizes: [8], throws, d20s, total: throws.flat().reduce((a, b) => a + b, 0), bumps: throws.length - 1 };
    });
    expect(checks(played.events)[0]!.rolls).toEqual(expected);
    // Exact, for this seed: 17 reads the d8's 1* (the table's value) and bumps, 15 → 7; the second roll 14 → 6.
    expect(expected.map((r) => [r.d20s.flat(2), r.total])).toEqual([[[17, 15], 8], [[14], 6]]);
  });

  it("under the redo reading an asterisked d20 is thrown again: d8's 20 (1*) is redone, and only the d20 read is kept", () => {
    const s = run(start({ d20Asterisks: "redo" }), [...opening, act("a", { kind: "pass" })]).state;
    const played = sameOnReplay(s, [attackA], faces(20, [20, 14]));
    expect(checks(played.events)[0]).toMatchObject({ totals: [6], rolls: [{ throws: [[6]], d20s: [[[14]]], bumps: 0 }] });
    // Under the table's value the same 20 reads 1 and bumps.
    const table = run(run(start(), [...opening, act("a", { kind: "pass" })]).state, [attackA], faces(20, [20, 14]));
    expect(checks(table.events)[0]).toMatchObject({ totals: [7], rolls: [{ throws: [[1], [6]], d20s: [[[20]], [[14]]] }] });
  });

  it("Horde: the roll is made twice and the better kept, both on d20s", () => {
    const horde = setup({ kind: "monstrous", participants: [ally("a"), hiddenM({ tags: ["Horde"] })] });
    const s = run(horde, [...opening, act("a", { kind: "pass" })]).state;
    // First roll: 5 → 5; second: 18 → d8 3*… under the table's value 3. Best: 5.
    const played = run(s, [attackA], faces(20, [5, 18]));
    expect(checks(played.events)[0]).toMatchObject({ totals: [5], rolls: [{ throws: [[5]], d20s: [[[5]]] }] });
  });

  it("supplied throws are d20s for a hidden die (a 14 read as the d8's 6) and faces for a real one (a d6 showing 14 is refused)", () => {
    const s = run(start(), [...opening, act("a", { kind: "pass" })]).state;
    const ok = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], roll: [6], throws: [[[14]]] })]);
    expect(checks(ok.events)[0]).toMatchObject({ totals: [6], rolls: [{ sizes: [8], throws: [[6]], d20s: [[[14]]] }] });
    refused(s, act("m", { kind: "attack", violent: true, targets: ["a"], roll: [14], throws: [[[14]]] }), "endeavor-bad-roll"); // 14 reads 6
    refused(s, act("m", { kind: "attack", violent: true, targets: ["a"], roll: [21], throws: [[[21]]] }), "endeavor-bad-roll"); // no d20 face
    const redo = run(start({ d20Asterisks: "redo" }), [...opening, act("a", { kind: "pass" })]).state;
    refused(redo, act("m", { kind: "attack", violent: true, targets: ["a"], roll: [1], throws: [[[20]]] }), "endeavor-bad-roll"); // would be redone
    // a rolls real dice: its d6 shows no 14.
    const mine = run(start(), opening).state;
    refused(mine, act("a", { kind: "attack", violent: true, targets: ["m"], roll: [14], throws: [[[14]]] }), "endeavor-bad-roll");
  });

  it("a Delayed Attack's hidden Defender defends on d20s", () => {
    const s = run(start(), opening).state;
    const played = sameOnReplay(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }), { type: "triggerDelayed", id: "delayed1-1-a" }], faces(20, [13, 3]));
    // m's Hurry d4: 13 → 1 (bump), 3 → 3: 4.
    expect(checks(played.events)[0]).toMatchObject({ by: "m", purpose: "defend", totals: [4], rolls: [{ sizes: [4], throws: [[1], [3]], d20s: [[[13]], [[3]]] }] });
    expect(played.log[1]).toMatchObject({ rolls: { m: [4] }, throws: { m: [[[13], [3]]] } });
  });
});

describe("v0.0.18: a hidden participant's position roll", () => {
  const old = () => setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), hiddenM()] });

  it("is thrown on d20s and kept with them; a Hard Check's further roll is too, and the whole replays", () => {
    const s = run(old(), [{ type: "rollPosition", by: "a", stat: "Head", roll: 4, blessings: [1, 1] }]).state;
    // m's position roll with Hurt d8: 9 → 1 (bump), 16 → 8: 9.
    const rolled = sameOnReplay(s, [{ type: "rollPosition", by: "m", stat: "Hurt", blessings: [2, 2, 2, 2] }], faces(20, [9, 16]));
    const m = get(rolled.state, "m");
    expect([m.positionRoll, m.positionGroup]).toEqual([9, { sizes: [8], throws: [[1], [8]], total: 9, bumps: 1, d20s: [[[9]], [[16]]] }]);
    expect(rolled.events.find((e) => e.type === "positionRolled")).toMatchObject({ total: 9, group: { d20s: [[[9]], [[16]]] } });
    expect(rolled.log[0]).toMatchObject({ roll: 9, throws: [[9], [16]] });
  });

  it("supplied position throws of a hidden die are d20s", () => {
    const s = run(old(), [{ type: "rollPosition", by: "a", stat: "Head", roll: 4, blessings: [1, 1] }]).state;
    const ok = run(s, [{ type: "rollPosition", by: "m", stat: "Hurt", roll: 6, throws: [[14]], blessings: [2, 2, 2] }]);
    expect(get(ok.state, "m").positionGroup).toEqual({ sizes: [8], throws: [[6]], total: 6, bumps: 0, d20s: [[[14]]] });
    refused(s, { type: "rollPosition", by: "m", stat: "Hurt", roll: 14, throws: [[14]], blessings: [2, 2, 2] }, "endeavor-bad-roll");
  });
});

describe("every die size reads through the table in an Endeavor Check", () => {
  it.each([2, 4, 6, 8, 10] as DieSize[])("d%i: each d20 face, supplied, reads as its cell", (size) => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { stats: STATS({ Hurt: size }), rollD20s: true })] });
    const s = run(s0, [choose("a", "Hurt", [1, 1]), choose("m", "Hurt", [3, 3, 3]), act("a", { kind: "pass" })]).state;
    for (let d20 = 1; d20 <= 20; d20++) {
      const value = d20Cell(size, d20).value;
      // A 1 bumps: the throw is followed by a 5 (a 5 reads as itself on d6–d10; on a d4 as 1 → a d20 of 2 there).
      const after = size === 2 ? 2 : size === 4 ? 2 : 5;
      const throws = value === 1 ? [[d20], [after]] : [[d20]];
      const total = value === 1 ? 1 + d20Cell(size, after).value : value;
      const played = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], roll: [total], throws: [throws] })]);
      expect(checks(played.events)[0]!.rolls![0]!.throws.flat()[0]).toBe(value);
    }
  });
});
