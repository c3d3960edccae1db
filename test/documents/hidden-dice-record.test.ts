// Hidden Stat Dice: "Roll d20s" is the GM's. A player's console can send an update straight to the server, past their
// own client's guard; the active GM's client puts it back to the record — the last value a GM set or saw, kept where
// only a GM writes — and, at its ready, checks every player-owned actor against it (what changed while no GM was on).
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { guardD20s } from "../../src/documents/hidden-dice";
import { onClient } from "../fakes/clients";
import { dispatchUpdate } from "../fakes/console";
import { as, warnings } from "../applications/chat/card-helpers";

const g = globalThis as any;
const SYSTEM = "humanity-blessed";
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};
/** The GM's client becomes ready (hooks/ready.ts registers the guard there, as that client). */
const gmReady = (id = "gm") => onClient(g.game.users.get(id), guardD20s);
const record = () => g.game.settings.get(SYSTEM, "d20Record");
const Actor = () => g.CONFIG.Actor.documentClass;
const playerOwns = { default: 0, player: 3 };
/** Two changes a console sends at once: the server takes them in the order sent. */
const both = (actor: any, ...values: boolean[]) =>
  Promise.all(values.map((v) => dispatchUpdate(actor, { system: { rollD20s: v } })));
const PUT_BACK = "Player changed whether Wren rolls d20s, which only a GM may do: put back.";

let wren: any;
beforeEach(async () => {
  onInit();
  as("gm");
  wren = await Actor().create({ type: "character", name: "Wren", ownership: playerOwns });
});

describe("a player's console changes Roll d20s straight on the server", () => {
  it("on, then off at once: ends off, put back once by the GM's client to what it recorded", async () => {
    gmReady();
    as("player");
    await both(wren, true, false);
    await settle();
    expect(wren.system.rollD20s).toBe(false);
    expect(warnings()).toEqual([PUT_BACK]);
    expect(record()).toEqual({ [wren.uuid]: false });
  });

  it("off, then on at once, after the GM turned d20s on: ends on", async () => {
    gmReady();
    await wren.update({ system: { rollD20s: true } });
    as("player");
    await both(wren, false, true);
    await settle();
    expect(wren.system.rollD20s).toBe(true);
    expect(warnings()).toEqual([PUT_BACK]);
    expect(record()).toEqual({ [wren.uuid]: true });
  });

  it("the GM's change counts from when it is sent: a console's change the server takes meanwhile yields", async () => {
    gmReady();
    const sent = wren.update({ system: { rollD20s: true } });
    as("player");
    await dispatchUpdate(wren, { system: { rollD20s: true } });
    as("gm");
    await sent;
    await settle();
    expect(wren.system.rollD20s).toBe(true);
    expect(record()).toEqual({ [wren.uuid]: true });
  });

  it("a Monstrosity the world's setting made roll d20s is put back on; the rest of the change stays", async () => {
    await g.game.settings.set(SYSTEM, "d20NewMonstrosities", true);
    gmReady();
    const pet = await Actor().create({ type: "monstrosity", name: "Pet", ownership: playerOwns });
    expect(record()[pet.uuid]).toBe(true);
    as("player");
    await dispatchUpdate(pet, { name: "Good Pet", system: { rollD20s: false } });
    await settle();
    expect([pet.name, pet.system.rollD20s]).toEqual(["Good Pet", true]);
  });

  it("with two GMs on, only the active one puts back; the other's change is recorded and holds", async () => {
    const other = g.game.users.makeUser("gm2", "Second GM", 4);
    g.game.users.set("gm2", other);
    gmReady();
    gmReady("gm2");
    as("player");
    await dispatchUpdate(wren, { system: { rollD20s: true } });
    await settle();
    expect([wren.system.rollD20s, warnings().length]).toEqual([false, 1]);
    as("gm2");
    await onClient(other, () => wren.update({ system: { rollD20s: true } }));
    expect(record()).toEqual({ [wren.uuid]: true });
    as("player");
    await dispatchUpdate(wren, { system: { rollD20s: false } });
    await settle();
    expect([wren.system.rollD20s, warnings().length]).toEqual([true, 2]);
  });

  it("an unlinked token's copy of a character reads the character's record: a console's change on it is put back", async () => {
    gmReady();
    await wren.update({ system: { rollD20s: true } });
    const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: "Wren", actorId: wren.id, actorLink: false }] });
    const copy = scene.tokens.contents[0].actor;
    as("player");
    await dispatchUpdate(copy, { system: { rollD20s: false } });
    await settle();
    expect([copy.system.rollD20s, wren.system.rollD20s, warnings()]).toEqual([true, true, [PUT_BACK]]);
    expect(record()).toEqual({ [wren.uuid]: true });
  });

  it("a player's console's new actor rolling d20s is put back by the active GM alone", async () => {
    const other = g.game.users.makeUser("gm2", "Second GM", 4);
    g.game.users.set("gm2", other);
    gmReady();
    gmReady("gm2");
    const ivo = await Actor().create({ type: "character", name: "Ivo", ownership: playerOwns, system: { rollD20s: true } });
    g.Hooks._broadcastFrom("player", "createActor", ivo, {}, "player");
    await settle();
    expect([ivo.system.rollD20s, warnings()]).toEqual([false, ["Player changed whether Ivo rolls d20s, which only a GM may do: put back."]]);
  });

  it("a GM who is not the active one writes nothing: the record stays the active GM's", async () => {
    const other = g.game.users.makeUser("gm2", "Second GM", 4);
    g.game.users.set("gm2", other);
    gmReady();
    gmReady("gm2");
    await wren.update({ system: { rollD20s: true } });
    const made = await onClient(other, () => Actor().create({ type: "character", name: "Ivo" }));
    await onClient(other, () => made.update({ system: { rollD20s: true } }));
    await onClient(other, () => made.delete());
    expect(record()).toEqual({ [wren.uuid]: true });
  });

  it("reads only true or false from the record: anything else there counts as unrecorded", async () => {
    // "true" as text, which a Boolean field would read as true.
    await g.game.settings.set(SYSTEM, "d20Record", { [wren.uuid]: "true" });
    await wren.update({ system: { rollD20s: true } });
    gmReady();
    await settle();
    expect(wren.system.rollD20s).toBe(false);
    expect(warnings()).toEqual(["Whether Wren rolls d20s changed while no GM was connected; only a GM may: put back."]);
  });

  it("is kept in a world setting no one sees in the settings (core lets only a GM's role write one)", () => {
    const setting = g.game.settings.settings.get(`${SYSTEM}.d20Record`);
    expect([setting.scope, setting.config]).toEqual(["world", false]);
  });
});

describe("what changed while no GM was connected", () => {
  it("is put back when the GM's client becomes ready, from the record the last GM left", async () => {
    // Made by a player's console while no GM was on: the record does not know it.
    const d20s = { rollD20s: true };
    const stray = await Actor().create({ type: "character", name: "Ivo", ownership: playerOwns, system: d20s });
    const grendel = await Actor().create({ type: "monstrosity", name: "Grendel", system: { rollD20s: true } });
    // Grendel, whom no player owns, only a GM could have turned on: the record takes it as it is.
    await g.game.settings.set(SYSTEM, "d20Record", { [wren.uuid]: false, [grendel.uuid]: false });
    g.game.users.get("gm").active = false;
    as("player");
    await dispatchUpdate(wren, { system: { rollD20s: true } });
    as("gm");
    expect(wren.system.rollD20s).toBe(true);
    g.game.users.get("gm").active = true;
    gmReady();
    await settle();
    expect([wren.system.rollD20s, stray.system.rollD20s, grendel.system.rollD20s]).toEqual([false, false, true]);
    expect(warnings()).toEqual([
      "Whether Wren rolls d20s changed while no GM was connected; only a GM may: put back.",
      "Whether Ivo rolls d20s changed while no GM was connected; only a GM may: put back.",
    ]);
    expect(record()).toEqual({ [wren.uuid]: false, [stray.uuid]: false, [grendel.uuid]: true });
  });

  it("a world's first ready records every actor as it is and puts nothing back", async () => {
    const d20s = { rollD20s: true };
    const ivo = await Actor().create({ type: "character", name: "Ivo", ownership: playerOwns, system: d20s });
    expect(record()).toBeNull();
    gmReady();
    await settle();
    expect(ivo.system.rollD20s).toBe(true);
    expect(warnings()).toEqual([]);
    expect(record()).toEqual({ [wren.uuid]: false, [ivo.uuid]: true });
  });

  it("a record that is no object (a world's data written by hand) counts as never written", async () => {
    const ivo = await Actor().create({ type: "character", name: "Ivo", ownership: playerOwns, system: { rollD20s: true } });
    await g.game.settings.set(SYSTEM, "d20Record", "Ivo: yes");
    gmReady();
    await settle();
    expect([ivo.system.rollD20s, warnings(), record()]).toEqual([true, [], { [wren.uuid]: false, [ivo.uuid]: true }]);
  });

  it("is written only when it changes: not at a ready that finds it right, nor for a GM's change to the same value", async () => {
    await g.game.settings.set(SYSTEM, "d20Record", { [wren.uuid]: false });
    const writes: unknown[] = [];
    const set = g.game.settings.set;
    g.game.settings.set = (ns: string, key: string, value: unknown) => {
      if (key === "d20Record") writes.push(value);
      return set.call(g.game.settings, ns, key, value);
    };
    try {
      gmReady();
      await settle();
      await wren.update({ system: { rollD20s: false } });
      await wren.update({ name: "Wren Alder" });
      expect(writes).toEqual([]);
      await wren.update({ system: { rollD20s: true } });
      expect(writes).toEqual([{ [wren.uuid]: true }]);
    } finally {
      g.game.settings.set = set;
    }
  });

  it("a GM who is not the active one checks nothing at their ready, and writes nothing", async () => {
    const other = g.game.users.makeUser("gm2", "Second GM", 4);
    g.game.users.set("gm2", other);
    const ivo = await Actor().create({ type: "character", name: "Ivo", ownership: playerOwns, system: { rollD20s: true } });
    gmReady("gm2");
    await settle();
    expect([ivo.system.rollD20s, warnings(), record()]).toEqual([true, [], null]);
  });

  it("a deleted actor leaves the record", async () => {
    gmReady();
    await wren.delete();
    expect(record()).toEqual({});
  });
});
