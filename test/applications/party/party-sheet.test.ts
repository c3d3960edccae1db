// The party sheet, rendered for real under the fake Foundry: membership by drop and its controls, each field of a
// member's live row, the GM's actions through the code they share with their other ways in, and a player's view.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { PartySheet } from "../../../src/applications/sheets/party-sheet";
import { callForCheck } from "../../../src/applications/chat/request-register";
import { apps, ui } from "../../fakes/setup";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0)); };
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const infos = () => ui.messages.filter((m) => m.type === "info").map((m) => m.message);
const Actor = () => g.CONFIG.Actor.documentClass;
let party: any;
let sheet: any;
let wren: any;
let oskar: any;
let mina: any;
let widow: any;

beforeAll(async () => {
  // The sheet's body (context, drops, actions) loads on first render: loaded once here, so each test settles quickly.
  await import("../../../src/applications/party/party-sheet-body");
  await import("../../../src/applications/chat/request-card");
  await import("../../../src/applications/session/session-end");
});

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  wren = await Actor().create({
    type: "character", name: "Wren", img: "wren.png", ownership: { default: 0, player: 3 },
    system: { stats: { head: 8, hand: 6, heart: 6, home: 4, hurt: 4, hurry: 6, history: 4 }, highest: "head", lifestyle: "blossomed", ethic: "fateKnowledge",
      blessings: [5, 1, 3], spent: ["hand"], session: { shopOpen: true, freeUpgradeUsed: false } },
    items: [
      { type: "specialization", name: "Insured", system: { recharge: "③", spent: true, recharged: 1, tags: ["escalating-recharge"] } },
      { type: "specialization", name: "Lucky", system: { limit: "session", uses: 1, used: 1 } },
      { type: "specialization", name: "Steady", system: { limit: "session", uses: 2, used: 1 } },
    ],
  });
  oskar = await Actor().create({ type: "character", name: "Oskar", img: "oskar.png", ownership: { default: 0, player2: 3 }, system: { stats: { head: 4 }, blessings: [] } });
  mina = await Actor().create({ type: "character", name: "Mina", img: "mina.png", ownership: { default: 1 }, system: { blessings: [6] } });
  widow = await Actor().create({ type: "monstrosity", name: "Grey Widow", ownership: { default: 0 } });
  party = await Actor().create({ type: "party", name: "The Lantern Crew", img: "party.png", ownership: { default: 2 }, system: { members: [] } });
  sheet = new PartySheet({ document: party } as never);
  await sheet.render({ force: true });
});

const $ = (selector: string) => sheet.element.querySelector(selector) as HTMLElement;
const $$ = (selector: string) => [...sheet.element.querySelectorAll(selector)] as HTMLElement[];
const click = async (el: HTMLElement) => { el.dispatchEvent(new MouseEvent("click", { bubbles: true })); await settle(); };
const names = () => $$(".hb-party-row .hb-party-name").map((n) => n.textContent!.trim());
/** A drop of drag data as core reads it (TextEditor.getDragEventData), onto `target` (a row, or the sheet). */
const dropEvent = (data: unknown, target: Element = sheet.element) => {
  const event = new Event("drop", { bubbles: true }) as DragEvent;
  Object.defineProperty(event, "dataTransfer", { value: { getData: () => (typeof data === "string" ? data : JSON.stringify(data)) } });
  target.dispatchEvent(event);
  return settle();
};
const drop = async (data: unknown, target?: Element) => {
  await dropEvent(data, target);
  await sheet.render();
};
const row = (actor: any) => $(`[data-member-uuid="${actor.uuid}"]`);
const fact = (actor: any, id: string) => row(actor).querySelector(`[data-fact="${id}"] dd`)!.textContent!.replace(/\s+/g, " ").trim();
const join = async (...actors: any[]) => {
  await party.update({ system: { members: actors.map((a) => a.uuid) } });
  await sheet.render();
};

describe("membership", () => {
  it("a character dragged from the sidebar joins at the end; one dropped on a row joins before it", async () => {
    await drop(wren.toDragData());
    await drop(oskar.toDragData());
    await drop(mina.toDragData(), row(wren));
    expect(party.system.members).toEqual([mina.uuid, wren.uuid, oskar.uuid]);
    expect(names()).toEqual(["Mina", "Wren", "Oskar"]);
    expect(infos()).toEqual(["Wren joined the party.", "Oskar joined the party.", "Mina joined the party."]);
  });

  it("a character dragged from their own sheet's portrait joins the party", async () => {
    const { CharacterSheet } = await import("../../../src/applications/sheets/character-sheet");
    const own = new CharacterSheet({ document: wren } as never);
    await own.render({ force: true });
    await vi.waitFor(() => expect(own.element!.querySelector<HTMLElement>(".hb-portrait")!.draggable).toBe(true));
    let data = "";
    const start = new Event("dragstart", { bubbles: true });
    Object.defineProperty(start, "dataTransfer", { value: { setData: (_type: string, value: string) => { data = value; } } });
    own.element!.querySelector(".hb-portrait")!.dispatchEvent(start);
    await drop(data);
    expect(party.system.members).toEqual([wren.uuid]);
    expect(names()).toEqual(["Wren"]);
  });

  it("a row drags as its actor, so it joins another party dropped there", async () => {
    await join(wren);
    let data = "";
    const start = new Event("dragstart", { bubbles: true });
    Object.defineProperty(start, "dataTransfer", { value: { setData: (_type: string, value: string) => { data = value; } } });
    row(wren).dispatchEvent(start);
    expect(JSON.parse(data)).toEqual({ type: "Actor", uuid: wren.uuid });
    const other = await Actor().create({ type: "party", name: "Night Watch", system: { members: [] } });
    const watch = new PartySheet({ document: other } as never);
    await watch.render({ force: true });
    const event = new Event("drop", { bubbles: true });
    Object.defineProperty(event, "dataTransfer", { value: { getData: () => data } });
    watch.element!.dispatchEvent(event);
    await settle();
    expect(other.system.members).toEqual([wren.uuid]);
  });

  it("refuses what is not a character, saying so in the user's language, and changes nothing", async () => {
    await join(wren);
    const item = await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Lantern" });
    const other = await Actor().create({ type: "party", name: "Night Watch", system: { members: [] } });
    const errors = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await drop(widow.toDragData());
    await drop(item.toDragData());
    await drop(other.toDragData());
    await drop("{not json");
    await drop({ type: "Actor", uuid: "Actor.nobodyhere000000" });
    await drop(wren.toDragData());
    errors.mockRestore();
    expect(warnings()).toEqual([
      "Grey Widow is not a character: only characters join a party.",
      "Lantern is not a character: only characters join a party.",
      "Night Watch is not a character: only characters join a party.",
      "That drop could not be read, so nothing was added.",
      "That drop could not be read, so nothing was added.",
      "Wren is already in this party.",
    ]);
    expect(party.system.members).toEqual([wren.uuid]);
  });

  it("reorders by dragging a member onto another row, and by the keyboard's up and down buttons; removes", async () => {
    await join(wren, oskar, mina);
    await drop(mina.toDragData(), row(wren));
    expect(names()).toEqual(["Mina", "Wren", "Oskar"]);
    expect((row(mina).querySelector("[data-by='-1']") as HTMLButtonElement).disabled).toBe(true);
    expect((row(oskar).querySelector("[data-by='1']") as HTMLButtonElement).disabled).toBe(true);
    await click(row(mina).querySelector("[data-by='1']")!);
    await sheet.render();
    expect(names()).toEqual(["Wren", "Mina", "Oskar"]);
    await click(row(oskar).querySelector("[data-by='-1']")!);
    await sheet.render();
    expect(names()).toEqual(["Wren", "Oskar", "Mina"]);
    expect(row(oskar).querySelector("[data-op='removeMember']")!.getAttribute("aria-label")).toBe("Remove Oskar from the party");
    await click(row(oskar).querySelector("[data-op='removeMember']")!);
    expect(party.system.members).toEqual([wren.uuid, mina.uuid]);
  });

  it("a member deleted from the world shows as missing to the GM, who can remove it", async () => {
    await join(wren, oskar);
    g.game.actors.delete(oskar.id);
    await sheet.render();
    expect($$(".hb-party-row.missing").map((r) => r.textContent!.replace(/\s+/g, " ").trim())).toEqual(["A member no longer in this world"]);
    await click($(".hb-party-row.missing [data-op='removeMember']"));
    expect(party.system.members).toEqual([wren.uuid]);
  });

  it("a player who may only look at the party cannot change who is in it", async () => {
    g.game.user = g.game.users.get("player");
    const view = new PartySheet({ document: party } as never);
    await view.render({ force: true });
    const event = new Event("drop", { bubbles: true });
    Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify(wren.toDragData()) } });
    view.element!.dispatchEvent(event);
    await settle();
    expect(party.system.members).toEqual([]);
    expect(view.element!.querySelector("[data-op='removeMember'], [data-op='moveMember']")).toBeNull();
    expect(view.element!.querySelector(".hb-party-drop")).toBeNull();
  });
});

describe("a member's row", () => {
  beforeEach(async () => {
    await wren.update({ "system.affected.vexed": "heart", "system.session.famousOver": [mina.uuid, widow.uuid] });
    await wren.toggleStatusEffect("vexed");
    await wren.toggleStatusEffect("cursed");
    await join(wren, oskar);
  });

  it("shows portrait and name as a button opening the member's sheet", async () => {
    const open = row(wren).querySelector<HTMLElement>("[data-op='openMember']")!;
    expect(open.getAttribute("aria-label")).toBe("Open Wren’s sheet");
    expect(open.querySelector("img")!.getAttribute("src")).toBe("wren.png");
    await click(open);
    // Wren's own sheet, the one registered for characters, opens.
    await vi.waitFor(() => expect(wren.sheet.rendered).toBe(true));
    expect(wren.sheet.element.querySelector("[name=name]").value).toBe("Wren");
  });

  it("shows every Stat Die with the sheet's marks: spent, the highest, Ignited by the Lifestyle", () => {
    const dice = [...row(wren).querySelectorAll<HTMLElement>(".hb-party-die")].map((d) =>
      `${d.dataset.stat}:${d.querySelector(".hb-die-size")!.textContent}:${["highest", "spent", "ignited"].filter((c) => d.classList.contains(c)).join("+")}`);
    // Blossomed ignites Heart and Hurry (rules ignitedStats); Wren's highest is Head; Hand is spent.
    expect(dice).toEqual(["head:d8:highest", "hand:d6:spent", "heart:d6:ignited", "home:d4:", "hurt:d4:", "hurry:d6:ignited", "history:d4:"]);
    expect(row(wren).querySelector("[data-stat='hand']")!.textContent).toContain("Spent");
    expect(row(wren).querySelector("[data-stat='head'] .visually-hidden")!.textContent).toBe("Highest");
    expect(row(wren).querySelector("[data-stat='heart'] .visually-hidden")!.textContent).toBe("Ignited");
  });

  it("shows the Blessings' count and worth, with the pool on hover and to a screen reader", () => {
    expect(fact(wren, "blessings")).toBe("3 worth 9 — Pool: 1, 3, 5");
    expect(row(wren).querySelector<HTMLElement>(".hb-party-pool")!.dataset.tooltipText).toBe("Pool: 1, 3, 5");
    expect(row(wren).querySelector<HTMLElement>(".hb-party-pool")!.tabIndex).toBe(0);
    expect(fact(oskar, "blessings")).toBe("No Blessings");
  });

  it("shows Conditions with the Stat they affect, Lifestyle and Ethic, Specializations spent or used up, Famous and the shop", () => {
    expect(fact(wren, "conditions")).toBe("Vexed (Heart) Cursed");
    expect(fact(wren, "outlook")).toBe("Blossomed · Fate & Knowledge");
    // Insured's second recharge costs ③ ①① (rules rechargeCost); Steady has a use left and is not listed.
    expect(fact(wren, "specializations")).toBe("Insured: spent, recharge ③ ①① Lucky: used 1 of 1 (Per session)");
    expect(fact(wren, "famous")).toBe("Mina, Grey Widow");
    expect(fact(wren, "shop")).toBe("Open: free upgrade due");
    expect([fact(oskar, "conditions"), fact(oskar, "specializations"), fact(oskar, "famous"), fact(oskar, "shop")]).toEqual(["None", "None", "None", "Closed"]);
  });

  it("is live: a member's change re-renders the party without anyone asking", async () => {
    await wren.update({ "system.blessings": [6], "system.session.freeUpgradeUsed": true, "system.spent": [] });
    await settle();
    expect(fact(wren, "blessings")).toBe("1 worth 6 — Pool: 6");
    expect(fact(wren, "shop")).toBe("Open: free upgrade taken");
    expect(row(wren).querySelector(".hb-party-die.spent")).toBeNull();
    await oskar.toggleStatusEffect("famous");
    await settle();
    expect(fact(oskar, "conditions")).toBe("Famous");
    await wren.items.getName("Insured").update({ "system.spent": false });
    await settle();
    expect(fact(wren, "specializations")).toBe("Lucky: used 1 of 1 (Per session)");
    // A non-member's change draws nothing, and a closed sheet stops listening.
    const render = vi.spyOn(sheet, "render");
    await widow.update({ name: "Grey Widow II" });
    await settle();
    expect(render).not.toHaveBeenCalled();
    await sheet.close();
    await wren.update({ "system.blessings": [2] });
    await settle();
    expect(render).not.toHaveBeenCalled();
  });
});

describe("both editions", () => {
  it("v0.0.18: a Lifestyle's Stats are marked Overcharged, and Vulnerable names its Stat", async () => {
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    onInit(); // the edition's Conditions are registered at init
    await wren.update({ "system.affected.vulnerable": "hand" });
    await wren.toggleStatusEffect("vulnerable");
    await join(wren);
    expect(row(wren).querySelector("[data-stat='heart'] .visually-hidden")!.textContent).toBe("Overcharged");
    expect(fact(wren, "conditions")).toBe("Vulnerable (Hand)");
  });
});

describe("the GM's actions", () => {
  beforeEach(async () => {
    await join(wren, oskar);
  });

  /** Answers Call for a Check's dialog by pressing its button on the form as it was drawn. */
  const answerCall = (change: (form: HTMLFormElement) => void = () => undefined) => (config: any) => {
    const form = document.createElement("form");
    form.innerHTML = config.content;
    change(form);
    const button = document.createElement("button");
    form.append(button);
    return config.ok.callback(new Event("click"), button);
  };
  const checked = (config: any) => {
    const form = document.createElement("form");
    form.innerHTML = config.content;
    return [...form.querySelectorAll<HTMLInputElement>("[name='actors']:checked")].map((i) => i.value);
  };

  it("Call for a Check opens its dialog with the members chosen, and posts the call for them", async () => {
    apps.DialogV2.answers.push(answerCall());
    await click($("[data-op='callForCheck']"));
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1));
    expect(checked(apps.DialogV2.asked[0])).toEqual([wren.uuid, oskar.uuid]);
    expect(g.game.messages.contents[0].system.entries.map((e: any) => e.name)).toEqual(["Wren", "Oskar"]);
  });

  it("the primary party's members become Call for a Check's default 'who'", async () => {
    await click($("[data-op='togglePrimary']"));
    expect(g.game.settings.get("humanity-blessed", "primaryParty")).toBe(party.uuid);
    expect($("[data-op='togglePrimary']").getAttribute("aria-pressed")).toBe("true");
    expect(infos()).toContain("The Lantern Crew is now the primary party: Call for a Check asks its members by default.");
    // Nobody is connected but the GM: without a primary party the default would ask no one.
    apps.DialogV2.answers.push(null);
    await callForCheck();
    expect(checked(apps.DialogV2.asked[0])).toEqual([wren.uuid, oskar.uuid]);
    expect(await callForCheck({ stat: "head" })).not.toBeNull();
    expect(g.game.messages.contents[0].system.entries.map((e: any) => e.name)).toEqual(["Wren", "Oskar"]);
    await click($("[data-op='togglePrimary']"));
    expect(g.game.settings.get("humanity-blessed", "primaryParty")).toBe("");
  });

  it("a call naming the party (the Actors sidebar's menu on it) asks its members", async () => {
    expect(await callForCheck({ stat: "heart", actors: [party.id] })).not.toBeNull();
    expect(g.game.messages.contents[0].system.entries.map((e: any) => e.name)).toEqual(["Wren", "Oskar"]);
  });

  it("End session resets and opens the shop for these members only", async () => {
    await mina.update({ "system.session.majorSuccess": true });
    await wren.update({ "system.session": { majorSuccess: true, shopOpen: false } });
    const opened: string[] = [];
    for (const id of ["player", "player2"]) g.game.users.get(id).query = async (_n: string, data: { actorUuid: string }) => { opened.push(data.actorUuid); return true; };
    apps.DialogV2.answers.push(true);
    await click($("[data-op='endSession']"));
    await vi.waitFor(() => expect(opened.length).toBe(2));
    expect(apps.DialogV2.asked[0].content).toContain("End the session for Wren and Oskar?");
    expect([wren.system.session.majorSuccess, wren.system.session.shopOpen, oskar.system.session.shopOpen]).toEqual([false, true, true]);
    expect(mina.system.session.majorSuccess).toBe(true);
    expect(opened).toEqual([wren.uuid, oskar.uuid]);
  });

  it("Start an Endeavor adds the members' tokens on the current scene to the tracker (core's way), once", async () => {
    await click($("[data-op='startEndeavor']"));
    expect(warnings()).toEqual(["No scene is being viewed: view the scene with the members’ tokens first."]);
    await g.CONFIG.Scene.documentClass.create({ name: "Harbour", active: true, tokens: [{ name: "Wren", actorId: wren.id }, { name: "Mina", actorId: mina.id }, { name: "Oskar", actorId: oskar.id, hidden: true }] });
    await click($("[data-op='startEndeavor']"));
    const combat = g.game.combats.contents[0];
    expect(combat.combatants.contents.map((c: any) => [c.name, c.hidden])).toEqual([["Wren", false], ["Oskar", true]]);
    expect(infos().at(-1)).toBe("Added to the Endeavor tracker: Wren and Oskar. Choose the kind of Endeavor there to start it.");
    await click($("[data-op='startEndeavor']"));
    expect(combat.combatants.size).toBe(2);
    expect(infos().at(-1)).toBe("Every member’s token on Harbour is already in the tracker.");
  });
});

describe("a player's view", () => {
  beforeEach(async () => {
    await wren.update({ "system.session.famousOver": [mina.uuid, widow.uuid] });
    await join(wren, oskar, mina);
    g.game.user = g.game.users.get("player");
    sheet = new PartySheet({ document: party } as never);
    await sheet.render({ force: true });
  });

  it("shows no GM action, nor anything the GM would press", () => {
    expect($$("[data-op='callForCheck'], [data-op='endSession'], [data-op='startEndeavor'], [data-op='togglePrimary']")).toEqual([]);
    expect(sheet.element.textContent).not.toContain("GM actions");
  });

  it("shows what the player's own sheets would show: their character in full, a Limited one by name, a hidden one not at all", () => {
    expect(names()).toEqual(["Wren", "Mina"]);
    expect(row(wren).querySelectorAll(".hb-party-die").length).toBe(7);
    expect(row(mina).querySelector(".hb-party-die")).toBeNull();
    expect(row(mina).textContent).toContain("You may see only this member’s name.");
    expect(row(oskar)).toBeNull();
    expect(sheet.element.textContent).not.toContain("Oskar");
    // Famous over a Monstrosity the GM keeps from players: counted, not named.
    expect(fact(wren, "famous")).toBe("Mina, 1 you cannot see");
    expect(sheet.element.textContent).not.toContain("Grey Widow");
  });

  it("every control left is reachable by the keyboard", () => {
    for (const el of $$("[data-action]")) expect(el.tagName === "BUTTON" || el.tabIndex >= 0, el.outerHTML).toBe(true);
    expect($$("[data-op='openMember']").length).toBe(2);
  });
});
