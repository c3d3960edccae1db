/** What Rush adds to the engine's: the charge leader elected at creation (and by the GM), its turn order, and the
 *  Monstrosities' Plot Victory and Declare Victory (all). */
import { kindRules } from "../index";
import type { KindEngine } from "../kind-entry";
import { electedLeader, electLeader } from "./leader";
import { declareVictoryAll, plotVictory } from "./specials";
import { leaderFirst, monstrositiesFirst, RUSH_NO_LEADER_DEFAULT } from "./turn-order";

export const RUSH_ENGINE: KindEngine = {
  prepare: (d, setup) => {
    d.state.leader = electedLeader(d.state, setup.leader);
    d.state.foiled = [];
    // Recorded in every new Rush, so that a state without it is one saved before the ruling (turn-order.ts).
    if (!d.state.options.rushNoLeader) d.state.options = { ...d.state.options, rushNoLeader: RUSH_NO_LEADER_DEFAULT };
  },
  special: (d, p, sp) => {
    if (sp.kind === "plotVictory") plotVictory(d, p, sp);
    else if (sp.kind === "declareVictoryAll") declareVictoryAll(d, p);
    else return false;
    return true;
  },
  firstTurn: leaderFirst,
  goesFirst: monstrositiesFirst,
  // "Only the charge leader and the opponents are considered for determining who takes special actions."
  considered: (state, p) => p.id === state.leader || p.side === kindRules(state.kind).sides.monstrosities,
  gmOps: { leader: (d, op) => electLeader(d, op.id) },
};
