// The item sheet as its reader sees it: the portrait, the name, the type, and the fields of a Specialization or a
// Thing Gained with their choices in words, editable only by whoever may edit the item.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { HumanityItemSheet } from "../../../src/applications/sheets/item-sheet";

const g = globalThis as any;
const words = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

async function shown(type: string, name: string, system: Record<string, unknown>, user = "gm") {
  const item = await g.CONFIG.Item.documentClass.create({
    type,
    name,
    img: "icons/svg/book.svg",
    ownership: { default: 2 },
    system,
  });
  g.game.user = g.game.users.get(user);
  const sheet = new HumanityItemSheet({ document: item } as never);
  await sheet.render({ force: true });
  const root = sheet.element as HTMLElement;
  return {
    root,
    field: (name: string) => root.querySelector<HTMLInputElement & HTMLSelectElement>(`[name='${name}']`)!,
    options: (name: string) =>
      [...root.querySelectorAll<HTMLOptionElement>(`select[name='${name}'] option`)].map(
        (o) => `${o.value}:${words(o)}${o.selected ? "*" : ""}`,
      ),
  };
}

beforeEach(() => {
  onInit();
});

describe("the item sheet", () => {
  it("a Specialization: its portrait, name and type, its recharge, and its limit chosen in words", async () => {
    const { root, field, options } = await shown("specialization", "Determined", {
      recharge: "③",
      limit: "action",
      uses: 1,
    });
    const portrait = root.querySelector("img.hb-portrait")!;
    expect([portrait.getAttribute("src"), portrait.getAttribute("alt")]).toEqual(["icons/svg/book.svg", "Determined"]);
    expect([field("name").value, words(root.querySelector(".hb-header .hb-tag"))]).toEqual([
      "Determined",
      "Specialization",
    ]);
    expect(field("system.recharge").value).toBe("③");
    expect(options("system.limit")).toEqual([
      ":No limit",
      "session:Per session",
      "action:Per action*",
      "endeavor:Per Endeavor",
    ]);
    expect(root.querySelector("[name='system.kind']")).toBeNull();
    expect([...root.querySelectorAll("input, select")].filter((el) => (el as HTMLInputElement).disabled)).toEqual([]);
  });

  it("a Thing Gained: its kind chosen in words and whether it is exceptional", async () => {
    const { root, field, options } = await shown("thing", "Sister Agatha", { kind: "alliance", exceptional: true });
    expect(words(root.querySelector(".hb-header .hb-tag"))).toBe("Thing Gained");
    expect(options("system.kind")).toEqual(["item:Item", "information:Information", "alliance:Alliance*"]);
    expect(field("system.exceptional").checked).toBe(true);
    expect(root.querySelector("[name='system.limit']")).toBeNull();
  });

  it("a player who may only look reads every field, and can change none", async () => {
    const { root, options } = await shown("thing", "Harbor map", { kind: "information" }, "player2");
    expect(options("system.kind")).toEqual(["item:Item", "information:Information*", "alliance:Alliance"]);
    const controls = [...root.querySelectorAll<HTMLInputElement>("input, select")];
    expect(controls.map((c) => `${c.name}:${c.disabled}`)).toEqual([
      "name:true",
      "system.kind:true",
      "system.exceptional:true",
    ]);
    expect(root.querySelector("prose-mirror")).toBeNull();
  });
});
