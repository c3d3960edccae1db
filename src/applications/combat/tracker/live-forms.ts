// The acting row's forms as they are edited, between renders: the turn's steps, a live form's sum and the Check's
// odds, redrawn in place from the engine state and the fields (the view computes them: live-sums.ts, turn-odds.ts).
import { checkOdds, liveLabels, liveSum } from "../view/index";
import * as steps from "./turn-steps";
import { rowFields, rowOf } from "./form-fields";
import type { TrackerHost } from "./tracker-host";

/**
 * After each render of an Endeavor: the acting row's steps (turn-steps.ts) — the choice and open step survive
 * re-renders, not the user's own action (nor a first render) —, and the odds of fields put back from before the
 * re-render (drawn for the form as first drawn, so redrawn).
 */
export async function afterRender(tracker: TrackerHost): Promise<void> {
  const element = tracker.element;
  // The start form's fields follow the kind chosen (turn-steps.ts showStartKind), as a turn's follow its action.
  if (element.querySelector("[data-hb-turn], [data-endeavor-start]")) {
    // Bound once per element (turn-steps.ts keeps which): the element outlives re-renders.
    steps.bindTurnSteps(element);
    steps.restoreTurns(element, !tracker.drafts);
  }
  if (tracker.drafts?.values.size) refreshOdds(tracker);
  // Labels drawn for the form as first drawn: redrawn for the fields as they stand (offered Help on X, drafts).
  for (const row of element.querySelectorAll<HTMLElement>("[data-combatant-id]"))
    // Stryker disable next-line ConditionalExpression: a row without labels has none to write; this spares its dry runs
    if (row.querySelector("[data-hb-label]")) onLabelInput(tracker, row);
}

/** Rewrites the labels of `row`'s form (`data-hb-label`) for its fields as they now stand (live-labels.ts): where a
 *  Move lands with the Help chosen, what the step chose, what the button will do. Only what differs is written. */
export function onLabelInput(tracker: TrackerHost, row: HTMLElement): void {
  const state = tracker.combat?.endeavor;
  const by = row.dataset.combatantId;
  if (!state || !by) return;
  const labels = liveLabels(state, by, rowFields(row));
  const i18n = game.i18n!;
  for (const el of row.querySelectorAll<HTMLElement>("[data-hb-label]")) {
    const parts = labels[el.dataset.hbLabel!];
    if (!parts) continue;
    const text = parts
      .map((p) => i18n.format(p.key, Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, String(v)]))))
      .join(" · ");
    if (el.textContent !== text) el.textContent = text;
  }
}

/** Rewrites a live form's <output> with what its fields now add up to (live-sums.ts). */
export function onLiveInput(tracker: TrackerHost, event: Event): void {
  const form = (event.target as HTMLElement).closest<HTMLElement>("[data-hb-live]");
  const row = form && rowOf(form);
  const state = tracker.combat?.endeavor;
  if (!form || !row?.dataset.combatantId || !state) return;
  const sum = liveSum(state, row.dataset.combatantId, form.dataset.hbLive!, rowFields(row));
  const output = form.querySelector("output");
  if (!sum || !output) return;
  output.textContent = sum.parts.map((p) => game.i18n!.format(p.key, p.data as Record<string, string>)).join(" ");
  output.classList.toggle("hb-danger", sum.danger);
}

/** Redraws the Check's odds in `row` for the form as it now stands (turn-odds.ts): the acting row's chosen action,
 *  or a pending Attack's (its figure names it). */
export function onCheckInput(tracker: TrackerHost, row: HTMLElement): void {
  const figure = row.querySelector<HTMLElement>("[data-hb-odds]");
  const state = tracker.combat?.endeavor;
  const by = row.dataset.combatantId;
  if (!figure || !state || !by) return;
  const pending = !!figure.closest(".hb-pending");
  const kind =
    (pending ? "" : row.querySelector<HTMLInputElement>('input[name="hbActionKind"]:checked')?.value) ||
    figure.dataset.kind ||
    "";
  const view = checkOdds(state, by, kind, rowFields(row), pending);
  if (!view) return;
  const i18n = game.i18n!;
  const format = (key: string, data: Record<string, string | number>) =>
    i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  steps.drawOdds(row, {
    caption: view.caption.difficulty
      ? format(view.caption.key, { difficulty: i18n.localize(view.caption.difficulty), dice: view.caption.dice })
      : i18n.localize(view.caption.key),
    outcomes: view.outcomes,
    notes: view.notes.map((n) => format(n.key, n.data)),
    rolls: view.rolls,
  });
}

/** After a re-render that put typed fields back (form drafts): the odds of what they now say. */
export function refreshOdds(tracker: TrackerHost): void {
  for (const figure of tracker.element.querySelectorAll<HTMLElement>("[data-hb-odds]")) {
    const row = rowOf(figure);
    if (row) onCheckInput(tracker, row);
  }
}
