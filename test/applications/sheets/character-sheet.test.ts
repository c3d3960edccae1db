// The character sheet's real drop and Specialization handlers, under the fake Foundry.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { apps, ui } from "../../fakes/setup";

const g = globalThis as any;
let actor: any;
let sheet: any;
/** The sheet's rendered element (`sheet` stays untyped: the tests call its protected drop handlers). */
const root = (): HTMLElement => sheet.element;

const item = (type: string, name: string, system: Record<string, unknown> = {}) => new g.CONFIG.Item.documentClass({ type, name, system });
const onRow = (aptId: string) => {
  const row = document.createElement("li");
  row.dataset.drop = "aptitude";
  row.dataset.itemId = aptId;
  const inner = document.createElement("span");
  row.append(inner);
  return { target: inner } as unknown as DragEvent;
};
const elsewhere = { target: document.createElement("div") } as unknown as DragEvent;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const names = () => actor.items.map((i: any) => `${i.type}:${i.name}${i.system.aptitude ? `@${actor.items.get(i.system.aptitude)?.name}` : ""}`).sort();

// The sheets' shared actions load on the first click (actor-sheet-actions.ts): loaded here once, so a click settles
// in the few ticks the tests wait rather than in the time a first import takes.
beforeAll(async () => {
  await import("../../../src/applications/sheets/actor-sheet-actions");
});

beforeEach(async () => {
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
  sheet = new CharacterSheet({ document: actor } as never);
});

describe("dropping onto a character", () => {
  it("adds Aptitudes and things", async () => {
    await sheet._onDropItem(elsewhere, item("aptitude", "Tying Knots"));
    await sheet._onDropItem(elsewhere, item("thing", "Grandmother's compass", { kind: "item" }));
    expect(names()).toEqual(["aptitude:Tying Knots", "thing:Grandmother's compass"]);
  });

  it("specializes the Aptitude row it is dropped on, and refuses a second Specialization there", async () => {
    const [knots] = await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tying Knots" }, { type: "aptitude", name: "Acting" }]);
    await sheet._onDropItem(onRow(knots.id), item("specialization", "Friendly"));
    expect(names()).toContain("specialization:Friendly@Tying Knots");
    await sheet._onDropItem(onRow(knots.id), item("specialization", "Calm"));
    expect(warnings()).toEqual(["Tying Knots is already specialized: each Aptitude takes one Specialization."]);
    expect(names().filter((n: string) => n.startsWith("specialization"))).toHaveLength(1);
  });

  it("refuses the same Specialization twice, and a character with no free Aptitude", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Acting" }]);
    await sheet._onDropItem(elsewhere, item("specialization", "Calm"));
    expect(names()).toContain("specialization:Calm@Acting");
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Stunt Driving" }]);
    await sheet._onDropItem(elsewhere, item("specialization", "Calm (v0.0.18)"));
    await actor.deleteEmbeddedDocuments("Item", [actor.items.find((i: any) => i.name === "Stunt Driving").id]);
    await sheet._onDropItem(elsewhere, item("specialization", "Vibe"));
    expect(warnings()).toEqual([
      "This character already has the Calm (v0.0.18) Specialization.",
      "Every Aptitude is already specialized: become apt in a new area first.",
    ]);
    expect(actor.items.size).toBe(2);
  });

  it("asks which Aptitude when several are free; cancelling changes nothing", async () => {
    const [, acting] = await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tying Knots" }, { type: "aptitude", name: "Acting" }]);
    await sheet._onDropItem(elsewhere, item("specialization", "Vibe"));
    expect(actor.items.size).toBe(2);
    apps.DialogV2.answers.push(acting.id);
    await sheet._onDropItem(elsewhere, item("specialization", "Vibe"));
    expect(names()).toContain("specialization:Vibe@Acting");
    expect(apps.DialogV2.asked).toHaveLength(2);
  });

  // Session Shop, Lifestyle Upgrade: "If your Lifestyle is Carefree, you may change it to Blossomed, Prodigious, or
  // Crafty … regardless of your Lifestyle, you may change it to Lost"; Ethic Upgrade: "If your Ethic is Vice & Virtue,
  // you may change it to Pride & Prudence, Greed & Vanity, Rite & Divinity, or Precision & Accuracy" (both books).
  it("sets the Lifestyle and Ethic from their cards along the Session Shop's paths", async () => {
    await actor.update({ "system.highest": "heart" });
    await sheet._onDropItem(elsewhere, item("lifestyle", "Blossomed", { key: "blossomed", stage: "upgraded" }));
    await sheet._onDropItem(elsewhere, item("ethic", "Rite & Divinity", { key: "riteDivinity", stage: "upgraded" }));
    expect([actor.system.lifestyle, actor.system.ethic]).toEqual(["blossomed", "riteDivinity"]);
    expect(actor.system.ignited).toEqual(["heart", "hurry"]);
    expect(actor.items.size).toBe(0);
    expect(ui.messages.filter((m) => m.type === "info").map((m) => m.message)).toEqual(["Lifestyle set to Blossomed.", "Ethic set to Rite & Divinity."]);
  });

  it("refuses a Lifestyle or Ethic off the book's paths, an unknown key, and the one already held, with the rule; nothing changes", async () => {
    await actor.update({ "system.highest": "heart" });
    const before = JSON.stringify(actor.toObject());
    await sheet._onDropItem(elsewhere, item("lifestyle", "Wired", { key: "wired", stage: "upgraded" }));
    await sheet._onDropItem(elsewhere, item("ethic", "Fairness & Value", { key: "fairnessValue", stage: "upgraded" }));
    await sheet._onDropItem(elsewhere, item("lifestyle", "Homebrew", { key: "homebrew" }));
    await sheet._onDropItem(elsewhere, item("ethic", "Homebrew", { key: "homebrew" }));
    await sheet._onDropItem(elsewhere, item("lifestyle", "Carefree", { key: "carefree" }));
    expect(warnings()).toEqual([
      "The Session Shop's Lifestyle Upgrade changes Carefree only to Blossomed, Prodigious, Crafty, Lost, not to Wired.",
      "The Session Shop's Ethic Upgrade changes Vice & Virtue only to Pride & Prudence, Greed & Vanity, Rite & Divinity, Precision & Accuracy, not to Fairness & Value.",
      "Unknown Lifestyle \"homebrew\".",
      "Unknown Ethic \"homebrew\".",
      "The character already has Carefree.",
    ]);
    expect(JSON.stringify(actor.toObject())).toBe(before);
  });

  it("before creation is done (Step Two) takes any starting Lifestyle or Ethic, never an upgraded one", async () => {
    await sheet._onDropItem(elsewhere, item("lifestyle", "Wisened", { key: "wisened" }));
    await sheet._onDropItem(elsewhere, item("ethic", "Greed & Vanity", { key: "greedVanity", stage: "upgraded" }));
    expect([actor.system.lifestyle, actor.system.ethic]).toEqual(["wisened", "viceVirtue"]);
    expect(warnings()).toEqual(["Greed & Vanity is an upgrade: a character being created starts with Carefree, Eager or Wisened and Vice & Virtue, Fate & Knowledge or Cunning & Capability."]);
  });

  // v0.0.18, Step Two: "Ethics can only be changed with GM discretion." v0.0.21.10 has no such line.
  it("v0.0.18: a player's Ethic drop waits for the GM; the GM's goes along the path", async () => {
    await actor.update({ "system.highest": "heart" });
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    g.game.user = g.game.users.get("player");
    await sheet._onDropItem(elsewhere, item("ethic", "Rite & Divinity", { key: "riteDivinity", stage: "upgraded" }));
    expect(actor.system.ethic).toBe("viceVirtue");
    expect(warnings()).toEqual(["In v0.0.18, \"Ethics can only be changed with GM discretion\": ask your GM to change it."]);
    g.game.user = g.game.users.get("gm");
    await sheet._onDropItem(elsewhere, item("ethic", "Rite & Divinity", { key: "riteDivinity", stage: "upgraded" }));
    expect(actor.system.ethic).toBe("riteDivinity");
  });

  it("refuses an item marked for the other edition's book, saying so", async () => {
    await actor.update({ "system.highest": "heart" });
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Acting" }]);
    await sheet._onDropItem(elsewhere, item("specialization", "Kinetic", { editions: ["v0.0.18"] }));
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    await sheet._onDropItem(elsewhere, item("specialization", "Radiant", { editions: ["v0.0.21.10"] }));
    expect(warnings()).toEqual([
      "Kinetic is from the v0.0.18 book; this world plays v0.0.21.10, whose book does not have it.",
      "Radiant is from the v0.0.21.10 book; this world plays v0.0.18, whose book does not have it.",
    ]);
    expect(actor.items.size).toBe(1);
  });

  // Step Four: "You won't begin the game with Specializations"; Session Shop, "Specialization Upgrade `d8`: Specialize
  // in an area you're already apt in" (the same in both books).
  it("a player's Specialization needs a Specialization Upgrade from the Session Shop, and uses it", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Acting" }, { type: "aptitude", name: "Sailing" }]);
    g.game.user = g.game.users.get("player");
    await sheet._onDropItem(elsewhere, item("specialization", "Calm"));
    expect(warnings()).toEqual(["\"You won't begin the game with Specializations\": a new one needs a Specialization Upgrade (d8) taken in the Session Shop."]);
    expect(actor.items.size).toBe(2);
    await actor.update({ "system.specializationUnlocks": 1 });
    const acting = actor.items.getName("Acting");
    await sheet._onDropItem(onRow(acting.id), item("specialization", "Calm"));
    expect(names()).toContain("specialization:Calm@Acting");
    expect(actor.system.specializationUnlocks).toBe(0);
  });

  it("refuses another system's item and a malformed drop, changing nothing", async () => {
    await sheet._onDropItem(elsewhere, item("weapon", "Longsword"));
    const broken = { target: document.createElement("div"), dataTransfer: { getData: () => "{not json" } } as unknown as DragEvent;
    await sheet._onDrop(broken);
    expect(warnings()).toEqual(["A weapon cannot go on a Humanity, Blessed character.", "That drop could not be read, so nothing was added."]);
    expect(actor.items.size).toBe(0);
  });

  it("ignores a drop from someone who does not own the character", async () => {
    g.game.user = g.game.users.get("player2");
    await sheet._onDropItem(elsewhere, item("aptitude", "Acting"));
    expect(actor.items.size).toBe(0);
  });
});

describe("using a Specialization from the sheet", () => {
  const use = (id: string) => {
    const button = document.createElement("button");
    button.dataset.specId = id;
    return sheet.options.actions.useSpecialization.call(sheet, {}, button);
  };

  it("spends it, then recharges it with the least valuable Blessing that pays ③", async () => {
    await actor.update({ "system.blessings": [1, 5, 3] });
    const [spec] = await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Attentive", system: { recharge: "③" } }]);
    await use(spec.id);
    expect(spec.system.spent).toBe(true);
    apps.DialogV2.answers.push(true);
    await use(spec.id);
    expect(spec.system.spent).toBe(false);
    expect(actor.system.blessings).toEqual([1, 5]);
  });

  // Determined: "Once per action, you may ignore the negative effects of your injuries and conditions. Recharge: ③."
  it("a once-per-action Specialization works again on a later action (after its recharge, or the next Check)", async () => {
    await actor.update({ "system.blessings": [3, 3, 4] });
    const [spec] = await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Determined", system: { recharge: "③", limit: "action", uses: 1 } }]);
    await use(spec.id);
    expect([spec.system.used, spec.system.spent]).toEqual([1, true]);
    apps.DialogV2.answers.push(true);
    await use(spec.id);
    await use(spec.id);
    expect(warnings()).toEqual([]);
    expect([spec.system.used, spec.system.spent, actor.system.blessings]).toEqual([1, true, [3, 4]]);
  });

  // Insured: "Recharge: ①. When this effect is recharged, increase the cost to recharge it by ①①."
  it("Insured: each recharge costs ①① more, until the session ends", async () => {
    await actor.update({ "system.blessings": [1, 1, 1, 1, 2, 6] });
    const [spec] = await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Insured", system: { recharge: "①", tags: ["healing", "escalating-recharge"] } }]);
    await use(spec.id);
    apps.DialogV2.answers.push(true);
    await use(spec.id);
    expect(actor.system.blessings).toEqual([1, 1, 1, 2, 6]);
    await use(spec.id);
    apps.DialogV2.answers.push(true);
    await use(spec.id);
    // ① then ①①①: the second recharge paid three Blessings.
    expect([actor.system.blessings, spec.system.recharged]).toEqual([[2, 6], 2]);
    const { resetForNewSession } = await import("../../../src/applications/session/session-end");
    await resetForNewSession(actor);
    expect(spec.system.recharged).toBe(0);
  });

  it("refuses a recharge the pool cannot pay, and a use past its limit", async () => {
    await actor.update({ "system.blessings": [1, 2] });
    const [spent, limited] = await actor.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Vibe", system: { recharge: "④", spent: true } },
      { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used: 2 } },
    ]);
    await use(spent.id);
    await use(limited.id);
    expect(warnings()).toEqual(["The Blessings pool cannot pay ④.", "This Specialization has no uses left (2) until its limit resets."]);
    expect(actor.system.blessings).toEqual([1, 2]);
    expect(spent.system.spent).toBe(true);
  });
});

describe("the Blessings pool and Conditions on the sheet", () => {
  const act = async (action: string, setup?: (el: HTMLElement) => void) => {
    sheet.element = document.createElement("form");
    const input = document.createElement("input");
    input.dataset.spendCost = "";
    sheet.element.append(input);
    setup?.(sheet.element);
    const button = document.createElement("button");
    await sheet.options.actions[action].call(sheet, {}, button);
  };

  it("gains a Blessing from Foundry's random source; a 1 stays and brings another", async () => {
    const faces = [1 / 6 - 0.01, 4.5 / 6]; // rules faceOf: floor(u * 6) + 1 → 1, then 5
    g.CONFIG.Dice.randomUniform = () => faces.shift() ?? 0.5;
    await act("gainBlessing");
    expect(actor.system.blessings).toEqual([1, 5]);
  });

  it("spends by notation with the least valuable Blessings that pay, and refuses what it cannot pay", async () => {
    await actor.update({ "system.blessings": [2, 5, 5, 6, 2] });
    await act("spendBlessings", (el) => { (el.querySelector("[data-spend-cost]") as HTMLInputElement).value = "⊜⊜"; });
    expect(actor.system.blessings).toEqual([5, 5, 6]);
    await act("spendBlessings", (el) => { (el.querySelector("[data-spend-cost]") as HTMLInputElement).value = "⑥⑥"; });
    await act("spendBlessings", (el) => { (el.querySelector("[data-spend-cost]") as HTMLInputElement).value = "seven"; });
    expect(actor.system.blessings).toEqual([5, 5, 6]);
    expect(warnings()).toEqual(["The Blessings pool cannot pay ⑥⑥.", "\"seven\" is not Blessing notation: use ①–⑥, × n or ⊜⊜."]);
  });
});

describe("the Stat a Condition affects", () => {
  it("Ache and Vexed ask which Stat, remembering the one chosen; other Conditions do not", async () => {
    await actor.update({ "system.affected.vexed": "heart" });
    await actor.toggleStatusEffect("vexed");
    await actor.toggleStatusEffect("ache");
    await actor.toggleStatusEffect("cursed");
    await sheet.render({ force: true });
    const selects = [...root().querySelectorAll<HTMLSelectElement>("select.hb-affected")];
    expect(selects.map((s) => [s.name, s.getAttribute("aria-label"), s.querySelector("option[selected]")?.textContent ?? ""])).toEqual([
      ["system.affected.vexed", "Stat affected by Vexed", "Heart"],
      ["system.affected.ache", "Stat affected by Ache", ""],
    ]);
    expect(selects[1]!.querySelector("option")!.textContent).toBe("Which Stat?");
  });
});

describe("banked boons and busts on the sheet", () => {
  const press = async (action: string, data: DOMStringMap) => {
    const button = document.createElement("button");
    Object.assign(button.dataset, data);
    await sheet.options.actions[action].call(sheet, {}, button);
  };
  const infos = () => ui.messages.filter((m) => m.type === "info").map((m) => m.message);

  it("banks through the upgraded Ethic, counts more on the same row, spends one at a time", async () => {
    await actor.update({ "system.ethic": "greedVanity" });
    await sheet.render({ force: true });
    const offer = sheet.element.querySelector("[data-action='bankOne'][data-effect]") as HTMLElement;
    expect(offer.textContent!.trim()).toBe("Bank a boon (Greed & Vanity)");
    await press("bankOne", { ...offer.dataset });
    await press("bankOne", { index: "0" });
    expect(actor.system.banked).toEqual([{ kind: "boon", effect: "greedVanity", count: 2 }]);
    await sheet.render({ force: true });
    expect(sheet.element.querySelector(".hb-banked .hb-row")!.textContent!.replace(/\s+/g, " ").trim()).toBe("2 banked boons Greed & Vanity");
    await press("spendBanked", { index: "0" });
    await press("spendBanked", { index: "0" });
    await press("spendBanked", { index: "0" }); // nothing left: changes nothing
    expect(actor.system.banked).toEqual([]);
    expect(infos()).toEqual([
      "Banked one more through Greed & Vanity.", "Banked one more through Greed & Vanity.",
      "Spent one banked through Greed & Vanity: do what Greed & Vanity says.", "Spent one banked through Greed & Vanity: do what Greed & Vanity says.",
    ]);
  });

  it("offers no banking to an Ethic that does not bank, and shows no empty section", async () => {
    await sheet.render({ force: true });
    expect(sheet.element.querySelector(".hb-banked")).toBeNull();
    expect(sheet.element.querySelector("[data-action='bankOne']")).toBeNull();
  });
});

describe("Apts & Specs as a player reads and handles them", () => {
  const act = (action: string, row: HTMLElement) => sheet.options.actions[action].call(sheet, {}, row.querySelector("button") ?? row);
  const row = (name: string) =>
    [...root().querySelectorAll<HTMLElement>("[data-item-id]")].find((r) => r.textContent!.includes(name))!;

  it("a Specialization on no Aptitude says so and attaches to the only free one; none free says why", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Acting" }]);
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Calm", system: { aptitude: "gone" } }]);
    await sheet.render({ force: true });
    expect(row("Calm").textContent!.replace(/\s+/g, " ").trim()).toBe("[Calm] Not attached to an Aptitude Attach Calm to an Aptitude");
    await act("attachSpecialization", row("Calm"));
    expect(names()).toContain("specialization:Calm@Acting");
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Friendly", system: { aptitude: "" } }]);
    await sheet.render({ force: true });
    await act("attachSpecialization", row("Friendly"));
    expect(warnings()).toEqual(["Every Aptitude already has a Specialization: add an Aptitude first, then attach Friendly to it."]);
    expect(names()).toContain("specialization:Friendly");
  });

  it("a name typed with markup in it shows as typed in a tooltip, never as HTML", async () => {
    // An entity typed as such: happy-dom 20 leaves &lt; and &gt; undecoded in attributes it parses (only &amp; is
    // decoded), so a name with tags cannot reach a tooltip here as it would in a browser; enrichers' tooltips, set
    // through the DOM, are tested with tags (check-link.test.ts).
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Salt &amp; Pepper", system: { aptitude: "" } }]);
    await sheet.render({ force: true });
    const attach = root().querySelector<HTMLElement>("[data-action='attachSpecialization']");
    expect(g.game.tooltip.activate(attach).textContent)
      .toBe("Every Aptitude already has a Specialization: add an Aptitude first, then attach Salt &amp; Pepper to it.");
  });

  it("deleting an item asks first (core's deleteDialog); dismissed, nothing is deleted", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "thing", name: "Compass", system: { kind: "item" } }]);
    await sheet.render({ force: true });
    await sheet.options.actions.deleteItem.call(sheet, {}, row("Compass").querySelector("[data-action='deleteItem']"));
    expect(apps.DialogV2.asked.at(-1).window.title).toBe("Delete: Compass");
    expect(names()).toEqual(["thing:Compass"]);
    apps.DialogV2.answers.push(true);
    await sheet.options.actions.deleteItem.call(sheet, {}, row("Compass").querySelector("[data-action='deleteItem']"));
    expect(names()).toEqual([]);
  });

  it("item rows drag with the item's drag data, as core's sheets do", async () => {
    const [thing] = await actor.createEmbeddedDocuments("Item", [{ type: "thing", name: "Compass", system: { kind: "item" } }]);
    await sheet.render({ force: true });
    const r = row("Compass");
    expect(r.draggable).toBe(true);
    const data = new Map<string, string>();
    const event = new Event("dragstart", { bubbles: true }) as DragEvent;
    Object.defineProperty(event, "dataTransfer", { value: { setData: (k: string, v: string) => data.set(k, v) } });
    r.dispatchEvent(event);
    expect(JSON.parse(data.get("text/plain")!)).toEqual({ type: "Item", uuid: thing.uuid });
  });
});
