// What a kind of Endeavor adds to the requests' parsers (kinds/index.ts holds one entry per kind; a type-only leaf, so
// the kinds' modules and the table import it without a circle).
import type { EndeavorState } from "../../../../rules/endeavor";
import type { Parser } from "../../../shared/request-schema";
import type { RequestParts } from "../request-parts";

/** Parsers by the tag (`kind`, `op`) or key they read. */
type Shapes = Record<string, Parser<unknown>>;

export interface KindRequests {
  /** Stats of the Endeavor the kind adds to the characters' (any Stat a request may name). Methods rather than lists,
   *  here and below, so that they are read per request (and measured with the requests that read them). */
  stats(): readonly string[];
  /** Why a participant may leave an Endeavor of this kind, beyond the shared reasons (the GM's remove). */
  removals(): readonly string[];
  /** A participant only the GM plays, whoever owns the actor standing for it: the refusal's localisation key for a
   *  player's command as them (none: the kind has no such participant, or this is not one). */
  gmOnly?: (state: EndeavorState, participant: string) => string | null;
  /** Built per request from the shared parts: its own actions (a turn's, or one of a Unique Skill's two), what an
   *  Attack adds, its special actions, its GM operations and its start options. */
  parsers: (parts: RequestParts) => {
    actions: Shapes;
    attack: Shapes;
    specials: Shapes;
    gm: Shapes;
    start: Shapes;
  };
}
