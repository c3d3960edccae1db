// Issue 7's views for the harness registry: the Endeavor tracker (sidebar width) and the track board window, with
// 6 and with 50 combatants, from the same pure context functions the applications call.
import { template } from "../../src/applications/shared/templates";
import { prepareEndeavorTracker } from "../../src/applications/combat/view/tracker-context";
import { prepareTrackBoard } from "../../src/applications/combat/view/board-context";
import { prepareTrackerStart } from "../../src/applications/combat/tracker/tracker-start";
import { endeavorFixture, formsFixture, type FormsVariant } from "./fixtures/endeavor";
import { chooseFixture } from "./fixtures/choose";
import { rushFixture } from "./fixtures/rush";
import { quickenFixture, stealthFixture, type QuickenVariant, type StealthVariant } from "./fixtures/stealth";
import type { HarnessView } from "./views";

/** Core's header part (a stand-in in test/harness/core) above our tracker part, as EndeavorTracker.PARTS has them. */
const TRACKER_PARTS = ["templates/sidebar/tabs/combat/header.hbs", template("combat/tracker.hbs")];

const trackerView = (size: 6 | 50, isGM: boolean): HarnessView => ({
  id: `endeavor-tracker-${size}${isGM ? "-gm" : ""}`,
  label: `Endeavor tracker — ${size} combatants (${isGM ? "GM" : "player owning the first ally"})`,
  fixture: `endeavor${size}`,
  // 50 combatants: the sidebar's height (the list scrolls under the GM's sticky toolbar); 6 take what they need.
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320, ...(size === 50 ? { height: 800 } : {}) },
  parts: TRACKER_PARTS,
  context: () => {
    const fx = endeavorFixture(size);
    return {
      hasCombat: true,
      combat: { round: fx.state.round },
      endeavor: prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" }),
    };
  },
});

/** Before the Endeavor: the GM's start form with its sides and teams (the sides folded open). */
const startView: HarnessView = {
  id: "endeavor-start",
  label: "Endeavor tracker — the GM's start form, sides and teams",
  fixture: "endeavor6",
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const combatants = endeavorFixture(6).combatants.map((c, i) => ({ ...c, side: i === 2 ? "monstrosities" : "", team: i < 2 ? "Red" : "" }));
    return { hasCombat: true, combat: { round: 0 }, endeavor: prepareEndeavorTracker({ state: null, combatants, viewer: { isGM: true }, logLength: 0, edition: "v0.0.21.10" }) };
  },
};

const boardView = (size: 6 | 50): HarnessView => ({
  id: `endeavor-board-${size}`,
  label: `Endeavor track board — ${size} combatants`,
  fixture: `endeavor${size}`,
  frame: { kind: "window", tag: "div", classes: "humanity-blessed track-board", title: "HB.Endeavor.Board.title", localizeTitle: true, icon: "fa-solid fa-route", width: 760 },
  parts: [template("combat/track-board.hbs")],
  context: () => ({ board: prepareTrackBoard(endeavorFixture(size).state, { isGM: true }), docked: false }),
});

const FORMS_LABELS: Record<FormsVariant, string> = {
  acting: "acting player: Spark, Help (own, offered), shares, Commanding, Unique Skill",
  offer: "a Helper's player: offer Help, recharge Commanding",
  "position-spark": "v0.0.18: Spark the position roll",
  "pending-zeal": "a pending Zeal Attack in a race: Spark, Help (own, offered), Blessings to steal",
  combo: "Perform Combo by an ally: a player's own moves down (the group's ruling leaves the rest to the GM), the live sum",
  "combo-monstrosity": "Perform Combo by a Monstrosity (GM): first opponent, eligible others",
  specializations: "Tactical (call on an ally), Sure-footed (Protect's Check), Radiant (lend an Aptitude); Famous, an unpinned Ache and an exceptional thing in the Check",
  kinetic: "v0.0.18: Kinetic, exchange position rolls with an ally who rolled lower",
  "reaction-offer": "a reactor's player: Help (Analytical), Mischievous, watching (offered) on another's Check",
  "reactions-gm": "a Monstrosity's Attack (GM): Protective and Resolved offered, Mischievous to choose",
};

/** The action forms of issue 7, as the player (or, for a Monstrosity, the GM) sees them in the sidebar. */
const formsView = (variant: FormsVariant): HarnessView => ({
  id: `endeavor-forms-${variant}`,
  label: `Endeavor tracker — ${FORMS_LABELS[variant]}`,
  fixture: `endeavor-forms-${variant}`,
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const fx = formsFixture(variant);
    return {
      hasCombat: true,
      combat: { round: fx.state.round },
      endeavor: prepareEndeavorTracker({
        state: fx.state, combatants: fx.combatants, viewer: { isGM: !!fx.isGM }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: fx.state.edition, helpOffers: fx.helpOffers,
        reactionOffers: fx.reactionOffers,
      }),
    };
  },
});

/** Issue 28, a Rush Endeavor: the charge leader's turn (their player), the Monstrosity's special action (the GM: Plot
 *  Victory, Declare Victory), the board (the leader close to foiled, nine Schemes in a row, the foiled ally). */
const rushView = (variant: "player" | "gm"): HarnessView => ({
  id: `endeavor-rush-${variant}`,
  label: variant === "player" ? "Rush Endeavor — the charge leader's turn (his player)" : "Rush Endeavor — a Monstrosity's special action (GM): Plot Victory",
  fixture: `endeavor-rush-${variant}`,
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const fx = rushFixture(variant);
    return {
      hasCombat: true,
      combat: { round: fx.state.round },
      endeavor: prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: fx.isGM }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" }),
    };
  },
});

const rushBoardView: HarnessView = {
  id: "endeavor-rush-board",
  label: "Rush Endeavor — track board: the charge leader close to foiled, nine Schemes in a row",
  fixture: "endeavor-rush-gm",
  frame: { kind: "window", tag: "div", classes: "humanity-blessed track-board", title: "HB.Endeavor.Board.title", localizeTitle: true, icon: "fa-solid fa-route", width: 760 },
  parts: [template("combat/track-board.hbs")],
  context: () => ({ board: prepareTrackBoard(rushFixture("gm").state, { isGM: true }), docked: false }),
};

/** Issue 28, a Stealth Endeavor (stealth.ts): a rogue's turn (her player; the GM), the Eye's turn (the GM's) while
 *  warry and awake, the board in both modes, and the start form with the Eye on the Monstrosities' side. */
const STEALTH_LABELS: Record<StealthVariant, string> = {
  player: "Stealth Endeavor — a rogue's turn (her player): Move, the Objective activated, Cover",
  gm: "Stealth Endeavor — a rogue's turn (GM): the Eye's Blessings to steal, Help that lowers X",
  eye: "Stealth Endeavor — the Eye's turn (GM), warry: Search, Scan",
  wake: "Stealth Endeavor — the Eye's turn (GM) in wake mode: Awaken, Wound",
};
/** The action each view leaves chosen, its fields open (step 3). */
const STEALTH_TURNS: Record<StealthVariant, string> = { player: "move", gm: "attack", eye: "search", wake: "awaken" };
const stealthView = (variant: StealthVariant): HarnessView => ({
  id: `endeavor-stealth-${variant}`,
  label: STEALTH_LABELS[variant],
  turn: { action: STEALTH_TURNS[variant], step: "details" },
  fixture: `endeavor-stealth-${variant}`,
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const fx = stealthFixture(variant);
    return {
      hasCombat: true,
      combat: { round: fx.state.round },
      endeavor: prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: fx.isGM }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" }),
    };
  },
});

const stealthBoardView = (variant: "player" | "wake"): HarnessView => ({
  id: `endeavor-stealth-board-${variant === "wake" ? "wake" : "warry"}`,
  label: variant === "wake"
    ? "Stealth Endeavor — track board, wake mode: who alerted the Eye, and where"
    : "Stealth Endeavor — track board, warry: two rogues on an Alarm, temporary Alarms (Sweep Defenses), Objectives, Escape, Sanctuary",
  fixture: `endeavor-stealth-${variant}`,
  frame: { kind: "window", tag: "div", classes: "humanity-blessed track-board", title: "HB.Endeavor.Board.title", localizeTitle: true, icon: "fa-solid fa-route", width: 760 },
  parts: [template("combat/track-board.hbs")],
  context: () => ({ board: prepareTrackBoard(stealthFixture(variant).state, { isGM: true }), docked: false }),
});

/** Quicken Pace (Humanity, Endeavored), as Wren's player sees it: the special action she chooses (the allies she may
 *  tick, up to X), then, next round, her additional action right after her own turn. */
const quickenView = (variant: QuickenVariant): HarnessView => ({
  id: `endeavor-stealth-${variant}`,
  label: variant === "quicken"
    ? "Stealth Endeavor — a rogue's special action (her player): Quicken Pace, the allies to tick"
    : "Stealth Endeavor — Quicken Pace's additional action (her player): Wren's second turn, right after her own",
  ...(variant === "extra" ? { turn: { action: "move", step: "details" } } : {}),
  fixture: `endeavor-stealth-${variant}`,
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const fx = quickenFixture(variant);
    return {
      hasCombat: true,
      combat: { round: fx.state.round },
      endeavor: prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: fx.isGM }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" }),
    };
  },
});

/** The start form as a GM lays a guarded area: the Warden on the Monstrosities' side stands for the Eye. */
const stealthStartView: HarnessView = {
  id: "endeavor-stealth-start",
  label: "Stealth Endeavor — the GM's start form, Stealth chosen: the Eye's Watch die, the lay of the land (the Warden on the Monstrosities' side, folded)",
  fixture: "endeavor-stealth-start",
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const combatants = stealthFixture("player").combatants.map((c) => ({ ...c, side: c.id === "eye" ? "monstrosities" : "allies", team: "" }));
    return { hasCombat: true, combat: { round: 0 }, endeavor: prepareTrackerStart({ isGM: true, combatants, edition: "v0.0.21.10", kind: "stealth" }) };
  },
};

/** The round's start (v0.0.21.10) as Wren's player sees her row: the prompt, each Stat with its X, Head spent (why it
 *  cannot be chosen), Skip round. */
const chooseView: HarnessView = {
  id: "endeavor-choose-player",
  label: "Endeavor tracker — round 2's start (her player): choose the Action Die, X on each Stat, Head spent, Skip round",
  fixture: "endeavor-choose",
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: TRACKER_PARTS,
  context: () => {
    const fx = chooseFixture();
    return {
      hasCombat: true,
      combat: { round: fx.state.round },
      endeavor: prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: false }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" }),
    };
  },
};

export const ENDEAVOR_VIEWS: HarnessView[] = [
  chooseView,
  stealthStartView, stealthView("player"), stealthView("gm"), stealthView("eye"), stealthView("wake"), quickenView("quicken"), quickenView("extra"), stealthBoardView("player"), stealthBoardView("wake"),
  rushView("player"), rushView("gm"), rushBoardView,
  startView, trackerView(6, false), trackerView(6, true), trackerView(50, true), boardView(6), boardView(50),
  formsView("acting"), formsView("offer"), formsView("position-spark"),
  formsView("pending-zeal"), formsView("combo"), formsView("combo-monstrosity"), formsView("specializations"), formsView("kinetic"),
  formsView("reaction-offer"), formsView("reactions-gm"),
];
