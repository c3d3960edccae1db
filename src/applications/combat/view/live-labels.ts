// The acting form's labels that follow its fields (pure): what step 3 chose for the book's actions (the targets
// ticked, the ally protected) and a kind's own (kind-view.ts liveLabels: where a Move lands, what the confirming
// button does), which the tracker writes into the elements named by `data-hb-label` as the form is edited
// (live-forms.ts).
import type { EndeavorState } from "../../../rules/endeavor";
import { advanceLabel } from "./advance-label";
import { kindView } from "./kinds/index";
import type { LiveText } from "./kinds/kind-view";
import { all, one, type RowFields } from "./row-fields";

/** The book's actions: the targets ticked (an Attack), the ally protected; and what the confirming button does
 *  ("Violent Attack on Grey Widow", "Protect Mina", "Advance: up by 3 → 7"). */
function usualLabels(state: EndeavorState, by: string, fields: RowFields): Record<string, LiveText[]> {
  const name = (id: string) => state.participants.find((q) => q.id === id)?.name ?? "";
  const targets = all(fields, "targets").map(name).filter(Boolean);
  const names = targets.join(", ");
  const chosen: LiveText[] = [
    targets.length
      ? { key: "HB.Endeavor.Step.chosen", data: { names } }
      : { key: "HB.Endeavor.Step.noTarget", data: {} },
  ];
  const attack = (kind: string): LiveText[] => [
    { key: `HB.Endeavor.Step.Confirm.${kind}${targets.length ? "" : "None"}`, data: { names } },
  ];
  const ally = name(one(fields, "ally") || by);
  const advance = advanceLabel(state, by, fields);
  return {
    "summary.violent": chosen,
    "summary.attack": chosen,
    "confirm.violent": attack("violent"),
    "confirm.attack": attack("attack"),
    ...(advance ? { "confirm.advance": advance } : {}),
    ...(ally
      ? {
          "summary.protect": [{ key: "HB.Endeavor.Step.chosen", data: { names: ally } }],
          "confirm.protect": [{ key: "HB.Endeavor.Step.Confirm.protect", data: { names: ally } }],
        }
      : {}),
  };
}

/** `by`'s labels for the form as its fields stand, by name: the book's, overridden by the kind's own. */
export const liveLabels = (state: EndeavorState, by: string, fields: RowFields): Record<string, LiveText[]> => ({
  ...usualLabels(state, by, fields),
  ...kindView(state.kind).liveLabels?.(state, by, fields),
});
