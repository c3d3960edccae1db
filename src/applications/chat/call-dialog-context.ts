// What the GM's "Call for a Check" dialog shows, from plain data (the dialog and the browser harness share it): the
// callable Stats and the difficulties, each with its preset chosen, the note, and every character with a tick box.
import { DIFFICULTIES, type Difficulty } from "../../rules/ids";

export interface CallDialogPreset {
  stat?: string;
  difficulty?: Difficulty;
  label?: string;
}

export function callDialogContext(
  stats: readonly string[],
  preset: CallDialogPreset,
  actors: readonly { uuid: string; name: string; checked: boolean }[],
) {
  return {
    stats: stats.map((id) => ({ id, label: `HB.Stat.${id}`, selected: id === (preset.stat ?? "head") })),
    difficulties: DIFFICULTIES.map((id) => ({
      id,
      label: `HB.Difficulty.${id}`,
      selected: id === (preset.difficulty ?? "normal"),
    })),
    note: preset.label ?? "",
    actors,
  };
}
