// Linked tokens: a new character's prototype token is linked, friendly and sees; a Monstrosity's is linked and hostile
// (one individual in an Endeavor). Core's Actor#_preCreate applies the world's default token first and lets the
// creation data win (the fake does the same, test/fakes/documents.ts); ours give way to the creation data too. The
// world migration offers the GM, once, to link the characters' prototype and placed tokens; where an unlinked
// character token is used anyway (token HUD, tracker, Call for a Check) the GM is told once.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { forgetTold, tellIfUnlinked } from "../../src/documents/token-links";
import { offerTokenLinks } from "../../src/applications/session/token-links-offer";
import { SCHEMA_VERSION } from "../../src/data/migrations";
import { DialogV2 } from "../fakes/ux";
import { ui } from "../fakes/setup";

const g = globalThis as any;
const Actor = () => g.CONFIG.Actor.documentClass;
const FRIENDLY = 1;
const HOSTILE = -1;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };

beforeEach(() => {
  onInit();
  forgetTold();
  DialogV2.answers.length = 0;
  DialogV2.asked.length = 0;
});

/** A scene with an unlinked token of `actor` whose copy has spent a Blessing (its delta). */
async function placedUnlinked(actor: any, delta: Record<string, unknown> = {}) {
  const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: actor.name, actorId: actor.id, actorLink: false, delta }] });
  return { scene, token: scene.tokens.contents[0] };
}

describe("a new actor's prototype token", () => {
  it("a character's is linked, friendly and has vision on; a Monstrosity's is linked and hostile", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren" });
    const widow = await Actor().create({ type: "monstrosity", name: "Grey Widow" });
    expect(wren.prototypeToken).toMatchObject({ actorLink: true, disposition: FRIENDLY, sight: { enabled: true } });
    expect(widow.prototypeToken).toMatchObject({ actorLink: true, disposition: HOSTILE, sight: { enabled: false } });
  });

  it("what the creation data names wins, as over core's own defaults; the world's default token keeps what we do not set", async () => {
    await g.game.settings.set("core", "defaultToken", { displayBars: 40 });
    const herd = await Actor().create({ type: "monstrosity", name: "Rat", prototypeToken: { actorLink: false } });
    const wren = await Actor().create({ type: "character", name: "Wren", prototypeToken: { sight: { enabled: false } } });
    expect(herd.prototypeToken).toMatchObject({ actorLink: false, disposition: HOSTILE, displayBars: 40 });
    expect(wren.prototypeToken).toMatchObject({ actorLink: true, disposition: FRIENDLY, displayBars: 40, sight: { enabled: false } });
  });

  it("what the GM set in the world's Default Token Configuration stays: ours fill only what it leaves unset", async () => {
    // Core keeps in the setting only what the GM changed from core's own defaults (a neutral disposition, links off,
    // vision off are each a choice made there); our type's defaults must not undo them.
    await g.game.settings.set("core", "defaultToken", { disposition: 0, actorLink: false, sight: { enabled: false } });
    const wren = await Actor().create({ type: "character", name: "Wren" });
    const widow = await Actor().create({ type: "monstrosity", name: "Grey Widow" });
    expect(wren.prototypeToken).toMatchObject({ actorLink: false, disposition: 0, sight: { enabled: false } });
    expect(widow.prototypeToken).toMatchObject({ actorLink: false, disposition: 0 });
    // A GM's setting that names only part of a nested field leaves the rest to us.
    await g.game.settings.set("core", "defaultToken", { sight: { range: 30 } });
    const mina = await Actor().create({ type: "character", name: "Mina" });
    expect(mina.prototypeToken).toMatchObject({ actorLink: true, disposition: FRIENDLY, sight: { enabled: true, range: 30 } });
  });

  it("an import from a compendium gets them too (core gives it only the world's defaults), the GM's still first", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } }, { fromCompendium: true });
    expect(wren.prototypeToken.actorLink).toBe(true);
    await g.game.settings.set("core", "defaultToken", { disposition: 0 });
    const mina = await Actor().create({ type: "character", name: "Mina", prototypeToken: { disposition: -1 } }, { fromCompendium: true });
    expect(mina.prototypeToken).toMatchObject({ actorLink: true, disposition: 0 });
  });
});

describe("why: an unlinked token's copy", () => {
  it("a Blessing spent through an unlinked token never reaches the sheet; linked, it does", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", system: { blessings: [3, 5] }, prototypeToken: { actorLink: false } });
    const { token } = await placedUnlinked(wren);
    await token.actor.update({ "system.blessings": [5] });
    expect(wren.system.blessings).toEqual([3, 5]);
    await token.update({ actorLink: true });
    expect(token.actor).toBe(wren);
  });
});

describe("the migration's offer to link", () => {
  async function oldWorld() {
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", SCHEMA_VERSION);
    const wren = await Actor().create({ type: "character", name: "Wren", system: { blessings: [3] }, prototypeToken: { actorLink: false } });
    const mina = await Actor().create({ type: "character", name: "Mina" });
    const widow = await Actor().create({ type: "monstrosity", name: "Widow", prototypeToken: { actorLink: false } });
    const { scene, token } = await placedUnlinked(wren, { system: { blessings: [] } });
    const minaToken = (await placedUnlinked(mina)).token;
    const widowToken = (await placedUnlinked(widow)).token;
    return { wren, mina, widow, scene, token, minaToken, widowToken };
  }

  it("asks the active GM once at ready; yes links characters' prototype and placed tokens (their copies dropped), not Monstrosities'", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    const world = await oldWorld();
    DialogV2.answers.push(true);
    await onReady();
    expect(DialogV2.asked).toHaveLength(1);
    const asked = DialogV2.asked[0];
    expect(asked.window.title).toBe("HB.Token.offer.title");
    expect([asked.window.icon, asked.yes.label, asked.yes.icon, asked.no.label]).toEqual(["fa-solid fa-link", "HB.Token.offer.link", "fa-solid fa-link", "HB.Token.offer.keep"]);
    expect(asked.content).toContain("is unlinked: 1</li>");
    expect(asked.content).toContain("on scenes, unlinked: 2</li>");
    expect(world.wren.prototypeToken.actorLink).toBe(true);
    expect([world.token.actorLink, world.minaToken.actorLink, world.widowToken.actorLink]).toEqual([true, true, false]);
    expect(world.token.delta).toEqual({});
    expect(world.token.actor).toBe(world.wren);
    expect(world.widow.prototypeToken.actorLink).toBe(false);
    expect(ui.messages.at(-1)).toEqual({ type: "info", message: "Tokens linked. Prototype tokens: 1; placed tokens: 2." });
    await onReady();
    expect(DialogV2.asked).toHaveLength(1);
  });

  it("no leaves everything as it was and is not asked again; a world with nothing to link is not asked at all", async () => {
    const world = await oldWorld();
    DialogV2.answers.push(false);
    expect(await offerTokenLinks()).toBe(false);
    expect([world.wren.prototypeToken.actorLink, world.token.actorLink]).toEqual([false, false]);
    expect(world.token.delta).toEqual({ system: { blessings: [] } });
    expect(await offerTokenLinks()).toBe(false);
    expect(DialogV2.asked).toHaveLength(1);
    await g.game.settings.set("humanity-blessed", "tokenLinksOffered", false);
    await world.wren.update({ prototypeToken: { actorLink: true } });
    for (const t of [world.token, world.minaToken]) await t.update({ actorLink: true });
    expect(await offerTokenLinks()).toBe(false);
    expect(DialogV2.asked).toHaveLength(1);
    expect(g.game.settings.get("humanity-blessed", "tokenLinksOffered")).toBe(true);
  });

  it("a world with only an unlinked prototype (nothing placed yet) is asked too; yes links it", async () => {
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", SCHEMA_VERSION);
    const wren = await Actor().create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } });
    DialogV2.answers.push(true);
    expect(await offerTokenLinks()).toBe(true);
    expect(DialogV2.asked).toHaveLength(1);
    expect(wren.prototypeToken.actorLink).toBe(true);
    expect(ui.messages.at(-1)).toEqual({ type: "info", message: "Tokens linked. Prototype tokens: 1; placed tokens: 0." });
  });

  it("with no GM connected, a player's client asks nothing", async () => {
    await oldWorld();
    for (const u of g.game.users) if (u.isGM) u.active = false;
    g.game.user = g.game.users.get("player");
    expect(await offerTokenLinks()).toBe(false);
    expect(DialogV2.asked).toHaveLength(0);
  });

  it("closed without an answer, it links nothing and is not asked again", async () => {
    const world = await oldWorld();
    expect(await offerTokenLinks()).toBe(false);
    expect([world.wren.prototypeToken.actorLink, world.token.actorLink]).toEqual([false, false]);
    expect(await offerTokenLinks()).toBe(false);
    expect(DialogV2.asked).toHaveLength(1);
  });

  it("a player's client neither asks nor writes", async () => {
    const world = await oldWorld();
    g.game.user = g.game.users.get("player");
    expect(await offerTokenLinks()).toBe(false);
    expect(DialogV2.asked).toHaveLength(0);
    expect(world.wren.prototypeToken.actorLink).toBe(false);
  });
});

describe("an unlinked character token used anyway: the GM is told once", () => {
  async function unlinked() {
    const wren = await Actor().create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } });
    const { scene, token } = await placedUnlinked(wren);
    return { wren, scene, token };
  }
  const told = "Wren's token is not linked to the character: a Blessing spent, a Condition or a Check through it lands on the token's own copy, which Wren's sheet never shows. Link it in the token's configuration (Identity: Link Actor Data), or place the character's token again from the Actors sidebar.";

  it("on the token HUD, once per character; never for a linked token, a Monstrosity's, or a player", async () => {
    const { token } = await unlinked();
    const widow = await Actor().create({ type: "monstrosity", name: "Widow", prototypeToken: { actorLink: false } });
    const widowToken = (await placedUnlinked(widow)).token;
    // The check loads on demand: each render of the HUD is given time to finish.
    const hud = async (actor: unknown) => {
      g.Hooks.callAll("renderTokenHUD", { actor }, document.createElement("div"), {});
      await settle();
    };
    await hud(token.actor);
    await hud(token.actor);
    await hud(widowToken.actor);
    expect(warnings()).toEqual([told]);
    forgetTold();
    g.game.user = g.game.users.get("player");
    await hud(token.actor);
    expect(warnings()).toHaveLength(1);
    g.game.user = g.game.users.get("gm");
    await token.update({ actorLink: true });
    await hud(token.actor);
    expect(warnings()).toHaveLength(1);
  });

  it("in the Endeavor tracker, for a participant placed from an unlinked token", async () => {
    const { EndeavorTracker } = await import("../../src/applications/combat/tracker/endeavor-tracker");
    const { wren, scene, token } = await unlinked();
    await g.CONFIG.Combat.documentClass.create({ active: true, combatants: [{ actorId: wren.id, sceneId: scene.id, tokenId: token.id }] });
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    await tracker.render();
    expect(warnings()).toEqual([told]);
  });

  it("in Call for a Check, for a character called through its unlinked token", async () => {
    const { openCallDialog } = await import("../../src/applications/chat/request-card");
    const { token } = await unlinked();
    await openCallDialog({ actors: [token.actor.uuid] });
    expect(warnings()).toEqual([told]);
    expect(tellIfUnlinked(token.actor)).toBe(false);
  });
});

describe("who is told, asked directly (every place that asks names the actor it uses)", () => {
  const told = (name: string) => `${name}'s token is not linked to the character: a Blessing spent, a Condition or a Check through it lands on the token's own copy, which ${name}'s sheet never shows. Link it in the token's configuration (Identity: Link Actor Data), or place the character's token again from the Actors sidebar.`;

  it("no actor, a world character, or a player's client: not told; each unlinked character once, each by name", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } });
    const mina = await Actor().create({ type: "character", name: "Mina", prototypeToken: { actorLink: false } });
    const wrenToken = (await placedUnlinked(wren)).token;
    const minaToken = (await placedUnlinked(mina)).token;
    expect([tellIfUnlinked(null), tellIfUnlinked(wren)]).toEqual([false, false]);
    g.game.user = g.game.users.get("player");
    expect(tellIfUnlinked(wrenToken.actor)).toBe(false);
    expect(warnings()).toEqual([]);
    g.game.user = g.game.users.get("gm");
    expect([tellIfUnlinked(wrenToken.actor), tellIfUnlinked(minaToken.actor), tellIfUnlinked(wrenToken.actor)]).toEqual([true, true, false]);
    expect(warnings()).toEqual([told("Wren"), told("Mina")]);
    // A new load tells again.
    forgetTold();
    expect(tellIfUnlinked(wrenToken.actor)).toBe(true);
    expect(warnings()).toEqual([told("Wren"), told("Mina"), told("Wren")]);
  });
});

describe("an actor type that is not ours", () => {
  it("creation data that names a nested field as null leaves ours to fill it", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", prototypeToken: { sight: null } });
    expect(wren.prototypeToken).toMatchObject({ actorLink: true, sight: { enabled: true } });
  });

  it("a module's actor subtype gets none of our token defaults", async () => {
    const { prototypeTokenChanges } = await import("../../src/documents/token-defaults");
    expect([prototypeTokenChanges("my-module.vehicle", {}), prototypeTokenChanges("party", {})]).toEqual([
      null, { bar1: { attribute: null }, bar2: { attribute: null } },
    ]);
  });
});
