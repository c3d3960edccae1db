// What a click in the tracker reads: a form as core reads one, a row's fields, the row clicked, and a track position
// typed (view/ says which names mean what: row-fields.ts).
import type { RowFields } from "../view/index";
import type { TrackerHost } from "./tracker-host";

/** An expanded group of fields (`delayedOverride.<id>` → `delayedOverride: {…}`). */
export function isFields(value: unknown): value is RowFields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A form as core reads one (FormDataExtended), dotted names expanded (`split.<id>` into `split: {}`); none: empty. */
export function formFields(form: HTMLFormElement | null | undefined): RowFields {
  // fvtt-types declares expandObject's result a bare `object`: its entries are the fields.
  return form
    ? Object.fromEntries(
        Object.entries(foundry.utils.expandObject(new foundry.applications.ux.FormDataExtended(form).object)),
      )
    : {};
}

/** A row's form (view/row-fields.ts says which names mean what); a row without one (nothing to do there) is empty. */
export const rowFields = (row: HTMLElement | null | undefined): RowFields =>
  formFields(row?.querySelector<HTMLFormElement>("form.hb-row-form"));

export const rowOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-combatant-id]");

/** A click in a row: the Endeavor, the row's participant and what its form says. */
export function clicked(tracker: TrackerHost, target: HTMLElement) {
  const row = rowOf(target);
  return { state: tracker.combat?.endeavor, by: row?.dataset.combatantId, fields: () => rowFields(row) };
}

/** A track position typed in a number field: a whole number from 0, else a message and nothing (a blank is not 0). */
export function typedPosition(value: unknown): number | null {
  // Number.isInteger is false for anything but a number.
  if (Number.isInteger(value) && (value as number) >= 0) return value as number;
  ui.notifications!.warn(
    game.i18n!.format("HB.Endeavor.badPosition", { value: value === null || value === undefined ? "" : String(value) }),
  );
  return null;
}
