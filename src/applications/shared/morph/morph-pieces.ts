// The pieces of a morph (html-morph.ts) that the browser parses after all: what lies between a list's children kept at
// both ends, an element the parser rewrites. All of a morph's pieces are parsed in one parse, each inside its
// ancestors' tags, and checked node for node, so that what is put in is always the browser's own parse of the whole.
// Also what a morph's walk reads a tag's child as, and where its writes go. DOM only, no Foundry.
import { kindOfNode } from "./dom-sync";
import { decode, type Tag } from "./html-scan";

export const parse = (html: string, doc: Document): DocumentFragment => {
  const t = doc.createElement("template");
  t.innerHTML = html;
  return t.content;
};

/** Where a morph's writes to the DOM go: done at once (morphTo), or kept to be done at the command (prepareMorph). A
 *  morph reads the DOM only before it writes: each node is read, then written, once. */
export type Write = (write: () => void) => void;
export const atOnce: Write = (write) => write();

/** A tag's text or comment child: the node it parses into, its type and value. */
export const nodeTypeOf = (w: string) => (w.startsWith("<!--") ? Node.COMMENT_NODE : Node.TEXT_NODE);
export const valueOf = (w: string, doc: Document) => (w.startsWith("<!--") ? w.slice(4, -3) : decode(w, doc, false));

export type Child = Tag | string;
/** What a child is: a text, a comment, or an element of some tag. */
export const kindOf = (w: Child | Shell) =>
  typeof w === "string" ? (nodeTypeOf(w) === Node.COMMENT_NODE ? "#comment" : "#text") : w.name;

/** A piece of the new HTML to be parsed where it goes: the children `want` of `into` (their HTML, `inner`); `put`
 *  puts what they parse into in place. */
export interface Piece {
  into: Element;
  inner: string;
  want: readonly Child[];
  put: (nodes: ChildNode[]) => void;
}
export const innerOf = (children: readonly Child[], html: string) =>
  children.map((w) => (typeof w === "string" ? w : html.slice(w.start, w.end))).join("");

/** Open around a piece, these parse what is in them as a <div> does, or more strictly (a <div> lets an <li> close an
 *  <li> further out; they do not): the cheaper <div> stands in (a details or fieldset costs the parser more). */
const STAND_IN: Record<string, string> = { details: "div", fieldset: "div" };

/** A bare element around a piece as it is parsed: one of the piece's ancestors' tags, holding what is inside it. */
interface Shell {
  name: string;
  inside: readonly (Shell | Child)[];
}

/**
 * The pieces parsed, all in one parse (each parse has the parser's set-up to pay), each inside bare elements of the
 * tags from `root` down to its `into`: what the parser has open around it when it parses the whole HTML, so that what
 * it does there (closing a <p> before a <div>, moving what a table cannot hold) is seen. The nodes each parses into,
 * or null when the parse is not, node for node, those shells around the children each wants: one check for every way
 * a browser rewrites what it parses (a node added or moved, a tag changed, raw text left as written).
 */
export function parseAll(root: Element, pieces: readonly Piece[], doc: Document): ChildNode[][] | null {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: nothing parsed is nothing; a parse saved
  if (!pieces.length) return [];
  const chains = pieces.map(({ into }) => {
    const names: string[] = [];
    for (let a: Element | null = into; a; a = a === root ? null : a.parentElement)
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a stand-in parses as what it stands for
      names.push(a === into ? a.localName : (STAND_IN[a.localName] ?? a.localName));
    return names.reverse();
  });
  const tops = parse(
    pieces
      .map(({ inner }, i) => {
        const names = chains[i]!;
        return `${names.map((name) => `<${name}>`).join("")}${inner}${names
          .map((name) => `</${name}>`)
          .reverse()
          .join("")}`;
      })
      .join(""),
    doc,
  ).childNodes;
  const shells = pieces.flatMap(({ want }, i) =>
    chains[i]!.reduceRight<readonly (Shell | Child)[]>((inside, name) => [{ name, inside }], want),
  );
  const fits = (nodes: ArrayLike<ChildNode>, want: readonly (Shell | Child)[]): boolean =>
    nodes.length === want.length &&
    want.every((w, j) => {
      const n = nodes[j]!;
      return (
        kindOfNode(n) === kindOf(w) &&
        (typeof w === "string" ? n.nodeValue === valueOf(w, doc) : !("inside" in w) || fits(n.childNodes, w.inside))
      );
    });
  if (!fits(tops, shells)) return null;
  return chains.map((names, i) => [
    ...names.slice(1).reduce<ChildNode>((shell) => shell.firstChild!, tops[i]!).childNodes,
  ]);
}

/** The piece that replaces `el` with the parse of the tag's HTML. */
export const replacing = (el: Element, tag: Tag, html: string): Piece => ({
  into: el.parentElement!,
  inner: html.slice(tag.start, tag.end),
  want: [tag],
  put: ([fresh]) => el.replaceWith(fresh!),
});

/** Between the children kept at both ends (`before`: the first kept at the end, or null), the `stale` nodes go and the
 *  `fresh` children come in, parsed (a piece) when there are any. */
export function splice(
  el: Element,
  stale: readonly ChildNode[],
  fresh: readonly Child[],
  before: ChildNode | null,
  html: string,
  pieces: Piece[],
  write: Write,
): void {
  const put = (nodes: ChildNode[]) => {
    for (const n of stale) n.remove();
    for (const n of nodes) el.insertBefore(n, before);
  };
  // Stryker disable next-line ConditionalExpression: a piece of nothing parses into nothing, put as the same removal
  if (fresh.length) return void pieces.push({ into: el, inner: innerOf(fresh, html), want: fresh, put });
  // Stryker disable next-line ConditionalExpression: removing no node writes nothing
  if (stale.length) write(() => put([]));
}
