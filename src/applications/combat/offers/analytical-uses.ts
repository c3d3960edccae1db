// Analytical's "Twice per session" is counted on the actor's item (documents/combat-endeavor.ts writes each
// Endeavor use there, the sheet's card counts the same): whether a use is left, by the sheet's own rule
// (useSpecialization), for the tracker (offer Analytical Help only then) and the GM relay (refuse an offer without).
import { specializationItem } from "../../../documents/item-types";
import { useSpecialization } from "../../../rules/specializations";

/** The uses Analytical allows when none is left; null while one is (or with no item: the engine's refusal speaks). */
export function analyticalUsedUp(actor: Actor.Implementation | null | undefined): number | null {
  const item = actor && specializationItem(actor.items.contents, "Analytical");
  if (!item) return null;
  try {
    useSpecialization(item.system);
    return null;
  } catch {
    return item.system.uses;
  }
}
