// dom-sync.ts: an element on screen rewritten into a newly parsed one must end as that one's markup, keep the nodes the
// two share, and never carry one row's, piece's or field's identity into another's.
import { describe, expect, it } from "vitest";
import { alike, ends, syncTo } from "../../../../src/applications/shared/morph/dom-sync";

const parse = (html: string): HTMLElement => {
  const t = document.createElement("template");
  t.innerHTML = html;
  return t.content.firstElementChild as HTMLElement;
};

/** `before` on screen synced to `after` parsed: the markup of `after`, the same root. */
function sync(before: string, after: string): HTMLElement {
  const el = parse(before);
  document.body.replaceChildren(el);
  syncTo(el, parse(after));
  expect(document.body.firstElementChild).toBe(el);
  expect(el.outerHTML).toBe(parse(after).outerHTML);
  return el;
}

describe("syncTo", () => {
  it("rewrites attributes (in the new order) and texts, keeping every node of the same shape", () => {
    const el = parse(`<p class="turn" title="a">Turn of <b>Ivo</b> <span hidden>next</span></p>`);
    document.body.replaceChildren(el);
    const [b, span] = [el.querySelector("b"), el.querySelector("span")];
    const after = `<p title="b" class="turn now">Turn of <b>Lena</b> <span>next: Ivo</span></p>`;
    syncTo(el, parse(after));
    expect(el.outerHTML).toBe(parse(after).outerHTML);
    expect([el.querySelector("b"), el.querySelector("span")]).toEqual([b, span]);
  });

  it("lists that grow or shrink change between the children kept at both ends; a tag that changes is replaced", () => {
    const el = parse(`<ul>\n<li>a</li>\n<li>b</li>\n</ul>`);
    document.body.replaceChildren(el);
    const [a, b] = el.querySelectorAll("li");
    syncTo(el, parse(`<ul>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n</ul>`));
    expect(el.outerHTML).toBe(`<ul>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n</ul>`);
    expect([...el.querySelectorAll("li")].slice(0, 2)).toEqual([a, b]);
    syncTo(el, parse(`<ul>\n<li>z</li>\n</ul>`));
    expect(el.outerHTML).toBe(`<ul>\n<li>z</li>\n</ul>`);
    expect(el.querySelector("li")).toBe(a);
    const span = sync(`<div><b>x</b><span>y</span></div>`, `<div><i>x</i><span>y</span></div>`).querySelector("span");
    expect(span?.textContent).toBe("y");
    // A new middle goes in before a child kept at the end that is itself replaced (another identity).
    sync(`<div><p>a</p><input name="x"></div>`, `<div><p>a</p><p>b</p><input name="y"></div>`);
    sync(`<div><template><b>1</b></template></div>`, `<div><template><b>2</b></template></div>`);
  });

  it("rewrites a child into another only when it stands for the same thing (its row, piece, cell or field)", () => {
    expect(alike(parse(`<li data-combatant-id="a"></li>`), parse(`<li data-combatant-id="a" class="x"></li>`))).toBe(true);
    expect(alike(parse(`<li data-combatant-id="a"></li>`), parse(`<li data-combatant-id="b"></li>`))).toBe(false);
    expect(alike(parse(`<input name="a">`), parse(`<input name="b">`))).toBe(false);
    expect(alike(parse(`<div data-hb-piece="gmActions"></div>`), parse(`<div data-hb-piece="gmTrack"></div>`))).toBe(false);
    expect(alike(parse(`<li data-position="3"></li>`), parse(`<li data-position="3"></li>`))).toBe(true);
    expect(alike(parse(`<p></p>`), parse(`<div></div>`))).toBe(false);
    const el = parse(`<ol><li data-combatant-id="a"><input name="t"></li></ol>`);
    document.body.replaceChildren(el);
    const row = el.querySelector("li");
    syncTo(el, parse(`<ol><li data-combatant-id="b"><input name="t"></li></ol>`));
    expect(el.querySelector("li")).not.toBe(row);
    expect(el.querySelector("li")!.dataset.combatantId).toBe("b");
  });

  it("ends: the runs of the same kinds at both ends, never overlapping", () => {
    expect(ends(["a", "b", "c"], ["a", "b", "c"])).toEqual([3, 0]);
    expect(ends(["a", "c"], ["a", "b", "c"])).toEqual([1, 1]);
    expect(ends(["a", "a"], ["a"])).toEqual([1, 0]);
    expect(ends(["x", "b"], ["y", "b"])).toEqual([0, 1]);
    expect(ends([], ["a"])).toEqual([0, 0]);
  });
});

describe("syncTo writes only what differs", () => {
  it("an attribute's value, one removed, one added last, a text: nothing else is written", () => {
    const el = parse(`<p class="a" title="t" hidden>one <!-- note --><b>two</b></p>`);
    document.body.replaceChildren(el);
    const records: MutationRecord[] = [];
    const watch = new MutationObserver((r) => records.push(...r));
    watch.observe(el, { subtree: true, attributes: true, characterData: true, childList: true });
    const after = `<p class="b" title="t" data-new="1">one <!-- note --><b>three</b></p>`;
    syncTo(el, parse(after));
    records.push(...watch.takeRecords());
    watch.disconnect();
    expect(el.outerHTML).toBe(after);
    expect(records.map((m) => `${m.type} ${m.attributeName ?? m.target.nodeValue}`).sort())
      .toEqual(["attributes class", "attributes data-new", "attributes hidden", "characterData three"]);
  });

  it("attributes partly out of the new order are all written again in it", () => {
    sync(`<p a="1" b="2" c="3">x</p>`, `<p a="1" c="3" b="2">x</p>`);
  });

  it("an element of another namespace is not rewritten into an HTML one of the same name", () => {
    const el = parse(`<div></div>`);
    el.append(document.createElementNS("http://www.w3.org/2000/svg", "a"));
    syncTo(el, parse(`<div><a href="#x">x</a></div>`));
    expect(el.firstElementChild!.namespaceURI).toBe("http://www.w3.org/1999/xhtml");
    expect(el.outerHTML).toBe(`<div><a href="#x">x</a></div>`);
  });

  it("ends stops at the first kind that differs from the end", () => {
    expect(ends(["b", "c"], ["a", "b", "c"])).toEqual([0, 2]);
    expect(ends(["a", "b", "c"], ["a", "x", "c"])).toEqual([1, 1]);
  });
});
