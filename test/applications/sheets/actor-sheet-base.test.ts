// One actor-sheet base: the character and Monstrosity sheets get edit mode, item rows that open and delete (core's
// deleteDialog), Stat dice that roll through HumanityActor#rollCheck and the Blessings pool from HumanityActorSheet,
// and behave the same on both.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { HumanityActorSheet } from "../../../src/applications/sheets/base-actor-sheet";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { MonstrositySheet } from "../../../src/applications/sheets/monstrosity-sheet";
import { HumanityActor } from "../../../src/documents/actor";
import { apps } from "../../fakes/setup";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
const click = async (el: Element | null, init: MouseEventInit = {}) => { el!.dispatchEvent(new MouseEvent("click", { bubbles: true, ...init })); await settle(); };

beforeAll(async () => {
  await import("../../../src/applications/sheets/actor-sheet-actions");
});

async function open(kind: "character" | "monstrosity") {
  onInit();
  // Core initialises the key bindings right after the init hook (the sheet reads the skip-dialog binding).
  g.game.keybindings.initialize();
  const actor = await g.CONFIG.Actor.documentClass.create({ type: kind, name: kind === "character" ? "Wren" : "Grey Widow", system: { stats: { head: 6, hand: 6, hurt: 8 }, blessings: [2, 5] } });
  await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Climbing" }]);
  const sheet = new (kind === "character" ? CharacterSheet : MonstrositySheet)({ document: actor } as never);
  await sheet.render({ force: true });
  document.body.append(sheet.element!);
  return { actor, sheet, $: (s: string) => sheet.element!.querySelector<HTMLElement>(s) };
}

beforeEach(() => document.body.replaceChildren());

describe.each(["character", "monstrosity"] as const)("the %s sheet on HumanityActorSheet", (kind) => {
  it("is a HumanityActorSheet with the shared options: the system's classes, resizable, saved on change", async () => {
    const { sheet } = await open(kind);
    expect(sheet).toBeInstanceOf(HumanityActorSheet);
    expect(sheet.options.classes).toEqual(expect.arrayContaining(["humanity-blessed", "sheet", kind]));
    expect([sheet.options.window.resizable, sheet.options.form?.submitOnChange]).toEqual([true, true]);
  });

  it("a Stat die rolls through HumanityActor#rollCheck: click asks with the dialog, Shift-click rolls straight away", async () => {
    const { actor, $ } = await open(kind);
    const calls: unknown[] = [];
    const before = HumanityActor.checkRoller;
    HumanityActor.checkRoller = async (a, stat, options) => { calls.push([a, stat, options]); return null; };
    try {
      await click($("[data-action='rollStat'][data-stat='hand']"));
      await click($("[data-action='rollStat'][data-stat='hurt']"), { shiftKey: true });
    } finally {
      HumanityActor.checkRoller = before;
    }
    expect(calls).toEqual([[actor, "hand", { dialog: true }], [actor, "hurt", { dialog: false }]]);
  });

  it("edit mode switches, and an item row's delete asks first through core's deleteDialog", async () => {
    const { actor, sheet, $ } = await open(kind);
    await click($("[data-action='toggleMode']"));
    expect((sheet as HumanityActorSheet).editMode).toBe(true);
    await click($("[data-action='deleteItem']"));
    expect(apps.DialogV2.asked.at(-1).window.title).toBe("Delete: Climbing");
    expect(actor.items.size).toBe(1);
    apps.DialogV2.answers.push(true);
    await click(sheet.element!.querySelector("[data-action='deleteItem']"));
    expect(actor.items.size).toBe(0);
  });

  it("an item row's name opens its sheet; a row whose item is gone (not drawn again yet) does nothing", async () => {
    const { actor, sheet, $ } = await open(kind);
    const climbing = actor.items.getName("Climbing");
    await click($("[data-action='openItem']"));
    // The item's own sheet, the one registered for Aptitudes, opens; closed again before the item goes.
    await vi.waitFor(() => expect(climbing.sheet.rendered).toBe(true));
    expect(climbing.sheet.element.querySelector("[name=name]").value).toBe("Climbing");
    await climbing.sheet.close();
    await actor.deleteEmbeddedDocuments("Item", [climbing.id]);
    const row = sheet.element!.querySelector(`[data-item-id='${climbing.id}']`);
    const before = apps.DialogV2.asked.length;
    // A click's action runs unawaited (core's too): what it throws surfaces as an unhandled rejection.
    const thrown: unknown[] = [];
    const heard = (reason: unknown) => thrown.push(reason);
    process.on("unhandledRejection", heard);
    try {
      await click(row!.querySelector("[data-action='openItem']"));
      await click(row!.querySelector("[data-action='deleteItem']"));
    } finally {
      process.off("unhandledRejection", heard);
    }
    expect([climbing.sheet.rendered, apps.DialogV2.asked.length, thrown]).toEqual([false, before, []]);
  });

  it("a Blessing's remove button takes that one Blessing out of the pool", async () => {
    const { actor, sheet } = await open(kind);
    const remove = [...sheet.element!.querySelectorAll<HTMLElement>("[data-action='removeBlessing']")];
    expect(remove.map((b) => b.getAttribute("aria-label"))).toEqual(["Remove the Blessing worth 2", "Remove the Blessing worth 5"]);
    await click(remove[1]!);
    await vi.waitFor(() => expect(actor.system.blessings).toEqual([2]));
  });

  it("the Blessings pool gains, and spends by notation", async () => {
    const { actor, sheet, $ } = await open(kind);
    g.CONFIG.Dice.randomUniform = () => 3.5 / 6;
    // A character's pool changes go through the GM's queue (a relay request, its handler loaded on first use), so the
    // click's promise settles before the update lands: wait for it, as a player waits for the sheet to redraw.
    await click($("[data-action='gainBlessing']"));
    await vi.waitFor(() => expect(actor.system.blessings).toEqual([2, 5, 4]));
    sheet.element!.querySelector<HTMLInputElement>("[data-spend-cost]")!.value = "③";
    await click(sheet.element!.querySelector("[data-action='spendBlessings']"));
    await vi.waitFor(() => expect(actor.system.blessings).toEqual([2, 5]));
  });
});
