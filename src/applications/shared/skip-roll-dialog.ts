// The roll dialog's skip binding read at a click (keybindings.ts registers it): loaded with the sheet's actions.
import { SYSTEM_ID } from "../../settings";

/**
 * Whether the skip binding is held during this click: a bound key is down (core's keyboard tracks the keys held), or
 * — a bare modifier key such as ShiftLeft — the event says that modifier is held; and every modifier the binding
 * requires is held.
 */
export function skipsRollDialog(event: MouseEvent): boolean {
  const { MODIFIER_KEYS, MODIFIER_CODES } = foundry.helpers.interaction.KeyboardManager;
  const held = new Set<string>();
  const hold = (modifier: string, codes: readonly string[], on: boolean) => {
    if (on) for (const key of [modifier, ...codes]) held.add(key);
  };
  hold(MODIFIER_KEYS.CONTROL, MODIFIER_CODES.Control, event.ctrlKey || event.metaKey);
  hold(MODIFIER_KEYS.SHIFT, MODIFIER_CODES.Shift, event.shiftKey);
  hold(MODIFIER_KEYS.ALT, MODIFIER_CODES.Alt, event.altKey);
  // Core sets up its keyboard before any sheet can be clicked, and its get() gives each binding its modifiers ([]).
  const down = game.keyboard!.downKeys;
  return game
    .keybindings!.get(SYSTEM_ID, "skipRollDialog")
    .some((b) => (down.has(b.key) || held.has(b.key)) && b.modifiers!.every((m) => held.has(m)));
}
