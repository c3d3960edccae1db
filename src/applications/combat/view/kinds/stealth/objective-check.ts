// An Objective's Check as the acting form and the tracker's bar name it (pure). Every Objective carries one (land.ts
// and the GM's addButton refuse one without); a hand-edited state's bare Objective reads History, Normal rather than
// breaking the tracker.
import type { Button } from "../../../../../rules/endeavor";
import { statLabel } from "../../tracker-options";

export function objectiveCheck(b: Button): { stat: string; difficulty: string } {
  return {
    stat: statLabel(b.check?.stat ?? "History"),
    difficulty: `HB.Difficulty.${b.check?.difficulty ?? "normal"}`,
  };
}
