import { describe, expect, it } from "vitest";
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
