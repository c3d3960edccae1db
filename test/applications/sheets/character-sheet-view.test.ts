// The character sheet as a player reads it: the dice and their marks, the groups, the legend, the pool, the banked
// boons, the Conditions and the Apts & Specs, rendered by the real sheet under the fake Foundry.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";

const g = globalThis as any;
let actor: any;
let sheet: any;

const words = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const all = (selector: string) => [...(sheet.element as HTMLElement).querySelectorAll<HTMLElement>(selector)];
const one = (selector: string) => (sheet.element as HTMLElement).querySelector<HTMLElement>(selector);
const label = (el: Element) => el.getAttribute("aria-label");

/** Each Stat group as read aloud: its name, then each die's label, icon and what the die shows. */
const groups = () =>
  all(".hb-groups > .hb-group:not(.hb-unchosen)").map((group) => [
    label(group),
    words(group.querySelector(":scope > .hb-group-label")),
    ...[...group.querySelectorAll<HTMLElement>(".hb-die")].map(
      (die) => `${label(die) ?? "-"} | ${die.querySelector(".hb-stat-name i")!.className} | ${words(die)}`,
    ),
  ]);

async function open(system: Record<string, unknown> = {}, items: object[] = [], statuses: string[] = []) {
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "character",
    name: "Wren",
    ownership: { default: 0, player: 3 },
    system: { stats: { head: 10, hand: 6, heart: 6, home: 4, hurt: 8, hurry: 2, history: 4 }, ...system },
  });
  if (items.length) await actor.createEmbeddedDocuments("Item", items);
  for (const id of statuses) await actor.toggleStatusEffect(id);
  sheet = new CharacterSheet({ document: actor } as never);
  await sheet.render({ force: true });
}
const rerender = () => sheet.render({ force: true });

beforeAll(async () => {
  await import("../../../src/applications/sheets/actor-sheet-actions");
});

beforeEach(() => {
  onInit();
});

describe("the Stat dice", () => {
  it("each die says its Stat and size, with its marks; balanced dice share a group named by their die", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    await open({ optional: 8, highest: "head", lifestyle: "blossomed", spent: ["hurry"] });
    expect(groups()).toEqual([
      ["Stats using a d10", "", "Roll Head (d10) | fa-solid fa-brain | d10 Head Highest"],
      [
        "Stats using a d8",
        "Balanced d8",
        "Roll Hurt (d8) | fa-solid fa-hand-fist | d8 Hurt",
        "Roll Hex (d8) | fa-solid fa-star | d8 Hex",
      ],
      [
        "Stats using a d6",
        "Balanced d6",
        "Roll Hand (d6) | fa-solid fa-hand | d6 Hand",
        "Roll Heart (d6) | fa-solid fa-heart | d6 Heart Ignited",
      ],
      [
        "Stats using a d4",
        "Balanced d4",
        "Roll Home (d4) | fa-solid fa-mug-hot | d4 Home",
        "Roll History (d4) | fa-solid fa-hourglass-half | d4 History",
      ],
      ["Stats using a d2", "", "Roll Hurry (d2) | fa-solid fa-person-running | d2 Hurry Ignited Spent"],
    ]);
    expect(all(".hb-die .hb-badge[title]").map((b) => b.title)).toEqual(["Ignited", "Ignited"]);
    expect(
      all(".hb-stat.highest, .hb-stat.spent, .hb-stat.ignited").map(
        (s) => `${s.dataset.stat}:${s.className.replace(/\s+/g, " ").trim()}`,
      ),
    ).toEqual(["head:hb-stat highest", "heart:hb-stat ignited", "hurry:hb-stat spent ignited"]);
    expect(all(".hb-stat-legend li").map((li) => li.dataset.marker)).toEqual(["highest", "ignited", "spent"]);
  });

  it("a v0.0.18 world's Lifestyle mark says Overcharged, on the die and in the legend", async () => {
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    await open({ highest: "hand", lifestyle: "prodigious" });
    expect(
      all(".hb-die .hb-badge[title]").map(
        (b) => `${b.closest<HTMLElement>("[data-stat]")!.dataset.stat} ${b.title} ${words(b)}`,
      ),
    ).toEqual(["head Overcharged Overcharged", "hurt Overcharged Overcharged"]);
    expect(all(".hb-stat-legend li").map(words)).toEqual([
      "Highest: the Stat your character is best at (chosen at creation; it started a die size larger).",
      "Overcharged by your Lifestyle: a Spark with this Stat that would fail gets +3.",
    ]);
  });

  it("no legend for marks no die wears: a highest or spent Stat this world does not play is not drawn", async () => {
    await open({ highest: "hex", spent: ["hex"], lifestyle: "carefree" });
    expect(one(".hb-stat-legend")).toBeNull();
    expect(all(".hb-badge")).toEqual([]);
    await actor.update({ "system.spent": ["hex", "home"] });
    await rerender();
    expect(all(".hb-stat-legend li").map((li) => li.dataset.marker)).toEqual(["spent"]);
    expect(all(".hb-badge").map(words)).toEqual(["Spent"]);
  });

  it("edit mode: each die a size to choose, the optional Stat saved apart; a reader's sheet is in play", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hunch");
    await open({ optional: 4, highest: "head" });
    sheet.editMode = true;
    await rerender();
    const selects = all("select[data-dtype='Number']");
    expect(selects.map((s) => `${s.getAttribute("name")}=${words(s.querySelector("option[selected]"))}`)).toEqual([
      "system.stats.head=d10",
      "system.stats.hurt=d8",
      "system.stats.hand=d6",
      "system.stats.heart=d6",
      "system.stats.home=d4",
      "system.stats.history=d4",
      "system.optional=d4",
      "system.stats.hurry=d2",
    ]);
    expect([...selects[0]!.querySelectorAll("option")].map((o) => `${o.value}:${words(o)}`)).toEqual([
      "2:d2",
      "4:d4",
      "6:d6",
      "8:d8",
      "10:d10",
    ]);
    expect(words(one("[data-action='toggleMode']"))).toBe("Play");
    g.game.user = g.game.users.get("player2");
    await rerender();
    expect(all("select")).toEqual([]);
    expect(all(".hb-die")).toHaveLength(8);
  });
});

describe("Haunted, rolled by the table", () => {
  it("stands apart with its die, never a button; the GM marks the haunting, a player reads it", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await open({ optional: 6, highest: "head" });
    const apart = one(".hb-unchosen")!;
    expect([label(apart), words(apart)]).toEqual(["Haunted", "d6 Haunted Rolled by the table The haunting is present"]);
    expect(apart.querySelector(".hb-die")!.tagName).toBe("SPAN");
    expect(apart.querySelector("i")!.className).toBe("fa-solid fa-star");
    expect(one("[data-action='toggleHaunting']")!.getAttribute("aria-pressed")).toBe("false");
    expect(groups().flat().join(" ")).not.toContain("Haunted");
    await actor.update({ "system.hauntingPresent": true });
    g.game.user = g.game.users.get("player");
    await rerender();
    expect(one("[data-action='toggleHaunting']")).toBeNull();
    expect(words(one(".hb-unchosen .hb-tag"))).toBe("The haunting is present");
    await actor.update({ "system.hauntingPresent": false });
    await rerender();
    expect(one(".hb-unchosen .hb-tag")).toBeNull();
  });

  it("a GM reading a character they cannot edit (a locked compendium's) is not offered the toggle", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await open({ optional: 6, highest: "head", hauntingPresent: true });
    Object.defineProperty(sheet, "isEditable", { get: () => false });
    await rerender();
    expect(one("[data-action='toggleHaunting']")).toBeNull();
    expect(words(one(".hb-unchosen .hb-tag"))).toBe("The haunting is present");
  });
});

describe("the header", () => {
  it("a character nobody built offers the creation wizard; one with a highest Stat or an item, the Shop", async () => {
    await open();
    expect(words(one(".hb-header-actions button"))).toBe("Create character");
    await actor.update({ "system.highest": "hand" });
    await rerender();
    expect(words(one(".hb-header-actions button"))).toBe("Session Shop");
    await actor.update({ "system.highest": "" });
    await actor.createEmbeddedDocuments("Item", [{ type: "thing", name: "Compass", system: { kind: "item" } }]);
    await rerender();
    expect(words(one(".hb-header-actions button"))).toBe("Session Shop");
  });
});

describe("the Blessings pool", () => {
  it("lists the Blessings least first, each with its face and a button to remove it, and their worth", async () => {
    await open({ blessings: [6, 2, 4, 1, 3] });
    expect(words(one(".hb-count"))).toBe("5 Blessings worth 16");
    expect(all(".hb-blessing").map((b) => `${words(b)} | ${label(b.querySelector("button")!)}`)).toEqual([
      "⚀ 1 | Remove the Blessing worth 1",
      "⚁ 2 | Remove the Blessing worth 2",
      "⚂ 3 | Remove the Blessing worth 3",
      "⚃ 4 | Remove the Blessing worth 4",
      "⚅ 6 | Remove the Blessing worth 6",
    ]);
    await actor.update({ "system.blessings": [5] });
    g.game.user = g.game.users.get("player2");
    await rerender();
    expect(all(".hb-blessing").map(words)).toEqual(["⚄ 5"]);
    expect(all(".hb-blessing button")).toEqual([]);
  });
});

describe("banked boons and busts", () => {
  it("counts each entry in words, by the Ethic that banked it or the text it was banked with", async () => {
    await open({
      ethic: "pridePrudence",
      banked: [
        { kind: "bust", effect: "greedVanity", count: 1 },
        { kind: "boon", effect: "An old favour", count: 3 },
      ],
    });
    expect(
      all(".hb-banked .hb-row").map((r) => [r.dataset.kind, words(r), ...[...r.querySelectorAll("button")].map(label)]),
    ).toEqual([
      [
        "bust",
        "1 banked bust Greed & Vanity",
        "Bank one more through Greed & Vanity",
        "Spend one banked through Greed & Vanity",
      ],
      [
        "boon",
        "3 banked boons An old favour",
        "Bank one more through An old favour",
        "Spend one banked through An old favour",
      ],
    ]);
    const offer = one(".hb-chip[data-action='bankOne']")!;
    expect([words(offer), offer.dataset.kind, offer.dataset.effect]).toEqual([
      "Bank a bust (Pride & Prudence)",
      "bust",
      "pridePrudence",
    ]);
    g.game.user = g.game.users.get("player2");
    await rerender();
    expect(all(".hb-banked .hb-row").map(words)).toEqual([
      "1 banked bust Greed & Vanity",
      "3 banked boons An old favour",
    ]);
    expect(all(".hb-banked button, [data-action='bankOne']")).toEqual([]);
  });
});

describe("Conditions", () => {
  it("each Condition reads by name; the Stat-bound ones ask which Stat, out of the dice played", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    await open({ affected: { vexed: "hex" } }, [], ["vexed", "cursed"]);
    expect(all(".hb-conditions:not(.hb-addable) > li").map((li) => label(li.querySelector("button")!))).toEqual([
      "Remove Vexed",
      "Remove Cursed",
    ]);
    const select = one("select.hb-affected")!;
    expect([...select.querySelectorAll("option")].map((o) => `${words(o)}${o.selected ? "*" : ""}`)).toEqual([
      "Which Stat?",
      "Head",
      "Hand",
      "Heart",
      "Home",
      "Hurt",
      "Hurry",
      "History",
      "Hex*",
    ]);
  });

  it("a status another module set is no Condition here: no chip with a name it cannot say", async () => {
    await open({}, [], ["cursed"]);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Bleeding", statuses: ["bleeding"] }]);
    await rerender();
    expect(all(".hb-conditions:not(.hb-addable) > li").map(words)).toEqual(["Cursed"]);
  });

  it("offers each Condition of the edition the character does not have", async () => {
    await open({}, [], ["ache"]);
    const offered = all(".hb-addable button").map(words);
    expect(offered).not.toContain("+ Ache");
    expect(offered).toContain("+ Cursed");
    expect(offered).toContain("+ Vexed");
    expect(offered).not.toContain("+ Vulnerable");
    expect(label(one(".hb-addable button")!)).toBe(`Add ${offered[0]!.slice(2)}`);
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    await rerender();
    expect(all(".hb-addable button").map(words)).toContain("+ Vulnerable");
    expect(all(".hb-addable button").map(words)).not.toContain("+ Vexed");
  });
});

describe("Apts & Specs and things", () => {
  it("each Aptitude reads with its Specialization, the recharge it costs and whether it is spent", async () => {
    await open({ highest: "head" }, [
      { type: "aptitude", name: "Acting" },
      { type: "aptitude", name: "Sailing" },
      { type: "aptitude", name: "Boxing" },
    ]);
    const id = (name: string) => actor.items.getName(name).id;
    await actor.createEmbeddedDocuments("Item", [
      {
        type: "specialization",
        name: "Insured",
        system: { aptitude: id("Acting"), recharge: "①", recharged: 1, tags: ["healing", "escalating-recharge"] },
      },
      { type: "specialization", name: "Calm", system: { aptitude: id("Sailing"), spent: true } },
    ]);
    await rerender();
    expect(all(".hb-apts > li").map((li) => words(li))).toEqual([
      "Acting [Insured] Recharge ①①① Use Insured",
      "Sailing [Calm] Spent: recharge to use again Recharge Calm",
      "Boxing Specialize",
    ]);
  });

  it("things show their kind, and which are exceptional; Aptitudes stay in their own list", async () => {
    await open({ highest: "head" }, [
      { type: "thing", name: "Compass", system: { kind: "item", exceptional: true } },
      { type: "aptitude", name: "Acting" },
      { type: "thing", name: "Harbor map", system: { kind: "information" } },
    ]);
    expect(all(".hb-things > li").map(words)).toEqual(["Compass Item Exceptional", "Harbor map Information"]);
  });

  it("a loose Specialization attaches while an Aptitude is free; with none free, its button says why", async () => {
    await open({ highest: "head" }, [{ type: "aptitude", name: "Acting" }]);
    await actor.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Calm", system: { aptitude: actor.items.getName("Acting").id } },
      { type: "specialization", name: "Vibe", system: { aptitude: "" } },
    ]);
    await rerender();
    const attach = () => one("[data-action='attachSpecialization']")!;
    expect([attach().getAttribute("aria-disabled"), attach().dataset.tooltipText]).toEqual([
      "true",
      "Every Aptitude already has a Specialization: add an Aptitude first, then attach Vibe to it.",
    ]);
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Sailing" }]);
    await rerender();
    expect([words(attach()), attach().getAttribute("aria-disabled"), attach().dataset.tooltipText]).toEqual([
      "Attach Vibe to an Aptitude",
      null,
      undefined,
    ]);
  });
});
