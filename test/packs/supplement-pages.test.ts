// The How to play pages for Humanity, Endeavored's Endeavors (issue 28): our own summaries, and what they quote of the
// supplement is its text word for word, credited to it; the Stealth page gives the readings the system plays.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const RULES = process.env.HB_RULES ?? "../shared/rules";
const SUPPLEMENT = join(RULES, "humanity-endeavored-v0.0.21.10.md");
const journal = parse(readFileSync("packs/_source/rules/how-to-play.yml", "utf8")) as { pages: { name: string; text: { content: string } }[] };
const page = (name: string) => journal.pages.find((p) => p.name === name)?.text.content ?? "";
/** Markup out, entities and KaTeX read, whitespace collapsed. */
const plain = (s: string) => s.replace(/<[^>]+>/g, "").replace(/\$([^$]*)\$/g, "$1").replace(/\*\*|\*/g, "")
  .replace(/&ndash;/g, "–").replace(/&mdash;/g, "—").replace(/&quot;/g, '"').replace(/\s+/g, " ").trim();
/** The passages a page quotes (in double quotes). */
const quotes = (html: string) => [...plain(html).matchAll(/"([^"]+)"/g)].map((m) => m[1]!);

describe.each(["Rush Endeavors", "Stealth Endeavors"])("the %s page", (name) => {
  it("is our summary (the banner), credits Humanity, Endeavored, and marks every part v0.0.21.10 only", () => {
    const html = page(name);
    expect(html).toMatch(/^<p><em>Summary, not the book's text\./);
    expect(html).toContain("<em>Humanity, Endeavored</em>");
    const parts = html.split(/<\/?(?:p|li|ul)>/).filter((b) => b.trim() && !b.includes("Summary, not the book"));
    for (const part of parts) expect(part, part.slice(0, 80)).toContain('data-edition="v0.0.21.10"');
  });

  it.skipIf(!existsSync(SUPPLEMENT))("quotes the supplement only word for word", () => {
    const book = plain(readFileSync(SUPPLEMENT, "utf8").replace(/<!--[\s\S]*?-->/g, ""));
    const quoted = quotes(page(name));
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(book, q).toContain(q);
  });
});

describe("the Stealth Endeavors page", () => {
  it("gives each reading the system plays where the supplement is silent, and the settings that change two of them", () => {
    const text = plain(page("Stealth Endeavors"));
    for (const reading of [
      "it chooses Watch as its Action Die every round", "by the Help's bonus, never below 0", "as a second turn",
      "three Wounds in a row remove a rogue only through Engage Sentry", "the attempt uses it, whatever the result",
      "nobody wins if one escaped, the Eye wins if none did", "the tracker keeps one track",
      "a loop where 20 and 1 are next to each other", "or History (or any Action Die)", "a v0.0.18 world does not offer Stealth Endeavors",
    ]) expect(text).toContain(reading);
  });
});
