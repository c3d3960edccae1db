// ready: the active GM migrates stored documents to the current schema, once per schema version.
import { migrateWorld } from "../documents/migrate-world";

export async function onReady(): Promise<void> {
  if (game.users?.activeGM?.isSelf) await migrateWorld();
}
