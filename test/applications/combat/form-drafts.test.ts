// The tracker re-renders on every Combat update: what a player chose in their row but has not sent survives someone
// else's action (values, ticks, focus), and their own action that went through starts the form afresh.
import { describe, expect, it, vi } from "vitest";
import { click, set, started, toTurns } from "./tracker-helpers";

describe("unsent choices in the tracker", () => {
  it("survive a re-render caused by someone else, with the focus kept on the field", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    set(w.row(w.ids.wren), "spark", "Hand");
    w.row(w.ids.wren).querySelector<HTMLSelectElement>('select[name="spark"]')!.focus();
    // Another client's update: the Combat changes, the sidebar re-renders.
    await w.combat.update({ "flags.humanity-blessed.touched": 1 } as never);
    await w.tracker.render();
    const spark = w.row(w.ids.wren).querySelector<HTMLSelectElement>('select[name="spark"]')!;
    expect(spark.value).toBe("Hand");
    expect(document.activeElement).toBe(spark);
  });

  it("a value the user never touched follows the new state; the user's own action clears their choices", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    set(w.row(w.ids.wren), "spark", "Hand");
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    await w.tracker.render();
    // Wren has acted: her form is gone; nothing she chose is pushed into another row's fields.
    expect(w.row(w.ids.wren).querySelector('select[name="spark"]')).toBeNull();
    const others = [...w.tracker.element!.querySelectorAll<HTMLSelectElement>('select[name="spark"]')];
    expect(others.every((s) => s.value === "")).toBe(true);
  });
});
