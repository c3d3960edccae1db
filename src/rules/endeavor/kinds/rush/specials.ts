/**
 * "Rush Monstrosity Special Actions" (supplement, "⏩ Rush Endeavors"), which Monstrosities use instead of the
 * Monstrous ones. Allies keep theirs (Perform Combo, Declare Victory).
 */
import type { Draft } from "../../draft";
import type { PlotVictorySpecial } from "../../commands";
import { addStacked, schemesInARow } from "../../buttons";
import { refuse } from "../../errors";
import { spendAllTemporary } from "../../payment";
import { removeParticipant } from "../../removal";
import { foilLeader } from "./leader";
import { opponentsOf, type Participant } from "../../state";

/** Plot Victory: "Spend all your temporary Blessings and foil the charge leader. Then for each Recovery button your
 *  side has activated, add a Scheme button at the first position at or above your current position without one
 *  already."
 *  Reading: every Recovery button activated by anyone on the side so far counts (a Monstrosity since removed too). */
export function plotVictory(d: Draft, p: Participant, sp: PlotVictorySpecial): void {
  spendAllTemporary(d, p.id);
  foilLeader(d, p.id, sp.leader);
  // Only Monstrosities have Recovery buttons (the allies' count is 0).
  // Stryker disable next-line MethodExpression,ConditionalExpression: equivalent (see above)
  const activated = d.state.participants.filter((q) => q.side === p.side).reduce((n, q) => n + q.recoveries, 0);
  addStacked(d, "scheme", null, d.get(p.id).position, activated);
}

/** Declare Victory: "If there are 10 or more Scheme buttons in a row, spend all your temporary Blessings and remove all
 *  opponents from the Endeavor." (The ten is the table's victorySchemes, as for Monstrous.) All are removed at once:
 *  the charge leader last, so the lead is not passed on to an ally the same Declare Victory removes. */
export function declareVictoryAll(d: Draft, p: Participant): void {
  if (schemesInARow(d.state) < d.state.options.victorySchemes)
    refuse("endeavor-special-unmet", "Declare Victory's condition is not met.");
  spendAllTemporary(d, p.id);
  const opponents = opponentsOf(d.state, p);
  // Stryker disable next-line ConditionalExpression: either side of the comparison alone still sorts the leader last
  const leaderLast = [...opponents].sort((x, y) => Number(x.id === d.state.leader) - Number(y.id === d.state.leader));
  for (const q of leaderLast) removeParticipant(d, q.id, "victory", p.id);
}
