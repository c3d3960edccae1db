// The round's start in the row of a participant the viewer plays, drawn with real Handlebars from engine states
// (pure): the Action Die's choice with each Stat's X (why one cannot be chosen), Skip round, and v0.0.18's position
// roll with its Spark.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, pass, racer, run, seededRng, setup, STATS } from "../../../rules/endeavor/helpers";
import { special } from "../../../builders/endeavor";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

/** `id`'s row as its owner reads it: the prompt, the buttons (disabled marked ✗), the Spark's pairs and payments. */
async function choosing(state: EndeavorState, id: string) {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: p.id === id }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: false }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const row = Object.assign(document.createElement("div"), { innerHTML: html }).querySelector(`li[data-combatant-id="${id}"]`)!;
  const spark = row.querySelector<HTMLDetailsElement>("details.hb-position-spark-details");
  return {
    prompt: text(row.querySelector(".hb-choose-prompt")),
    buttons: [...row.querySelectorAll<HTMLButtonElement>(".hb-row-controls button")].map((b) => `${text(b)}${b.disabled ? " ✗" : ""}`),
    spark: spark && {
      open: spark.hasAttribute("open"),
      pairs: [...spark.querySelectorAll('select[name="positionSpark"] option')].map((o) => `${o.getAttribute("value")}=${text(o)}`),
      pay: [...spark.querySelectorAll('select[name="positionSparkPay"] option')].map((o) => `${o.getAttribute("value")}=${text(o)}`),
    },
  };
}

describe("choosing the Action Die (v0.0.21.10)", () => {
  const start = () => setup({ kind: "monstrous", participants: [ally("a", { name: "Wren", stats: STATS({ Head: 6, Hurt: 8 }) }), monster("m")] });

  it("each Stat with its die and X, none spent: no Skip round", async () => {
    const c = await choosing(start(), "a");
    expect(c.prompt).toBe("Choose your Action Die");
    expect(c.buttons).toEqual(["Head d6 · X 2", "Hand d4 · X 1", "Heart d4 · X 1", "Home d4 · X 1", "Hurt d8 · X 2", "Hurry d4 · X 1", "History d4 · X 1"]);
    expect(c.spark).toBeNull();
    expect(missing()).toEqual([]);
  });

  it("the next round: the Stat spent cannot be chosen, saying why, and Skip round regains it", async () => {
    let s = run(start(), [choose("a", "Head"), choose("m", "Head")], seededRng(2)).state;
    while (s.phase === "turns") s = run(s, [pass(s.turn.current!)]).state;
    s = run(s, [special(s.chooser[0]!, null)]).state;
    expect(s.phase).toBe("choosing");
    const c = await choosing(s, "a");
    expect(c.buttons).toEqual([
      "Head · spent — skip a round to regain it ✗", "Hand d4 · X 1", "Heart d4 · X 1", "Home d4 · X 1", "Hurt d8 · X 2",
      "Hurry d4 · X 1", "History d4 · X 1", "Skip round (regain spent Stats)",
    ]);
  });

  it("a racer in a Terrain area may choose only the area's Stats; a spent one says it is spent", async () => {
    const s0 = setup({ kind: "racing", participants: [racer("r", { name: "Ivo" }), racer("q")] });
    const area = { id: "t1", kind: "terrain", position: 0, owner: "r", area: ["Hand", "Hurry"] } as EndeavorState["buttons"][number];
    const s = { ...s0, buttons: [area], participants: s0.participants.map((p) => (p.id === "r" ? { ...p, spent: ["Hurry"] } : p)) };
    const c = await choosing(s, "r");
    expect(c.buttons).toEqual([
      "Head · not in this area ✗", "Hand d8 · X 2", "Heart · not in this area ✗", "Home · not in this area ✗",
      "Hurt · not in this area ✗", "Hurry · spent — skip a round to regain it ✗", "History · not in this area ✗",
      "Skip round (regain spent Stats)",
    ]);
    // Another racer's Terrain is no area of Ivo's.
    const c2 = await choosing({ ...s, buttons: [{ ...area, owner: "q" }] }, "r");
    expect(c2.buttons[0]).toBe("Head d4 · X 1");
  });
});

describe("the position roll (v0.0.18)", () => {
  const start = (over: Parameters<typeof ally>[1] = {}) =>
    setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { name: "Wren", stats: STATS({ Head: 6, Hand: 6, Hurt: 8 }), ...over }), monster("m")] });

  it("any Stat with its die and no X, no Skip round; the Spark's balanced pairs, the Stat rolled first", async () => {
    const s = start();
    const withBlessings = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, temporary: [2, 2, 5], blessings: [2, 3, 3] } : p)) };
    const c = await choosing(withBlessings, "a");
    expect(c.prompt).toBe("Position roll: choose a Stat");
    expect(c.buttons).toEqual(["Head d6", "Hand d6", "Heart d4", "Home d4", "Hurt d8", "Hurry d4", "History d4"]);
    expect(c.spark!.pairs).toEqual([
      "Head|Hand=Head with Hand (2d6)", "Hand|Head=Hand with Head (2d6)",
      "Heart|Home=Heart with Home (2d4)", "Heart|Hurry=Heart with Hurry (2d4)", "Heart|History=Heart with History (2d4)",
      "Home|Heart=Home with Heart (2d4)", "Home|Hurry=Home with Hurry (2d4)", "Home|History=Home with History (2d4)",
      "Hurry|Heart=Hurry with Heart (2d4)", "Hurry|Home=Hurry with Home (2d4)", "Hurry|History=Hurry with History (2d4)",
      "History|Heart=History with Heart (2d4)", "History|Home=History with Home (2d4)", "History|Hurry=History with Hurry (2d4)",
    ]);
    expect(c.spark!.open).toBe(true);
    expect(c.spark!.pay).toEqual(["t:2,2=temporary 2, 2", "t:2|p:2=temporary 2 + permanent 2", "p:3,3=permanent 3, 3"]);
  });

  it("with no pair of Blessings to pay: the Spark folded, saying so", async () => {
    const c = await choosing(start(), "a");
    expect(c.spark!.open).toBe(false);
    expect(c.spark!.pay).toEqual(["=no Blessings to pay with"]);
  });

  it("no balanced pair (a participant with two Stats of different dice): no Spark", async () => {
    const c = await choosing(start({ stats: { Head: 6, Hurt: 8 } }), "a");
    expect(c.buttons).toEqual(["Head d6", "Hurt d8"]);
    expect(c.spark).toBeNull();
  });
});
