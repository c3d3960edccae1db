/**
 * Every kind of Endeavor, in ONE table beside the edition table: one line per kind, its entry in its own folder
 * (`kinds/<kind>/rules.ts`: what the kind is — its sides and how they are set up, the actions and special actions each
 * side has, with the Stat each requires, its buttons, turn order, goal and how it ends, what the start form asks, what
 * the board watches). The engine, the tracker, the board, the start form and the cards read this table; what the kind
 * does in the engine's turns, rounds and commands is its line in engine.ts. No other file names a kind
 * (test/rules/endeavor/kinds-named.test.ts); adding one: docs/dev/endeavor-kinds.md.
 *
 * Book (v0.0.21.10): "👹 Monstrous Endeavors", "🏇 Racing Endeavors"; supplement *Humanity, Endeavored*: "⏩ Rush
 * Endeavors" and Stealth Endeavors.
 */
import { ENGINE_BUTTON_RULES, type ButtonRule } from "../buttons";
import { ENGINE_ERROR_CODES, type EndeavorErrorCode } from "../errors";
import type { ButtonKind, EditionId } from "../state";
import { ENDEAVOR_KIND_IDS, type EndeavorKind } from "./kind-ids";
import type { EndeavorKindRules } from "./kind-entry";
import { MONSTROUS } from "./monstrous/rules";
import { RACING } from "./racing/rules";
import { RUSH } from "./rush/rules";
import { STEALTH } from "./stealth/rules";

export { ENDEAVOR_KIND_IDS, type EndeavorKind };
export type { EndeavorKindRules, KindAction, KindRole, SpecialId, StatRequirement } from "./kind-entry";

export const ENDEAVOR_KINDS: Record<EndeavorKind, EndeavorKindRules> = {
  monstrous: MONSTROUS,
  racing: RACING,
  rush: RUSH,
  stealth: STEALTH,
};

export const isEndeavorKind = (value: unknown): value is EndeavorKind =>
  (ENDEAVOR_KIND_IDS as readonly unknown[]).includes(value);

/** A kind's rules (an unknown kind — a hand-edited state — reads as the first, Monstrous). */
export function kindRules(kind: string): EndeavorKindRules {
  return isEndeavorKind(kind) ? ENDEAVOR_KINDS[kind] : ENDEAVOR_KINDS[ENDEAVOR_KIND_IDS[0]];
}

/** The kinds an edition has, in the table's order. */
export const kindsOf = (edition: EditionId): EndeavorKind[] =>
  ENDEAVOR_KIND_IDS.filter((k) => ENDEAVOR_KINDS[k].editions.includes(edition));

/** The kind every edition has, offered first and used when a form names none. */
export const DEFAULT_KIND: EndeavorKind = ENDEAVOR_KIND_IDS[0];

/** Every button kind's rule (buttons.ts): the engine's, then each kind's own, in the table's order. */
export const BUTTON_RULES = Object.assign(
  {},
  ENGINE_BUTTON_RULES,
  ...ENDEAVOR_KIND_IDS.map((k) => ENDEAVOR_KINDS[k].buttonRules),
) as Record<ButtonKind, ButtonRule>;

/** Every refusal's code (errors.ts): the engine's, then those each kind alone raises, in the table's order. */
export const ENDEAVOR_ERROR_CODES: readonly EndeavorErrorCode[] = [
  ...ENGINE_ERROR_CODES,
  ...ENDEAVOR_KIND_IDS.flatMap((k) => ENDEAVOR_KINDS[k].errorCodes ?? []),
];

/** The button kinds an Endeavor of this kind uses (any role's), in the buttons table's order: the board's legend and
 *  the GM's "add a button" offer these and no others. */
export function buttonKindsOf(kind: string): ButtonKind[] {
  const used = new Set(Object.values(kindRules(kind).roles).flatMap((r) => r.buttons));
  return (Object.keys(BUTTON_RULES) as ButtonKind[]).filter((k) => used.has(k));
}

/** Every side a kind names (the allies, the Monstrosities, a guarded area's rogues and its Eye), in the table's order.
 *  Any other side is a Racing team's, whose label is its own name. */
export const NAMED_SIDES: readonly string[] = [
  ...new Set(ENDEAVOR_KIND_IDS.flatMap((k) => ENDEAVOR_KINDS[k].sides.fixed ?? [])),
];

/** The key of a named side's name (`HB.Endeavor.Side.<side>`), or "" for a team, which is called by its own name: the
 *  one answer the tracker's closing line and the Endeavor card give to "who won". */
export function sideNameKey(side: string): string {
  return NAMED_SIDES.includes(side) ? `HB.Endeavor.Side.${side}` : "";
}
