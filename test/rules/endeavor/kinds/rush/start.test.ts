/** What a Rush start asks beyond a Monstrous one (start.ts): the charge leader, from the form and into the setup. */
import { describe, expect, it } from "vitest";
import { MONSTROUS } from "../../../../../src/rules/endeavor/kinds/monstrous/rules";
import { RUSH_START } from "../../../../../src/rules/endeavor/kinds/rush/start";

describe("a Rush start", () => {
  it("asks what a Monstrous start asks, and the leader", () => {
    expect(RUSH_START).toMatchObject({ ...MONSTROUS.start, fields: ["leader"] });
  });

  it("reads the leader chosen from the form; none chosen is nobody", () => {
    expect(RUSH_START.fromForm?.({ leader: "c1", land: { alarms: "4" } })).toEqual({ leader: "c1" });
    expect(RUSH_START.fromForm?.({ leader: "" })).toEqual({});
    expect(RUSH_START.fromForm?.({ leader: 3 })).toEqual({});
  });

  it("sets the leader only when one is named, and offers every combatant by name", () => {
    expect(RUSH_START.read?.({ leader: "c1", watch: 4 })).toEqual({ setup: { leader: "c1" } });
    expect(RUSH_START.read?.({})).toEqual({ setup: {} });
    expect(RUSH_START.choices?.([{ id: "c1", name: "Wren" }])).toEqual({ leaders: [{ value: "c1", label: "Wren" }] });
  });
});
