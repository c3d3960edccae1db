// ready: the active GM migrates stored documents to the current schema, once per schema version, and is told of any
// value loading could not read. Both load on demand (documents/migrate-world.ts, documents/unreadable.ts).
import { SCHEMA_VERSION } from "../data/migrations";
import type { HumanityActor } from "../documents/actor";
import { SYSTEM_ID } from "../settings";

export async function onReady(): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  if ((game.settings.get(SYSTEM_ID, "worldSchemaVersion") as number) < SCHEMA_VERSION) await (await import("../documents/migrate-world")).migrateWorld();
  // Values loading could not read (an old "d12", a Blessing worth 7) are reported to the GM whatever the version.
  // Every actor type's model keeps them in `unreadable` (a character's dice, a pool, a party's members).
  const unread = (a: HumanityActor) => { const sys: object = a.system; return "unreadable" in sys && Array.isArray(sys.unreadable) && sys.unreadable.length > 0; };
  if (((game.actors?.contents ?? []) as HumanityActor[]).some(unread)) await (await import("../documents/unreadable")).reportUnreadable();
}
