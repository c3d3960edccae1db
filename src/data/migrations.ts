import { MONSTROSITY_TAGS } from "../rules/endeavor/state";
import { dropBlank, isBlessing, isChoice, readDie, readList, record, type Unreadable } from "./salvage";

export type { Unreadable };

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

const STEPS: { version: number; migrate: (source: Source) => void }[] = [
  {
    version: 1,
    migrate(source) {
      // Dice and pools are read whatever the stored version says (readStored, below): an imported or hand-edited
      // document may carry them too.
      // v0.0.18-era sheets called the Endeavor list "used"; the book's word is "spent".
      if ("used" in source && !("spent" in source)) {
        source.spent = source.used;
        delete source.used;
      }
    },
  },
];

/** Dice and pools as stored, read as far as they can be; what cannot be read is added to `unreadable`. Dice may be
 *  text an early sheet stored ("d6") or a number that is no Stat Die (readDie). A pool may be text ("3, 5") or a list;
 *  either way a Blessing that is no worth 1–6 ("7", 9, "x") is left out and reported, the rest kept (core would
 *  otherwise replace the whole pool with an empty one). */
function readStored(source: Source): void {
  const report: Unreadable[] = [];
  const stats = source.stats;
  const dice: [Source, string, string][] = stats && typeof stats === "object" ? Object.keys(stats).map((key) => [stats as Source, key, `stats.${key}`]) : [];
  dice.push([source, "optional", "optional"]);
  for (const [on, key, field] of dice) {
    const value = on[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const die = readDie(value, field, report);
    if (die) on[key] = die;
    else delete on[key];
  }
  if (typeof source.blessings === "string") source.blessings = source.blessings.split(/[\s,;]+/).filter(Boolean);
  readList(source, "blessings", isBlessing, report);
  // A banked boon or bust of a kind the sheet does not know is left out with its words; the others stay.
  readList(source, "banked", (entry) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return false;
    const kind = (entry as Source).kind;
    return kind === undefined || kind === null || isChoice(["boon", "bust"])(kind);
  }, report, (entry) => (entry && typeof entry === "object" ? [(entry as Source).kind, (entry as Source).effect].filter((v) => v !== undefined && v !== "").map(String).join(": ") : String(entry)));
  dropBlank(source, "spent");
  if (source.session && typeof source.session === "object") dropBlank(source.session as Source, "famousOver");
  record(source, report);
}

/** A Monstrosity's tags: an unknown tag is left out and reported, the known ones kept (core would drop them all). */
export function readMonstrosityTags(source: Source): void {
  const report: Unreadable[] = [];
  readList(source, "tags", isChoice(MONSTROSITY_TAGS), report);
  record(source, report);
}

/** Applies every step newer than the source's version. Mutates and returns the source, as migrateData expects. */
export function migrateActorSource(source: Source): Source {
  const from = typeof source.schemaVersion === "number" ? source.schemaVersion : 0;
  readStored(source);
  for (const step of STEPS) if (step.version > from) step.migrate(source);
  // The version stays as stored: the world migration (documents/migrate-world.ts) finds the documents still below
  // it and writes them back with the new version. Setting it here, in memory, hid every old document from it.
  return source;
}

export function needsMigration(system: object | undefined): boolean {
  const version = system && "schemaVersion" in system ? system.schemaVersion : 0;
  return (typeof version === "number" ? version : 0) < SCHEMA_VERSION;
}
