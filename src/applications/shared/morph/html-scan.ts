// The scanner html-morph.ts reads our templates' HTML with: element trees with where each element's HTML
// starts and ends, and character references read by the browser's own parser. DOM only (decode), no Foundry.

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Their content is text up to their end tag. */
const RAW = new Set(["script", "style", "textarea", "title"]);
/** The parser rewrites their content (a first newline dropped, template contents apart): always parsed. */
export const PARSED = new Set(["pre", "listing", "template", "textarea", "title", "script", "style", "svg", "math"]);
export const XHTML = "http://www.w3.org/1999/xhtml";
/** One attribute (name, then a double-, single- or un-quoted value), or the tag's end (group 5). */
const ATTR = /[\s/]*(?:([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|(>))/y;
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

export interface Tag {
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
export function decode(raw: string, doc: Document, attribute: boolean): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: without a reference the parse gives it back as it is
  if (!raw.includes("&")) return raw;
  const key = (attribute ? "a" : "t") + raw;
  let value = decoded.get(key);
  // Stryker disable next-line ConditionalExpression: a parse saved, the same value
  if (value === undefined) {
    const t = doc.createElement("template");
    t.innerHTML = attribute ? `<i a="${raw.replaceAll('"', "&quot;")}"></i>` : raw;
    value = attribute ? t.content.firstElementChild!.getAttribute("a")! : (t.content.textContent ?? raw);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a bound on memory, the same values
    if (decoded.size > 1000) decoded.clear();
    decoded.set(key, value);
  }
  return value;
}

/** The element trees in `html` (start and end tags, texts, comments as `<!--…-->` strings). Null when it is not what
 *  our templates write (an end tag that closes nothing open, a carriage return, a doctype): the caller parses it. */
export function scan(html: string): Tag | null {
  if (html.includes("\r") || html.includes("\0")) return null;
  // Stryker disable next-line StringLiteral,ArrayDeclaration: no tag is named "", the root's attributes are unread
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
      // Stryker disable next-line EqualityOperator: found, it is past the "<!--"
      if (close < 0) return null;
      flush(lt);
      stack.at(-1)!.children.push(html.slice(lt, close + 3));
      i = textStart = close + 3;
      continue;
    }
    if (next === 47 /* / */) {
      if (!isLetter(html.charCodeAt(lt + 2))) return null;
      const close = html.indexOf(">", lt);
      // Stryker disable next-line EqualityOperator: found, it is past the "</"
      if (close < 0) return null;
      flush(lt);
      const open = stack.at(-1)!;
      const name = html
        .slice(lt + 2, close)
        .trim()
        .toLowerCase();
      // Closing nothing open: the root's name, "#root", is no tag's.
      if (open.name !== name) return null;
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
    // Stryker disable next-line EqualityOperator: one step past the end reads no attribute either
    while (j < html.length && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 47 && html.charCodeAt(j) !== 62)
      j += 1;
    const tag: Tag = { name: html.slice(lt + 1, j).toLowerCase(), attrs: [], children: [], start: lt, end: lt };
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
      // Stryker disable next-line EqualityOperator: found, it is past the tag
      if (gt < 0) return null;
      tag.end = i = textStart = gt + 1;
    } else stack.push(tag);
  }
  flush(html.length);
  return stack.length === 1 ? root : null;
}
