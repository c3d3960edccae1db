// The character sheet as its body (character-sheet-actions.ts) reads it, without drawing it: shared by the body's
// tests. Wren is a player's character; the sheet is editable, in play mode, with an empty form.
import { onInit } from "../../../src/hooks/init";

const g = globalThis as any;

/** The sheet as its body reads it: its actor, whether it may change it, its mode and its element. */
export function standIn(of: any) {
  return { actor: of, isEditable: true, editMode: false, element: document.createElement("form") };
}

/** A fresh world with Wren, owned by the player, and her sheet's stand-in. */
export async function wrenOnStandIn(): Promise<{ actor: any; sheet: ReturnType<typeof standIn> }> {
  onInit();
  const actor = await g.CONFIG.Actor.documentClass.create({
    type: "character",
    name: "Wren",
    ownership: { default: 0, player: 3 },
  });
  return { actor, sheet: standIn(actor) };
}
