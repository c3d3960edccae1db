// Placing an Item on a character (place-item.ts), as a player meets it: the dialog asking which Aptitude a
// Specialization goes on (its question, its choices, the one picked), the Specialization Upgrade it uses, and the
// refusals in words.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { placeItem } from "../../../src/applications/sheets/place-item";
import { apps, ui } from "../../fakes/setup";
import { FakeCompendium } from "../../fakes/compendium";

const g = globalThis as any;
let actor: any;
let updates: unknown[];

beforeEach(async () => {
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
  updates = [];
  const update = actor.update.bind(actor);
  actor.update = (data: unknown, ...rest: unknown[]) => { updates.push(data); return update(data, ...rest); };
});

const item = (type: string, name: string, system: Record<string, unknown> = {}) => new g.CONFIG.Item.documentClass({ type, name, system });
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const specializations = () => actor.items.filter((i: any) => i.type === "specialization").map((i: any) => `${i.name}@${actor.items.get(i.system.aptitude)?.name}`);

/** What the chooser shows, as the player sees it: its title, its question, its choices. */
interface Shown { title: string; question: string; choices: string[] }
/** Answers the chooser as a player would: the dialog's content is drawn in a form, `pick` chosen, OK pressed. */
function answer(pick: string | null, shown: Shown[] = [], content?: string) {
  apps.DialogV2.answers.push((config: any) => {
    const form = document.createElement("form");
    form.innerHTML = content ?? config.content;
    const ok = document.createElement("button");
    form.append(ok);
    const select = form.querySelector<HTMLSelectElement>("select[name=aptitude]");
    shown.push({
      title: config.window.title,
      question: form.querySelector("p")?.textContent ?? "",
      choices: [...(select?.options ?? [])].map((o) => o.text),
    });
    if (select && pick !== null) select.value = [...select.options].find((o) => o.text === pick)?.value ?? "";
    return config.ok.callback(new Event("click"), ok);
  });
}

describe("the Aptitude chooser", () => {
  beforeEach(async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tying Knots" }, { type: "aptitude", name: "Acting" }, { type: "aptitude", name: "Sailing" }]);
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Calm", system: { aptitude: actor.items.getName("Sailing").id } }]);
  });

  it("asks which of the free Aptitudes, and puts the Specialization on the one picked", async () => {
    const shown: Shown[] = [];
    answer("Acting", shown);
    const placed = await placeItem(actor, item("specialization", "Vibe"));
    expect(shown).toEqual([{ title: "HB.Drop.chooseTitle", question: "Which Aptitude does this Specialization specialize?", choices: ["Tying Knots", "Acting"] }]);
    expect(specializations()).toEqual(["Calm@Sailing", "Vibe@Acting"]);
    expect((placed as any).name).toBe("Vibe");
    // The GM grants it: no Specialization Upgrade was waiting, none is written.
    expect(updates).toEqual([]);
  });

  it("closed, or answered with no Aptitude, places nothing", async () => {
    expect(await placeItem(actor, item("specialization", "Vibe"))).toBeNull();
    answer(null, [], "<p>No choice drawn</p>");
    expect(await placeItem(actor, item("specialization", "Vibe"))).toBeNull();
    answer("Nobody");
    expect(await placeItem(actor, item("specialization", "Vibe"))).toBeNull();
    expect(specializations()).toEqual(["Calm@Sailing"]);
    expect(updates).toEqual([]);
  });

  it("a player's Specialization uses one of their Specialization Upgrades", async () => {
    await actor.update({ "system.specializationUnlocks": 2 });
    updates.length = 0;
    g.game.user = g.game.users.get("player");
    answer("Tying Knots");
    await placeItem(actor, item("specialization", "Vibe"));
    expect(specializations()).toEqual(["Calm@Sailing", "Vibe@Tying Knots"]);
    expect(actor.system.specializationUnlocks).toBe(1);
    expect(updates).toEqual([{ system: { specializationUnlocks: 1 } }]);
  });

  it("a Specialization whose creation is cancelled (a module's preCreateItem hook) spends no Upgrade", async () => {
    await actor.update({ "system.specializationUnlocks": 1 });
    updates.length = 0;
    g.game.user = g.game.users.get("player");
    actor.createEmbeddedDocuments = async () => []; // core: a creation a hook cancelled makes nothing
    answer("Acting");
    expect(await placeItem(actor, item("specialization", "Vibe"))).toBeNull();
    expect(actor.system.specializationUnlocks).toBe(1);
    expect(updates).toEqual([]);
  });
});

describe("what a placed item says", () => {
  it("an Aptitude and a thing are added as they are, and the result is the new item", async () => {
    await actor.update({ "system.specializationUnlocks": 2 });
    updates.length = 0;
    const placed: any = await placeItem(actor, item("thing", "Compass", { kind: "information" }));
    expect([placed.type, placed.name, placed.system.kind]).toEqual(["thing", "Compass", "information"]);
    expect(actor.items.getName("Compass").system.kind).toBe("information");
    // Not a Specialization: no Specialization Upgrade is spent on it.
    expect([actor.system.specializationUnlocks, updates]).toEqual([2, []]);
  });

  it("an item from the system's compendium keeps none of the pack's folders, which are not the world's", async () => {
    const source = parse(readFileSync("packs/_source/specializations/attentive.yml", "utf8"));
    g.game.packs.set("humanity-blessed.specializations", new FakeCompendium("humanity-blessed.specializations", "Item", [source], () => g.CONFIG.Item.documentClass));
    const [attentive] = await g.game.packs.get("humanity-blessed.specializations").getDocuments();
    expect(attentive.toObject().folder).toBe(source.folder); // a pack's item sits in the pack's folder
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Juggling" }]);
    await placeItem(actor, attentive);
    const placed = actor.items.getName("Attentive");
    expect([placed.system.aptitude, placed.toObject().folder]).toEqual([actor.items.getName("Juggling").id, null]);
  });

  it("a Lifestyle or an Ethic set says so by its name; a refused one names the ids it was given", async () => {
    expect(await placeItem(actor, item("lifestyle", "Eager", { key: "eager" }))).toBe(actor);
    await placeItem(actor, item("ethic", "Fate & Knowledge", { key: "fateKnowledge" }));
    expect(ui.messages.filter((m) => m.type === "info").map((m) => m.message)).toEqual(["Lifestyle set to Eager.", "Ethic set to Fate & Knowledge."]);
    expect(updates).toEqual([{ system: { lifestyle: "eager" } }, { system: { ethic: "fateKnowledge" } }]);
    await actor.update({ "system.highest": "heart" });
    expect(await placeItem(actor, item("ethic", "Fate & Knowledge", { key: "fateKnowledge" }))).toBeNull();
    await placeItem(actor, item("lifestyle", "Blossomed", { key: "blossomed", stage: "upgraded" }));
    expect(warnings()).toEqual([
      "The character already has Fate & Knowledge.",
      "The Session Shop's Lifestyle Upgrade changes Eager only to Driven, Chosen, Wired, Lost, not to Blossomed.",
    ]);
  });

  it("a card whose key is the other outlook's is refused by that outlook's name", async () => {
    await placeItem(actor, item("lifestyle", "Vice & Virtue", { key: "viceVirtue" }));
    await placeItem(actor, item("ethic", "Carefree", { key: "carefree" }));
    expect(warnings()).toEqual(["Unknown Lifestyle \"Vice & Virtue\".", "Unknown Ethic \"Carefree\"."]);
    expect(updates).toEqual([]);
  });
});
