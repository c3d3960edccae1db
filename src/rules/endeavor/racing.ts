/**
 * Racing Endeavors (default edition only). Book: "🏇 Racing Endeavors": all racers begin at 0; the lay of the land as
 * Terrain buttons (personal; `Area` limits Action Dice); Fatigue buttons when spending a Blessing (payment.ts);
 * the Fatigue Check at the end of the round; Overcome (specials.ts); first to the finish line or last one standing
 * (removal.ts).
 */
import type { CheckOptions } from "./commands";
import type { Draft } from "./draft";
import type { Dice } from "./dice";
import { buttonsOf } from "./buttons";
import { performCheck } from "./checks";
import { refuse } from "./errors";
import { owesFatigueCheck } from "./flow";
import { removeParticipant } from "./removal";

export interface TerrainSetup {
  position: number;
  /** Stats allowed as Action Dice past this point (`Area` tag). */
  area?: string[];
  /** Terrain is personal: omitted owner = one copy for every racer (reading: the same lay of the land for all). */
  owner?: string;
}

export function layTerrain(d: Draft, terrain: readonly TerrainSetup[]): void {
  for (const t of terrain) {
    const owners = t.owner ? [t.owner] : d.state.participants.map((p) => p.id);
    for (const owner of owners) {
      d.get(owner);
      if (!Number.isInteger(t.position) || t.position < 0)
        refuse("endeavor-bad-setup", "Terrain needs a position ≥ 0.", { position: t.position });
      d.addButton({ kind: "terrain", position: t.position, owner, ...(t.area ? { area: t.area.slice() } : {}) });
    }
  }
}

/** Fatigue, "Cumulative Effect: Use your Action Die to perform a Check to remain in the race. This Check is Easy,
 *  plus one difficulty rank for each of your Fatigue buttons past the first. On a failure, you are removed from the
 *  Endeavor. On a success, remove all your Fatigue buttons." */
export function fatigueCheck(d: Draft, dice: Dice, by: string, c: { roll?: number[]; throws?: number[][][] }): void {
  if (d.state.phase !== "fatigue") refuse("endeavor-wrong-phase", "Fatigue Checks come at the end of the round.");
  if (!owesFatigueCheck(d, by))
    refuse("endeavor-not-fatigued", `${d.get(by).name} has no Fatigue Check to make.`, { name: d.get(by).name });
  const fatigue = buttonsOf(d.state.buttons, "fatigue", by);
  // Only the dice come from the command (it is the engine's own copy): what was rolled is written back into it.
  const opts: CheckOptions = { ...(c.roll ? { roll: c.roll } : {}), ...(c.throws ? { throws: c.throws } : {}) };
  const check = performCheck(d, dice, by, opts, { purpose: "fatigue", extraRanks: fatigue.length - 1, base: "easy" });
  Object.assign(c, opts);
  if (check.success) for (const b of fatigue) d.removeButton(b.id);
  else removeParticipant(d, by, "fatigue", null);
}
