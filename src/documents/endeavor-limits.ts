// The Specialization uses an Endeavor's end gives back, and its undoing takes again (combat-endeavor.ts runs both on
// the GM's client, one command at a time).
import { specializationAtEndeavorEnd } from "../rules/specializations";
import { isSpecialization } from "./item-types";

/** The Endeavor's end: each participant's "per Endeavor" (and "per action") Specialization uses come back. What each
 *  had is kept on the Combat, so undoing the end takes them away again. */
export async function resetEndeavorLimits(combat: Combat.Implementation): Promise<void> {
  // By combatant: an unlinked token's actor is its own, not the sidebar's. An actor with two combatants gives its uses
  // back at the first: the second finds none left to give.
  const given: { combatantId: string; itemId: string; used: number }[] = [];
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (!actor) continue;
    const back = actor.items.contents.flatMap((i) =>
      isSpecialization(i) && specializationAtEndeavorEnd(i.system) !== i.system
        ? [{ itemId: i.id!, used: i.system.used }]
        : [],
    );
    // Stryker disable next-line ConditionalExpression: an update of no items changes nothing
    if (!back.length) continue;
    given.push(...back.map((b) => ({ combatantId: c.id!, ...b })));
    await actor.updateEmbeddedDocuments(
      "Item",
      back.map((b) => ({ _id: b.itemId, system: { used: 0 } })),
    );
  }
  // Stryker disable next-line ConditionalExpression: with none given, the list is already empty (a start empties it)
  if (given.length) await combat.update({ system: { endedUses: given } });
}

/** Undoing the Endeavor's end: the uses it gave back are counted again (as they stood, unless used since). */
export async function restoreEndeavorLimits(combat: Combat.Implementation): Promise<void> {
  const uses = combat.model!.endedUses;
  for (const combatantId of new Set(uses.map((u) => u.combatantId))) {
    const actor = combat.combatants.get(combatantId)?.actor;
    if (!actor) continue;
    // A duplicated actor's items keep the original's ids: each combatant's uses go to its own actor alone.
    const changes = uses.flatMap((u) => {
      const item = u.combatantId === combatantId ? actor.items.get(u.itemId) : undefined;
      if (!item) return [];
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration: no other item has a count to read as unused
      if (!isSpecialization(item)) return [];
      return item.system.used === 0 ? [{ _id: u.itemId, system: { used: u.used } }] : [];
    });
    // Stryker disable next-line ConditionalExpression: an update of no items changes nothing
    if (changes.length) await actor.updateEmbeddedDocuments("Item", changes);
  }
  // Stryker disable next-line ConditionalExpression: with none given back, the list is already empty
  if (uses.length) await combat.update({ system: { endedUses: [] } });
}
