// The tracker, the board and the start form read the kinds table (rules/endeavor/kinds/index.ts) rather than lists
// of their own: the actions offered follow each action's Stat there, the legend and the GM's "add a button" follow
// each kind's buttons, the side choice follows `start.sides`. Each is proved by editing the table.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { template } from "../../../../src/applications/shared/templates";
import { ENDEAVOR_KINDS, ENDEAVOR_KIND_IDS, buttonKindsOf, type EndeavorKind } from "../../../../src/rules/endeavor/kinds";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { editActions, requiring, restoreKindsAfterEach } from "../../../rules/endeavor/kinds-edit";
import { ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";

const g = globalThis as any;
const render = (path: string, context: object) => foundry.applications.handlebars.renderTemplate(template(path), context as never);
const dom = (html: string) => Object.assign(document.createElement("div"), { innerHTML: html });
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));

const saved = restoreKindsAfterEach();

const combatantsOf = (s: EndeavorState) => s.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
const gmView = (s: EndeavorState) => {
  const ctx = prepareEndeavorTracker({ state: s, combatants: combatantsOf(s), viewer: { isGM: true }, logLength: 0, edition: s.edition });
  if (!ctx.started) throw new Error("not started");
  return ctx;
};
/** The actions a's turn offers (a acts first, with this Action Die and two temporary Blessings). */
const offered = (stat: string) => {
  const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", stat, [1, 2]), choose("m", "Head", [1, 1, 4, 4])]).state;
  return gmView(s).rows.find((r) => r.id === "a")!.turn!.actions.map((a) => a.value);
};

describe("the actions a turn offers follow the table's Stat for each", () => {
  it("as the book has them: Hurt offers the violent Attack, not the non-violent one nor Advance; Head the reverse", () => {
    expect(offered("Hurt")).toEqual(["violent", "protect", "delayedAttack", "unique", "pass"]);
    expect(offered("Head")).toEqual(["attack", "advance", "protect", "delayedAttack", "unique", "pass"]);
  });

  it('Advance made "Any Stat": offered with Hurt (and among Unique Skill\'s two); Pass left out of the table: not offered', () => {
    editActions("monstrous", "character", requiring("advance", "any"));
    expect(offered("Hurt")).toEqual(["violent", "advance", "protect", "delayedAttack", "unique", "pass"]);
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", "Hurt", [1, 2]), choose("m", "Head", [1, 1, 4, 4])]).state;
    expect(gmView(s).rows.find((r) => r.id === "a")!.act!.unique!.kinds.map((k) => k.value)).toEqual(["violent", "advance", "protect"]);
    editActions("monstrous", "character", (actions) => actions.filter((a) => a.id !== "pass" && a.id !== "unique"));
    expect(offered("Head")).toEqual(["attack", "advance", "protect", "delayedAttack"]);
  });
});

/** A started Endeavor of each kind, its first round's Action Dice chosen. */
function startedAs(kind: EndeavorKind): EndeavorState {
  if (kind === ENDEAVOR_KINDS.racing.id) {
    return run(setup({ kind, participants: [racer("r"), racer("s")], terrain: [{ position: 5 }] }), [choose("r", "Hand", [1, 2]), choose("s", "Hand", [2, 3])]).state;
  }
  if (kind === ENDEAVOR_KINDS.stealth.id) return run(setup({ kind, participants: [rogue("a"), theEye()], land: [{ kind: "objective", position: 9, check: { stat: "Head" } }] }), [choose("a", "Hurt", [1, 2]), choose("eye", "Watch", [1, 2])]).state;
  return run(setup({ kind, participants: [ally("a"), monster("m")] }), [choose("a", "Hurt", [1, 2]), choose("m", "Head", [1, 1, 4, 4])]).state;
}

describe("the button kinds shown are the Endeavor's kind's", () => {
  const expected: Record<EndeavorKind, string[]> = {
    monstrous: ["wound", "scheme", "recovery", "defeat", "zeal"],
    racing: ["terrain", "fatigue", "zeal"],
    rush: ["wound", "scheme", "recovery", "defeat", "zeal"],
    stealth: ["wound", "alarm", "objective", "escape", "sanctuary"],
  };

  it.each(ENDEAVOR_KIND_IDS)("%s: the board's legend and the GM's \"add a button\" list its kinds and no others", async (kind) => {
    const s = startedAs(kind);
    expect(buttonKindsOf(kind)).toEqual(expected[kind]);
    const board = prepareTrackBoard(s, { isGM: true });
    if (!board.started) throw new Error("not started");
    expect(board.legend.buttons.map((b) => b.kind)).toEqual(expected[kind]);
    expect(gmView(s).gm!.buttonKinds.map((b) => b.value)).toEqual(expected[kind]);
    // Drawn: one legend entry per kind, and the highlighted button explained only where buttons can be in danger.
    const el = dom(await render("combat/track-board.hbs", { board, docked: false }));
    const legend = [...el.querySelectorAll(".hb-board-legend li .hb-track-button")].map((b) => b.className.replace("hb-track-button ", ""));
    // Where there is an Eye, its temporary Alarms are drawn dashed: the legend says so.
    const hot = kind === ENDEAVOR_KINDS.racing.id ? [] : kind === ENDEAVOR_KINDS.stealth.id ? ["wound danger", "alarm temporary"] : ["wound danger"];
    expect(legend).toEqual([...expected[kind], ...hot]);
    const tracker = dom(await render("combat/tracker.hbs", { endeavor: gmView(s) }));
    expect([...tracker.querySelectorAll<HTMLOptionElement>('select[name="buttonKind"] option')].map((o) => o.value)).toEqual(expected[kind]);
    expect(missing()).toEqual([]);
  });

  it("a button kind added to a kind's entry appears in both", () => {
    const entry = ENDEAVOR_KINDS.racing;
    ENDEAVOR_KINDS.racing = { ...entry, roles: { ...entry.roles, character: { ...entry.roles.character, buttons: [...entry.roles.character.buttons, "wound"] } } };
    const s = startedAs("racing");
    const board = prepareTrackBoard(s, { isGM: false });
    expect(board.started && board.legend.buttons.map((b) => b.kind)).toEqual(["wound", "terrain", "fatigue", "zeal"]);
    expect(gmView(s).gm!.buttonKinds.map((b) => b.value)).toEqual(["wound", "terrain", "fatigue", "zeal"]);
  });
});

describe("the start form asks each combatant's side where a kind offered has sides", () => {
  const form = async () => {
    const ctx = prepareEndeavorTracker({ state: null, combatants: [{ id: "c1", name: "Wren", img: "", hidden: false, isOwner: true }], viewer: { isGM: true }, logLength: 0, edition: "v0.0.18" });
    return dom(await render("combat/tracker.hbs", { endeavor: ctx }));
  };

  it("v0.0.18 (Monstrous only): the side is asked; with the entry's start.sides off, neither it nor the sides' list is drawn", async () => {
    expect((await form()).querySelector('select[name="side.c1"]')).not.toBeNull();
    ENDEAVOR_KINDS.monstrous = { ...saved.monstrous, start: { ...saved.monstrous.start, sides: false } };
    const el = await form();
    expect(el.querySelector('select[name="side.c1"]')).toBeNull();
    expect(el.querySelector(".hb-endeavor-sides")).toBeNull();
    expect(el.querySelector('[data-action="hbStart"]')).not.toBeNull();
  });
});
