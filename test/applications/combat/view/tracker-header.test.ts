// The tracker's bar as a player or the GM reads it: the round and phase, whose turn and who is next, a pending Attack,
// who chooses the special action, the finish line, and the combatants outside the Endeavor; drawn with real Handlebars.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker, type TrackerCombatant } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { formsFixture } from "../../../harness/fixtures/endeavor";
import { ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

const combatantsOf = (s: EndeavorState, owned: readonly string[] = []): TrackerCombatant[] =>
  s.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: owned.includes(p.id) }));

async function bar(state: EndeavorState, combatants: readonly TrackerCombatant[], isGM: boolean) {
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  return {
    phase: text(el.querySelector(".hb-endeavor-phase")),
    turn: text(el.querySelector(".hb-endeavor-turn")),
    pending: text(el.querySelector(".hb-endeavor-pending")),
    chooser: text(el.querySelector(".hb-endeavor-chooser")),
    outsiders: text(el.querySelector(".hb-outsiders")),
    rows: [...el.querySelectorAll<HTMLElement>("li[data-combatant-id]")].map((li) => li.dataset.combatantId),
  };
}

/** Five allies and a Monstrosity, every Action Die chosen. */
const five = () => {
  const names = ["Wren", "Oskar", "Mina", "Tobias", "Ada"];
  const s = setup({ kind: "monstrous", participants: [...names.map((name, i) => ally(`a${i}`, { name })), monster("m", "10 (3)", { name: "Widow" })] });
  return run(s, [
    choose("a0", "Head", [6, 6, 6]), choose("a1", "Head", [5, 5]), choose("a2", "Hand", [4, 4]), choose("a3", "Hand", [3, 3]),
    choose("a4", "Hand", [2, 2]), choose("m", "Hurt", [1, 1]),
  ]).state;
};

describe("the tracker's bar", () => {
  it("says the round and phase, whose turn it is and the next three in order, and no outsiders when there are none", async () => {
    const s = five();
    const b = await bar(s, combatantsOf(s), false);
    expect(b.phase).toBe("Monstrous Endeavor Round 1 — turns");
    expect(s.turn.current).toBe("a1");
    expect(b.turn).toBe("Oskar's turn. Then: Mina, Tobias, Ada");
    expect(b.pending).toBeNull();
    expect(b.chooser).toBeNull();
    expect(b.outsiders).toBeNull();
    expect(missing()).toEqual([]);
  });

  it("names the combatants outside the Endeavor; a player does not see the hidden ones, nor a hidden participant", async () => {
    const s = five();
    const combatants = [
      ...combatantsOf(s).map((c) => (c.id === "a3" ? { ...c, hidden: true } : c)),
      { id: "x1", name: "Late Lamplighter", img: "", hidden: false, isOwner: false },
      { id: "x2", name: "Hidden Watcher", img: "", hidden: true, isOwner: false },
    ];
    const player = await bar(s, combatants, false);
    expect(player.outsiders).toBe("Not in this Endeavor (added after it began): Late Lamplighter");
    expect(player.turn).toBe("Oskar's turn. Then: Mina, Ada, Widow");
    expect(player.rows).toEqual(["a0", "a1", "a2", "a4", "m"]);
    const gm = await bar(s, combatants, true);
    expect(gm.outsiders).toBe("Not in this Endeavor (added after it began): Late Lamplighter, Hidden Watcher");
    expect(gm.rows).toEqual(["a0", "a1", "a2", "a3", "a4", "m"]);
  });

  it("says who must resolve a pending Attack first", async () => {
    const fx = formsFixture("pending-zeal");
    const b = await bar(fx.state, fx.combatants, false);
    expect(b.pending).toBe("Wren Alder must resolve the pending Zeal Attack first.");
  });

  it("names who chooses the special action", async () => {
    const fx = formsFixture("combo");
    const b = await bar(fx.state, fx.combatants, true);
    expect(b.chooser).toBe("Special action chosen by: Wren Alder");
    const tied = await bar({ ...fx.state, chooser: ["a0", "a1"] }, fx.combatants, true);
    expect(tied.chooser).toBe("Special action chosen by: Wren Alder, Oskar Vale");
  });

  it("shows a race's finish line, and none for a Monstrous Endeavor", async () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { name: "Rosa" }), racer("r2", { name: "Ivo" })], options: { finishLine: 25 } }), []).state;
    const b = await bar(s, combatantsOf(s), false);
    expect(b.phase).toBe("Racing Endeavor Round 1 — choosing Action Dice · Finish line at 25");
    expect(b.turn).toBeNull(); // nobody's turn while the Action Dice are chosen
  });
});

describe("who offers Help from which row", () => {
  it("the GM, from an ally no player owns while a player's character acts; never while the acting one is the GM's", async () => {
    const fx = formsFixture("acting");
    const offering = async (playerOwned: (id: string) => boolean) => {
      const combatants = fx.combatants.map((c) => ({ ...c, isOwner: true, playerOwned: playerOwned(c.id) }));
      const ctx = prepareEndeavorTracker({ state: fx.state, combatants, viewer: { isGM: true }, logLength: 0, edition: fx.state.edition });
      const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
      const el = Object.assign(document.createElement("div"), { innerHTML: html });
      return [...el.querySelectorAll<HTMLElement>("li[data-combatant-id]")]
        .filter((li) => li.querySelector('[data-action="hbOfferHelp"]'))
        .map((li) => li.dataset.combatantId);
    };
    expect(fx.state.turn.current).toBe("a0");
    expect(await offering((id) => id === "a0" || id === "a1")).toEqual(["a2", "a3"]);
    expect(await offering((id) => id === "a1")).toEqual([]);
  });
});

describe("a participant whose combatant was deleted", () => {
  it("still has its row for the GM while a player's character acts, and is asked nothing of its actor", async () => {
    const fx = formsFixture("acting");
    const state = { ...fx.state, participants: fx.state.participants.map((p) => (p.id === "a3" ? { ...p, specializations: [...p.specializations, "Analytical" as const] } : p)) };
    const combatants = fx.combatants.filter((c) => c.id !== "a3").map((c) => ({ ...c, playerOwned: c.id === "a0" }));
    const b = await bar(state, combatants, true);
    expect(b.rows).toEqual(["a0", "a1", "a2", "a3", "m0", "m1"]);
  });
});

describe("what a player's row offers from the actor", () => {
  it("Analytical Help while the actor's item has a use left this session, and not once used up", async () => {
    const fx = formsFixture("offer");
    const state = { ...fx.state, participants: fx.state.participants.map((p) => (p.id === "a2" ? { ...p, specializations: [...p.specializations, "Analytical" as const] } : p)) };
    const uses = async (usedUp: string[]) => {
      const combatants = fx.combatants.map((c) => (c.id === "a2" ? { ...c, usedUp } : c));
      const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: false }, logLength: 0, edition: state.edition });
      const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
      const el = Object.assign(document.createElement("div"), { innerHTML: html });
      return [...el.querySelectorAll<HTMLOptionElement>('li[data-combatant-id="a2"] select[name="offerUse"] option')].map((o) => o.value);
    };
    expect(await uses([])).toContain("analytical");
    expect(await uses(["Analytical"])).not.toContain("analytical");
  });

  it("a d20 roller whose combatant was deleted: its die size hidden from a player", async () => {
    const s0 = five();
    const s = { ...s0, participants: s0.participants.map((p) => (p.id === "m" ? { ...p, rollD20s: true } : p)) };
    const ctx = prepareEndeavorTracker({ state: s, combatants: combatantsOf(s).filter((c) => c.id !== "m"), viewer: { isGM: false }, logLength: 0, edition: s.edition });
    const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
    const el = Object.assign(document.createElement("div"), { innerHTML: html });
    expect(text(el.querySelector('li[data-combatant-id="m"] .hb-row-die'))).toBe("Action Die:Hurt");
  });
});
