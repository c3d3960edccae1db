// The Session Shop dialog and the GM's End session under the fake Foundry: purchases through the rules engine,
// a refused one shown with its rule, cancel changes nothing, finishing writes once and posts the chat summary.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { SessionShop } from "../../../src/applications/dialogs/session-shop";
import { endSession } from "../../../src/applications/session/session";
import { spendBlessings } from "../../../src/applications/sheets/blessing-pool";
import { apps, ui } from "../../fakes/setup";

const g = globalThis as any;
let actor: any;
let writes: string[];

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    // The GM's End session has opened this character's shop (the read-only shop before it has its own tests).
    system: { stats: { head: 4, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 }, highest: "heart", blessings: [1, 1, 2, 6], session: { shopOpen: true } },
    items: [{ type: "aptitude", name: "Sailing" }, { type: "thing", name: "Compass", system: { kind: "item" } },
      { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used: 2 } },
      { type: "specialization", name: "Attentive", system: { recharge: "③", spent: true } }],
  });
  writes = [];
  for (const method of ["update", "createEmbeddedDocuments", "updateEmbeddedDocuments"]) {
    const original = actor[method].bind(actor);
    actor[method] = (...args: unknown[]) => { writes.push(method); return original(...args); };
  }
});

const settle = () => new Promise((r) => setTimeout(r, 0));
async function press(shop: SessionShop, selector: string) {
  const b = shop.element!.querySelector<HTMLButtonElement>(selector);
  if (!b) throw new Error(`no ${selector}`);
  b.click();
  await settle();
  await settle();
}
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const log = (shop: SessionShop) => [...shop.element!.querySelectorAll(".hb-shop-log li")].map((li) => li.textContent!.trim());

describe("the Session Shop dialog", () => {
  it("a free upgrade, a bought one and a refused one; finishing pays the pool, writes the rest once and posts every purchase", async () => {
    const shop = await SessionShop.openFor(actor);
    expect(shop.element!.querySelector(".hb-shop-free")!.textContent).toBe("Your free Stat Upgrade is available.");
    await press(shop, '[data-action="buyStat"][data-stat="heart"][data-with="free"]');
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="blessings"]');
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="blessings"]');
    expect(warnings()).toEqual(["The Blessings pool cannot pay ①①①."]);
    expect(log(shop)).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Hurry d6 → d8 (paid Blessings 1, 1, 2)"]);
    (shop.element!.querySelector('[name="thing"]') as HTMLSelectElement).value = actor.items.getName("Compass").id;
    await press(shop, '[data-action="buyTag"][data-tag="gains"]');
    (shop.element!.querySelector('[name="detail.aptitude"]') as HTMLInputElement).value = "Knots";
    await press(shop, '[data-action="buyTag"][data-tag="aptitude"]');
    expect(writes).toEqual([]);
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(shop.rendered).toBe(false));
    // The Blessings paid (the GM's pool write, here this GM's own), then the rest of the actor, the items.
    expect(writes).toEqual(["update", "update", "createEmbeddedDocuments", "updateEmbeddedDocuments"]);
    expect(actor.system.stats).toMatchObject({ heart: 10, hurry: 8 });
    expect(actor.system.blessings).toEqual([6]);
    expect(actor.system.session.freeUpgradeUsed).toBe(true);
    expect(actor.system.session.shopOpen).toBe(false); // closed until the next session's end
    expect(actor.items.getName("Knots").type).toBe("aptitude");
    expect(actor.items.getName("Compass").system.exceptional).toBe(true);
    // The summary keeps what was bought, not words: the chat log draws it when shown (core's renderHTML → our model).
    const card = g.game.messages.contents.at(-1);
    expect([card.type, card.content, card.system.name, card.system.log.length]).toEqual(["shop", "", "Wren", 4]);
    const shown = await card.renderHTML();
    expect([...shown.querySelectorAll(".hb-shop-summary li")].map((li: Element) => li.textContent)).toEqual([
      "Heart d8 → d10 (free Stat Upgrade)", "Hurry d6 → d8 (paid Blessings 1, 1, 2)",
      "Exceptional: Compass (Checks related to it round 6–7 up to 8.)", "New Aptitude: Knots"]);
    expect(shown.querySelector(".hb-shop-summary h3")!.textContent).toBe("Session Shop: Wren");
    expect(shown.querySelector(".message-sender")!.textContent).toBe("Wren");
    expect(shop.rendered).toBe(false);
  });

  it("cancel changes nothing, however much was bought; undo takes back the last purchase", async () => {
    const before = JSON.stringify(actor.toObject());
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="free"]');
    (shop.element!.querySelector('[name="lower"]') as HTMLSelectElement).value = "home";
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="downgrade"]');
    expect(log(shop)).toEqual(["Head d4 → d6 (free Stat Upgrade)", "Hand d4 → d6 (lowered Home to d2)"]);
    await press(shop, '[data-action="undo"]');
    expect(log(shop)).toEqual(["Head d4 → d6 (free Stat Upgrade)"]);
    await press(shop, '[data-action="cancel"]');
    expect(writes).toEqual([]);
    expect(JSON.stringify(actor.toObject())).toBe(before);
    expect(g.game.messages.size).toBe(0);
  });

  it("a second shop in the same session has no free upgrade; v0.0.18 notes the Ethic needs the GM", async () => {
    await actor.update({ "system.session.freeUpgradeUsed": true });
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="free"]');
    expect(warnings()).toEqual(["This session's free Stat Upgrade is already used."]);
    expect(shop.element!.textContent).toContain("This edition changes Ethics only at GM discretion.");
    await press(shop, '[data-action="cancel"]');
  });
});

describe("the chat summary, worded when shown", () => {
  const facts = { name: "Wren", edition: "v0.0.21.10", log: [{ kind: "stat", stat: "heart", from: 8, to: 10, paidWith: "free" }, { kind: "lifestyle", from: "carefree", to: "lost" }] };
  const lines = async (message: any) => [...(await message.renderHTML()).querySelectorAll(".hb-shop-summary li")].map((li: any) => li.textContent);

  it("each reader reads it in their own language, the message unchanged", async () => {
    const message = await g.CONFIG.ChatMessage.documentClass.create({ type: "shop", system: facts, speaker: { actor: actor.id, alias: "Wren" } });
    expect(await lines(message)).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Lifestyle: Carefree → Lost"]);
    const i18n = g.game.i18n;
    const english = i18n.localize;
    // Another reader's client, whose Stats and Lifestyles are in another language.
    i18n.localize = (key: string) => (/^HB\.(Stat|Lifestyle)\.\w+$/.test(key) ? `«${english(key)}»` : english(key));
    try {
      expect(await lines(message)).toEqual(["«Heart» d8 → d10 (free Stat Upgrade)", "Lifestyle: «Carefree» → «Lost»"]);
    } finally {
      i18n.localize = english;
    }
    expect(message.content).toBe("");
  });

  it("a summary posted before (its HTML in content, no type) is shown as it was posted", async () => {
    const old = '<div class="humanity-blessed chat-card hb-shop-summary"><h3>Session Shop: Wren</h3><ul><li>Heart d8 → d10 (free Stat Upgrade)</li></ul></div>';
    const message = await g.CONFIG.ChatMessage.documentClass.create({ content: old, speaker: { actor: actor.id, alias: "Wren" } });
    expect(message.type).toBe("base");
    const shown = await message.renderHTML();
    expect(shown.querySelector(".hb-shop-summary h3")!.textContent).toBe("Session Shop: Wren");
    expect(await lines(message)).toEqual(["Heart d8 → d10 (free Stat Upgrade)"]);
  });

  it("an entry this version does not know (edited by hand) is left out; the rest still shows", async () => {
    const message = await g.CONFIG.ChatMessage.documentClass.create({ type: "shop", system: { ...facts, log: [{ kind: "teleport" }, ...facts.log] } });
    expect(await lines(message)).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Lifestyle: Carefree → Lost"]);
  });
});

describe("the shop's Blessings go through the GM's pool queue", () => {
  // The player shops on their own client; the pool is written by the GM from the pool as it then stands, so a pool
  // change made while the shop is open (a Spend on the sheet, a Help, a Spark) is never written over from the draft.
  const pool = () => [...actor.system.blessings].sort((a: number, b: number) => a - b);

  it("a Spend landing between the shop's open and its confirm is not overwritten", async () => {
    g.game.user = g.game.users.get("player");
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="blessings"]');
    expect(log(shop)).toEqual(["Hurry d6 → d8 (paid Blessings 1, 1, 2)"]);
    await spendBlessings(actor, "⑥");
    await g.game.socket.settled();
    expect(pool()).toEqual([1, 1, 2]);
    // Played on while the shop is open: Famous exerted, the session's first Major Success awarded.
    await actor.update({ "system.session.famousOver": ["Actor.widow"], "system.session.majorSuccess": true });
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(shop.rendered).toBe(false));
    // Both happened: the Spend's 6 stays spent (the draft's pool [6] is not written back), the shop paid 1, 1, 2.
    expect(pool()).toEqual([]);
    expect(actor.system.session).toMatchObject({ famousOver: ["Actor.widow"], majorSuccess: true, shopOpen: false });
    expect(actor.system.stats.hurry).toBe(8);
    expect(warnings()).toEqual([]);
    expect(shop.rendered).toBe(false);
  });

  it("a Spend that took a Blessing the shop meant to pay: nothing is bought, the shop prices again from the pool as it stands", async () => {
    g.game.user = g.game.users.get("player");
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="blessings"]');
    await spendBlessings(actor, "②");
    await g.game.socket.settled();
    expect(pool()).toEqual([1, 1, 6]);
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(log(shop)).toEqual(["Hurry d6 → d8 (paid Blessings 1, 1, 6)"]));
    expect(warnings()).toEqual(["Your Blessings changed while the Session Shop was open (1, 1, 2 are no longer all in the pool): nothing was paid or bought. The shop now prices your purchases from the pool as it stands; check them and finish again."]);
    expect(pool()).toEqual([1, 1, 6]);
    expect(actor.system.stats.hurry).toBe(6);
    expect(actor.system.session.shopOpen).toBe(true);
    expect(g.game.messages.size).toBe(0);
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(shop.rendered).toBe(false));
    expect(pool()).toEqual([]);
    expect(actor.system.stats.hurry).toBe(8);
  });

  it("a purchase the changed pool can no longer pay is taken back, and the player is told", async () => {
    await actor.update({ "system.blessings": [1, 1, 2] });
    g.game.user = g.game.users.get("player");
    const shop = await SessionShop.openFor(actor);
    await press(shop, '[data-action="buyStat"][data-stat="heart"][data-with="free"]');
    await press(shop, '[data-action="buyStat"][data-stat="hurry"][data-with="blessings"]');
    await spendBlessings(actor, "②");
    await g.game.socket.settled();
    await press(shop, '[data-action="finish"]');
    await vi.waitFor(() => expect(log(shop)).toEqual(["Heart d8 → d10 (free Stat Upgrade)"]));
    expect(warnings().at(-1)).toBe("Purchases taken back, as the pool as it stands can no longer pay for them (or for what unlocked them): 1.");
    expect(actor.system.stats).toMatchObject({ heart: 8, hurry: 6 });
    expect(pool()).toEqual([1, 1]);
  });
});

describe("before the session's end", () => {
  // Book: "At the end of each session, you receive one free Stat Upgrade for your character."
  it("a brand-new character's shop is read-only: each purchase says why not, nothing can be bought or finished", async () => {
    const fresh = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 3 },
      system: { stats: { head: 4, hand: 4, heart: 6, home: 4, hurt: 4, hurry: 4, history: 4 }, highest: "heart", blessings: [] } });
    const before = JSON.stringify(fresh.toObject());
    const shop = await SessionShop.openFor(fresh);
    expect(shop.element!.querySelector(".hb-shop-closed")!.textContent!.trim())
      .toBe("The Session Shop opens at the end of a session, when the GM ends it. Until then it shows what you could buy, and why not.");
    expect(shop.element!.querySelector(".hb-shop-free")).toBeNull();
    const free = shop.element!.querySelector<HTMLElement>('[data-action="buyStat"][data-stat="head"][data-with="free"]')!;
    expect(free.getAttribute("aria-disabled")).toBe("true");
    expect(free.dataset.tooltipText).toBe("\"At the end of each session, you receive one free Stat Upgrade\": the Session Shop opens when the GM ends the session.");
    // What could not be bought even then says its own rule.
    expect(shop.element!.querySelector<HTMLElement>('[data-action="buyStat"][data-stat="head"][data-with="blessings"]')!.dataset.tooltipText)
      .toBe("The Blessings pool cannot pay ①①①.");
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="free"]');
    expect(warnings()).toEqual(["\"At the end of each session, you receive one free Stat Upgrade\": the Session Shop opens when the GM ends the session."]);
    expect(shop.element!.querySelector('[data-action="finish"]')).toBeNull();
    expect(JSON.stringify(fresh.toObject())).toBe(before);
    // Left open while the GM ends the session, the same window opens for shopping.
    await fresh.update({ "system.session.shopOpen": true });
    expect(await SessionShop.openFor(fresh)).toBe(shop);
    expect(shop.element!.querySelector(".hb-shop-closed")).toBeNull();
    expect(shop.element!.querySelector(".hb-shop-free")!.textContent).toBe("Your free Stat Upgrade is available.");
    await press(shop, '[data-action="cancel"]');
    expect(g.game.messages.size).toBe(0);
  });
});

describe("End session", () => {
  it("resets per-session uses and flags (a spent Specialization stays spent) and opens the shop for the owner's client", async () => {
    await actor.update({ "system.session": { majorSuccess: true, freeUpgradeUsed: true, becameLost: false, famousOver: ["Actor.widow"] } });
    const opened: unknown[] = [];
    const player = g.game.users.get("player");
    player.query = async (name: string, data: unknown) => { opened.push([name, data]); return true; };
    apps.DialogV2.answers.push(true);
    expect(await endSession()).toBe(1);
    expect(actor.system.session).toEqual({ majorSuccess: false, freeUpgradeUsed: false, becameLost: false, shopOpen: true, famousOver: [] });
    expect(actor.items.getName("Analytical").system.used).toBe(0);
    expect(actor.items.getName("Attentive").system.spent).toBe(true);
    expect(opened).toEqual([["humanity-blessed.openShop", { actorUuid: actor.uuid }]]);
    expect(ui.messages.at(-1)!.message).toBe("Session ended. Reset for the new session: Wren. 1 Session Shops opened.");
  });

  it("one failing character and one absent player stop nobody else; the GM is told who was reset and who was not", async () => {
    const oskar = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Oskar", ownership: { default: 0, player2: 3 }, system: { session: { majorSuccess: true } } });
    const mira = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Mira", ownership: { default: 0 }, system: { session: { majorSuccess: true } } });
    await actor.update({ "system.session.majorSuccess": true });
    // Mira's write fails on the server; Wren's player left mid-session (their query times out); Oskar's answers.
    mira.update = async () => { throw new Error("the server refused the write"); };
    g.game.users.get("player").query = async () => { throw new Error("Query timed out"); };
    const opened: string[] = [];
    g.game.users.get("player2").query = async (_name: string, data: { actorUuid: string }) => { opened.push(data.actorUuid); return true; };
    apps.DialogV2.answers.push(true);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warns = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await endSession()).toBe(2);
    errors.mockRestore();
    warns.mockRestore();
    expect(actor.system.session.majorSuccess).toBe(false);
    expect(oskar.system.session.majorSuccess).toBe(false);
    expect(mira.system.session.majorSuccess).toBe(true);
    expect(opened).toEqual([oskar.uuid]);
    expect(ui.messages.slice(-3).map((m) => [m.type, m.message])).toEqual([
      ["info", "Session ended. Reset for the new session: Wren and Oskar. 1 Session Shops opened."],
      ["error", "Not reset (their sheets are as they were; see the console): Mira."],
      ["warn", "Reset, but no Session Shop opened for Wren: their player did not answer (they left, or their client failed). Their shop stays open: they can open it from their sheet."],
    ]);
  });

  it("on the player's client the query opens that character's shop; nobody else's", async () => {
    g.game.user = g.game.users.get("player");
    expect(await g.CONFIG.queries["humanity-blessed.openShop"]({ actorUuid: actor.uuid })).toBe(true);
    expect(document.querySelectorAll(".hb-shop").length).toBe(1);
    g.game.user = g.game.users.get("player2");
    expect(await g.CONFIG.queries["humanity-blessed.openShop"]({ actorUuid: actor.uuid })).toBe(false);
  });

  it("the query opens a shop only while its End session is pending: not before, not after it is finished, not for junk", async () => {
    g.game.user = g.game.users.get("player");
    const open = (data: unknown) => g.CONFIG.queries["humanity-blessed.openShop"](data);
    await actor.update({ "system.session.shopOpen": false });
    expect(await open({ actorUuid: actor.uuid })).toBe(false);
    expect(document.querySelectorAll(".hb-shop").length).toBe(0);
    // Junk from another client's console: ignored, never a TypeError.
    for (const junk of [null, 7, {}, { actorUuid: 7 }, { actorUuid: "x".repeat(5000) }, { actorUuid: actor.items.contents[0].uuid }]) expect(await open(junk)).toBe(false);
    await actor.update({ "system.session.shopOpen": true });
    expect(await open({ actorUuid: actor.uuid })).toBe(true);
    expect(document.querySelectorAll(".hb-shop").length).toBe(1);
  });

  it("asks first, and a player cannot end the session", async () => {
    expect(await endSession()).toBe(0); // the GM closed the confirmation
    g.game.user = g.game.users.get("player");
    expect(await endSession()).toBe(0);
    expect(writes).toEqual([]);
  });
});
