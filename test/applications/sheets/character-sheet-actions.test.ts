// The character sheet's body (character-sheet-actions.ts) without drawing the sheet: each button pressed on a
// stand-in sheet, read by what is stored after the press and the words the player is told; the sheet's context,
// a drop, and a drag, read the same way.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { apps, ui } from "../../fakes/setup";

const g = globalThis as any;
const body = () => import("../../../src/applications/sheets/character-sheet-actions");
let actions: Awaited<ReturnType<typeof body>>["actions"];
let actor: any;
let sheet: any;

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const infos = () => ui.messages.filter((m) => m.type === "info").map((m) => m.message);
const asPlayer = () => (g.game.user = g.game.users.get("player"));
const items = (list: object[]) => actor.createEmbeddedDocuments("Item", list);
const named = (name: string) => actor.items.find((i: any) => i.name === name);

/** The sheet as its body reads it: its actor, whether it may change it, its mode and its element. */
function standIn(of: any) {
  return { actor: of, isEditable: true, editMode: false, element: document.createElement("form") };
}

/** A button with these data attributes, optionally inside an item row, pressed on the sheet. */
function button(data: Record<string, string> = {}, rowId?: string): HTMLElement {
  const el = document.createElement("button");
  Object.assign(el.dataset, data);
  if (rowId === undefined) return el;
  const row = document.createElement("li");
  row.dataset.itemId = rowId;
  row.append(el);
  return el;
}
const press = (action: keyof typeof actions, target: HTMLElement = button()) =>
  actions[action].call(sheet, new PointerEvent("click"), target);

beforeAll(async () => {
  actions = (await body()).actions;
});

beforeEach(async () => {
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "character",
    name: "Wren",
    ownership: { default: 0, player: 3 },
  });
  sheet = standIn(actor);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("banked boons and busts", () => {
  it("banks through the upgraded Ethic, named as the player reads it", async () => {
    await press("bankOne", button({ kind: "boon", effect: "greedVanity" }));
    await press("bankOne", button({ kind: "boon", effect: "greedVanity" }));
    expect(actor.system.banked).toEqual([{ kind: "boon", effect: "greedVanity", count: 2 }]);
    expect(infos()).toEqual(["Banked one more through Greed & Vanity.", "Banked one more through Greed & Vanity."]);
  });

  it("banks one more on a row through the entry's own kind and effect, whatever else the button says", async () => {
    await actor.update({ "system.banked": [{ kind: "bust", effect: "Lucky coin", count: 1 }] });
    await press("bankOne", button({ index: "0", kind: "boon", effect: "greedVanity" }));
    expect(actor.system.banked).toEqual([{ kind: "bust", effect: "Lucky coin", count: 2 }]);
    expect(infos()).toEqual(["Banked one more through Lucky coin."]);
  });

  it("banks nothing without a boon or bust, or without an effect", async () => {
    await press("bankOne", button({ kind: "blessing", effect: "greedVanity" }));
    await press("bankOne", button({ kind: "boon", effect: "" }));
    await press("bankOne", button({ kind: "bust" }));
    await press("bankOne", button({ index: "3" }));
    await press("bankOne");
    expect([actor.system.banked, infos()]).toEqual([[], []]);
  });

  it("spends one at a time, drops a row spent to nothing, and says nothing when there is nothing to spend", async () => {
    await actor.update({
      "system.banked": [
        { kind: "boon", effect: "greedVanity", count: 1 },
        { kind: "bust", effect: "Lucky coin", count: 2 },
      ],
    });
    await press("spendBanked", button({ index: "1" }));
    expect(actor.system.banked).toEqual([
      { kind: "boon", effect: "greedVanity", count: 1 },
      { kind: "bust", effect: "Lucky coin", count: 1 },
    ]);
    await press("spendBanked", button({ index: "0" }));
    await press("spendBanked", button({ index: "4" }));
    await press("spendBanked");
    expect(actor.system.banked).toEqual([{ kind: "bust", effect: "Lucky coin", count: 1 }]);
    expect(infos()).toEqual([
      "Spent one banked through Lucky coin: do what Lucky coin says.",
      "Spent one banked through Greed & Vanity: do what Greed & Vanity says.",
    ]);
  });
});

describe("the haunting", () => {
  it("the GM marks it present, then gone; a player's press changes nothing", async () => {
    await press("toggleHaunting");
    expect(actor.system.hauntingPresent).toBe(true);
    await press("toggleHaunting");
    expect(actor.system.hauntingPresent).toBe(false);
    asPlayer();
    await press("toggleHaunting");
    expect(actor.system.hauntingPresent).toBe(false);
  });
});

describe("attaching a Specialization", () => {
  it("attaches to the only free Aptitude without asking", async () => {
    const [acting] = await items([{ type: "aptitude", name: "Acting" }, { type: "aptitude", name: "Sailing" }]);
    await items([{ type: "specialization", name: "Friendly", system: { aptitude: "" } }]);
    await items([{ type: "specialization", name: "Calm", system: { aptitude: named("Sailing").id } }]);
    await press("attachSpecialization", button({}, named("Friendly").id));
    expect([named("Friendly").system.aptitude, apps.DialogV2.asked]).toEqual([acting.id, []]);
  });

  it("asks which of the free Aptitudes, its own among them, and attaches to the one chosen", async () => {
    const [acting, sailing] = await items([
      { type: "aptitude", name: "Acting" },
      { type: "aptitude", name: "Sailing" },
      { type: "aptitude", name: "Riding" },
    ]);
    await items([
      { type: "specialization", name: "Calm", system: { aptitude: acting.id } },
      { type: "specialization", name: "Brave", system: { aptitude: named("Riding").id } },
    ]);
    apps.DialogV2.answers.push(sailing.id);
    await press("attachSpecialization", button({}, named("Calm").id));
    const asked = apps.DialogV2.asked.map((c: any) => {
      const options = new DOMParser().parseFromString(c.content, "text/html").querySelectorAll("option");
      return [...options].map((o) => `${o.value}:${o.textContent!.trim()}`);
    });
    expect(asked).toEqual([[`${acting.id}:Acting`, `${sailing.id}:Sailing`]]);
    expect(named("Calm").system.aptitude).toBe(sailing.id);
  });

  it("changes nothing when the question is dismissed", async () => {
    await items([{ type: "aptitude", name: "Acting" }, { type: "aptitude", name: "Sailing" }]);
    await items([{ type: "specialization", name: "Calm", system: { aptitude: "gone" } }]);
    await press("attachSpecialization", button({}, named("Calm").id));
    expect([apps.DialogV2.asked.length, named("Calm").system.aptitude]).toEqual([1, "gone"]);
  });

  it("with every Aptitude taken says why; a press outside a Specialization's row does nothing", async () => {
    const [acting] = await items([{ type: "aptitude", name: "Acting" }]);
    await items([
      { type: "specialization", name: "Calm", system: { aptitude: acting.id } },
      { type: "specialization", name: "Friendly", system: { aptitude: "" } },
    ]);
    await press("attachSpecialization", button({}, acting.id));
    await press("attachSpecialization", button());
    await press("attachSpecialization", button({}, "nobody"));
    expect(warnings()).toEqual([]);
    await press("attachSpecialization", button({}, named("Friendly").id));
    expect(warnings()).toEqual([
      "Every Aptitude already has a Specialization: add an Aptitude first, then attach Friendly to it.",
    ]);
    expect(named("Friendly").system.aptitude).toBe("");
  });
});

describe("using and recharging a Specialization", () => {
  const use = (spec: any) => press("useSpecialization", button({ specId: spec?.id ?? "" }));
  const confirmed = () =>
    apps.DialogV2.asked.map((c: any) => [
      c.window.title,
      new DOMParser().parseFromString(c.content, "text/html").body.textContent!.trim(),
    ]);

  it("a use is stored and said; a spent one asks to recharge, and a no changes nothing", async () => {
    await actor.update({ "system.blessings": [4, 3] });
    const [spec] = await items([{ type: "specialization", name: "Attentive", system: { recharge: "③" } }]);
    await use(spec);
    expect([spec.system.spent, infos()]).toEqual([true, ["Attentive used."]]);
    apps.DialogV2.answers.push(false);
    await use(spec);
    expect(confirmed()).toEqual([["Recharge Attentive", "Spend the Blessings 3 to recharge Attentive?"]]);
    expect([spec.system.spent, actor.system.blessings]).toEqual([true, [4, 3]]);
    apps.DialogV2.answers.push(true);
    await use(spec);
    expect([spec.system.spent, actor.system.blessings]).toEqual([false, [4]]);
    expect(infos()).toEqual(["Attentive used.", "Attentive recharged with 3."]);
  });

  it("Cursed: each Blessing is worth one less, so the confirmation names the one that pays", async () => {
    await actor.update({ "system.blessings": [3, 4] });
    await actor.toggleStatusEffect("cursed");
    const [spec] = await items([
      { type: "specialization", name: "Attentive", system: { recharge: "③", spent: true } },
    ]);
    apps.DialogV2.answers.push(true);
    await use(spec);
    expect(confirmed()).toEqual([["Recharge Attentive", "Spend the Blessings 4 to recharge Attentive?"]]);
    expect([spec.system.spent, actor.system.blessings, infos()]).toEqual([
      false,
      [3],
      ["Attentive recharged with 4."],
    ]);
  });

  it("a recharge paid with two Blessings names both; a dismissed question changes nothing", async () => {
    await actor.update({ "system.blessings": [1, 2, 6] });
    const [spec] = await items([
      { type: "specialization", name: "Attentive", system: { recharge: "①①", spent: true } },
    ]);
    await use(spec);
    expect([spec.system.spent, actor.system.blessings, warnings()]).toEqual([true, [1, 2, 6], []]);
    apps.DialogV2.answers.push(true);
    await use(spec);
    expect(confirmed().map(([, text]) => text)).toEqual([
      "Spend the Blessings 1, 2 to recharge Attentive?",
      "Spend the Blessings 1, 2 to recharge Attentive?",
    ]);
    expect([spec.system.spent, actor.system.blessings, infos()]).toEqual([false, [6], ["Attentive recharged with 1, 2."]]);
  });

  it("a pool spent while the question was open pays nothing and says so, not that it recharged", async () => {
    await actor.update({ "system.blessings": [3] });
    const [spec] = await items([
      { type: "specialization", name: "Attentive", system: { recharge: "③", spent: true } },
    ]);
    apps.DialogV2.answers.push(async () => {
      await actor.update({ "system.blessings": [1] });
      return true;
    });
    await use(spec);
    expect([spec.system.spent, actor.system.blessings, infos()]).toEqual([true, [1], []]);
    expect(warnings()).toEqual(["The Blessings pool cannot pay ③."]);
  });

  it("a recharge the pool cannot pay is refused before asking; no Specialization, nothing happens", async () => {
    await actor.update({ "system.blessings": [1, 1] });
    const [spec, acting] = await items([
      { type: "specialization", name: "Attentive", system: { recharge: "③", spent: true } },
      { type: "aptitude", name: "Acting" },
    ]);
    await use(spec);
    await use(acting);
    await use(null);
    expect([warnings(), apps.DialogV2.asked, spec.system.spent]).toEqual([
      ["The Blessings pool cannot pay ③."],
      [],
      true,
    ]);
  });

  it("an error that is no rule's refusal is not swallowed as one", async () => {
    const [spec] = await items([{ type: "specialization", name: "Attentive", system: { recharge: "③" } }]);
    vi.spyOn(spec, "update").mockRejectedValue(new Error("the database is gone"));
    await expect(use(spec)).rejects.toThrow("the database is gone");
    expect(warnings()).toEqual([]);
  });
});

describe("the windows a button opens", () => {
  it("Specialize opens the picker at the row's Aptitude, or at none outside a row", async () => {
    const { SpecializationPicker } = await import("../../../src/applications/dialogs/specialization-picker");
    const open = vi.spyOn(SpecializationPicker, "openFor").mockResolvedValue(null);
    await press("pickSpecialization", button({}, "apt1"));
    await press("pickSpecialization");
    expect(open.mock.calls).toEqual([
      [actor, "apt1"],
      [actor, undefined],
    ]);
  });

  it("the wizard and the Session Shop open for this character", async () => {
    const { CreationWizard } = await import("../../../src/applications/dialogs/creation-wizard");
    const { SessionShop } = await import("../../../src/applications/dialogs/session-shop");
    const wizard = vi.spyOn(CreationWizard, "openFor").mockResolvedValue(null as never);
    const shop = vi.spyOn(SessionShop, "openFor").mockResolvedValue(null as never);
    await press("openWizard");
    await press("openShop");
    expect([wizard.mock.calls, shop.mock.calls]).toEqual([[[actor]], [[actor]]]);
  });
});

describe("Conditions", () => {
  it("a Condition's button switches it on and off; a button naming none does nothing", async () => {
    await press("toggleCondition", button({ condition: "cursed" }));
    expect([...actor.statuses]).toEqual(["cursed"]);
    await press("toggleCondition");
    expect([...actor.statuses]).toEqual(["cursed"]);
    await press("toggleCondition", button({ condition: "cursed" }));
    expect([...actor.statuses]).toEqual([]);
  });
});

describe("the sheet's context", () => {
  const context = async (of = sheet) => (await body()).characterContext(of, { kept: 1 }, { main: "tab" });

  it("draws the character with this viewer's rights and mode, the story enriched, into the context it was given", async () => {
    await actor.update({ "system.backstory": "<p>Born <section class='secret'><p>cursed</p></section></p>" });
    await actor.toggleStatusEffect("cursed");
    await items([{ type: "aptitude", name: "Acting" }]);
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    sheet.editMode = true;
    const drawn: any = await context();
    expect([drawn.kept, drawn.actor, drawn.system, drawn.tabs]).toEqual([1, actor, actor.system, { main: "tab" }]);
    expect(drawn.enriched.backstory).toContain("cursed");
    expect([drawn.enriched.appearance, drawn.enriched.notes]).toEqual(["", ""]);
    expect(drawn.sheet.editMode).toBe(true);
    expect(drawn.sheet.haunting).toEqual({ present: false, canToggle: true });
    expect(drawn.sheet.aptsAndSpecs.map((a: any) => a.name)).toEqual(["Acting"]);
    expect(drawn.sheet.conditions.map((c: any) => c.id)).toEqual(["cursed"]);
    expect(drawn.sheet.unchosen.map((s: any) => s.id)).toEqual(["haunted"]);
    expect(drawn.d20).toEqual({ on: false, gm: true, badge: false });
  });

  it("a player who may not change the sheet sees it read-only, without the GM's toggles", async () => {
    await actor.update({ "system.rollD20s": true });
    asPlayer();
    sheet.isEditable = false;
    sheet.editMode = true;
    const drawn: any = await context();
    expect([drawn.sheet.editable, drawn.sheet.editMode, drawn.sheet.haunting.canToggle]).toEqual([false, false, false]);
    expect(drawn.d20).toEqual({ on: true, gm: false, badge: false });
  });

  it("with Hardy, the sheet shows the table's die, not one of the character's own", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 8);
    await actor.update({ "system.optional": 4 });
    const drawn: any = await context();
    expect(drawn.sheet.stats.find((s: any) => s.id === "hardy").die).toBe("d8");
    expect(actor.system.optional).toBe(4);
  });

  it("another optional Stat keeps the character's own size, whatever the Hardy die is set to", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    await g.game.settings.set("humanity-blessed", "hardyDie", 10);
    await actor.update({ "system.optional": 6 });
    const drawn: any = await context();
    expect(drawn.sheet.stats.find((s: any) => s.id === "hex").die).toBe("d6");
  });

  it("the Ignited Stats follow the Lifestyle, and the edition names the boost", async () => {
    await actor.update({ "system.lifestyle": "blossomed" });
    const drawn: any = await context();
    const ignited = drawn.sheet.stats.filter((s: any) => s.ignited).map((s: any) => s.id);
    expect(ignited.length).toBeGreaterThan(0);
    const { ignitedStats } = await import("../../../src/rules");
    expect(ignited).toEqual(ignitedStats("blossomed"));
  });

  it("a sheet showing anything but a character says so", async () => {
    const monster = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "The Widow" });
    await expect(context(standIn(monster))).rejects.toThrow(
      "humanity-blessed | the character sheet shows a monstrosity",
    );
  });
});

describe("a drop on the sheet", () => {
  const dragged = (text: string) => ({ dataTransfer: { getData: () => text } }) as unknown as DragEvent;
  const dropOn = async (event: DragEvent, drop: () => Promise<void>) => (await body()).dropOnSheet(event, drop);

  it("a drop that names what it is goes on; one that cannot be read is refused and nothing runs", async () => {
    const drop = vi.fn(async () => {});
    await dropOn(dragged(JSON.stringify({ type: "Item", uuid: "Item.x" })), drop);
    expect([drop.mock.calls.length, warnings()]).toEqual([1, []]);
    await dropOn(dragged("not json"), drop);
    await dropOn(dragged(JSON.stringify({ type: 3 })), drop);
    await dropOn(dragged("null"), drop);
    expect(drop.mock.calls.length).toBe(1);
    expect(warnings()).toEqual(Array(3).fill("That drop could not be read, so nothing was added."));
  });

  it("a drop that fails on the way is refused with the same word", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failure = new Error("another system's data");
    await dropOn(dragged(JSON.stringify({ type: "Item" })), async () => {
      throw failure;
    });
    expect(warnings()).toEqual(["That drop could not be read, so nothing was added."]);
    expect(logged.mock.calls).toEqual([["humanity-blessed | refused drop", failure]]);
  });

  it("an item lands on the Aptitude row it was dropped on; on its own sheet, it is sorted instead", async () => {
    const { dropItem } = await body();
    const [, sailing] = await items([{ type: "aptitude", name: "Acting" }, { type: "aptitude", name: "Sailing" }]);
    const row = document.createElement("li");
    row.dataset.drop = "aptitude";
    row.dataset.itemId = sailing.id;
    const inner = document.createElement("span");
    row.append(inner);
    const calm = new g.CONFIG.Item.documentClass({ type: "specialization", name: "Calm" });
    await dropItem(sheet, { target: inner } as unknown as DragEvent, calm, async () => "sorted");
    expect(named("Calm").system.aptitude).toBe(sailing.id);
    const sort = vi.fn(async () => "sorted");
    expect(await dropItem(sheet, { target: inner } as unknown as DragEvent, named("Calm"), sort)).toBe("sorted");
    expect(sort.mock.calls.length).toBe(1);
  });

  it("off any row, the item is placed as the rules place it; a viewer who does not own the character adds nothing", async () => {
    const { dropItem } = await body();
    const sort = vi.fn(async () => "sorted");
    const knots = new g.CONFIG.Item.documentClass({ type: "aptitude", name: "Tying Knots" });
    await dropItem(sheet, { target: null } as unknown as DragEvent, knots, sort);
    expect(actor.items.map((i: any) => i.name)).toEqual(["Tying Knots"]);
    const stranger = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Oskar" });
    asPlayer();
    const other = standIn(stranger) as never;
    const refused = await dropItem(other, { target: null } as unknown as DragEvent, knots, sort);
    expect([refused, stranger.items.size, sort.mock.calls.length]).toEqual([null, 0, 0]);
  });
});

describe("dragging from the sheet", () => {
  /** Starts a drag on `el` and returns what it put on the drag. */
  function drag(el: HTMLElement): unknown {
    let text = "";
    const event = new Event("dragstart");
    // Read back as a drop reads it: as plain text.
    const setData = (type: string, t: string) => (text = type === "text/plain" ? t : "");
    Object.defineProperty(event, "dataTransfer", { value: { setData } });
    el.dispatchEvent(event);
    return text ? JSON.parse(text) : null;
  }

  it("the portrait drags the character; each Stat die drags what a macro needs to roll it", async () => {
    sheet.element.innerHTML = `<img class="hb-portrait"><a data-action="rollStat" data-stat="head"></a>
      <a data-action="rollStat" data-stat="hurry"></a><a data-action="openItem"></a>`;
    (await body()).dragStats(sheet);
    const [portrait, head, hurry, other] = [...sheet.element.children] as HTMLElement[];
    expect([portrait, head, hurry, other].map((el) => el!.draggable === true)).toEqual([true, true, true, false]);
    expect(drag(portrait!)).toEqual(actor.toDragData());
    expect([drag(head!), drag(hurry!)]).toEqual([
      { type: "HB.Stat", actorUuid: actor.uuid, stat: "head" },
      { type: "HB.Stat", actorUuid: actor.uuid, stat: "hurry" },
    ]);
  });

  it("a sheet drawn without a portrait still drags its dice", async () => {
    sheet.element.innerHTML = `<a data-action="rollStat" data-stat="heart"></a>`;
    (await body()).dragStats(sheet);
    expect(drag(sheet.element.firstElementChild)).toEqual({ type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" });
  });
});
