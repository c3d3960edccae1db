// The Delayed Attack's fields in the acting row, drawn with real Handlebars from engine states (pure): the Stat the
// Defenders use, and the difficulty — from the Aptitude named (v0.0.21.10), or the dice compared when it fires (v0.0.18).
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState, Participant } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

/** The acting row's Delayed Attack fieldset as the GM reads it. */
async function delayedForm(state: EndeavorState) {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: true }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  const form = el.querySelector(`li[data-combatant-id="${state.turn.current}"] fieldset.hb-delayed`);
  const options = (name: string) =>
    form && [...form.querySelectorAll(`select[name="${name}"] option`)].map((o) => `${o.getAttribute("value")}=${text(o)}`);
  return { form, stats: options("delayedStat"), aptitudes: options("delayedAptitude"), hints: [...(form?.querySelectorAll(".hb-hint") ?? [])].map(text) };
}
const withP = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s,
  participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});

describe("the Delayed Attack's difficulty (v0.0.21.10)", () => {
  const turn = (stat = "Head") =>
    run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Widow" })] }), [
      choose("a", stat, [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;

  it("each Aptitude, own or lent, once, and with the Specialization either brings; each saying what it makes the Defenders' Check", async () => {
    const s = withP(turn(), "a", {
      aptitudes: [{ name: "Brawling", specialization: "Boxing" }, { name: "Cooking" }] as Participant["aptitudes"],
      granted: [{ aptitude: "Singing", specialization: null, from: "b", turns: 1 }, { aptitude: "Cooking", specialization: "Baking", from: "b", turns: 1 }] as Participant["granted"],
    });
    const d = await delayedForm(s);
    expect(d.stats).toEqual(["Head=Head", "Hand=Hand", "Heart=Heart", "Home=Home", "Hurt=Hurt", "Hurry=Hurry", "History=History"]);
    expect(d.aptitudes).toEqual([
      "=None: Normal",
      "a:Singing=Singing: Hard",
      "a:Cooking=Cooking: Hard",
      // Their own Cooking, lent again by Radiant with Baking: they gain the Specialization too.
      "s:Cooking=Cooking and Baking: Hard, 3 rolls",
      "a:Brawling=Brawling: Hard",
      "s:Brawling=Brawling and Boxing: Hard, 3 rolls",
    ]);
    expect(d.hints).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it("a character with no Aptitude has only None", async () => {
    const d = await delayedForm(withP(turn(), "a", { aptitudes: undefined, granted: undefined }));
    expect(d.aptitudes).toEqual(["=None: Normal"]);
  });

  it("violent (Hurt): the Defenders use Hurry, no Stat to choose", async () => {
    const d = await delayedForm(turn("Hurt"));
    expect(d.stats).toEqual([]);
    expect(d.hints).toEqual(["Violent: the Defenders use Hurry"]);
  });
});

describe("the Delayed Attack's difficulty (v0.0.18)", () => {
  it("the dice compared when it fires, from this Attack's Stat Die; no Aptitude to name", async () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Widow" })] }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 5, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 8, blessings: [3, 3, 3, 3] },
    ]).state;
    expect(s.turn.current).toBe("a");
    const d = await delayedForm(s);
    expect(d.aptitudes).toEqual([]);
    expect(d.hints).toEqual([
      "Difficulty when it is set off: Easy for a Defender whose die for that Stat is larger than your Head d6, Hard for one whose die is smaller.",
    ]);
  });
});
