// The character sheet's body (character-sheet-actions.ts) without drawing the sheet: each button pressed on a
// stand-in sheet, read by what is stored after the press and the words the player is told (its context, a drop and a
// drag: character-sheet-body.test.ts).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apps, ui } from "../../fakes/setup";
import { wrenOnStandIn } from "./character-stand-in";

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
  ({ actor, sheet } = await wrenOnStandIn());
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
