/** Racing Endeavors (book v0.0.21.10, "🏇 Racing Endeavors"): its entry in the kinds table. */
import { ALLY_ACTIONS } from "../ally-actions";
import type { EndeavorKindRules } from "../kind-entry";
import { racingOutcome } from "./goal";

export const RACING: EndeavorKindRules = {
  id: "racing",
  label: "HB.Endeavor.Kind.racing",
  editions: ["v0.0.21.10"],
  sides: { fixed: null, monstrosities: null, helpOpponents: true },
  setup: { sp: false, terrain: true },
  roles: {
    character: { actions: ALLY_ACTIONS, specials: ["overcome"], buttons: ["terrain", "fatigue", "zeal"] },
    monstrosity: { actions: [], specials: [], buttons: [] },
  },
  attackTargets: "one",
  fatigueOnSpend: true,
  areas: true,
  turnOrder: "edition",
  leader: false,
  goal: { position: "finishLine", outcome: racingOutcome },
  start: { finishLine: true, terrain: true, teams: true, sides: false },
  board: { markers: "racer", dangers: ["finish"] },
};
