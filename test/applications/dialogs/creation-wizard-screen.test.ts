// What the creation wizard shows a player at each step, read from the rendered window: the step list, the choices with
// their hints, the book's table, the live preview of the dice, the Aptitude and thing prompts, the buttons offered and
// the errors in words.
import { beforeEach, describe, expect, it } from "vitest";
import { CreationWizard } from "../../../src/applications/dialogs/creation-wizard";
import { click, el, fill, newWren, settle, text } from "./wizard-helpers";
import { emptyDraft, readForm, type CreationDraft } from "../../../src/applications/dialogs/creation-draft";

const g = globalThis as any;
let actor: any;

beforeEach(async () => {
  actor = await newWren();
});

const step = (w: CreationWizard, id: string) => el(w).querySelector<HTMLElement>(`.hb-wizard-step[data-step="${id}"]`)!;

/** The window opened on a draft kept from an earlier opening (the client setting the wizard reads). */
async function openOn(fields: Record<string, string>, step = 0): Promise<CreationWizard> {
  const draft: CreationDraft = { ...readForm(emptyDraft("Wren"), Object.entries(fields)), step };
  await g.game.settings.set("humanity-blessed", "creationDrafts", { [actor.uuid]: draft });
  return CreationWizard.openFor(actor);
}
const buttons = (w: CreationWizard) => [...el(w).querySelectorAll<HTMLButtonElement>(".hb-buttons button")].map((b) => text(b));
/** The step list as a player reads it: each step's name, with ✓ for a step done and ► for the current one. */
const nav = (w: CreationWizard) =>
  [...el(w).querySelectorAll<HTMLElement>(".hb-wizard-nav li")].map(
    (li) => `${li.classList.contains("done") ? "✓" : ""}${li.getAttribute("aria-current") === "step" ? "►" : ""}${text(li)}`,
  );
const preview = (w: CreationWizard) =>
  [...el(w).querySelectorAll<HTMLElement>(".hb-preview-group")].map(
    (li) => `${li.classList.contains("balanced") ? "=" : ""}${text(li)}`,
  );
const errors = (w: CreationWizard) => [...el(w).querySelectorAll("[role=alert] li")].map((li) => text(li));

describe("the wizard's steps as a player reads them", () => {
  it("Step One lists the seven H's and the growing optional Stat, each with its Scope; no Back yet", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    const w = await CreationWizard.openFor(actor);
    const choices = [...step(w, "highest").querySelectorAll<HTMLElement>(".hb-choice")];
    expect(choices.map((c) => text(c.querySelector("strong")) + text(c.querySelector(".hb-tag")))).toEqual([
      "Head", "Hand", "Heart", "Home", "Hurt", "Hurry", "History", "HexOptional Stat"]);
    expect(text(choices[0]!.querySelector(".hb-scope"))).toMatch(/^Intellectual pursuits, problem solving/);
    expect(choices.map((c) => c.querySelector("input")!.checked)).toEqual(Array(8).fill(false));
    expect(nav(w)).toEqual(["►1 Highest Stat", "2 Lifestyle and Ethic", "3 Backstory", "4 Aptitudes", "5 Appearance and things"]);
    expect(buttons(w)).toEqual(["Close (keeps the draft)", "Start over", "Next"]);
    expect(text(el(w).querySelector(".hb-preview-apts"))).toBe("Aptitudes to choose: 2");
    // A new draft's answers are all blank.
    expect([...el(w).querySelectorAll<HTMLTextAreaElement>("textarea")].map((t) => `${t.name}=${t.textContent}`)).toEqual(["roleModel=", "afternoon=", "appearance="]);
    await click(w, "cancel");
  });

  it("the chosen Stat stays chosen, the preview marks it, and the steps done are ticked", async () => {
    const w = await openOn({ highest: "hurry" });
    expect(step(w, "highest").querySelector<HTMLInputElement>('[value="hurry"]')!.checked).toBe(true);
    expect(preview(w)).toEqual(["d6 Hurry ★", "=d4 Head, Hand, Heart, Home, Hurt, History"]);
    expect(el(w).querySelector(".hb-wizard-preview p:not([class])")).toBeNull();
    await click(w, "next");
    await fill(w, { lifestyle: "eager" });
    expect(text(el(w).querySelector(".hb-wizard-preview p:not([class])"))).toBe("Eager ·");
    expect(nav(w)).toEqual(["✓1 Highest Stat", "►2 Lifestyle and Ethic", "3 Backstory", "4 Aptitudes", "5 Appearance and things"]);
    expect(buttons(w)).toEqual(["Close (keeps the draft)", "Start over", "Back", "Next"]);
    await click(w, "cancel");
  });

  it("Step Two: the Setting Ethic, each choice's hint, the book's table with the chosen cell", async () => {
    await g.game.settings.set("humanity-blessed", "settingEthic", "cunningCapability");
    const w = await openOn({ highest: "heart", lifestyle: "eager", ethic: "fateKnowledge" }, 1);
    const outlook = step(w, "outlook");
    expect(text(outlook.querySelector(".hb-context"))).toBe(
      "This world's Setting Ethic is Cunning & Capability; it shapes the tone and what each Lifestyle means here.");
    const choices = (name: string) =>
      [...outlook.querySelectorAll<HTMLElement>(".hb-choice")].filter((c) => c.querySelector(`[name=${name}]`)).map(
        (c) => `${c.querySelector("input")!.checked ? "●" : ""}${text(c)}`);
    expect(choices("lifestyle")).toEqual([
      "Carefree An easy life: naive, lucky, hopeful or careless.",
      "●Eager Hungry for more: a dream, a cause, someone to impress.",
      "Wisened Life was hard, and it made them wiser and tougher."]);
    expect(choices("ethic")).toEqual([
      "Vice & Virtue Good wins in the end; excess vice is a clear darkness.",
      "●Fate & Knowledge Traits are destiny, but the right deal or knowledge can bend it.",
      "Cunning & Capability Trust yourself; the world is unfair, so do what it takes."]);
    const table = outlook.querySelector("table")!;
    expect([...table.querySelectorAll("thead th")].map(text)).toEqual(["Vice & Virtue", "Fate & Knowledge", "Cunning & Capability"]);
    expect([...table.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.children].map((c) => `${c.classList.contains("chosen") ? "*" : ""}${text(c)}`).join(" | "))).toEqual([
      "Carefree | Heart + Hurry | Head + Hurt | Hand + Home",
      "Eager | Hand + Hurt | *Heart + Home | Head + Hurry",
      "Wisened | Head + Home | Hand + Hurry | Heart + Hurt",
    ]);
    // Heart: highest and from the table; Home: from the table alone.
    expect(preview(w)).toEqual(["d8 Heart ★ ▲", "d6 Home ▲", "=d4 Head, Hand, Hurt, Hurry, History"]);
    expect(text(el(w).querySelector(".hb-wizard-preview p:not([class])"))).toBe("Eager · Fate & Knowledge");
    expect(text(el(w).querySelector(".hb-preview-apts"))).toBe("Aptitudes to choose: 3");
    await click(w, "cancel");
  });

  it("a draft whose choices the world no longer allows says so instead of dice", async () => {
    // Hex was this world's optional Stat when the draft was kept; the GM has turned it off since.
    const w = await openOn({ highest: "hex", lifestyle: "carefree", ethic: "viceVirtue" }, 1);
    expect(text(el(w).querySelector(".hb-empty"))).toBe("These choices are not in the book; pick again.");
    expect(preview(w)).toEqual([]);
    expect(text(el(w).querySelector(".hb-preview-apts"))).toBe("Aptitudes to choose: 2");
    await click(w, "cancel");
    const fine = await openOn({ highest: "head", lifestyle: "carefree", ethic: "viceVirtue" }, 1);
    expect(el(fine).querySelector(".hb-empty")).toBeNull();
    await click(fine, "cancel");
  });

  it("Step Three shows the answers kept, each prompt numbered", async () => {
    const w = await openOn({ highest: "head", roleModel: "Grandma Oak", "skills.1": "Sailing", "connections.2": "The guild", afternoon: "On the pier" }, 2);
    const backstory = step(w, "backstory");
    expect(backstory.querySelector("textarea[name=roleModel]")!.textContent).toBe("Grandma Oak");
    expect(backstory.querySelector("textarea[name=afternoon]")!.textContent).toBe("On the pier");
    const fields = (name: string) => [...backstory.querySelectorAll<HTMLInputElement>(`[name^="${name}."]`)].map(
      (i) => `${i.placeholder}=${i.getAttribute("value")}`);
    expect(fields("skills")).toEqual(["Skill 1=", "Skill 2=Sailing", "Skill 3="]);
    expect(fields("connections")).toEqual(["Connection 1=", "Connection 2=", "Connection 3=The guild"]);
    await click(w, "cancel");
  });

  it("Step Four asks for two Aptitudes, or three past a d8, reminding the skills named", async () => {
    const w = await openOn({ highest: "head", lifestyle: "wisened", ethic: "fateKnowledge", "skills.0": "Knots", "skills.1": "  ", "skills.2": "Singing", "aptitudes.1": "Rope" }, 3);
    const aptitudes = step(w, "aptitudes");
    expect(text(aptitudes.querySelector(".hb-context"))).toBe("Choose two Aptitudes.");
    expect(text(aptitudes.querySelector(".hb-hint"))).toBe("From your Backstory: Knots, Singing");
    expect([...aptitudes.querySelectorAll<HTMLLabelElement>("label")].map((l) => `${text(l)}=${l.querySelector("input")!.value}`))
      .toEqual(["Aptitude 1=", "Aptitude 2=Rope"]);
    await click(w, "cancel");
    const three = await openOn({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" }, 3);
    expect(text(step(three, "aptitudes").querySelector(".hb-context"))).toBe("One of your Stats starts at d8: choose three Aptitudes.");
    expect(step(three, "aptitudes").querySelector(".hb-hint")).toBeNull();
    expect(step(three, "aptitudes").querySelectorAll("input").length).toBe(3);
    await click(three, "cancel");
  });

  it("the last step offers Create character instead of Next, and the kinds of thing of the edition", async () => {
    const w = await openOn({ name: "Wren", appearance: "Tall", "things.1.name": "Map", "things.1.kind": "information" }, 4);
    const finishing = step(w, "finishing");
    expect(text(finishing.querySelector(".hb-prompt"))).toMatch(/^Describe how your character looks, and list three or four things/);
    expect(text(finishing.querySelector("legend"))).toBe("Things gained (3 or 4)");
    expect(finishing.querySelector<HTMLInputElement>("[name=name]")!.value).toBe("Wren");
    expect(finishing.querySelector("textarea[name=appearance]")!.textContent).toBe("Tall");
    const rows = [...finishing.querySelectorAll(".hb-thing-row")].map((r) =>
      `${r.querySelector<HTMLInputElement>("input")!.placeholder}=${r.querySelector<HTMLInputElement>("input")!.value}:${r.querySelector("select")!.value}`);
    expect(rows).toEqual(["Thing 1=:item", "Thing 2=Map:information", "Thing 3=:item", "Thing 4=:item"]);
    expect([...finishing.querySelectorAll("select")[0]!.options].map((o) => o.text)).toEqual(["Item", "Information", "Alliance"]);
    expect(nav(w).at(-1)).toBe("►5 Appearance and things");
    expect(nav(w).slice(0, 4).every((s) => s.startsWith("✓"))).toBe(true);
    expect(buttons(w)).toEqual(["Close (keeps the draft)", "Start over", "Back", "Create character"]);
    await click(w, "cancel");
  });

  it("under v0.0.18 a character gains items only: no kind to choose", async () => {
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    const w = await openOn({}, 4);
    const finishing = step(w, "finishing");
    expect(text(finishing.querySelector(".hb-prompt"))).toBe(
      "Describe how your character looks, and list three or four items they always carry.");
    expect(finishing.querySelectorAll("select").length).toBe(0);
    await click(w, "cancel");
  });

  it("the errors read with their numbers, and Next moves on once the step is done", async () => {
    const w = await openOn({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue", "aptitudes.0": "Knots" }, 3);
    await click(w, "next");
    expect(errors(w)).toEqual(["Name 3 Aptitudes."]);
    await fill(w, { "aptitudes.1": "Sailing", "aptitudes.2": "   " });
    await click(w, "next");
    expect(errors(w)).toEqual(["Name 3 Aptitudes."]);
    await fill(w, { "aptitudes.2": "knots" });
    await click(w, "next");
    expect(errors(w)).toEqual(["Each Aptitude must be a different area."]);
    await fill(w, { "aptitudes.2": "Songs" });
    await click(w, "next");
    expect(errors(w)).toEqual([]);
    expect(nav(w).at(-1)).toBe("►5 Appearance and things");
    await fill(w, { name: " ", "things.0.name": "Compass" });
    await click(w, "finish");
    expect(errors(w)).toEqual(["Give your character a name.", "List 3 or 4 things gained."]);
    await click(w, "back");
    expect(errors(w)).toEqual([]);
    expect(nav(w).at(3)).toBe("►4 Aptitudes");
    await click(w, "cancel");
  });
});
