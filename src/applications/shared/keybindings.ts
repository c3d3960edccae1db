// Shortcuts, in core's Configure Controls under the system: the key held to skip the roll dialog (Shift by default),
// and the GM's keys to open the track board and to Call for a Check. Each opens its window on demand (import()).
import { SYSTEM_ID } from "../../settings";
import type { HumanityCombat } from "../../documents/combat";

/** Each binding's default keys and, for the GM's, what it opens (named HB.Keybinding.<key>.name and .hint). */
function bindings(): Record<string, Partial<ClientKeybindings.KeybindingActionConfig>> {
  const { SHIFT } = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS;
  const opens = (open: () => Promise<unknown>) => () => (void open(), true);
  return {
    // Held while clicking a Stat: a plain Normal Check straight to chat, without the roll dialog.
    skipRollDialog: { editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }] },
    openTrackBoard: {
      editable: [{ key: "KeyB", modifiers: [SHIFT] }],
      restricted: true,
      onDown: opens(() =>
        import("../combat/board/track-board").then(({ TrackBoard }) =>
          TrackBoard.open((game.combat ?? null) as HumanityCombat | null),
        ),
      ),
    },
    callForCheck: {
      editable: [{ key: "KeyC", modifiers: [SHIFT] }],
      restricted: true,
      onDown: opens(() => import("../chat/request-card").then(({ openCallDialog }) => openCallDialog())),
    },
  };
}

export function registerKeybindings(): void {
  for (const [key, binding] of Object.entries(bindings())) {
    game.keybindings!.register(SYSTEM_ID, key, {
      name: `HB.Keybinding.${key}.name`,
      hint: `HB.Keybinding.${key}.hint`,
      ...binding,
    });
  }
}
