// control-reset.ts: a form's controls put back as their markup says, as a fresh parse would have them.
import { describe, expect, it } from "vitest";
import { resetControls } from "../../../../src/applications/shared/morph/control-reset";

const parse = (html: string): HTMLElement => {
  const t = document.createElement("template");
  t.innerHTML = html.trim();
  return t.content.firstElementChild as HTMLElement;
};

describe("resetControls", () => {
  it("puts every control back to what its markup says: typed text, ticked boxes, chosen options, radios", () => {
    const el = parse(`<form>
      <input type="text" name="a" value="x"><input type="number" name="n"><textarea name="t">note</textarea>
      <input type="checkbox" name="c" value="1"><input type="checkbox" name="d" value="1" checked>
      <input type="radio" name="r" value="1"><input type="radio" name="r" value="2" checked>
      <select name="s"><option value="1">1</option><option value="2" selected>2</option></select>
      <select name="f"><option value="0" disabled>0</option><option value="1">1</option><option value="2">2</option></select>
    </form>`);
    document.body.replaceChildren(el);
    const fresh = () => [...el.querySelectorAll<HTMLInputElement>("input, select, textarea")].map((c) => `${c.name}=${c.value}:${c.type === "checkbox" || c.type === "radio" ? c.checked : ""}`);
    const pristine = fresh();
    const field = <T extends Element>(selector: string) => el.querySelector(selector) as T;
    field<HTMLInputElement>('[name="a"]').value = "typed";
    field<HTMLInputElement>('[name="n"]').value = "4";
    field<HTMLTextAreaElement>('[name="t"]').value = "changed";
    field<HTMLInputElement>('[name="c"]').checked = true;
    field<HTMLInputElement>('[name="d"]').checked = false;
    field<HTMLInputElement>('[name="r"][value="1"]').checked = true;
    field<HTMLSelectElement>('[name="s"]').value = "1";
    field<HTMLSelectElement>('[name="f"]').value = "2";
    expect(fresh()).not.toEqual(pristine);
    resetControls(el);
    expect(fresh()).toEqual(pristine);
    expect(field<HTMLSelectElement>('[name="f"]').value).toBe("1");
  });

  it("a select shows its option marked selected (even a disabled one), else its first enabled one, disabled select or not", () => {
    const el = parse(`<form>
      <select name="plain"><option value="1">1</option><option value="2">2</option></select>
      <select name="marked"><option value="0" disabled selected>none</option><option value="1">1</option></select>
      <select name="off" disabled><option value="1">1</option><option value="2">2</option></select>
      <select name="grouped"><optgroup label="a" disabled><option value="1">1</option></optgroup><optgroup label="b"><option value="2">2</option><option value="3">3</option></optgroup></select>
      <select name="many" multiple><option value="1" selected>1</option><option value="2">2</option><option value="3" selected>3</option></select>
      <input type="text" name="bare"><textarea name="t"></textarea>
    </form>`);
    document.body.replaceChildren(el);
    const select = (name: string) => el.querySelector<HTMLSelectElement>(`[name="${name}"]`)!;
    for (const name of ["plain", "marked", "off", "grouped"]) select(name).selectedIndex = select(name).options.length - 1;
    for (const o of select("many").options) o.selected = !o.selected;
    el.querySelector<HTMLInputElement>('[name="bare"]')!.value = "typed";
    el.querySelector<HTMLTextAreaElement>('[name="t"]')!.value = "typed";
    resetControls(el);
    expect(["plain", "marked", "off", "grouped"].map((name) => select(name).value)).toEqual(["1", "0", "1", "2"]);
    expect([...select("many").selectedOptions].map((o) => o.value)).toEqual(["1", "3"]);
    expect(el.querySelector<HTMLInputElement>('[name="bare"]')!.value).toBe("");
    expect(el.querySelector<HTMLTextAreaElement>('[name="t"]')!.value).toBe("");
  });

  it("a select left showing no option (a value it does not hold) shows its markup's choice again", () => {
    const el = parse(`<form>
      <select name="plain"><option value="0" disabled>0</option><option value="1">1</option><option value="2">2</option></select>
      <select name="marked"><option value="1">1</option><option value="2" selected>2</option></select>
    </form>`);
    document.body.replaceChildren(el);
    const selects = [...el.querySelectorAll("select")];
    for (const s of selects) s.value = "gone";
    expect(selects.map((s) => s.value)).toEqual(["", ""]);
    resetControls(el);
    expect(selects.map((s) => s.value)).toEqual(["1", "2"]);
  });
});
