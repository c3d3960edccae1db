// The special actions' forms at the round's end and Kinetic's exchange (v0.0.18), as a player or the GM reads them in
// the chooser's row, drawn with real Handlebars from engine states (pure): who may be chosen is the engine's answer.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorOptions, EndeavorState, ParticipantSetup } from "../../../../src/rules/endeavor";
import { ally, choose, monster, pass, racer, run, seededRng, setup } from "../../../rules/endeavor/helpers";
import { rushFixture } from "../../../harness/fixtures/rush";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

/** `id`'s row as drawn for a viewer who owns `owned` (the GM owns every row). */
async function rowOf(state: EndeavorState, id: string, owned: readonly string[] | "gm") {
  const isGM = owned === "gm";
  const combatants = state.participants.map((p) => ({
    id: p.id, name: p.name, img: "", hidden: false, isOwner: isGM || owned.includes(p.id),
  }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  return el.querySelector<HTMLElement>(`li[data-combatant-id="${id}"]`)!;
}
const buttons = (row: Element) => [...row.querySelectorAll(".hb-special [data-action='hbSpecial']")].map((b) => b.getAttribute("data-kind"));
const lines = (row: Element, selector: string) => [...row.querySelectorAll(selector)].map(text);
const options = (row: Element, name: string) => [...row.querySelectorAll(`select[name="${name}"] option`)].map((o) => `${o.getAttribute("value")}=${text(o)}`);

/** Every turn passed, the round's special action falls to whoever holds the most temporary Blessings: here each
 *  holds `temporary` (as Blessings gained during the round would leave them), and the first named chooses. */
function specialPhase(participants: ParticipantSetup[], temporary: Record<string, number[]>, options: Partial<EndeavorOptions> = {}) {
  let s = run(setup({ kind: "monstrous", participants, options }), participants.map((p) => choose(p.id, "Head")), seededRng(3)).state;
  while (s.phase === "turns") s = run(s, [pass(s.turn.current!)]).state;
  const chooser = Object.entries(temporary).sort(([, x], [, y]) => y.length - x.length)[0]![0];
  return { ...s, chooser: [chooser], participants: s.participants.map((p) => ({ ...p, temporary: temporary[p.id] ?? [] })) };
}
const cast = () => [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "10 (3)", { name: "Widow" }), monster("h", "10 (3)", { name: "Hound" })];

describe("an ally's special actions", () => {
  it("Perform Combo: up by the temporary Blessings, a share for the chooser and each ally, the opponents' shares; Declare Victory", async () => {
    const s = specialPhase(cast(), { a: [3, 3, 3], b: [1, 1], m: [4, 1], h: [2, 2] });
    const row = await rowOf(s, "a", ["a", "b", "m", "h"]);
    expect(text(row.querySelector(".hb-combo .hb-hint"))).toBe(
      "You move up by 3 (your temporary Blessings) and spend them all. Then you and your allies may move down; the opponents move down by the total actually moved.",
    );
    expect(lines(row, ".hb-combo label:has(input[name^='comboDown'])")).toEqual(["Wren, you (at 0)", "Oskar (at 0)"]);
    expect(lines(row, ".hb-combo label:has(input[name^='comboOpp'])")).toEqual(["Widow (at 10)", "Hound (at 10)"]);
    expect(row.querySelector(".hb-combo")!.textContent).not.toContain("Each group agrees");
    expect(options(row, "specialTarget")).toEqual(["m=Widow", "h=Hound"]);
    expect(buttons(row)).toEqual(["combo", "declareVictory", "decline"]);
    expect(missing()).toEqual([]);
  });

  it("the group's ruling: a player types their own characters' amounts, and the opponents' only if they play them all", async () => {
    const s = specialPhase(cast(), { a: [3, 3, 3], b: [1, 1], m: [4, 1], h: [2, 2] });
    const row = await rowOf(s, "a", ["a"]);
    expect(lines(row, ".hb-combo label:has(input[name^='comboDown'])")).toEqual(["Wren, you (at 0)"]);
    expect(lines(row, ".hb-combo-group span.hb-muted")).toEqual(["Oskar (at 0)"]);
    expect(row.querySelector("input[name^='comboOpp']")).toBeNull();
    expect(text(row.querySelector(".hb-combo p.hb-hint:not(:first-of-type)"))).toContain("Each group agrees how it moves");
    // Playing both allies but one opponent only: the opponents' shares are the GM's to enter.
    const oneOpponent = await rowOf(s, "a", ["a", "b", "m"]);
    expect(oneOpponent.querySelectorAll("input[name^='comboDown']")).toHaveLength(2);
    expect(oneOpponent.querySelector("input[name^='comboOpp']")).toBeNull();
    expect(oneOpponent.querySelector(".hb-combo")!.textContent).toContain("Each group agrees");
    // Playing every opponent but not Oskar: the opponents' shares are typed, Oskar's is the GM's to enter.
    const notOskar = await rowOf(s, "a", ["a", "m", "h"]);
    expect(notOskar.querySelectorAll("input[name^='comboOpp']")).toHaveLength(2);
    expect(lines(notOskar, ".hb-combo-group span.hb-muted")).toEqual(["Oskar (at 0)"]);
    expect(notOskar.querySelector(".hb-combo")!.textContent).toContain("Each group agrees");
    // Playing the opponents too, and every ally: the player types them all and nobody else decides.
    const all = await rowOf(s, "a", ["a", "b", "m", "h"]);
    expect(all.querySelectorAll("input[name^='comboOpp']")).toHaveLength(2);
    expect(all.querySelector(".hb-combo")!.textContent).not.toContain("Each group agrees");
    // The chooser types for allies and opponents alike with the ruling "attacker"; so does the GM.
    const attacker = specialPhase(cast(), { a: [3, 3, 3], b: [1, 1], m: [4, 1], h: [2, 2] }, { groupSplit: "attacker" });
    const mine = await rowOf(attacker, "a", ["a"]);
    expect(mine.querySelectorAll("input[name^='comboDown']")).toHaveLength(2);
    expect(mine.querySelectorAll("input[name^='comboOpp']")).toHaveLength(2);
    expect(mine.querySelector(".hb-combo")!.textContent).not.toContain("Each group agrees");
    const gm = await rowOf(s, "a", "gm");
    expect(gm.querySelectorAll("input[name^='comboDown']")).toHaveLength(2);
    expect(gm.querySelectorAll("input[name^='comboOpp']")).toHaveLength(2);
  });

  it("an opponent taken out is no target, and one who is out does not move with the allies", async () => {
    const s0 = specialPhase(cast(), { a: [3, 3, 3], b: [1, 1], m: [4, 1], h: [2, 2] });
    const s = { ...s0, participants: s0.participants.map((p) => (p.id === "h" || p.id === "b" ? { ...p, removed: { round: 1, reason: "gm" as const, by: null } } : p)) };
    const row = await rowOf(s, "a", "gm");
    expect(lines(row, ".hb-combo label:has(input[name^='comboDown'])")).toEqual(["Wren, you (at 0)"]);
    expect(lines(row, ".hb-combo label:has(input[name^='comboOpp'])")).toEqual(["Widow (at 10)"]);
    expect(options(row, "specialTarget")).toEqual(["m=Widow"]);
  });

  it("a tie the GM resolves (table ruling): no chooser's row offers it until the GM names one; any other ruling, each", async () => {
    const tie = (specialTies: "gm" | "any") => {
      const s = specialPhase(cast(), { a: [3, 3, 3], b: [1, 1], m: [4, 1], h: [2, 2] }, { specialTies });
      return { ...s, chooser: ["a", "b"] };
    };
    expect((await rowOf(tie("gm"), "a", "gm")).querySelector(".hb-special")).toBeNull();
    expect((await rowOf(tie("gm"), "b", "gm")).querySelector(".hb-special")).toBeNull();
    expect(buttons(await rowOf(tie("any"), "b", "gm"))).toEqual(["combo", "declareVictory", "decline"]);
    const named = { ...tie("gm"), chooser: ["b"] };
    expect(buttons(await rowOf(named, "b", "gm"))).toEqual(["combo", "declareVictory", "decline"]);
  });

  it("nobody else's row offers the special action", async () => {
    const s = specialPhase(cast(), { a: [3, 3, 3], b: [1, 1], m: [4, 1], h: [2, 2] });
    expect((await rowOf(s, "b", "gm")).querySelector(".hb-special")).toBeNull();
  });
});

describe("a Monstrosity's Perform Combo", () => {
  it("the first opponent from a select, then those with fewer than half its temporary Blessings ticked", async () => {
    const s = specialPhase([...cast(), ally("c", { name: "Mina" })], { a: [1], b: [3, 3], c: [2], m: [5, 5, 5, 5, 5], h: [2, 2] });
    const row = await rowOf(s, "m", "gm");
    expect(options(row, "comboFirst")).toEqual(["a=Wren", "b=Oskar", "c=Mina"]);
    expect(text(row.querySelector(".hb-combo-more .hb-hint"))).toBe(
      "Additional opponents must hold fewer temporary Blessings than half your 5, rounded down.",
    );
    const more = [...row.querySelectorAll<HTMLInputElement>("input[name='comboMore']")];
    expect(more.map((i) => [i.value, i.disabled, text(i.parentElement)])).toEqual([
      ["a", false, "Wren (1 temporary Blessings)"],
      ["b", true, "Oskar (2 temporary Blessings: too many)"],
      ["c", false, "Mina (1 temporary Blessings)"],
    ]);
    expect(buttons(row)).toEqual(["combo", "declareVictory", "decline"]);
  });

  it("against a lone opponent, no one else to add", async () => {
    const s = specialPhase([ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Widow" })], { a: [1], m: [5, 5] });
    const row = await rowOf(s, "m", "gm");
    expect(options(row, "comboFirst")).toEqual(["a=Wren"]);
    expect(row.querySelector(".hb-combo-more")).toBeNull();
  });
});

describe("Rush: a Monstrosity's own special actions", () => {
  it("Plot Victory and Declare Victory over them all, in place of the book's", async () => {
    const fx = rushFixture("gm");
    const row = await rowOf(fx.state, fx.state.chooser[0]!, "gm");
    expect(buttons(row)).toEqual(["plotVictory", "declareVictoryAll", "decline"]);
  });
});

describe("Overcome (racing)", () => {
  it("is offered to the racer who chooses, with no Combo against allies", async () => {
    let s = run(setup({ kind: "racing", participants: [racer("r", { name: "Ivo" }), racer("q", { name: "Lena" })] }), [
      choose("r", "Hand"), choose("q", "Hand"),
    ], seededRng(3)).state;
    while (s.phase === "turns") s = run(s, [pass(s.turn.current!)]).state;
    const row = await rowOf(s, s.chooser[0]!, "gm");
    expect(buttons(row)).toContain("overcome");
  });
});

describe("Kinetic (v0.0.18)", () => {
  it("offers the allies who rolled lower, each with the roll, once everyone has rolled", async () => {
    const kinetic = { specializations: ["Kinetic" as const] };
    let s = setup({
      kind: "monstrous",
      edition: "v0.0.18",
      participants: [ally("a", { name: "Wren", ...kinetic }), ally("b", { name: "Oskar" }), ally("c", { name: "Mina" }), monster("m", "10 (3)", { name: "Widow" })],
    });
    const roll = (by: string, stat: string, total: number) =>
      ({ type: "rollPosition" as const, by, stat, roll: total, blessings: Array<number>(Math.floor(total / 2)).fill(1) });
    const before = run(s, [roll("a", "Hand", 9), roll("b", "Head", 4), roll("c", "Head", 12)]).state;
    expect((await rowOf(before, "a", "gm")).querySelector(".hb-kinetic")).toBeNull();
    s = run(before, [roll("m", "Head", 7)]).state;
    const row = await rowOf(s, "a", "gm");
    expect(options(row, "kineticAlly")).toEqual(["b=Oskar (4)"]);
    expect((await rowOf(s, "b", "gm")).querySelector(".hb-kinetic")).toBeNull();
  });
});
