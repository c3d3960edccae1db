// What each kind of Endeavor adds to the Endeavor's chat card, in one table keyed by kind (its parts: kind-card.ts;
// each kind's under its folder). A card's events are told by their type, whichever kind's rules raised them.
import type { EndeavorKind } from "../../../../rules/endeavor";
import type { KindCard } from "./kind-card";
import { RUSH_CARD } from "./rush/event-lines";
import { STEALTH_CARD } from "./stealth/event-lines";

export type { KindCard } from "./kind-card";

export const KIND_CARDS: Record<EndeavorKind, KindCard> = {
  monstrous: {},
  racing: {},
  rush: RUSH_CARD,
  stealth: STEALTH_CARD,
};
