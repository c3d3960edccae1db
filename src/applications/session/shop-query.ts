// Opening a character's Session Shop on its owner's client: the query the GM's end of session sends
// (session-end.ts) and the player's client answers (session.ts registers it), and the shop's loader both use.
import { SYSTEM_ID } from "../../settings";

export const OPEN_SHOP_QUERY = `${SYSTEM_ID}.openShop` as const;

declare global {
  namespace CONFIG {
    interface Queries {
      "humanity-blessed.openShop": (data: { actorUuid: string }) => Promise<boolean>;
    }
  }
}

/** The Session Shop loads on demand (chunks/): the always-loaded bundle only wires the buttons and the query. */
export async function shop() {
  return (await import("../dialogs/session-shop")).SessionShop;
}
