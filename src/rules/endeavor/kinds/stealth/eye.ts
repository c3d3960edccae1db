/**
 * The Eye (Humanity, Endeavored, "The Eye", "Eye Actions", "Eye Special Actions", "Rogue Special Actions"): its modes,
 * its actions and the special actions of an Endeavor with an Eye.
 * "For the sake of rules, the Eye is a character, but it has only a single Watch Stat, has no track position, it cannot
 * be Attacked directly, and its Watch Stat is never spent when chosen as its Action Die." Reading: it chooses its
 * Watch Stat as its Action Die every round and gains X temporary Blessings as any character does; it takes its turn
 * in the turn order and its actions make no Check.
 */
import type { QuickenPaceSpecial, Special } from "../../commands";
import type { EyeAction } from "./types";
import type { Dice } from "../../dice";
import type { Draft } from "../../draft";
import type { Button, EndeavorState, Participant } from "../../state";
import { xOf } from "../../amounts";
import { firstFreeAtOrAbove, woundsInARow } from "../../buttons";
import { checkBlessings } from "../../dice";
import { refuse } from "../../errors";
import { spendAllTemporary } from "../../payment";
import { removeParticipant } from "../../removal";
import { moveAlarms, placeAlarm, sweepDefenses } from "./alarms";
import { alarmsOf, distance, wrapAlarm } from "./area";
import { isActive } from "../../state";

type Mode = "warry" | "wake";

/** The mode each Eye action and special action needs. */
const MODE: Record<string, Mode> = {
  search: "warry",
  scan: "warry",
  sweepDefenses: "warry",
  awaken: "wake",
  wound: "wake",
  engageSentry: "wake",
};

export const rogues = (state: EndeavorState): Participant[] =>
  state.participants.filter((p) => p.role !== "eye" && isActive(p));

function inMode(d: Draft, kind: string): void {
  const mode = d.state.eye!.mode;
  if (MODE[kind] !== mode) refuse("endeavor-eye-mode", `Not while the Eye is ${mode}.`, { mode });
}

/** "When you are wounded, gain a Wound button at the first position at or above your current track position without
 *  one already" (Monstrous Endeavors). Reading: in an Endeavor with an Eye three in a row remove a rogue only through
 *  Engage Sentry, the one text that says so. */
function woundRogue(d: Draft, id: string, by: string): void {
  const p = d.get(id);
  d.addButton({ kind: "wound", position: firstFreeAtOrAbove(d.state.buttons, "wound", id, p.position), owner: id });
  d.emit({ type: "wounded", id, by });
}

function rogueTarget(d: Draft, by: string, id: string): Participant {
  const q = d.get(id);
  if (q.role === "eye" || !isActive(q))
    refuse("endeavor-bad-target", "Choose a rogue still in the Endeavor.", { name: d.get(by).name, target: q.name });
  return q;
}

/** The rogue nearest an Alarm (ties: the earlier seat): Awaken's Wound button goes to them unless the Eye names
 *  another. */
function nearestRogue(d: Draft, b: Button): Participant | null {
  let best: Participant | null = null;
  for (const r of rogues(d.state))
    if (!best || distance(d.state, r.position, b.position) < distance(d.state, best.position, b.position)) best = r;
  return best;
}

export function eyeAction(d: Draft, dice: Dice, by: string, a: EyeAction): void {
  inMode(d, a.kind);
  const eye = d.get(by);
  switch (a.kind) {
    case "search": {
      // "Add an Alarm button at a position without another button or character already."
      if (!Number.isInteger(a.position)) refuse("endeavor-bad-button", "Search needs a position.");
      const at = wrapAlarm(a.position);
      if (d.state.buttons.some((b) => b.position === at) || rogues(d.state).some((r) => r.position === at)) {
        refuse("endeavor-position-taken", `Position ${at} is taken.`, { position: at });
      }
      placeAlarm(d, at);
      return;
    }
    case "scan":
      // "Choose up or down. Move all Alarm buttons in that direction by X."
      if (a.direction !== "up" && a.direction !== "down")
        refuse("endeavor-action-unavailable", "Scan up or down.", { name: eye.name, action: "scan" });
      moveAlarms(d, by, (a.direction === "up" ? 1 : -1) * xOf(d.state, eye));
      return;
    case "awaken": {
      // "Replace each Alarm button with Wound buttons (see Monstrous Endeavors) at the same positions, distributed as
      // you wish between your opponents." Reading: a rogue who already has a Wound button there gains none.
      const alarms = alarmsOf(d.state).sort((x, y) => x.position - y.position);
      for (const id of Object.keys(a.owners ?? {}))
        if (!alarms.some((b) => b.id === id))
          refuse("endeavor-bad-button", "Name owners for Alarm buttons only.", { id });
      const owners = alarms.map((b) => {
        const named = a.owners?.[b.id];
        return named === undefined ? nearestRogue(d, b) : rogueTarget(d, by, named);
      });
      for (const [i, b] of alarms.entries()) {
        d.removeButton(b.id);
        const owner = owners[i];
        if (
          !owner ||
          d.state.buttons.some((x) => x.kind === "wound" && x.owner === owner.id && x.position === b.position)
        )
          continue;
        d.addButton({ kind: "wound", position: b.position, owner: owner.id });
        d.emit({ type: "wounded", id: owner.id, by });
      }
      return;
    }
    case "wound": {
      // "Wound an opponent and gain X temporary Blessings."
      const q = rogueTarget(d, by, a.target);
      woundRogue(d, q.id, by);
      const count = xOf(d.state, eye);
      const values = a.blessings ? checkBlessings(a.blessings, count) : dice.blessings(count);
      a.blessings = values;
      // X is at least 1 (Stealth Endeavors are the default edition's).
      d.edit(by).temporary = [...eye.temporary, ...values];
      d.emit({ type: "temporaryGained", id: by, values });
      return;
    }
    // No default: actions.ts refused every kind the kinds table does not give the Eye (action-stat.ts assertListed).
  }
}

/** Whether a special action is open in the Eye's present mode (one of no mode, the rogues' Quicken Pace or another
 *  kind's, always is). */
export const inEyeMode = (state: EndeavorState, kind: string): boolean =>
  // Stryker disable next-line OptionalChaining: only Stealth's table asks it, and every Stealth Endeavor has its Eye
  !Object.hasOwn(MODE, kind) || MODE[kind] === state.eye?.mode;

/** Quicken Pace — "Spend all your temporary Blessings. You and up to X allies may each take an additional action during
 *  the next round." Reading: each takes it right after their own turn, as a second turn (flow.ts). */
function quickenPace(d: Draft, by: string, sp: QuickenPaceSpecial): void {
  const p = d.get(by);
  const allies = Array.isArray(sp.allies) ? sp.allies : [];
  const x = xOf(d.state, p);
  if (allies.length > x)
    refuse("endeavor-too-many-targets", `Up to ${x} allies.`, { name: p.name, count: allies.length, max: x });
  if (new Set(allies).size !== allies.length || allies.includes(by))
    refuse("endeavor-bad-target", "Name each ally once.", { name: p.name, target: p.name });
  for (const id of allies) rogueTarget(d, by, id);
  spendAllTemporary(d, by);
  const round = d.state.round + 1;
  const ids = [by, ...allies];
  for (const id of ids) d.edit(id).extraActions = { round, left: 1 };
  d.emit({ type: "quickened", by, ids, round });
}

/** Engage Sentry — "Remove all opponents with three Wound buttons in a row from the Endeavor. Then wound each remaining
 *  opponent." */
function engageSentry(d: Draft, by: string): void {
  for (const r of rogues(d.state)) if (woundsInARow(d.state, r.id) >= 3) removeParticipant(d, r.id, "wounds", by);
  for (const r of rogues(d.state)) woundRogue(d, r.id, by);
}

export function eyeSpecial(d: Draft, by: string, sp: Special): void {
  if (sp.kind === "quickenPace") return quickenPace(d, by, sp);
  // inMode refuses every kind but the Eye's two, each in its own mode.
  inMode(d, sp.kind);
  if (sp.kind === "sweepDefenses") return sweepDefenses(d, sp.between);
  engageSentry(d, by);
}
