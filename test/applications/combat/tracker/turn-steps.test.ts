// The acting row's turn as steps, through the real EndeavorTracker under the fake Foundry: one step open at a time,
// the chosen action's fields and button only, Next skipping the steps an action has nothing for, the place kept
// over someone else's re-render, and a fresh start once the player's own action went through.
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, started, toTurns } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const openSteps = (row: HTMLElement) => [...row.querySelectorAll<HTMLDetailsElement>("details[data-step]")].filter((d) => d.open).map((d) => d.dataset.step);
const shown = (row: HTMLElement, selector: string) => [...row.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.closest("[hidden]"));
const choose = (row: HTMLElement, kind: string) => {
  const radio = row.querySelector<HTMLInputElement>(`input[name="hbActionKind"][value="${kind}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
};
const next = (row: HTMLElement) => click(row.querySelector("details[open] [data-hb-next]"));

describe("the acting row's turn as steps", () => {
  it("walks Action Die → action → targets, Spark, Help → the Check → confirm, one step open at a time", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector(".hb-step-done")!.textContent).toMatch(/Action Die\s+Head d6 · X 2/);
    expect(openSteps(row)).toEqual(["action"]);
    // Nothing chosen: no action's fields or button show, and Next waits.
    expect(shown(row, "[data-for]")).toEqual([]);
    expect(row.querySelector<HTMLButtonElement>('[data-step="action"] [data-hb-next]')!.disabled).toBe(true);
    choose(row, "advance");
    expect(row.querySelector("[data-hb-summary]")!.textContent).toBe("Advance");
    next(row);
    expect(openSteps(row)).toEqual(["details"]);
    expect(shown(row, '[data-step="details"] fieldset legend').map((l) => l.textContent)).toEqual(["Targets (up to 2)", "The Check: Spark and Help"]);
    next(row);
    expect(openSteps(row)).toEqual(["check"]);
    expect(shown(row, '[data-step="check"] .hb-turn-legend li').map((li) => li.dataset.outcome)).toEqual(["failure", "minor", "medium", "major", "maximum"]);
    next(row);
    expect(openSteps(row)).toEqual(["confirm"]);
    expect(shown(row, '[data-step="confirm"] [data-action="hbAct"]').map((b) => b.dataset.kind)).toEqual(["advance"]);
    click(shown(row, '[data-step="confirm"] [data-action="hbAct"]')[0]!);
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "advance" } }]);
  });

  it("goes from Pass straight to its button, and from Protect past the Check", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    choose(row, "pass");
    next(row);
    expect(openSteps(row)).toEqual(["confirm"]);
    choose(row, "protect");
    click(row.querySelector('[data-step="action"] [data-hb-next]'));
    expect(openSteps(row)).toEqual(["details"]);
    expect(shown(row, '[data-step="details"] fieldset legend').map((l) => l.textContent)).toEqual(["Protect"]);
    next(row);
    expect(openSteps(row)).toEqual(["confirm"]);
  });

  it("keeps the action chosen and the step open over someone else's re-render; starts afresh after the player's own action", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    choose(w.row(w.ids.wren), "advance");
    next(w.row(w.ids.wren));
    await w.tracker.render(); // another participant's update re-renders the tracker
    await vi.waitFor(() => expect(openSteps(w.row(w.ids.wren))).toEqual(["details"]));
    expect(w.row(w.ids.wren).querySelector("[data-hb-summary]")!.textContent).toBe("Advance");
    expect(shown(w.row(w.ids.wren), '[data-action="hbAct"]').map((b) => b.dataset.kind)).toEqual(["advance"]);
    // The Advance goes through; the next round's turn starts at its first step.
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    await w.tracker.render();
    expect(w.tracker.element!.dataset.hbStep).toBeUndefined();
  });
  it("titles step 3 for the action and, closed, shows the targets ticked; Pass lists no step it has not", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const title = () => shown(row, '[data-step="details"] .hb-step-title').map((t) => t.textContent);
    const summary = () => shown(row, '[data-step="details"] .hb-step-summary').map((t) => t.textContent);
    expect(title()).toEqual(["Targets, Spark, Help, payments"]);
    choose(row, "attack");
    expect(title()).toEqual(["Targets, Spark, Help"]);
    // The lone opponent is ticked as the form is drawn; unticked, the step says so.
    expect(summary()).toEqual(["Grey Widow"]);
    const target = row.querySelector<HTMLInputElement>('input[name="targets"]')!;
    target.checked = false;
    target.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(summary()).toEqual(["no target yet"]));
    choose(row, "pass");
    const listed = [...row.querySelectorAll<HTMLElement>("[data-hb-turn] > li")].filter((li) => !li.hidden);
    expect(listed.map((li) => li.querySelector(".hb-step-n")!.textContent)).toEqual(["1", "2", "3"]);
    expect(listed.map((li) => li.querySelector("details")?.dataset.step ?? "die")).toEqual(["die", "action", "confirm"]);
  });
});
