// ready: the active GM migrates stored documents to the current schema, once per schema version. The migration
// loads on demand: only when this world's stored version is behind (documents/migrate-world.ts).
import { SCHEMA_VERSION } from "../data/migrations";
import { SYSTEM_ID } from "../settings";

export async function onReady(): Promise<void> {
  if (!game.users?.activeGM?.isSelf || (game.settings.get(SYSTEM_ID, "worldSchemaVersion") as number) >= SCHEMA_VERSION) return;
  await (await import("../documents/migrate-world")).migrateWorld();
}
