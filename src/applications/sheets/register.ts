import { SYSTEM_ID } from "../../settings";
import { CharacterSheet } from "./character-sheet";
import { HumanityItemSheet } from "./item-sheet";
import { MonstrositySheet } from "./monstrosity-sheet";
import { registerPoolRelay } from "./pool-relay";

export function registerSheets(): void {
  registerPoolRelay();
  const { Actors, Items } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, CharacterSheet as never, { types: ["character"], makeDefault: true, label: "HB.Sheet.character" });
  Actors.registerSheet(SYSTEM_ID, MonstrositySheet as never, { types: ["monstrosity"], makeDefault: true, label: "HB.Sheet.monstrosity" });
  Items.registerSheet(SYSTEM_ID, HumanityItemSheet as never, {
    types: ["aptitude", "specialization", "thing", "lifestyle", "ethic"], makeDefault: true, label: "HB.Sheet.item",
  });
}
