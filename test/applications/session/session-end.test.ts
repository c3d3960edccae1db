// The GM's End session (session-end.ts): what the GM is asked, what each character's sheet holds afterwards, whose
// client gets each Session Shop, and what the GM is told. The fake Foundry's users, queries and notifications.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { endSession, resetForNewSession, shopperFor } from "../../../src/applications/session/session-end";
import { apps, ui } from "../../fakes/setup";

const g = globalThis as any;
const user = (id: string) => g.game.users.get(id);
let wren: any;

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  for (const id of ["gm", "player", "player2"]) Object.assign(user(id), { active: true, character: null });
  wren = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3, player2: 3 },
    items: [
      { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used: 2 } },
      { type: "specialization", name: "Lucky", system: { uses: 1, used: 1 } },
      { type: "specialization", name: "Attentive", system: { recharge: "③", spent: true, recharged: 2 } },
    ],
  });
});

/** The users each character's shop is asked of, by name, as the queries arrive (each waited for 15 s at most). */
function shopQueries(): string[] {
  const asked: string[] = [];
  for (const id of ["player", "player2"]) user(id).query = async (name: string, data: { actorUuid: string }, options: unknown) => {
    expect([name, options]).toEqual(["humanity-blessed.openShop", { timeout: 15_000 }]);
    asked.push(`${id}:${g.fromUuidSync?.(data.actorUuid)?.name ?? data.actorUuid}`);
    return true;
  };
  return asked;
}

describe("whose client gets a character's Session Shop", () => {
  it("the connected player whose character it is, else the first connected owner; never a GM; nobody when none is on", () => {
    expect(shopperFor(wren)?.id).toBe("player");
    user("player2").character = wren;
    expect(shopperFor(wren)?.id).toBe("player2");
    user("player2").active = false;
    expect(shopperFor(wren)?.id).toBe("player");
    user("player").active = false;
    expect(shopperFor(wren)).toBeNull();
  });

  it("an observer is no shopper", async () => {
    const seen = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 2, player2: 3 } });
    expect(shopperFor(seen)?.id).toBe("player2");
  });

  it("with nobody on to shop, the GM's own client opens the shop", async () => {
    for (const id of ["player", "player2"]) user(id).active = false;
    apps.DialogV2.answers.push(true);
    expect(await endSession()).toBe(1);
    expect(document.querySelectorAll(".hb-shop")).toHaveLength(1);
    expect(ui.messages.at(-1)!.message).toBe("Session ended. Reset for the new session: Wren. 1 Session Shops opened.");
  });
});

describe("a character's sheet after the session's end", () => {
  it("per-session uses come back, a recharge count clears, other limits stand; untouched items are not written", async () => {
    const items = vi.spyOn(wren, "updateEmbeddedDocuments");
    await resetForNewSession(wren);
    const spec = (name: string) => wren.items.getName(name).system;
    expect([spec("Analytical").used, spec("Lucky").used, spec("Attentive").recharged, spec("Attentive").spent]).toEqual([0, 1, 0, true]);
    expect(items.mock.calls.map(([, changes]) => (changes as { _id: string }[]).map((c) => wren.items.get(c._id).name))).toEqual([["Analytical", "Attentive"]]);
    expect(wren.system.session.shopOpen).toBe(true);
    // Once more: nothing left to give back, so no item is written.
    items.mockClear();
    await resetForNewSession(wren);
    expect(items).not.toHaveBeenCalled();
  });
});

describe("End session", () => {
  it("asks the GM first, naming the party's members when it ends for a party; only characters are reset", async () => {
    const widow = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grey Widow" });
    const reset = vi.spyOn(widow, "update");
    const asked = shopQueries();
    apps.DialogV2.answers.push(true);
    expect(await endSession([wren, widow])).toBe(1);
    const dialog = apps.DialogV2.asked.at(-1);
    expect([dialog.window.title, dialog.rejectClose]).toEqual(["HB.Session.end", false]);
    expect(dialog.content).toContain("End the session for Wren? Their per-session uses and flags reset");
    expect(reset).not.toHaveBeenCalled();
    expect(asked).toEqual(["player:Wren"]);
    apps.DialogV2.answers.push(true);
    expect(await endSession([])).toBe(0);
    expect(apps.DialogV2.asked.at(-1).content).toContain("End the session for nobody?");
    expect(ui.messages.at(-1)!.message).toBe("Session ended. Reset for the new session: nobody. 0 Session Shops opened.");
  });

  it("without a party, every character and the world's own question; modules are told who was reset", async () => {
    const ash = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 } });
    const widow = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grey Widow" });
    const untouched = vi.spyOn(widow, "update");
    const told: unknown[] = [];
    g.Hooks.on("humanity-blessed.endSession", (reset: { name: string }[]) => told.push(reset.map((a) => a.name)));
    const asked = shopQueries();
    apps.DialogV2.answers.push(true);
    expect(await endSession()).toBe(2);
    expect(untouched).not.toHaveBeenCalled();
    expect(told).toEqual([["Wren", "Ash"]]);
    expect(apps.DialogV2.asked.at(-1).content).toContain("End the session? Per-session uses and flags reset");
    expect(asked.sort()).toEqual(["player2:Ash", "player:Wren"]);
    expect([wren.system.session.shopOpen, ash.system.session.shopOpen]).toEqual([true, true]);
    expect(ui.messages.at(-1)).toEqual({ type: "info", message: "Session ended. Reset for the new session: Wren and Ash. 2 Session Shops opened." });
  });

  it("a shop nobody answered for, and a character not reset, are told to the GM until dismissed", async () => {
    const mira = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Mira", ownership: { default: 0, player2: 3 } });
    mira.update = async () => { throw new Error("the server refused the write"); };
    await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 } });
    shopQueries();
    user("player").query = async () => false;
    apps.DialogV2.answers.push(true);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warns = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await endSession()).toBe(2);
    expect(errors.mock.calls.map((c) => c[0])).toEqual(["humanity-blessed | End session: Mira was not reset"]);
    expect(warns.mock.calls.map((c) => [c[0], String(c[1])])).toEqual([["humanity-blessed | End session:", "Error: no shop opened for Wren"]]);
    errors.mockRestore();
    warns.mockRestore();
    expect(ui.messages.slice(-3)).toEqual([
      { type: "info", message: "Session ended. Reset for the new session: Wren and Ash. 1 Session Shops opened." },
      { type: "error", message: "Not reset (their sheets are as they were; see the console): Mira.", permanent: true },
      { type: "warn", message: expect.stringMatching(/^Reset, but no Session Shop opened for Wren: /), permanent: true },
    ]);
  });

  it("the table's Hardy die starts the session at a d2 only in a world that plays Hardy", async () => {
    await g.game.settings.set("humanity-blessed", "hardyDie", 8);
    shopQueries();
    apps.DialogV2.answers.push(true);
    await endSession();
    expect(g.game.settings.get("humanity-blessed", "hardyDie")).toBe(8);
  });

  it("a player cannot end the session, and a GM who closes the question ends nothing", async () => {
    const asked = apps.DialogV2.asked.length;
    g.game.user = user("player");
    expect(await endSession()).toBe(0);
    expect(apps.DialogV2.asked.length).toBe(asked);
    g.game.user = user("gm");
    await wren.update({ "system.session.shopOpen": false });
    expect(await endSession()).toBe(0);
    expect(apps.DialogV2.asked.length).toBe(asked + 1);
    expect([wren.system.session.shopOpen, wren.items.getName("Analytical").system.used]).toEqual([false, 2]);
  });
});
