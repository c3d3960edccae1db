// What a click in the tracker reads (form-fields.ts): a row's form as core reads one, dotted names grouped; the row
// clicked and its participant; a track position typed, refused with a message a player reads when it is none.
import { describe, expect, it } from "vitest";
import { clicked, formFields, isFields, rowFields, rowOf, typedPosition } from "../../../../src/applications/combat/tracker/form-fields";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { ui } from "../../../fakes/setup";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

/** A row as the tracker draws one: its participant, and its form with a grouped share, a ticked target and a typed
 *  position; a Next button inside, outside the form. */
function row(id = "a1") {
  const list = document.createElement("ol");
  list.innerHTML = `<li data-combatant-id="${id}"><form class="hb-row-form">
    <input name="split.b2" type="number" value="3"><input name="split.c3" type="number" value="0">
    <input type="checkbox" name="targets" value="b2" checked><input name="searchPosition" type="number" value="7">
  </form><span><button type="button" data-hb-next>Next</button></span></li>`;
  return list.querySelector<HTMLElement>("li")!;
}

describe("a row's fields", () => {
  it("read as core reads a form, dotted names grouped", () => {
    const r = row();
    expect(rowFields(r)).toEqual({ split: { "b2": 3, "c3": 0 }, targets: "b2", searchPosition: 7 });
    expect(formFields(r.querySelector("form"))).toEqual(rowFields(r));
    expect(isFields(rowFields(r).split)).toBe(true);
  });

  it("none without the row's form, or without a row", () => {
    const r = row();
    r.querySelector("form")!.className = "hb-other";
    expect(rowFields(r)).toEqual({});
    expect(rowFields(null)).toEqual({});
    expect(rowFields(undefined)).toEqual({});
    expect(formFields(null)).toEqual({});
  });

  it("a group of fields is a plain object, not a list, a value or nothing", () => {
    expect([{}, { a: 1 }, [], null, 3, "b2", undefined].map(isFields)).toEqual([true, true, false, false, false, false, false]);
  });
});

describe("a click in a row", () => {
  it("names the row, its participant, the Endeavor and what its form says", () => {
    const r = row("wren");
    const button = r.querySelector<HTMLElement>("[data-hb-next]")!;
    expect(rowOf(button)).toBe(r);
    const state = { round: 3 };
    const c = clicked({ combat: { endeavor: state } } as unknown as TrackerHost, button);
    expect(c.state).toBe(state);
    expect(c.by).toBe("wren");
    expect(c.fields()).toEqual(rowFields(r));
  });

  it("outside any row, or with no Combat: nobody, nothing in the form, no Endeavor", () => {
    const loose = document.createElement("button");
    expect(rowOf(loose)).toBeNull();
    const c = clicked({ combat: null } as unknown as TrackerHost, loose);
    expect(c).toMatchObject({ state: undefined, by: undefined });
    expect(c.fields()).toEqual({});
  });
});

describe("a track position typed", () => {
  it("a whole number from 0 is taken, saying nothing", () => {
    expect([0, 1, 20].map(typedPosition)).toEqual([0, 1, 20]);
    expect(warnings()).toEqual([]);
  });

  it("anything else is refused with a message naming what was typed (a blank is not 0)", () => {
    expect([-1, 2.5, "4", null, undefined, Number.NaN].map(typedPosition)).toEqual([null, null, null, null, null, null]);
    expect(warnings()).toEqual([
      'A track position is a whole number from 0 (it was "-1").',
      'A track position is a whole number from 0 (it was "2.5").',
      'A track position is a whole number from 0 (it was "4").',
      'A track position is a whole number from 0 (it was "").',
      'A track position is a whole number from 0 (it was "").',
      'A track position is a whole number from 0 (it was "NaN").',
    ]);
  });
});
