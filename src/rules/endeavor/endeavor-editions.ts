/**
 * Every difference between the two editions that concerns Endeavors only, in ONE table (no scattered ifs).
 * Core differences (Checks, Easy/Hard, Help, Spark) live in the core rules engine's edition table.
 *
 * default v0.0.21.10 — "Rounds": Action Die, X, spent Stats; Monstrous and Racing Endeavors.
 * v0.0.18            — "Rounds": position roll, half of it (rounded down) as temporary Blessings; Monstrous only.
 * Which kinds of Endeavor each edition has is said by each kind's entry (kinds/index.ts, `editions`).
 */
import type { EditionId } from "./state";

export interface EndeavorEditionRules {
  /** How a round starts (book: "Rounds"). */
  roundStart: "action-die" | "position-roll";
  /** Turn order (default: rotate from fewest, away from most; v0.0.18: fewest first, re-sorting). */
  turnOrder: "rotate" | "fewest-first";
  /** default: after each round the Action Die's Stat is spent; a participant may skip a round to regain them. */
  spendsActionDie: boolean;
  /** default: Attacks may target up to X opponents; v0.0.18: "an opponent". */
  multiTarget: boolean;
  /** Delayed Attacks: "If the Delayed Attack is violent, the Stat it targets is Hurry" (v0.0.21.10; v0.0.18: the
   *  table's). */
  delayedViolentHurry: boolean;
  /**
   * Amount moved/stolen/Schemes added. default: X (Schemes: 2).
   * v0.0.18: half the position roll rounded down, minus one per bust, plus one per boon (Schemes: 2 ± boons/busts).
   */
  amountFromRoll: boolean;
  /** default: non-violent Attack victims "then gain a number of new temporary Blessings equal to the amount they
   *  lost". */
  victimRegains: boolean;
  /** v0.0.18 Monstrosity violent Attack: "for each bust they move up by one, and for each boon you move up by one". */
  monstrosityBoonBustMoves: boolean;
  /** default: Pass Help "may be used to increase X values instead of increasing rolls". */
  helpMayRaiseX: boolean;
  /** Specializations whose Endeavor effect exists in the edition (Heavy and Tireless are default-edition only). */
  heavy: boolean;
  tireless: boolean;
  /** Commanding: default "choose a new Stat for their Action Die"; v0.0.18 "roll a new position roll". */
  commanding: "new-action-die" | "new-position-roll";
  /**
   * Die a spent Stat is rolled with when it must be rolled at all (README: spent Stats roll as d2); Tireless keeps
   * min(d6, its size). null in v0.0.18 (nothing is spent).
   */
  spentStatDie: 2 | null;
}

export const ENDEAVOR_EDITIONS: Record<EditionId, EndeavorEditionRules> = {
  "v0.0.21.10": {
    roundStart: "action-die",
    turnOrder: "rotate",
    spendsActionDie: true,
    multiTarget: true,
    delayedViolentHurry: true,
    amountFromRoll: false,
    victimRegains: true,
    monstrosityBoonBustMoves: false,
    helpMayRaiseX: true,
    heavy: true,
    tireless: true,
    commanding: "new-action-die",
    spentStatDie: 2,
  },
  "v0.0.18": {
    roundStart: "position-roll",
    turnOrder: "fewest-first",
    spendsActionDie: false,
    multiTarget: false,
    delayedViolentHurry: false,
    amountFromRoll: true,
    victimRegains: false,
    monstrosityBoonBustMoves: true,
    helpMayRaiseX: false,
    heavy: false,
    tireless: false,
    commanding: "new-position-roll",
    spentStatDie: null,
  },
};

export function endeavorRules(edition: EditionId): EndeavorEditionRules {
  return ENDEAVOR_EDITIONS[edition];
}
