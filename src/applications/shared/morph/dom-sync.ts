// Makes an element on screen what a newly parsed one is, node for node, keeping the nodes the two share: a
// row, a line of the bar or a board cell drawn anew in the place of the one on screen is rewritten where it differs
// instead of replacing it, so the browser restyles and lays out only what changed. The new element was parsed where it
// goes (in the part the template drew), so its nodes, moved in where the two differ, are the parser's own. DOM only.

/** What a node is, to line two lists of children up: a text, a comment, or an element of some tag (an element's
 *  children in HTML are nothing else). */
export const kindOfNode = (n: Node): string =>
  n.nodeType === Node.ELEMENT_NODE ? (n as Element).localName : n.nodeType === Node.TEXT_NODE ? "#text" : "#comment";

/** How many children keep their places, at the start and at the end of two lists of kinds: the longest runs of the
 *  same kinds (a list grown by an option, a chip fewer, a <b> become an <i>: only what lies between changes). */
export function ends(was: readonly string[], now: readonly string[]): [start: number, end: number] {
  const n = Math.min(was.length, now.length);
  let start = 0;
  while (start < n && was[start] === now[start]) start += 1;
  let end = 0;
  while (end < n - start && was[was.length - 1 - end] === now[now.length - 1 - end]) end += 1;
  return [start, end];
}

/** What makes an element the one it is to the user: rewriting a row, a piece, a cell or a field into another one would
 *  carry what was typed, ticked or focused in it across. */
const IDENTITY = ["id", "name", "data-combatant-id", "data-hb-piece", "data-position"];

/** Whether `a` on screen may be rewritten into `b`: the same tag, standing for the same thing. */
export const alike = (a: Element, b: Element): boolean =>
  a.localName === b.localName &&
  a.namespaceURI === b.namespaceURI &&
  IDENTITY.every((name) => a.getAttribute(name) === b.getAttribute(name));

/** The attributes of `a` made `b`'s, in `b`'s order (the order a parse gives). */
function syncAttributes(a: Element, b: Element): void {
  const want = b.getAttributeNames();
  const names = a.getAttributeNames();
  for (const name of names) if (!b.hasAttribute(name)) a.removeAttribute(name);
  for (const name of want)
    if (a.getAttribute(name) !== b.getAttribute(name)) a.setAttribute(name, b.getAttribute(name)!);
  const now = a.getAttributeNames();
  if (now.every((name, i) => name === want[i])) return;
  for (const name of now) a.removeAttribute(name);
  for (const name of want) a.setAttribute(name, b.getAttribute(name)!);
}

/** `a` (on screen) made, node for node, what `b` is: attributes and texts rewritten, children of the same tag and
 *  identity rewritten in turn, what lies between the children kept at both ends replaced by `b`'s (moved: `b` is
 *  consumed). A template's content is not its children: a template is replaced whole. */
export function syncTo(a: Element, b: Element): void {
  syncAttributes(a, b);
  const was = [...a.childNodes];
  const now = [...b.childNodes];
  const [start, end] = ends(was.map(kindOfNode), now.map(kindOfNode));
  const pair = (x: ChildNode, y: ChildNode) => {
    if (x.nodeType !== Node.ELEMENT_NODE) {
      if (x.nodeValue !== y.nodeValue) x.nodeValue = y.nodeValue;
    } else if (alike(x as Element, y as Element) && x.nodeName !== "TEMPLATE") syncTo(x as Element, y as Element);
    else x.replaceWith(y);
  };
  // The middle first, while the child kept at the end that it goes before is still the one on screen.
  const before = was[was.length - end] ?? null;
  for (const stale of was.slice(start, was.length - end)) stale.remove();
  for (const fresh of now.slice(start, now.length - end)) a.insertBefore(fresh, before);
  for (let i = 0; i < start; i += 1) pair(was[i]!, now[i]!);
  for (let i = 1; i <= end; i += 1) pair(was[was.length - i]!, now[now.length - i]!);
}
