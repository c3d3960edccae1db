/** The Goal of an Endeavor with an Eye (goal.ts). */
import { describe, expect, it } from "vitest";
import { stealthOutcome } from "../../../../../src/rules/endeavor/kinds/stealth/goal";
import { ally, monster, setup } from "../../helpers";
import { begin, gm, play } from "./play";

describe("the Goal", () => {
  it("an Endeavor without an Eye has no Stealth ending", () => {
    expect(stealthOutcome(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }))).toBeNull();
  });

  it("the last Objective removed once the Eye is awake wins nothing: the rogues still in it play on", () => {
    const s = begin([{ kind: "alarm", position: 3 }]);
    const awake = { ...s, eye: { ...s.eye!, mode: "wake" as const } };
    expect(stealthOutcome({ ...awake, buttons: [] })).toBeNull();
    expect(stealthOutcome({ ...s, buttons: [] })).toEqual({ winner: "rogues", winnerId: null, reason: "objectives" });
  });

  it("every rogue out: the Eye wins if none escaped, nobody if one did", () => {
    const s = begin([]);
    const out = play(s, [gm({ op: "remove", id: "a" }), gm({ op: "remove", id: "b" })]);
    expect(out.outcome).toEqual({ winner: "eye", winnerId: null, reason: "rogues-out" });
    const escaped = play(s, [gm({ op: "remove", id: "a", reason: "escaped" }), gm({ op: "remove", id: "b" })]);
    expect(escaped.outcome).toEqual({ winner: null, winnerId: null, reason: "rogues-out" });
  });
});
