// "Using the system": the rules compendium's journal on how this system works in Foundry, opened once for each user —
// at their first `ready` in any world (a flag on the user, not a world setting) — and linked from How to play.
import { SYSTEM_ID } from "../../settings";

/** The rules compendium and its "Using the system" journal, the guide the build makes from docs/play and docs/gm. */
// Stryker disable StringLiteral: module-level constants, run once at load (tours.test opens the page by them)
export const RULES_PACK = `${SYSTEM_ID}.rules`;
export const WELCOME_ID = "JyATvL2iFXL8eCS1";
/** The user flag that says the page has opened for this user. */
export const WELCOMED_FLAG = "welcomed";
// Stryker restore StringLiteral

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    User: { "humanity-blessed"?: { welcomed?: boolean } };
  }
}

type Sheet = { render(options: { force: boolean }): unknown };
type Pack = { getDocument(id: string): Promise<{ sheet?: Sheet | null } | null | undefined> };

/**
 * Opens "Using the system" for this client's user, unless it has opened for them before. Nothing happens (and nothing
 * is marked) when the compendium or the journal is missing: a world that removed it is not asked again and again, and
 * one that brings it back shows it then. A GM shows it again to a player by clearing the player's flag.
 */
export async function welcomeOnce(): Promise<void> {
  // Run at ready, when core has the user and the packs.
  const user = game.user!;
  if (user.getFlag(SYSTEM_ID, WELCOMED_FLAG)) return;
  const pack = game.packs!.get(RULES_PACK) as Pack | undefined;
  const entry = await pack?.getDocument(WELCOME_ID);
  if (!entry?.sheet) return;
  await entry.sheet.render({ force: true });
  await user.setFlag(SYSTEM_ID, WELCOMED_FLAG, true);
}
