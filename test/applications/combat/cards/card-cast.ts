// The cast the Endeavor card's line tests read names from: Wren and Ash on the allies' side, the Grey Widow on the
// Monstrosities', in a fresh Monstrous Endeavor; and the game's own i18n, so each line reads as a player sees it.
import { createEndeavor, type EndeavorState } from "../../../../src/rules/endeavor";

const g = globalThis as any;

export const i18n = () => ({
  localize: (k: string) => g.game.i18n.localize(k),
  format: (k: string, d: Record<string, string>) => g.game.i18n.format(k, d),
});

export const STATS = { Head: 6, Hand: 6, Heart: 4, Hurt: 8, Hurry: 8 } as const;

/** Wren (Blessings 3, 3, 5), Ash (6) and the Grey Widow (SP 10 (3)). */
export function cardState(): EndeavorState {
  return createEndeavor({
    kind: "monstrous", edition: "v0.0.21.10",
    participants: [
      { id: "a0", name: "Wren", side: "allies", stats: { ...STATS }, blessings: [3, 3, 5] },
      { id: "a1", name: "Ash", side: "allies", stats: { ...STATS }, blessings: [6] },
      { id: "m0", name: "Grey Widow", side: "monstrosities", sp: "10 (3)", stats: { ...STATS } },
    ],
  });
}
