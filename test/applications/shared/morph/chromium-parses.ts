// What Chromium's parser makes of some HTML (a template's innerHTML), recorded so that morph-pieces.test.ts can hand
// parseAll the browser's own parse in happy-dom, which rewrites none of these; test/browser/html-morph.test.ts checks
// each record against Chromium itself. A text is its value, an element its tag followed by its children.
export type Parsed = string | [string, ...Parsed[]];

export const CHROMIUM_PARSES: Record<string, Parsed[]> = {
  // Two pieces, each in its ancestors' tags: parsed as written.
  "<div><p><b>x</b></p></div><div><span>y</span></div>": [["div", ["p", ["b", "x"]]], ["div", ["span", "y"]]],
  // A <div> closes the <p> it is in: an empty <p> after it.
  "<li><p><div>b</div></p></li>": [["li", ["p"], ["div", "b"], ["p"]]],
  // An <a> in an <a> closes the outer one.
  "<a><span><a>x</a></span></a>": [["a", ["span"]], ["a", "x"]],
  // A cell outside a row gets one.
  "<div><table><tbody>\n<td>x</td></tbody></table></div>": [["div", ["table", ["tbody", "\n", ["tr", ["td", "x"]]]]]],
  // A row right in its table (as a script may put it) gets a <tbody> around it.
  "<div><table><tr><td>x</td></tr></table></div>": [["div", ["table", ["tbody", ["tr", ["td", "x"]]]]]],
  // An <xmp>'s text is raw: its references are not read.
  "<div><xmp>a&amp;b</xmp></div>": [["div", ["xmp", "a&amp;b"]]],
  "a&amp;b": ["a&b"],
};
