// What the Endeavor's screens say of where each choice leads, as drawn (the harness views' templates rendered node-side,
// the text a player reads and a screen reader hears): a guarded area's line in the tracker's bar, the Eye's mode
// explained, an Objective's Check on the board; each side's victory in a Rush board's header and the Schemes Plot
// Victory adds; the round's start with each Stat's X and why a spent one cannot be chosen.
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { CORE_STRINGS, createI18n, registerFoundryHelpers } from "../../../harness/foundry-helpers";
import { rushFixture } from "../../../harness/fixtures/rush";
import { templateSources } from "../../../harness/node-sources";
import { createRenderer, type Renderer } from "../../../harness/renderer";
import { ENDEAVOR_VIEWS } from "../../../harness/endeavor-views";
import { template } from "../../../../src/applications/shared/templates";

let renderer: Renderer;
beforeAll(() => {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, createI18n(CORE_STRINGS, en));
  renderer = createRenderer(hbs, templateSources());
});

/** A harness view drawn as its context gives it, in a fresh document body. */
function drawn(id: string): HTMLElement {
  const view = ENDEAVOR_VIEWS.find((v) => v.id === id)!;
  document.body.innerHTML = renderer.renderParts(view, view.context({ theme: "light" }));
  return document.body;
}
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";
/** What is drawn for sighted readers: the text without the visually hidden parts. */
const seen = (el: Element | null) => {
  const copy = el?.cloneNode(true) as HTMLElement | undefined;
  copy?.querySelectorAll(".visually-hidden").forEach((h) => h.remove());
  return text(copy);
};

describe("a guarded area (Stealth)", () => {
  it("the tracker's bar: one line with what is left, each part named for a screen reader", () => {
    const root = drawn("endeavor-stealth-player");
    const line = root.querySelector(".hb-endeavor-land")!;
    expect(seen(line)).toBe("3 (Head, Normal), 9 (Hand, Hard) 3 4 5 6 7 8 9 10 18 14");
    expect(text(line)).toBe(
      "Objectives: 3 (Head, Normal), 9 (Hand, Hard) Alarms: 3 4 5 6 7 8 9 10 Escapes: 18 Sanctuaries: 14",
    );
    expect([...line.querySelectorAll("[data-tooltip-text]")].map((p) => p.getAttribute("data-tooltip-text")))
      .toEqual(["Objectives", "Alarms", "Escapes", "Sanctuaries"]);
  });

  it("the Eye's mode says what wakes it, in its tooltip and to a screen reader", () => {
    const tag = [...drawn("endeavor-stealth-player").querySelectorAll(".hb-endeavor-phase .hb-tag")].at(-1)!;
    const tip = "What wakes it: a rogue who ends a turn on an Alarm, unless a Sanctuary is on or next to them. "
      + "Each failed or Sparked Check adds an Alarm above every Alarm.";
    expect(seen(tag)).toBe("The Eye is warry");
    expect(tag.getAttribute("data-tooltip-text")).toBe(tip);
    expect(text(tag)).toBe(`The Eye is warry ${tip}`);
    const head = drawn("endeavor-stealth-board-wake").querySelector(".hb-board-head .hb-muted")!;
    expect(seen(head)).toBe("The Eye is awake (wake mode)");
    expect(head.getAttribute("data-tooltip-text")).toBe(
      "Awake for the rest of the Endeavor (a rogue ended a turn on an Alarm): it turns Alarms into Wound buttons and wounds rogues.",
    );
  });

  it("the board: an Objective's tooltip and name say its Check", () => {
    const root = drawn("endeavor-stealth-board-warry");
    const objectives = [...root.querySelectorAll(".hb-cell .hb-track-button.objective")];
    expect(objectives.map((b) => b.getAttribute("data-tooltip-text")))
      .toEqual(["Objective (Head Check, Normal)", "Objective (Hand Check, Hard)"]);
    // The GM's board: each is a button that removes it.
    expect(objectives.map((b) => b.getAttribute("aria-label")?.trim()))
      .toEqual(["Remove the Objective (Head Check, Normal) button", "Remove the Objective (Hand Check, Hard) button"]);
    expect(root.querySelector(".hb-cell .hb-track-button.escape")!.getAttribute("data-tooltip-text")).toBe("Escape");
  });
});

describe("Rush", () => {
  it("the board's header names each side's victory (the table's options)", () => {
    expect(text(drawn("endeavor-rush-board").querySelector(".hb-board-head .hb-muted")))
      .toBe("Allies: 30 · Monstrosities: 10 Schemes in a row");
  });

  it("Plot Victory says how many Scheme buttons it adds, and why", () => {
    const fx = rushFixture("gm");
    // The Monstrosities' side has activated two Recovery buttons (one each).
    const state = { ...fx.state, participants: fx.state.participants.map((p) => (p.side === "monstrosities" ? { ...p, recoveries: 1 } : p)) };
    const endeavor = prepareEndeavorTracker({ state, combatants: fx.combatants, viewer: { isGM: true }, logLength: fx.log.length, edition: "v0.0.21.10" });
    document.body.innerHTML = renderer.render(template("combat/tracker.hbs"), { hasCombat: true, combat: { round: state.round }, endeavor });
    expect(text(document.querySelector(".hb-plot-schemes")))
      .toBe("Adds 2 Scheme button(s): 2 Recovery button(s) activated by your side.");
    expect(text(drawn("endeavor-rush-gm").querySelector(".hb-plot-schemes")))
      .toBe("Adds 0 Scheme button(s): 0 Recovery button(s) activated by your side.");
  });
});

describe("Plot Victory's form (Rush)", () => {
  /** The GM's tracker at the round's end of the harness's Rush, `edit`ed; the Hollow King's special action form. */
  function plot(edit: (s: ReturnType<typeof rushFixture>["state"]) => ReturnType<typeof rushFixture>["state"]) {
    const fx = rushFixture("gm");
    const state = edit(fx.state);
    const endeavor = prepareEndeavorTracker({ state, combatants: fx.combatants, viewer: { isGM: true }, logLength: fx.log.length, edition: "v0.0.21.10" });
    document.body.innerHTML = renderer.render(template("combat/tracker.hbs"), { hasCombat: true, combat: { round: state.round }, endeavor });
    const form = document.querySelector(".hb-plot");
    return {
      hint: text(form?.querySelector(".hb-hint")),
      leaders: [...(form?.querySelectorAll<HTMLOptionElement>('select[name="plotLeader"] option') ?? [])].map((o) => text(o)),
      schemes: form?.querySelector(".hb-plot-schemes") ?? null,
    };
  }

  it("names the leader it foils and offers the others who may lead; with every ally foiled, says so and offers none", () => {
    const now = plot((s) => s);
    expect(now.hint).toMatch(/^Oskar Vale is foiled and can never lead again;/);
    expect(now.leaders).toEqual(["The next ally clockwise", "Mina Sato"]);
    const none = plot((s) => ({ ...s, leader: null, foiled: s.participants.filter((p) => p.side === "allies").map((p) => p.id) }));
    expect(none.hint).toMatch(/^Every ally has been foiled already\./);
    expect(none.leaders).toEqual([]);
  });

  it("the GM's charge leader control shows the leader chosen, and is gone once the Endeavor is over", () => {
    const fx = rushFixture("gm");
    const control = (state: typeof fx.state) => {
      const endeavor = prepareEndeavorTracker({ state, combatants: fx.combatants, viewer: { isGM: true }, logLength: fx.log.length, edition: "v0.0.21.10" });
      document.body.innerHTML = renderer.render(template("combat/tracker.hbs"), { hasCombat: true, combat: { round: state.round }, endeavor });
      const select = document.querySelector<HTMLSelectElement>('select[name="gmLeader"]');
      return select && [...select.options].map((o) => `${text(o)}${o.selected ? " ✓" : ""}`);
    };
    expect(control(fx.state)).toEqual(["Oskar Vale ✓", "Mina Sato"]);
    expect(control({ ...fx.state, outcome: { winner: "allies", winnerId: null, reason: "opponents-removed" } })).toBeNull();
  });
});

describe("choosing the Action Die (v0.0.21.10)", () => {
  it("a visible prompt, X on each Stat, and why a spent one cannot be chosen; Skip round", () => {
    const root = drawn("endeavor-choose-player");
    const prompt = root.querySelector(".hb-choose-prompt")!;
    expect(text(prompt)).toBe("Choose your Action Die");
    const group = root.querySelector('[role="group"][aria-labelledby]')!;
    expect(group.getAttribute("aria-labelledby")).toBe(prompt.id);
    const buttons = [...group.querySelectorAll("button")];
    expect(buttons.map((b) => [text(b), b.disabled])).toEqual([
      ["Head · spent — skip a round to regain it", true],
      ["Hand d6 · X 2", false],
      ["Heart d4 · X 1", false],
      ["Home d4 · X 1", false],
      ["Hurt d8 · X 2", false],
      ["Hurry d4 · X 1", false],
      ["History d4 · X 1", false],
      ["Skip round (regain spent Stats)", false],
    ]);
  });
});

describe("every Endeavor view", () => {
  it("fills every placeholder of its labels", () => {
    for (const view of ENDEAVOR_VIEWS.filter((v) => v.parts.some((p) => p.includes("combat/")))) {
      const body = drawn(view.id);
      const filled = [body.textContent ?? "", ...[...body.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => a.value))];
      expect([view.id, filled.filter((t) => /undefined|\{[a-z]+\}/.test(t))]).toEqual([view.id, []]);
    }
  });
});
