// The guide's markdown (tools/markdown-html.mjs): the subset docs/play and docs/gm are written in, as the HTML a
// journal text page stores; anything outside it is refused by name and line.
import { describe, expect, it } from "vitest";
import { markdownToPage } from "../../tools/markdown-html.mjs";

const link = (url: string, label: string) => `[${label}→${url}]`;
const page = (body: string) => markdownToPage(`# Title\n\n${body}`, link).html;

describe("the guide's markdown", () => {
  it("takes the first line as the page's title, not its content", () => {
    expect(markdownToPage("# Your turn\n\nText.", link)).toEqual({ title: "Your turn", html: "<p>Text.</p>" });
    expect(() => markdownToPage("Text first", link)).toThrow('line 1: a page starts with its title, "# Title"');
  });

  it("joins a paragraph's lines and separates paragraphs and headings", () => {
    expect(page("One\ntwo.\n\nThree.\n## Step by step\n### Then\nFour.")).toBe("<p>One two.</p><p>Three.</p><h2>Step by step</h2><h3>Then</h3><p>Four.</p>");
  });

  it("draws lists, an item's indented lines joined to it, and a list's end at a blank line or a new kind", () => {
    expect(page("- a\n  more\n- b\n\n1. one\n   more\n2. two\n- c")).toBe("<ul><li>a more</li><li>b</li></ul><ol><li>one more</li><li>two</li></ol><ul><li>c</li></ul>");
    expect(page("Intro:\n- a")).toBe("<p>Intro:</p><ul><li>a</li></ul>");
  });

  it("marks bold, italic and code, escapes HTML, and keeps code spans apart from every other rule", () => {
    expect(page("**Action**: *Humanity, Endeavored*'s `a <b> **c**` & \"d\"")).toBe(
      "<p><strong>Action</strong>: <em>Humanity, Endeavored</em>'s <code>a &lt;b&gt; **c**</code> &amp; &quot;d&quot;</p>");
    expect(page("2 * 3 and 4 * 5")).toBe("<p>2 * 3 and 4 * 5</p>");
  });

  it("hands each link to the caller, its label already marked up", () => {
    expect(page("See [**How** to play](../x.yml) and [site](https://a.b/?q=1&r=2).")).toBe(
      "<p>See [<strong>How</strong> to play→../x.yml] and [site→https://a.b/?q=1&r=2].</p>");
  });

  it("keeps fenced code as written", () => {
    expect(page("```js\nif (a < b) run();\n```")).toBe("<pre><code>if (a &lt; b) run();</code></pre>");
    expect(() => page("```\nnever closed")).toThrow("line 3: a code block is never closed");
  });

  it("refuses, naming the line, what the subset does not draw", () => {
    expect(() => page("| a | b |")).toThrow("line 3: a table is not in the guide's markdown");
    expect(() => page("> quoted")).toThrow("line 3: a quotation is not in the guide's markdown");
    expect(() => page("![alt](x.png)")).toThrow("line 3: an image is not in the guide's markdown");
    expect(() => page("<div>x</div>")).toThrow("line 3: raw HTML is not in the guide's markdown");
    expect(() => page("* star")).toThrow("line 3: a list marked other than with - is not in the guide's markdown");
    expect(() => page("- a\n  - nested")).toThrow("line 4: a nested list is not in the guide's markdown");
    expect(() => page("#### deep")).toThrow("line 3: a heading deeper than ### is not in the guide's markdown");
    expect(() => page("# Second title")).toThrow('line 3: only one "# Title", the first line');
  });
});
