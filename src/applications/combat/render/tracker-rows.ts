// The tracker's list of rows in a partial re-render, put in order by key: the template draws only the rows
// redrawn, inside a placeholder for the whole list (no placeholder per kept row to draw, parse and walk: at a command
// in a 50-participant Endeavor nearly every row is kept); the list on screen stays, and each row takes its place in it
// — kept, rewritten into another's element (the acting turn's form moving on), rewritten into its own where they
// differ (dom-sync.ts), or new. DOM only, no Foundry.
import { alike, syncTo, resetControls } from "../../shared/morph/index";

/** The placeholder the template draws for the list when rows are kept (tracker.hbs), and the list on screen. */
export const ROWS_KEPT = 'ol[data-hb-kept="rows"]';
export const ROWS = "ol.hb-endeavor-rows";

/** The rows drawn anew inside the list's placeholder in `next` (the part just rendered), by combatant (placeRows
 *  moves them out of it); null when `next` draws its list whole. */
export function takeRows(next: Element): Map<string, HTMLElement> | null {
  const placeholder = next.querySelector(ROWS_KEPT);
  if (!placeholder) return null;
  const rows = new Map<string, HTMLElement>();
  for (const li of [...placeholder.children])
    if (li instanceof HTMLElement && li.dataset.combatantId) rows.set(li.dataset.combatantId, li);
  return rows;
}

/** A row on screen rewritten into the one drawn anew, its controls then as their markup says, as in a newly parsed
 *  row: what was chosen in them is the drafts' to put back (form-drafts.ts), and a control the user changed, even
 *  back to what it was, no longer follows its markup in a browser (its value is "dirty"). */
function rewrite(old: Element, fresh: Element): Element {
  syncTo(old, fresh);
  resetControls(old);
  return old;
}

/**
 * Puts the list on screen (`ol`) in `order`: each row drawn anew (`drawn`) rewritten into its own element on screen
 * where they stand for the same thing and no other row took it (`taken`: the elements the acting turn's form moved
 * into), else put in as drawn; every other row is `kept(id)` (a kept row, or one rewritten into another's element).
 * The template's whitespace before each row goes with it. False when the list on screen is not laid out as the
 * template draws it (a text before each row and after the last) or a row is missing: the caller redraws everything.
 */
export function placeRows(
  ol: Element,
  order: readonly string[],
  drawn: ReadonlyMap<string, HTMLElement>,
  kept: (id: string) => Element | null | undefined,
  taken: ReadonlySet<string>,
): boolean {
  const text = (n: Node | null): n is Text => n?.nodeType === Node.TEXT_NODE;
  const separator = ol.firstChild;
  if (!text(separator) || !text(ol.lastChild)) return false;
  const onScreen = new Map([...ol.children].map((li) => [(li as HTMLElement).dataset.combatantId, li]));
  const want: Element[] = [];
  for (const id of order) {
    const fresh = drawn.get(id);
    const old = onScreen.get(id);
    const el = !fresh ? kept(id) : old && !taken.has(id) && alike(old, fresh) ? rewrite(old, fresh) : fresh;
    if (!el) return false;
    want.push(el);
  }
  let cursor = ol.firstElementChild;
  for (const el of want) {
    if (el === cursor) {
      cursor = cursor.nextElementSibling;
      continue;
    }
    // Before the whitespace in front of the row in this place (or before the list's last text).
    const anchor = cursor ? cursor.previousSibling : ol.lastChild;
    const before = el.parentNode === ol ? el.previousSibling : separator.cloneNode();
    if (!text(anchor) || !text(before)) return false;
    ol.insertBefore(before, anchor);
    ol.insertBefore(el, anchor);
  }
  while (cursor) {
    const stale: Element = cursor;
    cursor = cursor.nextElementSibling;
    // The list starts with a text (checked above): every row has one before it.
    stale.previousSibling!.remove();
    stale.remove();
  }
  return true;
}
