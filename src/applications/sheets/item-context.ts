// What the item sheet shows, from plain data (the sheet, the browser harness and tests share it).
import { SPECIALIZATION_LIMITS, THING_KINDS } from "../../data/item/choices";

export interface ItemView {
  name: string;
  img: string;
  type: string;
  /** The item's model (a plain object in the harness): the template reads its fields. */
  system: object;
}

export function prepareItemContext(item: ItemView, options: { editable: boolean; descriptionHTML: string }) {
  return {
    item: { name: item.name, img: item.img },
    system: item.system,
    type: item.type,
    editable: options.editable,
    limitChoices: Object.fromEntries(
      SPECIALIZATION_LIMITS.map((id) => [id, `HB.Specialization.limit.${id || "none"}`]),
    ),
    kindChoices: Object.fromEntries(THING_KINDS.map((id) => [id, `HB.Thing.kind.${id}`])),
    descriptionHTML: options.descriptionHTML,
  };
}
