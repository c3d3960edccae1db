import { DIE_SIZES, type DieSize } from "../rules/ids";

// Source migrations: each step turns an older stored shape into the current one without losing anything.
// Models call these from migrateData (on every load); the world migration in hooks/ready.ts persists them.

export const SCHEMA_VERSION = 1;
// Added without a step (defaults fill them in on load, nothing older to convert): character `system.session`
// (per-session flags, issue 8) — an older character loads with all three false, i.e. a fresh session; character
// `system.affected` (the Stat an Ache or Vexed/Vulnerable affects) — an older character loads with none recorded,
// which is how every roll before it worked (the roller said which Stat aches); `system.session.shopOpen` and
// `system.specializationUnlocks` (issue 14) — an older character loads with its shop closed until the GM's next
// End session and no Specialization Upgrade waiting, as the book has it (Specializations come from the shop); actor
// `system.unreadable` (what loading could not read, reported to the GM and then cleared) — an older actor loads with
// nothing to report; actor `system.rollD20s` (Hidden Stat Dice, issue 30) — an older actor loads with it off, rolling its
// own dice as it always did (the world's default for new Monstrosities applies at creation only, documents/actor.ts).
// A step writing it out would also run on every partial update (migrateData sees the changes alone) and switch it off.

type Source = Record<string, unknown>;

/** One value loading could not read as written, kept word for word with what the document holds instead ("" when
 *  it was left out): the GM's client reports these (documents/unreadable.ts) and then clears them. */
export interface Unreadable { field: string; value: string; kept: string }

/** "d6" / "D6" / "6" → 6: early sheets stored dice as text the player typed. Text that is no Stat Die ("d12") loads
 *  as the nearest one (the smaller on a tie; the field's default for text with no number, `undefined` here) and is
 *  reported, never silently a d4. Numbers are left to the schema, which refuses a wrong one. */
function dieFromText(value: string, field: string, report: Unreadable[]): DieSize | undefined {
  const n = Number(/^\s*d?(\d+)\s*$/i.exec(value)?.[1] ?? NaN);
  const kept = n ? DIE_SIZES.reduce((best, size) => (Math.abs(size - n) < Math.abs(best - n) ? size : best)) : undefined;
  if (kept !== n) report.push({ field, value, kept: kept ? `d${kept}` : "" });
  return kept;
}

const STEPS: { version: number; migrate: (source: Source) => void }[] = [
  {
    version: 1,
    migrate(source) {
      // Text dice and pools are read whatever the stored version says (readText, below): an imported or hand-edited
      // document may carry them too.
      // v0.0.18-era sheets called the Endeavor list "used"; the book's word is "spent".
      if ("used" in source && !("spent" in source)) {
        source.spent = source.used;
        delete source.used;
      }
    },
  },
];

/** Dice and pools written as text, read as far as they can be; what cannot be read is added to `unreadable`. A pool's
 *  words that are no Blessing worth 1–6 ("7", "x") are left out and reported, the rest kept (core would otherwise
 *  replace the whole pool with an empty one). */
function readText(source: Source): void {
  const report: Unreadable[] = [];
  const stats = source.stats;
  const dice: [Source, string, string][] = stats && typeof stats === "object" ? Object.keys(stats).map((key) => [stats as Source, key, `stats.${key}`]) : [];
  dice.push([source, "optional", "optional"]);
  for (const [on, key, field] of dice) {
    const text = on[key];
    if (typeof text !== "string") continue;
    const die = dieFromText(text, field, report);
    if (die) on[key] = die;
    else delete on[key];
  }
  if (typeof source.blessings === "string") {
    source.blessings = source.blessings.split(/[\s,;]+/).filter(Boolean).filter((word) => {
      const ok = /^[1-6]$/.test(word);
      if (!ok) report.push({ field: "blessings", value: word, kept: "" });
      return ok;
    }).map(Number);
  }
  if (report.length) source.unreadable = [...(Array.isArray(source.unreadable) ? source.unreadable : []), ...report];
}

/** Applies every step newer than the source's version. Mutates and returns the source, as migrateData expects. */
export function migrateActorSource(source: Source): Source {
  const from = typeof source.schemaVersion === "number" ? source.schemaVersion : 0;
  readText(source);
  for (const step of STEPS) if (step.version > from) step.migrate(source);
  // The version stays as stored: the world migration (documents/migrate-world.ts) finds the documents still below
  // it and writes them back with the new version. Setting it here, in memory, hid every old document from it.
  return source;
}

export function needsMigration(system: object | undefined): boolean {
  const version = system && "schemaVersion" in system ? system.schemaVersion : 0;
  return (typeof version === "number" ? version : 0) < SCHEMA_VERSION;
}
