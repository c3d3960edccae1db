// Reads and checks compendium sources before the CLI sees them: the CLI silently skips a file without `_key`
// and checks nothing else, so a broken source would otherwise vanish from the shipped pack.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";

const ID = /^[A-Za-z0-9]{16}$/;
const COLLECTION = { Item: "items", JournalEntry: "journal", Actor: "actors", Folder: "folders", Macro: "macros", RollTable: "tables" };

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ya?ml|json)$/.test(name)) out.push(p);
  }
  return out;
}

export function readPackSources(dir, packType) {
  const docs = [];
  const problems = [];
  const seen = new Map();
  for (const file of files(dir)) {
    const where = relative(process.cwd(), file);
    let doc;
    try {
      doc = file.endsWith(".json") ? JSON.parse(readFileSync(file, "utf8")) : parse(readFileSync(file, "utf8"));
    } catch (err) {
      problems.push(`${where}: cannot be parsed (${err.message})`);
      continue;
    }
    if (!doc || typeof doc !== "object") { problems.push(`${where}: is not a document`); continue; }
    if (!ID.test(doc._id ?? "")) problems.push(`${where}: missing or invalid _id (16 letters/digits)`);
    const isFolder = String(doc._key ?? "").startsWith("!folders!");
    const collection = isFolder ? "folders" : COLLECTION[packType];
    if (doc._key !== `!${collection}!${doc._id}`) problems.push(`${where}: _key must be "!${collection}!${doc._id}"`);
    if (!doc.name) problems.push(`${where}: missing name`);
    if (seen.has(doc._id)) problems.push(`${where}: _id ${doc._id} is also used by ${seen.get(doc._id)}`);
    seen.set(doc._id, where);
    for (const page of doc.pages ?? []) {
      if (!ID.test(page._id ?? "")) problems.push(`${where}: page "${page.name}" has no valid _id`);
      if (page._key !== `!journal.pages!${doc._id}.${page._id}`) problems.push(`${where}: page "${page.name}" has a wrong _key`);
      if (seen.has(page._id)) problems.push(`${where}: page _id ${page._id} is duplicated`);
      seen.set(page._id, where);
    }
    docs.push({ file: where, doc });
  }
  return { docs, problems };
}
