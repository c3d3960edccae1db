// The acting form offers the roll dialog's Condition and Gains choices (roll-dialog.hbs: "Against someone less
// famous", "My Ache affects this Stat", an exceptional thing), and its live odds and the command it sends follow them —
// the Check the Endeavor makes.
import { describe, expect, it } from "vitest";
import { checkOdds } from "../../../../src/applications/combat/view/turn-odds";
import { actCommand } from "../../../../src/applications/combat/view/act-commands";
import { outcomeOdds, OUTCOMES } from "../../../../src/rules";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import type { CheckTraits, EndeavorState } from "../../../../src/rules/endeavor/index";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

/** The acting row as the GM sees it. */
function actingRow(state: EndeavorState) {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: true }, logLength: 0, edition: state.edition });
  if (!ctx.started) throw new Error("not started");
  return ctx.rows.find((r) => r.id === state.turn.current)!;
}

const percents = (odds: Record<string, number>) => Object.fromEntries(OUTCOMES.map((o) => [o, (odds[o]! * 100).toFixed(1)]));
const shown = (view: ReturnType<typeof checkOdds>) => Object.fromEntries(view!.outcomes.map((o) => [o.outcome, o.percent]));

/** a (Hurt d6 as Action Die) faces the Monstrosity m. */
const start = (traits?: CheckTraits) =>
  run(setup({ kind: "monstrous", participants: [ally("a", traits ? { traits } : {}), monster("m")] }), [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]).state;

describe("Famous in the acting form: 'a +2 bonus in Attacks against them' (those less famous)", () => {
  it("offered to a Famous character only", () => {
    expect(actingRow(start({ conditions: ["famous"] })).turn!.check!.famous).toBe(true);
    expect(actingRow(start()).turn!.check!.famous).toBe(false);
  });

  it("ticked: the command claims it and the odds are a d6 + 2; unticked: a plain d6", () => {
    const s = start({ conditions: ["famous"] });
    const ticked = actCommand(s, "a", "violent", { targets: ["m"], lessFamous: "1" });
    expect(ticked).toMatchObject({ action: { lessFamous: true } });
    expect(actCommand(s, "a", "violent", { targets: ["m"], lessFamous: null })).not.toMatchObject({ action: { lessFamous: true } });
    expect(shown(checkOdds(s, "a", "violent", { lessFamous: "1" }))).toEqual(percents(outcomeOdds({ sizes: [6], modifier: 2 })));
    expect(shown(checkOdds(s, "a", "violent", { lessFamous: null }))).toEqual(percents(outcomeOdds({ sizes: [6] })));
  });

  it("'not against the same character more than once during the same session': names whom it was exerted over; claimed again, the odds say it is refused", () => {
    const s = start({ conditions: ["famous"], famousOver: ["m"] });
    expect(actingRow(s).turn!.check!.famousOver).toBe("m");
    expect(actingRow(start({ conditions: ["famous"] })).turn!.check!.famousOver).toBe("");
    const again = checkOdds(s, "a", "violent", { targets: ["m"], lessFamous: "1" })!;
    expect(again.caption.key).toBe("HB.Endeavor.Odds.refused");
    expect(shown(checkOdds(s, "a", "violent", { targets: ["m"], lessFamous: null }))).toEqual(percents(outcomeOdds({ sizes: [6] })));
  });
});

describe("an Ache the sheet does not pin to a Stat, in the acting form", () => {
  it("offered (ticked) only when the Stat is not recorded", () => {
    expect(actingRow(start({ conditions: ["ache"] })).turn!.check!.aching).toBe(true);
    expect(actingRow(start({ conditions: ["ache"], affected: { ache: "heart" } })).turn!.check!.aching).toBe(false);
    expect(actingRow(start()).turn!.check!.aching).toBe(false);
  });

  it("ticked: no bumps in the odds; unticked ('another Stat aches'): Hurt bumps as Normal", () => {
    const s = start({ conditions: ["ache"] });
    expect(actCommand(s, "a", "violent", { targets: ["m"], aching: false })).toMatchObject({ action: { aching: false } });
    expect(shown(checkOdds(s, "a", "violent", { aching: "1" }))).toEqual(percents(outcomeOdds({ sizes: [6], canBump: false })));
    expect(shown(checkOdds(s, "a", "violent", { aching: false }))).toEqual(percents(outcomeOdds({ sizes: [6] })));
  });
});

describe("an exceptional thing gained (Gains) in the acting form", () => {
  it("the actor's things are offered, under the edition's words; none, nothing offered", () => {
    const check = actingRow(start({ conditions: [], exceptional: ["Map"] })).turn!.check!;
    expect([check.exceptional, check.exceptionalLabel]).toEqual([["Map"], "HB.Roll.exceptional"]);
    expect(actingRow(start()).turn!.check!.exceptional).toEqual([]);
  });

  it("chosen: the command uses it and the odds round 6–7 up to 8; none chosen: a plain d6", () => {
    const s = start({ conditions: [], exceptional: ["Map"] });
    expect(actCommand(s, "a", "violent", { targets: ["m"], exceptional: "Map" })).toMatchObject({ action: { exceptional: true } });
    expect(actCommand(s, "a", "violent", { targets: ["m"], exceptional: "" })).not.toMatchObject({ action: { exceptional: true } });
    expect(shown(checkOdds(s, "a", "violent", { exceptional: "Map" }))).toEqual(percents(outcomeOdds({ sizes: [6], exceptional: true })));
    expect(shown(checkOdds(s, "a", "violent", { exceptional: "" }))).toEqual(percents(outcomeOdds({ sizes: [6] })));
  });
});
