// What an Endeavor request may carry (GM side, with endeavor-gm.ts): every request is read through this before anyone
// is authorised or the engine sees it. Ids are combatant ids, Stats the engine's names of known Stats, Blessings
// 1–6, Difficulties the three the engine knows, strings bounded; anything else is a refusal naming the field.
import { EDITION_IDS, engineStat, MAX_THROWS, STAT_IDS } from "../../../rules/ids";
import type { Command, SimpleAction } from "../../../rules/endeavor";
import type { EndeavorRequest } from "./protocol";
import { REACTION_KINDS } from "../offers/index";
import { ENDEAVOR_KIND_IDS } from "../../../rules/endeavor/kinds";
import { WATCH } from "../../../rules/endeavor/kinds/stealth";
import {
  bool,
  id,
  num,
  refuse,
  int,
  list,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  record,
  tagged,
  text,
  type Parser,
} from "../../shared/request-schema";

const MAX_PEOPLE = 50;
/** The largest face a real Stat Die shows (d10). */
const REAL_FACES = 10;

// The parsers are built where a request is read, not when this module loads (as request-schema.ts does its id and
// uuid patterns): building them is some microseconds beside a request's round trip, and `npm run mutate` then runs,
// for each change to a parser, the tests that parse (a module-level one reruns every test in a fresh environment).
// Not memoised: a parser built once would count only the first parsing test of each file as covering it.
function requestParser(): Parser<EndeavorRequest> {
  const pid = id;
  // The Eye's single Watch Stat is a Stat of the Endeavor (its Action Die), not a character's.
  const stat = oneOf([...[...STAT_IDS].map(engineStat), WATCH]);
  const buttonId = text(64);
  const direction = oneOf(["up", "down"] as const);
  const blessing = int(1, 6);
  const blessings = list(blessing, 100);
  const total = int(0, 10_000);
  const amount = int(0, 1000);
  const position = int(-1000, 1000);
  /** A face as a request may bring it: a Stat Die's (1–10), or Hidden Stat Dice's d20 (1–20) — only for a participant
   *  who rolls d20s (checkThrowFaces); the engine reads each throw against its die (rules groupOf). */
  const face = int(1, 20);
  /** Per roll, per throw, one face per die. */
  const throws = list(list(list(face, 10), MAX_THROWS), 20);
  const positionThrows = list(list(face, 10), MAX_THROWS);
  const DIFFICULTY_PARSER = oneOf(["easy", "normal", "hard"] as const);

  const payment = object({ temporary: optional(blessings), permanent: optional(blessings) });
  const help = object({
    by: pid,
    pay: payment,
    use: optional(oneOf(["roll", "x", "x-down"] as const)),
    tactical: optional(bool),
    analytical: optional(object({ dice: optional(list(int(1, 6), 4)) })),
  });
  const spark = object({ stat, pay: payment });
  const checkOptions = {
    roll: optional(list(total, 20)),
    imposing: optional(total),
    throws: optional(throws),
    spark: optional(spark),
    helpers: optional(list(help, MAX_PEOPLE)),
    difficulty: optional(DIFFICULTY_PARSER),
    // The acting form's Check choices (the roll dialog's): an Aptitude by name, which roll of a Hard Check is Sparked.
    withAptitude: optional(text(200)),
    sparkRoll: optional(int(0, 19)),
    exceptional: optional(bool),
    aching: optional(bool),
    lessFamous: optional(bool),
    // Others' say on this Check (rules check-reactions.ts): Mischievous, a Vexed/Vulnerable watcher.
    mischievous: optional(pid),
    watchedBy: optional(pid),
  };
  const perTarget = <T>(p: Parser<T>) => optional(record(pid, p, MAX_PEOPLE));

  const attack = object({
    kind: literal("attack"),
    violent: bool,
    targets: list(pid, MAX_PEOPLE),
    relatedToAptitudes: optional(bool),
    remove: optional(pid),
    split: perTarget(amount),
    steal: perTarget(blessings),
    critical: perTarget(stat),
    regained: perTarget(blessings),
    ...checkOptions,
    protectors: perTarget(pid),
    resolved: optional(list(pid, MAX_PEOPLE)),
    gained: perTarget(blessings),
    alarm: optional(buttonId),
  });
  const simple = {
    attack,
    advance: object({ kind: literal("advance"), ...checkOptions }),
    protect: object({ kind: literal("protect"), target: pid, pay: payment, check: optional(object(checkOptions)) }),
    zealous: object({ kind: literal("zealous") }),
    commanding: object({
      kind: literal("commanding"),
      target: pid,
      stat,
      roll: optional(total),
      throws: optional(positionThrows),
    }),
    radiant: object({ kind: literal("radiant"), aptitude: text(200), ...checkOptions }),
    delayedAttack: object({
      kind: literal("delayedAttack"),
      violent: bool,
      targets: list(pid, MAX_PEOPLE),
      stat: optional(stat),
      aptitude: optional(text(200)),
      specialized: optional(bool),
      difficulty: optional(DIFFICULTY_PARSER),
      trigger: optional(text(500)),
    }),
    // An Endeavor with an Eye: the rogues' Move, an Objective's Check, Hidden; the Eye's actions.
    move: object({ kind: literal("move"), direction, escape: optional(bool), ...checkOptions }),
    objective: object({ kind: literal("objective"), button: buttonId, ...checkOptions }),
    hidden: object({ kind: literal("hidden"), ...checkOptions }),
    search: object({ kind: literal("search"), position }),
    scan: object({ kind: literal("scan"), direction }),
    awaken: object({ kind: literal("awaken"), owners: optional(record(buttonId, pid, 400)) }),
    wound: object({ kind: literal("wound"), target: pid, blessings: optional(blessings) }),
  };
  const simpleAction = tagged("kind", simple);
  // Exactly two: list() refuses a third, and a missing one is undefined (a parsed action is never falsy).
  const twoIds: Parser<[string, string]> = (v, path) => {
    const [first, second] = list(buttonId, 2)(v, path);
    // A parsed list has no holes, so a second id means a first (TypeScript needs both)
    // Stryker disable next-line ConditionalExpression
    return first !== undefined && second !== undefined ? [first, second] : refuse(path);
  };
  const twoActions: Parser<[SimpleAction, SimpleAction]> = (v, path) => {
    const [first, second] = list(simpleAction, 2)(v, path);
    return first && second ? [first, second] : refuse(path);
  };
  const action = tagged("kind", {
    ...simple,
    pass: object({ kind: literal("pass") }),
    cover: object({ kind: literal("cover") }),
    unique: object({ kind: literal("unique"), pay: payment, actions: twoActions }),
  });
  const special = tagged("kind", {
    combo: object({
      kind: literal("combo"),
      down: perTarget(amount),
      opponents: perTarget(amount),
      targets: optional(list(pid, MAX_PEOPLE)),
    }),
    declareVictory: object({ kind: literal("declareVictory"), target: pid }),
    overcome: object({ kind: literal("overcome") }),
    quickenPace: object({ kind: literal("quickenPace"), allies: list(pid, MAX_PEOPLE) }),
    sweepDefenses: object({ kind: literal("sweepDefenses"), between: twoIds }),
    engageSentry: object({ kind: literal("engageSentry") }),
    plotVictory: object({ kind: literal("plotVictory"), leader: optional(pid) }),
    declareVictoryAll: object({ kind: literal("declareVictoryAll") }),
  });
  const gmOp = tagged("op", {
    move: object({ op: literal("move"), id: pid, to: position }),
    addButton: object({
      op: literal("addButton"),
      kind: oneOf([
        "wound",
        "scheme",
        "recovery",
        "defeat",
        "terrain",
        "fatigue",
        "zeal",
        "alarm",
        "objective",
        "escape",
        "sanctuary",
      ] as const),
      position,
      owner: nullable(pid),
      area: optional(list(stat, 20)),
      check: optional(object({ stat: text(60), difficulty: DIFFICULTY_PARSER })),
    }),
    removeButton: object({ op: literal("removeButton"), button: text(64) }),
    endTurn: object({ op: literal("endTurn") }),
    remove: object({
      op: literal("remove"),
      id: pid,
      reason: optional(oneOf(["defeat", "maximum", "wounds", "victory", "fatigue", "escaped", "gm"] as const)),
    }),
    setOptions: object({
      op: literal("setOptions"),
      options: object({
        turnTies: optional(oneOf(["seat", "reverse-seat"] as const)),
        specialCount: optional(oneOf(["temporary", "all"] as const)),
        specialTies: optional(oneOf(["any", "seat", "gm", "random", "lastActed"] as const)),
        finishLine: optional(int(1, 1000)),
        victoryPosition: optional(int(1, 1000)),
        victorySchemes: optional(int(1, 1000)),
      }),
    }),
    end: object({ op: literal("end"), winner: nullable(pid) }),
    chooser: object({ op: literal("chooser"), id: pid }),
    // Rush: the allies' new charge leader, entered by the GM (a player's "gm" command is refused before the engine).
    leader: object({ op: literal("leader"), id: pid }),
  });

  const commandParser: Parser<Command> = tagged("type", {
    chooseActionDie: object({ type: literal("chooseActionDie"), by: pid, stat, blessings: optional(blessings) }),
    rollPosition: object({
      type: literal("rollPosition"),
      by: pid,
      stat,
      spark: optional(spark),
      roll: optional(total),
      blessings: optional(blessings),
      imposing: optional(total),
      throws: optional(positionThrows),
    }),
    skipRound: object({ type: literal("skipRound"), by: pid }),
    reverseTurnOrder: object({ type: literal("reverseTurnOrder"), by: pid }),
    act: object({ type: literal("act"), by: pid, action }),
    resolvePending: object({ type: literal("resolvePending"), by: pid, attack: nullable(attack) }),
    fatigueCheck: object({
      type: literal("fatigueCheck"),
      by: pid,
      roll: optional(list(total, 20)),
      throws: optional(throws),
    }),
    special: object({ type: literal("special"), by: pid, special: nullable(special) }),
    triggerDelayed: object({
      type: literal("triggerDelayed"),
      id: text(64),
      rolls: perTarget(list(total, 20)),
      throws: perTarget(throws),
      critical: perTarget(stat),
      steal: perTarget(blessings),
      regained: perTarget(blessings),
      difficulty: optional(DIFFICULTY_PARSER),
    }),
    kinetic: object({ type: literal("kinetic"), by: pid, ally: nullable(pid), blessings: optional(blessings) }),
    recharge: object({ type: literal("recharge"), by: pid, specialization: text(200), pay: payment }),
    gm: object({ type: literal("gm"), gm: gmOp }),
  });

  return tagged("op", {
    command: object({ combatId: id, op: literal("command"), command: commandParser }),
    undo: object({ combatId: id, op: literal("undo") }),
    start: object({
      combatId: id,
      op: literal("start"),
      options: object({
        kind: oneOf(ENDEAVOR_KIND_IDS),
        edition: oneOf(EDITION_IDS),
        finishLine: optional(num(-1e6, 1e6)),
        terrain: optional(text(2000)),
        // Stealth: the lay of the land as written in the start form, and the Eye's Watch die.
        land: optional(
          object({
            alarms: optional(text(1000)),
            objectives: optional(text(2000)),
            escapes: optional(text(1000)),
            sanctuaries: optional(text(1000)),
          }),
        ),
        watch: optional(int(2, 10)),
        leader: optional(pid),
      }),
    }),
    offerHelp: object({
      combatId: id,
      op: literal("offerHelp"),
      by: pid,
      offer: nullable(object({ pay: payment, use: optional(oneOf(["roll", "x", "x-down", "analytical"] as const)) })),
    }),
    offerReaction: object({
      combatId: id,
      op: literal("offerReaction"),
      by: pid,
      kind: oneOf(REACTION_KINDS),
      whom: optional(pid),
      withdraw: optional(bool),
    }),
  });
}

/** Reads an Endeavor request, or refuses it naming the field. */
export const endeavorRequestParser: Parser<EndeavorRequest> = (v, path) => requestParser()(v, path);

/**
 * Faces above a d10's are d20s (Hidden Stat Dice): allowed only in the throws of a participant who rolls d20s, as the
 * Endeavor's state says (set from the actor by the GM's client, never by a request). Whose dice each `throws` holds:
 * the command's `by`; Commanding's new position roll, its `target`'s; a Delayed Attack's, each Defender's (the
 * record's keys). Refused naming the field, as the parsers do; the engine then checks each throw against its die.
 */
export function checkThrowFaces(command: Command, rollsD20s: (participant: string | null) => boolean): void {
  // (A throw with no owner — none in a parsed command — is nobody's d20s: rollsD20s(null) is false.)
  const faces = (value: unknown, owner: string | null, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => faces(v, owner, `${path}[${i}]`));
    // Stryker disable next-line ConditionalExpression: a parsed throw holds only numbers (typeof narrows the type)
    if (typeof value === "number" && value > REAL_FACES && !rollsD20s(owner)) refuse(path);
  };
  const visit = (value: unknown, owner: string | null, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, owner, `${path}[${i}]`));
    if (!value || typeof value !== "object") return;
    const r = value as Record<string, unknown>;
    // Commanding's target is a parsed id (String() only tells TypeScript so).
    const who = r.kind === "commanding" ? String(r.target) : typeof r.by === "string" ? r.by : owner;
    for (const [key, v] of Object.entries(r)) {
      const at = path ? `${path}.${key}` : key;
      if (key !== "throws") visit(v, who, at);
      // A parsed Delayed Attack's throws are a record (the parser leaves an absent one out).
      else if (r.type === "triggerDelayed")
        for (const [id, t] of Object.entries(v as object)) faces(t, id, `${at}.${id}`);
      else faces(v, who, at);
    }
  };
  visit(command, null, "command");
}
