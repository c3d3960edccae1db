// partial-render.ts, in the DOM alone: a part on screen patched into the part just drawn must end as that part's
// markup, the kept pieces the very elements they were (with what was typed in them and the focus), and decline —
// changing nothing — when the part on screen is not laid out as the one drawn.
import { describe, expect, it } from "vitest";
import {
  adoptKept,
  holdFocus,
  keptOnScreen,
  keptRow,
  onBoard,
  onScreenPieces,
  patchKept,
  placeTrackerRows,
  redrawnRows,
  replaceTracker,
  rowHtml,
  unkept,
} from "../../../../src/applications/combat/render/partial-render";
import type { TrackerKeep } from "../../../../src/applications/combat/render/tracker-plan";

function parse(html: string): HTMLElement {
  const t = document.createElement("template");
  t.innerHTML = html;
  return t.content.firstElementChild as HTMLElement;
}

/** `html` on the page. */
function onPage(html: string): HTMLElement {
  const el = parse(html);
  document.body.replaceChildren(el);
  return el;
}

/** Finds a piece on screen in `prior` by its `data-hb-piece`. */
const byPiece = (prior: Element) => (key: string) => prior.querySelector(`[data-hb-piece="${key}"]`);

/** `next` with each placeholder replaced by the markup of the piece it stands for in `prior`. */
function expected(prior: Element, next: string): string {
  const want = parse(next);
  for (const p of [...want.querySelectorAll<HTMLElement>("[data-hb-kept]")])
    p.replaceWith(byPiece(prior)(p.dataset.hbKept!)!.cloneNode(true));
  return want.outerHTML;
}

describe("patchKept", () => {
  it("keeps each kept piece (typed values and focus in it), reuses what is drawn the same, rewrites what stands for the same thing, and drops the rest", () => {
    const prior = onPage(
      `<section class="old" data-stale="1">\n  <header><h2>Round 1</h2><input name="q" value="1"></header>\n  <span>same</span><div class="bar"><b>x</b><div data-hb-piece="gmTrack"><input name="moveTo" value=""></div><i>old</i></div>\n  <p>gone</p>\n</section>`,
    );
    const kept = prior.querySelector<HTMLElement>('[data-hb-piece="gmTrack"]')!;
    const moveTo = kept.querySelector("input")!;
    moveTo.value = "7";
    moveTo.focus();
    const [header, h2, same, bar, b] = ["header", "h2", "span", ".bar", "b"].map((s) => prior.querySelector(s));
    const typed = header!.querySelector("input")!;
    typed.value = "typed";
    const next = `<section class="new">\n  <header><h2>Round 2</h2><input name="q" value="1"></header>\n  <span>same</span><div class="bar" data-now="1"><b>x</b><div data-hb-kept="gmTrack" hidden></div><em>new</em></div>\n</section>`;
    const want = expected(prior, next);
    expect(patchKept(prior, parse(next), byPiece(prior))).toBe(true);
    expect(prior.outerHTML).toBe(want);
    expect(document.body.firstElementChild).toBe(prior);
    // The kept piece never left the document: what was typed in it and the focus stay.
    expect(prior.querySelector('[data-hb-piece="gmTrack"]')).toBe(kept);
    expect([moveTo.value, document.activeElement]).toEqual(["7", moveTo]);
    // The header rewritten where it differs (its controls as its markup says), the rest drawn the same reused.
    expect(["header", "h2", "span", ".bar", "b"].map((s) => prior.querySelector(s))).toEqual([header, h2, same, bar, b]);
    expect(typed.value).toBe("1");
    expect(h2!.textContent).toBe("Round 2");
  });

  it("puts kept pieces in the order drawn, with what comes between them, and drops what stood around them", () => {
    const prior = onPage(
      `<section><div class="tools"><p>1</p><div data-hb-piece="a">A</div><p>2</p><div data-hb-piece="b">B</div><p>3</p><p>4</p></div></section>`,
    );
    const [a, b] = ["a", "b"].map(byPiece(prior));
    const next = `<section><div class="tools"><div data-hb-kept="b"></div><p>between</p><div data-hb-kept="a"></div></div><footer>end</footer></section>`;
    const want = expected(prior, next);
    expect(patchKept(prior, parse(next), byPiece(prior))).toBe(true);
    expect(prior.outerHTML).toBe(want);
    expect([...prior.querySelectorAll("[data-hb-piece]")]).toEqual([b, a]);
  });

  it("patches two kept pieces in the same container, and in containers nested alike", () => {
    const prior = onPage(
      `<section><div class="gm"><div class="row"><i data-hb-piece="a">A</i><i data-hb-piece="b">B</i></div></div><ol><li><i data-hb-piece="c">C</i></li></ol></section>`,
    );
    const pieces = ["a", "b", "c"].map(byPiece(prior));
    const next = `<section><div class="gm" title="t"><div class="row"><i data-hb-kept="a"></i> and <i data-hb-kept="b"></i></div></div><ol><li><i data-hb-kept="c"></i></li></ol></section>`;
    const want = expected(prior, next);
    expect(patchKept(prior, parse(next), byPiece(prior))).toBe(true);
    expect(prior.outerHTML).toBe(want);
    expect(["a", "b", "c"].map(byPiece(prior))).toEqual(pieces);
  });

  it("declines, changing nothing, when a kept piece is not found or the part around it is not laid out as drawn", () => {
    const screen = `<section><div class="gm"><div data-hb-piece="a">A</div><div data-hb-piece="b">B</div></div><div class="other"><p data-hb-piece="c">C</p></div><span data-hb-piece="d">D</span></section>`;
    const declined = [
      // Not found.
      `<section><div class="gm"><div data-hb-kept="z"></div></div></section>`,
      // Found at the part itself.
      `<section><div data-hb-kept="self"></div></section>`,
      // Its container of another tag.
      `<section><p class="gm"><div data-hb-kept="a"></div></p></section>`,
      // Drawn one level deeper, or shallower, than it is on screen.
      `<section><div><div class="gm"><div data-hb-kept="a"></div></div></div></section>`,
      `<section><div data-hb-kept="a"></div></section>`,
      `<section><div class="gm"><span data-hb-kept="d"></span></div></section>`,
      // Two pieces drawn in one container that are in two on screen.
      `<section><div class="gm"><div data-hb-kept="a"></div><p data-hb-kept="c"></p></div></section>`,
      // Two containers drawn that are one on screen.
      `<section><div><div data-hb-kept="a"></div></div><div><div data-hb-kept="b"></div></div></section>`,
    ];
    for (const next of declined) {
      const prior = onPage(screen);
      const find = (key: string) => (key === "self" ? prior : byPiece(prior)(key));
      expect(patchKept(prior, parse(next), find), next).toBe(false);
      expect(prior.outerHTML, next).toBe(screen);
    }
    // A piece found outside the part.
    const prior = onPage(screen);
    const elsewhere = parse(`<div><div class="gm"><div data-hb-piece="a"></div></div></div>`);
    document.body.append(elsewhere);
    const next = `<section><div class="gm"><div data-hb-kept="a"></div></div></section>`;
    expect(patchKept(prior, parse(next), () => elsewhere.querySelector("[data-hb-piece]"))).toBe(false);
    expect(prior.outerHTML).toBe(screen);
  });

  it("writes only what differs: a part drawn as it is on screen but one text is written that text alone", () => {
    const html = (n: number) => `<section class="hb" data-x="1">\n  <header class="h"><h2>Round ${n}</h2></header>\n  <div data-hb-piece="a">A</div>\n  <p>same</p>\n</section>`;
    const prior = onPage(html(1));
    const next = parse(html(2).replace(`<div data-hb-piece="a">A</div>`, `<div data-hb-kept="a"></div>`));
    const records: MutationRecord[] = [];
    const watch = new MutationObserver((r) => records.push(...r));
    watch.observe(prior, { subtree: true, attributes: true, characterData: true, childList: true });
    expect(patchKept(prior, next, byPiece(prior))).toBe(true);
    records.push(...watch.takeRecords());
    watch.disconnect();
    expect(prior.outerHTML).toBe(html(2));
    expect(records.map((m) => `${m.type} ${m.target.nodeValue}`)).toEqual(["characterData Round 2"]);
  });

  it("what stood before a piece kept or rewritten goes, the piece stays; an element drawn anew is not rewritten into the kept list beside it", () => {
    const prior = onPage(`<section><span>stale</span><div data-hb-piece="a">A</div><p>stale</p><header><h2>1</h2></header></section>`);
    const [a, header] = [byPiece(prior)("a"), prior.querySelector("header")];
    expect(patchKept(prior, parse(`<section><div data-hb-kept="a"></div><header><h2>2</h2></header></section>`), byPiece(prior))).toBe(true);
    expect(prior.outerHTML).toBe(`<section><div data-hb-piece="a">A</div><header><h2>2</h2></header></section>`);
    expect([byPiece(prior)("a"), prior.querySelector("header")]).toEqual([a, header]);
    const part = onPage(`<section><ol class="hb-endeavor-rows"><li>a</li></ol></section>`);
    const rows = part.querySelector("ol")!;
    expect(patchKept(part, parse(`<section><ol class="note"><li>new</li></ol><ol data-hb-kept="rows"></ol></section>`), () => rows)).toBe(true);
    expect(part.outerHTML).toBe(`<section><ol class="note"><li>new</li></ol><ol class="hb-endeavor-rows"><li>a</li></ol></section>`);
    expect(part.lastElementChild).toBe(rows);
  });

  it("declines a kept piece found nowhere in a document (no parent)", () => {
    const prior = onPage(`<section><div class="gm"><i data-hb-piece="a"></i></div></section>`);
    const html = prior.outerHTML;
    expect(patchKept(prior, parse(`<section><div class="gm"><i data-hb-kept="a"></i></div></section>`), () => document.createElement("i"))).toBe(false);
    expect(prior.outerHTML).toBe(html);
  });

  it("with no kept piece, the part is made the one drawn", () => {
    const prior = onPage(`<section a="1"><p>old</p></section>`);
    expect(patchKept(prior, parse(`<section b="2"><p>new</p><p>more</p></section>`), () => null)).toBe(true);
    expect(prior.outerHTML).toBe(`<section b="2"><p>new</p><p>more</p></section>`);
  });
});

describe("adoptKept", () => {
  it("moves each kept piece into its placeholder in the part drawn, and names the keys not found", () => {
    const prior = onPage(`<section><div data-hb-piece="a"><input name="x"></div><div data-hb-piece="b">B</div></section>`);
    const a = byPiece(prior)("a")!;
    const part = parse(`<section><p>new</p><div data-hb-kept="a"></div><div data-hb-kept="z"></div><div data-hb-kept="y"></div></section>`);
    const asked: string[] = [];
    const missing = adoptKept(part, (key, placeholder) => {
      asked.push(`${key}:${placeholder.dataset.hbKept}`);
      return byPiece(prior)(key);
    });
    expect(missing).toEqual(["z", "y"]);
    expect(asked).toEqual(["a:a", "z:z", "y:y"]);
    expect(part.children[1]).toBe(a);
    expect(part.querySelectorAll("[data-hb-kept]")).toHaveLength(2);
    expect(adoptKept(parse(`<section><p>no placeholder</p></section>`), () => null)).toEqual([]);
  });
});

describe("holdFocus", () => {
  it("puts back the focus and the caret of a field moved out of the document and back", () => {
    const part = onPage(`<section><input name="a" value="hello world"><textarea name="t">some note</textarea></section>`);
    const input = part.querySelector("input")!;
    input.focus();
    input.setSelectionRange(2, 5);
    const restore = holdFocus(part);
    part.remove();
    document.body.append(part);
    expect(document.activeElement).not.toBe(input);
    restore();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 5]);
    const area = part.querySelector("textarea")!;
    area.focus();
    area.setSelectionRange(1, 3);
    const back = holdFocus(part);
    part.remove();
    document.body.append(part);
    back();
    expect([document.activeElement, area.selectionStart, area.selectionEnd]).toEqual([area, 1, 3]);
  });

  it("a control without a caret (a box, a button) gets its focus back alone", () => {
    for (const html of [`<input type="checkbox" name="c">`, `<button type="button">Go</button>`, `<select name="s"><option>1</option></select>`]) {
      const part = onPage(`<section>${html}</section>`);
      const control = part.firstElementChild as HTMLElement;
      control.focus();
      const restore = holdFocus(part);
      part.remove();
      document.body.append(part);
      restore();
      expect(document.activeElement, html).toBe(control);
    }
  });

  it("does nothing for a focus outside the part, a field no longer on the page, or one still focused", () => {
    const part = onPage(`<section><input name="a" value="hello world"></section>`);
    const outside = Object.assign(document.createElement("input"), { value: "outside" });
    document.body.append(outside);
    outside.focus();
    const none = holdFocus(part);
    outside.blur();
    none();
    expect(document.activeElement).not.toBe(outside);
    const input = part.querySelector("input")!;
    input.focus();
    input.setSelectionRange(1, 1);
    const restore = holdFocus(part);
    // Still focused, the caret moved by the user since: left where it is.
    input.setSelectionRange(4, 6);
    restore();
    expect([document.activeElement, input.selectionStart, input.selectionEnd]).toEqual([input, 4, 6]);
    const gone = holdFocus(part);
    part.remove();
    gone();
    expect(document.activeElement).not.toBe(input);
  });
});

describe("rowHtml", () => {
  it("draws the row template and indents every line as tracker.hbs's call does, but a last empty one", () => {
    const asked: [string, object][] = [];
    const row = { id: "a5" };
    const html = rowHtml((path, context) => (asked.push([path, context]), `<li>\n  <p>x</p>\n\n</li>\n`), row);
    expect(html).toBe(`    <li>\n      <p>x</p>\n    \n    </li>\n`);
    expect(asked).toEqual([["systems/humanity-blessed/templates/combat/tracker-row.hbs", { row }]]);
    expect(rowHtml(() => `<li></li>`, row)).toBe(`    <li></li>`);
  });
});

describe("onBoard", () => {
  it("finds the board's pieces, cells by position, markers and buttons by id, the first of each", () => {
    const board = onPage(`<section>
      <header data-hb-piece="head">H</header><div><p data-hb-piece="inner">not a piece of the board</p></div>
      <ol class="hb-track">
        <li data-position="1"><span data-participant-id="p1">A</span><button data-button-id="b1"></button></li>
        <li data-position="2"><span data-participant-id="p1">again</span><span data-button-id="b2"></span></li>
        <li>no position</li>
      </ol>
      <div><ol class="hb-track"><li data-position="9"></li></ol></div>
    </section>`);
    const find = onBoard(board);
    const cells = board.querySelectorAll(":scope > ol > li");
    expect(find("head")).toBe(board.querySelector("header"));
    expect(find("inner")).toBeUndefined();
    expect([find("1"), find("2"), find("")]).toEqual([...cells]);
    expect(find("9")).toBeUndefined();
    expect(find("m:p1")).toBe(board.querySelector('[data-participant-id="p1"]'));
    expect(find("b:b1")).toBe(board.querySelector("button"));
    expect(find("b:b2")).toBe(board.querySelector('span[data-button-id="b2"]'));
    expect([find("p1"), find("b1"), find("m:b1")]).toEqual([undefined, undefined, undefined]);
    expect(onBoard(null)("head")).toBeUndefined();
    // A board with no track: its pieces alone.
    const bare = onPage(`<section><header data-hb-piece="head"></header></section>`);
    expect(onBoard(bare)("head")).toBe(bare.firstElementChild);
  });
});

describe("onScreenPieces", () => {
  it("finds the list of rows for the rows' placeholder, a toolbar piece by its key", () => {
    const part = onPage(`<section><div data-hb-piece="gmActions"></div><ol class="other"></ol><ol class="hb-endeavor-rows"></ol></section>`);
    const find = onScreenPieces(part);
    const placeholder = (tag: string) => document.createElement(tag);
    expect(find("rows", placeholder("ol"))).toBe(part.querySelector("ol.hb-endeavor-rows"));
    expect(find("gmActions", placeholder("div"))).toBe(part.querySelector("div"));
    expect(find("gmTrack", placeholder("details"))).toBeNull();
    expect(onScreenPieces(null)("gmActions", placeholder("div"))).toBeUndefined();
  });
});

/** A tracker part as tracker.hbs lays it out: the toolbar's pieces, then the list of rows. */
const trackerPart = (ids: string[], odds: string[] = []) =>
  onPage(`<section data-application-part="tracker"><div class="hb-gm"><div data-hb-piece="gmActions"><button>Undo</button></div><details data-hb-piece="gmTrack"></details></div><ol class="hb-endeavor-rows">${ids
    .map((id) => `\n    <li data-combatant-id="${id}"><p>${id}</p>${odds.includes(id) ? "<figure data-hb-odds></figure>" : ""}</li>`)
    .join("")}\n  </ol></section>`);

describe("what a partial re-render keeps, and tells", () => {
  const keep = (rows: string[], gm: string[], morph: string[] = []): TrackerKeep => ({
    drawn: null,
    drawing: null,
    redraw: false,
    kept: {
      rows: Object.fromEntries(rows.map((id) => [id, true as const])),
      gm: Object.fromEntries(gm.map((id) => [id, true as const])),
    },
    morph: new Map(morph.map((id) => [id, { donor: id, row: {} }])),
  });

  it("keptRow: a row kept and not rewritten into another's element", () => {
    const k = keep(["a", "b"], [], ["b"]);
    expect(["a", "b", "c"].map((id) => keptRow(k, id))).toEqual([true, false, false]);
    expect(keptRow({ drawn: null, drawing: null, redraw: false }, "a")).toBe(false);
    // A plan with no rows rewritten into another's element.
    expect(keptRow({ ...k, morph: undefined }, "b")).toBe(true);
  });

  it("redrawnRows: the rows drawn anew or rewritten, in screen order; none when the tracker part was not drawn", () => {
    const part = trackerPart(["c", "a", "b", "d"]);
    const k = keep(["a", "d"], [], ["d"]);
    expect(redrawnRows(k, part, true)).toEqual(["c", "b", "d"]);
    expect(redrawnRows(k, part, false)).toEqual([]);
  });

  it("keptOnScreen: the rows kept but those rewritten or with odds, and the toolbar's pieces kept", () => {
    const part = trackerPart(["a", "b", "c", "d"], ["c"]);
    const rows = [...part.querySelectorAll("li")];
    const out = keptOnScreen(part, keep(["a", "b", "c"], ["gmTrack"], ["b"]));
    expect([...out]).toEqual([rows[0], part.querySelector("details")]);
    expect(keptOnScreen(part, { drawn: null, drawing: null, redraw: false }).size).toBe(0);
  });

  it("unkept: the subtrees holding no kept element (what the render draws anew)", () => {
    const part = trackerPart(["a", "b", "c"]);
    const [a, , c] = [...part.querySelectorAll("li")];
    const gm = part.querySelector(".hb-gm")!;
    const details = part.querySelector("details")!;
    expect(unkept(part, new Set())).toEqual([part]);
    expect(unkept(part, new Set([a!, details]))).toEqual([part.querySelector('[data-hb-piece="gmActions"]'), part.querySelectorAll("li")[1], c]);
    expect(unkept(part, new Set([gm]))).toEqual([part.querySelector("ol")]);
    // A kept element held by the root alone.
    expect(unkept(part.querySelector("ol")!, new Set([a!]))).toEqual([part.querySelectorAll("li")[1], c]);
  });
});

/** What planTracker leaves for a render drawing rows `order`: kept rows and toolbar pieces, the rows rewritten into
 *  another's element (`morph`: row → donor), drawn by `renderRow`. */
function plan(order: string[], kept: string[], gm: string[], morph: Record<string, string> = {}, renderRow?: (row: unknown) => string): TrackerKeep {
  const drawing = { rows: { scope: "s", signatures: new Map(order.map((id) => [id, id])) }, gm: { scope: "s", signatures: new Map() }, turns: new Set<string>() };
  return {
    drawn: null,
    drawing,
    redraw: false,
    kept: { rows: Object.fromEntries(kept.map((id) => [id, true as const])), gm: Object.fromEntries(gm.map((id) => [id, true as const])) },
    morph: new Map(Object.entries(morph).map(([id, donor]) => [id, { donor, row: { id } }])),
    renderRow,
  };
}

const SEP = "\n    ";
const li = (id: string, body = `<p>${id}</p>`) => `<li data-combatant-id="${id}">${body}</li>`;
/** The acting turn's form of `id`, with a field typed in. */
const turn = (id: string) => li(id, `<p>${id}'s turn</p><form data-hb-turn><input name="trigger" value=""><select name="pay"><option value="1">1</option><option value="2">2</option></select></form>`);
/** The tracker part as tracker.hbs draws it in full: the toolbar, and the list of rows. */
const fullPart = (rows: string[], gm = `<button>Undo</button>`) =>
  `<section data-application-part="tracker"><div class="hb-gm"><div data-hb-piece="gmActions">${gm}</div><details data-hb-piece="gmTrack"><input name="moveTo"></details></div><ol class="hb-endeavor-rows">${rows.map((r) => SEP + r).join("")}\n  </ol></section>`;
/** The same, drawn with kept pieces: placeholders for the toolbar's pieces kept and the list, the rows drawn anew in
 *  the list's placeholder. */
const keptPart = (rows: string[], gm: string[], actions = `<button>Undo</button>`) =>
  `<section data-application-part="tracker"><div class="hb-gm">${gm.includes("gmActions") ? `<div data-hb-kept="gmActions" hidden></div>` : `<div data-hb-piece="gmActions">${actions}</div>`}${gm.includes("gmTrack") ? `<details data-hb-kept="gmTrack" hidden></details>` : `<details data-hb-piece="gmTrack"><input name="moveTo"></details>`}</div><ol data-hb-kept="rows" hidden>${rows.map((r) => SEP + r).join("")}\n  </ol></section>`;

describe("placeTrackerRows", () => {
  const rows = (root: Element) => new Map([...root.querySelectorAll<HTMLElement>("li[data-combatant-id]")].map((el) => [el.dataset.combatantId!, el]));

  it("the row taking the turn gets the element of the row that had it, rewritten (what was typed there dropped), and gives its own in return", () => {
    const content = onPage(`<div>${fullPart([turn("a"), li("b"), li("c")])}</div>`);
    const before = rows(content);
    const field = before.get("a")!.querySelector("input")!;
    field.value = "typed";
    before.get("a")!.querySelector("select")!.value = "2";
    const drawnRows: string[] = [];
    const render = (row: unknown) => {
      const { id } = row as { id: string };
      drawnRows.push(id);
      return id === "b" ? turn("b") : li(id, `<p>${id} done</p>`);
    };
    const keep = plan(["a", "b", "c"], ["a", "b", "c"], [], { b: "a", a: "b" }, render);
    expect(placeTrackerRows(content, new Map(), keep)).toBe(true);
    const after = rows(content);
    expect(after.get("b")).toBe(before.get("a"));
    expect(after.get("a")).toBe(before.get("b"));
    expect(after.get("c")).toBe(before.get("c"));
    expect(content.querySelector("ol")!.outerHTML).toBe(parse(fullPart([li("a", "<p>a done</p>"), turn("b"), li("c")])).querySelector("ol")!.outerHTML);
    expect(field.value).toBe("");
    expect(after.get("b")!.querySelector("select")!.value).toBe("1");
    expect(drawnRows.sort()).toEqual(["a", "b"]);
  });

  it("a donor holding the focus, or one the row's HTML cannot be rewritten into, is replaced by the row parsed, its controls as drawn", () => {
    for (const focused of [true, false]) {
      const content = onPage(`<div>${fullPart([turn("a"), li("b")])}</div>`);
      const before = rows(content);
      const field = before.get("a")!.querySelector("input")!;
      if (focused) field.focus();
      // Not focused: the row's HTML is a <div>, which no <li> is rewritten into.
      const html = focused ? turn("b") : `<div data-combatant-id="b">b</div>`;
      const keep = plan(["a", "b"], ["b"], [], { b: "a" }, () => html);
      expect(placeTrackerRows(content, new Map([["a", parse(li("a"))]]), keep)).toBe(true);
      const b = content.querySelector('[data-combatant-id="b"]')!;
      expect(b).not.toBe(before.get("a"));
      expect(before.get("a")!.isConnected).toBe(false);
      expect(b.outerHTML).toBe(parse(html).outerHTML);
    }
  });

  it("refuses (the tracker redraws everything) when the donor is gone or draws nothing, there is no list, or nothing is being drawn", () => {
    for (const html of ["", "just text"]) {
      const content = onPage(`<div>${fullPart([turn("a"), li("b")])}</div>`);
      expect(placeTrackerRows(content, new Map(), plan(["a", "b"], ["a", "b"], [], { b: "a" }, () => html))).toBe(false);
    }
    const content = onPage(`<div>${fullPart([turn("a"), li("b")])}</div>`);
    expect(placeTrackerRows(content, new Map(), plan(["a", "b"], ["a", "b"], [], { b: "z" }, () => turn("b")))).toBe(false);
    // A plan with no rows rewritten into another's element: each row is the one on screen.
    expect(placeTrackerRows(content, new Map(), { ...plan(["b", "a"], ["a", "b"], []), morph: undefined })).toBe(true);
    expect([...content.querySelectorAll("li")].map((el) => el.dataset.combatantId)).toEqual(["b", "a"]);
    // Without a way to draw a row, a row planned to move on is the one on screen.
    expect(placeTrackerRows(content, new Map(), plan(["a", "b"], ["a", "b"], [], { b: "a" }))).toBe(true);
    expect(placeTrackerRows(content.querySelector(".hb-gm")!, new Map(), plan(["a"], ["a"], []))).toBe(false);
    expect(placeTrackerRows(content, new Map(), { ...plan(["a"], ["a"], []), drawing: null })).toBe(false);
  });
});

describe("replaceTracker", () => {
  /** The application's content with the tracker part drawn in full and a header part; core's _replaceHTML as
   *  `replace` (each part's element swapped for the one rendered). */
  function app(rows: string[]) {
    const content = onPage(`<div><header data-application-part="header">H</header>${fullPart(rows)}</div>`);
    const replaced: string[][] = [];
    const replace = (parts: Record<string, HTMLElement>) => {
      replaced.push(Object.keys(parts));
      for (const [id, el] of Object.entries(parts)) {
        el.dataset.applicationPart = id;
        content.querySelector(`[data-application-part="${id}"]`)!.replaceWith(el);
      }
    };
    const calls = { rerender: 0, before: [] as Element[][] };
    const rerender = () => void (calls.rerender += 1);
    const beforeChange = (redrawn: Element[]) => void calls.before.push(redrawn);
    const part = () => content.querySelector<HTMLElement>('[data-application-part="tracker"]')!;
    return { content, replace, replaced, calls, rerender, beforeChange, part };
  }
  const header = () => parse(`<header>H2</header>`);

  it("patches the part on screen in place: the kept rows and pieces stay, with the focus; only the other parts are swapped in", () => {
    const a = app([li("a"), li("b"), li("c")]);
    const prior = a.part();
    const [rowA, rowB] = [...prior.querySelectorAll("li")];
    const moveTo = prior.querySelector<HTMLInputElement>('input[name="moveTo"]')!;
    moveTo.value = "7";
    moveTo.focus();
    const keep = plan(["a", "b", "c"], ["a", "c"], ["gmTrack"]);
    const jobs: (() => void)[] = [];
    Object.assign(keep, { renderRow: () => "", later: (job: () => void) => jobs.push(job), turnRows: new Map([["b", {}]]) });
    const drawing = keep.drawing;
    const next = parse(keptPart([li("b", "<p>b moved</p>")], ["gmTrack"], `<button>Undo Wren</button>`));
    replaceTracker(keep, { header: header(), tracker: next }, a.content, a.replace, a.rerender, a.beforeChange);
    expect(a.replaced).toEqual([["header"]]);
    expect(a.part()).toBe(prior);
    expect(prior.outerHTML).toBe(parse(fullPart([li("a"), li("b", "<p>b moved</p>"), li("c")], `<button>Undo Wren</button>`)).outerHTML);
    expect([prior.querySelector("li"), document.activeElement, moveTo.value]).toEqual([rowA, moveTo, "7"]);
    expect(prior.querySelectorAll("li")[1]).toBe(rowB);
    // What it was about to draw anew, before anything changed: the header, the toolbar's first row, row b.
    expect(a.calls.before).toHaveLength(1);
    expect(a.calls.before[0]!.map((el) => el.getAttribute("data-application-part") ?? el.getAttribute("data-hb-piece") ?? (el as HTMLElement).dataset.combatantId)).toEqual(["header", "gmActions", "b"]);
    expect([keep.drawn, keep.redraw, a.calls.rerender]).toEqual([drawing, false, 0]);
    // The acting row learns what it shows when the browser is idle.
    expect(jobs).toHaveLength(1);
  });

  it("a part whose rows cannot be placed is redrawn in full at once", () => {
    const a = app([li("a"), li("b")]);
    const keep = plan(["a", "b", "z"], ["a", "b", "z"], []);
    const jobs: (() => void)[] = [];
    Object.assign(keep, { renderRow: () => "", later: (job: () => void) => jobs.push(job), turnRows: new Map([["a", {}]]) });
    replaceTracker(keep, { tracker: parse(keptPart([], [])) }, a.content, a.replace, a.rerender, a.beforeChange);
    expect([keep.drawn, keep.redraw, a.calls.rerender, jobs.length]).toEqual([null, true, 1, 0]);
  });

  it("a kept piece not on screen: the part drawn goes in whole, the pieces found moved into it with the focus, and the tracker redraws", () => {
    const a = app([li("a"), li("b")]);
    const prior = a.part();
    prior.querySelector(".hb-gm")!.replaceWith(parse(`<nav class="hb-gm"><details data-hb-piece="gmTrack"><input name="moveTo"></details></nav>`));
    const track = prior.querySelector("details")!;
    const moveTo = track.querySelector("input")!;
    moveTo.focus();
    const keep = plan(["a", "b"], ["a"], ["gmTrack", "gmActions"]);
    const next = parse(keptPart([li("b")], ["gmTrack", "gmActions"]));
    replaceTracker(keep, { tracker: next }, a.content, a.replace, a.rerender, a.beforeChange);
    expect(a.replaced).toEqual([["tracker"]]);
    expect(a.part()).toBe(next);
    expect([next.querySelector("details"), document.activeElement]).toEqual([track, moveTo]);
    expect([keep.drawn, keep.redraw, a.calls.rerender]).toEqual([null, true, 1]);
  });

  it("a part patched whole when its pieces are all found elsewhere on screen: the rows put in, nothing redrawn again", () => {
    const a = app([li("a"), li("b")]);
    const prior = a.part();
    // The list moved into another element on screen: the part cannot be patched, but every piece is found.
    const holder = document.createElement("div");
    holder.append(prior.querySelector("ol")!);
    prior.append(holder);
    const keep = plan(["a", "b"], ["a"], ["gmTrack"]);
    const drawing = keep.drawing;
    const next = parse(keptPart([li("b", "<p>b2</p>")], ["gmTrack"]));
    replaceTracker(keep, { tracker: next }, a.content, a.replace, a.rerender, a.beforeChange);
    expect(a.part()).toBe(next);
    expect(next.querySelector("ol")!.outerHTML).toBe(parse(fullPart([li("a"), li("b", "<p>b2</p>")])).querySelector("ol")!.outerHTML);
    expect([keep.drawn, keep.redraw, a.calls.rerender]).toEqual([drawing, false, 0]);
  });

  it("with nothing on screen to keep, or a part drawn whole, swaps every part in; with no tracker part, leaves the plan as it was", () => {
    const a = app([li("a")]);
    a.part().remove();
    const keep = plan(["a"], ["a"], []);
    replaceTracker(keep, { tracker: parse(keptPart([], [])) }, a.content, (parts) => void a.replaced.push(Object.keys(parts)), a.rerender, a.beforeChange);
    expect(a.calls.before).toEqual([[a.content]]);
    expect([keep.drawn, keep.redraw, a.calls.rerender]).toEqual([null, true, 1]);
    const b = app([li("a")]);
    const whole = plan(["a"], [], []);
    const jobs: (() => void)[] = [];
    Object.assign(whole, { renderRow: () => "", later: (job: () => void) => jobs.push(job), turnRows: new Map([["a", {}]]) });
    const drawn = parse(fullPart([li("a", "<p>new</p>")]));
    replaceTracker(whole, { header: header(), tracker: drawn }, b.content, b.replace, b.rerender, b.beforeChange);
    expect(b.replaced).toEqual([["header", "tracker"]]);
    expect(b.part()).toBe(drawn);
    expect(b.calls.before).toEqual([[b.content]]);
    expect([whole.drawn, whole.redraw, b.calls.rerender, jobs.length]).toEqual([whole.drawing, false, 0, 1]);
    const c = app([li("a")]);
    const untouched = { ...plan(["a"], [], []), drawn: null, redraw: true };
    replaceTracker(untouched, { header: header() }, c.content, c.replace, c.rerender);
    expect(c.replaced).toEqual([["header"]]);
    expect([untouched.drawn, untouched.redraw, c.calls.rerender]).toEqual([null, true, 0]);
  });
});
