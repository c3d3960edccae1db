// The tracker before an Endeavor starts, drawn with real Handlebars (pure): the GM's start form — the kinds the
// edition has, each field shown while the kind chosen asks it, the sides and teams stored on the combatants — and a
// player's wait.
import { describe, expect, it } from "vitest";
import { prepareTrackerStart, type StartCombatant } from "../../../../src/applications/combat/view/start-form";
import { template } from "../../../../src/applications/shared/templates";
import type { EditionId } from "../../../../src/rules/endeavor";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

const CAST: StartCombatant[] = [
  { id: "w", name: "Wren", side: "allies", team: "Red" },
  { id: "o", name: "Oskar" },
  { id: "k", name: "Hollow King", side: "monstrosities" },
];

async function drawn(input: { isGM?: boolean; edition?: EditionId; kind?: string; finishLine?: number; combatants?: StartCombatant[] }) {
  const ctx = prepareTrackerStart({ isGM: true, combatants: CAST, edition: "v0.0.21.10", ...input });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  const form = el.querySelector("form[data-endeavor-start]");
  /** Each field the form asks, by name, with the kinds it is shown for and whether it is hidden now. */
  const field = (selector: string) => {
    const f = form?.querySelector<HTMLElement>(selector);
    return f ? { kinds: f.getAttribute("data-kinds"), hidden: f.hasAttribute("hidden") } : null;
  };
  const options = (name: string) =>
    [...(form?.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`) ?? [])].map((o) => `${o.value}=${text(o)}${o.hasAttribute("selected") ? "*" : ""}`);
  return { ctx, el, form, field, options };
}

describe("the start form", () => {
  it("offers the edition's kinds, the first chosen, and shows only the fields that kind asks", async () => {
    const d = await drawn({});
    expect(d.options("kind")).toEqual(["monstrous=Monstrous Endeavor*", "racing=Racing Endeavor", "rush=Rush Endeavor", "stealth=Stealth Endeavor"]);
    expect(d.field('label:has(input[name="finishLine"])')).toEqual({ kinds: "racing", hidden: true });
    expect(d.field('label:has(input[name="terrain"])')).toEqual({ kinds: "racing", hidden: true });
    expect(d.field('label:has(select[name="leader"])')).toEqual({ kinds: "rush", hidden: true });
    expect(d.field("fieldset.hb-endeavor-land")).toEqual({ kinds: "stealth", hidden: true });
    expect(d.field('select[name="side.w"]')).toEqual({ kinds: "monstrous rush stealth", hidden: false });
    expect(d.field('input[name="team.w"]')).toEqual({ kinds: "racing", hidden: true });
    expect(missing()).toEqual([]);
  });

  it("drawn with a kind named: that kind chosen and its fields shown", async () => {
    const race = await drawn({ kind: "racing", finishLine: 40 });
    expect(race.options("kind").filter((o) => o.endsWith("*"))).toEqual(["racing=Racing Endeavor*"]);
    expect(race.field('label:has(input[name="finishLine"])')).toEqual({ kinds: "racing", hidden: false });
    expect(race.form!.querySelector<HTMLInputElement>('input[name="finishLine"]')!.value).toBe("40");
    expect(race.field('select[name="side.w"]')!.hidden).toBe(true);
    expect(race.field('input[name="team.w"]')!.hidden).toBe(false);
    const rush = await drawn({ kind: "rush" });
    expect(rush.field('label:has(select[name="leader"])')!.hidden).toBe(false);
    expect(rush.options("leader")).toEqual(["=None: Monstrosities act first", "w=Wren", "o=Oskar", "k=Hollow King"]);
    const unknown = await drawn({ kind: "dance" });
    expect(unknown.options("kind").filter((o) => o.endsWith("*"))).toEqual(["monstrous=Monstrous Endeavor*"]);
  });

  it("the world's finish line unless set (the book's 30), and each combatant's side and team as stored", async () => {
    const d = await drawn({ kind: "racing" });
    expect(d.form!.querySelector<HTMLInputElement>('input[name="finishLine"]')!.value).toBe("30");
    expect(d.options("side.w")).toEqual(["=As the actor type says", "allies=Allies*", "monstrosities=Monstrosities"]);
    expect(d.options("side.o")).toEqual(["=As the actor type says*", "allies=Allies", "monstrosities=Monstrosities"]);
    expect(d.options("side.k")).toEqual(["=As the actor type says", "allies=Allies", "monstrosities=Monstrosities*"]);
    expect(d.form!.querySelector<HTMLInputElement>('input[name="team.w"]')!.value).toBe("Red");
    expect(d.form!.querySelector<HTMLInputElement>('input[name="team.o"]')!.value).toBe("");
    expect([...d.form!.querySelectorAll(".hb-side-name")].map(text)).toEqual(["Wren", "Oskar", "Hollow King"]);
    expect(text(d.form!.querySelector("p"))).toBe("3 combatants will take part: characters as allies, Monstrosities as their opponents.");
    expect(d.form!.querySelector<HTMLButtonElement>('[data-action="hbStart"]')!.disabled).toBe(false);
  });

  it("an edition with fewer kinds asks only what they need", async () => {
    const d = await drawn({ edition: "v0.0.18" });
    expect(d.options("kind")).toEqual(["monstrous=Monstrous Endeavor*"]);
    for (const name of ["finishLine", "terrain", "team.w"]) expect(d.form!.querySelector(`input[name="${name}"]`)).toBeNull();
    expect(d.form!.querySelector('select[name="leader"]')).toBeNull();
    expect(d.form!.querySelector("fieldset.hb-endeavor-land")).toBeNull();
    expect(d.field('select[name="side.w"]')).toEqual({ kinds: "monstrous", hidden: false });
  });

  it("without combatants: no sides to set and no start", async () => {
    const d = await drawn({ combatants: [] });
    expect(d.form!.querySelector(".hb-endeavor-sides")).toBeNull();
    expect(d.form!.querySelector<HTMLButtonElement>('[data-action="hbStart"]')!.disabled).toBe(true);
  });

  it("a player waits for the GM and is offered no form", async () => {
    const d = await drawn({ isGM: false });
    expect(d.form).toBeNull();
    expect(d.ctx).toEqual({ started: false, count: 3, start: null });
    expect(text(d.el)).toContain("Waiting for the GM");
  });
});
