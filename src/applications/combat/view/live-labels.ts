// The acting form's labels that follow its fields (pure): a kind's own (kind-view.ts liveLabels: where a Move lands,
// what the confirming button does), which the tracker writes into the elements named by `data-hb-label` as the form
// is edited (live-forms.ts).
import type { EndeavorState } from "../../../rules/endeavor";
import { kindView } from "./kinds/index";
import type { LiveText } from "./kinds/kind-view";
import type { RowFields } from "./row-fields";

/** `by`'s labels for the form as its fields stand, by name (null: the kind has none). */
export const liveLabels = (state: EndeavorState, by: string, fields: RowFields): Record<string, LiveText[]> | null =>
  kindView(state.kind).liveLabels?.(state, by, fields) ?? null;
