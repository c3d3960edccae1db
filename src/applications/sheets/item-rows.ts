// An actor's items as the sheets' pure context builders read them: plain data, no documents (the browser harness
// and the tests build the same rows by hand).
import type { HumanityActor } from "../../documents/actor";

export interface ItemRow {
  id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

export function itemRows(actor: HumanityActor): ItemRow[] {
  return actor.items.contents.map((i) => ({
    id: i.id!,
    name: i.name,
    type: i.type,
    system: i.toObject().system,
  }));
}
