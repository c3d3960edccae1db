// Every Endeavor table ruling (a world setting) is documented in the How to play journal with its default, under the
// name the settings window shows.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENDEAVOR_RULINGS } from "../../src/settings";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
const journal = parse(readFileSync("packs/_source/rules/how-to-play.yml", "utf8"));
const page = journal.pages.find((p: { name: string }) => p.name === "Endeavor table rulings");
// The page's words: list items on lines of their own, tags and entities out.
const text = String(page?.text.content ?? "").replace(/<li>/g, "\n").replace(/<[^>]+>/g, "").replace(/&quot;/g, '"');

describe("the Endeavor table rulings page", () => {
  it.each(Object.entries(ENDEAVOR_RULINGS))("names %s as the settings window does, with its default", (key, values) => {
    const setting = lang.HB.Setting[key];
    expect(text).toContain(setting.name);
    // The default: the first choice's words, "default off" for a Boolean, the number for a Number.
    const line = text.split(setting.name)[1]!.split("\n")[0]!.slice(0, 200);
    if (typeof values === "boolean") expect(line).toMatch(/default off/);
    else if (typeof values === "number") expect(line).toContain(`default ${values}`);
    else expect(line).toMatch(/default/);
  });
});

// Issue 15, "Racing beyond one track": the book allows "additional areas … each with their own track"; the system keeps
// one track and says why, in the GM's rulings page (docs/gm, the in-game guide) and the How to play journal, quoting the book word for word.
describe("Racing's additional areas", () => {
  const QUOTE = "additional areas may become available, each with their own track and lay of the land";
  const readme = readFileSync("docs/gm/rulings.md", "utf8").replace(/\s+/g, " ");
  const rulings = text.replace(/\s+/g, " ");

  it("the GM's rulings page and the journal quote the book and say the engine keeps one track, and what the GM does instead", () => {
    for (const words of [readme, rulings]) {
      expect(words).toContain(`"${QUOTE}`);
      expect(words).toMatch(/gives no rule for (how a racer moves from one area's track to another's|moving between areas' tracks)/);
      expect(words).toMatch(/(keeps one track|Racing keeps one track)/);
      expect(words).toMatch(/new race/);
    }
  });

  const books = [resolve("../shared/rules"), "/work/shared/rules"].find((dir) => existsSync(join(dir, "humanity-blessed-v0.0.21.10.md")));
  it.skipIf(!books)("the quote is the book's own words (v0.0.21.10, Racing: Terrain)", () => {
    const book = readFileSync(join(books!, "humanity-blessed-v0.0.21.10.md"), "utf8").replace(/\s+/g, " ");
    expect(book).toContain(QUOTE);
  });
});
