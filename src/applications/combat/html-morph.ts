// Makes an element on screen show what a piece of HTML would parse into, without parsing it (issue 32): the acting
// row's turn form is some 300 elements, nearly the same from one participant's turn to the next. Parsing it anew,
// inserting it and removing the old one costs more than everything else a re-render does; rewriting the few
// attributes and texts that differ in the element already on screen costs a walk. The HTML is our templates' output:
// tags are read here with a small scanner, checked node for node against what the browser parsed before (a tag, a
// text or a child count that differs is parsed by the browser after all, that element alone), so the result is
// always the browser's own parse. DOM only, no Foundry.

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Their content is text up to their end tag. */
const RAW = new Set(["script", "style", "textarea", "title"]);
/** The parser rewrites their content (a first newline dropped, template contents apart): always parsed. */
const PARSED = new Set(["pre", "listing", "template", "textarea", "title", "script", "style", "svg", "math"]);
const XHTML = "http://www.w3.org/1999/xhtml";
/** One attribute (name, then a double-, single- or un-quoted value), or the tag's end (group 5). */
const ATTR = /[\s/]*(?:([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|(>))/y;
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

interface Tag {
  name: string;
  attrs: [string, string][];
  children: (Tag | string)[];
  /** Where the element's HTML starts and ends in the source. */
  start: number;
  end: number;
}

/** Character references are read by the browser's own parser (engines differ on the odd ones), once per text: the
 *  same few (a name with an apostrophe, an ampersand) come back at every render. */
const decoded = new Map<string, string>();
function decode(raw: string, doc: Document, attribute: boolean): string {
  if (!raw.includes("&")) return raw;
  const key = (attribute ? "a" : "t") + raw;
  let value = decoded.get(key);
  if (value === undefined) {
    const t = doc.createElement("template");
    t.innerHTML = attribute ? `<i a="${raw.replaceAll('"', "&quot;")}"></i>` : raw;
    value = attribute ? t.content.firstElementChild?.getAttribute("a") ?? raw : t.content.textContent ?? raw;
    if (decoded.size > 1000) decoded.clear();
    decoded.set(key, value);
  }
  return value;
}

/** The element trees in `html` (start and end tags, texts, comments as `<!--…-->` strings). Null when it is not what
 *  our templates write (an end tag that closes nothing open, a carriage return, a doctype): the caller parses it. */
export function scan(html: string): Tag | null {
  if (html.includes("\r") || html.includes("\0")) return null;
  const root: Tag = { name: "#root", attrs: [], children: [], start: 0, end: html.length };
  const stack: Tag[] = [root];
  let textStart = 0;
  let i = 0;
  const flush = (to: number) => {
    if (to > textStart) stack.at(-1)!.children.push(html.slice(textStart, to));
  };
  for (;;) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      if (!html.startsWith("<!--", lt)) return null;
      const close = html.indexOf("-->", lt + 4);
      if (close < 0) return null;
      flush(lt);
      stack.at(-1)!.children.push(html.slice(lt, close + 3));
      i = textStart = close + 3;
      continue;
    }
    if (next === 47 /* / */) {
      if (!isLetter(html.charCodeAt(lt + 2))) return null;
      const close = html.indexOf(">", lt);
      if (close < 0) return null;
      flush(lt);
      const open = stack.at(-1)!;
      if (stack.length === 1 || open.name !== html.slice(lt + 2, close).trim().toLowerCase()) return null;
      open.end = close + 1;
      stack.pop();
      i = textStart = close + 1;
      continue;
    }
    if (!isLetter(next)) {
      // A "<" that starts no tag is text, as the parser reads it.
      i = lt + 1;
      continue;
    }
    flush(lt);
    let j = lt + 1;
    while (j < html.length && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 47 && html.charCodeAt(j) !== 62) j += 1;
    const tag: Tag = { name: html.slice(lt + 1, j).toLowerCase(), attrs: [], children: [], start: lt, end: -1 };
    for (;;) {
      ATTR.lastIndex = j;
      const m = ATTR.exec(html);
      if (!m) return null;
      j = ATTR.lastIndex;
      if (m[5] !== undefined) break;
      const name = m[1]!.toLowerCase();
      // The parser keeps an attribute's first occurrence.
      if (!tag.attrs.some(([n]) => n === name)) tag.attrs.push([name, m[2] ?? m[3] ?? m[4] ?? ""]);
    }
    i = textStart = j;
    stack.at(-1)!.children.push(tag);
    if (VOID.has(tag.name)) {
      tag.end = i;
    } else if (RAW.has(tag.name)) {
      const close = html.slice(i).search(new RegExp(`</${tag.name}`, "i"));
      const gt = close < 0 ? -1 : html.indexOf(">", i + close);
      if (gt < 0) return null;
      tag.end = i = textStart = gt + 1;
    } else stack.push(tag);
  }
  flush(html.length);
  return stack.length === 1 ? root : null;
}

const parse = (html: string, doc: Document): DocumentFragment => {
  const t = doc.createElement("template");
  t.innerHTML = html;
  return t.content;
};

/** The element's attributes become the tag's, in the tag's order (the order markup shows): only what differs is
 *  written (an attribute rewritten restyles what its selectors reach). */
function syncAttributes(el: Element, tag: Tag, doc: Document): void {
  const want = tag.attrs;
  const names = el.getAttributeNames();
  let same = names.length === want.length;
  for (let i = 0; same && i < names.length; i += 1) same = names[i] === want[i]![0];
  if (!same) for (const name of names) if (!want.some(([w]) => w === name)) el.removeAttribute(name);
  for (const [name, raw] of want) {
    const value = decode(raw, doc, true);
    if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  if (same) return;
  // Still out of order (an attribute removed and set again by a script since): written again in order.
  const now = el.getAttributeNames();
  if (now.every((name, i) => name === want[i]![0])) return;
  for (const name of now) el.removeAttribute(name);
  for (const [name, value] of want) el.setAttribute(name, decode(value, doc, true));
}

/** The browser's parse of each element `tag` in place of its `el`, all in one parse (each parsing alone costs the
 *  parser's set-up). False if the parse is not one element of each tag, in order. */
function reparse(jobs: readonly [el: Element, tag: Tag][], html: string, doc: Document): boolean {
  if (!jobs.length) return true;
  const fresh = parse(jobs.map(([, tag]) => html.slice(tag.start, tag.end)).join(""), doc);
  const parsed = [...fresh.childNodes];
  if (parsed.length !== jobs.length || parsed.some((n, i) => (n as Element).localName !== jobs[i]![1].name)) return false;
  jobs.forEach(([el], i) => el.replaceWith(parsed[i]!));
  return true;
}

/** Makes the children of `el` what the tag's children parse into, in one walk: texts and attributes rewritten where
 *  they differ, an element whose children are not of its tag's shape (an option more, a chip fewer) parsed anew.
 *  False when `el`'s own children are not of the tag's shape (the caller parses `el`). */
function syncChildren(el: Element, tag: Tag, html: string, doc: Document, jobs: [Element, Tag][]): boolean {
  let n = el.firstChild;
  for (const w of tag.children) {
    if (!n) return false;
    if (typeof w === "string") {
      const comment = w.startsWith("<!--");
      if (n.nodeType !== (comment ? Node.COMMENT_NODE : Node.TEXT_NODE)) return false;
      const value = comment ? w.slice(4, -3) : decode(w, doc, false);
      if (n.nodeValue !== value) n.nodeValue = value;
      n = n.nextSibling;
      continue;
    }
    if (n.nodeType !== Node.ELEMENT_NODE || (n as Element).localName !== w.name) return false;
    const child = n as Element;
    n = n.nextSibling;
    syncAttributes(child, w, doc);
    const mark = jobs.length;
    if (!PARSED.has(w.name) && syncChildren(child, w, html, doc, jobs)) continue;
    // Replaced whole (what was rewritten or queued inside it before the mismatch goes with it).
    jobs.length = mark;
    jobs.push([child, w]);
  }
  return n === null;
}

/**
 * Makes `el` (on screen) the element `html` parses into: its attributes (in order), texts and children, as the
 * browser would parse `html`, keeping every node whose place and tag are the same. `html` must hold one element, of
 * `el`'s tag (the root is never replaced). False when it does not, or the browser would not parse it into one
 * element: `el` may then be half changed, and the caller puts the parsed `html` in its place. What is not markup
 * (what was typed, ticked or chosen in form controls, focus) stays as it was: the caller resets it.
 */
export function morphTo(el: Element, source: string): boolean {
  const html = source.trim();
  const root = scan(html);
  const only = root?.children.length === 1 ? root.children[0] : undefined;
  if (!only || typeof only === "string" || only.name !== el.localName || PARSED.has(only.name) || el.namespaceURI !== XHTML) return false;
  const doc = el.ownerDocument;
  syncAttributes(el, only, doc);
  const jobs: [Element, Tag][] = [];
  if (syncChildren(el, only, html, doc, jobs)) return reparse(jobs, html, doc);
  // The root is kept: its children are parsed.
  const fresh = parse(html, doc);
  const parsed = fresh.firstElementChild;
  if (fresh.childNodes.length !== 1 || parsed?.localName !== el.localName) return false;
  el.replaceChildren(...parsed.childNodes);
  return true;
}

/**
 * The form controls in `root` as their markup says, as if just parsed (a form's reset, writing only what differs):
 * what was typed, ticked or chosen in them is dropped. A select without a `selected` option shows its first enabled
 * one; with several, the last. (The markup is read from the attributes, which defaultValue, defaultChecked and
 * defaultSelected reflect.)
 */
export function resetControls(root: Element): void {
  for (const c of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")) {
    if (c.localName === "select") {
      const select = c as HTMLSelectElement;
      const options = [...select.options];
      if (select.multiple) {
        for (const o of options) if (o.selected !== o.hasAttribute("selected")) o.selected = o.hasAttribute("selected");
        continue;
      }
      let chosen = -1;
      options.forEach((o, i) => {
        if (o.hasAttribute("selected")) chosen = i;
      });
      if (chosen < 0) chosen = options.findIndex((o) => !o.disabled && !(o.parentElement as HTMLOptGroupElement | null)?.disabled);
      if (select.selectedIndex !== chosen) select.selectedIndex = chosen;
    } else if (c.localName === "textarea") {
      if (c.value !== c.textContent) c.value = c.textContent ?? "";
    } else if ((c as HTMLInputElement).type === "checkbox" || (c as HTMLInputElement).type === "radio") {
      const box = c as HTMLInputElement;
      if (box.checked !== box.hasAttribute("checked")) box.checked = box.hasAttribute("checked");
    } else {
      const value = c.getAttribute("value") ?? "";
      if (c.value !== value) c.value = value;
    }
  }
}
