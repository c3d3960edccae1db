// A participant's row as a player or the GM reads it: the tracker drawn with real Handlebars from engine states, each
// row's head (side, team, "You", Action Die, tags) and which forms and buttons it carries.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker, type TrackerCombatant } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState, Participant } from "../../../../src/rules/endeavor";
import { formsFixture } from "../../../harness/fixtures/endeavor";
import { act, ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));

const combatantsOf = (s: EndeavorState, owned: readonly string[] = []): TrackerCombatant[] =>
  s.participants.map((p) => ({ id: p.id, name: p.name, img: `img/${p.id}.webp`, hidden: false, isOwner: owned.includes(p.id) }));

/** The tracker drawn for this viewer; `row(id)` is that participant's list item. */
async function drawn(state: EndeavorState, combatants: readonly TrackerCombatant[], isGM: boolean) {
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  const row = (id: string) => {
    const li = el.querySelector<HTMLElement>(`li[data-combatant-id="${id}"]`);
    if (!li) throw new Error(`no row ${id}`);
    return li;
  };
  const head = (id: string) => row(id).querySelector(".hb-row-head")!.textContent!.replace(/\s+/g, " ").trim();
  const tags = (id: string) => [...row(id).querySelectorAll(".hb-row-facts .hb-tag")].map((t) => t.textContent!.trim());
  const controls = (id: string) => [...row(id).querySelectorAll("form button")].map((b) => b.textContent!.trim());
  return { row, head, tags, controls };
}

const withP = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s,
  participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});

/** Wren (a) and Oskar (b) against the Widow (m), Action Dice chosen: Oskar acts first. */
const turns = () =>
  run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "10 (3)", { name: "Widow" })] }), [
    choose("a", "Head", [3, 3, 3]), choose("b", "Hand", [2, 1]), choose("m", "Hurt", [4, 1]),
  ]).state;

describe("a row's head", () => {
  it("names the side of an ally and a Monstrosity, the viewer's own row as You, and the Action Die with its size", async () => {
    const s = turns();
    const { head, row } = await drawn(s, combatantsOf(s, ["b"]), false);
    expect(head("a")).toBe("Wren Allies Action Die:Head d6 X 2 Temporary Blessings:333Position0");
    expect(head("b")).toBe("Oskar You Allies Action Die:Hand d6 X 2 Temporary Blessings:21 ActingPosition0");
    expect(head("m")).toBe("Widow Monstrosities Action Die:Hurt d6 X 2 Temporary Blessings:41Position10");
    expect(row("b").className).toBe("combatant hb-endeavor-row character active");
    expect(row("a").className).toBe("combatant hb-endeavor-row character");
    expect(row("m").className).toBe("combatant hb-endeavor-row monstrosity");
    expect(row("a").querySelector("img")!.getAttribute("src")).toBe("img/a.webp");
    expect(missing()).toEqual([]);
  });

  it("marks no row You for the GM, who owns them all", async () => {
    const s = turns();
    const { row } = await drawn(s, combatantsOf(s, ["a", "b", "m"]), true);
    expect([...["a", "b", "m"]].filter((id) => row(id).querySelector(".hb-you"))).toEqual([]);
  });

  it("keeps a row whose combatant was deleted, without core's combatant class or a portrait", async () => {
    const s = turns();
    const { row, head } = await drawn(s, combatantsOf(s).filter((c) => c.id !== "a"), true);
    expect(row("a").className).toBe("hb-endeavor-row character");
    expect(row("a").querySelector("img")).toBeNull();
    expect(head("a")).toBe("Wren Allies Action Die:Head d6 X 2 Temporary Blessings:333Position0");
  });

  it("keeps a deleted combatant's row for a player too, not marked as theirs", async () => {
    const s = turns();
    const { row, head } = await drawn(s, combatantsOf(s, ["b"]).filter((c) => c.id !== "a"), false);
    expect(head("a")).toBe("Wren Allies Action Die:Head d6 X 2 Temporary Blessings:333Position0");
    expect(row("a").querySelector(".hb-you, form button, form select")).toBeNull();
  });

  it("counts the Wounds in a row, in red from two", async () => {
    const wound = (position: number) => ({ type: "gm" as const, gm: { op: "addButton" as const, kind: "wound" as const, position, owner: "a" } });
    const one = run(turns(), [wound(1)]).state;
    const two = run(one, [wound(2)]).state;
    const tag = async (s: EndeavorState) => (await drawn(s, combatantsOf(s), true)).row("a").querySelector(".hb-row-facts .hb-tag")!;
    expect([(await tag(one)).textContent, (await tag(one)).className]).toEqual(["Wounds in a row: 1", "hb-tag"]);
    expect([(await tag(two)).textContent, (await tag(two)).className]).toEqual(["Wounds in a row: 2", "hb-tag hb-danger"]);
  });

  it("shows no lent Aptitude for a participant stored before Radiant was known", async () => {
    const s = turns();
    const old = { ...s, participants: s.participants.map(({ granted: _, ...p }) => p) };
    expect((await drawn(old, combatantsOf(old), true)).tags("a")).toEqual([]);
  });

  it("dims a combatant the GM keeps hidden, for the GM", async () => {
    const s = turns();
    const combatants = combatantsOf(s).map((c) => (c.id === "m" ? { ...c, hidden: true } : c));
    const { row } = await drawn(s, combatants, true);
    expect(row("m").className).toBe("combatant hb-endeavor-row monstrosity hide");
    expect(row("a").className).toBe("combatant hb-endeavor-row character");
  });

  it("shows who acted, passed, was removed, spent Stats, Fatigue and Radiant's lent Aptitudes (one turn, or more)", async () => {
    let s = run(turns(), [act("b", { kind: "pass" }), { type: "gm", gm: { op: "remove", id: "m", reason: "defeat" } }]).state;
    s = withP(s, "a", {
      acted: true, spent: ["Head", "Hurt"],
      granted: [{ from: "a", aptitude: "Singing", specialization: null, turns: 1 }, { from: "a", aptitude: "Cooking", specialization: "Radiant", turns: 3 }],
    });
    const { tags, row } = await drawn(s, combatantsOf(s), true);
    expect(tags("b")).toEqual(["Passed"]);
    expect(tags("a")).toEqual(["Acted", "Spent: Head, Hurt", "Singing (1 turn)", "Cooking (3 turns)"]);
    expect(tags("m")).toEqual(["Defeated"]);
    expect(row("a").className).toBe("combatant hb-endeavor-row character acted");
    expect(row("m").className).toBe("combatant hb-endeavor-row monstrosity removed");
    expect(missing()).toEqual([]);
  });

  it("rings the row of a pending Attack's attacker, whose turn it is not", async () => {
    const fx = formsFixture("pending-zeal");
    const { row } = await drawn(fx.state, fx.combatants, false);
    const ringed = fx.state.participants.filter((p) => row(p.id).classList.contains("active")).map((p) => p.id);
    expect(fx.state.turn.current).not.toBe("a0");
    expect(ringed).toEqual(["a0"]);
  });

  it("hides a d20 roller's die size from a player who does not own it, with the d20 badge for everyone", async () => {
    const s = withP(turns(), "m", { rollD20s: true });
    const player = await drawn(s, combatantsOf(s, ["a"]), false);
    expect(player.head("m")).toBe("Widow Monstrosities Action Die:Hurt d20 X 2 Temporary Blessings:41Position10");
    const gm = await drawn(s, combatantsOf(s), true);
    expect(gm.head("m")).toBe("Widow Monstrosities Action Die:Hurt d6 d20 X 2 Temporary Blessings:41Position10");
    expect(gm.head("a")).not.toContain("d20");
  });

  it("names a Racing team, and no side for a lone racer", async () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { name: "Rosa", side: "Lanterns" }), racer("r2", { name: "Ivo" })] }), []).state;
    const { head } = await drawn(s, combatantsOf(s), true);
    expect(head("r1")).toBe("Rosa Lanterns Position0");
    expect(head("r2")).toBe("Ivo Position0");
  });
});

describe("a row's forms and buttons", () => {
  it("offers the Action Die's choice to a player's own row not yet chosen, and not once chosen or skipping", async () => {
    const s0 = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), ally("c", { name: "Mina" }), monster("m")] }), [
      choose("b", "Hand", [2, 1]),
    ]).state;
    const s = withP(s0, "c", { skipping: true });
    const { row } = await drawn(s, combatantsOf(s, ["a", "b", "c"]), false);
    const chooses = (id: string) => !!row(id).querySelector('[data-action="hbChoose"]');
    expect([chooses("a"), chooses("b"), chooses("c"), chooses("m")]).toEqual([true, false, false, false]);
  });

  it("offers the recharge of a used Specialization, paid with a Blessing worth its cost or more, on the row's owner's row only", async () => {
    const s = withP(turns(), "b", { needsRecharge: ["Commanding"], temporary: [1, 2, 3], blessings: [2, 5] });
    const mine = await drawn(s, combatantsOf(s, ["b"]), false);
    const select = mine.row("b").querySelector<HTMLSelectElement>('select[name="rechargePay.Commanding"]')!;
    expect(select.closest("label")!.textContent!.trim().startsWith("Recharge Commanding (③)")).toBe(true);
    expect([...select.options].map((o) => o.textContent)).toEqual(["temporary 3", "permanent 5"]);
    expect(mine.controls("b")).toContain("Recharge Commanding");
    const other = await drawn(s, combatantsOf(s, ["a"]), false);
    expect(other.row("b").querySelector('[data-action="hbRecharge"]')).toBeNull();
  });

  it("gives the Fatigue Check to the GM on a fatigued racer's row with an Action Die, counting its Fatigue only", async () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { blessings: [3] }), racer("r2", { name: "Rosa" })], options: { finishLine: 20 } }), [
      choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2]), act("r1", { kind: "protect", target: "r1", pay: { permanent: [3] } }), act("r2", { kind: "pass" }),
    ]).state;
    expect(s.phase).toBe("fatigue");
    const more = { ...s, buttons: [...s.buttons, { id: "t9", kind: "terrain" as const, position: 3, owner: "r1" }] };
    const gm = await drawn(more, combatantsOf(more), true);
    expect(gm.tags("r1")).toContain("Fatigue: 1");
    expect(gm.tags("r2").filter((t) => t.startsWith("Fatigue"))).toEqual([]);
    expect(gm.controls("r1")).toEqual(["Fatigue Check"]);
    expect(gm.controls("r2")).toEqual([]);
    const player = await drawn(more, combatantsOf(more), false);
    expect(player.controls("r1")).toEqual([]);
    const noDie = withP(more, "r1", { actionDie: null });
    expect((await drawn(noDie, combatantsOf(noDie), true)).controls("r1")).toEqual([]);
  });

  it("offers Reverse turn order to the GM on the anchor's row once another holds more temporary Blessings", async () => {
    const s = turns();
    expect(s.turn.anchor).toBe("a");
    const more = withP(s, "m", { temporary: [1, 1, 1, 1] });
    const gm = await drawn(more, combatantsOf(more), true);
    expect(gm.controls("a")).toEqual(["Reverse turn order"]);
    expect((await drawn(s, combatantsOf(s), true)).controls("a")).toEqual([]);
  });

  it("offers Help from a row the player controls only, never from another's or the acting one", async () => {
    const fx = formsFixture("offer");
    const { row } = await drawn(fx.state, fx.combatants, false);
    const offering = fx.state.participants.filter((p) => row(p.id).querySelector('[data-action="hbOfferHelp"]')).map((p) => p.id);
    expect(offering).toEqual(["a2"]);
  });

  it("no Fatigue Check while the turns go on, and no forms once the Endeavor is over", async () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { blessings: [3] }), racer("r2", { name: "Rosa" })], options: { finishLine: 20 } }), [
      choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2]), act("r1", { kind: "protect", target: "r1", pay: { permanent: [3] } }),
    ]).state;
    expect([s.phase, s.turn.current]).toEqual(["turns", "r2"]);
    expect((await drawn(s, combatantsOf(s), true)).controls("r1")).toEqual([]);
    const ended = run(s, [{ type: "gm", gm: { op: "end", winner: null } }]).state;
    const over = await drawn(ended, combatantsOf(ended), true);
    expect([over.controls("r1"), over.controls("r2")]).toEqual([[], []]);
    const combo = formsFixture("combo");
    const comboEnded = run(combo.state, [{ type: "gm", gm: { op: "end", winner: null } }]).state;
    expect((await drawn(comboEnded, combo.combatants, true)).controls("a0")).toEqual([]);
  });

  it("draws a special action's form only on the row of the one choosing it", async () => {
    const fx = formsFixture("combo");
    const { row } = await drawn(fx.state, fx.combatants, true);
    const special = fx.state.participants.filter((p) => row(p.id).querySelector(".hb-special, [data-action='hbSpecial']")).map((p) => p.id);
    expect(special).toEqual(["a0"]);
  });
});
