// Every Endeavor table ruling (a world setting) is documented in the How to play journal with its default, under the
// name the settings window shows.
import { readFileSync } from "node:fs";
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
