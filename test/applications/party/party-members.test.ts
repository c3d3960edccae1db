// What the party sheet's rows are made from (party-sheet-body.ts partyContext) without drawing it: each member as the
// viewer may see them — missing, hidden, by name only, or in full from the actor as stored — and the live re-render
// when a member (not anyone else) changes.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { Actor, loadBody, standIn } from "./party-stand-in";

const g = globalThis as any;
const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
};
let body: Awaited<ReturnType<typeof loadBody>>;
let party: any;
let wren: any;
let oskar: any;
let mina: any;
let widow: any;
let sheet: any;

beforeAll(async () => {
  body = await loadBody();
});

beforeEach(async () => {
  onInit();
  wren = await Actor().create({
    type: "character",
    name: "Wren",
    img: "wren.png",
    ownership: { default: 0, player: 3 },
    system: { lifestyle: "blossomed", session: { shopOpen: true, freeUpgradeUsed: true } },
    items: [{ type: "specialization", name: "Lucky", system: { limit: "session", uses: 1, used: 1 } }],
  });
  oskar = await Actor().create({ type: "character", name: "Oskar", img: "oskar.png", ownership: { default: 1 } });
  mina = await Actor().create({ type: "character", name: "Mina", img: "mina.png", ownership: { default: 0 } });
  widow = await Actor().create({ type: "monstrosity", name: "Grey Widow", img: "widow.png", ownership: { default: 2 } });
  await wren.update({ "system.session.famousOver": [mina.uuid, oskar.uuid, "Actor.gone000000000000"] });
  party = await Actor().create({
    type: "party",
    name: "The Lantern Crew",
    img: "party.png",
    system: { members: [wren.uuid, oskar.uuid, mina.uuid, widow.uuid, "Actor.gone000000000000"] },
  });
  sheet = standIn(party, true);
});

const context = async () => (await body.partyContext(sheet, { kept: 1 })) as any;
/** Each row as the viewer reads it: name (or missing), whether it opens, and in full its Famous and shop. */
const read = (rows: any[]) =>
  rows.map((r) =>
    r.missing ? `${r.uuid}: missing` : `${r.name} ${r.img} ${r.canOpen ? "opens" : "shut"}${r.detail ? " full" : ""}`,
  );

describe("who the viewer sees", () => {
  it("the GM sees every member in full, a Monstrosity by name, and a deleted one as missing", async () => {
    const ctx = await context();
    expect(ctx.kept).toBe(1);
    expect(ctx.party).toMatchObject({ name: "The Lantern Crew", img: "party.png", editable: true, gm: true });
    expect(ctx.party.primary).toBe(false);
    expect(read(ctx.party.rows)).toEqual([
      "Wren wren.png opens full",
      "Oskar oskar.png opens full",
      "Mina mina.png opens full",
      "Grey Widow widow.png opens",
      "Actor.gone000000000000: missing",
    ]);
  });

  it("a player sees their own in full, a Limited one by name, a Monstrosity they may observe by name, a hidden one not at all", async () => {
    g.game.user = g.game.users.get("player");
    sheet.isEditable = false;
    const { party: view } = await context();
    expect([view.gm, view.editable]).toEqual([false, false]);
    expect(read(view.rows)).toEqual(["Wren wren.png opens full", "Oskar oskar.png opens", "Grey Widow widow.png opens"]);
  });

  it("in full: the stored Lifestyle, Specializations, shop, and Famous over only whom the viewer may see", async () => {
    g.game.user = g.game.users.get("player");
    const [row] = (await context()).party.rows;
    expect(row.detail.lifestyle).toBe("HB.Lifestyle.blossomed");
    expect(row.detail.specializations.map((s: any) => s.name)).toEqual(["Lucky"]);
    expect(row.detail.shop.state).toBe("taken");
    expect([row.detail.famous.names, row.detail.famous.hidden]).toEqual(["Oskar", 2]);
  });

  it("in full: the Conditions on the member's actor now", async () => {
    const status = g.CONFIG.statusEffects[0];
    await wren.toggleStatusEffect(status.id);
    const [row] = (await context()).party.rows;
    expect(row.detail.conditions.map((c: any) => c.id)).toEqual([status.id]);
  });

  it("Hardy is the table's one die: every member's row shows the table's, as their sheet does", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 10);
    const rows = (await context()).party.rows.filter((r: any) => r.detail);
    expect(rows.map((r: any) => r.detail.stats.find((st: any) => st.id === "hardy")?.die)).toEqual(["d10", "d10", "d10"]);
  });

  it("without Hardy, a member's own optional die is shown", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await g.game.settings.set("humanity-blessed", "hardyDie", 10);
    await wren.update({ "system.optional": 6 });
    const [row] = (await context()).party.rows;
    expect(row.detail.stats.find((st: any) => st.id === "haunted")?.die).toBe("d6");
  });

  it("a member or a party with no picture shows none", async () => {
    await Promise.all([wren, widow, party].map((doc) => doc.update({ img: null })));
    const { party: view } = await context();
    // In full (Wren) and by name only (the Monstrosity).
    expect([view.img, view.rows[0].img, view.rows[3].img]).toEqual(["", "", ""]);
  });

  it("the primary party says so", async () => {
    await g.game.settings.set("humanity-blessed", "primaryParty", party.uuid);
    expect((await context()).party.primary).toBe(true);
  });

  it("a sheet showing no party is a mistake, said as one", async () => {
    sheet.actor = wren;
    await expect(body.partyContext(sheet, {})).rejects.toThrow("humanity-blessed | the party sheet shows a character");
  });
});

describe("live rows", () => {
  it("a member's change draws the sheet again, once per burst; anyone else's does not", async () => {
    await context();
    // Core calls the hooks of one change after another, in one task: a burst.
    g.Hooks.callAll("updateActor", mina, { name: "Mina K" }, {}, "gm");
    g.Hooks.callAll("updateActor", widow, { name: "Widow" }, {}, "gm");
    await settle();
    expect(sheet.renders).toBe(1);
    await wren.items.contents[0].update({ "system.used": 0 });
    await settle();
    expect(sheet.renders).toBe(2);
    const stranger = await Actor().create({ type: "character", name: "Stranger" });
    await stranger.update({ name: "Stranger K" });
    await settle();
    expect(sheet.renders).toBe(2);
  });

  it("drawn again and again, the sheet still draws once per change", async () => {
    await context();
    await context();
    g.Hooks.callAll("updateActor", wren, { name: "Wren K" }, {}, "gm");
    await settle();
    expect(sheet.renders).toBe(1);
  });

  it("an item or an effect with no parent (a world item) is no member's", async () => {
    await context();
    const lantern = await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Lantern" });
    await lantern.update({ name: "Old Lantern" });
    await settle();
    expect(sheet.renders).toBe(0);
  });

  it("a closed sheet stops listening at the next change, and draws nothing", async () => {
    await context();
    sheet.rendered = false;
    await wren.update({ name: "Wren K" });
    sheet.rendered = true;
    await wren.update({ name: "Wren L" });
    await settle();
    expect(sheet.renders).toBe(0);
  });

  it("a sheet closed while its render waits draws nothing", async () => {
    await context();
    g.Hooks.callAll("updateActor", wren, { name: "Wren K" }, {}, "gm");
    sheet.rendered = false;
    await settle();
    expect(sheet.renders).toBe(0);
  });
});
