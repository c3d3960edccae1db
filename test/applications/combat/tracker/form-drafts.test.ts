// The tracker re-renders on every Combat update: what a player chose in their row but has not sent survives someone
// else's action (values, ticks, focus), and their own action that went through starts the form afresh.
import { describe, expect, it, vi } from "vitest";
import { click, set, started, toTurns } from "../tracker-helpers";

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

  it("a partial re-render reads only what it draws anew (a kept row keeps what was typed in it) and a kept row with odds, whose odds a draft redraws", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const el = w.tracker.element!;
    const choice = (li: Element) => [...li.querySelectorAll<HTMLSelectElement>("form select")].find((f) => f.options.length > 1);
    const offering = [...el.querySelectorAll<HTMLElement>("li.hb-endeavor-row:not(.active)")].find((li) => choice(li) && !li.querySelector("[data-hb-odds]"));
    if (!offering) throw new Error("a row not acting, with a choice, is needed");
    const id = offering.dataset.combatantId!;
    const field = choice(offering)!;
    const typed = field.options[1]!.value;
    field.value = typed;
    const acting = w.row(w.ids.wren);
    expect(acting.querySelector("[data-hb-odds]")).not.toBeNull();
    set(acting, "spark", "Hand");
    const read = () => [...w.tracker.drafts!.values.keys()];
    // A button laid far up the track changes no row: both are kept; the row with odds is read, the other not.
    await w.combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "scheme", position: 30, owner: null } });
    await w.tracker.render();
    expect([w.row(id), w.row(w.ids.wren)]).toEqual([offering, acting]);
    expect(read()).toEqual([`${w.ids.wren}|spark|`]);
    expect(field.value).toBe(typed);
    expect(acting.querySelector<HTMLSelectElement>('select[name="spark"]')!.value).toBe("Hand");
    // The GM moves the offering row's marker: it is redrawn — rewritten where it differs (its position), the focused
    // field the very same — and what was typed in it is read and put back.
    field.focus();
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id, to: 9 } });
    await w.tracker.render();
    expect(w.row(id).querySelector(".hb-position")!.textContent).toContain("9");
    expect(w.row(id)).toBe(offering);
    expect(document.activeElement).toBe(field);
    expect(read()).toContain(`${id}|${field.name}|`);
    expect(choice(w.row(id))!.value).toBe(typed);
    expect(w.row(w.ids.wren)).toBe(acting);
  });
});
