// The guarded area at a glance, one line of the tracker's bar (pure): what is left of it — the Objectives with their
// Checks, the Alarms, the Escapes and the Sanctuaries — each with the board's icon.
import type { EndeavorState } from "../../../../../rules/endeavor";
import type { LandKind } from "../../../../../rules/endeavor/kinds/stealth";
import { objectiveCheck } from "./objective-check";

/** The kinds of the line, in the order a rogue reads them: aims, dangers, ways out, safe places. */
function parts(): readonly { kind: LandKind; label: string }[] {
  return [
    { kind: "objective", label: "HB.Endeavor.Land.objectives" },
    { kind: "alarm", label: "HB.Endeavor.Land.alarms" },
    { kind: "escape", label: "HB.Endeavor.Land.escapes" },
    { kind: "sanctuary", label: "HB.Endeavor.Land.sanctuaries" },
  ];
}

/** The line's parts (the kinds with a button left), or null with no Eye. `icons`: the board's icon of each kind. */
export function landLine(state: EndeavorState, icons: Readonly<Record<LandKind, string>>) {
  if (!state.eye) return null;
  const line = parts()
    .map(({ kind, label }) => {
      const buttons = state.buttons.filter((b) => b.kind === kind).sort((a, b) => a.position - b.position);
      return {
        kind,
        label,
        icon: icons[kind],
        // An Objective names its Check ("9 (Hand, Hard)"); the others their positions, each once.
        objectives: kind === "objective" ? buttons.map((b) => ({ position: b.position, ...objectiveCheck(b) })) : [],
        positions: kind === "objective" ? "" : [...new Set(buttons.map((b) => b.position))].join(" "),
        count: buttons.length,
      };
    })
    .filter((p) => p.count > 0);
  return line.length ? line : null;
}
