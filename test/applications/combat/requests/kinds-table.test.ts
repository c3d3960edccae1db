// The kinds' part of the Endeavor requests (requests/kinds/index.ts): the Stats and reasons for leaving beyond the
// shared ones (Stealth's Watch and escape; none from Monstrous, Racing or Rush), the participant only the GM plays
// (Stealth's Eye), and every kind's parsers together, part by part.
import { describe, expect, it } from "vitest";
import { gmOnly, kindParsers, kindRemovals, kindStats } from "../../../../src/applications/combat/requests/kinds/index";
import { requestParts } from "../../../../src/applications/combat/requests/request-parts";
import type { EndeavorState } from "../../../../src/rules/endeavor";

describe("the kinds' requests together", () => {
  it("add the Eye's Watch Stat alone, and a rogue's escape as the only reason to leave", () => {
    expect(kindStats()).toEqual(["Watch"]);
    expect(kindRemovals()).toEqual(["escaped"]);
  });

  it("the Eye is the GM's to play; anyone else, or an Endeavor without an Eye, is nobody's alone", () => {
    const stealth = { eye: { id: "eye" } } as unknown as EndeavorState;
    expect(gmOnly(stealth, "eye")).toBe("HB.Error.endeavorEyeGmOnly");
    expect(gmOnly(stealth, "wren")).toBeNull();
    expect(gmOnly({} as EndeavorState, "eye")).toBeNull();
  });

  it("each part's parsers are every kind's own, merged", () => {
    const parsers = kindParsers(requestParts(kindStats()));
    expect(Object.keys(parsers)).toEqual(["actions", "attack", "specials", "gm", "start"]);
    expect(Object.keys(parsers.specials)).toEqual(expect.arrayContaining(["plotVictory", "declareVictoryAll"]));
    expect(Object.keys(parsers.gm)).toEqual(expect.arrayContaining(["leader"]));
    expect(Object.keys(parsers.actions)).toEqual(expect.arrayContaining(["move", "objective", "hidden"]));
    expect(Object.keys(parsers.start)).toEqual(expect.arrayContaining(["leader"]));
  });
});
