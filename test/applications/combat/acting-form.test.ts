// The acting row's form as the tracker's context draws it from an engine state (pure): what it offers for the
// table rulings, the Check's choices and their exact odds.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker, type TrackerRow } from "../../../src/applications/combat/tracker-context";
import type { EndeavorOptions, EndeavorState, ParticipantSetup } from "../../../src/rules/endeavor/index";
import { ally, choose, monster, run, setup } from "../../rules/endeavor/helpers";

const monstrous = (participants: ParticipantSetup[], options: Partial<EndeavorOptions> = {}, edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
  setup({ kind: "monstrous", edition, participants, options });

/** The acting row as the GM sees it. */
export function actingRow(state: EndeavorState): TrackerRow {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: true }, logLength: 0, edition: state.edition });
  if (!ctx.started) throw new Error("not started");
  const row = ctx.rows.find((r) => r.id === state.turn.current);
  if (!row?.turn) throw new Error("nobody acting");
  return row;
}
const offered = (row: TrackerRow) => row.turn!.actions.map((a) => a.value);

describe("a Stat balanced with Hurt for 'Hurt only' (table ruling hurtStandIn) in the acting form", () => {
  // a's Head d6 is balanced with Hurt d6; b's Head d4 is not.
  const start = (hurtStandIn: boolean, stat = "Head") =>
    run(monstrous([ally("a"), monster("m")], { hurtStandIn }), [choose("a", stat, [1, 1]), choose("m", "Head", [3, 3])]).state;

  it("off (default): Head offers the non-violent Attack and Advance, not the violent Attack", () => {
    expect(offered(actingRow(start(false)))).toEqual(expect.arrayContaining(["attack", "advance"]));
    expect(offered(actingRow(start(false)))).not.toContain("violent");
  });
  it("on: Head (balanced with Hurt) offers the violent Attack too; Hurry d4 (not balanced) does not", () => {
    expect(offered(actingRow(start(true))).slice(0, 3)).toEqual(["violent", "attack", "advance"]);
    expect(offered(actingRow(start(true, "Hurry")))).not.toContain("violent");
  });
  it("Hurt itself offers the violent Attack and not the non-violent one, either way", () => {
    for (const on of [false, true]) {
      const actions = offered(actingRow(start(on, "Hurt")));
      expect(actions).toContain("violent");
      expect(actions).not.toContain("attack");
    }
  });
});
