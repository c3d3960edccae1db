// Source migrations: each step turns an older stored shape into the current one without losing anything.
// Models call these from migrateData (on every load); the world migration in hooks/ready.ts persists them.

export const SCHEMA_VERSION = 1;
// Added without a step (defaults fill them in on load, nothing older to convert): character `system.session`
// (per-session flags, issue 8) — an older character loads with all three false, i.e. a fresh session; character
// `system.affected` (the Stat an Ache or Vexed/Vulnerable affects) — an older character loads with none recorded,
// which is how every roll before it worked (the roller said which Stat aches); `system.session.shopOpen` and
// `system.specializationUnlocks` (issue 14) — an older character loads with its shop closed until the GM's next
// End session and no Specialization Upgrade waiting, as the book has it (Specializations come from the shop).

type Source = Record<string, unknown>;

/** "d6" / "D6" / "6" → 6: early sheets stored dice as text the player typed. */
function dieFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = /^\s*d?(\d+)\s*$/i.exec(value);
  return match ? Number(match[1]) : value;
}

/** "3, 5, 1" → [3, 5, 1]: early pools were a free-text list. */
function poolFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value.split(/[\s,;]+/).filter(Boolean).map(Number);
}

const STEPS: { version: number; migrate: (source: Source) => void }[] = [
  {
    version: 1,
    migrate(source) {
      const stats = source.stats as Source | undefined;
      if (stats && typeof stats === "object") for (const key of Object.keys(stats)) stats[key] = dieFromText(stats[key]);
      if ("optional" in source) source.optional = dieFromText(source.optional);
      if ("blessings" in source) source.blessings = poolFromText(source.blessings);
      // v0.0.18-era sheets called the Endeavor list "used"; the book's word is "spent".
      if ("used" in source && !("spent" in source)) {
        source.spent = source.used;
        delete source.used;
      }
    },
  },
];

/** Applies every step newer than the source's version. Mutates and returns the source, as migrateData expects. */
export function migrateActorSource(source: Source): Source {
  const from = typeof source.schemaVersion === "number" ? source.schemaVersion : 0;
  for (const step of STEPS) if (step.version > from) step.migrate(source);
  // The version stays as stored: the world migration (documents/migrate-world.ts) finds the documents still below
  // it and writes them back with the new version. Setting it here, in memory, hid every old document from it.
  return source;
}

export function needsMigration(system: { schemaVersion?: number } | undefined): boolean {
  return (system?.schemaVersion ?? 0) < SCHEMA_VERSION;
}
