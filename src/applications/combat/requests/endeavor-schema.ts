// What an Endeavor request may carry (GM side, with endeavor-gm.ts): every request is read through this before anyone
// is authorised or the engine sees it. Ids are combatant ids, Stats the engine's names of known Stats, Blessings
// 1–6, Difficulties the three the engine knows, strings bounded; anything else is a refusal naming the field.
import { EDITION_IDS } from "../../../rules/ids";
import { BUTTON_RULES, type ButtonKind, type Command, type SimpleAction } from "../../../rules/endeavor";
import type { EndeavorRequest } from "./protocol";
import { REACTION_KINDS } from "../offers/index";
import { ENDEAVOR_KIND_IDS } from "../../../rules/endeavor/kinds";
import { kindParsers, kindRemovals, kindStats } from "./kinds/index";
import { MAX_PEOPLE, requestParts } from "./request-parts";
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
  tagged,
  text,
  type Parser,
} from "../../shared/request-schema";

/** The largest face a real Stat Die shows (d10). */
const REAL_FACES = 10;

// The parsers are built where a request is read, not when this module loads (as request-schema.ts does its id and
// uuid patterns): building them is some microseconds beside a request's round trip, and `npm run mutate` then runs,
// for each change to a parser, the tests that parse (a module-level one reruns every test in a fresh environment).
// Not memoised: a parser built once would count only the first parsing test of each file as covering it.
function requestParser(): Parser<EndeavorRequest> {
  const parts = requestParts(kindStats());
  const { pid, stat, buttonId, blessings, total, amount, position, throws, positionThrows, payment, spark } = parts;
  const { checkOptions, perTarget, difficulty: DIFFICULTY_PARSER } = parts;
  // Each kind's own shapes (its actions, what its Attacks add, its special actions, GM operations and start options).
  const own = kindParsers(parts);

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
    ...own.attack,
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
    ...own.actions,
  };
  const simpleAction = tagged("kind", simple);
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
    ...own.specials,
  });
  const gmOp = tagged("op", {
    move: object({ op: literal("move"), id: pid, to: position }),
    addButton: object({
      op: literal("addButton"),
      kind: oneOf(Object.keys(BUTTON_RULES) as ButtonKind[]),
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
      reason: optional(
        oneOf([...(["defeat", "maximum", "wounds", "victory", "fatigue", "gm"] as const), ...kindRemovals()]),
      ),
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
    ...own.gm,
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
        ...own.start,
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
