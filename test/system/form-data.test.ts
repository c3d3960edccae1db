// The fake's foundry.applications.ux.FormDataExtended, held to core V13's (client/applications/ux/
// form-data-extended.mjs): what each kind of field gives, which fields are skipped, and dotted names expanded by
// foundry.utils.expandObject — the way the tracker reads each row's form.
import { describe, expect, it } from "vitest";
import "../fakes/setup";

const g = globalThis as any;
const FormDataExtended = g.foundry.applications.ux.FormDataExtended;

function form(html: string): HTMLFormElement {
  const el = document.createElement("form");
  el.innerHTML = html;
  document.body.replaceChildren(el);
  return el;
}
const read = (html: string, options?: object) => new FormDataExtended(form(html), options).object;

describe("FormDataExtended as core reads a form", () => {
  it("a checkbox with a value gives it when ticked, else null; one without gives a boolean; Boolean dtype a boolean", () => {
    expect(read(`<input type="checkbox" name="a" value="3" checked><input type="checkbox" name="b" value="3">
      <input type="checkbox" name="c" checked><input type="checkbox" name="d"><input type="checkbox" name="e" value="x" data-dtype="Boolean" checked>`))
      .toEqual({ a: "3", b: null, c: true, d: false, e: true });
  });

  it("several fields of one name: an array in document order, unticked boxes null; radios give the checked one or nothing", () => {
    const object = read(`<input type="checkbox" name="steal" value="2" checked><input type="checkbox" name="steal" value="4"><input type="checkbox" name="steal" value="6" checked>
      <input type="radio" name="kind" value="attack"><input type="radio" name="kind" value="advance" checked>
      <input type="radio" name="none" value="a"><input type="radio" name="none" value="b">`);
    expect(object).toEqual({ steal: ["2", null, "6"], kind: "advance", none: undefined });
    expect("none" in object).toBe(true);
  });

  it("number and range inputs give numbers, blank null; dtype Number casts text; a multiple select its chosen values", () => {
    expect(read(`<input type="number" name="n" value="7"><input type="number" name="blank" value=""><input type="range" name="r" min="0" max="9" value="4">
      <input type="text" name="t" value="12" data-dtype="Number"><input type="text" name="s" value="12">
      <select name="m" multiple><option value="a" selected>a</option><option value="b">b</option><option value="c" selected>c</option></select>
      <select name="one"><option value="x">x</option><option value="y" selected>y</option></select>`))
      .toEqual({ n: 7, blank: null, r: 4, t: 12, s: "12", m: ["a", "c"], one: "y" });
  });

  it("the dtypes option casts as data-dtype does: Number (blank → null), Boolean (\"false\" → false), JSON", () => {
    expect(read(`<input name="a" value="5"><input name="b" value=""><input name="c" value="false"><input name="d" value='{"x":[1]}'>`,
      { dtypes: { a: "Number", b: "Number", c: "Boolean", d: "JSON" } })).toEqual({ a: 5, b: null, c: false, d: { x: [1] } });
  });

  it("skips buttons, unnamed fields and disabled ones (a disabled fieldset's too, but not its legend's); `disabled: true` keeps them", () => {
    const html = `<button name="go" value="1">Go</button><input value="unnamed"><input name="off" value="1" disabled>
      <fieldset disabled><legend><input name="legend" value="L"></legend><input name="inside" value="2"></fieldset><input name="on" value="3">`;
    expect(read(html)).toEqual({ legend: "L", on: "3" });
    expect(read(html, { disabled: true })).toEqual({ off: "1", legend: "L", inside: "2", on: "3" });
  });

  it("keeps read-only fields unless `readonly: false`; a disabled form gives nothing", () => {
    expect(read(`<input name="r" value="1" readonly><input name="w" value="2">`)).toEqual({ r: "1", w: "2" });
    expect(read(`<input name="r" value="1" readonly><input name="w" value="2">`, { readonly: false })).toEqual({ w: "2" });
    const off = form(`<input name="a" value="1">`);
    off.setAttribute("disabled", "");
    expect(new FormDataExtended(off).object).toEqual({});
  });

  it("is a FormData too: each value as text (an array as JSON); dotted names expand into objects", () => {
    const fd = new FormDataExtended(form(`<input name="split.a" type="number" value="2"><input name="split.b" type="number" value="">
      <input type="checkbox" name="steal.m0" value="3" checked><input type="checkbox" name="steal.m0" value="5">`));
    expect([fd.get("split.a"), fd.get("steal.m0")]).toEqual(["2", '["3",null]']);
    expect(g.foundry.utils.expandObject(fd.object)).toEqual({ split: { a: 2, b: null }, steal: { m0: ["3", null] } });
  });

  it("reads only a form", () => {
    expect(() => new FormDataExtended(document.createElement("div"))).toThrow(TypeError);
  });
});
