// The GM's toolbar above the rows (pure): undo, the turn ended, a special-action tie resolved, the kind's own
// controls, the track tools (a marker moved, a participant taken out, a button added) and the Delayed Attacks waiting.
import { buttonKindsOf, type Command, type EndeavorState } from "../../../rules/endeavor";
import { difficultyText } from "./delayed-difficulty-form";
import { kindView } from "./kinds/index";
import type { TrackerInput } from "./tracker-input";
import { choice, nameOf, statLabel } from "./tracker-options";
import { tieUnresolved } from "./tracker-specials";

/** What Undo takes back, for its label: someone's last action, or the GM's last override (a move, a button …). */
function undoLabel(command: Command | null, name: (id: string | null) => string) {
  if (!command) return { key: "HB.Endeavor.Gm.undoNothing" };
  // Every command but the GM's own (an override, a Delayed Attack set off) names who gave it.
  return "by" in command
    ? { key: "HB.Endeavor.Gm.undoOf", name: name(command.by) }
    : { key: "HB.Endeavor.Gm.undoOverride" };
}

/** The toolbar's context; `name`: a participant's name as the tracker shows it (blank for none). */
export function gmToolbar(
  state: EndeavorState,
  input: Pick<TrackerInput, "logLength" | "lastCommand">,
  name: (id: string | null) => string,
) {
  return {
    canUndo: input.logLength > 0,
    undo: undoLabel(input.lastCommand ?? null, name),
    canEndTurn: state.turn.current !== null,
    tie: tieUnresolved(state) ? state.chooser.map((id) => ({ value: id, label: name(id) })) : null,
    // The button kinds this kind of Endeavor uses (the kinds table's), no others.
    buttonKinds: buttonKindsOf(state.kind).map((k) => ({ value: k, label: `HB.Endeavor.Button.${k}` })),
    // The kind's own controls (Rush: electing another charge leader; Stealth: an added button's Check).
    ...kindView(state.kind).toolbar?.(state),
    owners: state.participants.map(choice),
    // Delayed Attacks set and waiting: "When the trigger is activated" — the GM sets them off.
    // Each with the difficulty it was set with (v0.0.18: the dice, compared when it fires) and the GM's say.
    delayed: (state.delayed ?? []).map((x) => ({
      id: x.id,
      actor: nameOf(state, x.by),
      targets: x.targets.map((t) => nameOf(state, t)).join(", "),
      stat: statLabel(x.stat),
      trigger: x.trigger,
      ...(x.attackDie !== undefined
        ? { difficulty: "HB.Endeavor.Delayed.byDice", rolls: 0 }
        : difficultyText(x.difficulty, 2 + (x.extraRanks ?? 0))),
      overrides: (["easy", "normal", "hard"] as const).map((k) => ({ value: k, label: `HB.Difficulty.${k}` })),
    })),
  };
}
