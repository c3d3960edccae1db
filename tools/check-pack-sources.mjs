#!/usr/bin/env node
// Checks the compendium sources in packs/_source before anything compiles them:
//   - every file parses, has a valid, unique 16-character _id and the matching _key (journal pages too);
//   - what only a compendium document must be (blank owner state, the book's source line, limits and uses
//     consistent); the fields and their types are checked by the real data models (test/data/pack-documents.test.ts);
//   - folders referenced exist in the same pack; no volatile _stats;
//   - when the books are at hand (default ../shared/rules, or --books DIR), every quoted text is the book's
//     text word for word and every Specialization, Lifestyle and Ethic of both books is present; a Specialization
//     credited to the supplement *Humanity, Endeavored* is held to the supplement's Specialization Options instead.
// Prints counts per pack; exits 1 on any problem.
// Usage: node tools/check-pack-sources.mjs [--books DIR] [--quiet]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = join(ROOT, "packs/_source");
const args = process.argv.slice(2);
const booksArg = args.includes("--books") ? args[args.indexOf("--books") + 1] : null;
const BOOKS_DIR = booksArg ? resolve(booksArg) : resolve(ROOT, "../shared/rules");
const QUIET = args.includes("--quiet");

export const EDITIONS = ["v0.0.21.10", "v0.0.18"];
const BOOK_FILES = { "v0.0.21.10": "humanity-blessed-v0.0.21.10.md", "v0.0.18": "humanity-blessed-v0.0.18.md" };
/** The supplement (written for v0.0.21.10): its Specialization Options are documents credited to it by `source`. */
const SUPPLEMENT = { file: "humanity-endeavored-v0.0.21.10.md", edition: "v0.0.21.10", title: "Humanity, Endeavored" };
export const fromSupplement = (doc) => String(doc.system?.source ?? "").startsWith(`${SUPPLEMENT.title} `);
const PACKS = {
  specializations: { type: "Item", itemType: "specialization", folders: ["General", "Endeavor"] },
  lifestyles: { type: "Item", itemType: "lifestyle", folders: ["Starting", "Upgraded"] },
  ethics: { type: "Item", itemType: "ethic", folders: ["Starting", "Upgraded"] },
  rules: { type: "JournalEntry", folders: [] },
};
const ID = /^[A-Za-z0-9]{16}$/;
const SUMMARY_BANNER = "<p><em>Summary, not the book's text. Read the rules at <a href=\"https://snotskie.com/ttrpg/\">snotskie.com/ttrpg</a>.</em></p>";

// Our own line of Checks after a quoted text: links that roll what the book names (the [[/hbcheck]] enricher), not
// book text, so they are left out when the quote is compared with the book — and may hold nothing else.
const OUR_CHECKS = /<p class="hb-checks">([\s\S]*?)<\/p>/g;
const CHECK_TEXT = /\[\[\/hbcheck(?:\s+[^\]]*)?\]\](?:\{[^}]*\})?/g;
const withoutOurChecks = (html) => String(html ?? "").replace(OUR_CHECKS, "");

const problems = [];
const problem = (where, msg) => problems.push(`${where}: ${msg}`);

// --- field checks ------------------------------------------------------------------------------------------------
const isStr = (v) => typeof v === "string";
const isStrArr = (v) => Array.isArray(v) && v.every((x) => typeof x === "string" && x.length > 0);
const isEditions = (v) => Array.isArray(v) && v.length > 0 && v.every((e) => EDITIONS.includes(e)) && new Set(v).size === v.length;
const isHtml = (v) => isStr(v) && /^<p>[\s\S]*<\/p>$/.test(v.trim()) && !/[*$`]/.test(v); // no Markdown left over

// The fields and their types are the data models' business: test/data/pack-documents.test.ts builds every source
// and every built document with the real models (strict), and holds each to exactly the fields the model has.
// What is checked here is what only a compendium document must be: blank owner state and the book's wording.
const COMPENDIUM = {
  specialization: {
    used: [(v) => v === 0, "0 in the compendium"],
    recharged: [(v) => v === 0, "0 in the compendium"],
    aptitude: [(v) => v === "", "empty in the compendium"],
    spent: [(v) => v === false, "false in the compendium"],
    tags: [(v) => isStrArr(v) && new Set(v).size === v.length, "a list of distinct non-empty strings"],
    source: [(v) => isStr(v) && /^Humanity, (?:Blessed|Endeavored) v[\d.]+ \(snotskie, CC BY-NC-ND 4\.0\)$/.test(v), "\"Humanity, Blessed <edition> (snotskie, CC BY-NC-ND 4.0)\" (or Humanity, Endeavored, the supplement)"],
  },
  lifestyle: { key: [(v) => isStr(v) && /^[a-z][A-Za-z]*$/.test(v), "a camelCase key"] },
};
COMPENDIUM.ethic = COMPENDIUM.lifestyle;
for (const type of Object.keys(COMPENDIUM)) {
  COMPENDIUM[type].description = [isHtml, "HTML starting with <p>"];
  COMPENDIUM[type].editions = [isEditions, `a non-empty list of ${EDITIONS.join(", ")}`];
}

function checkCompendiumValues(where, system, rules) {
  for (const [field, [test, what]] of Object.entries(rules)) {
    if (!test(system[field])) problem(where, `system.${field} must be ${what} (is ${JSON.stringify(system[field])})`);
  }
}

function checkSpecialization(where, doc, folderName) {
  const s = doc.system;
  if (s.limit === "" && s.uses !== 0) problem(where, "uses must be 0 when there is no limit");
  if (s.limit !== "" && !(s.uses >= 1)) problem(where, "uses must be ≥ 1 when there is a limit");
  if (s.endeavorOnly !== (s.tags ?? []).includes("endeavor")) problem(where, "endeavorOnly and the \"endeavor\" tag must agree");
  if (folderName && folderName !== (s.endeavorOnly ? "Endeavor" : "General")) problem(where, `belongs in folder ${s.endeavorOnly ? "Endeavor" : "General"}, not ${folderName}`);
  if (s.source && s.editions && !s.source.includes(s.editions[0])) problem(where, "source must name the document's first edition");
  const suffix = doc.name.match(/ \((v[\d.]+)\)$/)?.[1];
  if (suffix && JSON.stringify(s.editions) !== JSON.stringify([suffix])) problem(where, `a "(${suffix})" document must have editions [${suffix}] only`);
  if (s.recharge && !/<em>Recharge:<\/em>/.test(s.description)) problem(where, "has a recharge cost the description does not show");
  if (!/^<p><em>Effect:<\/em> /.test(s.description ?? "")) problem(where, "description must start with the book's <em>Effect:</em>");
  for (const [, inner] of String(s.description ?? "").matchAll(OUR_CHECKS)) {
    if (!/^<em>[^<]+<\/em> /.test(inner) || inner.replace(/^<em>[^<]+<\/em>/, "").replace(CHECK_TEXT, "").replace(/[\s·,]+/g, "") !== "")
      problem(where, "a <p class=\"hb-checks\"> line holds a label in <em> and [[/hbcheck …]] links only");
  }
}

// --- reading --------------------------------------------------------------------------------------------------------
function files(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else out.push(p);
  }
  return out;
}
const slug = (s) => s.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export function readPack(pack) {
  const dir = join(SOURCES, pack);
  const docs = [];
  if (!existsSync(dir)) { problem(`packs/_source/${pack}`, "missing"); return docs; }
  for (const file of files(dir)) {
    const where = relative(ROOT, file);
    if (!file.endsWith(".yml")) { problem(where, "not a .yml file (one YAML file per document)"); continue; }
    let doc;
    try { doc = parse(readFileSync(file, "utf8")); } catch (err) { problem(where, `cannot be parsed (${err.message.split("\n")[0]})`); continue; }
    if (!doc || typeof doc !== "object" || Array.isArray(doc)) { problem(where, "is not a document"); continue; }
    docs.push({ where, file, doc });
  }
  return docs;
}

// --- the books ------------------------------------------------------------------------------------------------------
/** Book Markdown or our HTML → plain words for comparison. */
const plain = (s) => s
  .replace(/<\/?(?:p|li|ul|ol|br|tr|td|th|table|thead|tbody|h\d)\b[^>]*>/g, " ")
  .replace(/<[^>]+>/g, "")
  .replace(/\$([^$]*)\$/g, "$1").replace(/\\times/g, "×")
  .replace(/\*\*|\*|`/g, "")
  .replace(/&mdash;/g, "—").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'")
  .replace(/\s+/g, " ").trim();

function bookCards(text, suffix) {
  const out = new Map();
  const re = new RegExp(`^\\|[ \\t]*(?:\\S+[ \\t]+)?([^|\\n]*?) ${suffix}[ \\t]*\\|[ \\t]*\\n\\|[ \\t]*-+[ \\t]*\\|[ \\t]*\\n((?:\\|[^\\n]*\\|[ \\t]*(?:\\n|$))+)`, "gm");
  for (const m of text.matchAll(re)) {
    const body = m[2].trim().split("\n").map((r) => r.trim().replace(/^\|\s*/, "").replace(/\s*\|$/, "")).join(" ");
    out.set(m[1].replace(/&amp;/g, "&").trim(), plain(body));
  }
  return out;
}
const between = (text, start, end) => {
  const from = text.indexOf(start);
  if (from < 0) return "";
  const to = text.indexOf(end, from + start.length);
  return text.slice(from, to < 0 ? undefined : to);
};

export function readBooks(dir = BOOKS_DIR) {
  if (!EDITIONS.every((ed) => existsSync(join(dir, BOOK_FILES[ed])))) return null;
  const books = {};
  for (const ed of EDITIONS) {
    const text = readFileSync(join(dir, BOOK_FILES[ed]), "utf8").replace(/<!--[\s\S]*?-->/g, "");
    const upgrades = ed === "v0.0.18"
      ? between(text, "### Lifestyle Options", "### Specialization Options")
      : between(text, "### Lifestyle & Ethic Options", "### Specialization Options");
    const conditions = new Map();
    const condSection = between(text, "Condition Effects", "\n## ");
    for (const m of condSection.matchAll(/<th scope="row">([^<]+)<\/th>\s*<td>([\s\S]*?)<\/td>/g)) conditions.set(m[1], plain(m[2]));
    for (const m of condSection.matchAll(/^[ \t]*\|\s*([A-Z][a-z]+)\s*\|\s*(\*Effect:\*.*?)\s*\|\s*$/gm)) conditions.set(m[1], plain(m[2]));
    books[ed] = {
      specializations: bookCards(between(text, "### Specialization Options", "\n## "), "Specialization"),
      lifestyles: new Map([...bookCards(between(text, "### Lifestyles\n", "\n### "), "Lifestyle"), ...bookCards(upgrades, "Lifestyle")]),
      ethics: new Map([...bookCards(between(text, "### Ethics\n", "\n### "), "Ethic"), ...bookCards(upgrades, "Ethic")]),
      optionalStats: bookCards(between(text, "### Optional Stats", "### Stat Dice"), "Stat"),
      conditions,
    };
  }
  // The supplement, when it is beside the books: its Specialization Options (Hidden).
  const supplement = join(dir, SUPPLEMENT.file);
  if (existsSync(supplement)) {
    const text = readFileSync(supplement, "utf8").replace(/<!--[\s\S]*?-->/g, "");
    books.supplement = { specializations: bookCards(between(text, "### Specialization Options", "\n## "), "Specialization") };
  }
  return books;
}

const baseName = (name) => name.replace(/ \(v[\d.]+\)$/, "");

function checkAgainstBooks(all, books) {
  for (const pack of ["specializations", "lifestyles", "ethics"]) {
    const items = all[pack].filter((d) => d.doc.type !== "Folder" && !String(d.doc._key).startsWith("!folders!"));
    for (const ed of EDITIONS) {
      const expected = books[ed][pack];
      const have = new Map();
      for (const { where, doc } of items) {
        if (!doc.system?.editions?.includes(ed) || fromSupplement(doc)) continue;
        const name = baseName(doc.name);
        if (have.has(name)) problem(where, `a second ${ed} document for ${name} (also ${have.get(name)})`);
        have.set(name, where);
        const text = expected.get(name);
        if (text === undefined) { problem(where, `${name} is not in the ${ed} book`); continue; }
        const ours = plain(withoutOurChecks(doc.system.description));
        if (ours !== text) problem(where, `text differs from the ${ed} book:\n    book: ${text}\n    ours: ${ours}`);
        if (pack === "specializations") {
          const cost = text.match(/Recharge: ([①-⑥]+)/u)?.[1] ?? "";
          if (doc.system.recharge !== cost) problem(where, `recharge ${JSON.stringify(doc.system.recharge)} but the ${ed} book says ${JSON.stringify(cost)}`);
        }
      }
      for (const name of expected.keys()) if (!have.has(name)) problem(`packs/_source/${pack}`, `${ed} book's ${name} has no document`);
    }
  }
  // The supplement's Specialization Options: each the supplement's text word for word, of its edition only; all there.
  if (books.supplement) {
    const expected = books.supplement.specializations;
    const ours = all.specializations.filter((d) => d.doc.type !== "Folder" && !String(d.doc._key).startsWith("!folders!") && fromSupplement(d.doc));
    for (const { where, doc } of ours) {
      const text = expected.get(doc.name);
      if (text === undefined) { problem(where, `${doc.name} is not in ${SUPPLEMENT.title}`); continue; }
      const mine = plain(withoutOurChecks(doc.system.description));
      if (mine !== text) problem(where, `text differs from ${SUPPLEMENT.title}:\n    book: ${text}\n    ours: ${mine}`);
      if (JSON.stringify(doc.system.editions) !== JSON.stringify([SUPPLEMENT.edition])) problem(where, `a ${SUPPLEMENT.title} document has editions [${SUPPLEMENT.edition}] only`);
      if (doc.system.source !== `${SUPPLEMENT.title} ${SUPPLEMENT.edition} (snotskie, CC BY-NC-ND 4.0)`) problem(where, `source must credit ${SUPPLEMENT.title} ${SUPPLEMENT.edition}`);
      const cost = text.match(/Recharge: ([①-⑥]+)/u)?.[1] ?? "";
      if (doc.system.recharge !== cost) problem(where, `recharge ${JSON.stringify(doc.system.recharge)} but ${SUPPLEMENT.title} says ${JSON.stringify(cost)}`);
    }
    for (const name of expected.keys()) if (!ours.some((d) => d.doc.name === name)) problem("packs/_source/specializations", `${SUPPLEMENT.title}'s ${name} has no document`);
  }
  // Journals of quoted text: every book text appears verbatim on its page, with its edition named.
  for (const [entryName, key] of [["Conditions", "conditions"], ["Optional Stats", "optionalStats"]]) {
    const entry = all.rules.find((d) => d.doc.name === entryName);
    if (!entry) { problem("packs/_source/rules", `no "${entryName}" entry`); continue; }
    const names = new Set(EDITIONS.flatMap((ed) => [...books[ed][key].keys()]));
    for (const name of names) {
      const page = entry.doc.pages?.find((p) => p.name === name);
      if (!page) { problem(entry.where, `no page for ${name}`); continue; }
      const paras = [...String(page.text?.content ?? "").matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => plain(m[1]));
      for (const ed of EDITIONS) {
        const text = books[ed][key].get(name);
        if (text === undefined) continue;
        const at = paras.indexOf(text);
        if (at < 0) problem(entry.where, `page ${name} does not quote the ${ed} text exactly: ${text}`);
        else if (!(paras[at + 1] ?? "").includes(ed)) problem(entry.where, `page ${name}: the ${ed} quote is not followed by its edition`);
      }
    }
    for (const page of entry.doc.pages ?? []) if (!names.has(page.name)) problem(entry.where, `page ${page.name} is not in either book`);
  }
}

// --- main -------------------------------------------------------------------------------------------------------------
export function checkAll({ booksDir = BOOKS_DIR } = {}) {
  problems.length = 0;
  const all = {};
  const ids = new Map();
  const claim = (id, where) => {
    if (ids.has(id)) problem(where, `_id ${id} is also used by ${ids.get(id)}`);
    else ids.set(id, where);
  };
  for (const [pack, def] of Object.entries(PACKS)) {
    const docs = (all[pack] = readPack(pack));
    const folders = new Map();
    for (const { where, doc } of docs) if (String(doc._key ?? "").startsWith("!folders!")) folders.set(doc._id, doc.name);
    const names = new Map();
    for (const { where, file, doc } of docs) {
      if (!ID.test(doc._id ?? "")) problem(where, "missing or invalid _id (16 letters/digits)");
      else claim(doc._id, where);
      if ("_stats" in doc) problem(where, "has volatile _stats");
      if (!isStr(doc.name) || !doc.name) problem(where, "missing name");
      const isFolder = String(doc._key ?? "").startsWith("!folders!");
      if (isFolder) {
        if (doc._key !== `!folders!${doc._id}`) problem(where, `_key must be "!folders!${doc._id}"`);
        if (doc.type !== def.type) problem(where, `folder type must be ${def.type}`);
        if (!def.folders.includes(doc.name)) problem(where, `unexpected folder ${doc.name}`);
        if (!/\/_folder-[a-z0-9-]+\.yml$/.test(file)) problem(where, "folder files are named _folder-<slug>.yml");
        for (const k of ["folder", "sorting", "sort", "description", "flags"]) if (!(k in doc)) problem(where, `folder missing ${k}`);
        continue;
      }
      if (!file.endsWith(`/${slug(doc.name ?? "")}.yml`)) problem(where, `file name should be ${slug(doc.name ?? "")}.yml`);
      if (names.has(doc.name)) problem(where, `name ${doc.name} is also used by ${names.get(doc.name)}`);
      names.set(doc.name, where);
      if (doc.folder !== null && !folders.has(doc.folder)) problem(where, `folder ${doc.folder} is not a folder of this pack`);
      if (typeof doc.sort !== "number") problem(where, "sort must be a number");
      if (JSON.stringify(doc.ownership) !== JSON.stringify({ default: 0 })) problem(where, "ownership must be {default: 0}");
      if (!doc.flags || typeof doc.flags !== "object") problem(where, "flags must be an object");
      if (def.type === "Item") {
        if (doc._key !== `!items!${doc._id}`) problem(where, `_key must be "!items!${doc._id}"`);
        if (doc.type !== def.itemType) problem(where, `type must be ${def.itemType}`);
        if (!isStr(doc.img) || !doc.img) problem(where, "missing img");
        if (!Array.isArray(doc.effects) || doc.effects.length) problem(where, "effects must be []");
        if (!doc.system || typeof doc.system !== "object") { problem(where, "missing system"); continue; }
        checkCompendiumValues(where, doc.system, COMPENDIUM[def.itemType]);
        const folderName = folders.get(doc.folder);
        if (!folderName) problem(where, "must be in one of the pack's folders");
        if (def.itemType === "specialization") checkSpecialization(where, doc, folderName);
        else if (folderName && folderName.toLowerCase() !== doc.system.stage) problem(where, `stage ${doc.system.stage} but folder ${folderName}`);
      } else {
        if (doc._key !== `!journal!${doc._id}`) problem(where, `_key must be "!journal!${doc._id}"`);
        if (!Array.isArray(doc.pages) || !doc.pages.length) { problem(where, "journal without pages"); continue; }
        if (!Array.isArray(doc.categories)) problem(where, "categories must be a list");
        const pageNames = new Set();
        for (const page of doc.pages) {
          const at = `${where} page "${page.name}"`;
          if (!ID.test(page._id ?? "")) problem(at, "missing or invalid _id");
          else claim(page._id, at);
          if (page._key !== `!journal.pages!${doc._id}.${page._id}`) problem(at, `_key must be "!journal.pages!${doc._id}.${page._id}"`);
          if (pageNames.has(page.name)) problem(at, "duplicate page name");
          pageNames.add(page.name);
          if (page.type !== "text") problem(at, "type must be text");
          if (page.text?.format !== 1 || !/^<p>[\s\S]*>$/.test(page.text?.content ?? "") || /[*$`]/.test(page.text?.content ?? "")) problem(at, "text must be {format: 1, content: \"<p>…\"} (HTML)");
          if (typeof page.sort !== "number") problem(at, "sort must be a number");
          if (page.ownership?.default !== -1) problem(at, "ownership must be {default: -1}");
          if ("_stats" in page) problem(at, "has volatile _stats");
          if (doc.name === "How to play" && !page.text?.content?.startsWith(SUMMARY_BANNER)) problem(at, "a summary page must start with the \"Summary, not the book's text\" banner");
        }
      }
    }
    // Lifestyles and Ethics: one document per key and edition.
    if (pack === "lifestyles" || pack === "ethics") {
      const seen = new Map();
      for (const { where, doc } of docs) for (const ed of doc.system?.editions ?? []) {
        const k = `${doc.system.key}@${ed}`;
        if (seen.has(k)) problem(where, `key ${doc.system.key} has two ${ed} documents (also ${seen.get(k)})`);
        seen.set(k, where);
      }
    }
  }
  for (const name of ["How to play", "Conditions", "Optional Stats", "License and attribution"])
    if (!all.rules.some((d) => d.doc.name === name)) problem("packs/_source/rules", `missing journal "${name}"`);
  const license = all.rules.find((d) => d.doc.name === "License and attribution");
  const licenseText = license?.doc.pages?.map((p) => p.text?.content ?? "").join("") ?? "";
  for (const must of ["snotskie", "https://snotskie.com/ttrpg/", "https://creativecommons.org/licenses/by-nc-nd/4.0/", "10.5281/zenodo.14673714", "⊜ Community Content"])
    if (!licenseText.includes(must)) problem(license?.where ?? "packs/_source/rules", `license page must mention ${must}`);

  const books = readBooks(booksDir);
  if (books) checkAgainstBooks(all, books);
  return { all, books: !!books, problems: [...problems] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { all, books, problems: found } = checkAll();
  for (const [pack, docs] of Object.entries(all)) {
    const folders = docs.filter((d) => String(d.doc._key).startsWith("!folders!")).length;
    const pages = docs.reduce((n, d) => n + (d.doc.pages?.length ?? 0), 0);
    const perEdition = EDITIONS.map((ed) => `${ed}: ${docs.filter((d) => d.doc.system?.editions?.includes(ed)).length}`).join(", ");
    if (!QUIET) console.log(`${pack}: ${docs.length - folders} documents, ${folders} folders` + (pages ? `, ${pages} pages` : `  (${perEdition})`));
  }
  if (!QUIET) console.log(books ? `quoted text checked against the books in ${relative(process.cwd(), BOOKS_DIR) || "."}` : `books not found in ${BOOKS_DIR}: quoted text NOT checked`);
  if (found.length) {
    console.error(`\n${found.length} problem(s):\n  ` + found.join("\n  "));
    process.exit(1);
  }
  if (!QUIET) console.log("ok");
}
