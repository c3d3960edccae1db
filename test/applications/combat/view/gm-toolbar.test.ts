// The GM's toolbar above the rows, as drawn with real Handlebars from engine states: Undo naming what it takes back,
// End turn, a special-action tie to resolve, the track tools' lists and the Delayed Attacks waiting for their trigger.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { Command, EndeavorState } from "../../../../src/rules/endeavor";
import { act, ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? null;

/** The toolbar as the GM reads it (a player's tracker draws none). */
async function toolbar(state: EndeavorState, log: { length: number; last?: Command | null } = { length: 0 }, isGM = true) {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: isGM }));
  const ctx = prepareEndeavorTracker({
    state, combatants, viewer: { isGM }, logLength: log.length, lastCommand: log.last, edition: state.edition,
  });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html }).querySelector(".hb-endeavor-gm");
  const button = (action: string) => el?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`) ?? null;
  const options = (name: string) =>
    [...(el?.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`) ?? [])].map((o) => `${o.value}=${text(o)}`);
  return { el, button, options };
}

/** A Delayed Attack's line in the list, without its override's select and button. */
const entryText = (li: Element) => text(li)!.split(" Difficulty")[0];

/** Wren (a) and Oskar (b) against the Widow (m), Action Dice chosen: Wren acts first. */
const turns = () =>
  run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "10 (3)", { name: "Widow" })] }), [
    choose("a", "Head", [3, 3]), choose("b", "Hand", [1, 1]), choose("m", "Head", [4, 1]),
  ]);

describe("the GM's toolbar", () => {
  it("Undo names whose action it takes back, or the GM's override, or nothing; End turn only while a turn is on", async () => {
    const { state, log } = turns();
    const undo = async (last: Command | null | undefined, length: number) => {
      const t = await toolbar(state, { length, last });
      // happy-dom leaves Handlebars' escaped apostrophe (&#x27;) in an attribute; a browser reads it as "'".
      return [t.button("hbUndo")!.disabled, t.button("hbUndo")!.getAttribute("data-tooltip-text")!.replace(/&#x27;/g, "'")];
    };
    expect(await undo(log.at(-1), log.length)).toEqual([false, "Undo Widow's last action"]);
    expect(await undo({ type: "gm", gm: { op: "endTurn" } }, 4)).toEqual([false, "Undo the GM's last override"]);
    expect(await undo({ type: "triggerDelayed", id: "d1" }, 4)).toEqual([false, "Undo the GM's last override"]);
    expect(await undo({ type: "act", by: "a", action: { kind: "pass" } }, 4)).toEqual([false, "Undo Wren's last action"]);
    expect(await undo(null, 0)).toEqual([true, "Nothing to undo"]);
    expect(await undo(undefined, 0)).toEqual([true, "Nothing to undo"]);
    expect((await toolbar(state)).button("hbEndTurn")!.disabled).toBe(false);
    const choosing = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    expect((await toolbar(choosing)).button("hbEndTurn")!.disabled).toBe(true);
    expect((await toolbar(state, { length: 0 }, false)).el).toBeNull();
    expect(missing()).toEqual([]);
  });

  it("offers a special-action tie to the GM only when the table ruling says the GM resolves it", async () => {
    const tied = (specialTies: string, chooser: string[], phase = "special"): EndeavorState => {
      const s = structuredClone(turns().state);
      return { ...s, phase: phase as never, chooser, options: { ...s.options, specialTies: specialTies as never } };
    };
    expect((await toolbar(tied("gm", ["a", "b"]))).options("gmChooser")).toEqual(["a=Wren", "b=Oskar"]);
    expect((await toolbar(tied("gm", ["a"]))).options("gmChooser")).toEqual([]);
    expect((await toolbar(tied("any", ["a", "b"]))).options("gmChooser")).toEqual([]);
    expect((await toolbar(tied("gm", ["a", "b"], "turns"))).options("gmChooser")).toEqual([]);
  });

  it("lists every participant and the kind's own button kinds for the track tools", async () => {
    const t = await toolbar(turns().state);
    expect(t.options("gmWho")).toEqual(["a=Wren", "b=Oskar", "m=Widow"]);
    expect(t.options("buttonOwner")).toEqual(["=global", "a=Wren", "b=Oskar", "m=Widow"]);
    expect(t.options("buttonKind")).toEqual(["wound=Wound", "scheme=Scheme", "recovery=Recovery", "defeat=Defeat", "zeal=Zeal"]);
    const race = setup({ kind: "racing", participants: [racer("r", { name: "Ivo" }), racer("s", { name: "Lena" })] });
    expect((await toolbar(race)).options("buttonKind")).not.toContain("scheme=Scheme");
  });

  it("lists the Delayed Attacks waiting, each with the difficulty it was set with and the GM's choices", async () => {
    const { state } = turns();
    const set = run(state, [
      act("a", { kind: "delayedAttack", violent: false, targets: ["m"], stat: "Heart", trigger: "a rumour at the market" }),
    ]).state;
    const t = await toolbar(set);
    expect(text(t.el?.querySelector(".hb-gm-more summary"))).toBe("Track: move, add a button, remove 1 Delayed");
    expect([...t.el!.querySelectorAll(".hb-delayed-list li")].map(entryText)).toEqual([
      "Wren → Widow (Heart, Normal): a rumour at the market",
    ]);
    const id = set.delayed![0]!.id;
    expect(t.options(`delayedOverride.${id}`)).toEqual(["=as set", "easy=Easy", "normal=Normal", "hard=Hard"]);
    const entry = async (x: Partial<NonNullable<EndeavorState["delayed"]>[number]>) => {
      const s = { ...set, delayed: [{ ...set.delayed![0]!, ...x }] };
      return entryText((await toolbar(s)).el!.querySelector(".hb-delayed-list li")!);
    };
    expect(await entry({ difficulty: "hard", extraRanks: 1, targets: ["m", "b"] })).toBe("Wren → Widow, Oskar (Heart, Hard, 3 rolls): a rumour at the market");
    expect(await entry({ difficulty: "hard" })).toBe("Wren → Widow (Heart, Hard): a rumour at the market");
    expect(await entry({ difficulty: "easy", attackDie: 6 })).toBe("Wren → Widow (Heart, the dice compared): a rumour at the market");
    expect(await entry({ by: "gone" })).toBe("gone → Widow (Heart, Normal): a rumour at the market");
    expect(text((await toolbar(state)).el?.querySelector(".hb-gm-more summary"))).toBe("Track: move, add a button, remove");
    expect((await toolbar(state)).el!.querySelector(".hb-delayed-list")).toBeNull();
    // A state saved before Delayed Attacks existed has none waiting.
    const old = { ...state };
    delete old.delayed;
    expect(text((await toolbar(old)).el?.querySelector(".hb-gm-more summary"))).toBe("Track: move, add a button, remove");
    expect(missing()).toEqual([]);
  });
});
