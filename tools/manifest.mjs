// Derives the shipped system.json from the top-level system.json and template.json.
// template.json is our classic declaration of subtypes; Foundry V14 warns on it and shipping both files is
// reported to drop per-type htmlFields, so only the derived `documentTypes` ships.
import { readFileSync } from "node:fs";

export function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

export function deriveDocumentTypes(template) {
  const documentTypes = {};
  for (const [documentName, declaration] of Object.entries(template)) {
    if (!Array.isArray(declaration.types)) throw new Error(`template.json: ${documentName}.types must be an array`);
    documentTypes[documentName] = {};
    for (const type of declaration.types) {
      const entry = {};
      if (declaration.htmlFields?.length) entry.htmlFields = [...declaration.htmlFields];
      documentTypes[documentName][type] = entry;
    }
  }
  return documentTypes;
}

export function deriveManifest(system, template, { version, url, manifest, download } = {}) {
  const out = { ...system, documentTypes: deriveDocumentTypes(template) };
  if (version) out.version = version;
  if (url) out.url = url;
  if (manifest) out.manifest = manifest;
  if (download) out.download = download;
  return out;
}

/** Every file path system.json names, relative to the system root. */
export function manifestPaths(system) {
  const paths = [];
  for (const p of system.esmodules ?? []) paths.push(p);
  for (const s of system.styles ?? []) paths.push(typeof s === "string" ? s : s.src);
  for (const l of system.languages ?? []) paths.push(l.path);
  for (const p of system.packs ?? []) paths.push(p.path ?? `packs/${p.name}`);
  for (const key of ["license", "readme", "changelog"]) if (system[key]) paths.push(system[key]);
  return paths;
}
