// tracker-rows.ts: the list of rows on screen put in the planned order, each row with the template's whitespace in
// front of it, must end as the list a full render draws, keeping every row element it can.
import { describe, expect, it, vi } from "vitest";
import { placeRows, takeRows } from "../../../../src/applications/combat/render/tracker-rows";
import { template } from "../../../../src/applications/shared/templates";

const SEP = "\n    ";
/** The list as tracker.hbs draws it: whitespace before each row, and after the last. */
const list = (rows: string[], attrs = `class="hb-endeavor-rows"`) => `<ol ${attrs}>${rows.map((r) => `${SEP}${r}`).join("")}\n  </ol>`;
const row = (id: string, text = id) => `<li data-combatant-id="${id}"><span>${text}</span></li>`;

function parse(html: string): HTMLElement {
  const t = document.createElement("template");
  t.innerHTML = html;
  return t.content.firstElementChild as HTMLElement;
}

/** `ids` on screen, then put in `order` with `fresh` rows drawn anew: the list as a full render of `want` draws it. */
function place(ids: string[], order: string[], fresh: Record<string, string>, want: string[], taken: string[] = []) {
  const ol = parse(list(ids.map((id) => row(id))));
  document.body.replaceChildren(ol);
  const before = new Map([...ol.children].map((li) => [(li as HTMLElement).dataset.combatantId!, li]));
  const drawn = new Map(Object.entries(fresh).map(([id, html]) => [id, parse(html)]));
  expect(placeRows(ol, order, drawn, (id) => before.get(id), new Set(taken))).toBe(true);
  expect(ol.outerHTML).toBe(parse(list(want)).outerHTML);
  return { ol, before };
}

describe("placeRows", () => {
  it("keeps every row in place when the order stands, rewriting a row drawn anew into its own element", () => {
    const { ol, before } = place(["a", "b", "c"], ["a", "b", "c"], { b: row("b", "b moved") }, [row("a"), row("b", "b moved"), row("c")]);
    expect([...ol.children]).toEqual([...before.values()]);
  });

  it("moves a row with its whitespace (two rows trading places), adds new ones and drops the rows gone", () => {
    const swapped = place(["a", "b", "c", "d"], ["a", "c", "b", "d"], {}, [row("a"), row("c"), row("b"), row("d")]);
    expect(swapped.ol.children[1]).toBe(swapped.before.get("c"));
    place(["a", "b"], ["a", "n", "b"], { n: row("n") }, [row("a"), row("n"), row("b")]);
    place(["a", "b", "c"], ["c"], {}, [row("c")]);
    place(["a"], ["z", "a", "y"], { z: row("z"), y: row("y") }, [row("z"), row("a"), row("y")]);
  });

  it("a row drawn anew is put in as drawn when its element on screen was taken by another row, or stands for another", () => {
    const { ol, before } = place(["a", "b"], ["a", "b"], { b: row("b", "new") }, [row("a"), row("b", "new")], ["b"]);
    expect(ol.children[1]).not.toBe(before.get("b"));
  });

  it("refuses a list not laid out as the template draws it, or a row it cannot find", () => {
    const bare = parse(`<ol>${row("a")}</ol>`);
    expect(placeRows(bare, ["a"], new Map(), () => bare.firstElementChild, new Set())).toBe(false);
    const ol = parse(list([row("a")]));
    expect(placeRows(ol, ["a", "b"], new Map(), (id) => (id === "a" ? ol.firstElementChild : null), new Set())).toBe(false);
  });

  it("refuses an empty list, one with no text after its last row, or a row with no whitespace before it", () => {
    expect(placeRows(parse("<ol></ol>"), [], new Map(), () => null, new Set())).toBe(false);
    const unended = parse(`<ol>${SEP}${row("a")}</ol>`);
    expect(placeRows(unended, ["a"], new Map(), () => unended.firstElementChild, new Set())).toBe(false);
    // Two rows side by side: the row moved has no whitespace of its own to take along.
    const ol = parse(`<ol>${SEP}${row("a")}${row("b")}\n  </ol>`);
    const [a, b] = [...ol.children];
    const html = ol.outerHTML;
    expect(placeRows(ol, ["b", "a"], new Map(), (id) => (id === "a" ? a : b), new Set())).toBe(false);
    expect(ol.outerHTML).toBe(html);
  });

  it("takeRows finds the rows drawn anew in the list's placeholder, by combatant; none without one", () => {
    const part = parse(`<section><ol data-hb-kept="rows" hidden>${SEP}${row("b")}${SEP}<li class="hb-note">none</li>\n  </ol></section>`);
    const rows = takeRows(part)!;
    expect([...rows.keys()]).toEqual(["b"]);
    expect(takeRows(parse(`<section>${list([row("a")])}</section>`))).toBeNull();
  });

  it("finds the list and its placeholder as the tracker's template draws them (read when the module loads)", async () => {
    vi.resetModules();
    const { ROWS, ROWS_KEPT } = await import("../../../../src/applications/combat/render/tracker-rows");
    const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), {
      endeavor: { started: true, rows: [] }, hbKept: { rows: {}, gm: {}, keyed: true },
    } as never);
    const part = Object.assign(document.createElement("section"), { innerHTML: html });
    expect(part.querySelectorAll(ROWS_KEPT)).toHaveLength(1);
    expect(part.querySelector(ROWS_KEPT)!.matches(ROWS)).toBe(false);
    const whole = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), {
      endeavor: { started: true, rows: [] },
    } as never);
    const full = Object.assign(document.createElement("section"), { innerHTML: whole });
    expect([full.querySelectorAll(ROWS).length, full.querySelectorAll(ROWS_KEPT).length]).toEqual([1, 0]);
  });
});
