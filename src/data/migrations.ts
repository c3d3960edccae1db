import { readDie, type Unreadable } from "./salvage";

export type { Unreadable };

// Source migrations: each step turns an older stored shape into the current one without losing anything.
// Models call these from migrateData (on every load); the world migration in hooks/ready.ts persists them.

export const SCHEMA_VERSION = 1;
// Added without a step (defaults fill them in on load, nothing older to convert): character `system.session`
// (per-session flags) — an older character loads with all three false, i.e. a fresh session; character
// `system.affected` (the Stat an Ache or Vexed/Vulnerable affects) — an older character loads with none recorded,
// which is how every roll before it worked (the roller said which Stat aches); `system.session.shopOpen` and
// `system.specializationUnlocks` — an older character loads with its shop closed until the GM's next
// End session and no Specialization Upgrade waiting, as the book has it (Specializations come from the shop); actor
// `system.unreadable` (what loading could not read, reported to the GM and then cleared) — an older actor loads with
// nothing to report; actor `system.rollD20s` (Hidden Stat Dice) — an older actor loads with it off, rolling its
// own dice as it always did (the world's default for new Monstrosities applies at creation only, documents/actor.ts).
// A step writing it out would also run on every partial update (migrateData sees the changes alone) and switch it off.
// `system.unreadable` on Specializations, Lifestyles, Ethics, chat cards and encounters (their lists are read entry by
// entry on load, salvage.ts): an older one loads with nothing to report, everything else as stored.

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

/** Dice and pools as stored, read as far as they can be; what cannot be read goes to `report`. Dice may be text an
 *  early sheet stored ("d6") or a number that is no Stat Die (readDie). A pool may be text ("3, 5"): it is split
 *  here, and salvage (salvage.ts) then leaves out a Blessing that is no worth 1–6 ("7", 9, "x"), reported. */
function readStored(source: Source, report: Unreadable[]): void {
  const stats = source.stats;
  const dice: [Source, string, string][] =
    // Stryker disable next-line ArrayDeclaration: a stray entry names no field of the source, so it is skipped below
    stats && typeof stats === "object" ? Object.keys(stats).map((key) => [stats as Source, key, `stats.${key}`]) : [];
  dice.push([source, "optional", "optional"]);
  for (const [on, key, field] of dice) {
    const value = on[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const die = readDie(value, field, report);
    // Stryker disable next-line ConditionalExpression: an undefined field loads as an absent one, at its initial value
    if (die) on[key] = die;
    else delete on[key];
  }
  // Blank pieces (a pool typed with spaces around it) are skipped by salvage without a report.
  // Stryker disable next-line Regex: the blanks a single separator leaves are skipped the same way
  if (typeof source.blessings === "string") source.blessings = source.blessings.split(/[\s,;]+/);
}

/** Applies every step newer than the source's version, reporting what it cannot read to `report`. Mutates and returns
 *  the source, as migrateData expects; the model's salvage() then reads its lists and records the report. */
// Stryker disable next-line ArrayDeclaration: a caller that passes no report reads none
export function migrateActorSource(source: Source, report: Unreadable[] = []): Source {
  const from = typeof source.schemaVersion === "number" ? source.schemaVersion : 0;
  readStored(source, report);
  for (const step of STEPS) if (step.version > from) step.migrate(source);
  // The version stays as stored: the world migration (documents/migrate-world.ts) finds the documents still below
  // it and writes them back with the new version. Setting it here, in memory, hid every old document from it.
  return source;
}
