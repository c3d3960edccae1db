// morph-pieces.ts's parseAll against Chromium's own parse (recorded in chromium-parses.ts): the nodes each piece
// parses into, or null wherever the browser rewrote what it was given — happy-dom rewrites none of these.
import { describe, expect, it } from "vitest";
import { scan } from "../../../../src/applications/shared/morph/html-scan";
import { parseAll, type Piece } from "../../../../src/applications/shared/morph/morph-pieces";
import { CHROMIUM_PARSES, type Parsed } from "./chromium-parses";

const onPage = (html: string): Element => {
  const t = document.createElement("template");
  t.innerHTML = html;
  const el = t.content.firstElementChild!;
  document.body.replaceChildren(el);
  return el;
};

const build = (p: Parsed): Node => (typeof p === "string" ? document.createTextNode(p) : element(p));
function element([name, ...children]: [string, ...Parsed[]]): Element {
  const el = document.createElement(name);
  el.append(...children.map(build));
  return el;
}

/** A document whose parser answers as Chromium's did, and only for what was recorded; what it was asked, in order. */
function chromium(): { doc: Document; asked: string[] } {
  const asked: string[] = [];
  const doc = {
    createElement: () => {
      const t = document.createElement("template");
      return {
        set innerHTML(html: string) {
          asked.push(html);
          const parsed = CHROMIUM_PARSES[html];
          if (!parsed) throw new Error(`not recorded from Chromium: ${JSON.stringify(html)}`);
          t.content.replaceChildren(...parsed.map(build));
        },
        get content() {
          return t.content;
        },
      };
    },
  };
  return { doc: doc as unknown as Document, asked };
}

const piece = (into: Element, inner: string): Piece => ({ into, inner, want: scan(inner)!.children, put: () => {} });
const shown = (nodes: ChildNode[]) => nodes.map((n) => (n instanceof Element ? n.outerHTML : n.nodeValue));

describe("parseAll in Chromium's parse", () => {
  it("asks for every piece in one parse, each in its ancestors' tags, and hands each the nodes it parsed into", () => {
    const root = onPage(`<div><p><b>1</b></p><span>2</span></div>`);
    const { doc, asked } = chromium();
    const parsed = parseAll(root, [piece(root.querySelector("p")!, "<b>x</b>"), piece(root.querySelector("span")!, "y")], doc);
    expect(asked).toEqual(["<div><p><b>x</b></p></div><div><span>y</span></div>"]);
    expect(parsed!.map(shown)).toEqual([["<b>x</b>"], ["y"]]);
  });

  it("declines each way the browser rewrites a piece: a node added or moved out, a tag changed or put around, raw text", () => {
    const cases: [root: string, into: string, inner: string][] = [
      [`<li><p>a</p></li>`, "p", "<div>b</div>"],
      [`<a href="#"><span><i>1</i></span></a>`, "span", "<a>x</a>"],
      [`<div><table><tbody><tr><td>1</td></tr></tbody></table></div>`, "tbody", "\n<td>x</td>"],
      [`<div><table><tr><td>1</td></tr></table></div>`, "tr", "<td>x</td>"],
      [`<div><xmp>a</xmp></div>`, "xmp", "a&amp;b"],
    ];
    for (const [html, into, inner] of cases) {
      const root = onPage(html);
      expect(parseAll(root, [piece(root.querySelector(into)!, inner)], chromium().doc), `${html} ← ${inner}`).toBeNull();
    }
  });
});
