/**
 * Movement on the track (book: "Tracks" → Movement, Group Movement, Buttons) and being wounded (Monstrous
 * "Wounds"). Movement goes one position at a time so every button passed is activated in order.
 */
import type { Draft } from "./draft";
import { firstFreeAtOrAbove, woundsInARow } from "./buttons";
import { BUTTON_RULES } from "./kinds";
import { refuse } from "./errors";
import { detectOutcome, removeParticipant } from "./removal";
import { hasSpecialization, isActive, optionOf } from "./state";

export interface MoveOptions {
  /** Who caused the movement (Revenge remembers opponents who moved you down; Dominating is theirs). */
  cause: string | null;
  /** Moves the mover chose for themselves refuse to go below 0; forced moves stop at 0 (tracks begin at 0). */
  voluntary?: boolean;
  /** Overcome: "ignoring the first Terrain button you would activate during this movement". */
  ignoreTerrain?: number;
  /** Ends the movement on entering a position where this says so (a rogue leaving by an Escape button). */
  stopAt?: (position: number) => boolean;
}

/** Move `id` by `amount` (negative = down). Returns the number of positions actually moved. */
export function move(d: Draft, id: string, amount: number, opts: MoveOptions): number {
  const start = d.get(id);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a fast path; no caller moves a removed
  // participant, and a move of 0 changes nothing
  if (!isActive(start) || amount === 0) return 0;
  // Stryker disable next-line ConditionalExpression: a safeguard; every amount is whole by construction (splitTotal
  // checks the shares)
  if (!Number.isInteger(amount)) refuse("endeavor-bad-distribution", "Movement is in whole positions.");
  if (amount < 0 && opts.voluntary && -amount > start.position) {
    refuse("endeavor-below-zero", `${start.name} cannot move below position 0.`, { name: start.name });
  }
  const dir = Math.sign(amount);
  const causeP = d.state.participants.find((q) => q.id === opts.cause); // none for a null cause
  const opponent = causeP && causeP.side !== start.side ? causeP : undefined;
  const dominating = !!opponent && hasSpecialization(opponent, "Dominating");
  let ignoreTerrain = opts.ignoreTerrain ?? 0;
  let remaining = Math.abs(amount);
  let pos = start.position;
  let moved = 0;
  let from = pos;
  // Revenge: "an opponent who caused you to move down this round".
  // Stryker disable next-line ConditionalExpression: only a Monstrosity's list is read (Revenge), and no opponent moves
  // one up
  if (dir < 0 && opponent && !start.movedDownBy.includes(opponent.id)) {
    const w = d.edit(id);
    w.movedDownBy = [...w.movedDownBy, opponent.id];
  }
  while (remaining > 0) {
    if (pos + dir < 0) break; // forced movement stops at 0
    pos += dir;
    remaining -= 1;
    moved += 1;
    let stop: "stop" | "recover" | "defeat" | null = null;
    for (const b of d.state.buttons.filter((x) => x.position === pos && x.owner === id)) {
      const rule = BUTTON_RULES[b.kind];
      if (rule.activation === "none" || rule.activation === "end-of-round") continue;
      if (rule.activation === "over-up" && dir < 0) continue;
      if (b.kind === "terrain" && ignoreTerrain > 0) {
        ignoreTerrain -= 1;
        continue;
      }
      d.emit({ type: "buttonActivated", button: b, id });
      if (rule.effect === "slow") remaining = Math.max(0, remaining - 1);
      // Stryker disable next-line StringLiteral: any stop but "recover" and "defeat" ends the movement alike
      else if (rule.effect === "stop") stop ??= "stop";
      else if (rule.effect === "stop-remove") {
        // Stryker disable next-line StringLiteral: any stop but "recover" and "defeat" ends the movement alike
        stop ??= "stop";
        d.removeButton(b.id);
        // Zeal: "immediately Attack a nearby opponent, even if you have already acted this round".
        d.state.pending = [...d.state.pending, { kind: "zeal", by: id, eligible: [] }];
        d.emit({ type: "pendingAttack", by: id, kind: "zeal" });
      } else if (rule.effect === "recover") {
        if (stop !== "defeat") stop = "recover";
        d.removeButton(b.id);
      } else {
        // "defeat" (Fatigue and the buttons with no activation were passed over above).
        stop = "defeat";
        d.removeButton(b.id);
      }
    }
    // Stryker disable next-line StringLiteral: any stop but "recover" and "defeat" ends the movement alike
    if (opts.stopAt?.(pos)) stop = "stop"; // (a rogue's: no personal button of theirs stops them)
    if (stop === null) continue;
    const prevented = remaining;
    remaining = 0;
    if (stop === "defeat") {
      setPosition(d, id, from, pos, opts.cause);
      removeParticipant(d, id, "defeat", opts.cause);
      return moved;
    }
    if (stop === "recover") {
      // "return to your starting position. Then if you have the Revenge tag, use your Action Die to Attack an
      // opponent who caused you to move down this round … at the end of each round, if you have the Unrelenting tag,
      // for each time you've activated a Recovery button …" (counted here, queued at round end).
      const w = d.edit(id);
      w.recoveries += 1;
      setPosition(d, id, from, pos, opts.cause);
      setPosition(d, id, pos, w.start, null);
      pos = w.start;
      if (w.tags.includes("Revenge") && w.actionDie !== null && w.movedDownBy.length > 0) {
        d.state.pending = [...d.state.pending, { kind: "revenge", by: id, eligible: w.movedDownBy }];
        d.emit({ type: "pendingAttack", by: id, kind: "revenge" });
      }
      if (!dominating) return moved;
      from = pos;
      remaining = prevented;
      continue;
    }
    // Dominating: "after resolving that button they continue moving however much movement would have been prevented".
    if (dominating) remaining = prevented;
  }
  setPosition(d, id, from, pos, opts.cause);
  return moved;
}

function setPosition(d: Draft, id: string, from: number, to: number, cause: string | null): void {
  if (from === to) return;
  d.edit(id).position = to;
  d.emit({ type: "moved", id, from, to, cause });
  detectOutcome(d);
}

/** "When you are wounded, gain a Wound button at the first position at or above your current track position without
 *  one already." Three Wound buttons in a row remove you (Monstrous Goal) — at once, or (table ruling woundRemoval:
 *  "combo") only when the Monstrosities' Perform Combo checks for them. */
export function wound(d: Draft, id: string, by: string | null): void {
  const p = d.get(id);
  // Stryker disable next-line ConditionalExpression: a safeguard; every caller wounds targets still in the Endeavor
  if (!isActive(p)) return;
  const position = firstFreeAtOrAbove(d.state.buttons, "wound", id, p.position);
  d.addButton({ kind: "wound", position, owner: id });
  d.emit({ type: "wounded", id, by });
  if (optionOf(d.state, "woundRemoval") === "immediate") removeWounded(d, id, by);
}

/** Three Wound buttons in a row remove the wounded (Monstrous Goal; Monstrosities' Perform Combo). */
export function removeWounded(d: Draft, id: string, by: string | null): void {
  if (woundsInARow(d.state, id) >= 3) removeParticipant(d, id, "wounds", by);
}

/** Split a group movement total among members (book: "Group Movement": up to the group; default evenly, the
 *  remainder to the first chosen). A supplied split must add up to the total and name only the members. */
export function splitTotal(total: number, members: string[], split?: Record<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  if (split) {
    let sum = 0;
    for (const [id, n] of Object.entries(split)) {
      if (!members.includes(id) || !Number.isInteger(n) || n < 0) {
        refuse("endeavor-bad-distribution", "The split must give whole, non-negative amounts to the chosen members.");
      }
      out.set(id, n);
      sum += n;
    }
    if (sum !== total) refuse("endeavor-bad-distribution", `The split must add up to ${total}.`, { count: total });
    return out;
  }
  const base = Math.floor(total / members.length);
  let rest = total - base * members.length;
  for (const id of members) {
    out.set(id, base + (rest > 0 ? 1 : 0));
    rest -= 1;
  }
  return out;
}
