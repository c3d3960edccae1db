/**
 * apply(state, command, rng?) → { state, events, command }: the whole Endeavor engine as one pure function.
 * Never mutates `state` or `command`; refuses illegal commands with a RulesError (ENDEAVOR_ERROR_CODES) and no change.
 * The returned `command` has every die the engine rolled filled in, so `replay` needs no Rng.
 */
import { kinetic } from "./kinetic";
import { triggerDelayedAttack } from "./delayed-attack";
import type { Command } from "./commands";
import type { EndeavorEvent } from "./events";
import type { CheckSpec } from "../check-spec";
import type { Rng } from "../dice";
import { resolveSpec } from "../check-spec";
import { act, useSpecialization } from "./actions";
import { attack } from "./attack";
import { Dice } from "./dice";
import { Draft } from "./draft";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { endTurn, proceed } from "./flow";
import { gm } from "./gm";
import { kindRules } from "./kinds";
import { pay } from "./payment";
import { fatigueCheck } from "./fatigue";
import { chooseActionDie, rollPosition, skipRound } from "./round-start";
import { performSpecial } from "./specials";
import { canReverse, reverse } from "./turn-order";
import {
  ENDEAVOR_STATE_VERSION,
  isActive,
  optionOf,
  type CheckTraits,
  type EndeavorSpecialization,
  type EndeavorState,
} from "./state";

export interface ApplyResult {
  state: EndeavorState;
  events: EndeavorEvent[];
  /** The command as applied, with dice the engine rolled filled in. */
  command: Command;
}

/** Recharge costs (Session Shop): Zealous ④, Commanding ③. */
export const RECHARGE_COST: Partial<Record<EndeavorSpecialization, string>> = {
  Zealous: "④",
  Commanding: "③",
  Critical: "②",
  Radiant: "④",
  Kinetic: "③",
  // Used on others' Checks (the same costs as rules check-reactions.ts REACTION_RECHARGE; written out, as a spread of
  // an import here would keep the whole engine in the always-loaded bundle).
  Mischievous: "⑤",
  Resolved: "④",
  Protective: "③",
};

function actor(d: Draft, id: string): void {
  if (!isActive(d.get(id)))
    refuse("endeavor-participant-removed", `${d.get(id).name} is no longer in the Endeavor.`, { name: d.get(id).name });
}

function phase(d: Draft, ...phases: EndeavorState["phase"][]): void {
  if (!phases.includes(d.state.phase))
    refuse("endeavor-wrong-phase", `Not possible during "${d.state.phase}".`, { phase: d.state.phase });
}

function noPending(d: Draft): void {
  const head = d.state.pending[0];
  if (head)
    refuse("endeavor-pending", `${d.get(head.by).name}'s ${head.kind} Attack comes first.`, {
      name: d.get(head.by).name,
      kind: head.kind,
    });
}

function choosing(d: Draft, by: string, kind: "action-die" | "position-roll" | "any"): void {
  phase(d, "choosing");
  actor(d, by);
  const rules = endeavorRules(d.state.edition);
  if (kind !== "any" && rules.roundStart !== kind) refuse("endeavor-action-unavailable", "Not in this edition.");
  const p = d.get(by);
  if (p.actionDie !== null || p.skipping)
    refuse("endeavor-already-chosen", `${p.name} has already chosen this round.`, { name: p.name });
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

/** What actors bring to Checks, as the GM's client read them for this command: stored on the participants first. */
function refreshTraits(d: Draft, traits: Record<string, CheckTraits> | undefined): void {
  for (const [id, t] of Object.entries(traits ?? {})) {
    // (Anything but an object has no list of conditions.)
    const ok =
      t &&
      strings(t.conditions) &&
      (t.specializations === undefined || strings(t.specializations)) &&
      (t.lifestyle === undefined || typeof t.lifestyle === "string") &&
      (t.exceptional === undefined || strings(t.exceptional)) &&
      (t.affected === undefined ||
        (typeof t.affected === "object" &&
          t.affected !== null &&
          Object.values(t.affected).every((v) => typeof v === "string")));
    if (!ok) refuse("endeavor-bad-setup", `What ${id}'s actor brings to Checks is malformed.`, { name: id });
    d.get(id);
    d.edit(id).traits = t;
  }
}

/** Commands are plain JSON; the engine writes rolled dice into its own copy. */
function cloneJson<T>(v: T): T {
  if (Array.isArray(v)) return v.map(cloneJson) as T;
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = cloneJson((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

export function apply(state: EndeavorState, command: Command, rng?: Rng): ApplyResult {
  return applyWith(state, command, new Dice(rng));
}

/** Stops a previewed command at its Check (nothing rolled, nothing kept). */
class Previewed {
  constructor(readonly spec: CheckSpec) {}
}

/**
 * The Check a command would make, before anything is paid or rolled — for the acting form's live odds (the core rules'
 * outcomeOdds of `spec`, computed where the odds are drawn: the engine stays free of them). Found by running the
 * command itself up to its Check (every effect, protection and proposed difficulty in), so the odds shown are the Check
 * made. Null when the command makes no Check; a refusal throws as the command would. v0.0.18: the first roll (the
 * position roll) is already known: `certain` is the outcome when it is the only roll.
 */
export function previewCheck(
  state: EndeavorState,
  command: Command,
): { spec: CheckSpec; known: number | null; certain: string | null } | null {
  try {
    applyWith(
      state,
      command,
      new Dice(undefined, (spec) => {
        throw new Previewed(spec);
      }),
    );
  } catch (e) {
    if (!(e instanceof Previewed)) throw e;
    const spec = e.spec;
    // Only v0.0.18 rolls for position (in the default edition every positionRoll is null: nothing known).
    // Stryker disable next-line ConditionalExpression: in v0.0.18 only an action or a pending Attack makes a Check with
    // its actor's dice
    const actor = command.type === "act" || command.type === "resolvePending" ? command.by : null;
    const known = state.participants.find((p) => p.id === actor)?.positionRoll ?? null;
    const certain = known !== null && spec.rolls.length === 1 ? resolveSpec(spec, [known]).outcome : null;
    return { spec, known, certain };
  }
  return null;
}

function applyWith(state: EndeavorState, command: Command, dice: Dice): ApplyResult {
  if (state.version !== ENDEAVOR_STATE_VERSION)
    refuse("endeavor-unsupported-version", `State version ${state.version}.`, { version: String(state.version) });
  if (state.outcome && command.type !== "gm") refuse("endeavor-over", "The Endeavor has ended.");
  const c = cloneJson(command);
  const d = new Draft(state, kindRules(state.kind).participantSlots ?? []);
  refreshTraits(d, c.traits); // none carried: nothing to store
  switch (c.type) {
    case "chooseActionDie":
      choosing(d, c.by, "action-die");
      chooseActionDie(d, dice, c);
      break;
    case "rollPosition":
      choosing(d, c.by, "position-roll");
      rollPosition(d, dice, c);
      break;
    case "skipRound":
      choosing(d, c.by, "any");
      skipRound(d, c.by);
      break;
    case "reverseTurnOrder":
      actor(d, c.by);
      if (!canReverse(d.state, c.by))
        refuse("endeavor-cannot-reverse", "Only the one who no longer has the most may reverse.", {
          name: d.get(c.by).name,
        });
      reverse(d, c.by);
      break;
    case "act":
      phase(d, "turns");
      actor(d, c.by);
      noPending(d);
      if (d.state.turn.current !== c.by)
        refuse("endeavor-not-your-turn", `It is not ${d.get(c.by).name}'s turn.`, { name: d.get(c.by).name });
      act(d, dice, c.by, c.action);
      endTurn(d); // (an ending action left nobody's turn to end)
      break;
    case "resolvePending": {
      const head = d.state.pending[0];
      if (!head) refuse("endeavor-nothing-pending", "No Attack is pending.");
      if (head.by !== c.by)
        refuse("endeavor-pending", `${d.get(head.by).name}'s ${head.kind} Attack comes first.`, {
          name: d.get(head.by).name,
          kind: head.kind,
        });
      d.state.pending = d.state.pending.slice(1);
      if (c.attack === null) {
        // Revenge: "use your Action Die to Attack an opponent who caused you to move down" — not optional while one
        // of them is still in the Endeavor. Unrelenting ("you may") and Zeal ("a nearby opponent") may be declined.
        // (Only Revenge names those eligible.)
        if (head.eligible.some((id) => isActive(d.get(id)))) {
          refuse("endeavor-must-attack", "Revenge must Attack one who moved you down this round.", {
            name: d.get(c.by).name,
          });
        }
        d.emit({ type: "pendingDeclined", by: c.by, kind: head.kind });
      } else {
        attack(d, dice, c.by, c.attack, true, head.eligible);
      }
      break;
    }
    case "fatigueCheck": {
      actor(d, c.by);
      noPending(d);
      fatigueCheck(d, dice, c.by, c);
      break;
    }
    case "special":
      phase(d, "special");
      actor(d, c.by);
      noPending(d);
      if (!d.state.chooser.includes(c.by))
        refuse("endeavor-not-chooser", `${d.get(c.by).name} does not choose the special action.`, {
          name: d.get(c.by).name,
        });
      // v0.0.18 "with the GM resolving ties" (and the setting's "gm"): the GM names one of the tied first.
      if (d.state.chooser.length > 1 && optionOf(d.state, "specialTies") === "gm") {
        refuse("endeavor-tie-unresolved", "The GM first names who chooses the special action.", {
          names: d.state.chooser.map((id) => d.get(id).name).join(", "),
        });
      }
      if (c.special === null) d.emit({ type: "specialDeclined", by: c.by });
      else performSpecial(d, c.by, c.special);
      // The round ends in proceed(), after any Attack the special action caused. Perform Combo's movement can activate
      // a Zeal button ("immediately Attack a nearby opponent, even if you have already acted this round") or a
      // Recovery button with Revenge ("use your Action Die to Attack an opponent who caused you to move down this
      // round"). Reading: the special action happens "at the end of the round", still inside it, and these Attacks are
      // immediate, so they are made (or declined where allowed) before the round ends, with this round's Action Die
      // (v0.0.18: position roll), which only then is spent. Ending the round first would leave them without a die.
      d.state.chooser = [];
      // Stryker disable next-line ConditionalExpression: nothing reads specialDone once the Endeavor is over
      if (!d.state.outcome) d.state.specialDone = true;
      break;
    case "recharge": {
      actor(d, c.by);
      const spec = c.specialization as EndeavorSpecialization;
      const cost = RECHARGE_COST[spec];
      if (!cost || !d.get(c.by).needsRecharge.includes(spec))
        refuse("endeavor-no-specialization", `${spec} needs no recharge.`, {
          name: d.get(c.by).name,
          specialization: spec,
        });
      pay(d, c.by, c.pay, cost);
      const w = d.edit(c.by);
      w.needsRecharge = w.needsRecharge.filter((s) => s !== spec);
      d.emit({ type: "recharged", id: c.by, specialization: spec });
      break;
    }
    case "gm":
      gm(d, c.gm);
      break;
    case "kinetic":
      phase(d, "choosing");
      actor(d, c.by);
      kinetic(d, dice, c, () => useSpecialization(d, d.get(c.by), "Kinetic"));
      break;
    case "triggerDelayed":
      noPending(d);
      triggerDelayedAttack(d, dice, c);
      break;
    default:
      refuse("endeavor-unknown-command", `Unknown command "${(c as { type: string }).type}".`, {
        command: String((c as { type: string }).type),
      });
  }
  // specialTies "random": the pick is written on the command (as rolled dice are), so a replay picks the same.
  proceed(d, (tied) => {
    if (c.specialChooser !== undefined) {
      if (!tied.includes(c.specialChooser))
        refuse("endeavor-not-chooser", "The recorded special-action chooser was not tied for it.", {
          name: String(c.specialChooser),
        });
      return c.specialChooser;
    }
    return (c.specialChooser = tied[dice.pick(tied.length)]!);
  });
  return { state: d.state, events: d.events, command: c };
}

/** Replay a log of applied commands (undo = replay minus the last). Rolled dice are in the commands. */
export function replay(initial: EndeavorState, log: readonly Command[], rng?: Rng): ApplyResult {
  let result: ApplyResult = { state: initial, events: [], command: log[0]! };
  const events: EndeavorEvent[] = [];
  for (const command of log) {
    result = apply(result.state, command, rng);
    events.push(...result.events);
  }
  return { ...result, events };
}
