// Re-render only what changed: the tracker and the track board still compute their whole context (it is
// pure and cheap), but a row, a piece of the GM's toolbar, a board cell or marker whose context equals the one it was
// last drawn from (tracker-plan.ts, board-plan.ts) is rendered as an empty placeholder carrying its key. The part on
// screen is then patched in place (patchKept): what was rendered anew replaces what it redraws, kept elements never
// leave the document, so the browser restyles and lays out only what changed. A kept element keeps everything the
// user did to it (typed values, focus and caret, an open <details>), as if nothing had re-rendered. DOM only, no
// Foundry: the applications, the harness and the bench use it. The acting row's turn form (some 300 elements) moves on
// with the turn: the row that takes the turn takes the element of the row whose turn it was, rewritten where they
// differ (html-morph.ts), instead of a new one parsed; the row that gave it up takes the other's element in return.
// The next turn's row is often drawn ahead while the browser idled (turn-ahead.ts).
import { alike, syncTo, morphTo, resetControls } from "../../shared/morph/index";
import { placeRows, ROWS, takeRows } from "./tracker-rows";
import { learnTurns, rowSource } from "./turn-ahead";
import type { TrackerKeep } from "./tracker-plan";
import { template } from "../../shared/templates";
import { refocus } from "../../shared/form-drafts";

// The plan is read through this module by the applications that load it.
export { planKeep, planTracker, type Drawn, type KeepPlan, type TrackerKeep } from "./tracker-plan";
export { planBoard, type BoardDrawn } from "./board-plan";

/** The placeholders the templates render for kept pieces (`data-hb-kept="<key>"`). */
export const KEPT = "[data-hb-kept]";

/**
 * Moves each kept piece from what is on screen into its placeholder in the newly rendered part. `find` looks a
 * placeholder's key up in the part on screen. Returns the keys it could not find (the placeholder stays: the caller
 * then renders in full).
 */
export function adoptKept(
  part: HTMLElement,
  find: (key: string, placeholder: HTMLElement) => Element | null | undefined,
): string[] {
  const missing: string[] = [];
  for (const placeholder of part.querySelectorAll<HTMLElement>(KEPT)) {
    const key = placeholder.dataset.hbKept!;
    const kept = find(key, placeholder);
    if (kept) placeholder.replaceWith(kept);
    else missing.push(key);
  }
  return missing;
}

/**
 * Focus and caret inside `scope` survive a move of the focused element (moving it out of the document drops focus).
 * Call before the move; the returned function puts them back.
 */
export function holdFocus(scope: Element): () => void {
  const active = scope.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !scope.contains(active)) return () => {};
  // Read as a field with a caret: other elements have none (undefined), inputs without one (a box, a number) give
  // null or throw, depending on the engine.
  const field = active as HTMLInputElement;
  let range: [number | null, number | null] | undefined;
  try {
    range = [field.selectionStart, field.selectionEnd];
  } catch {
    // No caret.
  }
  return () => {
    if (!active.isConnected || active.ownerDocument.activeElement === active) return;
    refocus(active);
    // A caret set where there is none throws, caught: the guard spares the throw.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,OptionalChaining: see above
    if (range?.[0] != null) {
      try {
        field.setSelectionRange(range[0], range[1]);
      } catch {
        // No caret.
      }
    }
  };
}

/**
 * Makes `prior` (the part on screen) show `next` (the part just rendered, kept pieces as placeholders) without moving
 * the kept pieces: the elements that hold placeholders (the list, the bar) are matched with the ones on screen that
 * hold the kept pieces and patched child by child — attributes copied, stale nodes removed, new ones inserted, a
 * node drawn equal to the one on screen in its place (isEqualNode) reused, one standing for the same thing rewritten.
 * `next` is consumed. False, and nothing changed on screen, when a kept piece is not found or the part's structure
 * around the kept pieces differs (the caller then swaps the part in whole).
 */
export function patchKept(
  prior: HTMLElement,
  next: HTMLElement,
  find: (key: string, placeholder: HTMLElement) => Element | null | undefined,
): boolean {
  const kept = new Map<Node, Element>();
  const containers = new Map<Element, Element>();
  // The elements on screen matched with a container drawn: two drawn could not both be patched into one.
  const matched = new Set<Element>();
  for (const placeholder of next.querySelectorAll<HTMLElement>(KEPT)) {
    const onScreen = find(placeholder.dataset.hbKept!, placeholder);
    if (!onScreen || onScreen === prior) return false;
    kept.set(placeholder, onScreen);
    // The placeholder's ancestors up to the part must be the kept element's, level for level (which also finds it in
    // the part); from an ancestor already matched so, the rest of the way up was walked before.
    let a = placeholder.parentElement;
    let b = onScreen.parentElement;
    while (a && b && a !== next) {
      const known = containers.get(a);
      if (known === b) [a, b] = [next, prior];
      else {
        if (known || a.localName !== b.localName || matched.has(b)) return false;
        containers.set(a, b);
        matched.add(b);
        a = a.parentElement;
        b = b.parentElement;
      }
    }
    if (a !== next || b !== prior) return false;
  }
  const patch = (onScreen: Element, drawn: Element) => {
    for (const { name } of [...onScreen.attributes]) if (!drawn.hasAttribute(name)) onScreen.removeAttribute(name);
    for (const { name, value } of drawn.attributes)
      if (onScreen.getAttribute(name) !== value) onScreen.setAttribute(name, value);
    const targetOf = (child: ChildNode) =>
      kept.get(child) ?? (child instanceof Element ? containers.get(child) : undefined);
    const staying = new Set<Node | undefined>([...drawn.childNodes].map(targetOf));
    let cursor = onScreen.firstChild;
    /** Drops what is on screen from the cursor on, up to what stays or what `until` finds. */
    const drop = (until?: (n: ChildNode) => boolean) => {
      while (cursor && !staying.has(cursor) && !until?.(cursor)) {
        const stale: ChildNode = cursor;
        cursor = cursor.nextSibling;
        stale.remove();
      }
    };
    for (const child of [...drawn.childNodes]) {
      const target = targetOf(child);
      if (target) {
        if (child instanceof Element && containers.has(child)) patch(target, child);
        drop();
        if (cursor === target) cursor = target.nextSibling;
        else onScreen.insertBefore(target, cursor);
        continue;
      }
      // What is drawn as it is on screen (the template's whitespace between kept pieces, the bar's unchanged lines) is
      // reused, not replaced: nothing to restyle or lay out.
      const same = (n: ChildNode) => !staying.has(n) && n.isEqualNode(child);
      // Else an element on screen standing for the same thing (the bar's line of whose turn it is, a row redrawn) is
      // rewritten into the one drawn where they differ (dom-sync.ts).
      const like = (n: ChildNode) =>
        !staying.has(n) && n instanceof Element && child instanceof Element && alike(n, child);
      drop((n) => same(n) || like(n));
      if (cursor && same(cursor)) cursor = cursor.nextSibling;
      else if (cursor && like(cursor)) {
        // Its controls then as a new element's (tracker-rows.ts rewrite says why).
        syncTo(cursor as Element, child as Element);
        resetControls(cursor as Element);
        cursor = cursor.nextSibling;
      } else onScreen.insertBefore(child, cursor);
    }
    drop();
  };
  patch(prior, next);
  return true;
}

/** The row template, as tracker.hbs calls it: alone on its line, so Handlebars indents each line of it as the call. */
const ROW_TEMPLATE = template("combat/tracker-row.hbs");
const ROW_INDENT = "    ";
export function rowHtml(render: (path: string, context: object) => string, row: unknown): string {
  const lines = render(ROW_TEMPLATE, { row }).split("\n");
  // Handlebars' invokePartial: every line but a last empty one.
  return lines.map((line, i) => (!line && i === lines.length - 1 ? line : ROW_INDENT + line)).join("\n");
}

/** Finds on the board on screen (its part) what a placeholder stands for: a cell by its position, a marker (`m:`) or a
 *  button (`b:`) by the id it carries, a piece above the track by its `data-hb-piece` (board-plan.ts). */
export function onBoard(prior: Element | null): (key: string) => Element | undefined {
  const found = new Map<string, Element>();
  // Each element's key read once, the first of each kept.
  const add = (elements: Iterable<Element>, name: string, prefix = "") => {
    for (const el of elements) {
      const key = prefix + (el.getAttribute(name) ?? "");
      if (!found.has(key)) found.set(key, el);
    }
  };
  const track = prior?.querySelector(":scope > ol.hb-track");
  if (prior) add(prior.querySelectorAll(":scope > [data-hb-piece]"), "data-hb-piece");
  if (track) {
    add(track.children, "data-position");
    add(track.querySelectorAll("[data-participant-id]"), "data-participant-id", "m:");
    add(track.querySelectorAll("[data-button-id]"), "data-button-id", "b:");
  }
  return (key) => found.get(key);
}

/** Finds in the tracker part on screen what a placeholder stands for: the list of rows, or a piece of the GM's toolbar
 *  by its `data-hb-piece`. */
export function onScreenPieces(
  prior: HTMLElement | null,
): (key: string, placeholder: HTMLElement) => Element | null | undefined {
  return (key, placeholder) =>
    placeholder.localName === "ol" ? prior?.querySelector(ROWS) : prior?.querySelector(`[data-hb-piece="${key}"]`);
}

/** The rows on screen in `root` by combatant; a row planned to take another row's element (`keep.morph`) gets it,
 *  rewritten into the row (once, however often it is asked for). */
function rowsOnScreen(root: Element, keep: TrackerKeep): (id: string) => Element | null | undefined {
  const rows = new Map(
    [...root.querySelectorAll<HTMLElement>(`${ROWS} > li[data-combatant-id]`)].map((li) => [
      li.dataset.combatantId!,
      li,
    ]),
  );
  const morphed = new Map<string, Element | null>();
  return (id) => {
    const morph = keep.morph?.get(id);
    if (!morph || !keep.renderRow) return rows.get(id);
    // Stryker disable next-line ConditionalExpression: the rows are asked for once each (placeRows); once is the rule
    if (!morphed.has(id))
      morphed.set(id, morphRow(rows.get(morph.donor), rowSource(keep, id, morph.row, keep.renderRow)));
    return morphed.get(id);
  };
}

/** The rows drawn anew (`drawn`, tracker-rows.ts takeRows) and every other row put in their places in the list in
 *  `root`, in the order planned. False when that cannot be done (the caller redraws everything). */
export function placeTrackerRows(root: Element, drawn: ReadonlyMap<string, HTMLElement>, keep: TrackerKeep): boolean {
  const ol = root.querySelector(ROWS);
  // Stryker disable next-line ArrayDeclaration: without a plan's morph nothing is taken
  const taken = new Set([...(keep.morph?.values() ?? [])].map(({ donor }) => donor));
  return (
    !!ol &&
    !!keep.drawing &&
    placeRows(ol, [...keep.drawing.rows.signatures.keys()], drawn, rowsOnScreen(root, keep), taken)
  );
}

/**
 * The row `html` in the place of `donor` (a row on screen that is redrawn): `donor` rewritten into it, its form
 * controls reset to what the markup says (what was typed in the donor is its own: drafts are put back by row), as a
 * new element would be. If `donor` holds the focus, or the rewrite fails, `html` parsed takes its place instead.
 */
function morphRow(donor: Element | undefined, html: string): Element | null {
  if (!donor) return null;
  const doc = donor.ownerDocument;
  if (!donor.contains(doc.activeElement) && morphTo(donor, html)) {
    resetControls(donor);
    return donor;
  }
  const t = doc.createElement("template");
  t.innerHTML = html;
  const fresh = t.content.firstElementChild;
  // Stryker disable next-line ConditionalExpression,BlockStatement: placeRows puts the row in, the donor out, anyway
  if (fresh) {
    donor.replaceWith(fresh);
    resetControls(fresh);
  }
  return fresh;
}

/** Whether the render under way kept row `id` on screen as it was (not drawn anew, not rewritten into another's
 *  element): what a module appended to it is still there (EndeavorTrackerRenderOptions, api/hooks.ts). */
export const keptRow = (keep: TrackerKeep, id: string): boolean => !!keep.kept?.rows[id] && !keep.morph?.has(id);

/** The combatant ids of the rows the render under way drew anew or rewrote (none when its tracker part was not
 *  drawn), in screen order: what the render hooks are told (`redrawnRows`, api/hooks.ts). */
export function redrawnRows(keep: TrackerKeep, content: Element, drawn: boolean): string[] {
  if (!drawn) return [];
  const rows = content.querySelectorAll<HTMLElement>(`${ROWS} > li[data-combatant-id]`);
  return [...rows].map((li) => li.dataset.combatantId!).filter((id) => !keptRow(keep, id));
}

/**
 * What the render under way keeps on screen as it is, so that what was typed in it need not be read: its rows kept
 * (planTracker) but a row rewritten into another's element (`keep.morph`) and a row with odds (a draft there has its
 * odds redrawn after the render: live-forms.ts refreshOdds), and its toolbar's pieces kept. Reads only.
 */
export function keptOnScreen(prior: HTMLElement, keep: TrackerKeep): Set<Element> {
  const out = new Set<Element>();
  const kept = keep.kept;
  if (!kept) return out;
  const odds = new Set(
    [...prior.querySelectorAll("[data-hb-odds]")].map((figure) => figure.closest("li[data-combatant-id]")),
  );
  for (const li of prior.querySelectorAll<HTMLElement>(`${ROWS} > li[data-combatant-id]`)) {
    const id = li.dataset.combatantId!;
    if (keptRow(keep, id) && !odds.has(li)) out.add(li);
  }
  for (const piece of prior.querySelectorAll<HTMLElement>("[data-hb-piece]"))
    if (kept.gm[piece.dataset.hbPiece!]) out.add(piece);
  return out;
}

/** The subtrees of `root` that hold none of `kept` and are none of them: what a partial re-render draws anew. */
export function unkept(root: Element, kept: ReadonlySet<Element>): Element[] {
  if (!kept.size) return [root];
  const holding = new Set<Element>();
  for (const el of kept)
    // Stryker disable next-line ConditionalExpression,LogicalOperator: walked on to the root, the same ancestors
    for (let a = el.parentElement; a && !holding.has(a) && a !== root; a = a.parentElement) holding.add(a);
  const out: Element[] = [];
  const visit = (el: Element) => {
    for (const child of el.children) {
      if (holding.has(child)) visit(child);
      else if (!kept.has(child)) out.push(child);
    }
  };
  visit(root);
  return out;
}

/**
 * The tracker's part on screen is patched in place (patchKept) instead of core swapping a new one in, so only what
 * changed is restyled and laid out; focus, caret and scroll stay. If a kept piece is not on screen (something else
 * changed the part), the new part goes in whole and everything is drawn again at the next render (`rerender`).
 * `replace` is core's _replaceHTML for the given parts. The patched part stays the tracker's `parts.tracker`, its
 * part listeners already attached when core put it in: attaching them again would double them. `beforeChange` is
 * given, before anything on screen changes, what the render draws anew (the drafts to read: form-drafts.ts).
 */
export function replaceTracker(
  keep: TrackerKeep,
  result: Record<string, HTMLElement>,
  content: HTMLElement,
  replace: (parts: Record<string, HTMLElement>) => void,
  rerender: () => void,
  beforeChange: (redrawn: Element[]) => void = () => {},
): void {
  const part = result.tracker;
  const prior = content.querySelector<HTMLElement>('[data-application-part="tracker"]');
  let drawn = true;
  if (part?.querySelector(KEPT)) {
    const find = onScreenPieces(prior);
    beforeChange(prior ? unkept(content, keptOnScreen(prior, keep)) : [content]);
    const rows = takeRows(part);
    if (prior && patchKept(prior, part, find)) {
      const { tracker: _patched, ...others } = result;
      replace(others);
      drawn = !rows || placeTrackerRows(prior, rows, keep);
      keep.drawn = drawn ? keep.drawing : null;
      keep.redraw = !drawn;
      if (drawn) learnTurns(keep, prior);
      else rerender();
      return;
    }
    const restoreFocus = prior ? holdFocus(prior) : () => {};
    drawn = adoptKept(part, find).length === 0 && (!rows || placeTrackerRows(part, rows, keep));
    replace(result);
    restoreFocus();
  } else {
    beforeChange([content]);
    replace(result);
    if (!part) return;
  }
  keep.drawn = drawn ? keep.drawing : null;
  keep.redraw = !drawn;
  if (drawn) learnTurns(keep, part);
  else rerender();
}
