// Re-render only what changed (issue 32): the tracker and the track board still compute their whole context (it is
// pure and cheap), but a row, a piece of the GM's toolbar or a board cell whose context equals the one it was last drawn from is
// rendered as an empty placeholder carrying its key. The part on screen is then patched in place (patchKept): what
// was rendered anew replaces what it redraws, kept elements never leave the document, so the browser restyles and
// lays out only what changed. A kept element keeps everything the user did to it (typed values, focus and caret, an
// open <details>), as if nothing had re-rendered. DOM only, no Foundry: the applications, the harness and the bench
// use it. The acting row's turn form (some 300 elements) moves on with the turn: the row that takes the turn takes the
// element of the row whose turn it was, rewritten where they differ (html-morph.ts), instead of a new one parsed; the
// row that gave it up takes the other's element in return.
import { alike, syncTo } from "./dom-sync";
import { learnLater, morphTo, resetControls } from "./html-morph";
import { placeRows, ROWS, takeRows } from "./tracker-rows";
import { template } from "../shared/templates";

/** What each keyed piece of a part now on screen was drawn from: `scope` (what every piece reads besides its own
 *  context: the viewer, the edition, the Combat shown …) and one signature per key. */
export interface Drawn {
  scope: string;
  signatures: Map<string, string>;
}

/** The pieces to keep: `kept[key]` is true for each piece drawn from the same context as the one on screen. */
export interface KeepPlan {
  kept: Record<string, true>;
  next: Drawn;
}

/**
 * Compares each piece's context with what is on screen. `prior` null (a first render, explicit parts, the user's own
 * action …) or drawn in another scope keeps nothing. A piece's signature is its context as JSON: the templates of
 * the pieces read nothing else but what `scope` names.
 */
export function planKeep(pieces: Iterable<readonly [key: string, context: unknown]>, prior: Drawn | null, scope: string): KeepPlan {
  const reuse = prior?.scope === scope ? prior.signatures : null;
  const kept: Record<string, true> = {};
  const signatures = new Map<string, string>();
  for (const [key, context] of pieces) {
    const signature = JSON.stringify(context) ?? "";
    signatures.set(key, signature);
    if (reuse?.get(key) === signature) kept[key] = true;
  }
  return { kept, next: { scope, signatures } };
}

/** The placeholders the templates render for kept pieces (`data-hb-kept="<key>"`). */
export const KEPT = "[data-hb-kept]";

/**
 * Moves each kept piece from what is on screen into its placeholder in the newly rendered part. `find` looks a
 * placeholder's key up in the part on screen. Returns the keys it could not find (the placeholder stays: the caller
 * then renders in full).
 */
export function adoptKept(part: HTMLElement, find: (key: string, placeholder: HTMLElement) => Element | null | undefined): string[] {
  const missing: string[] = [];
  for (const placeholder of part.querySelectorAll<HTMLElement>(KEPT)) {
    const key = placeholder.dataset.hbKept ?? "";
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
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  let range: [number | null, number | null] = [null, null];
  try {
    if (text) range = [active.selectionStart, active.selectionEnd];
  } catch {
    // Inputs without a selection (number, checkbox …) throw on selectionStart in some engines.
  }
  return () => {
    if (!active.isConnected || active.ownerDocument.activeElement === active) return;
    active.focus({ preventScroll: true });
    if (text && range[0] !== null) {
      try {
        active.setSelectionRange(range[0], range[1]);
      } catch {
        // As above.
      }
    }
  };
}

/**
 * Makes `prior` (the part on screen) show `next` (the part just rendered, kept pieces as placeholders) without moving
 * the kept pieces: the elements that hold placeholders (the list, the bar) are matched with the ones on screen that
 * hold the kept pieces and patched child by child — attributes copied, stale nodes removed, new ones inserted, a
 * node drawn equal to the one on screen in its place (isEqualNode) reused, one standing for the same thing rewritten. `next` is consumed. False, and nothing
 * changed on screen, when a kept piece is not found or the part's structure around the kept pieces differs (the
 * caller then swaps the part in whole).
 */
export function patchKept(prior: HTMLElement, next: HTMLElement, find: (key: string, placeholder: HTMLElement) => Element | null | undefined): boolean {
  const kept = new Map<Node, Element>();
  const containers = new Map<Element, Element>([[next, prior]]);
  for (const placeholder of next.querySelectorAll<HTMLElement>(KEPT)) {
    const onScreen = find(placeholder.dataset.hbKept ?? "", placeholder);
    if (!onScreen || !prior.contains(onScreen) || onScreen === prior) return false;
    kept.set(placeholder, onScreen);
    // The placeholder's ancestors up to the part must be the kept element's, level for level.
    let a = placeholder.parentElement;
    let b = onScreen.parentElement;
    while (a && b && a !== next) {
      const known = containers.get(a);
      if (known && known !== b) return false;
      if (a.localName !== b.localName || b === prior) return false;
      containers.set(a, b);
      a = a.parentElement;
      b = b.parentElement;
    }
    if (a !== next || b !== prior) return false;
  }
  const patch = (onScreen: Element, drawn: Element) => {
    for (const { name } of [...onScreen.attributes]) if (!drawn.hasAttribute(name)) onScreen.removeAttribute(name);
    for (const { name, value } of drawn.attributes) if (onScreen.getAttribute(name) !== value) onScreen.setAttribute(name, value);
    const staying = new Set<Node>();
    for (const child of drawn.childNodes) {
      const target = kept.get(child) ?? (child instanceof Element ? containers.get(child) : undefined);
      if (target) staying.add(target);
    }
    let cursor = onScreen.firstChild;
    const drop = (until: (n: ChildNode) => boolean) => {
      while (cursor && !staying.has(cursor) && !until(cursor)) {
        const stale: ChildNode = cursor;
        cursor = cursor.nextSibling;
        stale.remove();
      }
    };
    for (const child of [...drawn.childNodes]) {
      const target = kept.get(child) ?? (child instanceof Element ? containers.get(child) : undefined);
      if (target) {
        if (child instanceof Element && containers.has(child)) patch(target, child);
        drop(() => false);
        if (cursor === target) cursor = target.nextSibling;
        else onScreen.insertBefore(target, cursor);
        continue;
      }
      // What is drawn as it is on screen (the template's whitespace between kept pieces, the bar's unchanged lines) is
      // reused, not replaced: nothing to restyle or lay out.
      const same = (n: ChildNode) => !staying.has(n) && n.isEqualNode(child);
      // Else an element on screen standing for the same thing (the bar's line of whose turn it is, a row redrawn) is
      // rewritten into the one drawn where they differ (dom-sync.ts).
      const like = (n: ChildNode) => !staying.has(n) && n instanceof Element && child instanceof Element && alike(n, child);
      drop((n) => same(n) || like(n));
      if (cursor && same(cursor)) cursor = cursor.nextSibling;
      else if (cursor && like(cursor)) {
        syncTo(cursor as Element, child as Element);
        cursor = cursor.nextSibling;
      } else onScreen.insertBefore(child, cursor);
    }
    drop(() => false);
  };
  patch(prior, next);
  return true;
}

/** The tracker's state between renders: what its rows and GM toolbar on screen were drawn from, what the render under
 *  way draws, and whether the next render redraws everything (a first render, parts named by the caller, the user's
 *  own action — their forms start afresh —, a kept row not found on screen). */
export interface TrackerKeep {
  drawn: TrackerDrawn | null;
  drawing: TrackerDrawn | null;
  redraw: boolean;
  /** This render's rows drawn into the element of another row redrawn (or their own): row id → that row and the row's
   *  context (planTracker). */
  morph?: Map<string, { donor: string; row: unknown }>;
  /** One row's HTML as the tracker's template draws it (rowHtml), given by whoever renders the tracker; without it
   *  no row is morphed. */
  renderRow?: (row: unknown) => string;
  /** Runs a job when the browser is idle (learnTurns); given with renderRow. */
  later?: (job: () => void) => void;
  /** This render's rows drawn with the acting turn's form: row id → the row's context (planTracker). */
  turnRows?: Map<string, unknown>;
  /** What this render keeps (planTracker): rows by combatant, toolbar pieces by key. */
  kept?: { rows: Record<string, true>; gm: Record<string, true> };
}

/** What the rows and toolbar on screen were drawn from; `turns`: the rows drawn with the acting turn's form. */
interface TrackerDrawn {
  rows: Drawn;
  gm: Drawn;
  turns?: ReadonlySet<string>;
}

/** The row template, as tracker.hbs calls it: alone on its line, so Handlebars indents each of its lines as the call. */
const ROW_TEMPLATE = template("combat/tracker-row.hbs");
const ROW_INDENT = "    ";
export function rowHtml(render: (path: string, context: object) => string, row: unknown): string {
  const lines = render(ROW_TEMPLATE, { row }).split("\n");
  // Handlebars' invokePartial: every line but a last empty one.
  return lines.map((line, i) => (!line && i === lines.length - 1 ? line : ROW_INDENT + line)).join("\n");
}

/** The GM's toolbar (gm-toolbar.hbs) in two pieces: its first row (Undo, which names the last command, so it changes
 *  at every command) and its folded track tools with their lists of participants, which seldom change. The tie's
 *  row between them is small and always drawn. A field not named here (a new one) counts for both pieces. */
type GmContext = { canUndo?: unknown; undo?: unknown; canEndTurn?: unknown; tie?: unknown; owners?: unknown; buttonKinds?: unknown; delayed?: unknown };
function gmPieces({ canUndo, undo, canEndTurn, tie: _tie, owners, buttonKinds, delayed, ...other }: GmContext) {
  return [["gmActions", { canUndo, undo, canEndTurn, other }], ["gmTrack", { owners, buttonKinds, delayed, other }]] as const;
}

/** The tracker's rows and toolbar pieces drawn from the same context as the ones on screen are kept (placeholders in
 *  the template). Everything they read besides their own context is in `scope`: the viewer, the edition, the Combat. */
export function planTracker(keep: TrackerKeep, endeavor: { started?: boolean; rows?: readonly { id: string; turn?: unknown }[]; gm?: GmContext | null }, scope: string) {
  keep.drawing = null;
  keep.morph = new Map();
  keep.turnRows = undefined;
  keep.kept = undefined;
  if (!endeavor.started || !endeavor.rows) return null;
  const prior = keep.redraw ? null : keep.drawn;
  const rows = planKeep(endeavor.rows.map((row) => [row.id, row] as const), prior?.rows ?? null, scope);
  const gm = planKeep(endeavor.gm ? gmPieces(endeavor.gm) : [], prior?.gm ?? null, scope);
  keep.turnRows = new Map(endeavor.rows.filter((row) => row.turn).map((row) => [row.id, row]));
  const turns = new Set(keep.turnRows.keys());
  // A row redrawn with a turn takes the element of a row redrawn that showed one (its own first): a placeholder in the
  // template, like a kept row; onScreenPieces rewrites that element into the row.
  if (keep.renderRow && prior?.rows.scope === scope) {
    const donors = [...prior.turns ?? []].filter((id) => !rows.kept[id]);
    const takers = endeavor.rows.filter((row) => row.turn && !rows.kept[row.id]);
    const pairs = takers.filter((row) => donors.includes(row.id)).map((row) => [row, row.id] as const);
    const free = donors.filter((id) => !pairs.some(([row]) => row.id === id));
    for (const row of takers.filter((r) => !donors.includes(r.id))) if (free.length) pairs.push([row, free.shift()!]);
    for (const [row, donor] of pairs) {
      rows.kept[row.id] = true;
      keep.morph.set(row.id, { donor, row });
    }
    // In return, the row that gave its turn up takes the element of the row that took it: two rows rewritten, none
    // parsed (a new row costs more to style and lay out than the few attributes and texts that differ).
    for (const [row, donor] of pairs) {
      const back = endeavor.rows.find((r) => r.id === donor);
      if (donor === row.id || !back || back.turn || rows.kept[donor] || !prior.rows.signatures.has(row.id)) continue;
      rows.kept[donor] = true;
      keep.morph.set(donor, { donor: row.id, row: back });
    }
  }
  keep.drawing = { rows: rows.next, gm: gm.next, turns };
  keep.kept = { rows: rows.kept, gm: gm.kept };
  // Rows on screen drawn in this scope: the list is drawn as a placeholder holding only the rows redrawn, each put in
  // its place on screen after (tracker-rows.ts).
  return { rows: rows.kept, gm: gm.kept, keyed: prior?.rows.scope === scope };
}

/** Finds in the tracker part on screen what a placeholder stands for: the list of rows, or a piece of the GM's toolbar
 *  by its `data-hb-piece`. */
export function onScreenPieces(prior: HTMLElement | null): (key: string, placeholder: HTMLElement) => Element | null | undefined {
  return (key, placeholder) => (placeholder.localName === "ol" ? prior?.querySelector(ROWS) : prior?.querySelector(`[data-hb-piece="${key}"]`));
}

/** The rows on screen in `root` by combatant; a row planned to take another row's element (`keep.morph`) gets it,
 *  rewritten into the row (once, however often it is asked for). */
function rowsOnScreen(root: Element, keep: TrackerKeep): (id: string) => Element | null | undefined {
  const rows = new Map([...root.querySelectorAll<HTMLElement>(`${ROWS} > li[data-combatant-id]`)].map((li) => [li.dataset.combatantId!, li]));
  const morphed = new Map<string, Element | null>();
  return (id) => {
    const morph = keep.morph?.get(id);
    if (!morph || !keep.renderRow) return rows.get(id);
    if (!morphed.has(id)) morphed.set(id, morphRow(rows.get(morph.donor), keep.renderRow(morph.row)));
    return morphed.get(id);
  };
}

/** The rows drawn anew (`drawn`, tracker-rows.ts takeRows) and every other row put in their places in the list in
 *  `root`, in the order planned. False when that cannot be done (the caller redraws everything). */
export function placeTrackerRows(root: Element, drawn: ReadonlyMap<string, HTMLElement>, keep: TrackerKeep): boolean {
  const ol = root.querySelector(ROWS);
  const taken = new Set([...keep.morph?.values() ?? []].map(({ donor }) => donor));
  return !!ol && !!keep.drawing && placeRows(ol, [...keep.drawing.rows.signatures.keys()], drawn, rowsOnScreen(root, keep), taken);
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
  if (fresh) donor.replaceWith(fresh);
  return fresh;
}

/**
 * The rows drawn with the acting turn's form in `part` (on screen, just rendered) learn, when the browser is idle,
 * the HTML they show (html-morph.ts learnLater): a row whose element the next turn takes is then rewritten from a
 * diff, not walked whole, at the next command. Rows morphed into (already known) are left as they are.
 */
export function learnTurns(keep: TrackerKeep, part: HTMLElement): void {
  const { renderRow, later, turnRows } = keep;
  if (!renderRow || !later || !turnRows?.size) return;
  // Rows found by their data attribute read, not by a selector built from the id (an id may need escaping).
  for (const li of part.querySelectorAll<HTMLElement>("ol.hb-endeavor-rows > li[data-combatant-id]")) {
    const row = turnRows.get(li.dataset.combatantId!);
    if (row) learnLater(li, () => renderRow(row), later);
  }
}

/**
 * What the render under way keeps on screen as it is, so that what was typed in it need not be read: its rows kept
 * (planTracker) but a row rewritten into another's element (`keep.morph`) and a row with odds (a draft there has its
 * odds redrawn after the render: tracker-actions.ts refreshOdds), and its toolbar's pieces kept. Reads only.
 */
export function keptOnScreen(prior: HTMLElement, keep: TrackerKeep): Set<Element> {
  const out = new Set<Element>();
  const kept = keep.kept;
  if (!kept) return out;
  const odds = new Set([...prior.querySelectorAll("[data-hb-odds]")].map((figure) => figure.closest("li[data-combatant-id]")));
  for (const li of prior.querySelectorAll<HTMLElement>(`${ROWS} > li[data-combatant-id]`)) {
    const id = li.dataset.combatantId!;
    if (kept.rows[id] && !keep.morph?.has(id) && !odds.has(li)) out.add(li);
  }
  for (const piece of prior.querySelectorAll<HTMLElement>("[data-hb-piece]")) if (kept.gm[piece.dataset.hbPiece!]) out.add(piece);
  return out;
}

/** The subtrees of `root` that hold none of `kept` and are none of them: what a partial re-render draws anew. */
export function unkept(root: Element, kept: ReadonlySet<Element>): Element[] {
  if (!kept.size) return [root];
  const holding = new Set<Element>();
  for (const el of kept) for (let a = el.parentElement; a && !holding.has(a) && a !== root; a = a.parentElement) holding.add(a);
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
export function replaceTracker(keep: TrackerKeep, result: Record<string, HTMLElement>, content: HTMLElement,
  replace: (parts: Record<string, HTMLElement>) => void, rerender: () => void, beforeChange: (redrawn: Element[]) => void = () => {}): void {
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
