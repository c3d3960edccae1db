// ready: the active GM migrates stored documents to the current schema, once per schema version, and is told of any
// value loading could not read. Both load on demand (documents/migrate-world.ts, documents/unreadable.ts).
import { SCHEMA_VERSION } from "../data/migrations";
import { SYSTEM_ID } from "../settings";

export async function onReady(): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  if ((game.settings.get(SYSTEM_ID, "worldSchemaVersion") as number) < SCHEMA_VERSION) await (await import("../documents/migrate-world")).migrateWorld();
  // Values loading could not read (an old "d12", a Blessing worth 7, a recharge cost "③x") are reported to the GM
  // whatever the version; what to look for (the cost notation among it) loads with the report, on the GM's client only.
  await (await import("../documents/unreadable")).reportUnreadable();
}
