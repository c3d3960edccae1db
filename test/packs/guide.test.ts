// The in-game guide ("Using the system") is made from docs/play and docs/gm by the build (tools/guide-journal.mjs):
// every docs page is a page of the shipped journal, in its folder's README order, the GM's visible to GMs only, its
// links journal links, and every mention of How to play a link to it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { GUIDE_ID, guideJournal, pageId, pageUuid } from "../../tools/guide-journal.mjs";
import { readBuiltPack } from "./read-built-pack";

const HOW_TO_PLAY = parse(readFileSync("packs/_source/rules/how-to-play.yml", "utf8"))._id as string;
const docsPages = (folder: string) => readdirSync(`docs/${folder}`).filter((f) => f.endsWith(".md") && f !== "README.md").map((f) => `${folder}/${f}`);
const { doc, problems } = guideJournal();
const byFile = (file: string) => doc.pages.find((p) => p._id === pageId(file))!;

describe("the guide made from docs/", () => {
  it("is the journal the welcome opens, with a page for every file of docs/play and docs/gm and no problem", () => {
    expect(problems).toEqual([]);
    expect(readFileSync("src/applications/first-run/welcome.ts", "utf8")).toContain(`WELCOME_ID = "${GUIDE_ID}"`);
    expect([doc._id, doc.name]).toEqual([GUIDE_ID, "Using the system"]);
    const files = [...docsPages("play"), ...docsPages("gm")];
    expect(doc.pages.map((p) => p.flags["humanity-blessed"]!.source).sort()).toEqual(files.map((f) => `docs/${f}`).sort());
  });

  it("keeps each folder's README order, the players' pages first, each titled by its heading", () => {
    expect(doc.pages.slice(0, 5).map((p) => p.name)).toEqual(["Welcome", "Your character sheet", "Checks", "Sparks and Help", "Your turn in an Endeavor"]);
    expect(doc.pages.map((p) => p.sort)).toEqual(doc.pages.map((_, i) => (i + 1) * 100));
    expect(byFile("gm/running-endeavors.md").name).toBe("Running an Endeavor");
  });

  it("shows the GM's pages to GMs only: NONE by default on the page, the players' pages inheriting the observable entry", () => {
    expect(doc.ownership).toEqual({ default: 2 });
    for (const file of docsPages("play")) expect(byFile(file).ownership, file).toEqual({ default: -1 });
    for (const file of docsPages("gm")) expect(byFile(file).ownership, file).toEqual({ default: 0 });
    // The GM's macro to show the guide again is on a GM page, not on the players'.
    const macro = /unsetFlag\(&quot;humanity-blessed&quot;, &quot;welcomed&quot;\)/;
    expect(docsPages("play").filter((f) => macro.test(byFile(f).text.content))).toEqual([]);
    expect(byFile("gm/setup.md").text.content).toMatch(macro);
  });

  it("makes every mention of How to play a link to that journal, and links between pages journal page links", () => {
    for (const page of doc.pages) {
      const rest = page.text.content.replaceAll(`@UUID[Compendium.humanity-blessed.rules.JournalEntry.${HOW_TO_PLAY}]{How to play}`, "");
      expect(rest, page.name).not.toContain("How to play");
    }
    const welcome = byFile("play/welcome.md").text.content;
    expect(welcome).toContain(`@UUID[${pageUuid("play/endeavor-turn.md")}]{Your turn in an Endeavor}`);
    expect(welcome).toContain(`@UUID[${pageUuid("gm/running-endeavors.md")}]{Running an Endeavor}`);
    const ids = new Set(doc.pages.map((p) => p._id));
    const targets = doc.pages.flatMap((p) => [...p.text.content.matchAll(/JournalEntryPage\.([A-Za-z0-9]{16})\]/g)].map((m) => m[1]!));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((t) => !ids.has(t))).toEqual([]);
  });

  describe("refuses what would ship a broken guide", () => {
    const root = mkdtempSync(join(tmpdir(), "hb-guide-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const docs = join(root, "docs");
    beforeAll(() => {
      cpSync("docs", docs, { recursive: true });
      cpSync("packs/_source/rules", join(root, "packs/_source/rules"), { recursive: true });
    });

    it("a page no README lists, a README naming a missing page, a link outside the guide, markdown outside the subset", () => {
      writeFileSync(join(docs, "play/forgotten.md"), "# Forgotten\n\nText.\n");
      writeFileSync(join(docs, "gm/README.md"), `${readFileSync("docs/gm/README.md", "utf8")}11. [Gone](gone.md)\n`);
      writeFileSync(join(docs, "play/rush.md"), "# Rush\n\nSee [the API](../api/rules.md).\n");
      writeFileSync(join(docs, "play/stealth.md"), "# Stealth\n\n| a | b |\n");
      expect(guideJournal(docs, join(root, "packs/_source")).problems).toEqual([
        "play/forgotten.md is not listed in play/README.md",
        "gm/README.md lists gone.md, which does not exist",
        "docs/play/rush.md: a link to ../api/rules.md: a guide page may link to another guide page, a rules journal or a web page",
        "docs/play/stealth.md: line 3: a table is not in the guide's markdown",
      ]);
    });
  });
});

describe("the shipped rules pack (built LevelDB read back)", () => {
  let built: any[] = [];
  beforeAll(async () => {
    built = await readBuiltPack("dist/packs/rules");
  }, 60_000);

  it("carries the guide with every docs page, as the build made it", () => {
    const shipped = built.find((d) => d._id === GUIDE_ID);
    expect(shipped?.name).toBe("Using the system");
    const files = [...docsPages("play"), ...docsPages("gm")];
    expect(shipped.pages.map((p: any) => p._id).sort()).toEqual(files.map(pageId).sort());
    for (const page of doc.pages) {
      const out = shipped.pages.find((p: any) => p._id === page._id);
      expect({ name: out.name, type: out.type, text: out.text, ownership: out.ownership }, page.name).toEqual({ name: page.name, type: "text", text: { format: 1, content: page.text.content, markdown: out.text.markdown }, ownership: page.ownership });
    }
  });
});
