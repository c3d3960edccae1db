// The acting row's turn walked in the browser (turn-steps.ts) on the tracker's template drawn with real Handlebars from
// an engine state (pure, no tracker): what a player sees as they choose an action, press Next, reopen a step, and what
// a re-render keeps; the start form's fields by kind; a row's odds figure redrawn as its fields change.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bindStartForm, bindTurnSteps, drawOdds, nextStep, openStep, restoreTurns, showAction, showStartKind, type DrawnOdds,
} from "../../../../src/applications/combat/tracker/turn-steps";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { prepareTrackerStart } from "../../../../src/applications/combat/view/start-form";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

/** Wren (Zealous; Action Die `die`) and Oskar against the Widow: Wren acts first. */
const wren = (die = "Head") =>
  run(setup({
    kind: "monstrous",
    participants: [
      ally("a", { name: "Wren", specializations: ["Zealous"] }),
      ally("b", { name: "Oskar" }),
      monster("m", "10 (3)", { name: "Widow" }),
    ],
  }), [choose("a", die, [1, 1]), choose("b", "Hand", [1, 1]), choose("m", "Head", [4, 1])]).state;

/** The tracker drawn for the GM, in the page (focus needs it): its root and the acting row's turn. */
async function drawn(state: EndeavorState = wren()) {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: true }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const root = Object.assign(document.createElement("section"), { innerHTML: html });
  document.body.append(root);
  const row = root.querySelector<HTMLElement>(`li[data-combatant-id="${state.turn.current}"]`)!;
  const turn = row.querySelector<HTMLElement>("[data-hb-turn]")!;
  return { root, row, turn };
}

const radio = (turn: HTMLElement, kind: string) => turn.querySelector<HTMLInputElement>(`input[name="hbActionKind"][value="${kind}"]`)!;
const pick = (turn: HTMLElement, kind: string) => {
  radio(turn, kind).checked = true;
  radio(turn, kind).dispatchEvent(new Event("change", { bubbles: true }));
};
const open = (turn: HTMLElement) => [...turn.querySelectorAll<HTMLDetailsElement>("details[data-step]")].filter((d) => d.open).map((d) => d.dataset.step);
const visible = (turn: HTMLElement, selector: string) =>
  [...turn.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.closest("[hidden]"));
const shown = (turn: HTMLElement, selector: string) => visible(turn, selector).map((el) => text(el));
/** The action buttons shown in step 5, by the action each sends. */
const buttons = (turn: HTMLElement) => visible(turn, '[data-step="confirm"] [data-action="hbAct"]').map((b) => b.dataset.kind);
/** The steps listed, each as its number and key ("die" for the Action Die's, which is no step to open). */
const listed = (turn: HTMLElement) =>
  [...turn.children].filter((li) => !(li as HTMLElement).hidden).map((li) => `${text(li.querySelector(".hb-step-n"))} ${li.querySelector<HTMLElement>("details")?.dataset.step ?? "die"}`);
const nextButton = (turn: HTMLElement, step: string) => turn.querySelector<HTMLButtonElement>(`[data-step="${step}"] [data-hb-next]`);

describe("choosing an action", () => {
  it("shows its fields, titles and button alone, names it, lets Next go, and lists only the steps it has", async () => {
    const { turn } = await drawn();
    showAction(turn);
    expect(text(turn.querySelector("[data-hb-summary]"))).toBe("");
    expect(shown(turn, "[data-for]")).toEqual([]);
    expect(shown(turn, '[data-step="details"] .hb-step-title')).toEqual(["Targets, Spark, Help, payments"]);
    expect(nextButton(turn, "action")!.disabled).toBe(true);
    expect(turn.dataset.kind).toBe("");
    expect(listed(turn)).toEqual(["1 die", "2 action", "3 details", "4 check", "5 confirm"]);
    radio(turn, "pass").checked = true;
    showAction(turn);
    expect(text(turn.querySelector("[data-hb-summary]"))).toBe("Pass");
    expect(nextButton(turn, "action")!.disabled).toBe(false);
    expect(turn.dataset.kind).toBe("pass");
    expect(shown(turn, '[data-step="details"] .hb-step-title')).toEqual([]);
    expect(buttons(turn)).toEqual(["pass"]);
    expect(listed(turn)).toEqual(["1 die", "2 action", "3 confirm"]);
    radio(turn, "advance").checked = true;
    showAction(turn);
    expect(text(turn.querySelector("[data-hb-summary]"))).toBe("Advance");
    expect(shown(turn, '[data-step="details"] .hb-step-title')).toEqual(["Spark and Help"]);
    expect(buttons(turn)).toEqual(["advance"]);
    expect(listed(turn)).toEqual(["1 die", "2 action", "3 details", "4 check", "5 confirm"]);
    // Protect has fields but no Check.
    radio(turn, "protect").checked = true;
    showAction(turn);
    expect(listed(turn)).toEqual(["1 die", "2 action", "3 details", "4 confirm"]);
    expect(turn.querySelector('[data-step="check"]')!.closest("li")!.hidden).toBe(true);
  });

  it("writes only what differs: a turn already showing its action, or its open step, is left untouched", async () => {
    const { turn } = await drawn();
    const observer = new MutationObserver(() => undefined);
    observer.observe(turn, { attributes: true, childList: true, characterData: true, subtree: true });
    const writes = () => observer.takeRecords().map((r) => `${r.type} ${r.attributeName ?? ""}`);
    showAction(turn);
    writes();
    showAction(turn);
    expect(writes()).toEqual([]);
    for (const kind of ["advance", "pass"]) {
      radio(turn, kind).checked = true;
      showAction(turn);
      expect(writes()).not.toEqual([]);
      showAction(turn);
      expect(writes()).toEqual([]);
    }
    openStep(turn, "confirm", false);
    writes();
    openStep(turn, "confirm", false);
    expect(writes()).toEqual([]);
    observer.disconnect();
  });
});

describe("walking the steps", () => {
  it("Next opens the next step the action has, focusing its first control shown; a step with none focuses its summary", async () => {
    const { root, turn } = await drawn();
    bindTurnSteps(root);
    pick(turn, "advance");
    expect(open(turn)).toEqual(["action"]);
    nextButton(turn, "action")!.click();
    expect(open(turn)).toEqual(["details"]);
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('[data-step="details"]')).not.toBeNull();
    expect(focused.closest("[hidden]")).toBeNull();
    expect(focused.matches("input:not([type=hidden]), select, button")).toBe(true);
    nextButton(turn, "details")!.click();
    expect(open(turn)).toEqual(["check"]);
    nextButton(turn, "check")!.click();
    expect(open(turn)).toEqual(["confirm"]);
    expect(document.activeElement).toBe(turn.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    // From Pass, straight to its button.
    pick(turn, "pass");
    nextButton(turn, "action")!.click();
    expect(open(turn)).toEqual(["confirm"]);
    expect(document.activeElement).toBe(turn.querySelector('[data-action="hbAct"][data-kind="pass"]'));
  });

  it("the next step after each, for the action chosen; none after the last", async () => {
    const { turn } = await drawn();
    radio(turn, "protect").checked = true;
    expect(nextStep(turn, "action")).toBe("details");
    expect(nextStep(turn, "details")).toBe("confirm");
    expect(nextStep(turn, "confirm")).toBeNull();
    radio(turn, "protect").checked = false;
    radio(turn, "pass").checked = true;
    expect(nextStep(turn, "action")).toBe("confirm");
    // Nothing chosen: only the steps every action has.
    radio(turn, "pass").checked = false;
    expect(nextStep(turn, "action")).toBe("confirm");
  });

  it("opening a step closes the others; focus stays put when asked, and falls on the summary when nothing can take it", async () => {
    const { turn } = await drawn();
    radio(turn, "pass").checked = true;
    showAction(turn);
    const outside = document.body.appendChild(document.createElement("button"));
    outside.focus();
    openStep(turn, "details", false);
    expect(open(turn)).toEqual(["details"]);
    expect(document.activeElement).toBe(outside);
    // Pass has nothing in step 3: every control there is hidden, so its summary takes the focus.
    openStep(turn, "details");
    expect(document.activeElement).toBe(turn.querySelector('[data-step="details"] summary'));
    // A disabled button is passed over too.
    for (const b of turn.querySelectorAll<HTMLButtonElement>('[data-step="confirm"] button')) b.disabled = true;
    openStep(turn, "confirm");
    expect(document.activeElement).toBe(turn.querySelector('[data-step="confirm"] summary'));
    openStep(turn, "nowhere");
    expect(open(turn)).toEqual([]);
  });

  it("a click elsewhere, or on a Next outside any turn's step, opens nothing", async () => {
    const { root, turn } = await drawn();
    bindTurnSteps(root);
    pick(turn, "advance");
    turn.querySelector<HTMLElement>('[data-step="details"] summary')!.closest("li")!.click();
    expect(open(turn)).toEqual(["action"]);
    const stray = root.appendChild(Object.assign(document.createElement("button"), { type: "button" }));
    stray.setAttribute("data-hb-next", "");
    stray.click();
    expect(open(turn)).toEqual(["action"]);
    // A Next in the turn but in no step: nothing to go on from.
    openStep(turn, "details", false);
    const loose = turn.appendChild(stray.cloneNode(true) as HTMLButtonElement);
    loose.click();
    expect(open(turn)).toEqual(["details"]);
    // A Next in the last step: nowhere to go, the step stays open.
    openStep(turn, "confirm", false);
    turn.querySelector('[data-step="confirm"] .hb-step-body')!.append(stray.cloneNode(true));
    turn.querySelector<HTMLButtonElement>('[data-step="confirm"] [data-hb-next]')!.click();
    expect(open(turn)).toEqual(["confirm"]);
  });

  it("listens once per element, however often it is bound", async () => {
    const { root } = await drawn();
    const listen = vi.spyOn(root, "addEventListener");
    bindTurnSteps(root);
    bindStartForm(root);
    bindTurnSteps(root);
    expect(listen.mock.calls.map((c) => c[0])).toEqual(["change", "click", "toggle"]);
  });
});

describe("over a re-render", () => {
  it("keeps the step open and the action's fields of the row that had them; starts afresh after one's own action", async () => {
    const first = await drawn();
    bindTurnSteps(first.root);
    pick(first.turn, "advance");
    nextButton(first.turn, "action")!.click();
    expect(first.root.dataset.hbStep).toBe("a|details");
    // The re-render: the same root, a new turn drawn, the choice put back by the drafts.
    const again = await drawn();
    first.root.innerHTML = again.root.innerHTML;
    const turn = first.root.querySelector<HTMLElement>("[data-hb-turn]")!;
    radio(turn, "advance").checked = true;
    const typing = document.body.appendChild(document.createElement("input"));
    typing.focus();
    restoreTurns(first.root, false);
    expect(open(turn)).toEqual(["details"]);
    expect(buttons(turn)).toEqual(["advance"]);
    expect(document.activeElement).toBe(typing); // someone else's update takes no focus
    // No action chosen after the re-render: the turn stays at its first step.
    first.root.innerHTML = again.root.innerHTML;
    const bare = first.root.querySelector<HTMLElement>("[data-hb-turn]")!;
    restoreTurns(first.root, false);
    expect(open(bare)).toEqual(["action"]);
    // The player's own action went through: the step is forgotten.
    first.root.innerHTML = again.root.innerHTML;
    const fresh = first.root.querySelector<HTMLElement>("[data-hb-turn]")!;
    radio(fresh, "advance").checked = true;
    restoreTurns(first.root, true);
    expect(first.root.dataset.hbStep).toBeUndefined();
    expect(open(fresh)).toEqual(["action"]);
  });

  it("a turn drawn outside any row (the harness's stage) keeps its step too", async () => {
    const { root, row, turn } = await drawn();
    row.removeAttribute("data-combatant-id");
    bindTurnSteps(root);
    pick(turn, "advance");
    nextButton(turn, "action")!.click();
    expect(root.dataset.hbStep).toBe("|details");
    // Redrawn (the choice put back): the step is opened again.
    root.innerHTML = (await drawn()).root.innerHTML;
    root.querySelector("[data-combatant-id]")!.removeAttribute("data-combatant-id");
    const again = root.querySelector<HTMLElement>("[data-hb-turn]")!;
    radio(again, "advance").checked = true;
    restoreTurns(root, false);
    expect(open(again)).toEqual(["details"]);
  });

  it("another row's remembered step opens nothing in this one", async () => {
    const { root, turn } = await drawn();
    root.dataset.hbStep = "b|details";
    radio(turn, "advance").checked = true;
    restoreTurns(root, false);
    expect(open(turn)).toEqual(["action"]);
    expect(root.dataset.hbStep).toBe("b|details");
  });

  it("a step closed, or a summary's toggle outside a turn, is not remembered", async () => {
    const { root, turn } = await drawn();
    bindTurnSteps(root);
    pick(turn, "advance");
    turn.querySelector<HTMLDetailsElement>('[data-step="action"]')!.open = false;
    expect(root.dataset.hbStep).toBeUndefined();
    const loose = root.appendChild(document.createElement("details"));
    loose.dataset.step = "details";
    loose.open = true;
    expect(root.dataset.hbStep).toBeUndefined();
    const unnamed = turn.appendChild(document.createElement("details"));
    unnamed.open = true;
    expect(root.dataset.hbStep).toBeUndefined();
  });
});

describe("the start form", () => {
  async function start() {
    const ctx = prepareTrackerStart({ isGM: true, combatants: [{ id: "w", name: "Wren" }], edition: "v0.0.21.10" });
    const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
    const root = Object.assign(document.createElement("section"), { innerHTML: html });
    document.body.append(root);
    const kind = root.querySelector<HTMLSelectElement>('select[name="kind"]')!;
    const asked = () => [...root.querySelectorAll<HTMLElement>("[data-kinds]")].filter((el) => !el.hidden).map((el) =>
      el.querySelector("[name]")?.getAttribute("name") ?? el.getAttribute("name") ?? el.tagName);
    return { root, kind, asked };
  }

  it("shows the fields the kind chosen asks, and follows a change of kind once bound", async () => {
    const { root, kind, asked } = await start();
    expect(asked()).toEqual(["side.w"]);
    kind.value = "racing";
    showStartKind(root);
    expect(asked()).toEqual(["finishLine", "terrain", "team.w"]);
    bindStartForm(root);
    kind.value = "rush";
    kind.dispatchEvent(new Event("change", { bubbles: true }));
    expect(asked()).toEqual(["leader", "side.w"]);
    kind.value = "stealth";
    restoreTurns(root, false);
    expect(asked()).toEqual(["watch", "side.w"]);
  });

  it("a start form already showing its kind's fields is left untouched", async () => {
    const { root } = await start();
    showStartKind(root);
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { attributes: true, childList: true, subtree: true });
    showStartKind(root);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it("a change elsewhere leaves the fields as they are", async () => {
    const { root, kind, asked } = await start();
    bindStartForm(root);
    kind.value = "racing";
    root.querySelector('input[name="finishLine"]')!.dispatchEvent(new Event("change", { bubbles: true }));
    expect(asked()).toEqual(["side.w"]);
  });
});

describe("a row's odds figure", () => {
  const odds = (o: Partial<DrawnOdds> = {}): DrawnOdds => ({
    caption: "Odds against the Widow",
    outcomes: [
      { outcome: "failure", percent: "40.0", width: 40 }, { outcome: "minor", percent: "35.5", width: 35.5 },
      { outcome: "medium", percent: "20.0", width: 20 }, { outcome: "major", percent: "4.5", width: 4.5 },
      { outcome: "maximum", percent: "0.0", width: 0 },
    ],
    notes: ["Help from Oskar"],
    rolls: 1,
    ...o,
  });
  const figure = (row: HTMLElement) => ({
    caption: text(row.querySelector("[data-hb-odds-caption]")),
    bars: [...row.querySelectorAll<HTMLElement>("[data-hb-odds] .hb-turn-bar span")].map((s) => `${s.dataset.outcome} ${s.style.width}`),
    legend: [...row.querySelectorAll("[data-hb-odds] .hb-turn-legend li")].map(text),
    notes: [...row.querySelectorAll("[data-hb-odds-notes] li")].map(text),
  });

  it("says the Check's caption, bars, percentages and notes as given", async () => {
    const { row } = await drawn();
    drawOdds(row, odds());
    expect(figure(row)).toEqual({
      caption: "Odds against the Widow",
      bars: ["failure 40%", "minor 35.5%", "medium 20%", "major 4.5%", "maximum 0%"],
      legend: ["Failure 40.0 %", "Minor Success 35.5 %", "Medium Success 20.0 %", "Major Success 4.5 %", "Maximum Success 0.0 %"],
      notes: ["Help from Oskar"],
    });
    drawOdds(row, odds({ notes: ["Help from Oskar", "Wren is Vexed"] }));
    expect(figure(row).notes).toEqual(["Help from Oskar", "Wren is Vexed"]);
    drawOdds(row, odds({ notes: ["Help from Oskar", "Mina watches"] }));
    expect(figure(row).notes).toEqual(["Help from Oskar", "Mina watches"]);
    drawOdds(row, odds({ notes: ["Wren is Vexed"] }));
    expect(figure(row).notes).toEqual(["Wren is Vexed"]);
    drawOdds(row, odds({ notes: ["Mina watches"] }));
    expect(figure(row).notes).toEqual(["Mina watches"]);
    drawOdds(row, odds({ notes: [] }));
    expect(figure(row).notes).toEqual([]);
  });

  it("writes nothing when the figure already shows these odds", async () => {
    const { row } = await drawn();
    drawOdds(row, odds());
    const observer = new MutationObserver(() => undefined);
    observer.observe(row, { attributes: true, childList: true, characterData: true, subtree: true });
    drawOdds(row, odds());
    expect(observer.takeRecords().map((r) => `${r.type} ${r.attributeName ?? ""}`)).toEqual([]);
    observer.disconnect();
  });

  it("offers the Spark's roll only with a Spark chosen and more than one roll, and only the rolls there are", async () => {
    const { row } = await drawn();
    const label = row.querySelector<HTMLElement>("[data-hb-spark-roll]")!;
    const select = label.querySelector("select")!;
    const spark = row.querySelector<HTMLSelectElement>('select[name="spark"]')!;
    const offered = () => [...select.options].filter((o) => !o.hidden && !o.disabled).map((o) => o.value);
    expect(label.hidden).toBe(true);
    drawOdds(row, odds({ rolls: 3 }));
    expect(label.hidden).toBe(true); // no Spark chosen
    spark.value = spark.options[1]!.value;
    drawOdds(row, odds({ rolls: 1 }));
    expect(label.hidden).toBe(true); // one roll: nothing to choose
    drawOdds(row, odds({ rolls: 3 }));
    expect(label.hidden).toBe(false);
    expect(offered()).toEqual(["0", "1", "2"]);
    select.value = "2";
    drawOdds(row, odds({ rolls: 2 }));
    expect(label.hidden).toBe(false);
    expect(offered()).toEqual(["0", "1"]);
    expect(select.value).toBe("0");
    select.value = "1";
    drawOdds(row, odds({ rolls: 2 }));
    expect(select.value).toBe("1");
    drawOdds(row, odds({ rolls: 4 }));
    expect(offered()).toEqual(["0", "1", "2", "3"]);
    expect(label.hidden).toBe(false);
    // A Spark no longer chosen: the roll is no longer asked.
    spark.value = "";
    drawOdds(row, odds({ rolls: 4 }));
    expect(label.hidden).toBe(true);
  });

  it("a figure without the Spark's roll, or without a Spark to choose, draws the odds alone", async () => {
    const { row } = await drawn();
    row.querySelector('select[name="spark"]')!.remove();
    drawOdds(row, odds({ rolls: 3 }));
    expect(row.querySelector<HTMLElement>("[data-hb-spark-roll]")!.hidden).toBe(true); // no Spark chosen
    row.querySelector("[data-hb-spark-roll] select")!.remove();
    drawOdds(row, odds({ rolls: 3, caption: "Odds" }));
    expect(figure(row).caption).toBe("Odds");
    row.querySelector("[data-hb-spark-roll]")!.remove();
    drawOdds(row, odds({ rolls: 3, caption: "Odds again" }));
    expect(figure(row).caption).toBe("Odds again");
  });

  it("a row without a figure is left alone", async () => {
    const { row } = await drawn();
    row.querySelector("[data-hb-odds]")!.remove();
    const before = row.innerHTML;
    drawOdds(row, odds());
    expect(row.innerHTML).toBe(before);
  });
});
