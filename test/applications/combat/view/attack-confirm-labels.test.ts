// A Monstrous Endeavor's confirming buttons say the whole action, in the real EndeavorTracker under the fake Foundry:
// an Attack names its targets as they are ticked (or that none is yet), Protect names the ally protected, Advance
// where it goes or the Schemes it adds.
import { describe, expect, it, vi } from "vitest";
import { choose, pass } from "../../../builders/endeavor";
import { started, toTurns } from "../tracker-helpers";

vi.setConfig({ testTimeout: 30_000 });

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const confirm = (row: HTMLElement, kind: string) => text(row.querySelector(`[data-step="confirm"] [data-kind="${kind}"]`));

describe("the confirming button says the whole action", () => {
  it("a violent Attack: its target, then no target yet; Protect: the ally", async () => {
    const w = await started();
    // Hurt as her Action Die: the violent Attack is hers to make.
    await toTurns(w, { stat: "Hurt", blessings: [3, 3] });
    await w.tracker.render();
    const row = w.row(w.ids.wren);
    // Grey Widow is Wren's only opponent: ticked from the start.
    expect(confirm(row, "violent")).toBe("Violent Attack on Grey Widow");
    expect(confirm(row, "protect")).toBe("Protect Wren");
    const target = row.querySelector<HTMLInputElement>('input[name="targets"]')!;
    target.checked = false;
    target.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(confirm(row, "violent")).toBe("Violent Attack (no target yet)"), { timeout: 10_000 });
    const ally = row.querySelector<HTMLSelectElement>('select[name="ally"]')!;
    ally.value = w.ids.mina;
    ally.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(confirm(row, "protect")).toBe("Protect Mina"), { timeout: 10_000 });
  });

  it("a non-violent Attack names its target", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    expect(confirm(w.row(w.ids.wren), "attack")).toBe("Attack Grey Widow");
  });
});

describe("Advance's confirming button says what it will do", () => {
  it("an ally's: up by X to the space it lands on, as the engine would move it", async () => {
    const w = await started();
    // Head d6 as Wren's Action Die: X 2, from the track's start.
    await toTurns(w);
    await w.tracker.render();
    expect(w.p(w.ids.wren).position).toBe(0);
    expect(confirm(w.row(w.ids.wren), "advance")).toBe("Advance: up by 2 → 2");
  });

  it("a Monstrosity's: the Schemes it adds", async () => {
    const w = await started();
    const { combat, ids } = w;
    for (const [id, stat] of [["wren", "Head"], ["oskar", "Head"], ["mina", "Hand"], ["widow", "Head"]] as const) {
      await combat.dispatch(choose(ids[id], stat, [3, 3]));
    }
    for (const id of [ids.wren, ids.oskar, ids.mina]) await combat.dispatch(pass(id));
    expect(combat.endeavor!.turn.current).toBe(ids.widow);
    await w.tracker.render();
    expect(confirm(w.row(ids.widow), "advance")).toBe("Advance: add Schemes (2)");
  });

  it("v0.0.18's keeps its name: its amount waits on the roll's boons and busts", async () => {
    const w = await started("v0.0.18");
    const { combat, ids } = w;
    for (const [by, roll] of [[ids.wren, 4], [ids.oskar, 6], [ids.mina, 8], [ids.widow, 9]] as const) {
      await combat.dispatch({ type: "rollPosition", by, stat: "Head", roll, blessings: Array(Math.floor(roll / 2)).fill(2) });
    }
    await w.tracker.render();
    expect(combat.endeavor!.turn.current).toBe(ids.wren);
    expect(confirm(w.row(ids.wren), "advance")).toBe("Advance");
  });
});
