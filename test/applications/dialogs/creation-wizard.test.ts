// The creation wizard under the fake Foundry: walk a blank actor to a finished character by clicking and typing,
// one actor update at the end, cancel changes nothing, re-opening continues, the directory and new-actor entries.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CreationWizard } from "../../../src/applications/dialogs/creation-wizard";
import { click, el, fill, settle } from "./wizard-helpers";
import { onCreateActor, onRenderActorDirectory } from "../../../src/applications/session/session";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
let actor: any;
let calls: string[];

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "New Character", ownership: { default: 0, player: 3 } });
  calls = [];
  // Count every write to the actor: the wizard may write only when it finishes.
  for (const method of ["update", "createEmbeddedDocuments"]) {
    const original = actor[method].bind(actor);
    actor[method] = (...args: unknown[]) => { calls.push(method); return original(...args); };
  }
});

const visibleStep = (w: CreationWizard) => el(w).querySelector<HTMLElement>(".hb-wizard-step:not([hidden])")?.dataset.step;
const preview = (w: CreationWizard) => [...el(w).querySelectorAll<HTMLElement>(".hb-preview-group")].map((g) => `${g.querySelector(".hb-preview-die")!.textContent}: ${[...g.querySelectorAll<HTMLElement>("[data-stat]")].map((s) => s.dataset.stat).join(" ")}`);

async function walk(w: CreationWizard) {
  await fill(w, { highest: "heart" });
  await click(w, "next");
  await fill(w, { lifestyle: "carefree", ethic: "viceVirtue" });
  await click(w, "next");
  await fill(w, { roleModel: "Grandma <Oak>", "skills.0": "Knots", afternoon: "On the pier" });
  await click(w, "next");
  await fill(w, { "aptitudes.0": "Tying Knots", "aptitudes.1": "Sailing", "aptitudes.2": "Old Songs" });
  await click(w, "next");
  await fill(w, { name: "Wren", appearance: "Salt-grey coat", "things.0.name": "Compass", "things.1.name": "Harbor map", "things.1.kind": "information", "things.2.name": "Lantern" });
}

describe("the creation wizard", () => {
  it("walks a blank actor to a finished character, writing it once at the end", async () => {
    const w = await CreationWizard.openFor(actor);
    expect(visibleStep(w)).toBe("highest");
    expect(el(w).querySelectorAll("[data-application-part]").length).toBe(8);
    await fill(w, { highest: "heart" });
    expect(preview(w)).toEqual(["d6: heart", "d4: head hand home hurt hurry history"]);
    await click(w, "next");
    expect(visibleStep(w)).toBe("outlook");
    expect(document.activeElement?.textContent).toBe("Lifestyle and Ethic");
    await walk(w);
    expect(calls).toEqual([]);
    await click(w, "finish");
    expect(calls).toEqual(["update", "createEmbeddedDocuments"]);
    expect(actor.name).toBe("Wren");
    expect(actor.system.stats).toMatchObject({ heart: 8, hurry: 6, head: 4 });
    expect([actor.system.highest, actor.system.lifestyle, actor.system.ethic]).toEqual(["heart", "carefree", "viceVirtue"]);
    expect(actor.system.backstory).toContain("Grandma &lt;Oak&gt;");
    expect(actor.system.backstory).toContain("<li>Knots</li>");
    expect(actor.system.appearance).toBe("<p>Salt-grey coat</p>");
    expect(actor.items.map((i: any) => `${i.type}:${i.name}:${i.system.kind ?? ""}`)).toEqual([
      "aptitude:Tying Knots:", "aptitude:Sailing:", "aptitude:Old Songs:", "thing:Compass:item", "thing:Harbor map:information", "thing:Lantern:item"]);
    expect(g.game.settings.get("humanity-blessed", "creationDrafts")).toEqual({});
    expect(w.rendered).toBe(false);
  });

  it("keeps the player on an incomplete step with the reason", async () => {
    const w = await CreationWizard.openFor(actor);
    await click(w, "next");
    expect(visibleStep(w)).toBe("highest");
    expect(el(w).querySelector("[role=alert]")?.textContent?.trim()).toBe("Choose your highest Stat.");
    await click(w, "cancel");
  });

  it("cancel at any step changes nothing; opening again continues where it stopped", async () => {
    const before = JSON.stringify(actor.toObject());
    let w = await CreationWizard.openFor(actor);
    await fill(w, { highest: "hurt" });
    await click(w, "next");
    await fill(w, { lifestyle: "eager" });
    await click(w, "cancel");
    expect(w.rendered).toBe(false);
    expect(JSON.stringify(actor.toObject())).toBe(before);
    expect(calls).toEqual([]);
    w = await CreationWizard.openFor(actor);
    expect(visibleStep(w)).toBe("outlook");
    expect(el(w).querySelector<HTMLInputElement>('[name="lifestyle"][value="eager"]')!.checked).toBe(true);
    expect(preview(w)[0]).toBe("d6: hurt");
    await click(w, "restart");
    expect(visibleStep(w)).toBe("highest");
    expect(w.draft.highest).toBe("");
    await click(w, "cancel");
  });

  it("from the Actors directory: the character is created, with its items, only at the end", async () => {
    const w = await CreationWizard.openFor(null);
    const count = g.game.actors.size;
    await walk(w);
    expect(g.game.actors.size).toBe(count);
    await click(w, "finish");
    const made = g.game.actors.getName("Wren");
    expect(made.system.stats.heart).toBe(8);
    expect(made.items.size).toBe(6);
    expect(ui.messages.at(-1)).toEqual({ type: "info", message: "Wren is ready to play." });
  });

  it("shows a Stat Die at d8 asks for a third Aptitude, and two otherwise", async () => {
    const w = await CreationWizard.openFor(actor);
    await fill(w, { highest: "head" });
    await click(w, "next");
    await fill(w, { lifestyle: "carefree", ethic: "viceVirtue" });
    await click(w, "next");
    await click(w, "next");
    expect(el(w).querySelectorAll('[name^="aptitudes."]').length).toBe(2);
    await click(w, "cancel");
  });
});

describe("ways into the wizard", () => {
  it("the Actors directory gets a guided-creation button (and End session for the GM), once", () => {
    const html = document.createElement("section");
    html.innerHTML = `<header class="directory-header"><div class="header-actions"></div></header>`;
    onRenderActorDirectory(null, html);
    onRenderActorDirectory(null, html);
    expect([...html.querySelectorAll<HTMLElement>("[data-hb-action]")].map((b) => `${b.dataset.hbAction}:${b.textContent!.trim()}`)).toEqual(["create:Create character (guided)", "endSession:End session"]);
    g.game.user = g.game.users.get("player");
    const other = document.createElement("section");
    other.innerHTML = `<div class="header-actions"></div>`;
    onRenderActorDirectory(null, other);
    expect(other.querySelectorAll("[data-hb-action]").length).toBe(0);
  });

  it("a blank character created from the UI opens the wizard; a built or foreign one does not", async () => {
    onCreateActor(actor, { renderSheet: true }, "player2");
    onCreateActor(actor, { renderSheet: false }, "gm");
    const built = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Built", system: { highest: "head" } });
    onCreateActor(built, { renderSheet: true }, "gm");
    await settle();
    expect(document.querySelectorAll(".hb-wizard").length).toBe(0);
    onCreateActor(actor, { renderSheet: true }, "gm");
    await new Promise((r) => setTimeout(r, 20));
    const w = await CreationWizard.openFor(actor);
    expect(w.rendered).toBe(true);
    await click(w, "cancel");
  });
});
