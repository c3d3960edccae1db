// Tests of the fake Foundry ITSELF: each case pins a V13 behaviour our code relies on (semantics read from core's
// common/utils/helpers.mjs, common/data/fields.mjs, common/abstract/data.mjs, client/dice/*, client-backend.mjs).
import { describe, expect, it } from "vitest";
import { resetFakeFoundry, ui } from "../fakes/setup";

const g = globalThis as any;
const { fields } = g.foundry.data;

const TypeDataModel = g.foundry.abstract.TypeDataModel as { new (data?: object, options?: object): any; migrateData(source: object): object };
class Model extends TypeDataModel {
  static defineSchema() {
    return {
      hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 10, initial: 5 }),
      kind: new fields.StringField({ required: true, choices: ["hero", "foe"], initial: "hero" }),
      tags: new fields.SetField(new fields.StringField()),
      stats: new fields.SchemaField({ head: new fields.NumberField({ required: true, nullable: false, initial: 4, validate: (v: number) => [2, 4, 6].includes(v), validationError: "must be a die" }) }),
    };
  }
  static override migrateData(source: Record<string, any>) {
    if (typeof source.stats?.head === "string") source.stats.head = Number(source.stats.head.replace(/^d/i, ""));
    return super.migrateData(source);
  }
}

describe("foundry.utils", () => {
  const { mergeObject, expandObject, flattenObject, getProperty, setProperty, getType, deepClone, diffObject, isEmpty } = g.foundry.utils;

  it("mergeObject merges deeply, in place by default, expanding dotted keys", () => {
    const original = { a: { b: 1, c: { d: 2 } }, list: [1] };
    const result = mergeObject(original, { "a.c.e": 3, "a.b": 9, list: [2] });
    expect(result).toBe(original);
    expect(original).toEqual({ a: { b: 9, c: { d: 2, e: 3 } }, list: [2] });
  });

  it("mergeObject respects insertKeys, insertValues, overwrite, inplace and performDeletions", () => {
    const base = () => ({ a: 1, inner: { x: 1 } });
    expect(mergeObject(base(), { b: 2, inner: { y: 2 } }, { insertKeys: false })).toEqual({ a: 1, inner: { x: 1, y: 2 } });
    expect(mergeObject(base(), { b: 2, inner: { y: 2 } }, { insertValues: false })).toEqual({ a: 1, b: 2, inner: { x: 1 } });
    expect(mergeObject(base(), { a: 5, inner: { x: 5 } }, { overwrite: false })).toEqual(base());
    const kept = base();
    expect(mergeObject(kept, { a: 2 }, { inplace: false })).toEqual({ a: 2, inner: { x: 1 } });
    expect(kept.a).toBe(1);
    expect(mergeObject(base(), { "-=a": null, inner: { "-=x": null } }, { performDeletions: true })).toEqual({ inner: {} });
    expect(mergeObject(base(), { "-=a": null })).toEqual({ a: 1, inner: { x: 1 }, "-=a": null });
  });

  it("getType calls class instances Object, deepClone shares them, and the path helpers follow core", () => {
    class Thing {}
    const thing = new Thing();
    expect([getType(thing), getType([]), getType(null), getType(new Set())]).toEqual(["Object", "Array", "null", "Set"]);
    expect(deepClone({ thing }).thing).toBe(thing);
    expect(expandObject({ "a.b": 1 })).toEqual({ a: { b: 1 } });
    expect(flattenObject({ a: { b: 1, c: {} } })).toEqual({ "a.b": 1, "a.c": {} });
    const o: any = {};
    expect(setProperty(o, "a.b", 1)).toBe(true);
    expect(setProperty(o, "a.b", 1)).toBe(false);
    expect(getProperty(o, "a.b")).toBe(1);
    expect(diffObject({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 } })).toEqual({ b: { c: 3 } });
    expect([isEmpty({}), isEmpty([]), isEmpty(0)]).toEqual([true, true, false]);
  });
});

describe("foundry.data.fields", () => {
  it("NumberField casts '4' to 4, turns '' into null when nullable, rounds and clamps when cleaning, and rejects 3.5 when integer", () => {
    const n = new fields.NumberField({ integer: true, min: 0, max: 10 });
    expect(n.clean("4")).toBe(4);
    expect(n.clean("")).toBe(null);
    expect(n.clean(3.5)).toBe(4);
    expect(n.clean(-3)).toBe(0);
    expect(n.validate(3.5)?.message).toBe("must be an integer");
    expect(n.validate(11)?.message).toBe("must be at most 10");
    expect(n.validate(4)).toBeUndefined();
  });

  it("a required StringField with choices rejects an unknown value (array, record or function) and trims input", () => {
    for (const choices of [["a", "b"], { a: "A", b: "B" }, () => ["a", "b"]]) {
      const s = new fields.StringField({ required: true, choices });
      expect(s.blank).toBe(false);
      expect(s.validate("c")?.message).toBe("c is not a valid choice");
      expect(s.validate("a")).toBeUndefined();
    }
    expect(new fields.StringField().clean("  x  ")).toBe("x");
    expect(new fields.StringField({ blank: false }).validate("")?.message).toBe("may not be a blank string");
  });

  it("required, nullable, positive, step and a custom validate report core's messages", () => {
    expect(new fields.NumberField({ required: true, nullable: false }).validate(undefined)?.message).toBe("may not be undefined");
    expect(new fields.NumberField({ nullable: false }).validate(null)?.message).toBe("may not be null");
    expect(new fields.NumberField({ positive: true }).validate(0)?.message).toBe("must be a positive number");
    expect(new fields.NumberField({ step: 2 }).validate(3)?.message).toBe("must be an increment of 2");
    expect(new fields.NumberField({ validate: (v: number) => v !== 7, validationError: "no sevens" }).validate(7)?.message).toBe("no sevens");
    expect(new fields.BooleanField().clean("false")).toBe(false);
  });
});

describe("foundry.abstract.DataModel", () => {
  // Loading (strict: false), an ArrayField never drops an element: one it refuses, or a gap, loads the whole list as
  // its initial value; a SetField drops the bad one.
  it("loading, an ArrayField's bad element or gap costs the whole list; a SetField's only itself", () => {
    class Lists extends TypeDataModel {
      static defineSchema() {
        const word = () => new fields.StringField({ required: true, blank: false });
        return { list: new fields.ArrayField(word()), set: new fields.SetField(word()) };
      }
    }
    const load = (source: object) => (Lists as any).fromSource(source, { strict: false }).toObject();
    // Core's cast reads an object keyed by index as a list; a missing index is an undefined element, which fails.
    expect(load({ list: { 0: "a", 1: "b" } }).list).toEqual(["a", "b"]);
    expect(load({ list: { 0: "a", 2: "b" } }).list).toEqual([]);
    expect(load({ list: ["a", "", "b"], set: ["a", "", "b"] })).toEqual({ list: [], set: ["a", "b"] });
    expect(() => new Lists({ list: ["a", ""] })).toThrow(/list/);
  });

  it("migrateData runs on construction (in place), then cleaning fills initial values", () => {
    const m = new Model({ stats: { head: "d6" } });
    expect(m.stats.head).toBe(6);
    expect(m.hp).toBe(5);
    expect(m.tags).toBeInstanceOf(Set);
    expect(m.toObject().tags).toEqual([]);
  });

  it("refuses invalid data with a DataModelValidationError listing the failing paths", () => {
    let error: any;
    try {
      new Model({ kind: "villain", stats: { head: 3 } });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(g.foundry.data.validation.DataModelValidationError);
    expect(Object.keys(error.getAllFailures())).toEqual(["kind", "stats.head"]);
    expect(error.message).toBe("Model validation errors:\n  kind: villain is not a valid choice\n  stats: \n    head: must be a die");
  });

  it("updateSource with dot-notation applies a valid change and returns the diff", () => {
    const m = new Model({});
    expect(m.updateSource({ "stats.head": 2, hp: "7" })).toEqual({ stats: { head: 2 }, hp: 7 });
    expect([m.stats.head, m.hp, m._source.hp]).toEqual([2, 7, 7]);
    expect(m.updateSource({ hp: 7 })).toEqual({});
    expect(m.updateSource({ hp: 9 }, { dryRun: true })).toEqual({ hp: 9 });
    expect(m.hp).toBe(7);
  });

  it("updateSource with an invalid change throws and changes nothing", () => {
    const m = new Model({ hp: 3 });
    expect(() => m.updateSource({ hp: 4, stats: { head: 5 } })).toThrow(/head: must be a die/);
    expect(m.toObject()).toEqual({ hp: 3, kind: "hero", tags: [], stats: { head: 4 } });
    expect(m.hp).toBe(3);
  });
});

describe("documents", () => {
  it("builds system from CONFIG dataModels and refuses a bad update the way the client does: notify, send nothing", async () => {
    g.CONFIG.Actor.dataModels.hero = Model;
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "hero", name: "Wren", system: { stats: { head: "d2" } } });
    expect(actor.system).toBeInstanceOf(Model);
    expect(actor.system.parent).toBe(actor);
    expect(actor.system.stats.head).toBe(2);
    expect(g.game.actors.get(actor.id)).toBe(actor);
    expect(await actor.update({ "system.stats.head": 3 })).toBeUndefined();
    expect(actor.system.stats.head).toBe(2);
    expect(ui.messages.at(-1)).toMatchObject({ type: "error" });
    expect(await actor.update({ "system.stats.head": "d6" })).toBe(actor); // update data is migrated too
    expect(actor.system.stats.head).toBe(6);
  });

  it("permissions follow ownership and the current user; embedded items inherit their actor's", async () => {
    g.CONFIG.Actor.dataModels.hero = Model;
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "hero", name: "Wren", ownership: { default: 0, player: 3 } });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Rope", type: "base" }]);
    expect(actor.items.get(item.id)).toBe(item);
    g.game.user = g.game.users.get("player2");
    expect([actor.isOwner, item.isOwner, actor.testUserPermission(g.game.user, "LIMITED")]).toEqual([false, false, false]);
    g.game.user = g.game.users.get("player");
    expect([actor.isOwner, item.isOwner]).toEqual([true, true]);
  });
});

describe("actors and tokens (core V13 Actor#_preCreate, TokenDocument#actor, Combatant#actor)", () => {
  it("create runs the document's _preCreate before the preCreate hook; false from either cancels", async () => {
    const order: string[] = [];
    class Mine extends g.foundry.documents.Actor {
      async _preCreate(...args: unknown[]) {
        order.push("_preCreate");
        return (args[0] as { name: string }).name === "No" ? false : super._preCreate(...args);
      }
    }
    g.CONFIG.Actor.documentClass = Mine;
    g.Hooks.on("preCreateActor", () => void order.push("hook"));
    expect(await Mine.create({ name: "No", type: "x" })).toBeUndefined();
    expect(await Mine.create({ name: "Yes", type: "x" })).toBeDefined();
    expect(order).toEqual(["_preCreate", "_preCreate", "hook"]);
  });

  it("Actor#_preCreate applies the world's default token and the system's bar attributes; creation data wins unless from a compendium", async () => {
    await g.game.settings.set("core", "defaultToken", { displayBars: 40 });
    g.game.system.primaryTokenAttribute = "pool";
    const Actor = g.foundry.documents.Actor;
    const a = await Actor.create({ name: "A", type: "x", prototypeToken: { displayBars: 20 } });
    const b = await Actor.create({ name: "B", type: "x", prototypeToken: { displayBars: 20 } }, { fromCompendium: true });
    expect(a.prototypeToken).toMatchObject({ displayBars: 20, bar1: { attribute: "pool" }, actorLink: false, disposition: -1 });
    expect(b.prototypeToken.displayBars).toBe(40);
  });

  it("TokenDocument.getTrackedAttributes: nothing configured, no answer by type; configured, a type's own, else every type's", () => {
    const TokenDocument = g.foundry.documents.TokenDocument;
    expect(() => TokenDocument.getTrackedAttributes("a")).toThrow(/game\.model/);
    g.CONFIG.Actor.trackableAttributes = { a: { bar: ["hp"], value: ["x.y"] }, b: { bar: [], value: ["z"] } };
    expect(TokenDocument.getTrackedAttributes("a")).toEqual({ bar: [["hp"]], value: [["x", "y"]] });
    expect(TokenDocument.getTrackedAttributes("c")).toEqual({ bar: [["hp"]], value: [["x", "y"], ["z"]] });
    expect(TokenDocument.getTrackedAttributes({ hp: { value: 1, max: 2 }, n: 3, s: "t" })).toEqual({ bar: [["hp"]], value: [["n"]] });
  });

  it("an unlinked token's actor is a synthetic copy with the token as parent; linking drops the copy and its delta", async () => {
    const base = await g.foundry.documents.Actor.create({ name: "Base", type: "x" });
    const scene = await g.foundry.documents.Scene.create({ name: "S", tokens: [{ actorId: base.id, delta: { name: "Copy" } }] });
    const token = scene.tokens.contents[0];
    expect([token.actor.name, token.actor.isToken, token.actor.token, token.actor.id]).toEqual(["Copy", true, token, base.id]);
    expect(g.fromUuidSync(token.actor.uuid)).toBe(token.actor);
    const combat = await g.foundry.documents.Combat.create({ combatants: [{ actorId: base.id, sceneId: scene.id, tokenId: token.id }] });
    expect(combat.combatants.contents[0].actor).toBe(token.actor);
    await token.update({ actorLink: true });
    expect([token.actor, token.delta, base.isToken]).toEqual([base, {}, false]);
  });
});

describe("game.keybindings (core V13 ClientKeybindings)", () => {
  it("registers only before initialize, reads only after it; refuses keys and modifiers core refuses; a player cannot rebind a GM key", async () => {
    const kb = g.game.keybindings;
    kb.register("ns", "a", { name: "A", editable: [{ key: "KeyA" }] });
    kb.register("ns", "gm", { name: "G", editable: [{ key: "KeyG" }], restricted: true });
    expect(() => kb.register("ns", "b", { name: "B", editable: [{ key: "KeyB", modifiers: ["Hyper"] }] })).toThrow(/Illegal modifier/);
    expect(() => kb.register("ns", "c", { name: "C", editable: [{ key: "F5" }] })).toThrow(/protected/);
    expect(() => kb.get("ns", "a")).toThrow(TypeError);
    kb.initialize();
    expect(kb.get("ns", "a")).toEqual([{ key: "KeyA", modifiers: [] }]);
    expect(() => kb.register("ns", "d", { name: "D" })).toThrow("You cannot register a Keybinding after the init hook");
    g.game.user = g.game.users.get("player");
    await expect(kb.set("ns", "gm", [{ key: "KeyH" }])).rejects.toThrow("Only a GM can edit this keybind");
    await kb.set("ns", "a", [{ key: "KeyZ", modifiers: ["SHIFT"] }]);
    expect(kb.get("ns", "a")).toEqual([{ key: "KeyZ", modifiers: ["Shift"] }]);
  });
});

describe("foundry.dice", () => {
  it("Die maps CONFIG.Dice.randomUniform with ceil((1 - u) * faces): 0.999 gives 1 and 0 gives the maximum", async () => {
    const { Die } = g.foundry.dice.terms;
    for (const [u, face] of [[0.999, 1], [0, 6], [0.5, 3]]) {
      g.CONFIG.Dice.randomUniform = () => u;
      const die = new Die({ number: 1, faces: 6 });
      await die.evaluate();
      expect(die.results).toEqual([{ result: face, active: true }]);
    }
  });

  it("Roll parses, totals from its terms, and round-trips toJSON → fromData keeping its class and results", async () => {
    class MyRoll extends (g.foundry.dice.Roll as new (...args: any[]) => any) {}
    g.CONFIG.Dice.rolls.push(MyRoll);
    const faces = [0.5, 0];
    g.CONFIG.Dice.randomUniform = () => faces.shift();
    const roll = await new MyRoll("2d6 + 1").evaluate({ allowInteractive: false });
    expect(roll.total).toBe(3 + 6 + 1);
    const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    expect(back).toBeInstanceOf(MyRoll);
    expect(back.total).toBe(10);
    expect(back.dice[0].results.map((r: any) => r.result)).toEqual([3, 6]);
    expect(back.formula).toBe("2d6 + 1");
    await expect(roll.evaluate()).rejects.toThrow(/already been evaluated/);
  });

  it("dispatches modifiers through static MODIFIERS, dropping unknown ones, and throws on core modifiers it does not fake", async () => {
    const { Die } = g.foundry.dice.terms;
    class Loud extends (Die as new (...args: any[]) => any) {
      static MODIFIERS = { ...Die.MODIFIERS, loud: "shout" };
      shouted = 0;
      shout() {
        this.shouted++;
      }
    }
    g.CONFIG.Dice.randomUniform = () => 0.5;
    const term = new Loud({ number: 1, faces: 6, modifiers: ["loud", "zzz"] });
    await term.evaluate();
    expect([term.shouted, term.modifiers]).toEqual([1, ["loud"]]);
    await expect(new Die({ faces: 6, modifiers: ["x"] }).evaluate()).rejects.toThrow(/Die#explode is not implemented/);
  });
});

describe("the strict namespaces", () => {
  it("throw a helpful error on any property the fake does not implement", () => {
    expect(() => g.foundry.utils.notAThing).toThrow("Fake Foundry: foundry.utils.notAThing is not implemented — add it to test/fakes if our code needs it");
    expect(() => g.game.playlists).toThrow(/game\.playlists is not implemented/);
    expect(() => g.CONFIG.Cards).toThrow(/CONFIG\.Cards is not implemented/);
    expect(() => g.CONFIG.Playlist).toThrow(/CONFIG\.Playlist is not implemented/);
  });
});

describe("scenes and tokens (core V13 TokenDocument.createCombatants)", () => {
  it("adds tokens to the viewed encounter, or a GM's new active one, skipping tokens already in it", async () => {
    const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", active: true, tokens: [{ name: "A", actorId: "a" }, { name: "B", actorId: "b", hidden: true }] });
    expect(g.game.scenes.current).toBe(scene);
    const [a, b] = scene.tokens.contents;
    const first = await g.CONFIG.Token.documentClass.createCombatants([a]);
    const combat = g.game.combats.viewed;
    expect(combat.active).toBe(true);
    expect(first.map((c: any) => [c.tokenId, c.sceneId, c.actorId])).toEqual([[a.id, scene.id, "a"]]);
    expect(a.inCombat).toBe(true);
    const second = await g.CONFIG.Token.documentClass.createCombatants([a, b]);
    expect(second.map((c: any) => [c.actorId, c.hidden])).toEqual([["b", true]]);
    expect(g.game.combats.size).toBe(1);
    g.game.user = g.game.users.get("player");
    await combat.delete();
    await expect(g.CONFIG.Token.documentClass.createCombatants([a])).rejects.toThrow();
  });

  it("settings throw on unregistered keys like core; i18n falls back to the key", async () => {
    expect(() => g.game.settings.get("humanity-blessed", "nope")).toThrow('"humanity-blessed.nope" is not a registered game setting');
    g.game.settings.register("humanity-blessed", "x", { scope: "world", default: 1 });
    await g.game.settings.set("humanity-blessed", "x", 2);
    expect(g.game.settings.get("humanity-blessed", "x")).toBe(2);
    expect(g.game.i18n.localize("NO.SUCH.KEY")).toBe("NO.SUCH.KEY");
    expect(g.game.i18n.has("NO.SUCH.KEY")).toBe(false);
  });

  it("resetFakeFoundry gives a fresh CONFIG, game and ui", () => {
    g.CONFIG.HB = { x: 1 };
    g.ui.notifications.warn("hello");
    resetFakeFoundry();
    expect(g.CONFIG.HB).toBeUndefined();
    expect(ui.messages).toEqual([]);
  });
});

describe("applications (core V13 foundry.applications.instances, V14 detached windows)", () => {
  class Plain extends g.foundry.applications.api.ApplicationV2 {
    static DEFAULT_OPTIONS = { id: "hb-plain" };
    async _renderHTML() {
      return "<p>plain</p>";
    }
    _replaceHTML(result: string, content: HTMLElement) {
      content.innerHTML = result;
    }
  }

  it("an application is among the instances from its first render until it closes", async () => {
    const app = new Plain();
    expect(g.foundry.applications.instances.has("hb-plain")).toBe(false);
    await app.render({ force: true });
    expect(g.foundry.applications.instances.get("hb-plain")).toBe(app);
    await app.close();
    expect(g.foundry.applications.instances.has("hb-plain")).toBe(false);
  });

  it("V14 detaches it into a window of its own (no style of the page copied), tells the hook, and attaches it back", async () => {
    const app = new Plain();
    await app.render({ force: true });
    await expect(app.detachWindow()).rejects.toThrow("V14");
    g.game.release.generation = 14;
    const opened: unknown[] = [];
    g.Hooks.on("openDetachedWindow", (id: string, win: Window) => opened.push([id, win.document.body.childElementCount]));
    document.head.append(Object.assign(document.createElement("style"), { id: "hb-page-style" }));
    await app.detachWindow();
    const own = app.element.ownerDocument;
    expect(own).not.toBe(document);
    expect(own.defaultView.innerWidth).toBe(640);
    expect(opened).toEqual([[app.window.windowId, 0]]);
    expect(own.getElementById("hb-page-style")).toBeNull();
    expect(own.querySelector("#hb-plain p")?.textContent).toBe("plain");
    await app.attachWindow();
    expect(app.element.ownerDocument).toBe(document);
    expect(app.window.windowId).toBeUndefined();
    document.getElementById("hb-page-style")?.remove();
  });
});
