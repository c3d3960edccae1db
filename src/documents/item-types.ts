// Item types as free type guards, for any Item as either generation's declarations type it (V14 types an actor's
// embedded items as core's Item, not our class, so a method of HumanityItem would not be there to call).
// Apart from item.ts, which they would take into the always-loaded bundle; the ready hook's look for unreadable
// recharge costs takes only these few lines.
import type { AptitudeModel } from "../data/item/aptitude";
import type { SpecializationModel } from "../data/item/specialization";
import type { ThingModel } from "../data/item/thing";
import { specializationBase } from "../rules/ids";

export const isSpecialization = <I extends { type: string }>(
  item: I,
): item is I & { type: "specialization"; system: SpecializationModel } => item.type === "specialization";
export const isAptitude = <I extends { type: string }>(
  item: I,
): item is I & { type: "aptitude"; system: AptitudeModel } => item.type === "aptitude";
export const isThing = <I extends { type: string }>(item: I): item is I & { type: "thing"; system: ThingModel } =>
  item.type === "thing";

/** The actor's item of the Specialization `name`, whatever edition its name carries
 *  ("Zealous (v0.0.18)" is Zealous). */
export function specializationItem<I extends { type: string; name: string | null }>(items: readonly I[], name: string) {
  // Stryker disable next-line StringLiteral: core refuses an Item without a name
  return items.filter(isSpecialization).find((i) => specializationBase(i.name ?? "") === name);
}
