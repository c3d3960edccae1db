/** Monstrous Endeavors (book v0.0.21.10 and v0.0.18, "👹 Monstrous Endeavors"): its entry in the kinds table. */
import { ALLIES, MONSTROSITIES } from "../../state";
import { ALLY_ACTIONS } from "../ally-actions";
import type { EndeavorKindRules } from "../kind-entry";
import { monstrousOutcome } from "./goal";

export const MONSTROUS: EndeavorKindRules = {
  id: "monstrous",
  label: "HB.Endeavor.Kind.monstrous",
  editions: ["v0.0.21.10", "v0.0.18"],
  sides: { fixed: [ALLIES, MONSTROSITIES], monstrosities: MONSTROSITIES, helpOpponents: false },
  setup: { sp: true, terrain: false },
  roles: {
    character: { actions: ALLY_ACTIONS, specials: ["combo", "declareVictory"], buttons: ["wound", "zeal"] },
    // Monstrosity Unique Skill: "If you have the Unique tag" (actions.ts).
    monstrosity: {
      actions: ALLY_ACTIONS,
      specials: ["combo", "declareVictory"],
      buttons: ["scheme", "recovery", "defeat"],
    },
  },
  attackTargets: "up-to-x",
  fatigueOnSpend: false,
  areas: false,
  turnOrder: "edition",
  leader: false,
  goal: { position: "victoryPosition", outcome: monstrousOutcome },
  start: { finishLine: false, terrain: false, teams: false, sides: true },
  board: { markers: "side", dangers: ["wounds", "schemes"] },
};
