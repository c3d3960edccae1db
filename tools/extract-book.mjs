// Maintainer tool, not part of the build: writes the compendium sources in packs/_source from the book's own
// Markdown (the author's sources, CC BY-NC-ND 4.0 — quoted verbatim, never edited). Ids are derived from the
// pack and name, so re-running it keeps them stable. Usage: node tools/extract-book.mjs [path/to/rules]
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";

const RULES = process.argv[2] ?? "../shared/rules";
const BOOKS = { "v0.0.21.10": "humanity-blessed-v0.0.21.10.md", "v0.0.18": "humanity-blessed-v0.0.18.md" };
const SOURCE = (ed) => `Humanity, Blessed ${ed} (snotskie, CC BY-NC-ND 4.0)`;

const id = (...parts) => {
  const h = createHash("sha256").update(parts.join(":")).digest();
  const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return [...h.subarray(0, 16)].map((b) => abc[b % abc.length]).join("");
};
const slug = (s) => s.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const camel = (s) => s.replace(/&amp;|&/g, " ").trim().split(/\s+/).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join("");

/** Markdown of one table cell → minimal HTML, words unchanged. */
const html = (md) =>
  md.trim()
    .replace(/\$([^$]+)\$/g, "$1")
    .replace(/\\times/g, "×")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>");

const book = (ed) => readFileSync(join(RULES, BOOKS[ed]), "utf8").replace(/<!--[\s\S]*?-->/g, "");
const section = (text, start, end) => {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  return text.slice(from, to < 0 ? undefined : to);
};

/** `| Title |` `| --- |` `| body |`… blocks. */
function cards(text, suffix) {
  const out = [];
  const re = new RegExp(`^\\|[ \\t]*(?:\\S+[ \\t]+)?([^|\\n]*?) ${suffix}[ \\t]*\\|[ \\t]*\\n\\|[ \\t]*-+[ \\t]*\\|[ \\t]*\\n((?:\\|[^\\n]*\\|[ \\t]*(?:\\n|$))+)`, "gm");
  for (const m of text.matchAll(re)) {
    const rows = m[2].trim().split("\n").map((r) => r.trim().replace(/^\|\s*/, "").replace(/\s*\|$/, ""));
    out.push({ name: m[1].replace(/&amp;/g, "&").trim(), rows });
  }
  return out;
}

const packs = {};
const add = (pack, doc) => (packs[pack] ??= []).push(doc);
const folder = (pack, name, type, sort) => {
  const f = { _id: id(pack, "folder", name), name, type, folder: null, sorting: "a", color: null, sort, description: "", flags: {} };
  f._key = `!folders!${f._id}`;
  add(pack, { file: `_folder-${slug(name)}`, doc: f });
  return f._id;
};
const item = (pack, name, type, img, system, folderId, sort, fileSuffix = "") => {
  const _id = id(pack, name);
  add(pack, { file: slug(name) + fileSuffix, doc: { _id, _key: `!items!${_id}`, name, type, img, system, folder: folderId, sort, ownership: { default: 0 }, flags: {}, effects: [] } });
};

// --- Specializations: every one of the default book; v0.0.18's when dropped or changed -------------------
const specs = {};
for (const ed of Object.keys(BOOKS)) {
  const text = section(book(ed), "### Specialization Options", "## Character Sheet");
  specs[ed] = new Map(cards(text, "Specialization").map((c) => [c.name, c.rows.join(" ")]));
}
const general = folder("specializations", "General", "Item", 0);
const endeavor = folder("specializations", "Endeavor", "Item", 1);
const specSystem = (body, editions) => {
  const recharge = body.match(/\*Recharge:\*\s*([①-⑥]+)/)?.[1] ?? "";
  const lower = body.toLowerCase();
  const endeavorOnly = /during (a [a-z]+ )?endeavors?/i.test(body) || /during an endeavor/i.test(body);
  const limit = /per session/.test(lower) ? "session" : /once per action/.test(lower) ? "action" : "";
  const uses = /twice per session/.test(lower) ? 2 : limit ? 1 : 0;
  const tags = [
    endeavorOnly && "endeavor",
    /\bhelp\b/.test(lower) && "help",
    /\bspark\b/.test(lower) && "spark",
    /\battack/.test(lower) && "attack",
    /recharge/.test(lower) && "recharge",
    /\bbank/.test(lower) && "banking",
    /companion/.test(lower) && "companion",
  ].filter(Boolean);
  const description = body.split(/\s*(?=\*(?:Effect|Recharge):\*)/).filter(Boolean).map((p) => `<p>${html(p)}</p>`).join("");
  return { description, editions, recharge, limit, uses, used: 0, endeavorOnly, tags, aptitude: "", spent: false, source: SOURCE(editions[0]) };
};
let sort = 0;
for (const [name, body] of specs["v0.0.21.10"]) {
  const old = specs["v0.0.18"].get(name);
  const editions = old === body ? ["v0.0.21.10", "v0.0.18"] : ["v0.0.21.10"];
  const system = specSystem(body, editions);
  item("specializations", name, "specialization", "icons/svg/upgrade.svg", system, system.endeavorOnly ? endeavor : general, sort++);
}
for (const [name, body] of specs["v0.0.18"]) {
  const now = specs["v0.0.21.10"].get(name);
  if (now === body) continue;
  const system = specSystem(body, ["v0.0.18"]);
  const label = now === undefined ? name : `${name} (v0.0.18)`;
  item("specializations", label, "specialization", "icons/svg/upgrade.svg", system, system.endeavorOnly ? endeavor : general, sort++);
}

// --- Lifestyles and Ethics ---------------------------------------------------------------------------------
for (const [pack, suffix, img] of [["lifestyles", "Lifestyle", "icons/svg/sun.svg"], ["ethics", "Ethic", "icons/svg/aura.svg"]]) {
  const folders = { starting: folder(pack, "Starting", "Item", 0), upgraded: folder(pack, "Upgraded", "Item", 1) };
  const seen = new Map();
  for (const ed of Object.keys(BOOKS)) {
    const text = book(ed);
    const starting = cards(section(text, `### ${suffix}s\n`, "###"), suffix).map((c) => ({ ...c, tier: "starting" }));
    const upgradedSection = ed === "v0.0.18" ? section(text, `### ${suffix} Options`, "### Specialization Options") : section(text, "### Lifestyle & Ethic Options", "### Specialization Options");
    const upgraded = cards(upgradedSection, suffix).map((c) => ({ ...c, tier: "upgraded" }));
    for (const c of [...starting, ...upgraded]) {
      const body = c.rows.join(" ");
      const key = camel(c.name);
      const prev = seen.get(key);
      if (prev && prev.body === body) prev.editions.push(ed);
      else if (!prev) seen.set(key, { ...c, key, body, editions: [ed] });
      else seen.set(`${key}@${ed}`, { ...c, key, body, editions: [ed], label: `${c.name} (${ed})` });
    }
  }
  let n = 0;
  for (const c of seen.values()) {
    const description = c.body.split(/\s*(?=\*(?:Description|Effect):\*)/).filter(Boolean).map((p) => `<p>${html(p)}</p>`).join("");
    item(pack, c.label ?? c.name, pack === "lifestyles" ? "lifestyle" : "ethic", img, { key: c.key, tier: c.tier, description, editions: c.editions }, folders[c.tier], n++);
  }
}

// --- Journal: Conditions, Optional Stats (quoted), How to play and License (our words) -----------------------
const page = (entryId, name, content, sort) => {
  const _id = id("rules", entryId, name);
  return { _id, _key: `!journal.pages!${entryId}.${_id}`, name, type: "text", title: { show: true, level: 1 }, text: { format: 1, content }, sort, ownership: { default: -1 }, flags: {} };
};
const journal = (name, pages, sort) => {
  const _id = id("rules", name);
  add("rules", { file: slug(name), doc: { _id, _key: `!journal!${_id}`, name, pages: pages.map((p, i) => page(_id, p.name, p.content, i * 100)), folder: null, sort, ownership: { default: 0 }, flags: {}, categories: [] } });
};
const condText = (ed) => {
  const text = section(book(ed), "Condition Effects", "##");
  const rows = [...text.matchAll(/<th scope="row">([^<]+)<\/th>\s*<td>([\s\S]*?)<\/td>/g)].map((m) => [m[1], m[2].trim()]);
  const md = [...text.matchAll(/^[ \t]*\|\s*([A-Z][a-z]+)\s*\|\s*(\*Effect:\*.*?)\s*\|\s*$/gm)].map((m) => [m[1], html(m[2])]);
  return new Map([...rows, ...md]);
};
const c21 = condText("v0.0.21.10");
const c18 = condText("v0.0.18");
const condPages = [...new Set([...c21.keys(), ...c18.keys()])].map((name) => {
  const a = c21.get(name), b = c18.get(name);
  const parts = [];
  if (a) parts.push(`<p>${a}</p><p><em>${SOURCE("v0.0.21.10")}</em></p>`);
  if (b && b !== a) parts.push(`<p>${b}</p><p><em>${SOURCE("v0.0.18")}</em></p>`);
  if (b && b === a) parts[0] = `<p>${a}</p><p><em>Humanity, Blessed v0.0.21.10 and v0.0.18 (snotskie, CC BY-NC-ND 4.0)</em></p>`;
  return { name, content: parts.join("") };
});
const optional = cards(section(book("v0.0.21.10"), "### Optional Stats", "### Stat Dice"), "Stat").map((c) => ({ name: c.name, content: `<p>${html(c.rows.join(" "))}</p><p><em>${SOURCE("v0.0.21.10")}</em></p>` }));

const SUMMARY = '<p><em>Summary, not the book\'s text. Read the rules at <a href="https://snotskie.com/ttrpg/">snotskie.com/ttrpg</a>.</em></p>';
const howTo = JSON.parse(readFileSync(new URL("./how-to-play.json", import.meta.url), "utf8"));
journal("How to play", howTo.pages.map((p) => ({ name: p.name, content: SUMMARY + p.html })), 0);
journal("Conditions", condPages, 1);
journal("Optional Stats", optional, 2);
journal("License and attribution", [{ name: "License and attribution", content: howTo.license }].map((p) => p), 3);

// --- Write -----------------------------------------------------------------------------------------------------
for (const [pack, docs] of Object.entries(packs)) {
  const dir = join("packs/_source", pack);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const { file, doc } of docs) writeFileSync(join(dir, `${file}.yml`), stringify(doc, { lineWidth: 0 }));
  console.log(`${pack}: ${docs.length} files`);
}
