/** What Racing adds to the engine's turns and commands: the lay of the land at creation, and Overcome. */
import { xOf } from "../../amounts";
import { move } from "../../track";
import type { KindEngine } from "../kind-entry";
import { layTerrain } from "./terrain";

export const RACING_ENGINE: KindEngine = {
  prepare: (d, setup) => layTerrain(d, setup.terrain ?? []),
  special: (d, p, sp) => {
    // Stryker disable next-line ConditionalExpression: Racing's table offers no other (specialsFor refuses the rest)
    if (sp.kind !== "overcome") return false;
    // "Move up by X, ignoring the first Terrain button you would activate during this movement."
    move(d, p.id, xOf(d.state, p), { cause: p.id, ignoreTerrain: 1 });
    return true;
  },
};
