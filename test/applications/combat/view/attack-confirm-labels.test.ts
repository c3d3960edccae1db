// A Monstrous Endeavor's confirming buttons say the whole action, in the real EndeavorTracker under the fake Foundry:
// an Attack names its targets as they are ticked (or that none is yet), Protect names the ally protected.
import { describe, expect, it, vi } from "vitest";
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
