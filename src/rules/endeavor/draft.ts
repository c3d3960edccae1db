/**
 * Copy-on-write working copy of an EndeavorState. The engine never mutates its input: a Draft shallow-copies the
 * state once, copies the participants / buttons arrays on first write, and clones a participant the first time it
 * is written. Refusals thrown mid-command simply drop the Draft, so a refused command changes nothing.
 */
import type { Button, EndeavorState, Participant } from "./state";
import type { EndeavorEvent } from "./events";
import { refuse } from "./errors";

/** Participants' nested arrays and objects are never written in place (the engine always assigns new ones), so a
 *  shallow copy is a safe copy-on-write clone. The fuzz test deep-freezes every input to hold the engine to it. */
function cloneParticipant(p: Participant, slots: readonly (keyof Participant)[] | undefined): Participant {
  // An explicit literal (not a spread): one fixed shape, several times faster on 50-participant rounds.
  const clone: Participant = {
    id: p.id,
    name: p.name,
    side: p.side,
    role: p.role,
    stats: p.stats,
    blessings: p.blessings,
    temporary: p.temporary,
    position: p.position,
    start: p.start,
    tags: p.tags,
    specializations: p.specializations,
    tirelessStat: p.tirelessStat,
    needsRecharge: p.needsRecharge,
    removed: p.removed,
    actionDie: p.actionDie,
    positionRoll: p.positionRoll,
    positionSpark: p.positionSpark,
    positionGroup: p.positionGroup,
    xBonus: p.xBonus,
    delayed: p.delayed,
    skipping: p.skipping,
    acted: p.acted,
    movedDownBy: p.movedDownBy,
    spent: p.spent,
    recoveries: p.recoveries,
    rolled: p.rolled,
    aptitudes: p.aptitudes,
    granted: p.granted,
    kineticDone: p.kineticDone,
    traits: p.traits,
    rollD20s: p.rollD20s,
    extraActions: p.extraActions,
  };
  // Stryker disable next-line ConditionalExpression: enumerating every key copies the same slots (only time lost)
  if (!slots) return copyOwnSlots(p, clone);
  for (const key of slots) copySlot(p, clone, key);
  return clone;
}

const copySlot = <T, K extends keyof T>(from: T, to: T, key: K): void => {
  to[key] = from[key];
};

/** A kind's own slots (`kinds/<kind>/types.ts`), which the engine's literals above and below do not name: copied as
 *  they are, after the engine's, in their order. Enumerating every key costs a participant's clone ten times the
 *  literal's, so the engine hands the Draft the slots its kind lists for participants (kind-entry.ts). */
function copyOwnSlots<T extends object>(from: T, to: T): T {
  for (const key in from) if (!(key in to) && from[key] !== undefined) to[key] = from[key];
  return to;
}

/** Seat of each participant by id. The list's order and ids are fixed at setup (nobody joins or leaves the array:
 *  removal is a field), and every later list is a copy of an earlier one, so one index serves a whole lineage. */
const seats = new WeakMap<readonly Participant[], Map<string, number>>();
function seatsOf(list: readonly Participant[]): Map<string, number> {
  let index = seats.get(list);
  // Stryker disable next-line ConditionalExpression: a memo; building the index again gives the same seats
  if (!index) {
    index = new Map(list.map((p, i) => [p.id, i]));
    seats.set(list, index);
  }
  return index;
}

export class Draft {
  readonly state: EndeavorState;
  readonly events: EndeavorEvent[] = [];
  private participantsCopied = false;
  private buttonsCopied = false;
  private readonly base: EndeavorState;

  private readonly slots: readonly (keyof Participant)[] | undefined;

  /** `slots`: the participants' own slots of the state's kind (its table entry's `participantSlots`); left out (bare
   *  tests), every key the engine's literal does not name. */
  constructor(base: EndeavorState, slots?: readonly (keyof Participant)[]) {
    this.base = base;
    this.slots = slots;
    this.state = {
      version: base.version,
      edition: base.edition,
      kind: base.kind,
      options: base.options,
      round: base.round,
      phase: base.phase,
      participants: base.participants,
      buttons: base.buttons,
      nextButton: base.nextButton,
      turn: { ...base.turn },
      protections: base.protections,
      pending: base.pending,
      chooser: base.chooser,
      delayed: base.delayed,
      outcome: base.outcome,
      ...(base.specialDone ? { specialDone: true } : {}),
    };
    // A false specialDone is left out, as above.
    copyOwnSlots({ ...base, specialDone: undefined }, this.state);
  }

  emit(event: EndeavorEvent): void {
    this.events.push(event);
  }

  /** Read-only view of a participant (refuses unknown ids). */
  get(id: string): Participant {
    const p = this.state.participants[this.seatOf(id)];
    if (!p) refuse("endeavor-unknown-participant", `No participant "${id}" in this Endeavor.`, { id });
    return p;
  }

  /** Writable participant. */
  edit(id: string): Participant {
    const i = this.seatOf(id);
    if (i < 0) refuse("endeavor-unknown-participant", `No participant "${id}" in this Endeavor.`, { id });
    // Copied on the first write.
    // Stryker disable next-line ConditionalExpression: copying again copies the copy (only time lost)
    if (!this.participantsCopied) {
      const index = seatsOf(this.state.participants);
      this.state.participants = this.state.participants.slice();
      seats.set(this.state.participants, index);
      // Stryker disable next-line BooleanLiteral: as above
      this.participantsCopied = true;
    }
    // Written already iff it is no longer the base's object.
    if (this.state.participants[i] === this.base.participants[i]) {
      this.state.participants[i] = cloneParticipant(this.state.participants[i]!, this.slots);
    }
    return this.state.participants[i]!;
  }

  /** Where `id` sits in the participants' list (-1: nobody). */
  seatOf(id: string): number {
    const i = seatsOf(this.state.participants).get(id);
    return i === undefined ? -1 : i;
  }

  /** Writable button list (button objects themselves are replaced, never edited). */
  buttons(): Button[] {
    // Stryker disable next-line ConditionalExpression: copying again copies the copy (only time lost)
    if (!this.buttonsCopied) {
      this.state.buttons = this.state.buttons.slice();
      // Stryker disable next-line BooleanLiteral: as above
      this.buttonsCopied = true;
    }
    return this.state.buttons;
  }

  addButton(b: Omit<Button, "id">): Button {
    const button: Button = { id: `b${this.state.nextButton}`, ...b };
    this.state.nextButton += 1;
    this.buttons().push(button);
    this.emit({ type: "buttonAdded", button });
    return button;
  }

  removeButton(id: string): void {
    const list = this.buttons();
    const i = list.findIndex((b) => b.id === id);
    if (i < 0) return;
    const [button] = list.splice(i, 1);
    this.emit({ type: "buttonRemoved", button: button! });
  }
}
