// Delayed Attacks in an Endeavor (book: "Delayed Attacks", both editions).
import { describe, expect, it } from "vitest";
import { act, ally, choose, faces, get, monster, racer, refusalOf, refused, run, setup } from "./helpers";
import type { CheckRecord, Command, EndeavorEvent, EndeavorState } from "../../../src/rules/endeavor/index";

// a: Hurt d6 Action Die (X 2), acts first; m (SP 10 (3)) and n (SP 8) are Monstrosities.
const start = (aStat = "Hurt", specs: "Critical"[] = []): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a", { specializations: specs }), monster("m"), monster("n", "8")] }), [
    choose("a", aStat, [1, 1]), choose("m", "Head", [3, 3]), choose("n", "Head", [3, 3]),
  ]).state;
const trigger = (id: string, rolls: Record<string, number[]>, extra: Partial<Extract<Command, { type: "triggerDelayed" }>> = {}): Command =>
  ({ type: "triggerDelayed", id, rolls, ...extra });

describe("Delayed Attacks", () => {
  it('"If the Delayed Attack is violent, the Stat it targets is Hurry"; the trigger waits on the state', () => {
    const r = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n"], trigger: "a rope across the stair" })]);
    expect(r.state.delayed).toEqual([{ id: "delayed1-1-a", by: "a", targets: ["m", "n"], violent: true, stat: "Hurry", difficulty: "normal", amount: 2, trigger: "a rope across the stair", round: 1 }]);
    expect(get(r.state, "a").acted).toBe(true);
    refused(start(), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], stat: "Head" }), "endeavor-unknown-stat");
    refused(start(), act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n", "m"] }), "endeavor-bad-target");
  });

  it('"If the Check fails, the Attack succeeds without boon or bust": only the Defenders who fail are hit', () => {
    const s = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n"] })]).state;
    // m rolls 3 (failure): moved down by X = 2; n rolls 9 (success): untouched.
    const r = run(s, [trigger("delayed1-1-a", { m: [3], n: [9] })]);
    expect([get(r.state, "m").position, get(r.state, "n").position]).toEqual([8, 8]);
    expect(r.state.delayed).toEqual([]);
    expect(r.events.filter((e) => e.type === "check").map((e) => (e as { check: { by: string; purpose: string; stat: string; success: boolean } }).check))
      .toMatchObject([{ by: "m", purpose: "defend", stat: "Hurry", success: false }, { by: "n", purpose: "defend", success: true }]);
    // Set off once: a second trigger of the same one is refused.
    refused(r.state, trigger("delayed1-1-a", { m: [3] }), "endeavor-nothing-pending");
  });

  it("non-violent: the table names the Stat; a failed Defender loses X temporary Blessings to the Attacker", () => {
    const s = run(start("Head"), [act("a", { kind: "delayedAttack", violent: false, targets: ["m"], stat: "Heart", difficulty: "hard", trigger: "a forged letter" })]).state;
    refused(start("Head"), act("a", { kind: "delayedAttack", violent: false, targets: ["m"] }), "endeavor-unknown-stat");
    // Hard: two rolls, both must succeed; the 4 fails.
    const r = run(s, [trigger(s.delayed![0]!.id, { m: [8, 4] }, { regained: { m: [5, 5] } })]);
    expect(get(r.state, "a").temporary).toEqual([1, 1, 3, 3]);
    expect(get(r.state, "m").temporary).toEqual([5, 5]);
  });

  it('Critical: "or they roll 2 or less defending against your Delayed Attack, they spend an unspent Stat at random"', () => {
    const s = run(start("Hurt", ["Critical"]), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]).state;
    const r = run(s, [trigger(s.delayed![0]!.id, { m: [2] }, { critical: { m: "Hand" } })]);
    expect(get(r.state, "m").spent).toEqual(["Hand"]);
    expect(get(r.state, "a").needsRecharge).toEqual(["Critical"]);
  });

  it("a removed Attacker's traps go with them; the Endeavor's end clears the rest", () => {
    const s = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }), { type: "gm", gm: { op: "remove", id: "a" } }]).state;
    expect(s.delayed).toEqual([]);
  });

  it("states saved before Delayed Attacks (no `delayed` key) still play", () => {
    const old = start();
    const { delayed: _gone, ...withoutKey } = old;
    const r = run(withoutKey as EndeavorState, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]);
    expect(r.state.delayed).toHaveLength(1);
  });
});

describe("an unknown difficulty", () => {
  // The engine used to read it as one rank easier than Easy (RANKS.indexOf → −1): an Attack "extreme" was Easy.
  it("is refused with its own code, never read as a rank easier; nothing changes", () => {
    for (const difficulty of ["extreme", "complex", "", "constructor", 2]) {
      const d = difficulty as never;
      refused(start(), act("a", { kind: "attack", violent: true, targets: ["m"], difficulty: d }), "endeavor-bad-difficulty");
      refused(start(), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], difficulty: d }), "endeavor-bad-difficulty");
    }
    // The three the book names still work.
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      expect(run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], difficulty })]).state.delayed![0]!.difficulty).toBe(difficulty);
    }
  });
});

describe("a Delayed Attack's difficulty, worked out by the engine", () => {
  const checks = (events: EndeavorEvent[]): CheckRecord[] => events.flatMap((e) => (e.type === "check" ? [e.check] : []));
  // v0.0.21.10: "By default, the Check below is Normal. The Attacker's Apts and Specs, at the time the trigger is set,
  // may modify the difficulty. Other effects or situations, at table discretion, may modify the difficulty further."
  const withApts = (): EndeavorState =>
    run(setup({ kind: "monstrous", participants: [ally("a", { aptitudes: [{ name: "Traps", specialization: "Imposing" }, { name: "Letters" }] }), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
  const set = (s: EndeavorState, extra: Record<string, unknown> = {}) =>
    run(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], ...extra })]).state.delayed![0]!;

  it("Normal by default; a rank harder for the Aptitude named; another for its Specialization (Hard, three rolls)", () => {
    expect(set(withApts())).toMatchObject({ difficulty: "normal" });
    expect(set(withApts()).extraRanks).toBeUndefined();
    expect(set(withApts(), { aptitude: "Letters" })).toMatchObject({ difficulty: "hard" });
    expect(set(withApts(), { aptitude: "traps", specialized: true })).toMatchObject({ difficulty: "hard", extraRanks: 1 });
    // The Defender's Check then rolls as many times: Hard with three rolls.
    const s = run(withApts(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Traps", specialized: true })]).state;
    // m defends with Hurry d4.
    const fired = run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [4, 4, 4]));
    expect(checks(fired.events)[0]).toMatchObject({ by: "m", purpose: "defend", stat: "Hurry", difficulty: "hard", totals: [4, 4, 4] });
  });

  it("an Aptitude the Attacker lacks, or a Specialization the Aptitude lacks, is refused and nothing is set", () => {
    refused(withApts(), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Poems" }), "endeavor-no-aptitude");
    refused(withApts(), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Letters", specialized: true }), "endeavor-no-specialization");
  });

  // Radiant: allies "gain one of your other Aptitudes, including its Specialization if applicable". An Attacker who has
  // the Aptitude without one gains the lent Specialization; one with their own keeps theirs.
  it("an Aptitude of the Attacker's own that Radiant lends again with a Specialization counts as specialized", () => {
    const lent = (aptitude: string, specialization: string | null): EndeavorState => {
      const s = withApts();
      const granted = [{ from: "b", aptitude, specialization, turns: 2 }];
      return { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, granted } : p)) };
    };
    expect(set(lent("letters", "Imposing"), { aptitude: "Letters", specialized: true })).toMatchObject({
      difficulty: "hard",
      extraRanks: 1,
    });
    refused(lent("Letters", null), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Letters", specialized: true }), "endeavor-no-specialization");
    expect(set(lent("Traps", null), { aptitude: "Traps", specialized: true })).toMatchObject({ extraRanks: 1 });
  });

  it("the GM's call replaces the engine's, when set or when fired", () => {
    expect(set(withApts(), { aptitude: "Traps", specialized: true, difficulty: "easy" })).toEqual(expect.objectContaining({ difficulty: "easy" }));
    const s = run(withApts(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Letters" })]).state;
    const fired = run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id, difficulty: "easy" }], faces(4, [4, 4]));
    expect(checks(fired.events)[0]).toMatchObject({ difficulty: "easy", totals: [4] });
    refused(s, { type: "triggerDelayed", id: s.delayed![0]!.id, difficulty: "extreme" as never }, "endeavor-bad-difficulty");
  });

  // v0.0.18: "If the Defender's Defense Stat Die is larger than the Attacker's Attack Stat Die, then the Check is
  // Easy. If the reverse is true, then the Check is Hard." a's Attack Stat Die: Hurt d6, kept when set.
  const v18 = (hurry: 4 | 6 | 8): EndeavorState =>
    run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m", "10 (3)", { stats: { Head: 6, Hand: 4, Heart: 4, Home: 4, Hurt: 6, Hurry: hurry, History: 4 } })] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 5, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] },
    ]).state;
  const defend = (s: EndeavorState) => {
    const set18 = run(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], stat: "Hurry" })]).state;
    expect(set18.delayed![0]).toMatchObject({ difficulty: "normal", attackDie: 6 });
    return checks(run(set18, [{ type: "triggerDelayed", id: set18.delayed![0]!.id }], faces(8, [8, 8])).events)[0]!;
  };

  it("v0.0.18 compares the dice when it fires: Hurry d8 > Hurt d6 Easy, d6 Normal, d4 Hard (two rolls)", () => {
    expect(defend(v18(8))).toMatchObject({ difficulty: "easy", totals: [8] });
    expect(defend(v18(6))).toMatchObject({ difficulty: "normal" });
    expect(defend(v18(4))).toMatchObject({ difficulty: "hard", totals: [4, 4] });
  });

  it("a Delayed Attack saved before the engine worked it out (no attackDie) keeps the difficulty it was set with", () => {
    const s = run(v18(4), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], stat: "Hurry" })]).state;
    const { attackDie: _none, ...old } = s.delayed![0]!;
    const older: EndeavorState = { ...s, delayed: [{ ...old, difficulty: "easy" }] };
    expect(checks(run(older, [{ type: "triggerDelayed", id: old.id }], faces(4, [4, 4])).events)[0]).toMatchObject({ difficulty: "easy", totals: [4] });
  });
});

describe("Delayed Attacks: limits, rolls and what a refusal names", () => {
  const named = (a: Parameters<typeof ally>[1] = {}, aStat = "Hurt", edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") => {
    const s = setup({ edition, kind: "monstrous", participants: [ally("a", { name: "Ada", ...a }), monster("m", "10 (3)", { name: "Maw" }), monster("n", "8", { name: "Nix", stats: { Head: 6, Hurt: 6, Hurry: 4 } })] });
    return edition === "v0.0.18"
      ? run(s, [{ type: "rollPosition", by: "a", stat: aStat, roll: 2, blessings: [1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] }, { type: "rollPosition", by: "n", stat: "Head", roll: 6, blessings: [3, 3, 3] }]).state
      : run(s, [choose("a", aStat, [1, 1]), choose("m", "Head", [3, 3]), choose("n", "Head", [3, 3])]).state;
  };
  const delayed = (over: Record<string, unknown>) => act("a", { kind: "delayedAttack", violent: true, targets: ["m"], ...over } as never);

  it("up to X targets (X 2 here); v0.0.18 one; the refusal names the count and the most", () => {
    const three = setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m"), monster("n", "8"), monster("o", "6")] });
    const s = run(three, [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), choose("n", "Head", [3, 3]), choose("o", "Head", [3, 3])]).state;
    expect(refusalOf(s, act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n", "o"] }))).toEqual({ code: "endeavor-too-many-targets", details: { name: "Ada", count: 3, max: 2 } });
    expect(run(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n"] })]).state.delayed![0]!.targets).toEqual(["m", "n"]);
    const old = named({}, "Hurt", "v0.0.18");
    expect(refusalOf(old, act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n"], stat: "Hurry" }))).toEqual({ code: "endeavor-too-many-targets", details: { name: "Ada", count: 2, max: 1 } });
    // v0.0.18 sets the amount from the position roll: 2 → 1.
    expect(run(old, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], stat: "Hurry" })]).state.delayed![0]).toMatchObject({ amount: 1, stat: "Hurry" });
  });

  it("the Stat: Hurry when violent (naming Hurry is fine), the table's otherwise, and every target must have it", () => {
    expect(run(named(), [delayed({ stat: "Hurry" })]).state.delayed![0]!.stat).toBe("Hurry");
    expect(refusalOf(named(), delayed({ stat: "Head" }))).toEqual({ code: "endeavor-unknown-stat", details: { name: "Ada", stat: "Head" } });
    expect(refusalOf(named({}, "Head"), delayed({ violent: false }))).toEqual({ code: "endeavor-unknown-stat", details: { name: "Ada", stat: "" } });
    // Nix has no Heart.
    expect(refusalOf(named({}, "Head"), delayed({ violent: false, targets: ["m", "n"], stat: "Heart" }))).toEqual({ code: "endeavor-unknown-stat", details: { name: "Nix", stat: "Heart" } });
    // v0.0.18: a violent one targets the table's Stat too.
    expect(run(named({}, "Hurt", "v0.0.18"), [delayed({ stat: "Head" })]).state.delayed![0]!.stat).toBe("Head");
    expect(refusalOf(named({}, "Hurt", "v0.0.18"), delayed({})).code).toBe("endeavor-unknown-stat");
  });

  it("an Aptitude or Specialization the Attacker lacks is named; the id counts the round's traps", () => {
    expect(refusalOf(named(), delayed({ aptitude: "Poems" }))).toEqual({ code: "endeavor-no-aptitude", details: { name: "Ada", aptitude: "Poems" } });
    expect(refusalOf(named({ aptitudes: [{ name: "Letters" }] }), delayed({ aptitude: "Letters", specialized: true }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", specialization: "Letters" } });
    expect(refusalOf(named(), delayed({ specialized: true }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", specialization: "" } });
    expect(refusalOf(named(), { type: "triggerDelayed", id: "delayed9-9-a" })).toEqual({ code: "endeavor-nothing-pending", details: { id: "delayed9-9-a" } });
    const s = run(named(), [delayed({ trigger: undefined })]).state;
    expect(s.delayed![0]).toMatchObject({ id: "delayed1-1-a", trigger: "", round: 1 });
  });

  it("supplied throws go with their totals, one per roll", () => {
    const s = run(named(), [delayed({})]).state;
    const id = s.delayed![0]!.id;
    expect(refusalOf(s, { type: "triggerDelayed", id, throws: { m: [[[3]]] } })).toEqual({ code: "endeavor-bad-roll", details: { name: "Maw", count: 1 } });
    expect(refusalOf(s, { type: "triggerDelayed", id, rolls: { m: [3] }, throws: { m: [[[3]], [[1]]] } })).toEqual({ code: "endeavor-bad-roll", details: { name: "Maw", count: 1 } });
    expect(refusalOf(s, { type: "triggerDelayed", id, rolls: { m: [3] }, throws: { m: "3" as never } }).code).toBe("endeavor-bad-roll");
    expect(refusalOf(s, { type: "triggerDelayed", id, rolls: { m: [3] }, throws: { m: [[[2]]] } }).code).toBe("endeavor-bad-roll");
    const r = run(s, [{ type: "triggerDelayed", id, rolls: { m: [3] }, throws: { m: [[[3]]] } }]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { by: "m", totals: [3], rolls: [{ sizes: [4], throws: [[3]], total: 3, bumps: 0 }] } });
    expect(r.log[0]).toMatchObject({ rolls: { m: [3] }, throws: { m: [[[3]]] } });
    // Totals alone: no throws recorded.
    const bare = run(s, [{ type: "triggerDelayed", id, rolls: { m: [3] } }]);
    expect(bare.log[0]).not.toHaveProperty("throws");
    expect(bare.events.find((e) => e.type === "check")).not.toHaveProperty("check.rolls");
    // Rolled: the throws are kept for a replay.
    const rolled = run(s, [{ type: "triggerDelayed", id }], faces(4, [2]));
    expect(rolled.log[0]).toMatchObject({ rolls: { m: [2] }, throws: { m: [[[2]]] } });
  });

  it("a removed Defender does not defend; a removed Attacker's trap fires on nobody", () => {
    const s = run(named(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n"] })]).state;
    const id = s.delayed![0]!.id;
    const r = run(s, [{ type: "gm", gm: { op: "remove", id: "n" } }, { type: "triggerDelayed", id, rolls: { m: [3] } }]);
    expect(r.events.filter((e) => e.type === "check")).toHaveLength(1);
    expect(get(r.state, "m").position).toBe(8);
    expect(r.log[1]).toMatchObject({ rolls: { m: [3] } });
  });

  it('Imposing: a defence can be the Defender\'s first roll — rolled twice, the higher kept, and then it is spent', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { specializations: ["Imposing"] })] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }),
    ]).state;
    expect(get(s, "m").rolled).toBe(false);
    const r = run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [2, 3]));
    expect(r.log[0]).toMatchObject({ rolls: { m: [3] }, throws: { m: [[[3]]] } });
    expect(get(r.state, "m").rolled).toBe(true);
    // Without Imposing the same dice keep the first.
    const plain = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }),
    ]).state;
    expect(run(plain, [{ type: "triggerDelayed", id: plain.delayed![0]!.id }], faces(4, [2, 3])).log[0]).toMatchObject({ rolls: { m: [2] } });
  });

  it("Protect, with the protectDelayed ruling, eases the defence by the protection's ranks", () => {
    const make = (protectDelayed: boolean) => {
      const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)"), monster("n", "10 (3)")], options: { protectDelayed } }), [
        choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3, 3]), choose("n", "Head", [3, 3, 3, 3]),
        act("a", { kind: "delayedAttack", violent: true, targets: ["m"], difficulty: "hard" }),
      ]).state;
      // n protects m with one Blessing; then the trap fires.
      const p = run(s, [act(s.turn.current!, { kind: "protect", target: "m", pay: { temporary: [3] } })]).state;
      return run(p, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [4, 4])).events.find((e) => e.type === "check");
    };
    expect(make(true)).toMatchObject({ check: { difficulty: "normal", totals: [4] } });
    expect(make(false)).toMatchObject({ check: { difficulty: "hard", totals: [4, 4] } });
  });
});

describe("Delayed Attacks: Critical's edge and Racing's one target", () => {
  it("a defence of 3 is no Critical, and an uncharged Critical does nothing", () => {
    const s = run(start("Hurt", ["Critical"]), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]).state;
    const three = run(s, [trigger(s.delayed![0]!.id, { m: [3] })]);
    expect(get(three.state, "m").spent).toEqual([]);
    expect(get(three.state, "a").needsRecharge).toEqual([]);
    expect(three.log[0]).not.toHaveProperty("critical");
    const used = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, needsRecharge: ["Critical" as const] } : p)) };
    expect(get(run(used, [trigger(s.delayed![0]!.id, { m: [1] })]).state, "m").spent).toEqual([]);
  });

  it("Racing: a Delayed Attack names one other racer", () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { name: "Rae" }), racer("r2"), racer("r3")] }), [
      choose("r1", "Hurt", [2, 2]), choose("r2", "Hand", [1, 2, 2]), choose("r3", "Hand", [1, 2, 2]),
    ]).state;
    expect(s.turn.current).toBe("r1");
    expect(refusalOf(s, act("r1", { kind: "delayedAttack", violent: true, targets: ["r2", "r3"] }))).toEqual({ code: "endeavor-too-many-targets", details: { name: "Rae", count: 2, max: 1 } });
    expect(run(s, [act("r1", { kind: "delayedAttack", violent: true, targets: ["r3"] })]).state.delayed![0]).toMatchObject({ targets: ["r3"], amount: 2 });
  });
});

describe("a trap whose Attacker has left (a state stored before traps left with their setter)", () => {
  it("its Defenders still roll, but nobody is hit and no Critical fires", () => {
    const s = run(start("Hurt", ["Critical"]), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]).state;
    const gone = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, removed: { round: 1, reason: "gm" as const, by: null } } : p)) };
    const r = run(gone, [trigger(s.delayed![0]!.id, { m: [1] })]);
    expect(r.events.filter((e) => e.type === "check")).toHaveLength(1);
    expect(get(r.state, "m")).toMatchObject({ position: 10, spent: [] });
    expect(get(r.state, "a").needsRecharge).toEqual([]);
    expect(r.state.delayed).toEqual([]);
  });

  it("a Defender without the trap's Stat (a stored trap naming one) neither defends nor is hit", () => {
    const s = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m", "n"] })]).state;
    const odd = { ...s, delayed: s.delayed!.map((x) => ({ ...x, stat: "Luck" })) };
    const r = run(odd, [trigger(s.delayed![0]!.id, {})]);
    expect(r.events.filter((e) => e.type === "check")).toEqual([]);
    expect([get(r.state, "m").position, get(r.state, "n").position]).toEqual([10, 8]);
  });
});

describe("Delayed Attacks: several set, what a firing records", () => {
  it("each trap of the round has its own id; firing one leaves the others set", () => {
    const two = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("b", "Hurt", [1, 1, 1]), choose("m", "Head", [3, 3, 3, 3]),
      act("a", { kind: "delayedAttack", violent: true, targets: ["m"], trigger: "a rope" }),
      act("b", { kind: "delayedAttack", violent: true, targets: ["m"], trigger: "a net" }),
    ]).state;
    expect(two.delayed!.map((x) => [x.id, x.trigger])).toEqual([["delayed1-1-a", "a rope"], ["delayed1-2-b", "a net"]]);
    const r = run(two, [trigger("delayed1-2-b", { m: [9] })]);
    expect(r.state.delayed!.map((x) => x.id)).toEqual(["delayed1-1-a"]);
    expect(r.events[0]).toEqual({ type: "delayedAttackTriggered", attack: two.delayed![1] });
  });

  it("the Defender's Check is recorded in full: a defence, no Help, no ranks added", () => {
    const s = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]).state;
    const r = run(s, [trigger(s.delayed![0]!.id, { m: [3] })]);
    expect(r.events.find((e) => e.type === "check")).toEqual({
      type: "check",
      check: { by: "m", purpose: "defend", stat: "Hurry", totals: [3], difficulty: "normal", extraRanks: 0, helpBonus: 0, outcome: "failure", success: false, boons: 0, busts: 0, automaticFailure: false },
    });
  });

  it("non-violent: the Blessings stolen may be chosen when it fires; what was stolen and regained is kept for a replay", () => {
    const s = run(start("Head"), [act("a", { kind: "delayedAttack", violent: false, targets: ["m"], stat: "Heart" })]).state;
    const chosen = run(s, [trigger(s.delayed![0]!.id, { m: [3] }, { steal: { m: [3, 3] }, regained: { m: [6, 1] } })]);
    expect(get(chosen.state, "m").temporary).toEqual([6, 1]);
    expect(chosen.log[0]).toMatchObject({ steal: { m: [3, 3] }, regained: { m: [6, 1] } });
    const rolled = run(s, [trigger(s.delayed![0]!.id, { m: [3] })], faces(6, [5, 4]));
    expect(rolled.log[0]).toMatchObject({ steal: { m: [3, 3] }, regained: { m: [5, 4] } });
    // Nobody hit: nothing stolen, nothing written.
    const missed = run(s, [trigger(s.delayed![0]!.id, { m: [9] })]);
    expect(missed.log[0]).not.toHaveProperty("steal");
    expect(missed.log[0]).not.toHaveProperty("regained");
  });
});

describe("Delayed Attacks: survivors of the mutation run", () => {
  const withApts = (): EndeavorState =>
    run(setup({ kind: "monstrous", participants: [ally("a", { aptitudes: [{ name: "Traps", specialization: "Imposing" }, { name: "Letters" }] }), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;

  it("setting one says so, with the trap as stored; an Aptitude without its Specialization named adds one rank only", () => {
    const r = run(withApts(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Traps" })]);
    expect(r.state.delayed).toEqual([{ id: "delayed1-1-a", by: "a", targets: ["m"], violent: true, stat: "Hurry", difficulty: "hard", amount: 2, trigger: "", round: 1 }]);
    expect(r.events).toContainEqual({ type: "delayedAttackSet", attack: r.state.delayed![0] });
    const spec = run(withApts(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], aptitude: "Traps", specialized: false })]).state.delayed![0]!;
    expect(spec.extraRanks).toBeUndefined();
  });

  it("with the protectDelayed ruling, the GM's difficulty when it fires is eased too", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)"), monster("n", "10 (3)")], options: { protectDelayed: true } }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3, 3]), choose("n", "Head", [3, 3, 3, 3]),
      act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }),
    ]).state;
    const p = run(s, [act(s.turn.current!, { kind: "protect", target: "m", pay: { temporary: [3] } })]).state;
    const fired = run(p, [{ type: "triggerDelayed", id: s.delayed![0]!.id, difficulty: "hard" }], faces(4, [4, 4]));
    expect(fired.events.find((e) => e.type === "check")).toMatchObject({ check: { difficulty: "normal", totals: [4] } });
  });

  it("an unknown difficulty is refused even when no Defender is left to roll", () => {
    const s = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }), { type: "gm", gm: { op: "remove", id: "m" } }]).state;
    expect(refusalOf(s, { type: "triggerDelayed", id: s.delayed![0]!.id, difficulty: "extreme" as never })).toEqual({ code: "endeavor-bad-difficulty", details: { difficulty: "extreme" } });
  });

  it("the trap keeps its own list of targets: the logged command's list changed afterwards changes nothing set", () => {
    const r = run(start(), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]);
    (r.log[0] as { action: { targets: string[] } }).action.targets.push("n");
    expect(r.state.delayed![0]!.targets).toEqual(["m"]);
  });

  it("a defence's Check records what changed its total (an Uncool Defender's −1)", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { traits: { conditions: ["uncool"] } })] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }),
    ]).state;
    const check = run(s, [trigger(s.delayed![0]!.id, { m: [6] })]).events.find((e) => e.type === "check");
    expect(check).toMatchObject({ check: { totals: [6], adjustments: [{ rule: "modifier", source: "uncool", from: 6, to: 5 }] } });
  });

  it("Imposing adds its die to the first roll of a Hard defence only", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { specializations: ["Imposing"] })] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], difficulty: "hard" }),
    ]).state;
    // d4 Hurry: the first roll throws two dice (2, 3: the 3 kept), the second one (4).
    const r = run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [2, 3, 4]));
    expect(r.log[0]).toMatchObject({ rolls: { m: [3, 4] } });
  });
});

describe("Delayed Attacks in v0.0.18 (the dice compared when it fires)", () => {
  const v18 = (over: Parameters<typeof monster>[2] = {}, options: Record<string, unknown> = {}) =>
    setup({ kind: "monstrous", edition: "v0.0.18", options, participants: [ally("a"), monster("m", "10 (3)", { stats: { Head: 6, Hand: 4, Heart: 4, Home: 4, Hurt: 6, Hurry: 4, History: 4 }, ...over }), monster("n", "10 (3)")] });
  const rolled = (s: EndeavorState) => run(s, [
    { type: "rollPosition", by: "a", stat: "Hurt", roll: 5, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] },
    { type: "rollPosition", by: "n", stat: "Head", roll: 4, blessings: [3, 3, 3] },
  ]).state;

  it("an Imposing Defender's defence is no position roll: one die thrown, and Imposing still waits for their first position roll", () => {
    const set = run(rolled(v18({ specializations: ["Imposing"] })), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], stat: "Hurry" })]).state;
    // m has not made a position roll yet (as a participant who joins mid-Endeavor).
    const s: EndeavorState = { ...set, participants: set.participants.map((p) => (p.id === "m" ? { ...p, rolled: false } : p)) };
    // Hurry d4 against Hurt d6: Hard, two rolls, one die each.
    const r = run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [2, 4]));
    expect(r.log[0]).toMatchObject({ rolls: { m: [2, 4] } });
    expect(get(r.state, "m").rolled).toBe(false);
  });

  it("Protect, with the protectDelayed ruling, eases the dice's difficulty: Hurry d4 against Hurt d6 is Hard, one rank eased Normal", () => {
    const make = (protectDelayed: boolean) => {
      const s = run(rolled(v18({}, { protectDelayed })), [act("a", { kind: "delayedAttack", violent: true, targets: ["m"], stat: "Hurry" })]).state;
      const p = run(s, [act(s.turn.current!, { kind: "protect", target: "m", pay: { temporary: [3] } })]).state;
      return run(p, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [4, 4])).events.find((e) => e.type === "check");
    };
    expect(make(false)).toMatchObject({ check: { difficulty: "hard", totals: [4, 4] } });
    expect(make(true)).toMatchObject({ check: { difficulty: "normal", totals: [4] } });
  });
});
