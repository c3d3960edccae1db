// The acting row's turn as drawn with real Handlebars from an engine state (pure): the actions offered in the book's
// order, which of them have step 3's fields and step 4's Check, each step 3's title, and the confirming buttons.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";
import { stealthFixture } from "../../../harness/fixtures/stealth";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

async function acting(state: EndeavorState) {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: true }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const row = Object.assign(document.createElement("div"), { innerHTML: html }).querySelector(`li[data-combatant-id="${state.turn.current}"]`)!;
  return {
    /** Each action: its name, "d" when step 3 has fields for it, "c" when step 4 makes a Check. */
    actions: [...row.querySelectorAll<HTMLInputElement>('input[name="hbActionKind"]')].map(
      (i) => `${text(i.parentElement)}${i.dataset.details ? " d" : ""}${i.dataset.check ? " c" : ""}`,
    ),
    titles: [...row.querySelectorAll('[data-step="details"] .hb-step-title[data-for]')].map((t) => `${t.getAttribute("data-for")}: ${text(t)}`),
    confirms: [...row.querySelectorAll<HTMLButtonElement>("button.hb-confirm")].map((b) => `${text(b)}${b.disabled ? " ✗" : ""}`),
    /** Step 4's Check: its choices and odds (the step itself is drawn for every turn, and hidden without one). */
    check: row.querySelector('[data-step="check"] .hb-check-choices')?.parentElement ?? null,
  };
}

/** Wren (Zealous, Radiant, Commanding; Heart as Action Die) and Oskar against the Widow: Wren acts first. */
const wren = (aptitudes: { name: string }[] = []) =>
  run(setup({
    kind: "monstrous",
    participants: [
      ally("a", { name: "Wren", specializations: ["Zealous", "Radiant", "Commanding"], aptitudes }),
      ally("b", { name: "Oskar" }),
      monster("m", "10 (3)", { name: "Widow" }),
    ],
  }), [choose("a", "Heart", [1]), choose("b", "Hand", [1, 1]), choose("m", "Head", [4, 1])]).state;

describe("the acting row's Check", () => {
  it("is the first action's with a Check; against two opponents and none ticked, the odds say whom they assume", async () => {
    const two = run(setup({
      kind: "monstrous",
      participants: [ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Widow" }), monster("h", "10 (3)", { name: "Hound" })],
    }), [choose("a", "Head", [1, 1]), choose("m", "Head", [4, 1]), choose("h", "Head", [2, 2])]).state;
    expect(two.turn.current).toBe("a");
    expect(text((await acting(two)).check)).toContain("Odds against Widow until you tick a target.");
    // The Eye's turn (a guarded area): its own actions, none with a Check — no Check step.
    const eye = stealthFixture("eye").state;
    const t = await acting(eye);
    expect(t.actions).toEqual(["Search d", "Scan d"]);
    expect(t.titles).toEqual(["search: Where to search", "scan: Direction"]);
    expect(t.check).toBeNull();
    // One opponent: ticked already, nothing assumed.
    expect(text((await acting(wren())).check)).not.toContain("until you tick a target");
  });
});

describe("the acting row's turn", () => {
  it("offers the book's actions in order, each saying whether it has fields and a Check", async () => {
    const t = await acting(wren());
    expect(t.actions).toEqual([
      "Attack d c", "Advance d c", "Protect d", "Zealous", "Radiant d", "Delayed Attack d", "Commanding d", "Unique Skill d", "Pass",
    ]);
    expect(t.titles).toEqual([
      "attack: Targets, Spark, Help", "advance: Spark and Help", "protect: Whom to protect", "zealous: Targets, Spark, Help, payments",
      "radiant: The Aptitude to lend", "delayedAttack: Trigger and Check", "commanding: Ally and Stat",
      "unique: The two actions", "pass: Targets, Spark, Help, payments",
    ]);
    expect(missing()).toEqual([]);
  });

  it("with Hurt as the Action Die: the violent Attack, with its targets", async () => {
    const hurt = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Widow" })] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [4, 1]),
    ]).state;
    const t = await acting(hurt);
    expect(t.actions.slice(0, 2)).toEqual(["Violent Attack d c", "Protect d"]);
    expect(t.titles[0]).toBe("violent: Targets, Spark, Help");
  });

  it("Radiant with no other Aptitude to lend: its button disabled; with one, not", async () => {
    const radiant = (t: Awaited<ReturnType<typeof acting>>) => t.confirms.filter((c) => c.startsWith("Radiant"));
    expect(radiant(await acting(wren()))).toEqual(["Radiant ✗"]);
    expect(radiant(await acting(wren([{ name: "Singing" }, { name: "Cooking" }])))).toEqual(["Radiant"]);
    expect((await acting(wren())).confirms.filter((c) => c.endsWith("✗"))).toEqual(["Radiant ✗"]);
  });
});
