/**
 * Fuzz: thousands of seeded random command sequences. Refused commands must leave the (frozen) state untouched and
 * carry an endeavor-* code; accepted ones must never produce an illegal state (validateState: negative position, two
 * personal buttons of one kind and owner on a cell, temporary Blessings after the end, a spent Stat as Action Die …).
 */
import { describe, expect, it } from "vitest";
import {
  ENDEAVOR_ERROR_CODES, apply, createEndeavor, validateState, type Command, type EndeavorSetup, type EndeavorState,
  type Payment,
} from "../../../src/rules/endeavor/index";
import { seededRng } from "../../../src/rules/index";
import { ally, deepFreeze, fuzzRandom as gen, monster, racer, STATS } from "./helpers";

const CODES = new Set<string>(ENDEAVOR_ERROR_CODES);
const STAT_NAMES = Object.keys(STATS());


/** A random Endeavor; `rush`: a Rush Endeavor (default edition), its leader any ally or none. */
function scenario(g: ReturnType<typeof gen>, rush = false): EndeavorSetup {
  const edition = rush ? "v0.0.21.10" : g.next() < 0.3 ? "v0.0.18" : "v0.0.21.10";
  // Up to three, each as likely as any other.
  const specs = () => [...new Set(Array.from({ length: g.int(4) }, () => g.pick(["Zealous", "Heavy", "Commanding", "Dominating", "Tireless", "Imposing", "Critical", "Sure-footed", "Tactical", "Radiant", "Kinetic", "Helpful"] as const)))];
  const bless = () => Array.from({ length: g.int(4) }, () => 1 + g.int(6));
  if (!rush && edition === "v0.0.21.10" && g.next() < 0.35) {
    const n = 2 + g.int(3);
    return {
      edition, kind: "racing", options: { finishLine: 8 + g.int(10) },
      participants: Array.from({ length: n }, (_, i) => racer(`r${i}`, { blessings: bless(), specializations: specs() })),
      terrain: [{ position: 1 + g.int(4) }, { position: 5 + g.int(4), area: ["Hand", "Hurry", "Head"] }],
    };
  }
  const allies = 1 + g.int(3);
  const monsters = 1 + g.int(2);
  return {
    edition, kind: rush ? "rush" : "monstrous", ...(rush && g.next() < 0.8 ? { leader: `a${g.int(allies)}` } : {}),
    options: { turnTies: g.pick(["seat", "reverse-seat"] as const), specialCount: g.pick(["temporary", "all"] as const) },
    participants: [
      ...Array.from({ length: allies }, (_, i) => ally(`a${i}`, {
        blessings: bless(), specializations: specs(), stats: STATS({ Hurt: 6, Head: 6, Hand: 6, Heart: g.pick([4, 6, 8] as const), Home: g.pick([4, 8] as const) }),
        // Radiant lends "one of your other Aptitudes": one with a Specialization the engine knows, one with none.
        aptitudes: [{ name: "Glow", specialization: "Radiant" }, { name: "Brawn", specialization: g.pick(["Heavy", "Imposing", "Dominating", "Critical", null]) }, { name: "Lore" }],
      })),
      ...Array.from({ length: monsters }, (_, i) => monster(`m${i}`, g.pick(["10 (3)", "6 (2)", "8"]), {
        tags: g.some(["Revenge", "Unrelenting", "Horde", "Immunity", "Unique"] as const, 3), blessings: bless(),
      })),
    ],
  };
}

function payFrom(g: ReturnType<typeof gen>, pool: number[], count: number, same = false): Payment {
  if (same) {
    const v = pool.find((x, i) => pool.indexOf(x) !== i);
    return { temporary: v === undefined ? [pool[0] ?? 1, pool[0] ?? 1] : [v, v] };
  }
  return { temporary: pool.slice(0, count) };
}

function propose(s: EndeavorState, g: ReturnType<typeof gen>): Command {
  const active = s.participants.filter((p) => p.removed === null);
  const any = g.pick(active);
  const opp = (id: string) => active.filter((p) => p.side !== s.participants.find((q) => q.id === id)!.side).map((p) => p.id);
  const friends = (id: string) => active.filter((p) => p.side === s.participants.find((q) => q.id === id)!.side).map((p) => p.id);
  if (g.next() < 0.02) {
    return g.pick<Command>([
      { type: "gm", gm: { op: "move", id: any.id, to: g.int(14) - 1 } },
      { type: "gm", gm: { op: "addButton", kind: g.pick(["wound", "scheme", "zeal", "terrain"] as const), position: g.int(12), owner: g.next() < 0.5 ? any.id : null } },
      { type: "gm", gm: { op: "endTurn" } },
      // Rush: the allies elect another charge leader (any participant tried; refused in other kinds).
      { type: "gm", gm: { op: "leader", id: any.id } },
      { type: "triggerDelayed", id: g.pick(s.delayed?.length ? s.delayed.map((x) => x.id) : ["none"]) },
    ]);
  }
  if (s.delayed?.length && g.next() < 0.1) return { type: "triggerDelayed", id: g.pick(s.delayed).id };
  if (s.pending[0]) {
    const by = s.pending[0].by;
    return { type: "resolvePending", by, attack: g.next() < 0.3 ? null : { kind: "attack", violent: g.next() < 0.5, targets: [g.pick(opp(by).length ? opp(by) : [by])] } };
  }
  if (s.phase === "choosing") {
    const waiting = active.filter((p) => p.actionDie === null && !p.skipping);
    const p = waiting.length ? g.pick(waiting) : any;
    // Everyone has rolled: only Kinetic (exchange or keep) can be waited for.
    if (!waiting.length && s.edition === "v0.0.18") {
      const holder = active.find((q) => q.specializations.includes("Kinetic") && !q.kineticDone) ?? any;
      return { type: "kinetic", by: g.next() < 0.8 ? holder.id : any.id, ally: g.next() < 0.3 ? null : g.pick(active).id };
    }
    if (s.edition === "v0.0.18") {
      const spark = g.next() < 0.1 ? { stat: g.pick(STAT_NAMES), pay: { permanent: [p.blessings[0] ?? 1, p.blessings[0] ?? 1] } } : undefined;
      return { type: "rollPosition", by: p.id, stat: g.pick(STAT_NAMES), ...(spark ? { spark } : {}) };
    }
    if (g.next() < 0.1) return { type: "skipRound", by: p.id };
    return { type: "chooseActionDie", by: p.id, stat: g.pick(STAT_NAMES) };
  }
  if (s.phase === "fatigue") return { type: "fatigueCheck", by: g.pick(active).id };
  if (s.phase === "special") {
    const by = g.pick(s.chooser.length ? s.chooser : [any.id]);
    const o = opp(by);
    return { type: "special", by, special: g.pick([
      null,
      { kind: "combo" as const, down: g.next() < 0.5 ? { [by]: g.int(3) } : {}, targets: o.length ? g.some(o, 2) : [] },
      { kind: "declareVictory" as const, target: o[0] ?? by },
      { kind: "overcome" as const },
      ...(s.kind === "rush" ? [
        { kind: "plotVictory" as const, ...(g.next() < 0.3 ? { leader: g.pick(s.participants).id } : {}) },
        { kind: "plotVictory" as const },
        { kind: "declareVictoryAll" as const },
      ] : []),
    ]) };
  }
  const by = s.turn.current ?? any.id;
  if (g.next() < 0.05 && s.turn.anchor) return { type: "reverseTurnOrder", by: s.turn.anchor };
  const me = s.participants.find((p) => p.id === by)!;
  const o = opp(by);
  if (g.next() < 0.03) {
    // Recharge whatever waits for it (or something that does not), with what they hold.
    const spec = g.pick([...me.needsRecharge, "Radiant", "Kinetic"]);
    return { type: "recharge", by, specialization: spec, pay: { temporary: me.temporary.slice().sort((x, y) => y - x).slice(0, 1 + g.int(2)) } };
  }
  // A Helper pays with a Blessing they hold, mostly (or one they may not).
  const waitingAllies = active.filter((q) => q.id !== by && q.side === me.side && !q.acted);
  const helper = waitingAllies.length && g.next() < 0.7 ? g.pick(waitingAllies) : g.pick(active);
  const helpPay = helper.temporary[0] !== undefined && g.next() < 0.7 ? { temporary: [helper.temporary[0]] } : { permanent: [helper.blessings[0] ?? 1 + g.int(6)] };
  const helpers = g.next() < 0.25 ? [{ by: helper.id, pay: helpPay, use: g.pick(["roll", "x"] as const), ...(g.next() < (me.specializations.includes("Tactical") ? 0.8 : 0.2) ? { tactical: true } : {}) }] : undefined;
  // Dice from the Foundry layer now and then, Imposing's additional roll among them.
  const rolled = () => (g.next() < 0.1 ? { roll: [1 + g.int(22)], ...(g.next() < 0.5 ? { imposing: 1 + g.int(22) } : {}) } : {});
  const attack = () => ({ kind: "attack" as const, violent: me.actionDie === "Hurt" ? g.next() < 0.9 : g.next() < 0.1, targets: o.length ? g.some(o, 3) : [by], ...(helpers ? { helpers } : {}), ...rolled(), relatedToAptitudes: g.next() < 0.2 });
  const simple = () => g.pick([
    attack(),
    { kind: "advance" as const, ...(helpers ? { helpers } : {}) },
    { kind: "protect" as const, target: g.pick(friends(by)), pay: payFrom(g, me.temporary, 1 + g.int(2)), ...(g.next() < 0.3 ? { check: { ...(helpers ? { helpers } : {}), ...rolled() } } : {}) },
    { kind: "radiant" as const, aptitude: g.pick(["Glow", "Brawn", "Lore", "Nothing"]), ...(helpers ? { helpers } : {}), ...rolled() },
    { kind: "zealous" as const },
    { kind: "commanding" as const, target: g.pick(friends(by)), stat: g.pick(STAT_NAMES) },
    { kind: "delayedAttack" as const, violent: me.actionDie === "Hurt", targets: o.length ? g.some(o, 2) : [by], stat: g.pick(STAT_NAMES) },
  ]);
  const action = g.pick([simple(), simple(), simple(), { kind: "pass" as const }, { kind: "unique" as const, pay: payFrom(g, me.temporary, 2, true), actions: [simple(), simple()] as [ReturnType<typeof simple>, ReturnType<typeof simple>] }]);
  return { type: "act", by, action };
}

/**
 * The seeds played: Monstrous and Racing Endeavors from seeds 1–1000; Rush Endeavors (issue 28) from seeds past 3000 —
 * 3001–3200, and the few later seeds (found once, among 3001–3600) whose Rush Endeavors end, which random play seldom
 * does. Fewer than the 3600 once run (about a third of the time: the fuzz stays well inside its timeout on a loaded
 * 2-core machine), with the same coverage, asserted below: every ending and every effect counted is still reached.
 */
const SEEDS = [
  ...Array.from({ length: 1000 }, (_, i) => i + 1),
  ...Array.from({ length: 200 }, (_, i) => 3001 + i),
  3241, 3275, 3295, 3329, 3367, 3563,
];
/**
 * Under StrykerJS (vitest.mutate-rules.config.ts sets HB_FUZZ_SMALL) every surviving mutant runs this test: it plays a
 * fortieth of the seeds there, and the counts of what was reached (which need every seed) are left to `npm test`, which
 * plays them all.
 */
const SMALL = process.env.HB_FUZZ_SMALL === "1";
const PLAYED = SMALL ? SEEDS.filter((_, i) => i % 40 === 0) : SEEDS;

describe("fuzz", () => {
  it("1206 seeded random command sequences never reach an illegal state, and refusals change nothing", () => {
    let accepted = 0;
    let ended = 0;
    let refusals = 0;
    // How often the Specializations' effects happened: a fuzz that never reaches them would prove nothing about them.
    const reached: Record<string, number> = {};
    const count = (key: string) => { reached[key] = (reached[key] ?? 0) + 1; };
    // Seeds past 3000 play Rush Endeavors (issue 28).
    for (const seed of PLAYED) {
      const g = gen(seed);
      const rng = seededRng(seed);
      let s = createEndeavor(scenario(g, seed > 3000));
      for (let step = 0; step < (seed > 3000 ? 240 : 80) && !s.outcome; step += 1) {
        const c = propose(s, g);
        try {
          const r = apply(deepFreeze(s), c, rng);
          // The applied command carries every die the engine rolled or picked (throws included): replaying it needs no
          // Rng and gives the same state and the same events (the chat cards of an undo's replay draw the same dice).
          if (seed % 4 === 0) {
            const again = apply(s, r.command);
            if (JSON.stringify(again.state) !== JSON.stringify(r.state) || JSON.stringify(again.events) !== JSON.stringify(r.events)) {
              throw new Error(`seed ${seed} step ${step}: the applied command does not replay: ${JSON.stringify(r.command)}`);
            }
          }
          for (const e of r.events) {
            if (e.type === "aptitudeLent" || e.type === "positionsExchanged" || e.type === "recharged" || e.type === "delayedAttackTriggered") count(e.type);
            if (e.type === "foiled" || e.type === "leaderChanged" || e.type === "leaderElected") count(e.type);
            if (e.type === "specialPerformed" && (e.special === "plotVictory" || e.special === "declareVictoryAll")) count(e.special);
            if (e.type === "endeavorEnded") count(`${s.kind} ${e.outcome.reason}`);
            if (e.type === "specializationUsed") count(e.specialization);
            if (e.type === "check" && e.check.purpose === "protect") count("Sure-footed");
            if (e.type === "helped" && c.type === "act" && JSON.stringify(c.action).includes('"tactical":true')) count("Tactical");
            if (e.type !== "check") continue;
            const k = e.check;
            if (k.rolls && k.rolls.map((x) => x.total).join() !== k.totals.join()) throw new Error(`seed ${seed} step ${step}: throws disagree with totals`);
            const helped = r.events.filter((h) => h.type === "helped" && h.target === k.by).length;
            if ((k.help?.length ?? 0) > helped) throw new Error(`seed ${seed} step ${step}: more Help recorded than taken`);
          }
          s = r.state;
          accepted += 1;
        } catch (e) {
          const code = (e as { code?: string }).code;
          // The input is deep-frozen: any write to it would have thrown a TypeError (no code) instead.
          if (!code || !CODES.has(code)) throw new Error(`seed ${seed} step ${step}: ${String(e)} for ${JSON.stringify(c)}`);
          refusals += 1;
          continue;
        }
        const problems = validateState(s);
        if (problems.length) throw new Error(`seed ${seed} step ${step} after ${JSON.stringify(c)}: ${problems.join("; ")}`);
      }
      if (s.outcome) ended += 1;
    }
    if (SMALL) return;
    expect(accepted).toBeGreaterThan(60000);
    expect(ended).toBeGreaterThan(100);
    expect(refusals).toBeGreaterThan(0);
    for (const key of ["aptitudeLent", "positionsExchanged", "recharged", "delayedAttackTriggered", "Radiant", "Kinetic", "Critical", "Commanding", "Sure-footed", "Tactical",
      "foiled", "leaderChanged", "leaderElected", "plotVictory"]) {
      expect(reached[key] ?? 0, key).toBeGreaterThan(10);
    }
    // Every way each kind ends is reached. Random allies seldom drive every Monstrosity to 0: once proves a Rush ending
    // (the Rush seeds past 3200 are listed for it; which of them end moves with any change to the engine's choices).
    const ends = { "racing finish-line": 5, "racing last-standing": 50, "monstrous allies-removed": 5, "monstrous opponents-removed": 1, "rush opponents-removed": 0, "rush allies-removed": 0 };
    for (const [ending, more] of Object.entries(ends)) expect(reached[ending] ?? 0, ending).toBeGreaterThan(more);
  }, 60_000);
});
