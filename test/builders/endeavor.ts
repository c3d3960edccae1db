// Endeavor states for the tests, the preview harness and the bench, built in one place: Stat tables, participants of
// each role, the commands players give, and the engine driven over them. No test runner here (the harness and the
// bench load this too); the rules tests' assertions on refusals live in test/rules/endeavor/helpers.ts.
import {
  apply, createEndeavor, type ApplyResult, type Command, type EndeavorEvent, type EndeavorSetup, type EndeavorState,
  type ParticipantSetup,
} from "../../src/rules/endeavor/index";
import { seededRng, type DieSize, type Rng } from "../../src/rules/index";

export { seededRng };

/** Stats: every one a d4 but those named. */
export const STATS = (over: Partial<Record<string, DieSize>> = {}): Record<string, DieSize> => ({
  Head: 4, Hand: 4, Heart: 4, Home: 4, Hurt: 4, Hurry: 4, History: 4, ...over,
}) as Record<string, DieSize>;

/** The preview's cast: everyone with these Stats, named from these lists. */
export const CAST_STATS = STATS({ Head: 6, Hand: 6, Hurt: 8 });
export const ALLY_NAMES = [
  "Wren Alder", "Oskar Vale", "Mina Sato", "Tobias Reed", "Ada Quill", "Ivo Marsh", "Lena Frost", "Per Holm",
];
export const MONSTER_NAMES = ["The Hollow King", "Grey Widow", "Tallow Man", "Mire Hound", "Rook Mother"];

/** `n` participants with ids prefix0, prefix1, … */
export const numbered = (
  prefix: string,
  n: number,
  build: (id: string, i: number) => ParticipantSetup,
): ParticipantSetup[] => Array.from({ length: n }, (_, i) => build(`${prefix}${i}`, i));

// Participants by role; `over` sets anything else (a name, Blessings, another Stat table).
export const ally = (id: string, over: Partial<ParticipantSetup> = {}): ParticipantSetup => ({
  id, side: "allies", stats: STATS({ Hurt: 6, Head: 6, Hand: 6 }), ...over,
});
export const monster = (
  id: string, sp: ParticipantSetup["sp"] = "10 (3)", over: Partial<ParticipantSetup> = {},
): ParticipantSetup => ({
  id, side: "monstrosities", sp, stats: STATS({ Hurt: 6, Head: 6 }), ...over,
});
export const racer = (id: string, over: Partial<ParticipantSetup> = {}): ParticipantSetup => ({
  id, stats: STATS({ Hand: 8, Hurt: 6, Hurry: 6 }), ...over,
});
export const rogue = (id: string, over: Partial<ParticipantSetup> = {}): ParticipantSetup => ({
  id, side: "rogues", stats: STATS({ Hurt: 6, Head: 6, Hand: 6 }), ...over,
});
export const theEye = (
  id = "eye",
  watch: 2 | 4 | 6 | 8 | 10 = 8,
  over: Partial<ParticipantSetup> = {},
): ParticipantSetup => ({ id, side: "eye", stats: { Watch: watch }, ...over });

export function setup(s: EndeavorSetup): EndeavorState {
  return createEndeavor(s);
}

// Commands.
type ActionOf<C> = C extends { type: "act"; action: infer A } ? A : never;
export type AnyAction = ActionOf<Command>;
export const choose = (by: string, stat: string, blessings?: number[]): Command =>
  ({ type: "chooseActionDie", by, stat, ...(blessings ? { blessings } : {}) });
export const act = (by: string, action: AnyAction): Command => ({ type: "act", by, action });
export const pass = (by: string): Command => act(by, { kind: "pass" });
export const special = (by: string, s: Extract<Command, { type: "special" }>["special"]): Command =>
  ({ type: "special", by, special: s });
export const gm = (op: Extract<Command, { type: "gm" }>["gm"]): Command => ({ type: "gm", gm: op });
export const moveTo = (id: string, to: number): Command => gm({ op: "move", id, to });

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

/** Apply commands in order against a frozen state (proving no mutation), collecting events. */
export function run(state: EndeavorState, commands: Command[], rng?: Rng): ApplyResult & { log: Command[] } {
  let cur = state;
  const events: EndeavorEvent[] = [];
  const log: Command[] = [];
  let last: ApplyResult | null = null;
  for (const c of commands) {
    last = apply(deepFreeze(cur), c, rng);
    cur = last.state;
    events.push(...last.events);
    log.push(last.command);
  }
  return { state: cur, events, command: last?.command ?? commands[0]!, log };
}

/** The state after `commands`, applied in order (unfrozen). */
export const play = (s: EndeavorState, commands: Command[], rng?: Rng): EndeavorState =>
  commands.reduce((cur, c) => apply(cur, c, rng).state, s);

/** Applies commands one at a time as the Combat does, keeping the applied log (dice filled in) for replay and undo.
 *  `dice`: the Rng each command is applied with (a new seeded one per command, or one shared through the game). */
export function driver(initial: EndeavorState, dice?: () => Rng) {
  let state = initial;
  const log: Command[] = [];
  const one = (command: Command) => {
    const r = apply(state, command, dice?.());
    state = r.state;
    log.push(r.command);
  };
  return {
    log,
    get state() {
      return state;
    },
    run(...commands: Command[]) {
      for (const c of commands) one(c);
    },
  };
}
