// An Endeavor with an Eye, its acting forms as their view models give them to the templates (pure, from the engine's
// state): a rogue's and the Eye's own actions, what their labels say as the form's fields stand (where a Move lands,
// the Escape, the Alarm aimed at, whom the Eye wounds), the special actions' forms, and the exact commands the row's
// fields are read into.
import { describe, expect, it } from "vitest";
import { actCommand, pendingCommand } from "../../../../src/applications/combat/view/act-commands";
import { kindView } from "../../../../src/applications/combat/view/kinds/index";
import { liveLabels } from "../../../../src/applications/combat/view/live-labels";
import { specialCommand } from "../../../../src/applications/combat/view/special-commands";
import type { Button, EndeavorState, Participant } from "../../../../src/rules/endeavor";
import { stealthFixture } from "../../../harness/fixtures/stealth";
import { choose, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";

/** Alarms at 4, 9 and 12 (b1–b3), Objectives at 6 (Head, b4) and 2 (Hand, Hard, b5), an Escape at 15 (b6), a
 *  Sanctuary at 18 (b7). Ada (Hidden; her Objectives at 2 and 6 activated) acts first, at `at`, with this Action Die;
 *  every X is 2. */
function guarded(die: string, at: number): EndeavorState {
  const s = run(
    setup({
      kind: "stealth",
      participants: [rogue("a", { name: "Ada", specializations: ["Hidden"] }), rogue("b", { name: "Bo" }), theEye("eye", 8, { name: "The Warden" })],
      land: [
        { kind: "alarm", position: 4 }, { kind: "alarm", position: 9 }, { kind: "alarm", position: 12 },
        { kind: "objective", position: 6, check: { stat: "Head" } }, { kind: "objective", position: 2, check: { stat: "Hand", difficulty: "hard" } },
        { kind: "escape", position: 15 }, { kind: "sanctuary", position: 18 },
      ],
    }),
    [choose("a", die, [1, 2]), choose("b", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
  ).state;
  return edit(s, "a", { position: at, objectivesReady: ["b4", "b5"] });
}
const edit = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});
const withButtons = (s: EndeavorState, ...more: Button[]): EndeavorState => ({ ...s, buttons: [...s.buttons, ...more] });
const p = (s: EndeavorState, id: string) => s.participants.find((q) => q.id === id)!;
const turn = (s: EndeavorState, id: string, die = { violent: false, notHurt: true }) => kindView("stealth").turn!(s, p(s, id), die)!;
const labels = (s: EndeavorState, by: string, fields: Record<string, unknown> = {}) => {
  const all = liveLabels(s, by, fields);
  return Object.fromEntries(Object.entries(all).filter(([k]) => !k.includes("protect") && k !== "confirm.attack"));
};
const rl = (s: EndeavorState, fields: Record<string, unknown> = {}) => labels(s, "a", fields);
const t = (key: string, data: Record<string, string | number> = {}) => ({ key, data });
const specs = { radiant: false, commanding: false };

describe("a rogue's turn", () => {
  it("violent: every Alarm, those in reach first (a temporary one named so, one position's in id order), and how many are", () => {
    // A temporary Alarm at 9 beside b2 (its id sorts before b2's).
    const s = withButtons(guarded("Hurt", 10), { id: "b10", kind: "alarm", position: 9, owner: null, expires: 2 });
    const own = turn(s, "a", { violent: true, notHurt: false });
    expect(own.fields.rogue).toEqual({
      x: 2,
      violent: {
        alarms: [
          { value: "b10", label: "HB.Endeavor.Eye.alarmTemporary", position: 9, far: 1 },
          { value: "b2", label: "HB.Endeavor.Eye.alarmAt", position: 9, far: 1 },
          { value: "b3", label: "HB.Endeavor.Eye.alarmAt", position: 12, far: 2 },
          { value: "b1", label: "HB.Endeavor.Eye.alarmAt", position: 4, far: 6 },
        ],
        inReach: 3,
      },
      steal: null,
      move: null,
      objectives: [
        { value: "b5", position: 2, stat: "HB.Stat.hand", difficulty: "HB.Difficulty.hard" },
        { value: "b4", position: 6, stat: "HB.Stat.head", difficulty: "HB.Difficulty.normal" },
      ],
      hidden: true,
    });
    expect([own.fields.eye, own.noSpecializations]).toEqual([null, false]);
    expect(own.actions({ radiant: false, commanding: true })).toEqual([
      ["violent", true, true, true], ["attack", false, true, true], ["move", false, true, true], ["objective", true, true, true],
      ["hidden", true, true, true], ["radiant", false, true, false], ["commanding", true, true, false], ["cover", true, false, false],
    ]);
  });

  it("violent: those in reach (X or nearer) first, the rest after, each group by position", () => {
    const s = guarded("Hurt", 10);
    const alarms = [3, 12, 5, 11, 8].map((position, i) => ({ id: `z${i}`, kind: "alarm" as const, position, owner: null }));
    const spread = { ...s, buttons: [...s.buttons.filter((b) => b.kind !== "alarm"), ...alarms] };
    const violent = turn(spread, "a", { violent: true, notHurt: false }).fields.rogue!.violent!;
    expect(violent.alarms.map((a) => [a.position, a.far])).toEqual([[8, 2], [11, 1], [12, 2], [3, 7], [5, 5]]);
    expect(violent.inReach).toBe(3);
  });

  it("not Hurt: the Eye's Blessings to steal, largest first, and Move (with the Escape when there is one)", () => {
    const s = { ...guarded("Head", 10), buttons: guarded("Head", 10).buttons.filter((b) => b.kind !== "escape") };
    const eye = p(s, "eye");
    const rogueTurn = turn(edit(s, "eye", { temporary: [1, 4, 2] }), "a").fields.rogue!;
    expect([rogueTurn.violent, rogueTurn.steal, rogueTurn.move]).toEqual([null, { eye: eye.id, name: "The Warden", temporary: [4, 2, 1] }, { escape: false }]);
    expect(turn(guarded("Head", 10), "a").fields.rogue!.move).toEqual({ escape: true });
    const own = turn(edit(s, "a", { objectivesReady: [], specializations: [] }), "a");
    expect(own.fields.rogue!.hidden).toBe(false);
    expect(own.actions({ radiant: true, commanding: false })).toEqual([
      ["violent", false, true, true], ["attack", true, true, true], ["move", true, true, true], ["objective", false, true, true],
      ["hidden", false, true, true], ["radiant", true, true, false], ["commanding", false, true, false], ["cover", true, false, false],
    ]);
  });

  it("Hidden once: not offered once used; with no Eye in the state, nothing to steal", () => {
    const s = guarded("Head", 10);
    expect(turn(edit(s, "a", { hiddenUsed: true }), "a").fields.rogue!.hidden).toBe(false);
    expect(turn(edit(s, "a", { objectivesReady: undefined }), "a").fields.rogue!.objectives).toEqual([]);
    const eyeless = { ...s, participants: s.participants.filter((q) => q.id !== "eye") };
    expect(turn(eyeless, "a").fields.rogue!.steal).toBeNull();
  });
});

describe("the Eye's turn", () => {
  it("warry: Search lists the free positions (none taken by a button or a rogue), Scan; neither Awaken nor Wound", () => {
    const fx = stealthFixture("eye").state;
    const own = turn(fx, "eye");
    expect(own.fields).toEqual({ rogue: null, eye: { x: 2, search: { free: "2 11 12 13 15 16 17 19 20", first: 2 }, scan: true, awaken: null, wound: null } });
    expect(own.noSpecializations).toBe(true);
    expect(own.actions(specs)).toEqual([["search", true, true, false], ["scan", true, true, false], ["awaken", false, true, false], ["wound", false, true, false]]);
    // Every position taken: the search's first position reads 1.
    const full = withButtons(fx, ...[2, 11, 12, 13, 15, 16, 17, 19, 20].map((position) => ({ id: `x${position}`, kind: "alarm" as const, position, owner: null })));
    expect(turn(full, "eye").fields.eye!.search).toEqual({ free: "", first: 1 });
  });

  it("wake: Awaken names each Alarm (temporary ones so) with the rogues to give its Wound to; Wound its targets", () => {
    const fx = stealthFixture("wake").state;
    const own = turn(fx, "eye");
    const rogues = [{ value: "r0", label: "Wren Alder" }, { value: "r1", label: "Oskar Vale" }, { value: "r2", label: "Mina Sato" }];
    const alarm = (value: string, position: number, temporary: boolean) => ({
      value, label: temporary ? "HB.Endeavor.Eye.alarmTemporary" : "HB.Endeavor.Eye.alarmAt", position, far: null, temporary, targets: rogues,
    });
    expect(own.fields.eye).toEqual({
      x: 2, search: null, scan: false,
      awaken: { alarms: [alarm("b1", 3, false), alarm("b2", 4, false), alarm("b3", 5, false), alarm("b9", 6, true), alarm("b10", 7, true), alarm("b11", 8, true), alarm("b12", 9, true), alarm("b4", 10, false)] },
      wound: { targets: rogues },
    });
    expect(own.actions(specs)).toEqual([["search", false, true, false], ["scan", false, true, false], ["awaken", true, true, false], ["wound", true, true, false]]);
    // No rogue left to wound: Wound is not offered.
    const gone = { ...fx, participants: fx.participants.map((q) => (q.role === "eye" ? q : { ...q, removed: { round: 2, reason: "gm" as const, by: null } })) };
    expect(turn(gone, "eye").fields.eye!.wound).toBeNull();
  });

  it("outside an Endeavor with an Eye the book's usual actions stand", () => {
    const s = guarded("Head", 10);
    expect(kindView("stealth").turn!({ ...s, eye: undefined }, p(s, "a"), { violent: false, notHurt: true })).toBeNull();
  });
});

describe("the special actions' forms", () => {
  it("Quicken Pace: up to X of the rogue's allies on the track; Sweep Defenses, Engage Sentry: the Eye's", () => {
    const s = edit(guarded("Head", 10), "b", {});
    const more = { ...s, participants: [...s.participants, { ...p(s, "b"), id: "c", name: "Cy", removed: { round: 1, reason: "gm" as const, by: null } }] };
    const form = (state: EndeavorState, id: string) => kindView("stealth").specials!(state, p(state, id), []);
    expect(form(more, "a")).toEqual({ eye: { quicken: { max: 2, allies: [{ value: "b", label: "Bo" }] }, sweep: null, sentry: false } });
    // The Eye, warry: Sweep Defenses between any two Alarms (sorted by position; the rogue's reach is not asked).
    const sweep = form(withButtons(s, { id: "b10", kind: "alarm", position: 1, owner: null, expires: 2 }), "eye");
    expect(sweep).toEqual({
      eye: {
        quicken: null,
        sweep: { alarms: [
          { value: "b10", label: "HB.Endeavor.Eye.alarmTemporary", position: 1, far: null },
          { value: "b1", label: "HB.Endeavor.Eye.alarmAt", position: 4, far: null },
          { value: "b2", label: "HB.Endeavor.Eye.alarmAt", position: 9, far: null },
          { value: "b3", label: "HB.Endeavor.Eye.alarmAt", position: 12, far: null },
        ] },
        sentry: false,
      },
    });
    // One Alarm left: nothing to sweep between.
    const one = { ...s, buttons: s.buttons.filter((b) => b.kind !== "alarm" || b.id === "b1") };
    expect(form(one, "eye")).toEqual({ eye: { quicken: null, sweep: null, sentry: false } });
    const awake = { ...s, eye: { ...s.eye!, mode: "wake" as const } };
    expect(form(awake, "eye")).toEqual({ eye: { quicken: null, sweep: null, sentry: true } });
    expect(form({ ...s, eye: undefined }, "a")).toEqual({ eye: null });
  });
});

describe("the row's fields read into commands", () => {
  const s = guarded("Head", 10);
  const act = (kind: string, fields: Record<string, unknown>) => actCommand(s, "a", kind, fields);
  const hard = { difficulty: "hard" };

  it("a rogue's actions, with the Check's options", () => {
    expect(act("move", { moveDirection: "down", moveEscape: "1", ...hard })).toEqual({ type: "act", by: "a", action: { kind: "move", direction: "down", escape: true, difficulty: "hard" } });
    expect(act("move", { moveDirection: "sideways", moveEscape: "" })).toEqual({ type: "act", by: "a", action: { kind: "move", direction: "up" } });
    expect(act("objective", { objectiveButton: "b5", ...hard })).toEqual({ type: "act", by: "a", action: { kind: "objective", button: "b5", difficulty: "hard" } });
    expect(act("hidden", hard)).toEqual({ type: "act", by: "a", action: { kind: "hidden", difficulty: "hard" } });
    // Two combined (a Unique Skill, which the engine refuses here): neither makes the Check, so neither has its options.
    expect(act("unique", { unique1: "move", unique2: "objective", objectiveButton: "b4", moveDirection: "down", ...hard })).toMatchObject({
      action: { kind: "unique", actions: [{ kind: "move", direction: "down" }, { kind: "objective", button: "b4" }] },
    });
    expect(act("unique", { unique1: "hidden", unique2: "move", ...hard })).toMatchObject({ action: { actions: [{ kind: "hidden" }, { kind: "move", direction: "up" }] } });
    expect((act("unique", { unique1: "hidden", unique2: "move", ...hard }) as { action: { actions: object[] } }).action.actions).toEqual([{ kind: "hidden" }, { kind: "move", direction: "up" }]);
  });

  it("a violent Attack names the Alarm chosen (blank: the nearest); on a pending Attack too", () => {
    expect(act("violent", { alarm: "b3" })).toEqual({ type: "act", by: "a", action: { kind: "attack", violent: true, targets: [], alarm: "b3" } });
    expect(act("violent", { alarm: "" })).toEqual({ type: "act", by: "a", action: { kind: "attack", violent: true, targets: [] } });
    expect(pendingCommand(s, "a", "violent", { alarm: "b2" })).toEqual({ type: "resolvePending", by: "a", attack: { kind: "attack", violent: true, targets: [], alarm: "b2" } });
  });

  it("the Eye's actions: Search's position, Scan's direction, Awaken's owners (blank left out), Wound's target", () => {
    const eye = (kind: string, fields: Record<string, unknown>) => actCommand(s, "eye", kind, fields);
    expect(eye("search", { searchPosition: "7", ...hard })).toEqual({ type: "act", by: "eye", action: { kind: "search", position: 7 } });
    expect(eye("scan", { scanDirection: "down" })).toEqual({ type: "act", by: "eye", action: { kind: "scan", direction: "down" } });
    expect(eye("scan", {})).toEqual({ type: "act", by: "eye", action: { kind: "scan", direction: "up" } });
    expect(eye("awaken", { awakenOwner: { b1: "a", b2: "", b3: ["b"] } })).toEqual({ type: "act", by: "eye", action: { kind: "awaken", owners: { b1: "a", b3: "b" } } });
    expect(eye("awaken", { awakenOwner: { b1: "", b2: [] } })).toEqual({ type: "act", by: "eye", action: { kind: "awaken" } });
    expect(eye("wound", { woundTarget: "b" })).toEqual({ type: "act", by: "eye", action: { kind: "wound", target: "b" } });
    expect(eye("constructor", {})).toBeNull();
  });

  it("the special actions: Quicken Pace's allies (each once), Sweep Defenses' two Alarms, Engage Sentry", () => {
    expect(specialCommand("a", "quickenPace", { quickenAllies: ["b", "c", "b"] }, "character")).toEqual({ type: "special", by: "a", special: { kind: "quickenPace", allies: ["b", "c"] } });
    expect(specialCommand("eye", "sweepDefenses", { sweepFrom: "b1", sweepTo: "b2" }, "character")).toEqual({ type: "special", by: "eye", special: { kind: "sweepDefenses", between: ["b1", "b2"] } });
    expect(specialCommand("eye", "engageSentry", {}, "character")).toEqual({ type: "special", by: "eye", special: { kind: "engageSentry" } });
  });
});

describe("the acting form's labels as its fields stand", () => {
  it("as first drawn: up by X to where it lands and what lies there, the nearest Escape up, the first Objective", () => {
    expect(rl(guarded("Head", 10))).toEqual({
      "summary.violent": [t("HB.Endeavor.Eye.nearestAlarmShort")],
      "confirm.violent": [t("HB.Endeavor.Eye.confirmViolentNearest")],
      "summary.attack": [t("HB.Endeavor.Eye.stealLargest")],
      moveUp: [t("HB.Endeavor.Eye.moveUpTo", { x: 2, position: 12 }), t("HB.Endeavor.Button.alarm")],
      moveDown: [t("HB.Endeavor.Eye.moveDownTo", { x: 2, position: 8 })],
      moveEscape: [t("HB.Endeavor.Eye.escapeOut", { position: 15, far: 5, x: 2 })],
      "summary.move": [t("HB.Endeavor.Eye.upTo", { position: 12 })],
      "confirm.move": [t("HB.Endeavor.Eye.confirmUp", { x: 2, position: 12 })],
      "summary.objective": [t("HB.Endeavor.Eye.objectiveSummary", { position: 6 })],
      "confirm.objective": [t("HB.Endeavor.Eye.confirmObjective", { position: 6 })],
      "confirm.hidden": [t("HB.Endeavor.Eye.confirmHidden", { position: 10 })],
    });
  });

  it("down: where it lands; no Escape below; the Objective, Alarm and Blessings chosen", () => {
    const l = rl(guarded("Head", 10), { moveDirection: "down", objectiveButton: "b5", alarm: "b3", steal: { eye: ["2", "1"], b: [] } });
    expect(l.moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOtherWay")]);
    expect([l["summary.move"], l["confirm.move"]]).toEqual([[t("HB.Endeavor.Eye.downTo", { position: 8 })], [t("HB.Endeavor.Eye.confirmDown", { x: 2, position: 8 })]]);
    expect([l["summary.objective"], l["confirm.objective"]]).toEqual([[t("HB.Endeavor.Eye.objectiveSummary", { position: 2 })], [t("HB.Endeavor.Eye.confirmObjective", { position: 2 })]]);
    expect([l["summary.violent"], l["confirm.violent"]]).toEqual([[t("HB.Endeavor.Eye.alarmAt", { position: 12 })], [t("HB.Endeavor.Eye.confirmViolent", { position: 12 })]]);
    expect(l["summary.attack"]).toEqual([t("HB.Endeavor.Eye.stealTicked", { count: 2 })]);
    // No Objective activated: none named.
    const none = rl(edit(guarded("Head", 10), "a", { objectivesReady: undefined }));
    expect([none["summary.objective"], none["confirm.objective"]]).toEqual([undefined, undefined]);
  });

  it("an Escape on the way: leaving by it, when ticked; the other way has none", () => {
    const s = guarded("Head", 14);
    const up = rl(s, { moveEscape: "1" });
    expect([up.moveUp, up.moveDown]).toEqual([[t("HB.Endeavor.Eye.moveUpTo", { x: 2, position: 16 })], [t("HB.Endeavor.Eye.moveDownTo", { x: 2, position: 12 }), t("HB.Endeavor.Button.alarm")]]);
    expect(up.moveEscape).toEqual([t("HB.Endeavor.Eye.escapeReached", { position: 15 })]);
    expect([up["summary.move"], up["confirm.move"]]).toEqual([[t("HB.Endeavor.Eye.leaveSummary", { position: 15 })], [t("HB.Endeavor.Eye.confirmLeave", { position: 15 })]]);
    // Not ticked: the Move itself.
    expect(rl(s, {})["summary.move"]).toEqual([t("HB.Endeavor.Eye.upTo", { position: 16 })]);
    expect(rl(s, { moveEscape: "1", moveDirection: "down" }).moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOtherWay")]);
    // Below the rogue, the nearest Escape down and how far.
    const below = withButtons(guarded("Head", 10), { id: "e2", kind: "escape", position: 3, owner: null }, { id: "e3", kind: "escape", position: 1, owner: null });
    expect(rl(below, { moveDirection: "down" }).moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOut", { position: 3, far: 7, x: 2 })]);
    // Two Escapes above: the nearer.
    const above = withButtons(guarded("Head", 10), { id: "e4", kind: "escape", position: 20, owner: null }, { id: "e5", kind: "escape", position: 13, owner: null });
    expect(rl(above).moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOut", { position: 13, far: 3, x: 2 })]);
    // Going up, an Escape below is not the way out, however near.
    const both = withButtons(guarded("Head", 10), { id: "e6", kind: "escape", position: 9, owner: null });
    expect(rl(both).moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOut", { position: 15, far: 5, x: 2 })]);
    // Standing on an Escape: it is not ahead either way.
    const on = guarded("Head", 15);
    expect([rl(on).moveEscape, rl(on, { moveDirection: "down" }).moveEscape]).toEqual([[t("HB.Endeavor.Eye.escapeOtherWay")], [t("HB.Endeavor.Eye.escapeOtherWay")]]);
    // No Escape at all: no Escape option.
    const noEscape = { ...s, buttons: s.buttons.filter((b) => b.kind !== "escape") };
    expect(rl(noEscape).moveEscape).toBeUndefined();
    expect(rl(noEscape, { moveEscape: "1" })["summary.move"]).toEqual([t("HB.Endeavor.Eye.upTo", { position: 16 })]);
  });

  it("what lies where it lands: each kind once, another rogue's Wound not, one's own Wound yes", () => {
    const s = withButtons(guarded("Head", 7),
      { id: "x1", kind: "alarm", position: 9, owner: null, expires: 2 },
      { id: "x2", kind: "wound", position: 9, owner: "b" },
      { id: "x3", kind: "wound", position: 5, owner: "a" });
    const l = rl(s);
    expect(l.moveUp).toEqual([t("HB.Endeavor.Eye.moveUpTo", { x: 2, position: 9 }), t("HB.Endeavor.Button.alarm")]);
    expect(l.moveDown).toEqual([t("HB.Endeavor.Eye.moveDownTo", { x: 2, position: 5 }), t("HB.Endeavor.Button.wound")]);
  });

  it("Help on X moves it further, Cover's Help less (never below none); a Help on the roll does not", () => {
    const s = guarded("Head", 10);
    const help = (use: string, pay = "t:1") => rl(s, { helper: ["b"], helpPay: { b: pay }, helpUse: { b: use } });
    expect(help("x").moveUp).toEqual([t("HB.Endeavor.Eye.moveUpTo", { x: 3, position: 13 })]);
    expect(help("x").moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOut", { position: 15, far: 5, x: 3 })]);
    expect(help("x-down").moveDown).toEqual([t("HB.Endeavor.Eye.moveDownTo", { x: 1, position: 9 }), t("HB.Endeavor.Button.alarm")]);
    expect(help("roll").moveUp).toEqual([t("HB.Endeavor.Eye.moveUpTo", { x: 2, position: 12 }), t("HB.Endeavor.Button.alarm")]);
    const more = edit(s, "b", { temporary: [6, 6] });
    expect(rl(more, { helper: ["b"], helpPay: { b: "t:6" }, helpUse: { b: "x-down" } }).moveUp).toEqual([t("HB.Endeavor.Eye.moveUpTo", { x: 0, position: 10 })]);
  });

  it("a Move the die does not allow: each direction by X alone, no Move summary; the Escape still named", () => {
    const l = rl(guarded("Hurt", 10));
    expect([l.moveUp, l.moveDown, l["summary.move"], l["confirm.move"]]).toEqual([[t("HB.Endeavor.Eye.moveUp", { x: 2 })], [t("HB.Endeavor.Eye.moveDown", { x: 2 })], undefined, undefined]);
    expect(l.moveEscape).toEqual([t("HB.Endeavor.Eye.escapeOut", { position: 15, far: 5, x: 2 })]);
  });

  it("the Eye's, warry: Search where typed (blank: the first free), Scan's way; wake: Awaken's count, Wound's name", () => {
    const warry = stealthFixture("eye").state;
    expect(labels(warry, "eye")).toEqual({
      "summary.violent": [t("HB.Endeavor.Step.noTarget")],
      "confirm.violent": [t("HB.Endeavor.Step.Confirm.violentNone", { names: "" })],
      "summary.attack": [t("HB.Endeavor.Step.noTarget")],
      "summary.search": [t("HB.Endeavor.Eye.alarmAt", { position: "2" })],
      "confirm.search": [t("HB.Endeavor.Eye.confirmSearch", { position: "2" })],
      "summary.scan": [t("HB.Endeavor.Eye.scanUp", { x: 2 })],
      "confirm.scan": [t("HB.Endeavor.Eye.confirmScanUp")],
    });
    const typed = labels(warry, "eye", { searchPosition: 17, scanDirection: "down" });
    expect([typed["summary.search"], typed["confirm.search"]]).toEqual([[t("HB.Endeavor.Eye.alarmAt", { position: "17" })], [t("HB.Endeavor.Eye.confirmSearch", { position: "17" })]]);
    expect([typed["summary.scan"], typed["confirm.scan"]]).toEqual([[t("HB.Endeavor.Eye.scanDown", { x: 2 })], [t("HB.Endeavor.Eye.confirmScanDown")]]);
    const wake = stealthFixture("wake").state;
    const awake = labels(wake, "eye", { woundTarget: "r1" });
    expect([awake["summary.awaken"], awake["confirm.awaken"], awake["summary.search"], awake["summary.scan"]]).toEqual([
      [t("HB.Endeavor.Eye.awakenSummary", { count: 8 })], [t("HB.Endeavor.Eye.confirmAwaken", { count: 8 })], undefined, undefined,
    ]);
    expect([awake["summary.wound"], awake["confirm.wound"]]).toEqual([[t("HB.Endeavor.Eye.woundSummary", { name: "Oskar Vale" })], [t("HB.Endeavor.Eye.confirmWound", { name: "Oskar Vale" })]]);
    expect(labels(wake, "eye")["summary.wound"]).toEqual([t("HB.Endeavor.Eye.woundSummary", { name: "Wren Alder" })]);
    expect(labels(wake, "eye", { woundTarget: "nobody" })["summary.wound"]).toEqual([t("HB.Endeavor.Eye.woundSummary", { name: "" })]);
    // Nothing to awaken or wound: neither label.
    const bare = { ...wake, buttons: [], participants: wake.participants.map((q) => (q.role === "eye" ? q : { ...q, removed: { round: 2, reason: "gm" as const, by: null } })) };
    expect([labels(bare, "eye")["summary.awaken"], labels(bare, "eye")["summary.wound"]]).toEqual([[t("HB.Endeavor.Eye.awakenSummary", { count: 0 })], undefined]);
  });

  it("none of its own for someone not in the Endeavor, or without an Eye", () => {
    const s = guarded("Head", 10);
    expect(labels(s, "zz").moveUp).toBeUndefined();
    expect(labels({ ...s, eye: undefined }, "a").moveUp).toBeUndefined();
  });
});
