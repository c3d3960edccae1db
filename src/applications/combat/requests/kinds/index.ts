// Each kind of Endeavor's part of the requests (one line per kind, its parsers in its own folder): the schema
// (endeavor-schema.ts) builds the shared shapes and spreads every kind's into them, so a request of any kind reads
// through one parser and each kind's words stay in its folder.
import type { EndeavorState } from "../../../../rules/endeavor";
import { ENDEAVOR_KIND_IDS, type EndeavorKind } from "../../../../rules/endeavor/kinds";
import type { RequestParts } from "../request-parts";
import type { KindRequests } from "./kind-requests";
import { RUSH_REQUESTS } from "./rush/requests";
import { STEALTH_REQUESTS } from "./stealth/requests";

/** A kind that plays by the shared requests only. */
// Methods, not arrows: a module-level arrow is made once, as the module loads, so a change to it is never measured.
const SHARED_ONLY = {
  stats() {
    return [];
  },
  removals() {
    return [];
  },
  parsers() {
    // Stryker disable next-line ObjectLiteral: a part a kind leaves out adds nothing to the merge (Object.assign)
    return { actions: {}, attack: {}, specials: {}, gm: {}, start: {} };
  },
} satisfies KindRequests;

const KIND_REQUESTS = {
  monstrous: SHARED_ONLY,
  racing: SHARED_ONLY,
  rush: RUSH_REQUESTS,
  stealth: STEALTH_REQUESTS,
} satisfies Record<EndeavorKind, KindRequests>;

type Entry = (typeof KIND_REQUESTS)[EndeavorKind];
type Built = ReturnType<Entry["parsers"]>;
type Removal = ReturnType<Entry["removals"]>[number];
/** Every kind's shapes of one part together (the intersection of the kinds' own). */
type Together<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** The Stats every kind adds. */
export const kindStats = (): string[] => ENDEAVOR_KIND_IDS.flatMap((k) => KIND_REQUESTS[k].stats());

/** The reasons for leaving every kind adds. */
export const kindRemovals = (): Removal[] =>
  ENDEAVOR_KIND_IDS.flatMap((k): readonly Removal[] => KIND_REQUESTS[k].removals());

/** A participant only the GM plays (a kind's, as its state says): the refusal's localisation key, or null. */
export function gmOnly(state: EndeavorState, participant: string): string | null {
  for (const k of ENDEAVOR_KIND_IDS) {
    const entry: KindRequests = KIND_REQUESTS[k];
    const refusal = entry.gmOnly?.(state, participant);
    if (refusal) return refusal;
  }
  return null;
}

/** Every kind's parsers, part by part. */
export function kindParsers(parts: RequestParts): { [P in keyof Built]: Together<Built[P]> } {
  const built = ENDEAVOR_KIND_IDS.map((k) => KIND_REQUESTS[k].parsers(parts));
  const together = (part: keyof Built) => Object.assign({}, ...built.map((b) => b[part]));
  return {
    actions: together("actions"),
    attack: together("attack"),
    specials: together("specials"),
    gm: together("gm"),
    start: together("start"),
  };
}
