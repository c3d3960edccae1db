// What each kind of Endeavor adds to the Endeavor's chat card, keyed by kind (its parts: kind-card.ts; each kind's
// under its folder). A card's events are told by their type, whichever kind's rules raised them.
import type { EndeavorKind } from "../../../../rules/endeavor";
import type { KindCard } from "./kind-card";
import { rushCard } from "./rush/event-lines";
import { stealthCard } from "./stealth/event-lines";

export type { KindCard } from "./kind-card";

/** Each kind's card parts (built when a card is told, like the rest of its words). */
export function kindCards(): Record<EndeavorKind, KindCard> {
  return { monstrous: {}, racing: {}, rush: rushCard(), stealth: stealthCard() };
}
