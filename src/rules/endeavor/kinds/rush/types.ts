/**
 * What Rush adds to the engine's types (Humanity, Endeavored, "⏩ Rush Endeavors"): the charge leader and the foiled in
 * the state, the ruling for a Rush without a leader, Plot Victory's choice, the GM's new election, its events, turn
 * order, board danger and refusals — each added to the engine's open interface by module augmentation. A leaf of
 * types: it imports only its own error list.
 */
import type { RUSH_ERROR_CODES } from "./errors";

declare module "../../state" {
  interface EndeavorOptions {
    /** No charge leader ("If there is no charge leader, monstrosities act first"): "monstrosities" — every
     *  Monstrosity in seating order, then the allies clockwise (turn-order.ts); "clockwise" — round the table from the
     *  first Monstrosity. Set from the world's ruling when an Endeavor starts ("monstrosities" by default, engine.ts);
     *  absent in states saved before the ruling: "clockwise", the order they were played in. */
    rushNoLeader?: "monstrosities" | "clockwise";
  }
  interface EndeavorState {
    /** The charge leader (null: none elected, or every ally foiled). Absent in other kinds and older states. */
    leader?: string | null;
    /** Allies foiled so far ("Once you are foiled, you cannot become the charge leader again"). */
    foiled?: string[];
  }
}

declare module "../../commands" {
  interface PlotVictorySpecial {
    /** The ally the allies elect in the foiled one's place (left out: the next ally clockwise who was never foiled). */
    leader?: string;
  }
  interface KindGmOps {
    /** The allies elect another charge leader mid-Endeavor, entered by the GM. */
    leader: { op: "leader"; id: string };
  }
}

declare module "../../events" {
  interface KindEvents {
    /** A charge leader foiled (Plot Victory). */
    foiled: { type: "foiled"; id: string; by: string };
    /** Who leads now (null: nobody is left to lead). */
    leaderChanged: { type: "leaderChanged"; id: string | null };
    /** The allies elect another charge leader mid-Endeavor, entered by the GM (`from`: who led until then). */
    leaderElected: { type: "leaderElected"; id: string; from: string | null };
  }
}

declare module "../../errors" {
  interface KindErrorCodes extends Record<(typeof RUSH_ERROR_CODES)[number], true> {}
}

declare module "../kind-entry" {
  interface EndeavorKindRules {
    /** Does the kind elect a leader among the allies before the first round (the charge leader)? Every entry says
     *  (the board's legend reads it as a boolean). */
    leader: boolean;
  }
  interface KindSetup {
    /** The ally elected charge leader before the first round (none: nobody leads). */
    leader?: string;
  }
  interface KindTurnOrders {
    /** Seat order from the charge leader, never reversed (turn-order.ts). */
    "leader-clockwise": true;
  }
  interface BoardDangers {
    leader: true;
  }
}
