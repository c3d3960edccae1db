// Hidden Stat Dice on a character's sheet, rendered for real under the fake Foundry: the GM's toggle reads as its
// state and is pressed while on; the GM's Stat Dice then wear a d20 badge. The owning player sees neither.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { MonstrositySheet } from "../../../src/applications/sheets/monstrosity-sheet";
import { freshSheetPage, loadSheetActions } from "./sheet-page";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
let actor: any;

beforeAll(loadSheetActions);

beforeEach(async () => {
  freshSheetPage();
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 8, heart: 4, home: 2, hurt: 10, hurry: 4 }, highest: "hurt" },
  });
});

const open = async (document: any = actor, Sheet: any = CharacterSheet) => {
  const sheet = new Sheet({ document } as never);
  await sheet.render({ force: true });
  return sheet.element as HTMLElement;
};
const toggle = (root: HTMLElement) => root.querySelector<HTMLButtonElement>("[data-action='toggleD20s']");
const badges = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("[data-action='rollStat']")]
  .map((die) => `${die.dataset.stat}:${die.querySelector(".hb-d20")?.textContent ?? "-"}`);

describe("the GM's hidden-dice toggle on a character's sheet", () => {
  it("reads 'Hidden dice: off', unpressed, with no badge; one press turns it on, pressed, every Stat Die badged d20", async () => {
    let root = await open();
    expect(toggle(root)!.textContent!.trim()).toBe("Hidden dice: off");
    expect(toggle(root)!.getAttribute("aria-pressed")).toBe("false");
    expect(badges(root)).toEqual(["hurt:-", "hand:-", "head:-", "heart:-", "hurry:-", "history:-", "home:-"]);

    toggle(root)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await settle();
    expect(actor.system.rollD20s).toBe(true);
    root = await open();
    expect(toggle(root)!.textContent!.trim()).toBe("Hidden dice: on");
    expect(toggle(root)!.getAttribute("aria-pressed")).toBe("true");
    expect(badges(root)).toEqual(["hurt:d20", "hand:d20", "head:d20", "heart:d20", "hurry:d20", "history:d20", "home:d20"]);
    expect(root.querySelector("[data-stat='hand'][data-action='rollStat']")!.getAttribute("aria-label"))
      .toBe("Roll Hand (d8), thrown as a d20 (hidden dice)");
  });

  it("the owning player sees no toggle and no badge, even with hidden dice on", async () => {
    await actor.update({ system: { rollD20s: true } });
    g.game.user = g.game.users.get("player");
    const root = await open();
    expect(toggle(root)).toBeNull();
    expect(badges(root)).toEqual(["hurt:-", "hand:-", "head:-", "heart:-", "hurry:-", "history:-", "home:-"]);
    expect(root.querySelector("[data-stat='hand'][data-action='rollStat']")!.getAttribute("aria-label")).toBe("Roll Hand (d8)");
  });
});

describe("the same toggle on a Monstrosity's sheet", () => {
  it("reads 'Hidden dice: on', pressed, and badges the GM's Stat Dice", async () => {
    const king = await g.CONFIG.Actor.documentClass.create({
      type: "monstrosity", name: "The Hollow King",
      system: { stats: { head: 6, hand: 8, heart: 4, home: 2, hurt: 10, hurry: 4, history: 6 }, rollD20s: true },
    });
    const root = await open(king, MonstrositySheet);
    expect(toggle(root)!.textContent!.trim()).toBe("Hidden dice: on");
    expect(toggle(root)!.getAttribute("aria-pressed")).toBe("true");
    expect(badges(root)).toEqual(["head:d20", "hand:d20", "heart:d20", "home:d20", "hurt:d20", "hurry:d20", "history:d20"]);
  });
});
