// The Endeavor tracker follows its participants' actors: a change core would not re-render it for still shows at once.
import { offHook, onHook } from "../../../compat";
import type { TrackerHost } from "./tracker-host";

/**
 * Rows read participants' actors (Blessings to pay with, portrait, ownership, Analytical's uses), but core re-renders
 * the tracker on Combat and Combatant changes, and on an actor's only through a token in the active Combat
 * (TokenDocument#_onRelatedUpdate): a Blessing spent on a chat card would not show. From the first Endeavor shown until
 * the tracker closes, actors of the viewed Combat's combatants (a token's synthetic actor shares its base actor's id)
 * and their Items re-render it, once for a burst of changes (a card's payment updates the actor, then maybe its items).
 */
export function followActors(tracker: TrackerHost): void {
  if (tracker.unfollow) return;
  const refresh = foundry.utils.debounce(() => {
    if (tracker.rendered) void tracker.render();
  }, 100);
  const changed = (actor: { id: string | null } | null | undefined) => {
    if (actor?.id && tracker.combat?.combatants.some((c) => c.actorId === actor.id)) refresh();
  };
  const hooks: [string, number][] = [
    ["updateActor", onHook("updateActor", (actor: { id: string | null }) => changed(actor))],
    ...(["createItem", "updateItem", "deleteItem"] as const).map((hook): [string, number] => [
      hook,
      onHook(hook, (item: { parent: { id: string | null } | null }) => changed(item.parent)),
    ]),
  ];
  tracker.unfollow = () => {
    for (const [hook, id] of hooks) offHook(hook, id);
    tracker.unfollow = null;
  };
}
