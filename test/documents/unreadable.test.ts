// What the GM reads when loading could not read a stored value, and what is written back: the sentences for each
// kind of value, who is told, and which documents are saved (documents/unreadable.ts).
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { describeList, describeUnreadable, reportUnreadable } from "../../src/documents/unreadable";
import { SCHEMA_VERSION } from "../../src/data/migrations";
import { loadStored } from "../fakes/documents";
import { ui } from "../fakes/setup";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn");
const Actor = () => g.CONFIG.Actor.documentClass;
const Item = () => g.CONFIG.Item.documentClass;

describe("the sentence for each value", () => {
  it("an actor's own lists, its Stats and its optional Stat, each in its own words", () => {
    onInit();
    const say = (field: string, value: string, kept = "") => describeUnreadable({ field, value, kept }, ["HB.Character"]);
    expect(say("tags", "zzz")).toBe("Tags: “zzz” is not a Monstrosity tag; it was left out, the other tags kept.");
    expect(say("banked", "meh")).toBe(
      "Banked boons and busts: “meh” is neither a boon nor a bust; it was left out, the others kept.",
    );
    expect(say("members", "Bob")).toBe("Members: “Bob” is not an actor’s uuid; it was left out, the other members kept.");
    expect(say("optional", "big")).toBe("Optional Stat: “big” is not a Stat Die; it loaded as the default die.");
    expect(say("optional", "d7", "d6")).toBe("Optional Stat: “d7” is not a Stat Die; it loaded as d6.");
    expect(say("stats.heart", "big")).toBe("Heart: “big” is not a Stat Die; it loaded as the default die.");
  });

  it("any other list of an actor is told by its label, as an encounter's or a message's is", () => {
    onInit();
    const entry = { field: "spent", value: "elbow", kept: "" };
    const told = "Spent Stats: “elbow” could not be read; it was left out, the rest of the list kept.";
    expect(g.game.i18n.localize("HB.Character.FIELDS.spent.label")).toBe("Spent Stats");
    expect(describeUnreadable(entry, ["HB.Character"])).toBe(told);
    expect(describeList(entry, ["HB.Character"])).toBe(told);
    expect(describeList(entry, [])).toBe("spent: “elbow” could not be read; it was left out, the rest of the list kept.");
  });
});

describe("who is told, and what is saved", () => {
  it("a player's client tells nothing and writes nothing, whatever it holds", async () => {
    onInit();
    const wren = loadStored(Actor(), { _id: "wrenwrenwrenwren", type: "character", name: "Wren", system: { blessings: "3, 7" } });
    g.game.user = g.game.users.get("player");
    expect(await reportUnreadable()).toBe(0);
    expect(warnings()).toEqual([]);
    expect(g.game.messages.size).toBe(0);
    expect(wren._stored.system).toEqual({ blessings: "3, 7" });
  });

  it("the GM: a warning that stays, and a chat line from the system that only GMs see", async () => {
    onInit();
    loadStored(Actor(), { _id: "oskaroskaroskar1", type: "character", name: "Oskar", system: { optional: "big" } });
    expect(await reportUnreadable()).toBe(1);
    const told =
      "Oskar: some stored values could not be read. Optional Stat: “big” is not a Stat Die; it loaded as the default " +
      "die. Check the sheet and correct what needs it.";
    expect(warnings()).toEqual([{ type: "warn", message: told, permanent: true }]);
    const line = g.game.messages.contents.at(-1);
    expect([line.speaker.alias, line.whisper, line.content]).toEqual(["Humanity, Blessed", ["gm"], `<p>${told}</p>`]);
  });

  it("an actor saved after a report carries the current schema version, whatever its record said", async () => {
    onInit();
    const wren = loadStored(Actor(), { _id: "wrenwrenwrenwren", type: "character", name: "Wren", system: { blessings: "3, 9" } });
    expect(wren._stored.system).not.toHaveProperty("schemaVersion");
    await reportUnreadable();
    expect(wren._stored.system).toMatchObject({ blessings: [3], unreadable: [], schemaVersion: SCHEMA_VERSION });
  });

  it("a card, an Aptitude and a Specialization with nothing unread are left alone; a cost that cannot be read is told and kept", async () => {
    onInit();
    await g.CONFIG.ChatMessage.documentClass.create({ content: "<p>Hello</p>" });
    const sight = loadStored(Item(), { _id: "sightsightsight1", type: "aptitude", name: "Sight", system: {} });
    const record = { type: "specialization", name: "Determined", system: { recharge: "③ and a song", limit: "action", uses: 1 } };
    const determined = loadStored(Item(), { _id: "determineddeterm", ...record });
    const calm = loadStored(Item(), { _id: "calmcalmcalmcalm", type: "specialization", name: "Calm", system: { recharge: "①" } });
    expect(await reportUnreadable()).toBe(1);
    expect(warnings().map((w) => w.message)).toEqual([
      "Determined: some stored values could not be read. Determined: the recharge cost “③ and a song” cannot be read; " +
        "it is kept as written and cannot be paid until it is corrected. Check the sheet and correct what needs it.",
    ]);
    // Nothing to write back: the cost is kept as written, the records as they were.
    expect(determined._stored.system).toEqual(record.system);
    expect(determined.system.recharge).toBe("③ and a song");
    expect(sight._stored.system).toEqual({});
    expect(calm._stored.system).toEqual({ recharge: "①" });
    expect(g.game.messages.size).toBe(2);
  });
});
