// html-morph.ts: an element on screen rewritten into what a piece of HTML parses into must be, to the markup, what
// the browser's own parse of that HTML is — whatever it held before — and keep the nodes that did not change.
import { describe, expect, it } from "vitest";
import { isPrepared, learnLater, morphTo, prepareMorph, remembers } from "../../../../src/applications/shared/morph/html-morph";
import { resetControls } from "../../../../src/applications/shared/morph/control-reset";

const parse = (html: string): HTMLElement => {
  const t = document.createElement("template");
  t.innerHTML = html.trim();
  return t.content.firstElementChild as HTMLElement;
};

/** `before` on screen, rewritten into `after`: the markup of `after` parsed, the same root element. */
function morph(before: string, after: string): HTMLElement {
  const el = parse(before);
  document.body.replaceChildren(el);
  expect(morphTo(el, after)).toBe(true);
  expect(document.body.firstElementChild).toBe(el);
  expect(el.outerHTML).toBe(parse(after).outerHTML);
  return el;
}

describe("morphTo", () => {
  it("rewrites attributes (values, added, removed, in the markup's order) and texts, keeping every node", () => {
    const before = `<li class="row acted" data-id="a5"><p title="Ivo">Ivo <b hidden>X 2</b></p><input type="checkbox" name="t" value="1" checked></li>`;
    const el = parse(before);
    document.body.replaceChildren(el);
    const [p, b, input] = [el.querySelector("p"), el.querySelector("b"), el.querySelector("input")];
    const after = `<li data-id="a6" class="row active"><p title="Lena">Lena <b>X 3</b></p><input type="checkbox" name="t" value="2"></li>`;
    expect(morphTo(el, after)).toBe(true);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    expect([el.querySelector("p"), el.querySelector("b"), el.querySelector("input")]).toEqual([p, b, input]);
  });

  it("reads character references as the parser does (a name with an apostrophe, an ampersand, a quote)", () => {
    morph(`<ol aria-label="Ivo&#x27;s turn"><li>A &amp; B</li></ol>`, `<ol aria-label="Lena&#x27;s turn &quot;2&quot;"><li>C &amp; D &lt;3</li></ol>`);
    morph(`<p title="x">a</p>`, `<p title='say "hi"'>it&#x27;s</p>`);
  });

  it("a list that grows or shrinks (an option more, a chip fewer, before the template's last whitespace) changes only between the children that keep their places at both ends", () => {
    const chips = (n: number) => `<p class="pay">\n  <span>Spend</span>\n  ${Array.from({ length: n }, (_, i) => `<label><input type="checkbox" value="${i}"> ${i}</label>`).join("")}\n</p>`;
    const before = `<div><select name="pay"><option value="">none</option></select><span>kept</span>${chips(2)}<p><b>bold</b> end</p></div>`;
    const el = parse(before);
    document.body.replaceChildren(el);
    const [span, select, first, p, b] = [el.querySelector("span"), el.querySelector("select"), el.querySelector("option"), el.querySelector("p:not(.pay)"), el.querySelector("b")];
    const labels = [...el.querySelectorAll("label")];
    const after = `<div><select name="pay"><option value="t:2">2</option><option value="t:5" selected>5</option></select><span>kept</span>${chips(3)}<p><i>now italic</i> end</p></div>`;
    expect(morphTo(el, after)).toBe(true);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    expect([el.querySelector("span"), el.querySelector("select"), el.querySelector("option"), el.querySelector("p:not(.pay)")]).toEqual([span, select, first, p]);
    expect(el.querySelector("select")!.value).toBe("t:5");
    expect([...el.querySelectorAll("label")].slice(0, 2)).toEqual(labels);
    // The <b> became an <i>: that child alone is parsed anew.
    expect(el.querySelector("b")).toBeNull();
    expect(b!.isConnected).toBe(false);
    // Shorter again: the first option and the first two chips stay, the rest goes.
    expect(morphTo(el, before)).toBe(true);
    expect(el.outerHTML).toBe(parse(before).outerHTML);
    expect([el.querySelector("select"), el.querySelector("option"), el.querySelector("p:not(.pay)")]).toEqual([select, first, p]);
    expect([...el.querySelectorAll("label")]).toEqual(labels);
  });

  it("what comes in between is parsed where it goes: table rows and option groups grow in place", () => {
    const table = morph(`<div><table><tbody><tr><td>1</td></tr></tbody></table></div>`, `<div><table><tbody><tr><td>1</td></tr>\n<tr><td>2</td><td>3</td></tr></tbody></table></div>`);
    expect(table.querySelectorAll("tr")).toHaveLength(2);
    morph(`<div><select><optgroup label="a"><option>1</option></optgroup></select></div>`, `<div><select><optgroup label="a"><option>1</option></optgroup><optgroup label="b"><option>2</option></optgroup></select></div>`);
    // A child kept at the end but parsed anew (a textarea's text changed) with a new middle before it.
    const el = morph(`<div><p>a</p><textarea name="t">x</textarea></div>`, `<div><p>a</p><p>b</p><textarea name="t">y</textarea></div>`);
    expect(morphTo(el, `<div><p>a</p><p>b</p><p>c</p><textarea name="t">z</textarea></div>`)).toBe(true);
    expect(el.outerHTML).toBe(parse(`<div><p>a</p><p>b</p><p>c</p><textarea name="t">z</textarea></div>`).outerHTML);
    // What the parser does in a place happy-dom does not (closing a <p> before a <div>): test/browser/html-morph.test.ts.
  });

  it("keeps the root when its own children change shape, and handles comments, void elements and whitespace", () => {
    morph(`<li><div>a</div></li>`, `<li>\n  <!-- note -->\n  <img src="x.svg" alt=""><br><p>b</p>\n</li>`);
    morph(`<li>\n  <p>one</p>\n  <p>two</p>\n</li>`, `<li>\n  <p>one</p>\n</li>`);
  });

  it("declines what it cannot read as one element of the same tag, changing nothing", () => {
    const el = parse(`<li><p>a</p></li>`);
    document.body.replaceChildren(el);
    for (const html of [`<div><p>a</p></div>`, `<li><p>a</p></li><li></li>`, `<li><p>a</div></li>`, `<li>a\r\nb</li>`, `<!DOCTYPE html><li></li>`]) {
      expect(morphTo(el, html), html).toBe(false);
    }
    expect(el.outerHTML).toBe(`<li><p>a</p></li>`);
  });
});

describe("morphTo, an element it made show some HTML before (rewritten from the difference)", () => {
  const turn = (who: string, extra = "", pay = `<option value="">none</option>`) => `<li class="row" data-id="${who}">
  <p class="name">${who}&#x27;s turn</p>
  <ol data-hb-turn>
    <li><details name="hb-turn-${who}" open><summary>Action</summary><label><input type="radio" name="kind" value="advance"> Advance</label></details></li>
    <li><details name="hb-turn-${who}"><summary>Check</summary><figure data-hb-odds><figcaption>Normal</figcaption><ul><li style="width: 50%">50 %</li></ul></figure>
      <select name="pay">${pay}</select><input type="text" name="trigger" value=""></details></li>
  </ol>${extra}
</li>`;

  /** `before` on screen, morphed into `middle` (now remembered), `write` run on it, then morphed into `after`. */
  function twice(before: string, middle: string, after: string, write: (el: HTMLElement) => void = () => {}): HTMLElement {
    const el = morph(before, middle);
    write(el);
    expect(morphTo(el, after)).toBe(true);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    return el;
  }

  it("keeps every node the two HTMLs share, and writes only what differs", () => {
    const el = morph(turn("a5"), turn("a6"));
    const [p, select, odds] = [el.querySelector("p"), el.querySelector("select"), el.querySelector("figure")];
    const writes: MutationRecord[] = [];
    const watch = new MutationObserver((r) => writes.push(...r));
    watch.observe(el, { subtree: true, attributes: true, characterData: true, childList: true });
    expect(morphTo(el, turn("a7"))).toBe(true);
    writes.push(...watch.takeRecords());
    watch.disconnect();
    expect(el.outerHTML).toBe(parse(turn("a7")).outerHTML);
    expect([el.querySelector("p"), el.querySelector("select"), el.querySelector("figure")]).toEqual([p, select, odds]);
    // The row's id, its name in the heading and the two steps' group: nothing else.
    expect(writes.map((m) => `${m.type} ${m.attributeName ?? (m.target.parentNode as Element).localName}`).sort())
      .toEqual(["attributes data-id", "attributes name", "attributes name", "characterData p"]);
  });

  it("what a script wrote into it since (odds redrawn, a step opened, a mark set, a child added or removed) is rewritten as the HTML says", async () => {
    const writes = (el: HTMLElement) => {
      el.querySelector("figcaption")!.textContent = "Hard";
      el.querySelector("ul li")!.setAttribute("style", "width: 20%;");
      el.querySelectorAll("details")[1]!.open = true;
      el.querySelectorAll("details")[0]!.open = false;
      el.querySelector("ol")!.dataset.kind = "advance";
      el.querySelector("ul")!.append(Object.assign(document.createElement("li"), { textContent: "a note" }));
      el.querySelector("select")!.remove();
      el.querySelector("p")!.firstChild!.nodeValue = "someone else";
    };
    // The same HTML as before (nothing would be rewritten from the difference alone) and a different one; the
    // writes seen by the observer at once (taken) and delivered to it after a microtask.
    twice(turn("a5"), turn("a6"), turn("a6"), writes);
    twice(turn("a5"), turn("a6"), turn("a7"), writes);
    const el = morph(turn("a5"), turn("a6"));
    writes(el);
    // Delivered to the observer's callback (a later task in the DOM used here), not taken.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(morphTo(el, turn("a6"))).toBe(true);
    expect(el.outerHTML).toBe(parse(turn("a6")).outerHTML);
    // Written to all along (more writes than it keeps): forgotten, walked whole at the next morph.
    for (let i = 0; i < 600; i += 1) el.querySelector("figcaption")!.textContent = `odds ${i}`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(morphTo(el, turn("a7"))).toBe(true);
    expect(el.outerHTML).toBe(parse(turn("a7")).outerHTML);
  });

  it("an element parsed anew (an option more) is kept while its HTML stays the same, and rewritten when it changes", () => {
    const two = `<option value="t:2">2</option><option value="t:5" selected>5</option>`;
    const el = twice(turn("a5"), turn("a6", "", two), turn("a7", "", two));
    const select = el.querySelector("select");
    expect(morphTo(el, turn("a8", "", two))).toBe(true);
    expect(el.querySelector("select")).toBe(select);
    twice(turn("a5"), turn("a6", "", two), turn("a7"));
    twice(turn("a5"), turn("a6", "", two), turn("a7", "", `<option value="t:1">1</option>`));
  });

  it("children that change in number, texts that become elements, and a root whose shape changes are rewritten", () => {
    twice(turn("a5"), turn("a6"), turn("a7", `<p>help offered</p>`));
    twice(turn("a5"), turn("a6", `<p>help offered</p>`), turn("a7"));
    twice(turn("a5"), turn("a6", `text`), turn("a7", `<b>bold</b>`));
    twice(`<li><p>a</p></li>`, `<li><p>b</p></li>`, `<li>\n  <p>b</p><p>c</p>\n</li>`);
  });

  it("what was typed in its controls is its own: resetControls puts them back to the markup though nothing changed in it", () => {
    const el = twice(turn("a5"), turn("a6"), turn("a6"), (row) => {
      row.querySelector<HTMLInputElement>('input[name="trigger"]')!.value = "typed";
      row.querySelector<HTMLInputElement>('input[name="kind"]')!.checked = true;
    });
    resetControls(el);
    expect(el.querySelector<HTMLInputElement>('input[name="trigger"]')!.value).toBe("");
    expect(el.querySelector<HTMLInputElement>('input[name="kind"]')!.checked).toBe(false);
  });
});

describe("learnLater: an element just parsed learns, when the browser is idle, the HTML it shows", () => {
  const turn = (who: string, odds = "Normal") => `<li class="row" data-id="${who}">
  <p class="name">${who}&#x27;s turn</p>
  <details name="hb-turn-${who}" open><summary>Check</summary><figure data-hb-odds><figcaption>${odds}</figcaption><ul><li style="width: 50%">50 %</li></ul></figure>
    <select name="pay"><option value="">none</option></select><input type="text" name="trigger" value=""></details>
</li>`;
  /** `html` parsed onto the page, watched; the idle job held until `idle()` runs it. */
  function parsed(html: string, source = html) {
    const el = parse(html);
    document.body.replaceChildren(el);
    const jobs: (() => void)[] = [];
    learnLater(el, () => source, (job) => jobs.push(job));
    return { el, idle: () => jobs.splice(0).forEach((job) => job()), jobs };
  }
  const records = (el: Element, run: () => void) => {
    const watch = new MutationObserver(() => {});
    watch.observe(el, { subtree: true, attributes: true, characterData: true, childList: true });
    run();
    const out = watch.takeRecords();
    watch.disconnect();
    return out;
  };

  it("learns what it shows without writing to it, then is rewritten from the difference: only what differs is written", () => {
    const { el, idle, jobs } = parsed(turn("a5"));
    expect(jobs).toHaveLength(1);
    expect(remembers(el)).toBe(false);
    expect(records(el, idle)).toEqual([]);
    expect(remembers(el)).toBe(true);
    const p = el.querySelector("p");
    const writes = records(el, () => expect(morphTo(el, turn("a6"))).toBe(true));
    expect(el.outerHTML).toBe(parse(turn("a6")).outerHTML);
    expect(el.querySelector("p")).toBe(p);
    expect(writes.map((m) => `${m.type} ${m.attributeName ?? (m.target.parentNode as Element).localName}`).sort())
      .toEqual(["attributes data-id", "attributes name", "characterData p"]);
  });

  it("what scripts wrote into it before and after it learned (odds redrawn, a step closed, a child added) is rewritten as the HTML says", async () => {
    for (const after of [turn("a5"), turn("a6", "Hard")]) {
      const { el, idle } = parsed(turn("a5"));
      el.querySelector("figcaption")!.textContent = "Easy";
      el.querySelector("details")!.open = false;
      await new Promise((resolve) => setTimeout(resolve, 0));
      idle();
      expect(remembers(el)).toBe(true);
      el.querySelector("ul")!.append(Object.assign(document.createElement("li"), { textContent: "a note" }));
      el.querySelector("p")!.setAttribute("title", "x");
      expect(morphTo(el, after)).toBe(true);
      expect(el.outerHTML).toBe(parse(after).outerHTML);
    }
  });

  it("learns nothing when the HTML is not what it shows, or it was morphed, removed or written to all along first; a morph is then still right", async () => {
    const wrong = [turn("a6"), turn("a9"), `<li class="row">other</li>`, `<p>not a row</p>`, "", `<li></li><li></li>`];
    for (const source of wrong) {
      const { el, idle } = parsed(turn("a5"), source);
      idle();
      expect(remembers(el), source).toBe(false);
      expect(morphTo(el, turn("a6"))).toBe(true);
      expect(el.outerHTML).toBe(parse(turn("a6")).outerHTML);
    }
    const morphed = parsed(turn("a5"));
    expect(morphTo(morphed.el, turn("a6"))).toBe(true);
    morphed.idle();
    // Its memory is the morph's (a6), not the idle job's (a5).
    expect(remembers(morphed.el)).toBe(true);
    expect(records(morphed.el, () => morphTo(morphed.el, turn("a6")))).toEqual([]);
    const removed = parsed(turn("a5"));
    removed.el.remove();
    removed.idle();
    expect(remembers(removed.el)).toBe(false);
    const busy = parsed(turn("a5"));
    for (let i = 0; i < 600; i += 1) busy.el.querySelector("figcaption")!.textContent = `odds ${i}`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    busy.idle();
    expect(remembers(busy.el)).toBe(false);
    expect(morphTo(busy.el, turn("a6"))).toBe(true);
    expect(busy.el.outerHTML).toBe(parse(turn("a6")).outerHTML);
  });

  it("an element the parser rewrites (a textarea) is learned when it is its HTML's parse, and kept whole while its HTML stays", () => {
    const withNote = (who: string, note: string) => `<li data-id="${who}"><p>${who}</p><textarea name="n">\n${note}</textarea></li>`;
    const { el, idle } = parsed(withNote("a5", "x"));
    idle();
    expect(remembers(el)).toBe(true);
    const area = el.querySelector("textarea");
    expect(morphTo(el, withNote("a6", "x"))).toBe(true);
    expect(el.querySelector("textarea")).toBe(area);
    expect(morphTo(el, withNote("a7", "y"))).toBe(true);
    expect(el.outerHTML).toBe(parse(withNote("a7", "y")).outerHTML);
    const changed = parsed(withNote("a5", "x"), withNote("a5", "z"));
    changed.idle();
    expect(remembers(changed.el)).toBe(false);
  });
});

describe("prepareMorph: a morph worked out while the browser is idle, for HTML drawn ahead", () => {
  const turn = (who: string, pay: string[]) => `<li class="row" data-id="${who}">
  <p class="name">${who}'s turn</p>
  <details name="hb-turn-${who}" open><summary>Check</summary>
    <select name="pay"><option value="">none</option>${pay.map((v) => `<option value="${v}">${v}</option>`).join("")}</select><input type="text" name="trigger" value=""></details>
</li>`;
  /** `html` on the page, learned (what the acting row does when the browser idles after it is drawn). */
  function learned(html: string): HTMLElement {
    const el = parse(html);
    document.body.replaceChildren(el);
    const jobs: (() => void)[] = [];
    learnLater(el, () => html, (job) => jobs.push(job));
    jobs.forEach((job) => job());
    expect(remembers(el)).toBe(true);
    return el;
  }
  const watching = (el: Element) => {
    const records: MutationRecord[] = [];
    const watch = new MutationObserver((r) => records.push(...r));
    watch.observe(el, { subtree: true, attributes: true, characterData: true, childList: true });
    return () => {
      records.push(...watch.takeRecords());
      watch.disconnect();
      return records;
    };
  };

  it("writes nothing while it works the morph out; the morph then ends as the browser's parse, every node shared kept", () => {
    const el = learned(turn("a5", ["1"]));
    const [p, select, first] = [el.querySelector("p"), el.querySelector("select"), el.querySelector("option")];
    const after = turn("a6", ["1", "4"]);
    const idle = watching(el);
    expect(prepareMorph(el, after)).toBe(true);
    expect(idle()).toEqual([]);
    expect(isPrepared(el, after)).toBe(true);
    expect(isPrepared(el, turn("a7", ["1"]))).toBe(false);
    const command = watching(el);
    expect(morphTo(el, after)).toBe(true);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    expect([el.querySelector("p"), el.querySelector("select"), el.querySelector("option")]).toEqual([p, select, first]);
    // The id, the heading, the group's name and the one option more: nothing else.
    expect(command().map((m) => `${m.type} ${m.attributeName ?? (m.target as Element).localName ?? (m.target.parentNode as Element).localName}`).sort())
      .toEqual(["attributes data-id", "attributes name", "characterData p", "childList select"]);
    // Used once: what it shows now is remembered, and the next morph works itself out.
    expect(isPrepared(el, after)).toBe(false);
    expect(morphTo(el, turn("a7", []))).toBe(true);
    expect(el.outerHTML).toBe(parse(turn("a7", [])).outerHTML);
  });

  it("what a script wrote into the element after it was worked out (a step closed, a mark set, an option gone) is not lost: the morph is worked out again", () => {
    const el = learned(turn("a5", ["1", "2"]));
    const after = turn("a6", ["1", "2", "3"]);
    expect(prepareMorph(el, after)).toBe(true);
    el.querySelector("details")!.open = false;
    el.dataset.kind = "advance";
    el.querySelector("option:last-child")!.remove();
    expect(isPrepared(el, after)).toBe(false);
    expect(morphTo(el, after)).toBe(true);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
  });

  it("HTML other than the one drawn ahead, or an element morphed since, is morphed as usual; an element not watched is not prepared", () => {
    const el = learned(turn("a5", ["1"]));
    expect(prepareMorph(el, turn("a6", ["1"]))).toBe(true);
    expect(morphTo(el, turn("a8", ["2"]))).toBe(true);
    expect(el.outerHTML).toBe(parse(turn("a8", ["2"])).outerHTML);
    expect(prepareMorph(el, turn("a9", []))).toBe(true);
    expect(morphTo(el, turn("a10", ["5"]))).toBe(true);
    expect(morphTo(el, turn("a9", []))).toBe(true);
    expect(el.outerHTML).toBe(parse(turn("a9", [])).outerHTML);
    const loose = parse(turn("a5", []));
    document.body.append(loose);
    expect(prepareMorph(loose, turn("a6", []))).toBe(false);
    // Not one element of the same tag: nothing prepared, and the morph declines as ever.
    expect(prepareMorph(el, "<div>a</div>")).toBe(false);
    expect(morphTo(el, "<div>a</div>")).toBe(false);
  });

  it("attributes a script set again out of the markup's order are written again in order, as a morph at once writes them", () => {
    const el = learned(`<li class="row" data-id="a5" title="Ivo"><p>Ivo</p></li>`);
    el.removeAttribute("class");
    el.setAttribute("class", "row");
    const after = `<li class="row active" data-id="a6" title="Lena"><p>Lena</p></li>`;
    expect(prepareMorph(el, after)).toBe(true);
    expect(el.getAttributeNames()).toEqual(["data-id", "title", "class"]);
    expect(morphTo(el, after)).toBe(true);
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    expect(el.getAttributeNames()).toEqual(["class", "data-id", "title"]);
  });
});
