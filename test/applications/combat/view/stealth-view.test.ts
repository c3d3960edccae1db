// An Endeavor with an Eye in the tracker's and the board's contexts (pure, from the engine's state; the tracker's bar
// rendered with real Handlebars): the Eye's mode, the guarded area's line, the Eye's row, the GM's Objective form, the
// steps' titles, the Eye kept from its actor's owner, and the board's dangers, legend and header — hand-edited states
// included, which must not break the tracker.
import { describe, expect, it } from "vitest";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { kindAttackFields, kindButtonIcon, kindView } from "../../../../src/applications/combat/view/kinds/index";
import { template } from "../../../../src/applications/shared/templates";
import { ENDEAVOR_KINDS } from "../../../../src/rules/endeavor/kinds";
import type { Button, EndeavorState, Participant } from "../../../../src/rules/endeavor";
import { stealthFixture } from "../../../harness/fixtures/stealth";
import { restoreKindsAfterEach } from "../../../rules/endeavor/kinds-edit";
import { choose, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";

const saved = restoreKindsAfterEach();
const render = (path: string, context: object) => foundry.applications.handlebars.renderTemplate(template(path), context as never);

/** Alarms at 12 and 4 (b1, b2), an Objective at 6 (Head, b3) and at 2 (Hand, Hard, b4), an Escape at 15: Ada (Hidden)
 *  acts first, at `at`, with this Action Die; Bo at 1. */
function guarded(die = "Head", at = 10): EndeavorState {
  const s = run(
    setup({
      kind: "stealth",
      participants: [rogue("a", { name: "Ada", specializations: ["Hidden"], stats: { Head: 6, Hand: 6, Hurt: 6, Heart: 4 } }), rogue("b", { name: "Bo", stats: { Head: 6, Home: 4 } }), theEye("eye", 8, { name: "The Warden" })],
      land: [
        { kind: "alarm", position: 12 }, { kind: "alarm", position: 4 },
        { kind: "objective", position: 6, check: { stat: "Head" } }, { kind: "objective", position: 2, check: { stat: "Hand", difficulty: "hard" } },
        { kind: "escape", position: 15 },
      ],
    }),
    [choose("a", die, [1, 2]), choose("b", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
  ).state;
  return edit(s, "a", { position: at, objectivesReady: ["b3"] });
}
const edit = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});
const withButtons = (s: EndeavorState, ...more: Button[]): EndeavorState => ({ ...s, buttons: [...s.buttons, ...more] });
const awake = (s: EndeavorState, alerted: NonNullable<EndeavorState["eye"]>["alerted"], round = s.round): EndeavorState => ({
  ...s, round, eye: { ...s.eye!, mode: "wake", alerted },
});

const tracker = (s: EndeavorState, viewer = { isGM: true }, owner = true) => {
  const ctx = prepareEndeavorTracker({ state: s, combatants: s.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: owner })), viewer, logLength: 0, edition: s.edition });
  if (!ctx.started) throw new Error("not started");
  return ctx;
};
const board = (s: EndeavorState) => {
  const b = prepareTrackBoard(s, { isGM: true });
  if (!b.started) throw new Error("not started");
  return b;
};

describe("the tracker's bar: the Eye's mode and the guarded area", () => {
  it("warry: the mode and what it means; each kind left, in a rogue's order, with its icon, positions once each", async () => {
    const s = withButtons(guarded(), { id: "t1", kind: "alarm", position: 4, owner: null, expires: 2 });
    const ctx = tracker(s);
    expect([ctx.eyeMode, ctx.eyeModeTip, ctx.wake]).toEqual(["HB.Endeavor.Board.eye.warry", "HB.Endeavor.Board.eyeTip.warry", false]);
    expect(ctx.land).toEqual([
      { kind: "objective", label: "HB.Endeavor.Land.objectives", icon: "fa-solid fa-bullseye", positions: "", count: 2, objectives: [
        { position: 2, stat: "HB.Stat.hand", difficulty: "HB.Difficulty.hard" }, { position: 6, stat: "HB.Stat.head", difficulty: "HB.Difficulty.normal" },
      ] },
      { kind: "alarm", label: "HB.Endeavor.Land.alarms", icon: "fa-solid fa-bell", objectives: [], positions: "4 12", count: 3 },
      { kind: "escape", label: "HB.Endeavor.Land.escapes", icon: "fa-solid fa-door-open", objectives: [], positions: "15", count: 1 },
    ]);
    const el = Object.assign(document.createElement("div"), { innerHTML: await render("combat/tracker.hbs", { endeavor: ctx }) });
    expect(el.querySelector(".hb-endeavor-land")!.textContent!.replace(/\s+/g, " ").trim()).toContain("4 12");
    expect([...el.querySelectorAll(".hb-endeavor-land .hb-land-part")].map((x) => x.className)).toEqual(["hb-land-part objective", "hb-land-part alarm", "hb-land-part escape"]);
  });

  it("a Sanctuary left is named last; wake mode said; nothing left, no line; no Eye, neither", () => {
    const s = withButtons(guarded(), { id: "s1", kind: "sanctuary", position: 18, owner: null });
    expect(tracker(s).land!.map((x) => [x.kind, x.icon, x.label])).toEqual([
      ["objective", "fa-solid fa-bullseye", "HB.Endeavor.Land.objectives"], ["alarm", "fa-solid fa-bell", "HB.Endeavor.Land.alarms"],
      ["escape", "fa-solid fa-door-open", "HB.Endeavor.Land.escapes"], ["sanctuary", "fa-solid fa-shield-heart", "HB.Endeavor.Land.sanctuaries"],
    ]);
    const woke = tracker(awake(s, null));
    expect([woke.eyeMode, woke.eyeModeTip, woke.wake]).toEqual(["HB.Endeavor.Board.eye.wake", "HB.Endeavor.Board.eyeTip.wake", true]);
    expect(tracker({ ...s, buttons: [] }).land).toBeNull();
    const none = tracker({ ...s, eye: undefined });
    expect([none.eyeMode, none.eyeModeTip, none.wake, none.land]).toEqual(["", "", false, null]);
  });

  it("the Eye's row shows its mode (in danger when awake), the rogues' none", () => {
    const rows = (s: EndeavorState) => tracker(s).rows.map((r) => [r.id, r.eyeMode, r.wake]);
    expect(rows(guarded())).toEqual([["a", "", false], ["b", "", false], ["eye", "HB.Endeavor.Board.eye.warry", false]]);
    expect(rows(awake(guarded(), null))).toEqual([["a", "", true], ["b", "", true], ["eye", "HB.Endeavor.Board.eye.wake", true]]);
  });

  it("the GM adds an Objective with a Check: History first, then each Stat a rogue has (not the Eye's Watch)", () => {
    expect(tracker(guarded()).gm!.objective).toEqual({
      stats: ["History", "Head", "Hand", "Hurt", "Heart", "Home"].map((s) => ({ value: s, label: `HB.Stat.${s.toLowerCase()}` })),
      difficulties: [{ value: "normal", label: "HB.Difficulty.normal" }, { value: "easy", label: "HB.Difficulty.easy" }, { value: "hard", label: "HB.Difficulty.hard" }],
    });
    expect(tracker({ ...guarded(), eye: undefined }).gm!.objective).toBeNull();
  });

  it("a bare Objective of a hand-edited state reads History, Normal", () => {
    const s = { ...guarded(), buttons: guarded().buttons.map((b) => (b.kind === "objective" ? { id: b.id, kind: b.kind, position: b.position, owner: b.owner } : b)) };
    expect(tracker(s).land![0]!.objectives).toEqual([
      { position: 2, stat: "HB.Stat.history", difficulty: "HB.Difficulty.normal" }, { position: 6, stat: "HB.Stat.history", difficulty: "HB.Difficulty.normal" },
    ]);
  });
});

describe("the acting row", () => {
  const titles = (s: EndeavorState) => {
    const row = tracker(s).rows.find((r) => r.turn)!;
    return Object.fromEntries(row.turn!.actions.map((a) => [a.value, a.title]));
  };

  it("each action's step 3 is titled for what it asks; a rogue's Attacks name no target", () => {
    expect(titles(guarded("Hurt"))).toMatchObject({ violent: "HB.Endeavor.Step.For.alarm", objective: "HB.Endeavor.Step.For.objective", hidden: "HB.Endeavor.Step.For.sparkHelp" });
    expect(titles(guarded("Head"))).toMatchObject({ attack: "HB.Endeavor.Step.For.steal", move: "HB.Endeavor.Step.For.move" });
    expect(titles(stealthFixture("eye").state)).toMatchObject({ search: "HB.Endeavor.Step.For.search", scan: "HB.Endeavor.Step.For.direction" });
    expect(titles(stealthFixture("wake").state)).toMatchObject({ awaken: "HB.Endeavor.Step.For.awaken", wound: "HB.Endeavor.Step.For.wound" });
    const act = tracker(guarded("Hurt")).rows.find((r) => r.id === "a")!.act!;
    expect(act.targets).toEqual([]);
  });

  it("the Eye is the GM's to play: its actor's owner gets no form, a rogue's owner does", () => {
    const eyeTurn = stealthFixture("eye").state;
    expect(tracker(eyeTurn, { isGM: false }).rows.find((r) => r.id === "eye")!.act).toBeNull();
    expect(tracker(eyeTurn, { isGM: true }).rows.find((r) => r.id === "eye")!.act).not.toBeNull();
    expect(tracker(guarded(), { isGM: false }).rows.find((r) => r.id === "a")!.act).not.toBeNull();
  });

  it("Help from another rogue may lower X as well as raise it; not outside an Endeavor with an Eye", () => {
    const s = edit(guarded(), "b", { temporary: [3] });
    expect(kindView("stealth").helpLowersX!(s)).toBe(true);
    expect([kindView("stealth").helpLowersX!({ ...s, eye: undefined }), kindView("stealth").untargeted!({ ...s, eye: undefined })]).toEqual([false, false]);
  });
});

describe("the kinds table's lookups", () => {
  it("a kind's own button icons, the Alarm a violent Attack removes; a name no table holds finds nothing", () => {
    expect(["alarm", "objective", "escape", "sanctuary", "constructor", "wound"].map(kindButtonIcon)).toEqual([
      "fa-solid fa-bell", "fa-solid fa-bullseye", "fa-solid fa-door-open", "fa-solid fa-shield-heart", undefined, undefined,
    ]);
    expect(kindAttackFields({ alarm: "b1" })).toEqual({ alarm: "b1" });
    expect(kindAttackFields({})).toEqual({});
    // An unknown kind (a hand-edited state) reads as the first kind, which has no views of its own.
    expect(kindView("nonsense")).toEqual({});
  });
});

describe("an Endeavor with an Eye on the board", () => {
  it("a rogue on another kind of button is in no danger; on an Alarm, unless a Sanctuary is next to them", () => {
    const onObjective = guarded("Head", 6);
    expect(board(onObjective).dangers).toEqual([]);
    const onAlarm = guarded("Head", 4);
    expect(board(onAlarm).dangers).toEqual([{ key: "HB.Endeavor.Danger.alarm", name: "Ada", count: 4 }]);
    expect(board(onAlarm).legend.hotButton).toBe(true);
    expect(board(withButtons(onAlarm, { id: "s1", kind: "sanctuary", position: 5, owner: null })).dangers).toEqual([]);
    expect(board(withButtons(onAlarm, { id: "s1", kind: "sanctuary", position: 6, owner: null })).dangers).toHaveLength(1);
  });

  it("the dangers follow the kinds table: without the Alarm's or the wake's, none drawn, no highlighted button explained", () => {
    const onAlarm = guarded("Head", 4);
    const woke = awake(onAlarm, null);
    ENDEAVOR_KINDS.stealth = { ...saved.stealth, board: { ...saved.stealth.board, dangers: [] } };
    expect([board(onAlarm).dangers, board(onAlarm).legend.hotButton, board(woke).dangers]).toEqual([[], false, []]);
  });

  it("wake mode: who alerted it and at which Alarm; else the round it woke (this one, when no record says)", () => {
    const s = guarded();
    const alarm = s.buttons.find((b) => b.kind === "alarm")!;
    expect(board(awake(s, { by: "a", button: alarm, round: 1 }, 3)).dangers).toEqual([{ key: "HB.Endeavor.Danger.wakeBy", name: "Ada", count: 12 }]);
    expect(board(awake(s, { by: null, button: alarm, round: 1 }, 3)).dangers).toEqual([{ key: "HB.Endeavor.Danger.wake", name: "", count: 1 }]);
    expect(board(awake(s, { by: "a", button: null, round: 2 }, 3)).dangers).toEqual([{ key: "HB.Endeavor.Danger.wake", name: "", count: 2 }]);
    expect(board(awake(s, null, 3)).dangers).toEqual([{ key: "HB.Endeavor.Danger.wake", name: "", count: 3 }]);
    // Awake, a rogue on an Alarm is no longer the danger: the Eye is.
    expect(board(awake(guarded("Head", 4), null)).dangers).toEqual([{ key: "HB.Endeavor.Danger.wake", name: "", count: 1 }]);
    const b = board(awake(s, null));
    expect([b.wake, b.goalLabel, b.goalTip]).toEqual([true, "HB.Endeavor.Board.eye.wake", "HB.Endeavor.Board.eyeTip.wake"]);
  });

  it("a hand-edited state without its Eye, or with the Eye alone, still draws: no dangers, the generic legend and goal", () => {
    const s = guarded("Head", 4);
    const eyeless = board({ ...s, eye: undefined });
    expect([eyeless.dangers, eyeless.legend.temporary, eyeless.wake, eyeless.goalTip]).toEqual([[], false, false, ""]);
    expect(eyeless.goalLabel).not.toBe("");
    expect(eyeless.legend.markers[0]!.css).toBe("rogues");
    const alone = board({ ...s, participants: s.participants.filter((p) => p.role === "eye") });
    // No rogue to name the markers' side: the generic legend.
    expect(alone.legend.markers.map((m) => m.label)).toEqual([
      "HB.Endeavor.Side.allies", "HB.Endeavor.Side.monstrosities", "HB.Endeavor.Board.Legend.current", "HB.Endeavor.Board.Legend.danger",
    ]);
    expect(alone.dangers).toEqual([]);
  });
});
