// What the browser's idle time prepares for the tracker's next command. At a command in a 50-participant
// Endeavor the acting turn's form (some 300 elements) moves on into the element of the row whose turn it was; working
// out how to rewrite that element (drawing the row, reading its HTML, comparing it with what the element shows,
// parsing what is new) costs far more than the few dozen writes it comes to. So, once a render has drawn an acting
// turn, the idle browser first learns what the acting rows show, then draws ahead the row most likely to take the turn
// next and works out its morph, leaving only the writes for the command. DOM only, no Foundry.
import { learnLater, prepareMorph } from "../../shared/morph/index";
import { planTracker, type TrackerKeep } from "./tracker-plan";
import { ROWS } from "./tracker-rows";

/** The rows in `part` by combatant, found by their data attribute read (an id in a selector may need escaping). */
function rowsIn(part: Element): Map<string, HTMLElement> {
  const rows = part.querySelectorAll<HTMLElement>(`${ROWS} > li[data-combatant-id]`);
  return new Map([...rows].map((li) => [li.dataset.combatantId!, li]));
}

/**
 * The rows drawn with the acting turn's form in `part` (on screen, just rendered) learn, when the browser is idle,
 * the HTML they show (html-morph.ts learnLater): a row whose element the next turn takes is then rewritten from a
 * diff, not walked whole, at the next command. Rows morphed into (already known) are left as they are. Then the next
 * turn is drawn ahead (drawTurnAhead).
 */
export function learnTurns(keep: TrackerKeep, part: HTMLElement): void {
  const { renderRow, later, turnRows } = keep;
  if (!renderRow || !later || !turnRows?.size) return;
  for (const [id, li] of rowsIn(part)) {
    const row = turnRows.get(id);
    if (row) learnLater(li, () => renderRow(row), later);
  }
  drawTurnAhead(keep, part, renderRow, later);
}

/**
 * When the browser is idle, after what learnTurns left it: the context the next turn most likely draws (keep.nextTurn:
 * the acting participant's turn ended, nothing else changed) is planned as the next render would plan it, and each row
 * that would be rewritten into another row's element (the acting turn's form moving on, and back) is drawn ahead, its
 * morph worked out (html-morph.ts prepareMorph). Nothing is written to the DOM. Skipped if the tracker rendered again
 * first (that render prepares its own).
 */
function drawTurnAhead(
  keep: TrackerKeep,
  part: HTMLElement,
  renderRow: (row: unknown) => string,
  later: (job: () => void) => void,
): void {
  const { nextTurn, drawn } = keep;
  if (!nextTurn || !drawn) return;
  later(() => {
    if (keep.drawn !== drawn || !part.isConnected) return;
    const next = nextTurn();
    if (!next) return;
    const plan: TrackerKeep = { drawn, drawing: null, redraw: false, renderRow };
    planTracker(plan, next, drawn.rows.scope);
    const onScreen = rowsIn(part);
    const rows = new Map<string, { signature: string; html: string }>();
    // Each row morphed is one of the rows planned, so it has a signature.
    for (const [id, { donor, row }] of plan.morph!) {
      const signature = plan.drawing!.rows.signatures.get(id)!;
      const el = onScreen.get(donor);
      if (!el) continue;
      const html = renderRow(row);
      rows.set(id, { signature, html });
      prepareMorph(el, html);
    }
    keep.ahead = { scope: drawn.rows.scope, rows };
  });
}

/** A row's HTML for the render under way (planTracker's `drawing`): the HTML drawn ahead when the row's context is
 *  the one it was drawn from, in the same scope, else the row drawn now. */
export function rowSource(keep: TrackerKeep, id: string, row: unknown, renderRow: (row: unknown) => string): string {
  const { ahead, drawing } = keep;
  const drawnAhead = ahead && drawing && ahead.scope === drawing.rows.scope ? ahead.rows.get(id) : undefined;
  return drawnAhead && drawnAhead.signature === drawing!.rows.signatures.get(id) ? drawnAhead.html : renderRow(row);
}
