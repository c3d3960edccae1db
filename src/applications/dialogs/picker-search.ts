// The Specialization picker's search, in place: rows whose text lacks a word typed are hidden (not drawn again, so
// focus and what was typed stay), and the count says how many are shown. The picker and the preview share it.
import { matchesSearch } from "./specialization-picker-context";

/** Hides the rows of `root` (each `[data-search]`) that `query` does not match; `count` words "{shown} of {total}". */
export function applySearch(root: ParentNode, query: string, count: (shown: number, total: number) => string): void {
  const rows = [...root.querySelectorAll<HTMLElement>("[data-search]")];
  for (const row of rows) row.hidden = !matchesSearch(row.dataset.search ?? "", query);
  const shown = rows.filter((row) => !row.hidden).length;
  const status = root.querySelector<HTMLElement>(".hb-picker-count");
  if (status) status.textContent = count(shown, rows.length);
}
