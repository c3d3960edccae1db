/** The Eye's actions and the special actions of an Endeavor with an Eye (eye.ts), each refusal naming what
 *  is wrong and changing nothing. */
import { describe, expect, it } from "vitest";
import { apply, type Command, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, get, refusalOf, refused } from "../../helpers";
import { rogue, special } from "./helpers";
import { begin, buttonsAt, gm, moveTo, play } from "./play";

/** a ends its turn on the Alarm at 3 (the Eye wakes), b Covers: the Eye's turn, awake. */
const awake = (land: Parameters<typeof begin>[0] = []): EndeavorState =>
  play(begin([{ kind: "alarm", position: 3 }, ...land]), [act("a", { kind: "move", direction: "up", roll: [9] }), act("b", { kind: "cover" })]);
/** The rogues Cover, the Eye takes `eye`, until the special action. */
function toSpecial(s: EndeavorState, eye: Parameters<typeof act>[1]): EndeavorState {
  while (s.phase === "turns") s = apply(s, act(s.turn.current!, s.turn.current === "eye" ? eye : { kind: "cover" })).state;
  return s;
}
const hostile = (value: unknown): Command => JSON.parse(JSON.stringify(value));

describe("the Eye's actions", () => {
  it("a warry action while awake (and the reverse) is refused, naming the Eye's mode", () => {
    const warry = play(begin([]), [act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    expect(refusalOf(warry, act("eye", { kind: "awaken" }))).toEqual({ code: "endeavor-eye-mode", details: { mode: "warry" } });
    expect(refusalOf(awake(), act("eye", { kind: "search", position: 12 }))).toEqual({ code: "endeavor-eye-mode", details: { mode: "wake" } });
  });

  it("Search needs a whole position free of buttons and rogues (a rogue anywhere on the track counts)", () => {
    const s = play(begin([{ kind: "alarm", position: 6 }]), [moveTo("b", 5), act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    refused(s, act("eye", { kind: "search", position: 2.5 }), "endeavor-bad-button");
    refused(s, hostile({ type: "act", by: "eye", action: { kind: "search" } }), "endeavor-bad-button");
    expect(refusalOf(s, act("eye", { kind: "search", position: 5 }))).toEqual({ code: "endeavor-position-taken", details: { position: 5 } });
    expect(refusalOf(s, act("eye", { kind: "search", position: 26 }))).toEqual({ code: "endeavor-position-taken", details: { position: 6 } });
    expect(buttonsAt(apply(s, act("eye", { kind: "search", position: 24 })).state, "alarm")).toEqual([6, 4]);
  });

  it("Scan goes up or down, nothing else", () => {
    const s = play(begin([]), [act("a", { kind: "cover" }), act("b", { kind: "cover" })]);
    expect(refusalOf(s, hostile({ type: "act", by: "eye", action: { kind: "scan", direction: "left" } }))).toEqual({ code: "endeavor-action-unavailable", details: { name: "eye", action: "scan" } });
  });

  it("Wound: the rogue gains a Wound button and the Eye X temporary Blessings; the Eye and a rogue out are refused", () => {
    const s = awake();
    const r = apply(s, act("eye", { kind: "wound", target: "b", blessings: [3, 5] }));
    expect(r.events.filter((e) => e.type === "wounded" || e.type === "temporaryGained")).toEqual([
      { type: "wounded", id: "b", by: "eye" }, { type: "temporaryGained", id: "eye", values: [3, 5] },
    ]);
    expect(get(r.state, "eye").temporary).toEqual([2, 2, 3, 5]);
    expect(r.state.buttons.filter((b) => b.kind === "wound")).toEqual([{ id: "b3", kind: "wound", position: 1, owner: "b" }]);
    expect(refusalOf(s, act("eye", { kind: "wound", target: "eye" }))).toEqual({ code: "endeavor-bad-target", details: { name: "eye", target: "eye" } });
    refused(apply(s, gm({ op: "remove", id: "b" })).state, act("eye", { kind: "wound", target: "b" }), "endeavor-bad-target");
  });

  it("Awaken: each Alarm becomes a Wound button of the nearest rogue (lowest position first), each announced", () => {
    const s = awake([{ kind: "alarm", position: 12 }, { kind: "alarm", position: 2 }]);
    // a at 3, b at 1: the Alarm at 2 is one from each, and the earlier seat (a) takes it.
    const r = apply(s, act("eye", { kind: "awaken" }));
    expect(r.state.buttons.filter((b) => b.kind !== "objective").map((b) => [b.position, b.owner])).toEqual([[2, "a"], [3, "a"], [12, "a"]]);
    expect(r.events.filter((e) => e.type === "wounded")).toEqual([1, 2, 3].map(() => ({ type: "wounded", id: "a", by: "eye" })));
  });

  it("Awaken: owners named for Alarms only; a rogue gains no second Wound button where they have one", () => {
    let s = play(awake([{ kind: "alarm", position: 5 }]), [
      gm({ op: "addButton", kind: "wound", position: 3, owner: "a" }),
      gm({ op: "addButton", kind: "wound", position: 5, owner: "b" }),
      gm({ op: "addButton", kind: "zeal", position: 5, owner: "a" }),
    ]);
    expect(refusalOf(s, act("eye", { kind: "awaken", owners: { b1: "a" } }))).toEqual({ code: "endeavor-bad-button", details: { id: "b1" } });
    s = apply(s, act("eye", { kind: "awaken", owners: { b2: "a", b3: "a" } })).state;
    expect(s.buttons.filter((b) => b.kind === "wound").map((b) => [b.position, b.owner])).toEqual([[3, "a"], [5, "b"], [5, "a"]]);
  });
});

describe("the special actions", () => {
  const four = () => begin([], { more: [rogue("c"), rogue("d")] });

  it("Quicken Pace: up to X allies, each once, never the Eye; it says who acts again and in which round", () => {
    const s = toSpecial(four(), { kind: "search", position: 15 });
    expect(refusalOf(s, special("a", { kind: "quickenPace", allies: ["b", "c", "d"] }))).toEqual({ code: "endeavor-too-many-targets", details: { name: "a", count: 3, max: 2 } });
    expect(refusalOf(s, special("a", { kind: "quickenPace", allies: ["b", "b"] }))).toEqual({ code: "endeavor-bad-target", details: { name: "a", target: "a" } });
    const r = apply(s, special("a", { kind: "quickenPace", allies: ["b", "c"] }));
    expect(r.events.filter((e) => e.type === "quickened")).toEqual([{ type: "quickened", by: "a", ids: ["a", "b", "c"], round: 2 }]);
    // Anything but a list of allies is no allies.
    const alone = apply(s, hostile({ type: "special", by: "a", special: { kind: "quickenPace", allies: "b" } }));
    expect(alone.events.filter((e) => e.type === "quickened")).toEqual([{ type: "quickened", by: "a", ids: ["a"], round: 2 }]);
  });

  it("Engage Sentry (awake): removes the rogues with three Wounds in a row, then wounds the rest; Sweep Defenses is not offered", () => {
    let s = play(awake(), [0, 1, 2].map((i) => gm({ op: "addButton", kind: "wound", position: 4 + i, owner: "a" })));
    s = toSpecial(s, { kind: "wound", target: "b", blessings: [1, 1] });
    refused(s, special("eye", { kind: "sweepDefenses", between: ["b2", "b2"] }), "endeavor-action-unavailable");
    const r = apply(s, special("eye", { kind: "engageSentry" })).state;
    expect(get(r, "a").removed).toMatchObject({ reason: "wounds" });
    expect(r.buttons.filter((b) => b.kind === "wound" && b.owner === "b").map((b) => b.position)).toEqual([1, 2]);
  });
});
