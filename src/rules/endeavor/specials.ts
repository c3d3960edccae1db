/**
 * Special actions (`Special Action` tag), performed at the end of the round by whoever chooses (flow.ts).
 * Monstrous "Ally Special Actions", "Monstrosity Special Actions"; Racing "Racer Special Actions" (Overcome).
 */
import type { ComboSpecial, Special } from "./commands";
import type { Draft } from "./draft";
import { schemesInARow } from "./buttons";
import { kindRules } from "./kinds";
import { kindEngine } from "./kinds/engine";
import { refuse } from "./errors";
import { spendAllTemporary } from "./payment";
import { removeParticipant } from "./removal";
import { findParticipant, isActive, opponentsOf, type EndeavorState, type Participant } from "./state";
import { move, removeWounded, splitTotal, wound } from "./track";
import { validateTargets } from "./attack";

/** Which special actions a participant has (by the kind's table and their role; the Eye's, those of its mode). */
export function specialsFor(d: Draft | { state: Draft["state"] }, p: Participant): Special["kind"][] {
  const offers = kindEngine(d.state.kind).offersSpecial;
  return (kindRules(d.state.kind).roles[p.role]?.specials ?? []).filter((k) => offers?.(d.state, k) ?? true);
}

export function performSpecial(d: Draft, by: string, sp: Special): void {
  const p = d.get(by);
  if (!specialsFor(d, p).includes(sp.kind))
    refuse("endeavor-action-unavailable", `${sp.kind} is not available.`, { name: p.name, action: sp.kind });
  d.emit({ type: "specialPerformed", by, special: sp.kind });
  // The kind's own special actions (Rush's, Racing's Overcome, those of an Endeavor with an Eye).
  if (kindEngine(d.state.kind).special?.(d, p, sp)) return;
  if (sp.kind === "declareVictory") {
    // Allies: "If you are at position 30 or higher, spend all your temporary Blessings and choose an opponent to
    // remove from the Endeavor." Monstrosities: "If there are 10 or more Scheme buttons in a row …".
    const ok =
      p.role === "monstrosity"
        ? schemesInARow(d.state) >= d.state.options.victorySchemes
        : p.position >= d.state.options.victoryPosition;
    if (!ok) refuse("endeavor-special-unmet", "Declare Victory's condition is not met.");
    validateTargets(d, p, [sp.target]);
    spendAllTemporary(d, by);
    removeParticipant(d, sp.target, "victory", by);
    return;
  }
  // Stryker disable all: specialsFor refused every kind not handled above; a safeguard for a new table entry
  if (sp.kind !== "combo")
    refuse("endeavor-action-unavailable", `${sp.kind} is not available.`, { name: p.name, action: sp.kind });
  // Stryker restore all
  if (p.role === "monstrosity") monstrosityCombo(d, p, sp);
  else allyCombo(d, p, sp);
}

/** Ally Perform Combo: "Move up by your number of temporary Blessings, then spend all your temporary Blessings. Then
 *  you and your allies may move down any total amount. If you do, choose opponents to move down by a total of the
 *  amount moved this way." Reading: the amount actually moved (Wound buttons slow it); the opponents' split must add
 *  up to it (default: evenly over every opponent). Nobody moved down: no opponent moves, and shares typed for them
 *  are refused (endeavor-bad-distribution) rather than ignored. */
function allyCombo(d: Draft, p: Participant, sp: ComboSpecial): void {
  const by = p.id;
  move(d, by, p.temporary.length, { cause: by });
  spendAllTemporary(d, by);
  let moved = 0;
  for (const [id, n] of Object.entries(sp.down ?? {})) {
    const ally = d.get(id);
    if (!isActive(ally) || ally.side !== p.side || !Number.isInteger(n) || n < 0) {
      refuse("endeavor-bad-distribution", "Only you and your allies move down, by whole amounts.");
    }
    moved += move(d, id, -n, { cause: by, voluntary: true });
  }
  if (d.state.outcome) return;
  // Nobody moved down (0): shares typed for the opponents must add up to 0 and name opponents all the same.
  const opponents = d.state.participants.filter((q) => isActive(q) && q.side !== p.side).map((q) => q.id);
  const shares = splitTotal(moved, sp.opponents ? Object.keys(sp.opponents) : opponents, sp.opponents);
  for (const id of shares.keys()) validateTargets(d, p, [id]);
  // A share of 0 moves nobody (move is a no-op for 0).
  for (const [id, n] of shares) move(d, id, -n, { cause: by });
}

/** Monstrosity Perform Combo, whom `by` may choose (pure; the engine enforces it and the tracker shows it): `first`,
 *  any opponent still in the Endeavor; `additional`, the opponents who may be added to the first — "any number of
 *  additional opponents with a number of temporary Blessings less than half your number of temporary Blessings,
 *  rounded down". Opponents of no one known: none. */
export function comboEligibleTargets(state: EndeavorState, by: string): { first: string[]; additional: string[] } {
  const p = findParticipant(state, by);
  if (!p || !isActive(p)) return { first: [], additional: [] };
  const opponents = opponentsOf(state, p);
  const half = Math.floor(p.temporary.length / 2);
  return {
    first: opponents.map((q) => q.id),
    additional: opponents.filter((q) => q.temporary.length < half).map((q) => q.id),
  };
}

/** Monstrosity Perform Combo: "Choose an opponent, then any number of additional opponents with a number of temporary
 *  Blessings less than half your number of temporary Blessings, rounded down. Then spend all your temporary
 *  Blessings, wound the chosen opponents, and any opponents with three or more Wound buttons in a row are removed." */
function monstrosityCombo(d: Draft, p: Participant, sp: ComboSpecial): void {
  const targets = sp.targets ?? [];
  validateTargets(d, p, targets);
  const { additional } = comboEligibleTargets(d.state, p.id);
  for (const t of targets.slice(1)) {
    if (!additional.includes(t)) {
      refuse("endeavor-bad-target", "Additional opponents must have fewer than half your temporary Blessings.", {
        name: p.name,
        target: d.get(t).name,
      });
    }
  }
  spendAllTemporary(d, p.id);
  for (const t of targets) wound(d, t, p.id);
  // "… and any opponents with three or more Wound buttons in a row are removed" (all of them, wounded now or before).
  for (const q of opponentsOf(d.state, d.get(p.id))) removeWounded(d, q.id, p.id);
}
