// The tracker's rows from the Combat as each user sees it (row-context.ts): the combatants' names, portraits, sides
// and who plays them, the offers standing and the log; a row drawn alone and the next turn drawn ahead, for the
// partial re-render, and the browser's idle time asked for the latter.
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackerContext } from "../../../../src/applications/combat/tracker/row-context";
import type { TrackerKeep } from "../../../../src/applications/combat/render/tracker-plan";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { asUser, endeavorWorld, startedWithWrenFirst } from "../../../documents/combat-helpers";

afterEach(() => {
  vi.useRealTimers();
});

type Ctx = ReturnType<typeof trackerContext>;
const started = (ctx: Ctx) => {
  if (!ctx.started) throw new Error("not started");
  return ctx;
};
const byName = (ctx: Ctx) => new Map(started(ctx).rows.map((r) => [r.name, r]));

describe("the rows as each user sees them", () => {
  it("names, portraits (the actor's when the Combatant has none), sides, and whose each is", async () => {
    const w = await startedWithWrenFirst(await endeavorWorld());
    await w.actors.oskar.update({ img: "oskar.webp" });
    await w.combat.combatants.get(w.ids.mina)!.update({ hidden: true } as never);
    asUser("player");
    const mine = byName(trackerContext({ combat: w.combat } as never));
    expect([...mine.values()].map((r) => [r.name, r.img, r.sideLabel])).toEqual(
      [
        ["Wren", "", "HB.Endeavor.Side.allies"],
        ["Oskar", "oskar.webp", "HB.Endeavor.Side.allies"],
        ["Grey Widow", "", "HB.Endeavor.Side.monstrosities"],
      ], // Mina is hidden from players
    );
    // Wren is the player's and acts: her form is theirs, no one else's.
    expect(mine.get("Wren")!.act).not.toBeNull();
    expect(mine.get("Oskar")!.act ?? null).toBeNull();
    asUser("gm");
    const gm = trackerContext({ combat: w.combat } as never);
    expect(started(gm).isGM).toBe(true);
    expect(byName(gm).get("Mina")!.css).toContain("hide");
    // The GM offers Help from the rows no player plays (Mina), not from a player's (Oskar).
    expect([...byName(gm).values()].map((r) => [r.name, !!r.offer])).toEqual([
      ["Wren", false],
      ["Oskar", false],
      ["Mina", true],
      ["Grey Widow", false],
    ]);
    // The log: the GM's Undo names whose command it takes back.
    expect(started(gm).gm).toMatchObject({ canUndo: true, undo: { key: "HB.Endeavor.Gm.undoOf", name: "Grey Widow" } });
  });

  it("the offers standing show on the reactor's row", async () => {
    const world = await endeavorWorld();
    asUser("gm");
    await world.actors.oskar.createEmbeddedDocuments("Item", [{ name: "Mischievous", type: "specialization" }]);
    const w = await startedWithWrenFirst(world);
    asUser("player2");
    await requestEndeavor({ combatId: w.combat.id!, op: "offerReaction", by: w.ids.oskar, kind: "mischievous" });
    await requestEndeavor({ combatId: w.combat.id!, op: "offerHelp", by: w.ids.oskar, offer: { pay: {}, use: "x" } });
    const oskar = byName(trackerContext({ combat: w.combat } as never)).get("Oskar")!.offer!;
    expect(oskar.reactions.map((r) => [r.kind, r.standing])).toEqual([["mischievous", { whom: "" }]]);
    expect(oskar.standing).not.toBeNull();
  });

  it("before an Endeavor: the start form, with the world's edition's kinds", async () => {
    const w = await endeavorWorld();
    asUser("gm");
    const ctx = trackerContext({ combat: w.combat } as never);
    expect(ctx.started).toBe(false);
    expect(ctx).toMatchObject({
      start: { kinds: expect.arrayContaining([expect.objectContaining({ value: "stealth" })]) },
    });
    expect(trackerContext({ combat: null } as never)).toMatchObject({ started: false, count: 0 });
  });
});

describe("a combatant whose actor is gone", () => {
  it("is drawn by its own name, with no portrait, owned by nobody", async () => {
    const w = await endeavorWorld();
    asUser("gm");
    await w.combat.createEmbeddedDocuments("Combatant", [{ name: "Fog" }]);
    const ctx = trackerContext({ combat: w.combat } as never);
    if (ctx.started) throw new Error("started");
    expect(ctx.start!.combatants.map((c) => c.name)).toEqual(["Wren", "Oskar", "Mina", "Grey Widow", "Fog"]);
  });
});

describe("what the partial re-render keeps", () => {
  it("a row drawn alone as the tracker draws it, indented as a partial, and the next turn's rows drawn ahead", async () => {
    const w = await startedWithWrenFirst(await endeavorWorld());
    asUser("gm");
    const keep: TrackerKeep = {} as TrackerKeep;
    const ctx = started(trackerContext({ combat: w.combat, keep } as never));
    const html = keep.renderRow!(ctx.rows[0]);
    const el = Object.assign(document.createElement("ol"), { innerHTML: html });
    expect(el.querySelector("li")!.dataset.combatantId).toBe(w.ids.wren);
    expect(el.querySelector(".name")!.textContent).toBe("Wren");
    expect(
      html
        .split("\n")
        .filter((l) => l)
        .every((l) => l.startsWith("    ")),
    ).toBe(true);
    // Drawn ahead: Wren's turn over, the next to act has the turn's form.
    const next = keep.nextTurn!();
    const turns = next!.rows!.filter((r) => r.turn).map((r) => r.id);
    expect(turns).toHaveLength(1);
    expect(turns[0]).not.toBe(w.ids.wren);
    expect(started(ctx).rows.filter((r) => r.turn).map((r) => r.id)).toEqual([w.ids.wren]);
  });

  it("where the browser has no idle time to ask for (Safari), a tenth of a second later", async () => {
    const w = await endeavorWorld();
    const had = Object.getOwnPropertyDescriptor(globalThis, "requestIdleCallback");
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    expect("requestIdleCallback" in globalThis).toBe(false);
    try {
      const safari = {} as TrackerKeep;
      trackerContext({ combat: w.combat, keep: safari } as never);
      const later = vi.fn();
      safari.later!(later);
      vi.advanceTimersByTime(99);
      expect(later).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(later).toHaveBeenCalledOnce();
    } finally {
      if (had) Object.defineProperty(globalThis, "requestIdleCallback", had);
    }
  });

  it("what is drawn ahead waits for the browser's idle time, or a tenth of a second where there is none", async () => {
    const w = await endeavorWorld();
    const idle = vi.fn();
    const had = Object.getOwnPropertyDescriptor(globalThis, "requestIdleCallback");
    Object.defineProperty(globalThis, "requestIdleCallback", { value: idle, configurable: true, writable: true });
    try {
      const keep = {} as TrackerKeep;
      trackerContext({ combat: w.combat, keep } as never);
      const job = vi.fn();
      keep.later!(job);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
      expect(job).not.toHaveBeenCalled();
      (idle.mock.calls[0]![0] as () => void)();
      expect(job).toHaveBeenCalledOnce();
    } finally {
      if (had) Object.defineProperty(globalThis, "requestIdleCallback", had);
    }
  });

  it("what it keeps is set once: a later context leaves it as it was", async () => {
    const w = await endeavorWorld();
    const renderRow = () => "";
    const later = () => undefined;
    const nextTurn = () => null;
    const keep = { renderRow, later, nextTurn } as unknown as TrackerKeep;
    trackerContext({ combat: w.combat, keep } as never);
    expect(keep).toMatchObject({ renderRow, later, nextTurn });
  });
});
