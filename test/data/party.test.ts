// The party data model: its members' uuids in order, and what an older or hand-written list loads as.
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { PartyModel } from "../../src/data/actor/party";
import { SCHEMA_VERSION } from "../../src/data/migrations";
import { addMembers, moveMember, readMembers, removeMember } from "../../src/rules/party";

// fvtt-types leaves fromSource's source `never` for each model to declare; these are stored shapes, hand-written too.
const load = (system: Record<string, unknown>) =>
  PartyModel.fromSource(structuredClone(system) as never) as unknown as Record<string, any>;

describe("PartyModel", () => {
  it("starts empty, at schema version 0 (the world migration stamps it), with nothing unread", () => {
    expect(load({})).toMatchObject({ members: [], unreadable: [], schemaVersion: 0 });
  });

  it("keeps a current list as stored, in order", () => {
    const members = ["Actor.aaaaaaaaaaaaaaaa", "Actor.bbbbbbbbbbbbbbbb", "Actor.cccccccccccccccc"];
    expect(load({ members, schemaVersion: SCHEMA_VERSION })).toMatchObject({ members, unreadable: [] });
  });

  it("loads a hand-written or imported list with nothing lost: ids, { uuid } entries and one text become uuids; junk is reported, not dropped silently", () => {
    const party = load({ members: ["aaaaaaaaaaaaaaaa", { uuid: "Actor.bbbbbbbbbbbbbbbb" }, "Actor.aaaaaaaaaaaaaaaa", "not a uuid!", 7], schemaVersion: 0 });
    expect(party.members).toEqual(["Actor.aaaaaaaaaaaaaaaa", "Actor.bbbbbbbbbbbbbbbb"]);
    expect(party.unreadable).toEqual([{ field: "members", value: "not a uuid!", kept: "" }, { field: "members", value: "7", kept: "" }]);
    expect(load({ members: "Actor.aaaaaaaaaaaaaaaa, Actor.bbbbbbbbbbbbbbbb" }).members).toEqual(["Actor.aaaaaaaaaaaaaaaa", "Actor.bbbbbbbbbbbbbbbb"]);
  });

  it("reads members stored as an object keyed by index, in order; what sits under any other key is reported", () => {
    const party = load({ members: { 1: "Actor.bbbbbbbbbbbbbbbb", 0: "Actor.aaaaaaaaaaaaaaaa", note: "Bob's sister" } });
    expect(party.members).toEqual(["Actor.aaaaaaaaaaaaaaaa", "Actor.bbbbbbbbbbbbbbbb"]);
    expect(party.unreadable).toEqual([{ field: "members", value: "Bob's sister", kept: "" }]);
  });

  it("refuses a blank member (or one of spaces) on update, leaving the stored list as it was", () => {
    // A model's schema is built once, by the first test that reads it; a subclass builds its own here, so this test
    // is the one that reads what the members field allows.
    class Party extends PartyModel {}
    const party = new Party({ members: ["Actor.aaaaaaaaaaaaaaaa"] });
    expect(() => party.updateSource({ members: [""] })).toThrow();
    expect(() => party.updateSource({ members: ["Actor.bbbbbbbbbbbbbbbb", "  "] })).toThrow();
    expect(party.toObject().members).toEqual(["Actor.aaaaaaaaaaaaaaaa"]);
  });
});

describe("a stored party after an update", () => {
  // Core's client migrates an update's partial system change (test/fakes/documents.ts follows it): what the change
  // does not name must stay as stored.
  it("a change that names no members leaves the members as stored; one that names them replaces them", async () => {
    onInit();
    const Actor = (globalThis as any).CONFIG.Actor.documentClass;
    const members = ["Actor.aaaaaaaaaaaaaaaa", "Actor.bbbbbbbbbbbbbbbb"];
    const party = await Actor.create({ type: "party", name: "Crew", system: { members } });
    await party.update({ name: "The Lantern Crew", system: { unreadable: [] } });
    expect([party.name, party.toObject().system.members]).toEqual(["The Lantern Crew", members]);
    await party.update({ system: { members: ["Actor.bbbbbbbbbbbbbbbb"] } });
    expect(party.toObject().system.members).toEqual(["Actor.bbbbbbbbbbbbbbbb"]);
  });
});

describe("membership lists (rules/party)", () => {
  const list = ["A", "B", "C"];
  it("adds at the end or at a place, never twice", () => {
    expect(addMembers(list, ["D", "B", "D"])).toEqual(["A", "B", "C", "D"]);
    expect(addMembers(list, ["D"], 1)).toEqual(["A", "D", "B", "C"]);
    expect(addMembers(list, ["D"], 99)).toEqual(["A", "B", "C", "D"]);
  });
  it("moves within the list (clamped) and removes", () => {
    expect(moveMember(list, "C", 0)).toEqual(["C", "A", "B"]);
    expect(moveMember(list, "A", 5)).toEqual(["B", "C", "A"]);
    expect(moveMember(list, "Z", 0)).toEqual(list);
    expect(removeMember(list, "B")).toEqual(["A", "C"]);
  });
  it("reads nothing from nothing", () => {
    expect(readMembers(undefined)).toEqual({ members: [], unreadable: [] });
  });
});
