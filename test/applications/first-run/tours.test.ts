// A first session that explains itself (issue 29): Foundry Tours registered under the system, walked through core's
// Tour (test/fakes/nue.ts follows V13's tour.mjs) over our real templates; and the "Using the system" page, opened
// once per user at `ready`.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { onReady } from "../../../src/hooks/ready";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { EndeavorTracker } from "../../../src/applications/combat/tracker/endeavor-tracker";
import { postCheck } from "../../../src/applications/chat/check-card";
import { onFirstReady } from "../../../src/applications/first-run/first-run";
import { GM_TOUR, SHEET_TOUR, stepKey, TOURS } from "../../../src/applications/first-run/tour-steps";
import { RULES_PACK, WELCOME_ID } from "../../../src/applications/first-run/welcome";
import { apps } from "../../fakes/setup";
import { as, faces, renderCard } from "../chat/card-helpers";

const g = globalThis as any;
let wren: any;

beforeAll(async () => {
  await import("../../../src/applications/sheets/actor-sheet-actions");
});

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
  const Actor = g.CONFIG.Actor.documentClass;
  // Head and Hand balanced (a Spark's group), Heart alone; Blessings to show.
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [3, 3, 5] } });
  g.game.users.get("player").character = wren;
});

/** Every step of a tour, started and stepped through as a user does: what each step showed and where. */
async function walk(tour: any) {
  const seen: { id: string; title: string; target: HTMLElement | null }[] = [];
  await tour.start();
  for (;;) {
    seen.push({ id: tour.currentStep.id, title: tour.shown.title, target: tour.shown.target });
    if (!tour.hasNext) break;
    await tour.next();
  }
  await tour.complete();
  return seen;
}

describe("the Tours", () => {
  it("are registered under the system at ready, once, with localised titles; the GM's is restricted", async () => {
    as("player");
    await onReady();
    await vi.waitFor(() => expect(g.game.tours.size).toBe(3));
    await onFirstReady(); // a second ready (a reload of the module) registers nothing twice
    const sheet = g.game.tours.get("humanity-blessed.sheet");
    const gm = g.game.tours.get("humanity-blessed.endeavor");
    const turn = g.game.tours.get("humanity-blessed.turn");
    expect(sheet).toBeInstanceOf(g.foundry.nue.Tour);
    expect([sheet.title, turn.title, gm.title]).toEqual(["Your character sheet", "Your turn in an Endeavor", "Run an Endeavor and call for a Check"]);
    expect([sheet.config.display, turn.config.display, turn.config.restricted, gm.config.restricted]).toEqual([true, true, false, true]);
    for (const tour of TOURS) for (const step of tour.steps) {
      for (const part of ["title", "content"] as const) expect(g.game.i18n.has(stepKey(tour, step, part)), stepKey(tour, step, part)).toBe(true);
    }
  });

  it("every target of the sheet tour is in the character sheet as rendered (play mode), inside the sheet", async () => {
    as("player");
    await wren.sheet.render({ force: true });
    const root: HTMLElement = wren.sheet.element;
    for (const step of SHEET_TOUR.steps.filter((s) => s.place === "sheet")) {
      for (const target of step.targets!) expect(root.querySelector(target), `${step.id}: ${target}`).not.toBeNull();
    }
  });

  it("the Help step's targets are on another player's Check card, and the call button beside the GM's chat controls", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(wren, { stat: "head" });
    as("player2");
    const card = await renderCard(message);
    for (const target of SHEET_TOUR.steps.find((s) => s.id === "help")!.targets!) expect(card.querySelector(target), target).not.toBeNull();
    // The roller's own card hides Help: the step falls back to the card itself.
    as("player");
    const own = await renderCard(message);
    expect(own.querySelector(SHEET_TOUR.steps.find((s) => s.id === "help")!.targets![0]!)).toBeNull();
    as("gm");
    const chat = await new apps.ChatLog().render();
    chat.activate();
    expect(document.querySelector(`#chat ${GM_TOUR.steps.find((s) => s.id === "call")!.targets![0]}`)).not.toBeNull();
  });

  it("a player walks the sheet tour: the sheet opens, each step points at its part of it; Help without a card is mid-screen", async () => {
    as("player");
    await onFirstReady();
    const seen = await walk(g.game.tours.get("humanity-blessed.sheet"));
    const root: HTMLElement = wren.sheet.element;
    expect(seen.map((s) => s.id)).toEqual(["welcome", "stats", "roll", "spark", "blessings", "help"]);
    expect(seen[0]!.target).toBeNull();
    expect(seen[2]!.target).toBe(root.querySelector('[data-action="rollStat"]'));
    expect(seen[2]!.title).toBe("Roll a Stat");
    expect(seen[3]!.target).toBe(root.querySelector(".hb-group.balanced"));
    expect(seen[3]!.target!.textContent).toMatch(/Head[\s\S]*Hand/);
    expect(seen[4]!.target).toBe(root.querySelector(".hb-blessings"));
    expect(seen[5]!.target).toBeNull();
    // Core saved the progress: completed.
    expect(g.game.settings.get("core", "tourProgress")["humanity-blessed"].sheet).toBe(6);
  });

  it("with the sheet in edit mode (no Stat to click), the roll step points at the Stats instead of failing", async () => {
    as("player");
    await onFirstReady();
    await wren.sheet.render({ force: true });
    wren.sheet.element.querySelectorAll('[data-action="rollStat"]').forEach((b: Element) => b.remove()); // edit mode draws selects
    const tour = g.game.tours.get("humanity-blessed.sheet");
    await tour.start();
    await tour.next();
    await tour.next();
    expect([tour.currentStep.id, tour.shown.target?.matches(".hb-groups") ?? tour.shown.target]).toEqual(["roll", true]);
    tour.exit();
  });

  it("a step whose place cannot open (the sheet's Stats tab missing) shows mid-screen and the tour goes on", async () => {
    as("player");
    await onFirstReady();
    await wren.sheet.render({ force: true });
    wren.sheet.changeTab("story", "primary");
    // A module's sheet layout without our Stats tab: core's changeTab throws for a tab with no navigation element.
    wren.sheet.element.querySelector('.tabs > [data-tab="stats"]').remove();
    const tour = g.game.tours.get("humanity-blessed.sheet");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await tour.start();
    await tour.next();
    expect([tour.currentStep.id, tour.shown.target, tour.shown.title]).toEqual(["stats", null, "Stats are dice"]);
    // The console says which step could not open its place, and why.
    expect(warn.mock.calls[0]!.map(String)).toEqual(['humanity-blessed | tour step "stats" shown mid-screen:', 'Error: No matching tab element found for group "primary" and tab "stats"']);
    warn.mockRestore();
    await tour.next();
    expect(tour.currentStep.id).toBe("roll");
    tour.exit();
    expect(g.foundry.nue.Tour.tourInProgress).toBe(false);
  });

  it("the character deleted mid-tour: the next sheet step shows mid-screen, with nothing in the console", async () => {
    as("player");
    await onFirstReady();
    const tour = g.game.tours.get("humanity-blessed.sheet");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await tour.start();
    await wren.delete();
    // Core's User#character reads the actor by id: none once it is deleted.
    g.game.users.get("player").character = null;
    await tour.next();
    expect([tour.currentStep.id, tour.shown.target, tour.shown.title]).toEqual(["stats", null, "Stats are dice"]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    tour.exit();
  });

  it("who may start which: the sheet's with a character, a turn's anyone, the GM's a GM", async () => {
    const can = () => ["sheet", "turn", "endeavor"].map((id) => g.game.tours.get(`humanity-blessed.${id}`).canStart);
    as("player");
    await onFirstReady();
    expect(can()).toEqual([true, true, false]);
    as("player2");
    expect(can()).toEqual([false, true, false]);
    as("gm");
    expect(can()).toEqual([true, true, true]); // the GM owns every character
  });

  it("Manage Tours lists each tour's description, and each step shows its localised paragraphs", async () => {
    as("player");
    await onFirstReady();
    expect(["sheet", "turn", "endeavor"].map((id) => g.game.tours.get(`humanity-blessed.${id}`).description)).toEqual([
      "Roll a Stat, Spark, spend Blessings and Help another character, on your own sheet.",
      "Choose your Action Die, act from your row step by step, Help from your row, and find the track board.",
      "For the GM: start an Endeavor, run it from your toolbar and the board, and ask players for a Check.",
    ]);
    const tour = g.game.tours.get("humanity-blessed.turn");
    await tour.start();
    expect(tour.shown.content).toEqual([
      "An Endeavor runs in the combat tracker, the crossed swords in the sidebar. Each character has a row; yours shows your controls.",
      "This tour shows them. Where a part is not on screen yet (no Endeavor, not your turn), its step is shown here instead. The guide's page Your turn in an Endeavor says the same in full.",
    ]);
    tour.exit();
  });

  it("a tour left midway starts again from its first step (it cannot be resumed)", async () => {
    as("player");
    await onFirstReady();
    const tour = g.game.tours.get("humanity-blessed.sheet");
    await tour.start();
    await tour.next();
    await tour.next();
    tour.exit();
    await tour.start();
    expect(tour.currentStep.id).toBe("welcome");
    tour.exit();
  });

  it("the sheet tour opens the user's own character, else the first character they own", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const ash = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player: 3 }, system: { stats: { head: 8 } } });
    g.game.users.get("player").character = ash;
    as("player");
    await onFirstReady();
    const tour = g.game.tours.get("humanity-blessed.sheet");
    await tour.start();
    await tour.next();
    // The sheet core opens for the actor: the one registered for characters, opened by the tour.
    expect([ash.sheet instanceof CharacterSheet, ash.sheet.rendered]).toEqual([true, true]);
    expect(tour.shown.target).toBe(ash.sheet.element.querySelector(".hb-stats .hb-groups"));
    tour.exit();
    // Assigned a Monstrosity: not a character sheet to tour; the first character the user owns is shown instead.
    const widow = await Actor.create({ type: "monstrosity", name: "Grey Widow", ownership: { default: 0, player: 3 }, system: { stats: { head: 6 } } });
    g.game.users.get("player").character = widow;
    await tour.start();
    await tour.next();
    expect(tour.shown.target).toBe(wren.sheet.element.querySelector(".hb-stats .hb-groups"));
    tour.exit();
  });

  it("with the sheet detached into its own window (V14), its steps show mid-screen: core's tour is on the main page", async () => {
    as("player");
    await onFirstReady();
    await wren.sheet.render({ force: true });
    g.game.release.generation = 14;
    await wren.sheet.detachWindow();
    const tour = g.game.tours.get("humanity-blessed.sheet");
    await tour.start();
    await tour.next();
    await tour.next();
    // Not a selector the main page cannot find (core would fail the step and end the tour).
    expect([tour.status, tour.currentStep.id, tour.shown.target]).toEqual(["in-progress", "roll", null]);
    expect(tour.shown.title).toBe("Roll a Stat");
    tour.exit();
  });

  it("a player without a character cannot start the sheet tour; a player cannot see the GM's", async () => {
    as("player2");
    await onFirstReady();
    expect(g.game.tours.get("humanity-blessed.sheet").canStart).toBe(false);
    expect(g.game.tours.get("humanity-blessed.endeavor").canStart).toBe(false);
  });

  it("the GM walks the Endeavor tour: the start form in the combat tab, the kind, Begin, then the call button in the chat tab", async () => {
    as("gm");
    await onFirstReady();
    await g.CONFIG.Combat.documentClass.create({ combatants: [{ actorId: wren.id }] });
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    const chat = await new apps.ChatLog().render();
    chat.activate();
    const seen = await walk(g.game.tours.get("humanity-blessed.endeavor"));
    expect(seen.map((s) => s.id)).toEqual(["welcome", "encounter", "kind", "begin", "undo", "endTurn", "track", "board", "call", "done"]);
    const start = tracker.element!.querySelector(".hb-endeavor-start")!;
    expect(seen[1]!.target).toBe(start);
    expect(seen[2]!.target).toBe(start.querySelector('select[name="kind"]'));
    expect(seen[3]!.target).toBe(start.querySelector('[data-action="hbStart"]'));
    // Before Begin there is no toolbar nor board button: those steps are shown mid-screen.
    expect(seen.slice(4, 8).map((s) => s.target)).toEqual([null, null, null, null]);
    expect(seen[8]!.target).toBe(document.querySelector("#chat .hb-call-button"));
    expect(g.ui.sidebar.tabGroups.primary).toBe("chat");
  });

  it("without an encounter the Endeavor steps show mid-screen, saying where to begin", async () => {
    as("gm");
    await onFirstReady();
    const seen = await walk(g.game.tours.get("humanity-blessed.endeavor"));
    expect(seen.slice(1, 4).map((s) => s.target)).toEqual([null, null, null]);
  });
});

describe("Using the system", () => {
  /** The rules compendium as core has it: getDocument by id, the entry's sheet rendered once opened. */
  function rulesPack() {
    const opened: unknown[] = [];
    const entry = { id: WELCOME_ID, name: "Using the system", sheet: { render: async (options: unknown) => { opened.push(options); } } };
    g.game.packs.set(RULES_PACK, { collection: RULES_PACK, getDocument: async (id: string) => (id === WELCOME_ID ? entry : null) });
    return opened;
  }

  it("opens once for each user, at their first ready; the flag is the user's, so another user still gets it", async () => {
    const opened = rulesPack();
    as("player");
    await onFirstReady();
    await onFirstReady();
    expect(opened).toEqual([{ force: true }]);
    expect(g.game.users.get("player").getFlag("humanity-blessed", "welcomed")).toBe(true);
    as("player2");
    await onFirstReady();
    expect(opened).toHaveLength(2);
  });

  it("a GM shows it again to a player by clearing the player's flag", async () => {
    const opened = rulesPack();
    as("player");
    await onFirstReady();
    as("gm");
    await g.game.users.get("player").unsetFlag("humanity-blessed", "welcomed");
    as("player");
    await onFirstReady();
    expect(opened).toHaveLength(2);
  });

  it("nothing happens, and nothing is marked, when the compendium is missing", async () => {
    as("player");
    await onFirstReady();
    expect(g.game.users.get("player").getFlag("humanity-blessed", "welcomed")).toBeUndefined();
    const opened = rulesPack();
    await onFirstReady();
    expect(opened).toHaveLength(1);
  });
});
