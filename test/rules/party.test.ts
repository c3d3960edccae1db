// A party's members (rules/party.ts, party-members.ts): no duplicates, no blanks, the GM's order kept; a stored list
// read as far as it can be, what is no member kept apart word for word.
import { describe, expect, it } from "vitest";
import { addMembers, moveMember, readMembers, removeMember } from "../../src/rules";

describe("membership lists", () => {
  it("adds new uuids once each at the place asked (clamped), keeping those already in where they are", () => {
    expect(addMembers(["a", "b"], ["c", "c", "", "a"])).toEqual(["a", "b", "c"]);
    expect(addMembers(["a", "b"], ["c", "d"], 1)).toEqual(["a", "c", "d", "b"]);
    expect(addMembers(["a", "b"], ["c"], -3)).toEqual(["c", "a", "b"]);
    expect(addMembers(["a", "b"], ["c"], 9)).toEqual(["a", "b", "c"]);
  });

  it("removes one uuid; moves one to a place (clamped); a uuid not in the list changes nothing", () => {
    expect(removeMember(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(moveMember(["a", "b", "c"], "c", 0)).toEqual(["c", "a", "b"]);
    expect(moveMember(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveMember(["a", "b", "c"], "a", 7)).toEqual(["b", "c", "a"]);
    expect(moveMember(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    const list = ["a", "b"];
    const same = moveMember(list, "z", 0);
    expect(same).toEqual(["a", "b"]);
    expect(same).not.toBe(list);
  });
});

describe("a stored membership list, read", () => {
  it("uuids kept in order, a bare id read as the world actor's, { uuid } entries and one text's words; duplicates dropped", () => {
    expect(readMembers(["Actor.abc", "abcdefghijklmnop", { uuid: "Actor.x1" }, "Actor.abc"])).toEqual({
      members: ["Actor.abc", "Actor.abcdefghijklmnop", "Actor.x1"], unreadable: [],
    });
    expect(readMembers("Actor.a, Actor.b;Actor.c  Actor.a")).toEqual({ members: ["Actor.a", "Actor.b", "Actor.c"], unreadable: [] });
  });

  it("what is no member is returned apart, word for word; nothing stored is no one", () => {
    expect(readMembers(["Actor.ok", "not a uuid!", 7, { name: "Bo" }, null])).toEqual({
      members: ["Actor.ok"], unreadable: ["not a uuid!", "7", '{"name":"Bo"}', "null"],
    });
    expect(readMembers(["Actor.abcdefghijklmnop", "abcdefghijklmnopq", "not a.uuid"])).toEqual({
      members: ["Actor.abcdefghijklmnop", "abcdefghijklmnopq"], unreadable: ["not a.uuid"],
    });
    expect(readMembers(undefined)).toEqual({ members: [], unreadable: [] });
    expect(readMembers(12)).toEqual({ members: [], unreadable: [] });
    expect(readMembers("")).toEqual({ members: [], unreadable: [] });
  });
});
