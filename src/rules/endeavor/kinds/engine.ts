/**
 * What each kind of Endeavor does in the engine's turns, rounds and commands (kind-entry.ts `KindEngine`), one line
 * per kind beside the table (index.ts). Apart from the table: a kind's behaviour builds on the engine's rules (Attacks,
 * Checks, removal), which read the table, so only the engine's top (actions, specials, flow, the GM, creation) reads
 * this one.
 */
import { ENDEAVOR_KIND_IDS, isEndeavorKind } from "./index";
import type { EndeavorKind, KindEngine } from "./kind-entry";
import { RACING_ENGINE } from "./racing/engine";
import { RUSH_ENGINE } from "./rush/engine";
import { STEALTH_ENGINE } from "./stealth/engine";

const ENGINES: Record<EndeavorKind, KindEngine> = {
  // Monstrous plays by the engine's own rules.
  monstrous: {},
  racing: RACING_ENGINE,
  rush: RUSH_ENGINE,
  stealth: STEALTH_ENGINE,
};

/** A kind's behaviour (an unknown kind reads as the first, as kindRules does). */
export const kindEngine = (kind: string): KindEngine =>
  isEndeavorKind(kind) ? ENGINES[kind] : ENGINES[ENDEAVOR_KIND_IDS[0]];
