// The rules journals mark what only one edition's book has: a reader of a v0.0.18 world must not take a v0.0.21.10
// rule for theirs. Each rule below is found in one book only (checked against the books when ../shared holds them).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Journal = { pages: { name: string; text?: { content?: string } }[] };
const pages = ["how-to-play", "conditions"].flatMap((f) => (parse(readFileSync(`packs/_source/rules/${f}.yml`, "utf8")) as Journal).pages);

/** Journal words → the edition whose book alone has the rule, and the book's words for it. */
const ONLY = [
  { journal: "Defense Stat", edition: "v0.0.18", book: "Defense Stat" },
  { journal: "situational aid", edition: "v0.0.18", book: "situational aid" },
  { journal: "position roll", edition: "v0.0.18", book: "position roll" },
  { journal: "Action Die", edition: "v0.0.21.10", book: "Action Die" },
  { journal: "Racing", edition: "v0.0.21.10", book: "Racing" },
  { journal: "targets Hurry", edition: "v0.0.21.10", book: "the Stat it targets is Hurry" },
] as const;
const PAGES_ONLY = [{ page: "Vexed", edition: "v0.0.21.10" }, { page: "Vulnerable", edition: "v0.0.18" }] as const;

/** The page's paragraphs and list items, each with the editions its marks name. */
function blocks(content: string): { text: string; marks: string[] }[] {
  return content.split(/<\/?(?:p|li|ul|table)[^>]*>/).filter((b) => b.trim()).map((b) => ({
    text: b.replace(/<[^>]+>/g, ""),
    marks: [...b.matchAll(/class="hb-edition-only" data-edition="([^"]+)"/g)].map((m) => m[1]!),
  }));
}

describe("edition-only rules in the rules journals", () => {
  it.each(ONLY)("every mention of $journal is marked \"$edition only\"", ({ journal, edition }) => {
    const mentions = pages.filter((p) => p.name !== "The two editions").flatMap((p) => blocks(p.text?.content ?? "").map((b) => ({ ...b, page: p.name })))
      .filter((b) => b.text.includes(journal) && !b.text.includes("Summary, not the book"));
    expect(mentions.length, journal).toBeGreaterThan(0);
    for (const m of mentions) expect(m.marks, `${m.page}: ${m.text.slice(0, 80)}`).toContain(edition);
  });

  it.each(PAGES_ONLY)("the $page page is marked \"$edition only\"", ({ page, edition }) => {
    const content = pages.find((p) => p.name === page)!.text!.content!;
    expect(blocks(content)[0]!.marks).toEqual([edition]);
  });

  it("a mark reads as the edition it names", () => {
    const all = pages.flatMap((p) => [...(p.text?.content ?? "").matchAll(/data-edition="([^"]+)">([^<]+)</g)]);
    expect(all.length).toBeGreaterThanOrEqual(ONLY.length + PAGES_ONLY.length);
    for (const m of all) expect(m[2]).toBe(`${m[1]} only`);
  });
});

// The claim behind each mark, read from the books themselves where they are beside the repository.
const books = [resolve("../shared/rules"), "/work/shared/rules"].find((dir) => existsSync(join(dir, "humanity-blessed-v0.0.18.md")));
describe.skipIf(!books)("the books agree that each is one edition's", () => {
  const read = (ed: string) => readFileSync(join(books!, `humanity-blessed-${ed}.md`), "utf8");
  it.each(ONLY)("$book is in $edition's book only", ({ book, edition }) => {
    const other = edition === "v0.0.18" ? "v0.0.21.10" : "v0.0.18";
    expect(read(edition)).toContain(book);
    expect(read(other)).not.toContain(book);
  });
  it.each(PAGES_ONLY)("the $page Condition is in $edition's book only", ({ page, edition }) => {
    const other = edition === "v0.0.18" ? "v0.0.21.10" : "v0.0.18";
    expect(read(edition)).toContain(page);
    expect(read(other)).not.toContain(page);
  });
});
