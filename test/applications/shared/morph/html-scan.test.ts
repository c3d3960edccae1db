// html-scan.ts: our templates' HTML read as the browser's parser reads it (tags, attributes, texts, comments, where
// each element starts and ends), or null where it cannot say (the caller then lets the browser parse).
import { describe, expect, it } from "vitest";
import { decode, scan, type Tag } from "../../../../src/applications/shared/morph/html-scan";

/** A tree as a short string: tags with their attributes and children, texts quoted, each element's source. */
function show(t: Tag | string, html: string): unknown {
  if (typeof t === "string") return t;
  return { name: t.name, attrs: t.attrs, source: html.slice(t.start, t.end), children: t.children.map((c) => show(c, html)) };
}
const read = (html: string) => {
  const root = scan(html);
  return root && (root.children.map((c) => show(c, html)) as unknown[]);
};

describe("scan", () => {
  it("reads tag names up to a space of any kind, a slash or the end, lower-cased", () => {
    for (const space of [" ", "\n", "\t", "\f"]) {
      const html = `<P${space}class="a">x</P>`;
      expect(read(html), JSON.stringify(space)).toEqual([{ name: "p", attrs: [["class", "a"]], source: html, children: ["x"] }]);
    }
    expect(read(`<div><br/><Z></Z><a>1</a ></div>`)).toEqual([
      { name: "div", attrs: [], source: `<div><br/><Z></Z><a>1</a ></div>`, children: [
        { name: "br", attrs: [], source: "<br/>", children: [] },
        { name: "z", attrs: [], source: "<Z></Z>", children: [] },
        { name: "a", attrs: [], source: "<a>1</a >", children: ["1"] },
      ] },
    ]);
  });

  it("reads the letters A to Z in either case as a tag's start", () => {
    expect(read(`<A></A><z></z>`)!.map((t) => (t as { name: string }).name)).toEqual(["a", "z"]);
  });

  it("reads attributes quoted either way, unquoted or bare, keeping the first of a name twice", () => {
    const html = `<input type="text" NAME='a "b"' value=3 disabled name="again">`;
    expect(read(html)).toEqual([{ name: "input", attrs: [["type", "text"], ["name", 'a "b"'], ["value", "3"], ["disabled", ""]], source: html, children: [] }]);
  });

  it("a < that starts no tag is text; comments are children where they stand", () => {
    expect(read(`<p>1 < 2 <@ <[ <\` <{</p>`)).toEqual([{ name: "p", attrs: [], source: `<p>1 < 2 <@ <[ <\` <{</p>`, children: ["1 < 2 <@ <[ <` <{"] }]);
    const html = `<div><p>a<!-- note --></p><!---->b</div>`;
    expect(read(html)).toEqual([{ name: "div", attrs: [], source: html, children: [
      { name: "p", attrs: [], source: "<p>a<!-- note --></p>", children: ["a", "<!-- note -->"] }, "<!---->", "b",
    ] }]);
  });

  it("the content of a textarea, a script or a style is text up to its end tag, in any case", () => {
    const html = `<div><textarea name="t">a <b> > c</TEXTAREA><textarea></textarea></div>`;
    expect(read(html)).toEqual([{ name: "div", attrs: [], source: html, children: [
      { name: "textarea", attrs: [["name", "t"]], source: `<textarea name="t">a <b> > c</TEXTAREA>`, children: [] },
      { name: "textarea", attrs: [], source: "<textarea></textarea>", children: [] },
    ] }]);
  });

  it("is null for what it does not read: unclosed or stray tags and comments, a bad end tag or attribute, a doctype", () => {
    for (const html of [
      "<div><p>a</p>", "<p", "<p>a</p", "<div><textarea>abc", "<div><textarea>abc</textarea", "</p>", "<p></div>",
      "<p></ p>", "<p></>", "<p><!-- open</p>", "<p><!x><!-- c --></p>", "<p></pp", "<textarea>abc", "<p><!--></p>", "<!x>", `<p "a">x</p>`, "<!DOCTYPE html>", "a\r\nb", "a\0",
    ]) expect(scan(html), JSON.stringify(html)).toBeNull();
  });
});

describe("decode", () => {
  it("reads character references as the parser does, an attribute's apart from a text's", () => {
    expect(decode("no reference", document, false)).toBe("no reference");
    expect(decode(`say "hi" &amp; bye`, document, true)).toBe(`say "hi" & bye`);
    // The same source, as a text and as an attribute (the text's markup is parsed, the attribute's is not).
    expect(decode("&amp;<b>x</b>", document, false)).toBe("&x");
    expect(decode("&amp;<b>x</b>", document, true)).toBe("&<b>x</b>");
    // Sources that read alike once marked as a text's or an attribute's are still told apart.
    expect(decode("t&amp;<b>x</b>", document, true)).toBe("t&<b>x</b>");
    expect(decode("&amp;<i>y</i>", document, true)).toBe("&<i>y</i>");
    expect(decode("a&amp;<i>y</i>", document, false)).toBe("a&y");
  });
});
