// The tracker shell's wiring (endeavor-tracker.ts) that the other shell tests leave open, as a user meets it: the
// tracker with no encounter, a participant without an actor, the start form following the kind chosen, the acting
// turn's steps bound and the step opened kept or forgotten, a reopened tracker, every row drawn anew when the edition
// changes, a row lost from the screen drawn again at once, core's initiative input (before V13.345), core's row menu
// entry kept, and a module's listener on the tracker part attached once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { onInit } from "../../../../src/hooks/init";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";
import { click, g, openMenu, started, toTurns, warnings } from "../tracker-helpers";

afterEach(() => {
  g.game.release.build = 351;
});

const trackerPart = (t: EndeavorTracker) => t.element!.querySelector<HTMLElement>('[data-application-part="tracker"]')!;
const pick = (row: HTMLElement, kind: string) => {
  const radio = row.querySelector<HTMLInputElement>(`input[name="hbActionKind"][value="${kind}"]`);
  if (!radio) throw new Error(`no action ${kind}`);
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
};
const openSteps = (row: HTMLElement) => [...row.querySelectorAll<HTMLDetailsElement>("details[data-step]")].filter((d) => d.open).map((d) => d.dataset.step);
/** Opens a step of the acting turn as a click on its summary does (the browser's toggle event follows). */
const openStep = (row: HTMLElement, step: string) => {
  const details = row.querySelector<HTMLDetailsElement>(`details[data-step="${step}"]`);
  if (!details) throw new Error(`no step ${step}`);
  for (const d of row.querySelectorAll<HTMLDetailsElement>("details[data-step]")) d.open = d === details;
  details.dispatchEvent(new Event("toggle"));
};

describe("the tracker with no encounter", () => {
  it("renders for the GM with nobody to start with, opens an empty encounter menu without an error, and closes", async () => {
    onInit();
    asUser("gm");
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    expect(tracker.combat).toBeNull();
    expect(tracker.element!.querySelectorAll(".hb-side-name, li[data-combatant-id]")).toHaveLength(0);
    const failed: unknown[] = [];
    const onFailure = (reason: unknown) => failed.push(reason);
    process.on("unhandledRejection", onFailure);
    try {
      expect(openMenu(tracker.element!.querySelector(".encounter-context-menu"), "click")).toEqual([]);
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off("unhandledRejection", onFailure);
    }
    expect(failed).toEqual([]);
    await tracker.close();
    expect(tracker.element).toBeNull();
  });

  it("after the encounter its Endeavor ran in is deleted, renders again without it", async () => {
    const w = await started();
    await toTurns(w);
    expect(w.row(w.ids.wren)).toBeTruthy();
    await w.combat.delete();
    await w.tracker.render();
    expect(w.tracker.combat).toBeNull();
    expect(w.tracker.element!.querySelectorAll("li[data-combatant-id]")).toHaveLength(0);
  });
});

describe("the start form", () => {
  it("names every participant, one whose actor was deleted too", async () => {
    const { combat, actors } = await endeavorWorld();
    asUser("gm");
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combat.combatants.find((c: any) => c.actorId === actors.mina.id)!.id, name: "Mina's double" }] as never);
    await actors.mina.delete();
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    const names = [...tracker.element!.querySelectorAll(".hb-side-name")].map((s) => s.textContent);
    expect(names).toEqual(["Wren", "Oskar", "Mina's double", "Grey Widow"]);
  });

  it("shows the fields the kind chosen asks as the GM picks it", async () => {
    await endeavorWorld();
    asUser("gm");
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    const form = tracker.element!.querySelector<HTMLElement>("[data-endeavor-start]")!;
    const finishLine = () => form.querySelector<HTMLInputElement>('input[name="finishLine"]')!.closest<HTMLElement>("label")!;
    expect(finishLine().hidden).toBe(true);
    const kind = form.querySelector<HTMLSelectElement>('select[name="kind"]')!;
    kind.value = "racing";
    kind.dispatchEvent(new Event("change", { bubbles: true }));
    expect(finishLine().hidden).toBe(false);
    kind.value = "monstrous";
    kind.dispatchEvent(new Event("change", { bubbles: true }));
    expect(finishLine().hidden).toBe(true);
  });
});

describe("the acting turn's steps", () => {
  it("choosing an action shows its fields, in a tracker first rendered with the Endeavor under way", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const row = w.row(w.ids.wren);
    const attack = row.querySelector<HTMLElement>('[data-for="attack"]')!;
    pick(row, "advance");
    expect(attack.hidden).toBe(true);
    pick(row, "attack");
    expect(attack.hidden).toBe(false);
  });

  it("the step opened stays open over someone else's re-render", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    pick(w.row(w.ids.wren), "attack");
    openStep(w.row(w.ids.wren), "details");
    await w.tracker.render();
    expect(openSteps(w.row(w.ids.wren))).toEqual(["details"]);
    await w.tracker.render({ parts: ["tracker"] });
    expect(openSteps(w.row(w.ids.wren))).toEqual(["details"]);
  });

  it("the step a player had open is forgotten once their own action went through, even when their tracker then shows no turn", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const fresh = openSteps(w.row(w.ids.wren));
    pick(w.row(w.ids.wren), "attack");
    openStep(w.row(w.ids.wren), "details");
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="pass"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.turn.current).toBe(w.ids.oskar), { timeout: 10_000 });
    await w.tracker.render();
    // Oskar is the second player's: this player's tracker shows no turn.
    expect(w.tracker.element!.querySelector("[data-hb-turn]")).toBeNull();
    // The GM undoes the pass: Wren's turn is back, and the player picks an action again.
    asUser("gm");
    await w.combat.undo();
    asUser("player");
    await w.tracker.render();
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.wren);
    pick(w.row(w.ids.wren), "attack");
    await w.tracker.render();
    expect(openSteps(w.row(w.ids.wren))).toEqual(fresh);
    expect(warnings()).toEqual([]);
  }, 30_000);
});

describe("rows drawn anew", () => {
  it("a tracker closed and opened again draws every row at once", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    await w.tracker.close();
    await w.tracker.render({ force: true });
    expect(w.tracker.element!.querySelector("[data-hb-kept]")).toBeNull();
    expect([...trackerPart(w.tracker).querySelectorAll<HTMLElement>("li[data-combatant-id]")].map((li) => li.dataset.combatantId))
      .toEqual(w.combat.endeavor!.participants.map((p) => p.id));
  });

  it("the edition setting changed: every row is drawn anew", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const before = [...trackerPart(w.tracker).querySelectorAll("li[data-combatant-id]")];
    await w.tracker.render();
    expect([...trackerPart(w.tracker).querySelectorAll("li[data-combatant-id]")]).toEqual(before);
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    try {
      await w.tracker.render();
      const after = [...trackerPart(w.tracker).querySelectorAll("li[data-combatant-id]")];
      expect(after).toHaveLength(before.length);
      for (const li of after) expect(before).not.toContain(li);
    } finally {
      await g.game.settings.set("humanity-blessed", "edition", "v0.0.21.10");
    }
  });

  it("a row taken off the screen (by another script) comes back at once: the tracker redraws itself whole", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    w.row(w.ids.mina).remove();
    const render = vi.spyOn(w.tracker, "render");
    await w.tracker.render();
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await render.mock.results[1]!.value;
    expect(w.row(w.ids.mina).textContent).toContain("Mina");
    expect(w.tracker.element!.querySelector("[data-hb-kept]")).toBeNull();
  });
});

describe("core's tracker around the rows", () => {
  it("before V13.345 core's own initiative input (a module may draw one in a row) still sets initiative", async () => {
    g.game.release.build = 338;
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const input = Object.assign(document.createElement("input"), { type: "text", className: "initiative-input", value: "14" });
    w.row(w.ids.mina).append(input);
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(w.combat.combatants.get(w.ids.mina)!.initiative).toBe(14));
  });

  it("the row menu keeps core's Clear Movement History for a token that moved", async () => {
    const w = await started(undefined, async (world) => {
      const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: "Mina", actorId: world.actors.mina.id, actorLink: true }] });
      const token = scene.tokens.contents[0];
      await token.update({ _movementHistory: [{ x: 0, y: 0 }, { x: 100, y: 0 }] });
      await world.combat.updateEmbeddedDocuments("Combatant", [{ _id: world.ids.mina, sceneId: scene.id, tokenId: token.id }] as never);
    });
    await w.tracker.render();
    expect(openMenu(w.row(w.ids.mina))).toEqual(["Move marker…", "Remove from the Endeavor…", "COMBAT.CombatantClearMovementHistory"]);
    expect(openMenu(w.row(w.ids.wren))).toEqual(["Move marker…", "Remove from the Endeavor…"]);
  });

  it("a module listening on the tracker part (core's _attachPartListeners) hears a click once, whatever the re-renders kept", async () => {
    const world = await endeavorWorld();
    asUser("gm");
    await world.combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    class Extended extends EndeavorTracker {
      heard = 0;
      protected override _attachPartListeners(partId: string, element: HTMLElement, options: never) {
        super._attachPartListeners(partId, element, options);
        if (partId === "tracker") element.addEventListener("click", () => (this.heard += 1));
      }
    }
    const tracker = new Extended();
    await tracker.render({ force: true });
    for (let i = 0; i < 3; i += 1) await tracker.render();
    const part = trackerPart(tracker);
    expect(tracker.parts.tracker).toBe(part);
    part.querySelector("li[data-combatant-id] .name")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(tracker.heard).toBe(1);
  });
});
