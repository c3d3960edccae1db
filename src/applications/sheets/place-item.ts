// What placing an Item on a character does — dropped on the sheet or taken in the Specialization picker, one path:
// the rules decide from the character as it is now (character-drop.ts planDrop), then the item is created, the
// outlook set or the Aptitude specialized, and a refusal says why with nothing changed.
import { currentEdition } from "../../settings";
import { askAptitude, type AptitudeQuestion } from "../shared/ask-aptitude";
import { planDrop, type DropTarget } from "./character-drop";
import { isAptitude, isSpecialization } from "../../documents/item-types";
import type { CharacterActor } from "../../documents/actor";

/** Dropping a Specialization where several Aptitudes could take it. */
export const SPECIALIZE_WHICH: AptitudeQuestion = { title: "HB.Drop.chooseTitle", prompt: "HB.Drop.chooseAptitude" };

/** The character as the drop rules read it, from its items and data now (never from what a window showed). */
export function dropTarget(actor: CharacterActor): DropTarget {
  const system = actor.system;
  return {
    aptitudes: actor.items.filter(isAptitude).map((i) => ({ id: i.id!, name: i.name })),
    specializations: actor.items.filter(isSpecialization).map((i) => ({ name: i.name, aptitude: i.system.aptitude })),
    lifestyle: system.lifestyle,
    ethic: system.ethic,
    built: !!system.highest,
    specializationUnlocks: system.specializationUnlocks,
  };
}

/** Places `item` on `actor` (on the Aptitude `aptitude` when given) as the rules decide; resolves to what changed. */
export async function placeItem(actor: CharacterActor, item: Item.Implementation, aptitude?: string): Promise<unknown> {
  // Stryker disable next-line OptionalChaining: a client placing an item has its user
  const plan = planDrop(dropTarget(actor), item, { aptitude, edition: currentEdition(), gm: !!game.user?.isGM });
  const i18n = game.i18n!;
  // Lifestyle and Ethic ids in a refusal read as their names ("Carefree", "Vice & Virtue").
  const named = (id: string) => [`HB.Lifestyle.${id}`, `HB.Ethic.${id}`].find((k) => i18n.has(k)) ?? id;
  const nameOf = (value: string) =>
    value
      .split(", ")
      .map((id) => i18n.localize(named(id)))
      .join(", ");
  // The drop's refusals name no Stat (the rules' other refusals do: shared/refusal.ts localises those).
  const format = (key: string, data: Record<string, string> = {}) =>
    i18n.format(
      key,
      Object.fromEntries(
        Object.entries(data).map(([k, v]) => [
          k,
          ["from", "to", "allowed", "lifestyle", "ethic"].includes(k) ? nameOf(v) : v,
        ]),
      ),
    );
  switch (plan.kind) {
    case "refuse":
      // Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
      ui.notifications?.warn(format(plan.key, plan.data));
      return null;
    case "set":
      await actor.update({ system: { [plan.field]: plan.key } });
      // Stryker disable next-line OptionalChaining: the notifications are there once the world is ready
      ui.notifications?.info(
        format(plan.field === "lifestyle" ? "HB.Drop.lifestyleSet" : "HB.Drop.ethicSet", { name: item.name }),
      );
      return actor;
    case "create":
      return createFrom(actor, item, {});
    case "specialize":
      return specialize(actor, item, plan.aptitude, plan.unlocks);
    case "chooseAptitude": {
      const aptitude = await askAptitude(plan.choices, SPECIALIZE_WHICH);
      return aptitude ? specialize(actor, item, aptitude, plan.unlocks) : null;
    }
  }
}

/** A new Specialization uses one of the character's Specialization Upgrades (rules spendSpecializationUnlock). */
async function specialize(actor: CharacterActor, item: Item.Implementation, aptitude: string, unlocks: number) {
  const created = await createFrom(actor, item, { aptitude });
  if (created && unlocks !== actor.system.specializationUnlocks)
    await actor.update({ system: { specializationUnlocks: unlocks } });
  return created;
}

async function createFrom(actor: Actor.Implementation, item: Item.Implementation, system: Record<string, unknown>) {
  const source = game.items!.fromCompendium(item, { clearFolder: true });
  const created = await actor.createEmbeddedDocuments("Item", [{ ...source, system: { ...source.system, ...system } }]);
  // Stryker disable next-line OptionalChaining: core answers with an array, empty when a hook cancelled the creation
  return created?.[0] ?? null;
}
