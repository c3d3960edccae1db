/**
 * Copy-on-write working copy of an EndeavorState. The engine never mutates its input: a Draft shallow-copies the
 * state once, copies the participants / buttons arrays on first write, and clones a participant the first time it
 * is written. Refusals thrown mid-command simply drop the Draft, so a refused command changes nothing.
 */
import type { Button, EndeavorState, Participant } from "./state";
import type { EndeavorEvent } from "./events";
import { refuse } from "./errors";

function cloneParticipant(p: Participant): Participant {
  return {
    ...p,
    stats: { ...p.stats },
    blessings: p.blessings.slice(),
    temporary: p.temporary.slice(),
    tags: p.tags.slice(),
    specializations: p.specializations.slice(),
    needsRecharge: p.needsRecharge.slice(),
    movedDownBy: p.movedDownBy.slice(),
    spent: p.spent.slice(),
    removed: p.removed ? { ...p.removed } : null,
  };
}

export class Draft {
  readonly state: EndeavorState;
  readonly events: EndeavorEvent[] = [];
  private participantsCopied = false;
  private buttonsCopied = false;
  private readonly written = new Set<number>();

  constructor(base: EndeavorState) {
    this.state = { ...base, turn: { ...base.turn }, options: { ...base.options } };
  }

  emit(event: EndeavorEvent): void {
    this.events.push(event);
  }

  /** Read-only view of a participant (refuses unknown ids). */
  get(id: string): Participant {
    const p = this.state.participants.find((q) => q.id === id);
    if (!p) refuse("ENDEAVOR_UNKNOWN_PARTICIPANT", `No participant "${id}" in this Endeavor.`);
    return p;
  }

  /** Writable participant. */
  edit(id: string): Participant {
    const i = this.state.participants.findIndex((q) => q.id === id);
    if (i < 0) refuse("ENDEAVOR_UNKNOWN_PARTICIPANT", `No participant "${id}" in this Endeavor.`);
    if (!this.participantsCopied) {
      this.state.participants = this.state.participants.slice();
      this.participantsCopied = true;
    }
    if (!this.written.has(i)) {
      this.state.participants[i] = cloneParticipant(this.state.participants[i]!);
      this.written.add(i);
    }
    return this.state.participants[i]!;
  }

  /** Writable button list (button objects themselves are replaced, never edited). */
  buttons(): Button[] {
    if (!this.buttonsCopied) {
      this.state.buttons = this.state.buttons.slice();
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
