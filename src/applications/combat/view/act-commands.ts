// An action on one's turn, or a pending Attack, from the row's fields to an engine command (pure). Only the shape is
// decided here; whether the command is legal is the engine's call on the GM's client.
import type { AttackAction, CheckOptions, Command, EndeavorState, SimpleAction } from "../../../rules/endeavor";
import { watchedCheck } from "../../../rules/endeavor/checks";
import { checksInCommand } from "../../../rules/endeavor/command-checks";
import { all, fieldGroup, one, texts, type RowFields } from "./row-fields";
import { decodePayment } from "./payment-value";
import { checkOptions } from "./check-options";
import { kindActionFields, kindAttackFields } from "./kinds/index";

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
    // Stryker disable next-line ConditionalExpression: a field set to undefined is sent as none (JSON drops it)
    if (shares) attack.split = shares;
    const steal = violent ? undefined : stolen(fields);
    // Stryker disable next-line ConditionalExpression: a field set to undefined is sent as none (JSON drops it)
    if (steal) attack.steal = steal;
    // What a kind's own fields add to a violent Attack (what it removes of the kind's defenses).
    if (violent) Object.assign(attack, kindAttackFields(fields));
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
      // Stryker disable next-line StringLiteral: split gives a first part always (the target's default is never used)
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
    default:
      // A kind's own action (its folder names the fields); none: not an action.
      return kindActionFields(kind)?.(fields, withCheck) ?? null;
  }
}

/** The actions that are a Check with the Action Die (a function, not a module-level table, so it can be measured). */
function makesCheck(kind: string): boolean {
  return kind === "attack" || kind === "violent" || kind === "advance";
}

/** Which part of a Unique Skill takes the form's Check options: the first Attack or Advance, else a Protect (its
 *  Check only when Sure-footed is ticked); and which takes the Attack's reactions: the first Attack of the kind they
 *  answer. */
function uniqueParts(kinds: string[]): { checkAt: number; reactionsAt: number } {
  const attackOrAdvance = kinds.findIndex(makesCheck);
  const checkAt = attackOrAdvance >= 0 ? attackOrAdvance : kinds.indexOf("protect");
  const violent = kinds.indexOf("violent");
  return { checkAt, reactionsAt: violent >= 0 ? violent : kinds.indexOf("attack") };
}

/** A watcher offered on the Check goes with it only when the Check uses the affected Stat (the engine refuses it
 *  otherwise): without Sparking with the Vexed/Vulnerable Stat, the offer does not apply. */
function keepWatcher(state: EndeavorState, by: string, options: CheckOptions): void {
  const actor = state.participants.find((p) => p.id === by);
  if (!actor || !watchedCheck(state, actor, options.spark?.stat)) delete options.watchedBy;
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
    const { checkAt, reactionsAt } = uniqueParts(kinds);
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
