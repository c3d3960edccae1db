// A Check written in text ([[/hbcheck head hard]]): what the enricher reads, and the reason it gives for text it refuses.
import { describe, expect, it } from "vitest";
import { CHECK_TEXT_PATTERN, formatCheckText, parseCheckText } from "../../src/rules";

const matches = (text: string) => [...text.matchAll(CHECK_TEXT_PATTERN)].map((m) => [m[0], m[1] ?? "", m[2] ?? null]);

describe("parseCheckText", () => {
  it("reads a Stat and a difficulty in either order and any case; the difficulty defaults to Normal", () => {
    expect(parseCheckText("head hard")).toEqual({ ok: true, stat: "head", difficulty: "hard" });
    expect(parseCheckText("Hard HEAD")).toEqual({ ok: true, stat: "head", difficulty: "hard" });
    expect(parseCheckText("  heart ")).toEqual({ ok: true, stat: "heart", difficulty: "normal" });
    expect(parseCheckText("stat=hurry difficulty=easy")).toEqual({ ok: true, stat: "hurry", difficulty: "easy" });
    // Optional Stats by id, whatever the case of the writer.
    expect(parseCheckText("hollyjolly")).toEqual({ ok: true, stat: "hollyJolly", difficulty: "normal" });
    expect(parseCheckText("history complex rolls=4")).toEqual({ ok: true, stat: "history", difficulty: "complex", rolls: 4 });
  });

  it("refuses malformed text with the reason, never throwing", () => {
    expect(parseCheckText("")).toEqual({ ok: false, code: "noStat" });
    expect(parseCheckText(undefined)).toEqual({ ok: false, code: "noStat" });
    expect(parseCheckText("hard")).toEqual({ ok: false, code: "noStat" });
    expect(parseCheckText("head harder")).toEqual({ ok: false, code: "unknownWord", word: "harder" });
    expect(parseCheckText("strength")).toEqual({ ok: false, code: "unknownWord", word: "strength" });
    expect(parseCheckText("head hand")).toEqual({ ok: false, code: "twoStats", word: "hand" });
    expect(parseCheckText("head hard easy")).toEqual({ ok: false, code: "twoDifficulties", word: "easy" });
    expect(parseCheckText("head complex rolls=x")).toEqual({ ok: false, code: "badRolls", word: "rolls=x" });
    expect(parseCheckText("head complex rolls=9")).toEqual({ ok: false, code: "badRolls", word: "rolls=9" });
    expect(parseCheckText("head complex rolls=1")).toEqual({ ok: false, code: "badRolls", word: "rolls=1" });
    expect(parseCheckText("head hard rolls=3")).toEqual({ ok: false, code: "rollsNotComplex" });
    expect(parseCheckText("stat=hard")).toEqual({ ok: false, code: "unknownWord", word: "stat=hard" });
    expect(parseCheckText("difficulty=head")).toEqual({ ok: false, code: "unknownWord", word: "difficulty=head" });
    // rolls= is one digit from 2 to 8, given once: nothing around the digit, no second count.
    for (const rolls of ["x4", "4x", "04", "4.0", "", "+4"]) expect(parseCheckText(`head complex rolls=${rolls}`)).toEqual({ ok: false, code: "badRolls", word: `rolls=${rolls}` });
    expect(parseCheckText("head complex rolls=3 rolls=4")).toEqual({ ok: false, code: "badRolls", word: "rolls=4" });
  });

  it("takes a Complex Check's rolls from 2 to 8, and gives rolls only when written", () => {
    expect(parseCheckText("head complex rolls=2")).toStrictEqual({ ok: true, stat: "head", difficulty: "complex", rolls: 2 });
    expect(parseCheckText("head complex rolls=8")).toStrictEqual({ ok: true, stat: "head", difficulty: "complex", rolls: 8 });
    expect("rolls" in parseCheckText("head complex")).toBe(false);
    expect("rolls" in parseCheckText("\thead\n hard ")).toBe(false);
  });

  it("writes rolls only for a Complex Check", () => {
    expect(formatCheckText({ stat: "head", difficulty: "hard", rolls: 3 })).toBe("[[/hbcheck head hard]]");
    expect(formatCheckText({ stat: "head", difficulty: "complex", rolls: 3 })).toBe("[[/hbcheck head complex rolls=3]]");
  });

  it("writes back what it reads", () => {
    for (const text of ["head", "head hard", "hurry easy", "history complex rolls=4", "hex complex"]) {
      const parsed = parseCheckText(text);
      if (!parsed.ok) throw new Error(text);
      const { ok: _ok, ...check } = parsed;
      expect(formatCheckText(check)).toBe(`[[/hbcheck ${text}]]`);
      expect(parseCheckText(formatCheckText(check).slice(10, -2))).toEqual(parsed);
    }
  });
});

describe("the enricher's pattern", () => {
  it("finds each written Check with its words and optional label, and nothing else", () => {
    expect(matches("Roll [[/hbcheck head hard]] or [[/hbcheck heart]]{Keep calm}.")).toEqual([
      ["[[/hbcheck head hard]]", "head hard", null],
      ["[[/hbcheck heart]]{Keep calm}", "heart", "Keep calm"],
    ]);
    // Malformed ones still match (so they can be marked as errors); core's own rolls do not.
    expect(matches("[[/hbcheck]] [[/HBCHECK foo]] [[/r 1d6]] [[1d6]]")).toEqual([
      ["[[/hbcheck]]", "", null],
      ["[[/HBCHECK foo]]", "foo", null],
    ]);
  });
});
