// Shortcuts, in core's Configure Controls under the system: the key held to skip the roll dialog (Shift by default),
// and the GM's keys to open the track board and to Call for a Check. Each opens its window on demand (import()).
import { SYSTEM_ID } from "../../settings";
import type { HumanityCombat } from "../../documents/combat";

export function registerKeybindings(): void {
  const { SHIFT } = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS;
  // Held while clicking a Stat: a plain Normal Check straight to chat, without the roll dialog.
  game.keybindings!.register(SYSTEM_ID, "skipRollDialog", {
    name: "HB.Keybinding.skipRollDialog.name",
    hint: "HB.Keybinding.skipRollDialog.hint",
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
  });
  game.keybindings!.register(SYSTEM_ID, "openTrackBoard", {
    name: "HB.Keybinding.openTrackBoard.name",
    hint: "HB.Keybinding.openTrackBoard.hint",
    editable: [{ key: "KeyB", modifiers: [SHIFT] }],
    restricted: true,
    onDown: () => {
      void import("../combat/track-board").then(({ TrackBoard }) => TrackBoard.open((game.combat ?? null) as HumanityCombat | null));
      return true;
    },
  });
  game.keybindings!.register(SYSTEM_ID, "callForCheck", {
    name: "HB.Keybinding.callForCheck.name",
    hint: "HB.Keybinding.callForCheck.hint",
    editable: [{ key: "KeyC", modifiers: [SHIFT] }],
    restricted: true,
    onDown: () => {
      void import("../chat/request-card").then(({ openCallDialog }) => openCallDialog());
      return true;
    },
  });
}
