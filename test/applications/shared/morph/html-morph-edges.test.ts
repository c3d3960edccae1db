// html-morph.ts at its edges: a morph writes only what differs, reads what scripts wrote, declines what the browser
// would parse otherwise, and remembers only what an element truly shows.
import { describe, expect, it, vi } from "vitest";
import { isPrepared, learnLater, morphTo, prepareMorph, remembers } from "../../../../src/applications/shared/morph/html-morph";

const parse = (html: string): HTMLElement => {
  const t = document.createElement("template");
  t.innerHTML = html.trim();
  return t.content.firstElementChild as HTMLElement;
};
const onPage = (html: string): HTMLElement => {
  const el = parse(html);
  document.body.replaceChildren(el);
  return el;
};
/** What `run` writes into `el`: each record as its type and the attribute or the text written. */
function writes(el: Element, run: () => void): string[] {
  const watch = new MutationObserver(() => {});
  watch.observe(el, { subtree: true, attributes: true, characterData: true, childList: true });
  run();
  const out = watch.takeRecords();
  watch.disconnect();
  return out.map((m) => `${m.type} ${m.attributeName ?? m.target.nodeValue ?? (m.target as Element).localName}`).sort();
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** `html` on the page, learned when idle. */
function learned(html: string, source = html): HTMLElement {
  const el = onPage(html);
  const jobs: (() => void)[] = [];
  learnLater(el, () => source, (job) => jobs.push(job));
  jobs.forEach((job) => job());
  return el;
}

describe("a morph writes only what differs", () => {
  it("first from the DOM, then from the difference with what it showed: a value, an attribute gone, one added, a text", () => {
    const el = onPage(`<li class="row" data-id="a5" title="t" hidden><p>a &amp; b</p><!-- c --><b>x</b></li>`);
    const after = `<li class="row" data-id="a6" title="t" data-new="1"><p>a &#38; b</p><!-- c --><b>y</b></li>`;
    expect(writes(el, () => expect(morphTo(el, after)).toBe(true))).toEqual(["attributes data-id", "attributes data-new", "attributes hidden", "characterData y"]);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    const third = `<li class="row" title="t" data-new="1"><p>a &amp; b</p><!-- c --><b>z</b></li>`;
    expect(writes(el, () => expect(morphTo(el, third)).toBe(true))).toEqual(["attributes data-id", "characterData z"]);
    expect(el.outerHTML).toBe(parse(third).outerHTML);
  });

  it("attributes partly out of the markup's order are all written again in it", () => {
    const el = onPage(`<li a="1" b="2" c="3"><p>a</p></li>`);
    expect(morphTo(el, `<li a="1" c="3" b="2"><p>a</p></li>`)).toBe(true);
    expect(el.getAttributeNames()).toEqual(["a", "c", "b"]);
  });

  it("from the difference: a child's attribute added or renamed is written", () => {
    const el = onPage(`<li><p>a</p><i a="1">x</i></li>`);
    expect(morphTo(el, `<li><p>b</p><i a="1">x</i></li>`)).toBe(true);
    for (const html of [`<li><p hidden>b</p><i b="1">x</i></li>`, `<li><p hidden="">b</p><i b="1" c="2">x</i></li>`]) {
      expect(morphTo(el, html)).toBe(true);
      expect(el.outerHTML).toBe(parse(html).outerHTML);
    }
  });

  it("a child a script replaced by another of another tag is drawn again as the HTML says", () => {
    const el = onPage(`<li><p>a</p><span>b</span></li>`);
    expect(morphTo(el, `<li><p>a</p><span>c</span></li>`)).toBe(true);
    el.querySelector("p")!.replaceWith(Object.assign(document.createElement("div"), { textContent: "a" }));
    expect(morphTo(el, `<li><p>a</p><span>c</span></li>`)).toBe(true);
    expect(el.outerHTML).toBe(`<li><p>a</p><span>c</span></li>`);
  });

  it("an element the browser parsed otherwise than its HTML reads (an <a> in an <a>) is parsed anew when its HTML changes", () => {
    const el = onPage(`<li><p>a</p></li>`);
    const links = (text: string) => `<li><p>a</p><div><a><i>1</i><a>${text}</a></a></div></li>`;
    for (const text of ["y", "z"]) {
      expect(morphTo(el, links(text))).toBe(true);
      expect(el.outerHTML).toBe(parse(links(text)).outerHTML);
    }
  });

  it("an element the parser rewrites (a textarea) is kept while its HTML stays, an attribute a script set on it removed", () => {
    const el = onPage(`<li><p>a</p><textarea name="n">x</textarea></li>`);
    expect(morphTo(el, `<li><p>b</p><textarea name="n">x</textarea></li>`)).toBe(true);
    const area = el.querySelector("textarea")!;
    area.setAttribute("data-x", "1");
    expect(morphTo(el, `<li><p>c</p><textarea name="n">x</textarea></li>`)).toBe(true);
    expect(el.querySelector("textarea")).toBe(area);
    expect(el.outerHTML).toBe(`<li><p>c</p><textarea name="n">x</textarea></li>`);
  });

  it("its own writes are not a script's: an element morphed at every command stays remembered however long the game", async () => {
    const el = onPage(`<li data-n="0"><p>a</p></li>`);
    for (let i = 1; i <= 510; i += 1) {
      expect(morphTo(el, `<li data-n="${i}"><p>a</p></li>`)).toBe(true);
      await tick();
    }
    expect(remembers(el)).toBe(true);
    expect(el.outerHTML).toBe(`<li data-n="510"><p>a</p></li>`);
  });

  it("forgets what it showed past 500 writes by scripts, not before", async () => {
    const el = onPage(`<li><p>a</p></li>`);
    expect(morphTo(el, `<li><p>b</p></li>`)).toBe(true);
    const p = el.querySelector("p")!;
    for (let i = 0; i < 500; i += 1) p.setAttribute("title", `${i}`);
    await tick();
    expect(remembers(el)).toBe(true);
    p.setAttribute("title", "one more");
    await tick();
    expect(remembers(el)).toBe(false);
  });
});

describe("what a morph declines", () => {
  it("reads its HTML trimmed, as a template's output around a row is", () => {
    const el = onPage(`<li><p>a</p></li>`);
    expect(morphTo(el, `\n    <li><p>b</p></li>\n`)).toBe(true);
    expect(el.outerHTML).toBe(`<li><p>b</p></li>`);
  });

  it("declines an element outside HTML (an SVG group), and another tag, keeping what it remembers", () => {
    const svg = onPage(`<svg><g><circle r="1"></circle></g></svg>`);
    const g = svg.querySelector("g")!;
    expect(morphTo(g, `<g><circle r="2"></circle></g>`)).toBe(false);
    expect(prepareMorph(g, `<g></g>`)).toBe(false);
    const el = onPage(`<li><p>a</p></li>`);
    expect(morphTo(el, `<li><p>b</p></li>`)).toBe(true);
    expect(morphTo(el, `<div><p>b</p></div>`)).toBe(false);
    expect(remembers(el)).toBe(true);
  });

  it("declines HTML the browser parses otherwise where it goes (an <a> opened in an <a>), and forgets what it showed", () => {
    const fresh = onPage(`<a href="#"><span><i>1</i></span></a>`);
    expect(morphTo(fresh, `<a href="#"><span><i>1</i><a>x</a></span></a>`)).toBe(false);
    const el = onPage(`<a href="#"><span><i>1</i></span></a>`);
    expect(morphTo(el, `<a href="#"><span><i>2</i></span></a>`)).toBe(true);
    expect(remembers(el)).toBe(true);
    expect(morphTo(el, `<a href="#"><span><i>2</i><a>x</a></span></a>`)).toBe(false);
    expect(remembers(el)).toBe(false);
  });
});

describe("learnLater remembers only what the element shows", () => {
  const row = `<li class="row" data-id="a5"><p>Ivo</p><!-- note --><b>x</b>\n</li>`;

  it("learns its HTML as a template draws it (indented, a line after), and not when any attribute, text, comment, child or tag differs", () => {
    expect(remembers(learned(row, `\n    ${row}\n`))).toBe(true);
    const wrong = [
      row.replace(`data-id="a5"`, `data-id="a5" hidden`),
      row.replace(` data-id="a5"`, ""),
      row.replace(`class="row" data-id="a5"`, `data-id="a5" class="row"`),
      row.replace(`data-id="a5"`, `data-id="a6"`),
      row.replace("Ivo", "Lena"),
      row.replace("<!-- note -->", "<!-- other -->"),
      row.replace("<p>Ivo</p>", "<!--Ivo-->"),
      row.replace("<b>x</b>", "<i>x</i>"),
      row.replace("\n</li>", "\n<p>more</p></li>"),
      row.replace("<b>x</b>\n", ""),
      row.replace("<li", "<div").replace("</li>", "</div>"),
    ];
    for (const source of wrong) expect(remembers(learned(row, source)), source).toBe(false);
    // An attribute's references read as an attribute's (markup in it is text).
    expect(remembers(learned(`<li title="&amp;<b>x</b>"><p>a</p></li>`))).toBe(true);
    // A comment where the DOM has a text of the same value.
    expect(remembers(learned(`<li><p>a</p>x</li>`, `<li><p>a</p><!--x--></li>`))).toBe(false);
  });

  it("learns nothing for an element it watches already, or one outside HTML", () => {
    const el = onPage(row);
    expect(morphTo(el, row.replace("Ivo", "Lena"))).toBe(true);
    const jobs: (() => void)[] = [];
    learnLater(el, () => row, (job) => jobs.push(job));
    const svg = onPage(`<svg><g></g></svg>`);
    learnLater(svg.querySelector("g")!, () => `<g></g>`, (job) => jobs.push(job));
    expect(jobs).toHaveLength(0);
    expect(remembers(el)).toBe(true);
  });

  it("a textarea whose text a script wrote, even as it was, is not learned", () => {
    const html = `<li><p>a</p><textarea name="n">x</textarea></li>`;
    const el = onPage(html);
    const jobs: (() => void)[] = [];
    learnLater(el, () => html, (job) => jobs.push(job));
    el.querySelector("textarea")!.firstChild!.nodeValue = "x";
    jobs.forEach((job) => job());
    expect(remembers(el)).toBe(false);
  });

  it("an idle job left from before the element was forgotten and morphed leaves the morph's memory", async () => {
    const el = onPage(row);
    const jobs: (() => void)[] = [];
    learnLater(el, () => `<li>other</li>`, (job) => jobs.push(job));
    for (let i = 0; i < 600; i += 1) el.setAttribute("title", `${i}`);
    await tick();
    expect(morphTo(el, row)).toBe(true);
    jobs.forEach((job) => job());
    expect(remembers(el)).toBe(true);
  });
});

describe("prepareMorph", () => {
  const row = (who: string) => `<li data-id="${who}"><p>${who}</p><ul><li>1</li></ul></li>`;
  const longer = (who: string) => `<li data-id="${who}"><p>${who}</p><ul><li>1</li><li>2</li></ul></li>`;

  it("a morph prepared parses nothing at the command: it only writes", () => {
    const el = learned(row("a5"));
    expect(prepareMorph(el, longer("a6"))).toBe(true);
    const create = vi.spyOn(document, "createElement");
    expect(morphTo(el, longer("a6"))).toBe(true);
    expect(create).not.toHaveBeenCalled();
    create.mockRestore();
    expect(el.outerHTML).toBe(parse(longer("a6")).outerHTML);
  });

  it("a morph prepared before the element was forgotten (what it was said to show was not so) is worked out again", () => {
    const el = onPage(row("a5"));
    const jobs: (() => void)[] = [];
    learnLater(el, () => row("a9"), (job) => jobs.push(job));
    expect(prepareMorph(el, longer("a6"))).toBe(true);
    jobs.forEach((job) => job());
    expect(remembers(el)).toBe(false);
    // Written while nothing watched it.
    el.querySelector("ul")!.remove();
    expect(isPrepared(el, longer("a6"))).toBe(false);
    expect(morphTo(el, longer("a6"))).toBe(true);
    expect(el.outerHTML).toBe(parse(longer("a6")).outerHTML);
  });
});
