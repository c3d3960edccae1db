/**
 * What a kind of Endeavor adds to the Endeavor's chat card (an entry of the table in index.ts; every part optional):
 * the icons and words of the events only its rules raise, and the labels of its Checks. A leaf of types.
 */
import type { CheckRecord, EndeavorEvent } from "../../../../rules/endeavor";
import type { Translator } from "../../../shared/translator";

export interface KindCard {
  /** Each of the kind's events' icon. */
  icons?: Partial<Record<EndeavorEvent["type"], string>>;
  /** An event's format data (names from the state, words from `i18n`); undefined: not one of the kind's events. */
  data?: (
    e: EndeavorEvent,
    name: (id: string | null) => string,
    i18n: Translator,
  ) => Record<string, string> | undefined;
  /** An event's line when it is not `HB.Endeavor.Event.<type>` (undefined: that one). */
  key?: (e: EndeavorEvent) => string | undefined;
  /** The words for what the kind's own Checks are for ("Wren Alder: Move"). */
  purposes?: Partial<Record<CheckRecord["purpose"], string>>;
}
