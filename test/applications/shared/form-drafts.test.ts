import { describe, expect, it, vi } from "vitest";
import { readDrafts, writeDrafts } from "../../../src/applications/shared/form-drafts";

function form(html: string): HTMLElement {
  const root = document.createElement("section");
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe("form drafts (what a user chose but has not sent, kept across re-renders)", () => {
  it("a select whose markup marks no option is not a draft until the user picks another", () => {
    const root = form(`<div data-combatant-id="c1"><select name="target"><option value="a">A</option><option value="b">B</option></select></div>`);
    expect(readDrafts(root).values.size).toBe(0);
    root.querySelector("select")!.value = "b";
    expect([...readDrafts(root).values]).toEqual([["c1|target|", "b"]]);
  });

  it("a select's marked option is its default; choosing the first one instead is a draft", () => {
    const root = form(`<select name="die"><option value="4">d4</option><option value="6" selected>d6</option></select>`);
    expect(readDrafts(root).values.size).toBe(0);
    root.querySelector("select")!.value = "4";
    const drafts = readDrafts(root);
    expect([...drafts.values]).toEqual([["|die|", "4"]]);
    // The next render draws the markup again: the draft puts the user's choice back.
    const next = form(`<select name="die"><option value="4">d4</option><option value="6" selected>d6</option></select>`);
    writeDrafts(next, drafts);
    expect(next.querySelector("select")!.value).toBe("4");
  });

  it("keeps typed text and a ticked box, not untouched ones", () => {
    const root = form(`<input name="amount" value="2"><input type="checkbox" name="pay" value="x"><input name="note" value="">`);
    root.querySelector<HTMLInputElement>("[name=amount]")!.value = "5";
    root.querySelector<HTMLInputElement>("[name=pay]")!.checked = true;
    expect([...readDrafts(root).values]).toEqual([["|amount|", "5"], ["|pay|x", true]]);
  });
});

describe("what comes back after a re-render", () => {
  it("the radio the user chose stays chosen, the one drawn checked unchosen", () => {
    const markup = `<input type="radio" name="pick" value="x"><input type="radio" name="pick" value="y" checked>`;
    const root = form(markup);
    root.querySelector<HTMLInputElement>("[value=x]")!.checked = true;
    const drafts = readDrafts(root);
    const next = form(markup);
    writeDrafts(next, drafts);
    const radios = [...next.querySelectorAll<HTMLInputElement>("[name=pick]")].map((r) => [r.value, r.checked]);
    expect(radios).toEqual([["x", true], ["y", false]]);
  });

  it("a redrawn part that is itself a field keeps what was typed in it; no root or a null one keeps nothing", () => {
    const root = form(`<input name="share" value="1">`);
    const input = root.querySelector<HTMLInputElement>("input")!;
    input.value = "3";
    expect([...readDrafts([input]).values]).toEqual([["|share|", "3"]]);
    expect([readDrafts(null).values.size, readDrafts(null).focus]).toEqual([0, null]);
    expect(() => writeDrafts(null, readDrafts(root))).not.toThrow();
  });

  it("the caret goes back where it was in typed text, unseen by the tracker's focusin and without a scroll", () => {
    const markup = `<input name="note" value="">`;
    const root = form(markup);
    const input = root.querySelector<HTMLInputElement>("input")!;
    input.focus();
    input.value = "hello";
    input.setSelectionRange(2, 2);
    const drafts = readDrafts(root);
    const next = form(markup);
    const heard: string[] = [];
    next.addEventListener("focusin", () => heard.push("focusin"));
    const field = next.querySelector<HTMLInputElement>("input")!;
    const focus = vi.spyOn(field, "focus");
    writeDrafts(next, drafts);
    expect([document.activeElement === field, field.value, field.selectionStart, field.selectionEnd, heard])
      .toEqual([true, "hello", 2, 2, []]);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    // The quiet listener is gone once the focus is back: the next focus is heard.
    field.blur();
    field.focus();
    expect(heard).toEqual(["focusin"]);
  });

  it("a focused number or select comes back focused, its value kept, no caret asked of it", () => {
    const markup = `<input type="number" name="amount" value="1"><select name="die"><option>4</option><option>6</option></select>`;
    const root = form(markup);
    root.querySelector<HTMLSelectElement>("select")!.value = "6";
    const amount = root.querySelector<HTMLInputElement>("[name=amount]")!;
    amount.value = "7";
    amount.focus();
    const drafts = readDrafts(root);
    expect(drafts.focus).toEqual({ key: "|amount|", start: null });
    const next = form(markup);
    writeDrafts(next, drafts);
    const field = next.querySelector<HTMLInputElement>("[name=amount]")!;
    expect([document.activeElement === field, field.value, next.querySelector("select")!.value]).toEqual([true, "7", "6"]);
    next.querySelector("select")!.focus();
    expect(readDrafts(next).focus).toEqual({ key: "|die|", start: null });
  });

  it("a partial re-render leaves the focus where it is when the field focused is outside what it redraws", () => {
    const root = form(`<div class="a"><input name="note" value=""></div><div class="b"><input name="note" value=""></div>`);
    const kept = root.querySelector<HTMLInputElement>(".b input")!;
    kept.focus();
    const drafts = readDrafts([root.querySelector(".a")!]);
    expect(drafts.focus).toBeNull();
    const redrawn = document.createElement("div");
    redrawn.innerHTML = `<input name="note" value="">`;
    root.querySelector(".a")!.replaceWith(redrawn);
    writeDrafts(redrawn, drafts);
    expect(document.activeElement).toBe(kept);
  });

  it("a focused button is no field: nothing is focused again", () => {
    const root = form(`<button name="note" type="button">Go</button><input name="note" value="">`);
    root.querySelector("button")!.focus();
    expect(readDrafts(root).focus).toBeNull();
  });
});
