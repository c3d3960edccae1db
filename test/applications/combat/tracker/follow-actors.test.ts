// The Endeavor tracker follows its participants' actors (follow-actors.ts): a Blessing spent on a chat card, an Item
// gained or lost, shows in the tracker at once — one redraw for a burst of changes — and nothing else redraws it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followActors } from "../../../../src/applications/combat/tracker/follow-actors";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A tracker showing a Combat of Wren's and Oskar's actors (`rendered`: open on screen). */
function tracker(rendered = true) {
  const render = vi.fn(async () => undefined);
  const host = {
    rendered,
    render,
    unfollow: null as (() => void) | null,
    combat: { combatants: [{ actorId: "wren" }, { actorId: "oskar" }] } as { combatants: { actorId: string }[] } | null,
  };
  return { host, as: host as unknown as TrackerHost, render };
}
const changed = (hook: string, ...args: unknown[]) => (Hooks.callAll as (hook: string, ...args: unknown[]) => true)(hook, ...args);
const redraws = async (render: ReturnType<typeof vi.fn>) => {
  await vi.advanceTimersByTimeAsync(100);
  return render.mock.calls.length;
};

describe("following the participants' actors", () => {
  it("an actor's update or its Items' changes redraw the tracker once, after the burst", async () => {
    const { as, render } = tracker();
    followActors(as);
    changed("updateActor", { id: "wren" });
    changed("createItem", { parent: { id: "wren" } });
    changed("updateItem", { parent: { id: "oskar" } });
    await vi.advanceTimersByTimeAsync(99);
    expect(render).not.toHaveBeenCalled();
    expect(await redraws(render)).toBe(1);
    changed("deleteItem", { parent: { id: "oskar" } });
    expect(await redraws(render)).toBe(2);
    as.unfollow!();
  });

  it("someone else's actor, an Item of no actor, or a tracker closed or with no Combat redraws nothing", async () => {
    const { host, as, render } = tracker();
    followActors(as);
    changed("updateActor", { id: "widow" });
    changed("updateActor", { id: null });
    changed("updateActor", null);
    changed("createItem", { parent: null });
    expect(await redraws(render)).toBe(0);
    host.combat = null;
    changed("updateActor", { id: "wren" });
    expect(await redraws(render)).toBe(0);
    host.combat = { combatants: [{ actorId: "wren" }] };
    host.rendered = false;
    changed("updateActor", { id: "wren" });
    expect(await redraws(render)).toBe(0);
    as.unfollow!();
  });

  it("follows once however often asked; once unfollowed, no change redraws it, and it may follow again", async () => {
    const { as, render } = tracker();
    followActors(as);
    const first = as.unfollow;
    followActors(as);
    expect(as.unfollow).toBe(first);
    as.unfollow!();
    expect(as.unfollow).toBeNull();
    for (const hook of ["updateActor", "createItem", "updateItem", "deleteItem"]) changed(hook, { id: "wren", parent: { id: "wren" } });
    expect(await redraws(render)).toBe(0);
    followActors(as);
    changed("updateActor", { id: "wren" });
    expect(await redraws(render)).toBe(1);
    as.unfollow!();
  });
});
