// ready: every client loads the first session's help (applications/first-run/: Tours, the welcome page once per user,
// Dice So Nice's colours by role); the active GM migrates stored documents to the current schema, once per schema
// version, is offered once to link the characters' tokens, and is told of any value loading could not read. Both load
// on demand (documents/migrate-world.ts, documents/unreadable.ts).
import { SCHEMA_VERSION } from "../data/migrations";
import { SYSTEM_ID } from "../settings";
import { onHook } from "../compat";
import type { Dice3d } from "../applications/first-run/dice-colours";

/** A first session that explains itself (Tours, the welcome page, Dice So Nice's colours), loaded on demand. */
const firstRun = () => import("../applications/first-run/first-run");

export async function onReady(): Promise<void> {
  // Every client. Dice So Nice fires its ready hook later than `ready` (once its textures load): listened for now.
  onHook("diceSoNiceReady", (dice3d: Dice3d) => void firstRun().then((m) => m.onDiceSoNiceReady(dice3d)));
  void firstRun().then((m) => m.onFirstReady());
  if (!game.users?.activeGM?.isSelf) return;
  // "Roll d20s" a player's console set past their client's guard is put back here to the GM's record, every
  // player-owned actor checked against it now (documents/hidden-dice.ts).
  (await import("../documents/hidden-dice")).guardD20s();
  if ((game.settings.get(SYSTEM_ID, "worldSchemaVersion") as number) < SCHEMA_VERSION)
    await (await import("../documents/migrate-world")).migrateWorld();
  // Once per world: characters' tokens made unlinked (before linked tokens, or by hand) are offered to be linked.
  if (!game.settings.get(SYSTEM_ID, "tokenLinksOffered"))
    await (await import("../applications/session/token-links-offer")).offerTokenLinks();
  // Values loading could not read (an old "d12", a Blessing worth 7, a recharge cost "③x") are reported to the GM
  // whatever the version; what to look for (the cost notation among it) loads with the report, on the GM's client only.
  await (await import("../documents/unreadable")).reportUnreadable();
}
