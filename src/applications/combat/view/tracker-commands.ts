// From a click on the tracker to an engine command (pure: the tracker reads the row's fields and passes them here).
// Only the shape is decided here; whether the command is legal is the engine's call on the GM's client, and its
// refusal (a spent Stat, too few Blessings, …) is what the player sees.
import {
  endeavorRules,
  type AttackAction,
  type CheckOptions,
  type ComboSpecial,
  type Command,
  type EndeavorState,
  type GmOp,
  type HelpInput,
  type Payment,
  type SimpleAction,
  type Special,
} from "../../../rules/endeavor";
import { watchedCheck } from "../../../rules/endeavor/checks";
import { checksInCommand } from "../../../rules/endeavor/command-checks";

/**
 * A row's form as core reads it: FormDataExtended's object, expanded (`split.<id>` → `split: { <id>: … }`). A select
 * gives its chosen value; several checkboxes of one name an array (an unticked one: null), a lone one its value or
 * null; a number field a number or null when blank. Names: `targets` (opponents chosen), `split.<id>` (their share of
 * group movement), `difficulty`,
 * `withAptitude`, `sparkRoll`, `lessFamous`, `aching`, `exceptional` (the Check's own choices), `ally`
 * (Protect), `specialTarget`, `spark`/`sparkPay` (Spark the Action Die), `helper` (Helpers included),
 * `helpPay.<id>`/`helpUse.<id>`/`helpTactical.<id>` (Tactical: called on without an offer), `command` (Commanding: "<ally>|<Stat>"), `unique1`/`unique2`/`uniquePay`,
 * `positionSpark` ("<Stat>|<partner>", v0.0.18)/`positionSparkPay`, `rechargePay.<Specialization>`, `protectPay` (one
 * checkbox per Blessing, "t:3"/"p:5"), `steal.<id>` (one checkbox per temporary Blessing of an opponent, its worth),
 * Perform Combo's `comboDown.<id>`/`comboOpp.<id>` (allies) and `comboFirst`/`comboMore` (a Monstrosity); others' say
 * on the Check (reaction-offers.ts): `mischievous`, `watchedBy` (a participant's id), `resolved` (one per Defender),
 * `protective` ("<target>|<protector>").
 */
export type RowFields = Readonly<Record<string, unknown>>;

/** A field's values as text: what was chosen, ticked or typed (an unticked checkbox, a blank number: nothing). */
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v) => v !== null && v !== undefined && v !== false && v !== "")
    .map(String);
export const one = (f: RowFields, name: string): string => texts(f[name])[0] ?? "";
const all = (f: RowFields, name: string): string[] => texts(f[name]);
/** The fields named `<name>.<id>`, by id. */
export const fieldGroup = (f: RowFields, name: string): RowFields => {
  const value = f[name];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as RowFields) : {};
};

/**
 * A payment as a select's value: "t:4,4" (two temporary 4s), "p:3" (a permanent 3), "t:2|p:2" (one of each).
 * Blank is no payment at all (the engine then refuses with its cost).
 */
export function encodePayment(pay: Payment): string {
  const parts: string[] = [];
  if (pay.temporary?.length) parts.push(`t:${pay.temporary.join(",")}`);
  if (pay.permanent?.length) parts.push(`p:${pay.permanent.join(",")}`);
  return parts.join("|");
}

export function decodePayment(value: string): Payment {
  const pay: Payment = {};
  for (const part of value.split("|")) {
    const [pool, list = ""] = part.split(":");
    const values = list
      .split(",")
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n));
    if (!values.length) continue;
    if (pool === "t") pay.temporary = [...(pay.temporary ?? []), ...values];
    else if (pool === "p") pay.permanent = [...(pay.permanent ?? []), ...values];
  }
  return pay;
}

/** default edition: choose an Action Die. v0.0.18: a position roll, Sparked when `positionSpark` is sent. */
export function chooseCommand(
  state: EndeavorState,
  by: string,
  stat: string,
  fields: RowFields = {},
  sparked = false,
): Command {
  if (endeavorRules(state.edition).roundStart !== "position-roll") return { type: "chooseActionDie", by, stat };
  if (!sparked) return { type: "rollPosition", by, stat };
  const [first = "", partner = ""] = one(fields, "positionSpark").split("|");
  return {
    type: "rollPosition",
    by,
    stat: first,
    spark: { stat: partner, pay: decodePayment(one(fields, "positionSparkPay")) },
  };
}

/** Spark (the Action Die's Check) and Help, as the row's fields say. */
export function checkOptions(fields: RowFields): CheckOptions {
  const options: CheckOptions = {};
  const partner = one(fields, "spark");
  if (partner) options.spark = { stat: partner, pay: decodePayment(one(fields, "sparkPay")) };
  // The Check's own choices (check-odds.hbs); blank is the engine's default (Normal, or v0.0.18's proposal; no
  // Aptitude; the Spark on the first roll).
  const difficulty = one(fields, "difficulty");
  if (difficulty === "easy" || difficulty === "normal" || difficulty === "hard") options.difficulty = difficulty;
  const aptitude = one(fields, "withAptitude");
  if (aptitude) options.withAptitude = aptitude;
  const sparkRoll = Number(one(fields, "sparkRoll"));
  if (partner && Number.isInteger(sparkRoll) && sparkRoll > 0) options.sparkRoll = sparkRoll;
  // Famous ("+2 bonus in Attacks against" someone less famous) and an Ache with no Stat on the sheet ("My Ache
  // affects this Stat"): offered only to a Famous or aching character; a box left unticked says no.
  if (one(fields, "lessFamous")) options.lessFamous = true;
  if ("aching" in fields) options.aching = one(fields, "aching") !== "";
  // An exceptional thing gained (Gains), by name as the roll dialog lists them: the engine needs only that one helps.
  if (one(fields, "exceptional")) options.exceptional = true;
  const helpers: HelpInput[] = all(fields, "helper").map((id) => {
    const help: HelpInput = { by: id, pay: decodePayment(one(fieldGroup(fields, "helpPay"), id)) };
    const use = one(fieldGroup(fields, "helpUse"), id);
    if (use === "x" || use === "roll" || use === "x-down") help.use = use;
    // Analytical: four d6 instead of a Blessing (the engine rolls them; nothing is paid).
    if (use === "analytical") {
      help.analytical = {};
      help.pay = {};
    }
    if (one(fieldGroup(fields, "helpTactical"), id) === "1") help.tactical = true;
    return help;
  });
  if (helpers.length) options.helpers = helpers;
  const mischievous = one(fields, "mischievous");
  if (mischievous) options.mischievous = mischievous;
  const watcher = one(fields, "watchedBy");
  if (watcher) options.watchedBy = watcher;
  return options;
}

/** The amounts typed in the fields named `<name>.<id>`, by id; blank fields are left out (none typed: undefined).
 *  Anything else typed is sent as it is, for the engine to refuse (a share must be whole and not negative). */
function amounts(fields: RowFields, name: string): Record<string, number> | undefined {
  const typed = Object.entries(fieldGroup(fields, name)).filter(([, v]) => texts(v).length);
  return typed.length ? Object.fromEntries(typed.map(([id, v]) => [id, Number(texts(v)[0])])) : undefined;
}

/** Group movement: the shares typed beside the chosen targets; none typed = the engine's even split. */
function split(fields: RowFields, targets: string[]): Record<string, number> | undefined {
  const shares = fieldGroup(fields, "split");
  if (targets.length < 2 || !targets.some((t) => one(shares, t) !== "")) return undefined;
  return Object.fromEntries(targets.map((t) => [t, Number(one(shares, t)) || 0]));
}

/** Non-violent: the temporary Blessings ticked under each opponent (`steal.<id>`, one checkbox per Blessing); none
 *  ticked = the engine's default (the largest). Ticks under an opponent who is not a target are sent too, so the
 *  engine refuses them rather than the Attack quietly stealing something else. */
export function stolen(fields: RowFields): Record<string, number[]> | undefined {
  const ticked = Object.entries(fieldGroup(fields, "steal")).filter(([, v]) => texts(v).length);
  return ticked.length ? Object.fromEntries(ticked.map(([id, v]) => [id, texts(v).map(Number)])) : undefined;
}

/** What goes with an Attack beside its Check: `reactions`, the Protective and Resolved offered on it ("would be
 *  violently Attacked", "When an Attack succeeds against you": an Attack's, not its Check's, so a Unique Skill's
 *  Attack carries them even when its Check options go with the other part). */
interface AttackParts {
  check: boolean;
  reactions: boolean;
}

/** An Attack as the row's form says: its targets, and with `parts.check` Spark, Help, the shares of group movement
 *  (violent) or the Blessings to steal (non-violent). One builder for an action and for a pending Attack. */
function attackAction(violent: boolean, fields: RowFields, parts: AttackParts): AttackAction {
  const targets = all(fields, "targets");
  const attack: AttackAction = { kind: "attack", violent, targets, ...(parts.check ? checkOptions(fields) : {}) };
  if (parts.check) {
    const shares = violent ? split(fields, targets) : undefined;
    if (shares) attack.split = shares;
    const steal = violent ? undefined : stolen(fields);
    if (steal) attack.steal = steal;
    // An Endeavor with an Eye: the Alarm a violent Attack removes (blank: the engine's nearest within X).
    const alarm = violent ? one(fields, "alarm") : "";
    if (alarm) attack.alarm = alarm;
  }
  if (!parts.reactions) return attack;
  // Protective: "would be violently Attacked" — for the targets chosen, one protector each; Resolved: for this
  // Attack's Defenders (a protector Defends in their target's place). Others are left out: they do not apply.
  const protectors = violent
    ? Object.fromEntries(
        all(fields, "protective")
          .map((v) => v.split("|"))
          .filter(([t, by]) => by && targets.includes(t!)),
      )
    : {};
  if (Object.keys(protectors).length) attack.protectors = protectors;
  const defenders = targets.map((t) => protectors[t] ?? t);
  const resolved = [...new Set(all(fields, "resolved"))].filter((id) => defenders.includes(id));
  if (resolved.length) attack.resolved = resolved;
  return attack;
}

/** One action other than Pass and Unique Skill; `withCheck` carries Spark, Help and the shares, `withReactions` an
 *  Attack's Protective and Resolved. */
function simpleAction(
  by: string,
  kind: string,
  fields: RowFields,
  withCheck: boolean,
  withReactions = withCheck,
): SimpleAction | null {
  switch (kind) {
    case "attack":
    case "violent":
      return attackAction(kind === "violent", fields, { check: withCheck, reactions: withReactions });
    case "advance":
      return { kind: "advance", ...(withCheck ? checkOptions(fields) : {}) };
    case "zealous":
      return { kind: "zealous" };
    case "protect": {
      // The Blessings ticked, one rank each (none ticked: the engine refuses, Protect needs at least one).
      const protect: SimpleAction = {
        kind: "protect",
        target: one(fields, "ally") || by,
        pay: decodePayment(all(fields, "protectPay").join("|")),
      };
      // Sure-footed: the Check with the Action Die, with the Spark and Help the form chose.
      if (one(fields, "sureFooted") === "1") protect.check = withCheck ? checkOptions(fields) : {};
      return protect;
    }
    case "commanding": {
      const [target = "", stat = ""] = one(fields, "command").split("|");
      return { kind: "commanding", target, stat };
    }
    case "radiant":
      // The Aptitude lent; the Check (default edition) takes the row's Spark and Help.
      return { kind: "radiant", aptitude: one(fields, "radiantAptitude"), ...(withCheck ? checkOptions(fields) : {}) };
    case "delayedAttack": {
      // The targets ticked in the Check form; violent when the Action Die is Hurt (the engine checks both). The
      // related Aptitude ("a:<name>", with its Specialization "s:<name>"): the engine works the difficulty out.
      const apt = one(fields, "delayedAptitude");
      return {
        kind: "delayedAttack",
        violent: one(fields, "violentDelayed") === "1",
        targets: all(fields, "targets"),
        ...(one(fields, "delayedStat") ? { stat: one(fields, "delayedStat") } : {}),
        ...(apt.length > 2 ? { aptitude: apt.slice(2), ...(apt.startsWith("s:") ? { specialized: true } : {}) } : {}),
        trigger: one(fields, "delayedTrigger").trim(),
      };
    }
    // An Endeavor with an Eye (tracker-eye.ts names the fields): a rogue's Move, an Objective's Check, Hidden …
    case "move":
      return {
        kind: "move",
        direction: one(fields, "moveDirection") === "down" ? "down" : "up",
        ...(one(fields, "moveEscape") === "1" ? { escape: true } : {}),
        ...(withCheck ? checkOptions(fields) : {}),
      };
    case "objective":
      return { kind: "objective", button: one(fields, "objectiveButton"), ...(withCheck ? checkOptions(fields) : {}) };
    case "hidden":
      return { kind: "hidden", ...(withCheck ? checkOptions(fields) : {}) };
    // … and the Eye's actions, which make no Check. Search's position is read by the tracker (a blank is refused there).
    case "search":
      return { kind: "search", position: Number(one(fields, "searchPosition")) };
    case "scan":
      return { kind: "scan", direction: one(fields, "scanDirection") === "down" ? "down" : "up" };
    case "awaken": {
      // Each Alarm's Wound button: the rogue chosen for it (blank: the engine's nearest rogue).
      const owners = Object.fromEntries(
        Object.entries(fieldGroup(fields, "awakenOwner"))
          .map(([id, v]) => [id, texts(v)[0] ?? ""])
          .filter(([, v]) => v),
      );
      return Object.keys(owners).length ? { kind: "awaken", owners } : { kind: "awaken" };
    }
    case "wound":
      return { kind: "wound", target: one(fields, "woundTarget") };
    default:
      return null;
  }
}

const MAKES_CHECK = new Set(["attack", "violent", "advance"]);

/** Which part of a Unique Skill takes the form's Check options: the first Attack or Advance, else a Sure-footed
 *  Protect's Check; and which takes the Attack's reactions: the first Attack of the kind they answer. */
function uniqueParts(kinds: string[], fields: RowFields): { checkAt: number; reactionsAt: number } {
  const attackOrAdvance = kinds.findIndex((k) => MAKES_CHECK.has(k));
  const checkAt =
    attackOrAdvance >= 0
      ? attackOrAdvance
      : kinds.findIndex((k) => k === "protect" && one(fields, "sureFooted") === "1");
  const violent = kinds.indexOf("violent");
  return { checkAt, reactionsAt: violent >= 0 ? violent : kinds.indexOf("attack") };
}

/** A watcher offered on the Check goes with it only when the Check uses the affected Stat (the engine refuses it
 *  otherwise): without Sparking with the Vexed/Vulnerable Stat, the offer does not apply. */
function keepWatcher(state: EndeavorState, by: string, options: CheckOptions | null | undefined): void {
  const actor = state.participants.find((p) => p.id === by);
  if (options?.watchedBy !== undefined && (!actor || !watchedCheck(state, actor, options.spark?.stat)))
    delete options.watchedBy;
}

export function actCommand(state: EndeavorState, by: string, kind: string, fields: RowFields): Command | null {
  const command = actCommandOf(by, kind, fields);
  if (command) for (const check of checksInCommand(command, state.edition)) keepWatcher(state, by, check);
  return command;
}

function actCommandOf(by: string, kind: string, fields: RowFields): Command | null {
  if (kind === "pass") return { type: "act", by, action: { kind: "pass" } };
  // Cover: Pass's delay in an Endeavor with an Eye (its Help may lower X as well as raise it).
  if (kind === "cover") return { type: "act", by, action: { kind: "cover" } };
  if (kind === "unique") {
    // Two actions combined: Spark, Help and the shares go with the first of them that makes a Check.
    const kinds = [one(fields, "unique1"), one(fields, "unique2")];
    const { checkAt, reactionsAt } = uniqueParts(kinds, fields);
    const actions = kinds.map((k, i) => simpleAction(by, k, fields, i === checkAt, i === reactionsAt));
    if (actions[0] === null || actions[1] === null) return null;
    return {
      type: "act",
      by,
      action: { kind: "unique", pay: decodePayment(one(fields, "uniquePay")), actions: [actions[0]!, actions[1]!] },
    };
  }
  const action = simpleAction(by, kind, fields, true);
  return action ? { type: "act", by, action } : null;
}

/** Resolve the first pending Attack with the row's form, as an Attack on one's turn would be (`kind`: "violent" or
 *  "attack"), or decline it ("decline"). */
export function pendingCommand(state: EndeavorState, by: string, kind: string, fields: RowFields): Command | null {
  if (kind === "decline") return { type: "resolvePending", by, attack: null };
  if (kind !== "attack" && kind !== "violent") return null;
  const attack = attackAction(kind === "violent", fields, { check: true, reactions: true });
  keepWatcher(state, by, attack);
  return { type: "resolvePending", by, attack };
}

/** Pay a used Specialization's recharge cost (book: "Recharge") with the Blessing chosen in its row. */
export function rechargeCommand(by: string, specialization: string, fields: RowFields): Command {
  return {
    type: "recharge",
    by,
    specialization,
    pay: decodePayment(one(fieldGroup(fields, "rechargePay"), specialization)),
  };
}

export function specialCommand(
  by: string,
  kind: string,
  fields: RowFields,
  role: "character" | "monstrosity",
): Command | null {
  let special: Special | null;
  const target = one(fields, "specialTarget");
  switch (kind) {
    case "decline":
      special = null;
      break;
    case "overcome":
      special = { kind: "overcome" };
      break;
    case "declareVictory":
      special = { kind: "declareVictory", target };
      break;
    case "plotVictory": {
      // The allies' choice of the next charge leader, entered by the GM (blank: the next ally clockwise).
      const leader = one(fields, "plotLeader");
      special = leader ? { kind: "plotVictory", leader } : { kind: "plotVictory" };
      break;
    }
    case "declareVictoryAll":
      special = { kind: "declareVictoryAll" };
      break;
    // An Endeavor with an Eye: Quicken Pace names up to X allies; Sweep Defenses two Alarms with none between them.
    case "quickenPace":
      special = { kind: "quickenPace", allies: [...new Set(all(fields, "quickenAllies"))] };
      break;
    case "sweepDefenses":
      special = { kind: "sweepDefenses", between: [one(fields, "sweepFrom"), one(fields, "sweepTo")] };
      break;
    case "engageSentry":
      special = { kind: "engageSentry" };
      break;
    case "combo":
      special = role === "monstrosity" ? monstrosityCombo(fields) : allyCombo(fields);
      break;
    default:
      return null;
  }
  return { type: "special", by, special };
}

/** Allies' Perform Combo: how far the chooser and each ally move down (`comboDown.<id>`), and the opponents' shares of
 *  the amount moved (`comboOpp.<id>`; none typed: the engine shares it evenly). Blank shares are left out. */
function allyCombo(fields: RowFields): ComboSpecial {
  const combo: ComboSpecial = { kind: "combo" };
  const down = amounts(fields, "comboDown");
  const opponents = amounts(fields, "comboOpp");
  if (down) combo.down = down;
  if (opponents) combo.opponents = opponents;
  return combo;
}

/** A Monstrosity's Perform Combo: the first opponent chosen (`comboFirst`), then those ticked (`comboMore`). */
function monstrosityCombo(fields: RowFields): ComboSpecial {
  const first = one(fields, "comboFirst");
  return { kind: "combo", targets: [...new Set([first, ...all(fields, "comboMore")].filter(Boolean))] };
}

export function gmCommand(op: GmOp): Command {
  return { type: "gm", gm: op };
}
