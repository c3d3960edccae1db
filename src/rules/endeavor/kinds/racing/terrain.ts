/**
 * Racing Endeavors (default edition only). Book: "🏇 Racing Endeavors": all racers begin at 0; the lay of the land as
 * Terrain buttons (personal; `Area` limits Action Dice). The rest of Racing: Fatigue buttons when spending a Blessing
 * (payment.ts) and the Fatigue Check at the end of the round (fatigue.ts: any kind's Fatigue button asks it);
 * Overcome (engine.ts); first to the finish line or last one standing (goal.ts).
 */
import type { Draft } from "../../draft";
import { refuse } from "../../errors";

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
