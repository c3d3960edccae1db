/**
 * Every action and special action of every kind, sent by every role of every kind: what the kinds table does not list
 * for that role in that kind is refused with endeavor-action-unavailable, leaving the (frozen) state as it was, before
 * any rule reads another kind's state (the Eye's mode, a rogue's Objectives …). What it lists is never refused so.
 */
import { describe, expect, it } from "vitest";
import {
  apply, ENDEAVOR_KIND_IDS, kindRules, type Action, type Command, type EndeavorKind, type EndeavorState,
  type Participant, type Special,
} from "../../../src/rules/endeavor/index";
import { ally, choose, deepFreeze, monster, racer, refusalOf, setup } from "./helpers";
import type { LandSetup } from "../../../src/rules/endeavor/kinds/stealth/land";
import { rogue, theEye } from "./kinds/stealth/helpers";

/** One of each action a command can name, both Attacks (the table lists them apart). */
const ACTIONS: Record<Action["kind"], Action[]> = {
  attack: [{ kind: "attack", violent: true, targets: [] }, { kind: "attack", violent: false, targets: [] }],
  advance: [{ kind: "advance" }],
  protect: [{ kind: "protect", target: "x", pay: {} }],
  pass: [{ kind: "pass" }],
  unique: [{ kind: "unique", pay: {}, actions: [{ kind: "advance" }, { kind: "advance" }] }],
  zealous: [{ kind: "zealous" }],
  commanding: [{ kind: "commanding", target: "x", stat: "Head" }],
  delayedAttack: [{ kind: "delayedAttack", violent: false, targets: [] }],
  radiant: [{ kind: "radiant", aptitude: "Cooking" }],
  move: [{ kind: "move", direction: "up" }],
  cover: [{ kind: "cover" }],
  objective: [{ kind: "objective", button: "b1" }],
  hidden: [{ kind: "hidden" }],
  search: [{ kind: "search", position: 7 }],
  scan: [{ kind: "scan", direction: "up" }],
  awaken: [{ kind: "awaken" }],
  wound: [{ kind: "wound", target: "x" }],
};
const SPECIALS: Record<Special["kind"], Special> = {
  combo: { kind: "combo" },
  declareVictory: { kind: "declareVictory", target: "x" },
  overcome: { kind: "overcome" },
  plotVictory: { kind: "plotVictory" },
  declareVictoryAll: { kind: "declareVictoryAll" },
  quickenPace: { kind: "quickenPace", allies: [] },
  sweepDefenses: { kind: "sweepDefenses", between: ["b2", "b3"] },
  engageSentry: { kind: "engageSentry" },
};

/** The table's id of an action: an Attack by its violence. */
const tableId = (a: Action): string =>
  (a.kind === "attack" ? (a.violent ? "attack-violent" : "attack-non-violent") : a.kind);
const listed = (kind: EndeavorKind, p: Participant, a: Action): boolean =>
  kindRules(kind).roles[p.role]?.actions.some((x) => x.id === tableId(a)) ?? false;

const STEALTH_LAND: LandSetup[] = [
  { kind: "objective", position: 9, check: { stat: "Head" } },
  { kind: "alarm", position: 4 }, { kind: "alarm", position: 5 },
];

/** Each kind at its first round's turns, every Action Die chosen (two temporary Blessings each). */
function started(kind: EndeavorKind): EndeavorState {
  const people = {
    monstrous: [ally("a"), monster("m"), ally("c")],
    rush: [ally("a"), monster("m"), ally("c")],
    racing: [racer("a"), racer("c")],
    stealth: [rogue("a"), rogue("c"), theEye()],
  }[kind];
  let s = setup({
    kind, participants: people,
    ...(kind === "stealth" ? { land: STEALTH_LAND } : {}),
  });
  for (const p of s.participants) s = apply(s, choose(p.id, p.role === "eye" ? "Watch" : "Head", [2, 2])).state;
  return s;
}

/** The state at the first turn of someone of this role (the GM ends the turns before it). */
function turnOf(s: EndeavorState, role: Participant["role"]): { state: EndeavorState; p: Participant } {
  for (let i = 0; i < s.participants.length; i += 1) {
    const p = s.participants.find((q) => q.id === s.turn.current)!;
    if (p.role === role) return { state: s, p };
    s = apply(s, { type: "gm", gm: { op: "endTurn" } }).state;
  }
  throw new Error(`no ${role} turn`);
}

/** The state at the special action, `by` choosing it. */
function specialBy(s: EndeavorState, by: string): EndeavorState {
  while (s.phase === "turns") s = apply(s, { type: "gm", gm: { op: "endTurn" } }).state;
  return { ...s, chooser: [by] };
}

/** The refusal's code, the state left untouched (it is frozen, and compared); null: applied; anything but a refusal
 *  (a TypeError) by its name and message. */
function codeOf(state: EndeavorState, command: Command): string | null {
  const before = JSON.stringify(state);
  try {
    apply(deepFreeze(state), command);
    return null;
  } catch (e) {
    expect(JSON.stringify(state)).toBe(before);
    const code = (e as { code?: unknown }).code;
    return typeof code === "string" ? code : `${(e as Error).name}: ${(e as Error).message}`;
  }
}

const ROLES = ["character", "monstrosity", "eye"] as const;
const cases = ENDEAVOR_KIND_IDS.flatMap((kind) => ROLES
  .filter((role) => started(kind).participants.some((p) => p.role === role)).map((role) => [kind, role] as const));

describe("an action the kinds table does not list for the actor's role in this kind", () => {
  it.each(cases)("%s, a %s: refused with endeavor-action-unavailable, unchanged; listed, never so", (kind, role) => {
    const { state, p } = turnOf(started(kind), role);
    // Each action whose refusal disagrees with the table, with what happened instead.
    const wrong = Object.values(ACTIONS).flat()
      .map((a) => [a, codeOf(state, { type: "act", by: p.id, action: a })] as const)
      .filter(([a, code]) => (code === "endeavor-action-unavailable") === listed(kind, p, a))
      .map(([a, code]) => `${tableId(a)}: ${code}`);
    expect(wrong).toEqual([]);
    // Unique Skill combining an action not listed here: refused before ⊜⊜ is paid or anything is read.
    const unlisted = Object.values(ACTIONS).flat().filter((x) => !listed(kind, p, x) && x.kind !== "unique");
    const unique = (a: Action): Action =>
      ({ kind: "unique", pay: { temporary: [2, 2] }, actions: [a as never, { kind: "advance" }] });
    const wrongInUnique = unlisted.map((a) => [a, codeOf(state, { type: "act", by: p.id, action: unique(a) })] as const)
      .filter(([, code]) => code !== "endeavor-action-unavailable").map(([a, code]) => `${tableId(a)}: ${code}`);
    expect(wrongInUnique).toEqual([]);
  });

  it("every kind refuses some action another kind lists (the table differs between kinds)", () => {
    const refusedSomewhere = new Set<string>();
    for (const [kind, role] of cases) {
      const { p } = turnOf(started(kind), role);
      for (const a of Object.values(ACTIONS).flat()) {
        if (!listed(kind, p, a)) refusedSomewhere.add(`${kind}:${tableId(a)}`);
      }
    }
    for (const kind of ENDEAVOR_KIND_IDS) {
      expect([...refusedSomewhere].some((k) => k.startsWith(`${kind}:`))).toBe(true);
    }
    // The Eye's four actions are refused in each kind without an Eye.
    for (const kind of ["monstrous", "racing", "rush"]) {
      for (const id of ["search", "scan", "awaken", "wound"]) expect(refusedSomewhere).toContain(`${kind}:${id}`);
    }
  });

  it("a hostile action (not an object, no kind, a kind no table lists) is refused with the same code", () => {
    for (const kind of ENDEAVOR_KIND_IDS) {
      const { state, p } = turnOf(started(kind), "character");
      const hostile = [null, 3, "search", {}, { kind: "fly" }, { kind: "__proto__" }, { kind: "toString" }];
      expect(hostile.map((action) => codeOf(state, { type: "act", by: p.id, action: action as never })))
        .toEqual(hostile.map(() => "endeavor-action-unavailable"));
      // The refusal names who and what was sent.
      expect(refusalOf(state, { type: "act", by: p.id, action: { kind: "fly" } as never }).details)
        .toEqual({ name: p.name, action: "fly" });
    }
  });
});

describe("a special action the kinds table does not give the chooser's role in this kind", () => {
  it.each(cases)("%s, a %s: refused with endeavor-action-unavailable, nothing changed", (kind, role) => {
    const { state, p } = turnOf(started(kind), role);
    const at = specialBy(state, p.id);
    // The Eye's special actions are each of one mode (the Eye is warry here: Engage Sentry waits for wake mode).
    const listedHere: readonly string[] = (kindRules(kind).roles[p.role]?.specials ?? []).filter((k) => k !== "engageSentry");
    const wrong = Object.values(SPECIALS)
      .map((sp) => [sp.kind, codeOf(at, { type: "special", by: p.id, special: sp })] as const)
      .filter(([k, code]) => (code === "endeavor-action-unavailable") === listedHere.includes(k))
      .map(([k, code]) => `${k}: ${code}`);
    expect(wrong).toEqual([]);
  });
});

describe("a GM command of one kind sent in another", () => {
  it("electing a charge leader outside Rush is refused with endeavor-action-unavailable, nothing changed", () => {
    for (const kind of ENDEAVOR_KIND_IDS.filter((k) => !kindRules(k).leader)) {
      expect(codeOf(started(kind), { type: "gm", gm: { op: "leader", id: "a" } })).toBe("endeavor-action-unavailable");
    }
  });
});
