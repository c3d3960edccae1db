// The in-game guide, "Using the system", made from docs/play and docs/gm at build time so the two never drift: a
// JournalEntryPage per file, in the order of each folder's README. Players' pages inherit the entry's ownership (every
// user observes it); the GM's pages are NONE by default, so only GMs (always owners) see them — core's
// JournalEntryPage#getUserLevel reads a page's own level before its entry's. Links between guide pages become links
// between journal pages, and a link to a journal's source in packs/_source/rules a link to that compendium entry.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { parse } from "yaml";
import { escapeHtml, markdownToPage } from "./markdown-html.mjs";

export const GUIDE_ID = "JyATvL2iFXL8eCS1";
export const GUIDE_NAME = "Using the system";
const SYSTEM = "humanity-blessed";
const PACK = "rules";
/** The guide's folders: who may read their pages (core's ownership levels: -1 inherit, 0 none). */
export const GUIDE_PARTS = [{ folder: "play", ownership: { default: -1 } }, { folder: "gm", ownership: { default: 0 } }];

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A page's id, stable while its file keeps its path (docs-relative, e.g. "play/endeavor-turn.md"). */
export function pageId(file) {
  const bytes = createHash("sha256").update(`${SYSTEM}.guide:${file}`).digest();
  return Array.from(bytes.subarray(0, 16), (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export const entryUuid = (id) => `Compendium.${SYSTEM}.${PACK}.JournalEntry.${id}`;
export const pageUuid = (file) => `${entryUuid(GUIDE_ID)}.JournalEntryPage.${pageId(file)}`;

/** The files of a folder in the order its README links them; a page left out of it, or a link to none, is a problem. */
export function pageOrder(docs, folder, problems) {
  const dir = join(docs, folder);
  const index = readFileSync(join(dir, "README.md"), "utf8");
  const listed = [...index.matchAll(/\]\(([^)#]+\.md)\)/g)].map((m) => m[1]);
  const present = readdirSync(dir).filter((f) => f.endsWith(".md") && f !== "README.md").sort();
  for (const f of listed) if (!present.includes(f)) problems.push(`${folder}/README.md lists ${f}, which does not exist`);
  for (const f of present) if (!listed.includes(f)) problems.push(`${folder}/${f} is not listed in ${folder}/README.md`);
  return listed.filter((f) => present.includes(f)).map((f) => `${folder}/${f}`);
}

/** What a link in a guide page becomes, or a thrown refusal naming what a journal page cannot link to. */
function linker(docs, sources, file, pages) {
  return (url, label) => {
    if (/^https?:\/\//.test(url)) return `<a href="${escapeHtml(url)}">${label}</a>`;
    const [path] = url.split("#");
    const target = normalize(join(dirname(join(docs, file)), path));
    const inDocs = relative(docs, target).split("\\").join("/");
    if (pages.includes(inDocs)) return `@UUID[${pageUuid(inDocs)}]{${label}}`;
    const source = relative(join(sources, PACK), target);
    if (!source.startsWith("..") && source.endsWith(".yml") && existsSync(target)) {
      return `@UUID[${entryUuid(parse(readFileSync(target, "utf8"))._id)}]{${label}}`;
    }
    throw new Error(`a link to ${url}: a guide page may link to another guide page, a rules journal or a web page`);
  };
}

/**
 * The guide as a JournalEntry source (the shape of packs/_source's YAML), and the problems that must stop a build.
 * `docs` and `sources` are the docs/ and packs/_source folders.
 */
export function guideJournal(docs = "docs", sources = "packs/_source") {
  const problems = [];
  const parts = GUIDE_PARTS.map((part) => ({ ...part, files: pageOrder(docs, part.folder, problems) }));
  const files = parts.flatMap((p) => p.files);
  const pages = parts.flatMap((part) => part.files.map((file) => {
    let page;
    try {
      page = markdownToPage(readFileSync(join(docs, file), "utf8"), linker(docs, sources, file, files));
    } catch (error) {
      problems.push(`docs/${file}: ${error.message}`);
      return null;
    }
    const id = pageId(file);
    return {
      _id: id, _key: `!journal.pages!${GUIDE_ID}.${id}`, name: page.title, type: "text",
      title: { show: true, level: 1 }, text: { format: 1, content: page.html },
      sort: (files.indexOf(file) + 1) * 100, ownership: { ...part.ownership },
      flags: { [SYSTEM]: { source: `docs/${file}` } },
    };
  })).filter(Boolean);
  const doc = {
    _id: GUIDE_ID, _key: `!journal!${GUIDE_ID}`, name: GUIDE_NAME, pages, folder: null, sort: 50,
    ownership: { default: 2 }, flags: { [SYSTEM]: { source: "docs" } }, categories: [],
  };
  return { doc, problems };
}

/** Is this pack document the generated guide? (packs:extract leaves it out: its source is docs/.) */
export const isGuide = (doc) => doc?._id === GUIDE_ID;
