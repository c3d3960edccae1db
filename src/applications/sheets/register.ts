import { SYSTEM_ID } from "../../settings";
import { CharacterSheet } from "./character-sheet";
import { HumanityItemSheet } from "./item-sheet";
import { MonstrositySheet } from "./monstrosity-sheet";
import { PartySheet } from "./party-sheet";
import { registerRelayHandler } from "../shared/relay";

export function registerSheets(): void {
  // Pool changes run on the GM (pool-gm.ts, loaded when the first one arrives); sheets/pool-relay.ts asks for them.
  registerRelayHandler("pool", async (request, user) => (await import("./pool-gm")).handlePoolRequest(request, user));
  const { Actors, Items } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, CharacterSheet, {
    types: ["character"],
    makeDefault: true,
    label: "HB.Sheet.character",
  });
  Actors.registerSheet(SYSTEM_ID, MonstrositySheet, {
    types: ["monstrosity"],
    makeDefault: true,
    label: "HB.Sheet.monstrosity",
  });
  Actors.registerSheet(SYSTEM_ID, PartySheet, { types: ["party"], makeDefault: true, label: "HB.Sheet.party" });
  Items.registerSheet(SYSTEM_ID, HumanityItemSheet, {
    types: ["aptitude", "specialization", "thing", "lifestyle", "ethic"],
    makeDefault: true,
    label: "HB.Sheet.item",
  });
}
