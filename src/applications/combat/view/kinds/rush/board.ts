// Rush on the track board (pure): the charge leader's marker, and the leader close to foiled as a danger.
import { kindRules, optionOf, type EndeavorState, type Participant } from "../../../../../rules/endeavor";
import type { BoardMarks, KindBoard, LegendMarker } from "../kind-view";

/** The legend's line for the charge leader's marker (`side`: the first side's css). */
function leaderMarkers(side: string): LegendMarker[] {
  return [{ css: `${side} leader`, label: "HB.Endeavor.Board.Legend.leader" }];
}

/** The charge leader's marker is drawn as such. */
function leaderCss(state: EndeavorState, p: Participant): string {
  return state.leader === p.id ? "leader" : "";
}

/** Rush: the charge leader is close to foiled when a Monstrosity holds as many Blessings as they do (counted as the
 *  special action counts them): it would choose the special action, and Plot Victory foils. */
function leaderDanger(state: EndeavorState, active: readonly Participant[], _name: unknown, marks: BoardMarks) {
  if (!kindRules(state.kind).board.dangers.includes("leader")) return;
  const leader = active.find((p) => p.id === state.leader);
  const count = (p: Participant) =>
    p.temporary.length + (optionOf(state, "specialCount") === "all" ? p.blessings.length : 0);
  const most = Math.max(-1, ...active.filter((p) => p.side === kindRules(state.kind).sides.monstrosities).map(count));
  if (leader && most >= count(leader)) {
    marks.dangerMarker(leader.id);
    marks.danger({ key: "HB.Endeavor.Danger.leader", name: leader.name, count: most });
  }
}

/** Rush's board hooks (built when the board is drawn, like the rest of its context). */
export function rushBoard(): KindBoard {
  return { markers: leaderMarkers, markerCss: leaderCss, dangers: leaderDanger };
}
