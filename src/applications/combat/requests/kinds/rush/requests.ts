// What a Rush Endeavor's requests carry beyond the shared ones (supplement, "⏩ Rush Endeavors"): the Monstrosities'
// special actions (Plot Victory names the next charge leader), the GM's election of a new leader, and the leader the
// start names.
import { literal, object, optional } from "../../../../shared/request-schema";
import type { KindRequests } from "../kind-requests";

export const RUSH_REQUESTS = {
  // Stryker disable BlockStatement,ArrayDeclaration: none of Rush's own; a made-up Stat or reason here is one no
  // request names, and none at all (undefined) adds none
  stats() {
    return [];
  },
  removals() {
    return [];
  },
  // Stryker restore BlockStatement,ArrayDeclaration
  parsers({ pid }) {
    return {
      actions: {},
      attack: {},
      specials: {
        plotVictory: object({ kind: literal("plotVictory"), leader: optional(pid) }),
        declareVictoryAll: object({ kind: literal("declareVictoryAll") }),
      },
      // The allies' new charge leader, entered by the GM (a player's "gm" command is refused before the engine).
      gm: { leader: object({ op: literal("leader"), id: pid }) },
      start: { leader: optional(pid) },
    };
  },
} satisfies KindRequests;
