// The Session Shop's window as a player meets it (session-shop.ts): its title, who may shop, a shop cancelled and
// opened again, a purchase whose field is not drawn, what finishing writes when only Stats were bought, and the
// Specialization picker that follows only a Specialization Upgrade.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { SessionShop } from "../../../src/applications/dialogs/session-shop";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const Actor = () => g.CONFIG.Actor.documentClass;
let actor: any;
let writes: string[];

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  actor = await Actor().create({
    type: "character",
    name: "Wren",
    ownership: { default: 0, player: 3 },
    system: {
      stats: { head: 4, hand: 6, heart: 8, home: 6, hurt: 6, hurry: 6, history: 6 },
      highest: "heart",
      blessings: [1, 1, 2, 6],
      session: { shopOpen: true },
    },
    items: [{ type: "aptitude", name: "Sailing" }, { type: "thing", name: "Compass", system: { kind: "item" } }],
  });
  writes = [];
  for (const method of ["update", "createEmbeddedDocuments", "updateEmbeddedDocuments"]) {
    const original = actor[method].bind(actor);
    actor[method] = (...args: unknown[]) => {
      writes.push(method);
      return original(...args);
    };
  }
});

const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
};
async function press(shop: SessionShop, selector: string) {
  shop.element!.querySelector<HTMLButtonElement>(selector)!.click();
  await settle();
}
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const log = (shop: SessionShop) =>
  [...shop.element!.querySelectorAll(".hb-shop-log li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim());

describe("the window", () => {
  it("a form of the system's style with a store's icon, titled with the character's name, 680 px wide, resizable", async () => {
    const shop = await SessionShop.openFor(actor);
    const el = shop.element!;
    expect([el.tagName, [...el.classList], el.querySelector(".window-title")!.textContent]).toEqual([
      "FORM",
      ["application", "humanity-blessed", "hb-dialog", "hb-shop"],
      "Session Shop: Wren",
    ]);
    expect(el.querySelector(".window-header > i")!.className).toBe("window-icon fa-fw fa-solid fa-store");
    expect([shop.options.position.width, shop.options.window.resizable]).toEqual([680, true]);
    await press(shop, '[data-action="cancel"]');
  });

  it("only a character shops: a Monstrosity's shop is refused, saying why", async () => {
    const grendel = await Actor().create({ type: "monstrosity", name: "Grendel", system: { stats: { hurt: 8 } } });
    await expect(SessionShop.openFor(grendel)).rejects.toThrow(
      "humanity-blessed | Grendel is not a character: only characters shop",
    );
    expect(document.querySelector(".hb-shop")).toBeNull();
  });

  it("the open-shop query for a Monstrosity opens nothing", async () => {
    const grendel = await Actor().create({ type: "monstrosity", name: "Grendel", system: { stats: { hurt: 8 } } });
    expect(await g.CONFIG.queries["humanity-blessed.openShop"]({ actorUuid: grendel.uuid })).toBe(false);
    expect(document.querySelector(".hb-shop")).toBeNull();
  });

  it("cancelled, then opened again: a new window with nothing bought", async () => {
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="free"]');
    expect(log(shop)).toEqual(["Hand d6 → d8 (free Stat Upgrade)"]);
    await press(shop, '[data-action="cancel"]');
    const again = await SessionShop.openFor(actor);
    expect(again).not.toBe(shop);
    expect(log(again)).toEqual(["Nothing yet."]);
    await press(again, '[data-action="cancel"]');
  });

  it("Enter in a field (the form submitted) neither closes the shop nor buys anything", async () => {
    const shop = await SessionShop.openFor(actor);
    shop.element!.querySelector<HTMLInputElement>('[name="detail.aptitude"]')!.value = "Knots";
    shop.element!.dispatchEvent(new Event("submit", { cancelable: true }));
    await settle();
    expect([shop.rendered, log(shop), writes]).toEqual([true, ["Nothing yet."], []]);
    await press(shop, '[data-action="cancel"]');
  });

  it("open twice: the same window, its purchases kept", async () => {
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="free"]');
    expect(await SessionShop.openFor(actor)).toBe(shop);
    expect(log(shop)).toEqual(["Hand d6 → d8 (free Stat Upgrade)"]);
    await press(shop, '[data-action="cancel"]');
  });
});

describe("purchases and finishing", () => {
  it("lowering a d4 with no other d4 to lower (no list drawn) is refused with its rule", async () => {
    const shop = await SessionShop.openFor(actor);
    // Head is the only d4: the list of d4s to lower offers Head alone, and Head cannot pay for itself.
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="downgrade"]');
    expect(warnings()).toEqual(["Only another Stat at d4 can be lowered to a d2 to buy an upgrade."]);
    await press(shop, '[data-action="cancel"]');
    await actor.update({ "system.stats.head": 6 });
    const fresh = await SessionShop.openFor(actor);
    expect(fresh.element!.querySelector("select[name=lower]")).toBeNull();
    await press(fresh, '[data-action="buyStat"][data-stat="hand"][data-with="downgrade"]');
    expect(warnings().at(-1)).toBe("Only another Stat at d4 can be lowered to a d2 to buy an upgrade.");
    expect(log(fresh)).toEqual(["Nothing yet."]);
    await press(fresh, '[data-action="cancel"]');
  });

  it("a Stat Upgrade alone: the character is written once, no item is made or changed, no picker opens", async () => {
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="free"]');
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(shop.rendered).toBe(false));
    await settle();
    expect(writes).toEqual(["update"]);
    expect(actor.system.stats.hand).toBe(8);
    expect(actor.items.map((i: any) => i.name)).toEqual(["Sailing", "Compass"]);
    expect(g.game.messages.contents.at(-1).system.log).toHaveLength(1);
    expect(document.querySelector(".hb-picker")).toBeNull();
  });

  it("an Aptitude Upgrade, not a Specialization one: the Aptitude is made, no picker opens", async () => {
    const shop = await SessionShop.openFor(actor);
    // Hurry to d8, which unlocks an Aptitude this session.
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="free"]');
    shop.element!.querySelector<HTMLInputElement>('[name="detail.aptitude"]')!.value = "Knots";
    await press(shop, '[data-action="buyTag"][data-tag="aptitude"]');
    expect(log(shop)).toEqual(["Hurry d6 → d8 (free Stat Upgrade)", "New Aptitude: Knots"]);
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(shop.rendered).toBe(false));
    await settle();
    expect(writes).toEqual(["update", "createEmbeddedDocuments"]);
    expect(actor.items.getName("Knots").type).toBe("aptitude");
    expect(document.querySelector(".hb-picker")).toBeNull();
  });
});

describe("the tags a d10 and a d8 unlock", () => {
  it("a new Lifestyle and Ethic, each picked from its list, are stored when the shop is finished", async () => {
    await actor.update({ "system.stats.hurry": 8 });
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="heart"][data-with="free"]');
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="blessings"]');
    shop.element!.querySelector<HTMLSelectElement>('[name="lifestyle"]')!.value = "crafty";
    await press(shop, '[data-action="changeLifestyle"]');
    shop.element!.querySelector<HTMLSelectElement>('[name="ethic"]')!.value = "greedVanity";
    await press(shop, '[data-action="changeEthic"]');
    expect(warnings()).toEqual([]);
    expect(log(shop).slice(2)).toEqual(["Lifestyle: Carefree → Crafty", "Ethic: Vice & Virtue → Greed & Vanity"]);
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(shop.rendered).toBe(false));
    expect([actor.system.lifestyle, actor.system.ethic]).toEqual(["crafty", "greedVanity"]);
  });

  it("a Specialization needs an Aptitude none has specialized; only Specializations count against its name", async () => {
    const sailing = actor.items.getName("Sailing");
    await actor.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Sea-legs", system: { aptitude: sailing.id } },
    ]);
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="free"]');
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="blessings"]');
    shop.element!.querySelector<HTMLInputElement>('[name="detail.specialization"]')!.value = "Calm";
    await press(shop, '[data-action="buyTag"][data-tag="specialization"]');
    expect(warnings()).toEqual(["Every Aptitude is already specialized: become apt in a new area first."]);
    shop.element!.querySelector<HTMLInputElement>('[name="detail.aptitude"]')!.value = "Knots";
    await press(shop, '[data-action="buyTag"][data-tag="aptitude"]');
    // Named like the thing gained: a thing is no Specialization.
    shop.element!.querySelector<HTMLInputElement>('[name="detail.specialization"]')!.value = "Compass";
    await press(shop, '[data-action="buyTag"][data-tag="specialization"]');
    expect(warnings()).toHaveLength(1);
    expect(log(shop).slice(2)).toEqual(["New Aptitude: Knots", "Specialization: Compass"]);
    await press(shop, '[data-action="cancel"]');
  });
});
