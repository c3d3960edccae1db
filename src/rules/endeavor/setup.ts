/**
 * Creating an Endeavor.
 * Monstrous ("Setup"): "You and your allies begin at position 0. If an opponent has an SP of 10 (3), for example,
 *   they begin at position 10 and add a Recovery button 3 below that. All opponents also add a Defeat button at
 *   position 0." Racing ("Setup"): "All racers begin at position 0"; the lay of the land as Terrain buttons.
 */
import type { DieSize } from "../dice";
import { Draft } from "./draft";
import { ENDEAVOR_EDITIONS } from "./endeavor-editions";
import { isEndeavorKind, kindRules } from "./kinds";
import { kindEngine } from "./kinds/engine";
import type { KindSetup } from "./kinds/kind-entry";
import { refuse } from "./errors";
import { beginRound } from "./flow";
import {
  ALLIES,
  DEFAULT_OPTIONS,
  ENDEAVOR_STATE_VERSION,
  MONSTROSITY_TAGS,
  type CheckTraits,
  type EditionId,
  type EndeavorKind,
  type EndeavorOptions,
  type EndeavorSpecialization,
  type EndeavorState,
  type MonstrosityTag,
  type Participant,
} from "./state";

export interface ParticipantSetup {
  id: string;
  name?: string;
  /** Monstrous: "allies" or "monstrosities". Racing: any team label (default: the racer's own id). */
  side?: string;
  stats: Record<string, DieSize>;
  blessings?: number[];
  /** Monstrosity SP, as a number with `recovery`, or the book's notation "10 (3)". */
  sp?: number | string;
  recovery?: number;
  tags?: MonstrosityTag[];
  specializations?: EndeavorSpecialization[];
  tirelessStat?: string;
  /** Aptitudes with the Specialization on each (Radiant lends one of them). */
  aptitudes?: { name: string; specialization?: string | null }[];
  /** What the actor brings to Checks at the start (commands carry later changes). */
  traits?: CheckTraits;
  /** Hidden Stat Dice: the actor rolls d20s read through the d20 Conversion table (Participant.rollD20s). */
  rollD20s?: boolean;
}

/** An Endeavor's creation: the kinds' own parts (Terrain, the lay of the land, the leader) are `KindSetup`'s. */
export interface EndeavorSetup extends KindSetup {
  edition?: EditionId;
  kind: EndeavorKind;
  participants: ParticipantSetup[];
  options?: Partial<EndeavorOptions>;
}

/** Parse the book's SP notation: "10 (3)" → { sp: 10, recovery: 3 }; "8" → { sp: 8, recovery: null }. */
export function parseSp(text: string): { sp: number; recovery: number | null } {
  const m = /^\s*(\d+)\s*(?:\(\s*(\d+)\s*\))?\s*$/.exec(text);
  if (!m) refuse("endeavor-bad-setup", `"${text}" is not SP notation like "10 (3)".`, { sp: text });
  return { sp: Number(m[1]), recovery: m[2] === undefined ? null : Number(m[2]) };
}

function participant(ps: ParticipantSetup, kind: EndeavorKind): Participant {
  if (!ps.id || Object.keys(ps.stats ?? {}).length === 0)
    refuse("endeavor-bad-setup", "A participant needs an id and Stats.");
  const { sides } = kindRules(kind);
  // The kind's own sides (a guarded area's rogues and its Eye).
  const placed = kindEngine(kind).place?.(ps.name ?? ps.id, ps.side, ps.stats) ?? null;
  // Fixed sides (allies, Monstrosities): a blank side is the allies'. Teams: a racer alone is their own side.
  const side = placed?.side ?? ps.side ?? (sides.fixed ? ALLIES : ps.id);
  if (sides.fixed && !sides.fixed.includes(side)) {
    refuse("endeavor-bad-setup", `Side "${side}" is neither allies nor monstrosities.`, {
      name: ps.name ?? ps.id,
      side,
    });
  }
  for (const t of ps.tags ?? [])
    if (!MONSTROSITY_TAGS.includes(t))
      refuse("endeavor-bad-setup", `Unknown tag ${t}.`, { name: ps.name ?? ps.id, tag: t });
  const monstrosity = sides.monstrosities !== null && side === sides.monstrosities;
  let start = placed?.start ?? 0;
  if (monstrosity) {
    // The Recovery offset is read where its button is laid (createEndeavor).
    const sp = typeof ps.sp === "string" ? parseSp(ps.sp).sp : (ps.sp ?? 0);
    if (!Number.isInteger(sp) || sp < 1)
      refuse("endeavor-bad-setup", "A Monstrosity needs an SP of 1 or more.", { name: ps.name ?? ps.id });
    start = sp;
  }
  return {
    id: ps.id,
    name: ps.name ?? ps.id,
    side,
    role: placed?.role ?? (monstrosity ? "monstrosity" : "character"),
    stats: { ...ps.stats },
    blessings: (ps.blessings ?? []).slice(),
    temporary: [],
    position: start,
    start,
    tags: (ps.tags ?? []).slice(),
    specializations: (ps.specializations ?? []).slice(),
    tirelessStat: ps.tirelessStat ?? null,
    rolled: false,
    aptitudes: (ps.aptitudes ?? []).map((a) => ({ name: a.name, specialization: a.specialization ?? null })),
    granted: [],
    ...(ps.traits ? { traits: ps.traits } : {}),
    ...(ps.rollD20s === true ? { rollD20s: true } : {}),
    needsRecharge: [],
    removed: null,
    actionDie: null,
    positionRoll: null,
    positionSpark: null,
    xBonus: 0,
    // Stryker disable BooleanLiteral,ArrayDeclaration: beginRound (flow.ts) sets these again before anything reads them
    delayed: false,
    skipping: false,
    acted: false,
    movedDownBy: [],
    // Stryker restore BooleanLiteral,ArrayDeclaration
    spent: [],
    recoveries: 0,
  };
}

export function createEndeavor(setup: EndeavorSetup): EndeavorState {
  const edition = setup.edition ?? "v0.0.21.10";
  const rules = ENDEAVOR_EDITIONS[edition];
  if (!rules) refuse("endeavor-bad-setup", `Unknown edition ${edition}.`, { edition: String(edition) });
  if (!isEndeavorKind(setup.kind) || !kindRules(setup.kind).editions.includes(edition)) {
    refuse("endeavor-unsupported-edition", `Edition ${edition} has no ${setup.kind} Endeavors.`, {
      edition,
      kind: setup.kind,
    });
  }
  const participants = setup.participants.map((ps) => participant(ps, setup.kind));
  if (new Set(participants.map((p) => p.id)).size !== participants.length) {
    refuse("endeavor-bad-setup", "Participant ids must be unique.");
  }
  const base: EndeavorState = {
    version: ENDEAVOR_STATE_VERSION,
    edition,
    kind: setup.kind,
    options: { ...DEFAULT_OPTIONS, ...(setup.options ?? {}) },
    round: 0,
    // Stryker disable next-line StringLiteral: beginRound (flow.ts) sets the phase and the turn again
    phase: "choosing",
    participants,
    buttons: [],
    nextButton: 1,
    // Stryker disable next-line ObjectLiteral,UnaryOperator: beginRound (flow.ts) sets the turn again
    turn: { direction: 1, anchor: null, current: null, lastSeat: -1 },
    protections: [],
    delayed: [],
    pending: [],
    chooser: [],
    outcome: null,
  };
  const kind = kindRules(setup.kind);
  const d = new Draft(base, kind.participantSlots ?? []);
  // Stryker disable next-line ConditionalExpression: only the kinds with SP (the kinds table) have Monstrosities
  if (kind.setup.sp) {
    for (const [i, p] of participants.entries()) {
      if (p.role !== "monstrosity") continue;
      const ps = setup.participants[i]!;
      const recovery = typeof ps.sp === "string" ? parseSp(ps.sp).recovery : (ps.recovery ?? null);
      if (recovery !== null) {
        if (!Number.isInteger(recovery) || recovery < 1 || recovery >= p.start) {
          refuse("endeavor-bad-setup", `${p.name}'s Recovery button must lie between 0 and its SP.`, { name: p.name });
        }
        d.addButton({ kind: "recovery", position: p.start - recovery, owner: p.id });
      }
      d.addButton({ kind: "defeat", position: 0, owner: p.id });
    }
  }
  // The kind's own parts: the lay of the land (Racing's Terrain, Stealth's), the charge leader (Rush).
  kindEngine(setup.kind).prepare?.(d, setup);
  beginRound(d);
  return d.state;
}
