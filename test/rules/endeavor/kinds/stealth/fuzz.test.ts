/**
 * Fuzz for Endeavors with an Eye (Humanity, Endeavored, Stealth): seeded random command sequences over random lands.
 * Refused commands carry an endeavor-* code and leave the (frozen) state untouched; accepted ones never reach an
 * illegal state (validateState: the one Eye, Alarms within 1–20 and never two at one position, Objectives with their
 * Checks …), and replay from the applied command to the same state and events.
 */
import { describe, expect, it } from "vitest";
import { ENDEAVOR_ERROR_CODES, apply, createEndeavor, validateState, type Command, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import type { LandSetup } from "../../../../../src/rules/endeavor/kinds/stealth/land";
import { seededRng } from "../../../../../src/rules/index";
import { deepFreeze, fuzzRandom as gen, STATS } from "../../helpers";
import { rogue, theEye } from "./helpers";

const CODES = new Set<string>(ENDEAVOR_ERROR_CODES);
const STAT_NAMES = Object.keys(STATS());


function scenario(g: ReturnType<typeof gen>): EndeavorState {
  const land: LandSetup[] = [
    ...Array.from({ length: 1 + g.int(6) }, () => ({ kind: "alarm" as const, position: g.int(24) })),
    ...Array.from({ length: 1 + g.int(2) }, () => ({ kind: "objective" as const, position: 2 + g.int(14), check: { stat: g.pick(STAT_NAMES), difficulty: g.pick(["easy", "normal", "hard"] as const) } })),
    { kind: "escape" as const, position: 2 + g.int(8) },
    ...(g.next() < 0.6 ? [{ kind: "sanctuary" as const, position: 1 + g.int(15) }] : []),
  ];
  const rogues = 1 + g.int(3);
  return createEndeavor({
    kind: "stealth",
    options: { objectiveStat: g.pick(["choose", "any"] as const), areaEnds: g.pick(["line", "loop"] as const), turnTies: g.pick(["seat", "reverse-seat"] as const) },
    participants: [
      ...Array.from({ length: rogues }, (_, i) => rogue(`r${i}`, { specializations: g.next() < 0.4 ? ["Hidden"] : [], blessings: [1 + g.int(6)] })),
      theEye("eye", g.pick([4, 6, 8, 10] as const)),
    ],
    land,
  });
}

function propose(s: EndeavorState, g: ReturnType<typeof gen>): Command {
  const active = s.participants.filter((p) => p.removed === null);
  const rogues = active.filter((p) => p.role !== "eye").map((p) => p.id);
  const alarms = s.buttons.filter((b) => b.kind === "alarm").map((b) => b.id);
  const any = g.pick(active);
  if (g.next() < 0.02) {
    return g.pick<Command>([
      { type: "gm", gm: { op: "move", id: any.id, to: g.int(22) } },
      { type: "gm", gm: { op: "addButton", kind: g.pick(["alarm", "escape", "sanctuary", "wound"] as const), position: g.int(22), owner: null } },
      { type: "gm", gm: { op: "endTurn" } },
      { type: "gm", gm: { op: "removeButton", button: g.pick(s.buttons.map((b) => b.id).concat("none")) } },
    ]);
  }
  if (s.phase === "choosing") {
    const waiting = active.filter((p) => p.actionDie === null && !p.skipping);
    const p = waiting.length ? g.pick(waiting) : any;
    if (p.role === "eye") return { type: "chooseActionDie", by: p.id, stat: g.next() < 0.95 ? "Watch" : "Hurt" };
    if (g.next() < 0.1) return { type: "skipRound", by: p.id };
    return { type: "chooseActionDie", by: p.id, stat: g.pick(STAT_NAMES) };
  }
  if (s.phase === "special") {
    const by = g.pick(s.chooser.length ? s.chooser : [any.id]);
    return { type: "special", by, special: g.pick([
      null,
      { kind: "quickenPace" as const, allies: rogues.filter(() => g.next() < 0.4) },
      { kind: "sweepDefenses" as const, between: [g.pick(alarms.concat("x")), g.pick(alarms.concat("y"))] as [string, string] },
      { kind: "engageSentry" as const },
    ]) };
  }
  const by = s.turn.current ?? any.id;
  const me = s.participants.find((p) => p.id === by)!;
  if (me.role === "eye") {
    return { type: "act", by, action: g.pick([
      { kind: "search" as const, position: g.int(26) },
      { kind: "scan" as const, direction: g.pick(["up", "down"] as const) },
      { kind: "awaken" as const, ...(g.next() < 0.3 && alarms.length ? { owners: { [g.pick(alarms)]: g.pick(rogues.length ? rogues : ["eye"]) } } : {}) },
      { kind: "wound" as const, target: g.pick(rogues.length ? rogues : ["eye"]) },
    ]) };
  }
  const helper = g.pick(active);
  const helpers = g.next() < 0.2 && helper.temporary[0] !== undefined
    ? [{ by: helper.id, pay: { temporary: [helper.temporary[0]] }, use: g.pick(["roll", "x", "x-down"] as const) }] : undefined;
  const rolled = () => (g.next() < 0.15 ? { roll: [1 + g.int(22), 1 + g.int(22)].slice(0, 1 + g.int(2)) } : {});
  const ready = me.objectivesReady ?? [];
  const action = g.pick([
    { kind: "attack" as const, violent: me.actionDie === "Hurt" ? g.next() < 0.9 : g.next() < 0.1, targets: g.next() < 0.1 ? ["eye"] : [], ...(g.next() < 0.3 && alarms.length ? { alarm: g.pick(alarms) } : {}), ...(helpers ? { helpers } : {}), ...rolled() },
    { kind: "move" as const, direction: g.pick(["up", "up", "down"] as const), escape: g.next() < 0.5, ...(helpers ? { helpers } : {}), ...rolled() },
    { kind: "move" as const, direction: "up" as const, ...rolled() },
    { kind: "cover" as const },
    { kind: "objective" as const, button: g.pick(ready.length ? ready : ["b1"]), ...rolled() },
    { kind: "hidden" as const, ...rolled() },
    { kind: "pass" as const },
  ]);
  return { type: "act", by, action };
}

/**
 * Seeds 1–300, and the later seeds (found once, among 1–800) whose Endeavors end in the two rarer ways — every Objective
 * removed while the Eye is warry, every rogue out with one escaped — which random play seldom reaches. Fewer than the
 * 800 once run (about 45 % of the time, well inside the timeout on a loaded 2-core machine), with the same coverage,
 * asserted below.
 */
const SEEDS = [
  ...Array.from({ length: 300 }, (_, i) => i + 1),
  309, 367, 383, 427, 479, 529, // every rogue out, one escaped
  480, 482, 488, 528, 541, 561, 589, 640, 711, 787, 788, // every Objective removed
];
/**
 * Under StrykerJS (vitest.mutate-rules.config.ts sets HB_FUZZ_SMALL) every surviving mutant runs this test: it plays a
 * fortieth of the seeds there, and the counts of what was reached (which need every seed) are left to `npm test`, which
 * plays them all.
 */
const SMALL = process.env.HB_FUZZ_SMALL === "1";
const PLAYED = SMALL ? SEEDS.filter((_, i) => i % 40 === 0) : SEEDS;

describe("fuzz: Endeavors with an Eye", () => {
  it("317 seeded random Stealth Endeavors never reach an illegal state, and refusals change nothing", () => {
    let accepted = 0;
    let refusals = 0;
    const endings: Record<string, number> = {};
    const reached: Record<string, number> = {};
    for (const seed of PLAYED) {
      const g = gen(seed);
      const rng = seededRng(seed);
      let s = scenario(g);
      for (let step = 0; step < 120 && !s.outcome; step += 1) {
        const c = propose(s, g);
        try {
          const r = apply(deepFreeze(s), c, rng);
          if (seed % 4 === 0) {
            const again = apply(s, r.command);
            if (JSON.stringify(again.state) !== JSON.stringify(r.state) || JSON.stringify(again.events) !== JSON.stringify(r.events)) {
              throw new Error(`seed ${seed} step ${step}: the applied command does not replay: ${JSON.stringify(r.command)}`);
            }
          }
          for (const e of r.events) if (["eyeAlerted", "alarmsSpread", "alarmsMoved", "objectivesActivated", "quickened", "extraAction"].includes(e.type)) reached[e.type] = (reached[e.type] ?? 0) + 1;
          for (const e of r.events) if (e.type === "removed" && e.reason === "escaped") reached.escaped = (reached.escaped ?? 0) + 1;
          s = r.state;
          accepted += 1;
        } catch (e) {
          const code = (e as { code?: string }).code;
          if (!code || !CODES.has(code)) throw new Error(`seed ${seed} step ${step}: ${String(e)} for ${JSON.stringify(c)}`);
          refusals += 1;
          continue;
        }
        const problems = validateState(s);
        if (problems.length) throw new Error(`seed ${seed} step ${step} after ${JSON.stringify(c)}: ${problems.join("; ")}`);
      }
      if (s.outcome) endings[`${s.outcome.reason}:${s.outcome.winner}`] = (endings[`${s.outcome.reason}:${s.outcome.winner}`] ?? 0) + 1;
    }
    if (SMALL) return;
    expect(accepted).toBeGreaterThan(12000);
    expect(refusals).toBeGreaterThan(0);
    // Every way it ends was reached: the Goal, every rogue out with one escaped (nobody wins) or none (the Eye).
    for (const ending of ["objectives:rogues", "rogues-out:null", "rogues-out:eye"]) expect(endings[ending] ?? 0, ending).toBeGreaterThan(5);
    for (const key of ["eyeAlerted", "alarmsSpread", "alarmsMoved", "objectivesActivated", "quickened", "extraAction", "escaped"]) expect(reached[key] ?? 0, key).toBeGreaterThan(10);
  }, 60_000);
});
