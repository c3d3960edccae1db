// World migration: models migrate sources on load; this persists the result so old shapes do not linger.
import { SCHEMA_VERSION } from "../data/migrations";
import { SYSTEM_ID } from "../settings";
import { fire } from "../api/hooks";

/** Below the current schema version: stored before the newest migration step (here, loaded only when the world needs
 *  migrating, rather than with every model). */
function needsMigration(system: object | undefined): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: every actor has a system object
  const version = system && "schemaVersion" in system ? system.schemaVersion : 0;
  // Stryker disable next-line ConditionalExpression: a version that is no number compares below the current one too
  return (typeof version === "number" ? version : 0) < SCHEMA_VERSION;
}

export async function migrateWorld(): Promise<number> {
  const stored = game.settings.get(SYSTEM_ID, "worldSchemaVersion") as number;
  if (stored >= SCHEMA_VERSION) return 0;
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: the world's actors exist once the game is ready
  const actors = (game.actors?.contents ?? []).filter((a) => needsMigration(a.system));
  if (actors.length) {
    // Stryker disable next-line OptionalChaining: the notifications exist once the game is ready
    ui.notifications?.info("HB.Migration.started", { localize: true });
    for (const actor of actors) {
      // The model already migrated the source in memory; writing it back persists the new shape.
      const system = { ...actor.toObject().system, schemaVersion: SCHEMA_VERSION };
      await actor.update({ system }, { diff: false, recursive: false });
    }
    // Stryker disable next-line OptionalChaining: the notifications exist once the game is ready
    ui.notifications?.info("HB.Migration.finished", { localize: true });
  }
  await game.settings.set(SYSTEM_ID, "worldSchemaVersion", SCHEMA_VERSION);
  fire("humanity-blessed.migrateWorld", { from: stored, to: SCHEMA_VERSION, actors: actors.length });
  return actors.length;
}
