// Makes an element on screen show what a piece of HTML would parse into, without parsing it: the acting
// row's turn form is some 300 elements, nearly the same from one participant's turn to the next. Parsing it anew,
// inserting it and removing the old one costs more than everything else a re-render does; rewriting the few
// attributes and texts that differ in the element already on screen costs a walk. The HTML is our templates' output:
// tags are read with a small scanner (html-scan.ts) and matched with the DOM child for child; what does not match
// (children between those kept at both ends of a list, an element the parser rewrites) is parsed by the browser after
// all, in one parse inside its ancestors' tags, and checked, so the result is always the browser's own parse. The
// element remembers the HTML it was made to show: at its next morph only the subtrees whose HTML differs, or that a
// script wrote into since (a MutationObserver saw it), are looked at in the DOM. A morph can also be worked out while
// the browser is idle, for HTML drawn ahead (prepareMorph): at the command it then only writes. DOM only, no Foundry.

import { ends, kindOfNode } from "./dom-sync";
import { decode, PARSED, scan, XHTML, type Tag } from "./html-scan";
import {
  atOnce,
  kindOf,
  nodeTypeOf,
  parse,
  parseAll,
  replacing,
  splice,
  valueOf,
  type Child,
  type Piece,
  type Write,
} from "./morph-pieces";

/** The element's attributes become the tag's, in the tag's order (the order markup shows): only what differs is
 *  written (an attribute rewritten restyles what its selectors reach). */
function syncAttributes(el: Element, tag: Tag, doc: Document, write: Write): void {
  const want = tag.attrs;
  const names = el.getAttributeNames();
  // Written in place, the names kept stay in their order and those added come last: unless the names kept are the
  // first of the tag's, in its order (an attribute removed and set again by a script since), all are written again.
  const kept = names.filter((name) => want.some(([w]) => w === name));
  if (kept.some((name, i) => name !== want[i]![0])) {
    const values = want.map(([name, raw]) => [name, decode(raw, doc, true)] as const);
    write(() => {
      for (const name of el.getAttributeNames()) el.removeAttribute(name);
      for (const [name, value] of values) el.setAttribute(name, value);
    });
    return;
  }
  for (const name of names) if (!kept.includes(name)) write(() => el.removeAttribute(name));
  for (const [name, raw] of want) {
    const value = decode(raw, doc, true);
    if (el.getAttribute(name) !== value) write(() => el.setAttribute(name, value));
  }
}

/** What an element on screen was last made to show by morphTo: that HTML and its tree, checked node for
 *  node against the DOM then, and what has been written into the element since (a script redrawing the odds, a step
 *  opened, a summary clicked), as a MutationObserver saw it. */
interface Shown {
  /** Null while only watched (learnLater): what it shows is not yet known. */
  html: string | null;
  tree: Tag | null;
  observer: MutationObserver;
  records: MutationRecord[];
}
const shown = new WeakMap<Element, Shown>();
const MAX_RECORDS = 500;
/** Elements that are the browser's own parse of their HTML in a Shown's tree (parsed anew by a morph): their nodes
 *  need not be the scanner's, so they are kept while their HTML is the same and parsed anew when it is not. */
const opaque = new WeakSet<Node>();

/** What a diff against a Shown must look at in the DOM: the nodes whose attributes (`attrs`) or whose children or
 *  text (`content`) were written to since, and the elements holding them (`holding`: not everything inside them is
 *  as the tree says). */
interface Since {
  attrs: Set<Node>;
  content: Set<Node>;
  holding: Set<Node>;
}

function since(el: Element, records: readonly MutationRecord[]): Since {
  const s: Since = { attrs: new Set(), content: new Set(), holding: new Set() };
  for (const { type, target } of records) {
    (type === "attributes" ? s.attrs : s.content).add(target);
    // Stryker disable next-line ConditionalExpression: the ancestors above `el` are never asked about
    for (let n = target.parentNode; n && n !== el.parentNode && !s.holding.has(n); n = n.parentNode) s.holding.add(n);
  }
  return s;
}

/** Whether two tags have the same attributes (same source), so that the element's need not be read. */
// Stryker disable BlockStatement,ConditionalExpression,EqualityOperator,ArrowFunction: false, the element's attributes
// are read and compared instead, with the same writes (true where they differ is tested)
function sameAttrs(a: Tag, b: Tag): boolean {
  if (a.attrs.length !== b.attrs.length) return false;
  return a.attrs.every(([n, v], i) => b.attrs[i]![0] === n && b.attrs[i]![1] === v);
}
// Stryker restore BlockStatement,ConditionalExpression,EqualityOperator,ArrowFunction
/** Whether two elements' HTML is the same string (the lengths first: most differ in length). */
function sameSource(a: Tag, aHtml: string, b: Tag, bHtml: string): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: the strings compared instead
  if (a.end - a.start !== b.end - b.start) return false;
  return aHtml.slice(a.start, a.end) === bHtml.slice(b.start, b.end);
}

/** Makes the children of `el` what the tag's children parse into, in one walk: texts and attributes rewritten where
 *  they differ, what lies between the children that keep their places at both ends (ends) replaced, an element that
 *  the parser rewrites replaced whole (pieces, parsed afterwards). */
function syncChildren(el: Element, tag: Tag, html: string, doc: Document, pieces: Piece[], write: Write): void {
  const nodes = [...el.childNodes];
  const want = tag.children;
  const [start, end] = ends(nodes.map(kindOfNode), want.map(kindOf));
  const sync = (n: ChildNode, w: Child) => {
    if (typeof w === "string") {
      const value = valueOf(w, doc);
      if (n.nodeValue !== value) write(() => void (n.nodeValue = value));
      return;
    }
    const child = n as Element;
    syncAttributes(child, w, doc, write);
    if (PARSED.has(w.name)) pieces.push(replacing(child, w, html));
    else syncChildren(child, w, html, doc, pieces, write);
  };
  for (let i = 0; i < start; i += 1) sync(nodes[i]!, want[i]!);
  for (let i = 1; i <= end; i += 1) sync(nodes[nodes.length - i]!, want[want.length - i]!);
  splice(
    el,
    nodes.slice(start, nodes.length - end),
    want.slice(start, want.length - end),
    nodes[nodes.length - end] ?? null,
    html,
    pieces,
    write,
  );
}

/** syncChildren against the tree `el` was last made to show instead of the DOM: a subtree whose HTML is the same
 *  string, and that nothing wrote into since, is skipped without touching the DOM; what was written to (a script's
 *  attribute, text or children) is compared with the DOM as syncChildren does. Same result as syncChildren. */
function diffChildren(
  el: Element,
  old: Tag,
  oldHtml: string,
  tag: Tag,
  html: string,
  doc: Document,
  pieces: Piece[],
  s: Since,
  write: Write,
): void {
  const nodes = [...el.childNodes];
  // A child added or removed since is a record on `el` itself (content).
  // Stryker disable next-line ConditionalExpression: see above
  if (s.content.has(el) || nodes.length !== old.children.length) return syncChildren(el, tag, html, doc, pieces, write);
  const want = tag.children;
  const [start, end] = ends(old.children.map(kindOf), want.map(kindOf));
  const diff = (n: ChildNode, o: Child, w: Child) => {
    if (typeof w === "string") {
      // Stryker disable next-line ConditionalExpression: the DOM's text compared instead, the same writes
      if (o !== w || s.content.has(n)) {
        const value = valueOf(w, doc);
        if (n.nodeValue !== value) write(() => void (n.nodeValue = value));
      }
      return;
    }
    // Of the same kind: an element of the same tag.
    const was = o as Tag;
    const child = n as Element;
    const attrs = s.attrs.has(child);
    const inside = s.holding.has(child) || s.content.has(child);
    // Stryker disable next-line ConditionalExpression: walked deeper instead, the same writes
    if (!attrs && !inside && sameSource(was, oldHtml, w, html)) return;
    // Stryker disable next-line ConditionalExpression: the DOM's attributes compared instead, the same writes
    if (attrs || !sameAttrs(was, w)) syncAttributes(child, w, doc, write);
    // An element parsed anew by the browser is diffed no deeper: kept whole while its HTML and content are the same.
    if (opaque.has(child) || PARSED.has(w.name)) {
      if (inside || !sameSource(was, oldHtml, w, html)) pieces.push(replacing(child, w, html));
      return;
    }
    diffChildren(child, was, oldHtml, w, html, doc, pieces, s, write);
  };
  for (let i = 0; i < start; i += 1) diff(nodes[i]!, old.children[i]!, want[i]!);
  for (let i = 1; i <= end; i += 1)
    diff(nodes[nodes.length - i]!, old.children[old.children.length - i]!, want[want.length - i]!);
  splice(
    el,
    nodes.slice(start, nodes.length - end),
    want.slice(start, want.length - end),
    nodes[nodes.length - end] ?? null,
    html,
    pieces,
    write,
  );
}

/** Starts watching what is written into `el` (its memory: what it shows, null until known). */
function watch(el: Element, html: string | null, tree: Tag | null): Shown {
  const records: MutationRecord[] = [];
  // A row written to all along (a long turn, a live sum retyped) is walked whole at its next morph instead.
  const observer = new MutationObserver((list) => {
    records.push(...list);
    if (records.length > MAX_RECORDS) forget(el);
  });
  observer.observe(el, { subtree: true, attributes: true, childList: true, characterData: true });
  const known = { html, tree, observer, records };
  shown.set(el, known);
  return known;
}

/** What was written into the element since it was last made to show its HTML: the observer's queue moved to the
 *  records (its callback pushes what it delivers there), so that reading them loses none. */
function recordsOf(known: Shown): MutationRecord[] {
  known.records.push(...known.observer.takeRecords());
  return known.records;
}

/** Remembers that `el` now shows `html` (its tree `tree`), watching what is written into it from now on. */
function remember(el: Element, html: string, tree: Tag): void {
  const known = shown.get(el);
  if (!known) return void watch(el, html, tree);
  known.observer.takeRecords();
  known.records.length = 0;
  Object.assign(known, { html, tree });
}

/** Whether the DOM under `el` is, node for node, what `tag` parses into, where nothing was written since (`s`: what
 *  was is compared with the DOM at the next morph). Reads only. */
function shows(el: Element, tag: Tag, html: string, doc: Document, s: Since): boolean {
  if (!s.attrs.has(el)) {
    const names = el.getAttributeNames();
    if (
      names.length !== tag.attrs.length ||
      tag.attrs.some(([name, raw], i) => names[i] !== name || el.getAttribute(name) !== decode(raw, doc, true))
    )
      return false;
  }
  if (s.content.has(el)) return true;
  if (PARSED.has(tag.name)) {
    // The parser's own rewrite: compared with a parse of its HTML, and kept whole like an element a morph parsed.
    const fresh = parse(html.slice(tag.start, tag.end), doc).firstChild;
    if (s.holding.has(el) || !fresh || !el.isEqualNode(fresh)) return false;
    opaque.add(el);
    return true;
  }
  let n = el.firstChild;
  for (const w of tag.children) {
    if (!n) return false;
    // (A text's or comment's localName is undefined: no element's.)
    if (typeof w === "string") {
      if (n.nodeType !== nodeTypeOf(w) || (!s.content.has(n) && n.nodeValue !== valueOf(w, doc))) return false;
    } else if ((n as Element).localName !== w.name || !shows(n as Element, w, html, doc, s)) return false;
    n = n.nextSibling;
  }
  return n === null;
}

/**
 * `el` was just parsed from HTML that `source` gives again (a row drawn in a full render): what scripts write into it
 * is watched from now on, and `later` (when the browser is idle) the HTML is scanned and checked node for node against
 * the DOM, and remembered if it is what the DOM shows — so that `el`'s first morph is a diff, not a walk of its every
 * node, with that walk done off the user's command. Nothing is remembered if anything else happened to `el` first (a
 * morph, removal) or the HTML is not what it shows. Writes nothing to the DOM.
 */
export function learnLater(el: Element, source: () => string, later: (job: () => void) => void): void {
  if (shown.has(el) || el.namespaceURI !== XHTML) return;
  const known = watch(el, null, null);
  later(() => {
    if (shown.get(el) !== known || known.tree) return;
    if (!el.isConnected) return void forget(el);
    const html = source().trim();
    const only = elementOf(el, html);
    if (only && shows(el, only, html, el.ownerDocument, since(el, recordsOf(known))))
      Object.assign(known, { html, tree: only });
    else forget(el);
  });
}

/** Whether `el` remembers what it shows (tests, the bench). */
export const remembers = (el: Element): boolean => !!shown.get(el)?.tree;

/** Forgets what `el` was made to show (its children parsed anew, or written to too often): its next morph walks the
 *  DOM. */
function forget(el: Element): void {
  const known = shown.get(el);
  if (!known) return;
  known.observer.disconnect();
  shown.delete(el);
}

/** A morph worked out: the HTML and its tree, the pieces parsed (with the nodes they parse into) to put in last. */
interface Morph {
  html: string;
  tree: Tag;
  pieces: Piece[];
  parsed: ChildNode[][];
}

/** The one element `html` holds, if it is of `el`'s tag (and one the parser does not rewrite). */
function elementOf(el: Element, html: string): Tag | null {
  const root = scan(html);
  const only = root?.children.length === 1 ? root.children[0] : undefined;
  return typeof only === "object" && only.name === el.localName && !PARSED.has(only.name) ? only : null;
}

/** Works out `el`'s morph to `source`, its writes sent to `write`; false when `source` is not one element of `el`'s
 *  tag, true when the browser would not parse it into the nodes wanted. */
function planMorph(el: Element, source: string, write: Write): Morph | boolean {
  const html = source.trim();
  const only = el.namespaceURI === XHTML ? elementOf(el, html) : null;
  if (!only) return false;
  const doc = el.ownerDocument;
  const known = shown.get(el);
  const pieces: Piece[] = [];
  syncAttributes(el, only, doc, write);
  if (known?.tree)
    diffChildren(el, known.tree, known.html!, only, html, doc, pieces, since(el, recordsOf(known)), write);
  else syncChildren(el, only, html, doc, pieces, write);
  const parsed = parseAll(el, pieces, doc);
  return parsed ? { html, tree: only, pieces, parsed } : true;
}

/** The pieces put in, last first (a list's new middle goes in before a child kept at its end is replaced: its piece
 *  came earlier), and what `el` now shows remembered. */
function finish(el: Element, { html, tree, pieces, parsed }: Morph): void {
  for (let i = pieces.length - 1; i >= 0; i -= 1) {
    for (const n of parsed[i]!) opaque.add(n);
    pieces[i]!.put(parsed[i]!);
  }
  remember(el, html, tree);
}

/** A morph worked out while the browser was idle (prepareMorph), its writes not yet done: good only while `el`
 *  shows what it did then (nothing written into it since, not morphed since). */
interface Prepared {
  source: string;
  known: Shown;
  records: number;
  writes: (() => void)[];
  morph: Morph;
}
const prepared = new WeakMap<Element, Prepared>();

/**
 * Works out `el`'s morph to `source` now (when the browser is idle) for a morphTo with that very `source` later (the
 * next turn's form drawn ahead: turn-ahead.ts): the DOM is read and the new pieces parsed now, nothing is written. A
 * later morphTo then only writes, unless anything was written into `el` since (its observer saw it), `el` was morphed
 * since, or the source differs: it then works the morph out as usual. `el` must be watched (learnLater, or a morph
 * before); the last preparation for `el` is the one kept.
 */
export function prepareMorph(el: Element, source: string): boolean {
  prepared.delete(el);
  const known = shown.get(el);
  if (!known) return false;
  const writes: (() => void)[] = [];
  const morph = planMorph(el, source, (write) => void writes.push(write));
  if (typeof morph === "boolean") return false;
  prepared.set(el, { source, known, records: recordsOf(known).length, writes, morph });
  return true;
}

/** Whether `el` has a morph prepared for `source` and still good (tests, the bench). */
export const isPrepared = (el: Element, source: string): boolean => {
  const ready = prepared.get(el);
  return !!ready && ready.source === source && stillGood(el, ready);
};
/** Nothing written into `el` since, as its observer (still the one watching) saw it. (Learning what it shows since
 *  writes nothing: the morph worked out from the DOM is still good.) */
const stillGood = (el: Element, ready: Prepared) =>
  shown.get(el) === ready.known && recordsOf(ready.known).length === ready.records;

/**
 * Makes `el` (on screen) the element `html` parses into: its attributes (in order), texts and children, as the
 * browser would parse `html`, keeping every node whose place and tag are the same. `html` must hold one element, of
 * `el`'s tag (the root is never replaced). False when it does not, or the browser would not parse it into one
 * element: `el` may then be half changed, and the caller puts the parsed `html` in its place. What is not markup
 * (what was typed, ticked or chosen in form controls, focus) stays as it was: the caller resets it. An element this
 * made show some HTML before is rewritten from the difference between the two (what scripts wrote into it since is
 * compared with the DOM), not from a walk of all its nodes; a morph prepared for `html` (prepareMorph) only writes.
 */
export function morphTo(el: Element, source: string): boolean {
  const ready = prepared.get(el);
  prepared.delete(el);
  if (ready?.source === source && stillGood(el, ready)) {
    for (const write of ready.writes) write();
    finish(el, ready.morph);
    return true;
  }
  const morph = planMorph(el, source, atOnce);
  if (typeof morph === "boolean") {
    if (morph) forget(el);
    return false;
  }
  finish(el, morph);
  return true;
}
