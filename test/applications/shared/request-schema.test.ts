// The parsers every request a player sends is read through on the GM's client: what each accepts, and that anything
// else is refused with HB.Error.badRequest naming the field the player's console got wrong (never a TypeError, never
// a prototype touched). The relay's fuzz test sends these shapes mutated; this file holds each parser's edges.
import { describe, expect, it } from "vitest";
import { RelayRefusal } from "../../../src/documents/refusal";
import {
  bool, id, int, list, literal, nullable, num, object, oneOf, optional, parseRequest, record, refuse, tagged, text, uuid, type Parser,
} from "../../../src/applications/shared/request-schema";

/** The field a refusal names, or the value the parser gave. */
function read<T>(parser: Parser<T>, value: unknown, path = "x"): T | { refused: string } {
  try {
    return parser(value, path);
  } catch (err) {
    if (!(err instanceof RelayRefusal)) throw err;
    expect(err.key).toBe("HB.Error.badRequest");
    return { refused: err.data.field! };
  }
}
const refused = (field = "x") => ({ refused: field });
const NOT_PLAIN = [null, undefined, [], [{ a: 1 }], "text", 7, true];

describe("a request's parsers", () => {
  it("a refusal names its field, or the request itself when it is the whole request that is wrong", () => {
    expect(() => refuse("")).toThrow(RelayRefusal);
    expect(read(() => refuse(""), 1)).toEqual(refused("request"));
    expect(read(() => refuse("op"), 1)).toEqual(refused("op"));
  });

  it("text: a string up to its length, matching its pattern when it has one", () => {
    expect(read(text(3), "abc")).toBe("abc");
    expect(read(text(3), "")).toBe("");
    expect(read(text(3), "abcd")).toEqual(refused());
    for (const v of [3, null, undefined, ["abc"], { length: 1 }]) expect(read(text(3), v)).toEqual(refused());
    expect(read(text(5, /^a+$/), "aaa")).toBe("aaa");
    expect(read(text(5, /^a+$/), "aab")).toEqual(refused());
    expect(read(text(5, /^a+$/), "aaaaaa")).toEqual(refused());
  });

  it("id: letters and digits as Foundry makes them, at most 64", () => {
    expect(read(id, "a1B2c3D4e5F6g7H8")).toBe("a1B2c3D4e5F6g7H8");
    expect(read(id, "z".repeat(64))).toBe("z".repeat(64));
    for (const v of ["", "z".repeat(65), "a-b", "a.b", "a b", "__proto__", "ab\n"]) expect(read(id, v)).toEqual(refused());
  });

  it("uuid: a world document, an embedded one at any depth and a compendium's; nothing around them", () => {
    const ok = [
      "Actor.abc", "Actor.a1B2c3D4e5F6g7H8", `Actor.${"z".repeat(64)}`, "Actor.abc.Item.def", "Scene.s1.Token.t1.Actor.a1",
      "Compendium.humanity-blessed.items.Item.abc", "Compendium.world.my_pack.Actor.x9", "Compendium.a.b.Actor.x.Item.y",
    ];
    for (const v of ok) expect(read(uuid, v)).toBe(v);
    const bad = [
      "", "Actor", "Actor.", ".abc", "abc", "Actor.abc.", "Actor.abc.Item", "Actor.abc.Item.", "Actor.abc!", "!Actor.abc",
      " Actor.abc", "Actor.abc ", "Actor.a-b", "Actor.a_b", "Actor.abc.Item.d-f", "Actor1.abc", "Act-or.abc", "Actor..abc",
      `Actor.${"z".repeat(65)}`, `Actor.abc.Item.${"z".repeat(65)}`, "Compendium..b.Actor.x",
      "Compendium.a..Actor.x", "Compendium.a b.c.Actor.x", "Compendium.a.b", "Compendium.a-b.Actor.x",
      "Compendium.a!.b.Actor.x", "Actor.abc\nItem.def",
    ];
    for (const v of bad) expect(read(uuid, v), v).toEqual(refused());
    // At most 256 characters in all, however it is made up.
    const z = (n: number) => "z".repeat(n);
    const longest = `Actor.${z(64)}.Item.${z(64)}.Item.${z(64)}.Item.${z(40)}`;
    expect(longest.length).toBe(256);
    expect(read(uuid, longest)).toBe(longest);
    expect(read(uuid, `${longest}z`)).toEqual(refused());
  });

  it("int: a whole number within its bounds; num: any finite number within them", () => {
    expect(read(int(1, 6), 1)).toBe(1);
    expect(read(int(1, 6), 6)).toBe(6);
    for (const v of [0, 7, 2.5, Number.NaN, Infinity, "3", null, [3]]) expect(read(int(1, 6), v)).toEqual(refused());
    expect(read(num(0, 1), 0)).toBe(0);
    expect(read(num(0, 1), 1)).toBe(1);
    expect(read(num(0, 1), 0.25)).toBe(0.25);
    for (const v of [-0.01, 1.01, Number.NaN, Infinity, -Infinity, "0.5", null]) expect(read(num(0, 1), v)).toEqual(refused());
    expect(read(num(0, Infinity), Infinity)).toEqual(refused());
  });

  it("bool: true or false only", () => {
    expect(read(bool, true)).toBe(true);
    expect(read(bool, false)).toBe(false);
    for (const v of ["true", 1, 0, null, undefined]) expect(read(bool, v)).toEqual(refused());
  });

  it("oneOf and literal: one of their own words (never an Object method's name)", () => {
    const stat = oneOf(["head", "hand"] as const);
    expect(read(stat, "hand")).toBe("hand");
    for (const v of ["Hand", "constructor", "toString", "__proto__", "", ["hand"], 1]) expect(read(stat, v)).toEqual(refused());
    expect(read(literal("move"), "move")).toBe("move");
    expect(read(literal("move"), "mov")).toEqual(refused());
  });

  it("list: an array up to its length, each item read with its place in the field's name", () => {
    expect(read(list(int(1, 6), 2), [])).toEqual([]);
    expect(read(list(int(1, 6), 2), [1, 6])).toEqual([1, 6]);
    expect(read(list(int(1, 6), 2), [1, 2, 3])).toEqual(refused());
    expect(read(list(int(1, 6), 2), [1, 7])).toEqual(refused("x[1]"));
    for (const v of [{ 0: 1, length: 1 }, "12", null, undefined]) expect(read(list(int(1, 6), 2), v)).toEqual(refused());
  });

  it("optional lets out only a missing value, nullable only null; anything else is read by their parser", () => {
    expect(read(optional(int(1, 6)), undefined)).toBeUndefined();
    expect(read(optional(int(1, 6)), 3)).toBe(3);
    expect(read(optional(int(1, 6)), null)).toEqual(refused());
    expect(read(nullable(int(1, 6)), null)).toBeNull();
    expect(read(nullable(int(1, 6)), 3)).toBe(3);
    expect(read(nullable(int(1, 6)), undefined)).toEqual(refused());
  });

  it("record: an object of keys and values each read, at most its size, keys such as __proto__ kept as plain own keys", () => {
    const scores = record(text(16), int(0, 9), 2);
    expect(read(scores, {})).toEqual({});
    expect(read(scores, { a: 1, b: 9 })).toEqual({ a: 1, b: 9 });
    expect(read(scores, { a: 1, b: 2, c: 3 })).toEqual(refused());
    expect(read(scores, { a: 1, b: 10 })).toEqual(refused("x.b"));
    expect(read(record(id, int(0, 9), 2), { "a-b": 1 })).toEqual(refused("x.a-b"));
    for (const v of NOT_PLAIN) expect(read(scores, v)).toEqual(refused());
    const parsed = read(scores, JSON.parse('{"__proto__": 3, "constructor": 4}')) as Record<string, number>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toBe(3);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    // The handler gets an ordinary object it may change like any other.
    // Written through the index, as a handler would write a key it was sent (not Object.prototype's `constructor`).
    const key: string = "constructor";
    parsed[key] = 5;
    delete (parsed as Partial<Record<string, number>>)["__proto__"];
    expect({ ...parsed }).toEqual({ constructor: 5 });
  });

  it("object: exactly its keys, the missing optional ones left out, any other key refused by name", () => {
    const move = object({ op: literal("move"), to: int(0, 9), note: optional(text(8)) });
    expect(read(move, { op: "move", to: 3 }, "")).toEqual({ op: "move", to: 3 });
    expect(Object.keys(read(move, { op: "move", to: 3 }, "") as object)).toEqual(["op", "to"]);
    expect(read(move, { op: "move", to: 3, note: "n" }, "")).toEqual({ op: "move", to: 3, note: "n" });
    expect(read(move, { op: "move", to: 3, userId: "gm" }, "")).toEqual(refused("userId"));
    expect(read(move, { op: "move", to: 3, userId: "gm" }, "cmd")).toEqual(refused("cmd.userId"));
    expect(read(move, { op: "move" }, "")).toEqual(refused("to"));
    expect(read(move, { op: "move", to: 10 }, "cmd")).toEqual(refused("cmd.to"));
    for (const v of NOT_PLAIN) expect(read(move, v, "cmd")).toEqual(refused("cmd"));
    expect(read(move, JSON.parse('{"op": "move", "to": 1, "__proto__": {"to": 2}}'), "")).toEqual(refused("__proto__"));
    // A key every object inherits is read only from the request itself.
    const named = object({ constructor: optional(text(8)) });
    expect(read(named, {}, "")).toEqual({});
    expect(read(named, { constructor: "c" }, "")).toEqual({ constructor: "c" });
    expect(read(move, { op: "move", to: 3, toString: "x" }, "")).toEqual(refused("toString"));
  });

  it("tagged: the shape its tag names; an unknown, inherited or missing tag is refused by the tag's name", () => {
    const gm = tagged("op", { move: object({ op: literal("move"), to: int(0, 9) }), end: object({ op: literal("end") }) });
    expect(read(gm, { op: "end" }, "")).toEqual({ op: "end" });
    expect(read(gm, { op: "move", to: 2 }, "gm")).toEqual({ op: "move", to: 2 });
    expect(read(gm, { op: "move", to: 12 }, "gm")).toEqual(refused("gm.to"));
    for (const v of [{ op: "jump" }, { op: "constructor" }, { op: "toString" }, { op: 1 }, {}, ...NOT_PLAIN]) {
      expect(read(gm, v, "gm")).toEqual(refused("gm.op"));
      expect(read(gm, v, "")).toEqual(refused("op"));
    }
    // A tag sent as a list is no tag, though a list reads as its text where an object's keys are looked up.
    const late = tagged("op", { move: object({ to: int(0, 9), op: literal("move") }) });
    expect(read(late, { op: ["move"] }, "gm")).toEqual(refused("gm.op"));
  });

  it("parseRequest: a parser's own failure is a refusal of the request, a refusal keeps its field", () => {
    const broken: Parser<number> = (v) => (v as { deep: { x: number } }).deep.x;
    const refusal = (fn: () => unknown) => { try { fn(); } catch (err) { return err; } };
    const err = refusal(() => parseRequest(broken, {}));
    expect(err).toBeInstanceOf(RelayRefusal);
    expect((err as RelayRefusal).data).toEqual({ field: "request" });
    expect((refusal(() => parseRequest(object({ a: int(0, 1) }), { a: 2 })) as RelayRefusal).data).toEqual({ field: "a" });
    expect(parseRequest(object({ a: int(0, 1) }), { a: 1 })).toEqual({ a: 1 });
  });
});
