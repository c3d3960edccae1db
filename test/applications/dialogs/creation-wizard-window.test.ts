// The creation wizard's window as a player meets it: its title and frame, where the keyboard focus lands, Enter in a
// field, what a change redraws (and what it leaves alone), Start over, and the sheet that opens once it is done.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CreationWizard } from "../../../src/applications/dialogs/creation-wizard";
import { emptyDraft, readForm, type CreationDraft } from "../../../src/applications/dialogs/creation-draft";
import { click, el, fill, newWren, settle, text } from "./wizard-helpers";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
let actor: any;

beforeEach(async () => {
  actor = await newWren();
});

const field = <T extends HTMLElement = HTMLInputElement>(w: CreationWizard, selector: string) => el(w).querySelector<T>(selector)!;
const focused = () => text(document.activeElement);
const alert = (w: CreationWizard) => el(w).querySelector("[role=alert]");
const shown = (w: CreationWizard) => el(w).querySelector<HTMLElement>(".hb-wizard-step:not([hidden])")!.dataset.step;
const fromDirectory = () => CreationWizard.openFor(null);
/** Every field of the five steps answered, as a draft kept from an earlier opening (the last step shown). */
const DONE = {
  highest: "heart", lifestyle: "carefree", ethic: "viceVirtue", roleModel: "Grandma Oak", afternoon: "On the pier",
  "aptitudes.0": "Knots", "aptitudes.1": "Sailing", "aptitudes.2": "Old Songs", name: "Wren Tide", appearance: "Tall",
  "things.0.name": "Compass", "things.1.name": "Map", "things.2.name": "Lantern",
};
async function openOn(fields: Record<string, string>, step: number, key: string = actor.uuid) {
  const draft: CreationDraft = { ...readForm(emptyDraft("Wren"), Object.entries(fields)), step };
  await g.game.settings.set("humanity-blessed", "creationDrafts", { [key]: draft });
  return key === "new" ? fromDirectory() : CreationWizard.openFor(actor);
}
/** Enter in a field: the browser submits the form. */
async function enter(w: CreationWizard) {
  el(w).dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  await settle();
  await settle();
}

describe("the wizard's window", () => {
  it("is a form titled for its character, with the wand icon, no error and the first step's heading in focus", async () => {
    const w = await CreationWizard.openFor(actor);
    expect(el(w).tagName).toBe("FORM");
    expect(text(el(w).querySelector(".window-title"))).toBe("Create Wren");
    expect(el(w).querySelector(".window-icon")!.className).toContain("fa-solid fa-wand-magic-sparkles");
    // Its classes are what the system's and the dialogs' stylesheets target (styles/dialogs.scss).
    expect([...el(w).classList].filter((c) => c !== "application")).toEqual(["humanity-blessed", "hb-dialog", "hb-wizard"]);
    // The size and frame core gives the window (the fake draws neither).
    expect([w.options.position.width, w.options.window.resizable]).toEqual([780, true]);
    expect(alert(w)).toBeNull();
    expect(focused()).toBe("Highest Stat");
    // The name is the actor's until the player changes it.
    expect(field(w, "[name=name]").value).toBe("Wren");
    await click(w, "cancel");
  });

  it("from the Actors directory: 'Create a character', and the name starts blank", async () => {
    const w = await fromDirectory();
    expect(text(el(w).querySelector(".window-title"))).toBe("Create a character");
    expect(field(w, "[name=name]").value).toBe("");
    await click(w, "cancel");
  });

  it("a change leaves the focus in the field the player is in", async () => {
    const w = await CreationWizard.openFor(actor);
    const heart = field(w, "[name=highest][value=heart]");
    heart.focus();
    await fill(w, { highest: "heart" });
    expect(document.activeElement).toBe(field(w, "[name=highest][value=heart]"));
    expect(document.activeElement!.matches(":checked")).toBe(true);
    await click(w, "cancel");
  });

  it("an answer that brings a Stat to d8 adds the third Aptitude's field at once, and the preview says 3", async () => {
    const w = await openOn({ highest: "heart" }, 1);
    expect(el(w).querySelectorAll('[name^="aptitudes."]').length).toBe(2);
    await fill(w, { lifestyle: "carefree", ethic: "viceVirtue" });
    expect(text(el(w).querySelector(".hb-preview-apts"))).toBe("Aptitudes to choose: 3");
    expect(el(w).querySelectorAll('[name^="aptitudes."]').length).toBe(3);
    await click(w, "cancel");
  });

  it("typing an Aptitude leaves its field as it is: the focus and the caret stay where they were", async () => {
    const w = await openOn({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" }, 3);
    const input = field(w, '[name="aptitudes.0"]');
    input.focus();
    input.value = "Knots";
    input.setSelectionRange(2, 2);
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    await settle();
    expect(field(w, '[name="aptitudes.0"]')).toBe(input);
    expect([document.activeElement === input, input.selectionStart]).toEqual([true, 2]);
    await click(w, "cancel");
  });

  it("Enter in a field is Next on a step, and Create character on the last", async () => {
    const w = await CreationWizard.openFor(actor);
    await fill(w, { highest: "hurry" });
    await enter(w);
    expect(shown(w)).toBe("outlook");
    expect(focused()).toBe("Lifestyle and Ethic");
    // Moved on, not a Create character stopped at the first step undone: nothing to correct yet.
    expect(alert(w)).toBeNull();
    await click(w, "cancel");
    const last = await openOn(DONE, 4);
    await enter(last);
    expect(actor.name).toBe("Wren Tide");
    expect(actor.items.map((i: any) => i.name)).toEqual(["Knots", "Sailing", "Old Songs", "Compass", "Map", "Lantern"]);
    expect(last.rendered).toBe(false);
  });

  it("Create character with a step left undone goes back to that step, its heading in focus", async () => {
    const w = await openOn({ ...DONE, ethic: "" }, 4);
    field(w, "[name=name]").focus();
    await click(w, "finish");
    expect(shown(w)).toBe("outlook");
    expect(focused()).toBe("Lifestyle and Ethic");
    expect(text(alert(w))).toBe("Choose a starting Ethic.");
    expect(actor.name).toBe("Wren");
    await click(w, "cancel");
  });

  it("Start over clears the answers and the errors, keeps the actor's name and focuses the first step", async () => {
    const w = await openOn({ highest: "heart", name: "Someone Else" }, 1);
    await click(w, "next");
    expect(alert(w)).not.toBeNull();
    field(w, "[name=lifestyle][value=eager]").focus();
    await click(w, "restart");
    expect(alert(w)).toBeNull();
    expect(shown(w)).toBe("highest");
    expect(focused()).toBe("Highest Stat");
    expect(field(w, "[name=name]").value).toBe("Wren");
    expect(el(w).querySelector("[name=highest]:checked")).toBeNull();
    await click(w, "cancel");
    const blank = await openOn({ name: "Someone" }, 4, "new");
    await click(blank, "restart");
    expect(field(blank, "[name=name]").value).toBe("");
    await click(blank, "cancel");
  });
});

describe("once the character is made", () => {
  it("its sheet opens: the actor's own when it existed", async () => {
    await click(await openOn(DONE, 4), "finish");
    await vi.waitFor(() => expect(actor.sheet.rendered).toBe(true));
    // The character sheet registered for the type, drawn for the character as the wizard left it.
    expect([actor.sheet.rendered, actor.sheet.element.querySelector("[name=name]").value]).toEqual([true, "Wren Tide"]);
  });

  it("a creation another module refuses (its preCreateActor hook) keeps the answers and the window, and says so", async () => {
    g.Hooks.on("preCreateActor", () => false);
    const w = await openOn(DONE, 4, "new");
    await click(w, "finish");
    expect([g.game.actors.getName("Wren Tide"), w.rendered, g.game.settings.get("humanity-blessed", "creationDrafts").new?.name]).toEqual([undefined, true, "Wren Tide"]);
    expect(ui.messages).toEqual([
      { type: "warn", message: "Wren Tide was not created: another module stopped it. Your answers are kept." },
    ]);
    await click(w, "cancel");
  });

  it("from the Actors directory the new actor's sheet opens, and the next guided creation starts blank", async () => {
    await click(await openOn(DONE, 4, "new"), "finish");
    const made = g.game.actors.getName("Wren Tide");
    await vi.waitFor(() => expect(made.sheet.rendered).toBe(true));
    expect([made === actor, made.sheet.rendered, made.sheet.element.querySelector("[name=name]").value]).toEqual([false, true, "Wren Tide"]);
    expect(actor.sheet.rendered).toBe(false);
    const next = await fromDirectory();
    expect(shown(next)).toBe("highest");
    expect(field(next, "[name=name]").value).toBe("");
    expect(next.draft.highest).toBe("");
    await click(next, "cancel");
  });
});
