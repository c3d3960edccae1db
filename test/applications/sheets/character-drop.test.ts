// Every drop on a character the rules decide (character-drop.ts), read as the player meets it: what the character
// holds after the drop, or the refusal in words with nothing changed. Where a drop can only arrive as plain data (a
// module's item type, a card whose fields could not be read, a holder the picker builds) the plan itself is read.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { placeItem } from "../../../src/applications/sheets/place-item";
import { planDrop, type DropTarget } from "../../../src/applications/sheets/character-drop";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
let actor: any;
let updates: unknown[];

beforeEach(async () => {
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren" });
  updates = [];
  const update = actor.update.bind(actor);
  actor.update = (data: unknown, ...rest: unknown[]) => {
    updates.push(data);
    return update(data, ...rest);
  };
});

/** An item as a drop hands it over: plain data, read for its type, name and system only. */
const dropped = (type: string, name: string, system?: Record<string, unknown>) => ({ type, name, system }) as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const held = () => actor.items.map((i: any) => `${i.type}:${i.name}`);
const outlook = () => [actor.system.lifestyle, actor.system.ethic];

describe("a drop that cannot be read changes nothing and says so", () => {
  it("a card whose editions are not a list of editions", async () => {
    const before = outlook();
    await placeItem(actor, dropped("lifestyle", "Eager", { key: "eager", editions: "v0.0.18" }));
    await placeItem(actor, dropped("ethic", "Fate & Knowledge", { key: "fateKnowledge", editions: [18] }));
    await placeItem(actor, dropped("specialization", "Calm", { editions: "v0.0.18" }));
    expect(warnings()).toEqual(Array(3).fill("That drop could not be read, so nothing was added."));
    expect([outlook(), held(), updates]).toEqual([before, [], []]);
  });

  it("a Lifestyle or Ethic card with no key, a blank key or a key that is not a word", async () => {
    const before = outlook();
    await placeItem(actor, dropped("lifestyle", "Eager", {}));
    await placeItem(actor, dropped("lifestyle", "Eager", { key: "" }));
    await placeItem(actor, dropped("ethic", "Fate & Knowledge", { key: 5 }));
    await placeItem(actor, dropped("ethic", "Fate & Knowledge"));
    expect(warnings()).toEqual(Array(4).fill("That drop could not be read, so nothing was added."));
    expect([outlook(), updates]).toEqual([before, []]);
  });

  it("an item of a type no character holds (a module's) is refused by its type", async () => {
    expect(await placeItem(actor, dropped("spell", "Fireball", {}))).toBeNull();
    expect(warnings()).toEqual(["A spell cannot go on a Humanity, Blessed character."]);
    expect([held(), updates]).toEqual([[], []]);
  });
});

describe("a card with no editions belongs to every edition", () => {
  it("a Lifestyle with no editions listed is set", async () => {
    await placeItem(actor, dropped("lifestyle", "Eager", { key: "eager" }));
    expect([actor.system.lifestyle, warnings()]).toEqual(["eager", []]);
  });

  it("a Specialization of the other book is refused by name and editions", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Sailing" }]);
    await placeItem(actor, dropped("specialization", "Kinetic", { editions: ["v0.0.18"] }));
    expect(warnings()).toEqual([
      "Kinetic is from the v0.0.18 book; this world plays v0.0.21.10, whose book does not have it.",
    ]);
    expect(held()).toEqual(["aptitude:Sailing"]);
  });
});

describe("the Session Shop's Ethic path", () => {
  it("names the Ethics the character's Ethic does lead to, and keeps the Ethic", async () => {
    await actor.update({ "system.highest": "heart", "system.ethic": "viceVirtue" });
    updates.length = 0;
    expect(await placeItem(actor, dropped("ethic", "Power & Influence", { key: "powerInfluence" }))).toBeNull();
    expect(warnings()).toEqual([
      "The Session Shop's Ethic Upgrade changes Vice & Virtue only to Pride & Prudence, Greed & Vanity, " +
        "Rite & Divinity, Precision & Accuracy, not to Power & Influence.",
    ]);
    expect([actor.system.ethic, updates]).toEqual(["viceVirtue", []]);
  });
});

describe("a Specialization dropped on an Aptitude", () => {
  it("goes on that Aptitude, with no question, when several are free", async () => {
    await actor.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Sailing" },
      { type: "aptitude", name: "Acting" },
    ]);
    const acting = actor.items.getName("Acting").id;
    const vibe = new g.CONFIG.Item.documentClass({ type: "specialization", name: "Vibe" });
    const placed: any = await placeItem(actor, vibe, acting);
    expect(placed?.name).toBe("Vibe");
    expect(actor.items.getName("Vibe").system.aptitude).toBe(acting);
  });
});

describe("the plan from plain data", () => {
  const holder = (over: Partial<DropTarget> = {}): DropTarget => ({ aptitudes: [], specializations: [], ...over });
  const context = { edition: "v0.0.21.10" as const, gm: true };

  it("a holder that does not say whether it is built is taken as built: the Session Shop's path applies", () => {
    expect(planDrop(holder({ lifestyle: "eager" }), dropped("lifestyle", "Carefree", { key: "carefree" }), context))
      .toMatchObject({ kind: "refuse", key: "HB.Drop.lifestylePath", data: { from: "eager", to: "carefree" } });
    expect(
      planDrop(holder({ lifestyle: "eager", built: false }), dropped("lifestyle", "Carefree", { key: "carefree" }), context),
    ).toEqual({ kind: "set", field: "lifestyle", key: "carefree" });
    // A built holder with no Lifestyle at all is refused as having none, not as having some other one.
    expect(planDrop(holder(), dropped("lifestyle", "Eager", { key: "eager" }), context)).toEqual({
      kind: "refuse",
      key: "HB.Error.unknown-lifestyle",
      data: { lifestyle: "" },
    });
  });

  it("an error that is not the rules' refusal is not turned into one", () => {
    const broken = holder();
    Object.defineProperty(broken, "specializations", {
      get() {
        throw new Error("unreadable holder");
      },
    });
    expect(() => planDrop(broken, dropped("specialization", "Calm", {}), context)).toThrow("unreadable holder");
  });
});
