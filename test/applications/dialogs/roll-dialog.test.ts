// The roll dialog application under the fake Foundry: live odds on change (focus kept), Cancel changes nothing,
// rolling posts the Check with the choices made, and the entry points (sheet, actor, api) open or skip it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { RollDialog } from "../../../src/applications/dialogs/roll-dialog";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0)); };
const faces = (list: number[], n: number) => { const q = list.map((f) => 1 - (f - 0.5) / n); g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5; };
const odds = (d: RollDialog) => [...d.element!.querySelectorAll<HTMLElement>(".hb-odds-legend li")].map((li) => Number(li.dataset.p));
const field = <T extends HTMLElement>(d: RollDialog, name: string) => d.element!.querySelector<T>(`[name="${name}"]`)!;
async function change(d: RollDialog, name: string, value: string | boolean) {
  const el = field<HTMLInputElement>(d, name);
  if (typeof value === "boolean") el.checked = value;
  else el.value = value;
  el.focus();
  el.dispatchEvent(new Event("change", { bubbles: true }));
  await settle();
}

let actor: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [5, 3, 3], lifestyle: "crafty" },
    items: [{ type: "aptitude", name: "Tinkering" }],
  });
});

describe("the roll dialog", () => {
  it("renders the clicked Stat's choices, and every change re-reads the odds without losing the focus", async () => {
    const dialog = new RollDialog(actor, "head");
    await dialog.render({ force: true });
    expect(dialog.title).toBe("Roll Head");
    expect(document.activeElement?.getAttribute("name")).toBe("stat");
    expect([...field<HTMLSelectElement>(dialog, "stat").options].map((o) => o.value)).toEqual(["head", "hand", "history"]);
    const normal = odds(dialog);
    expect(normal.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    await change(dialog, "difficulty", "hard");
    expect(odds(dialog)[0]).toBeGreaterThan(normal[0]!);
    expect(document.activeElement?.getAttribute("name")).toBe("difficulty");
    await change(dialog, "partner", "hand");
    expect(dialog.element!.textContent).toContain("Sparking spends the Blessings 3 + 3 (⊜⊜).");
    await change(dialog, "offered", "6 and 9");
    expect(field<HTMLInputElement>(dialog, "offered").value).toBe("6");
    // A number is read whole (12 is no Blessing's worth, not a 1 and a 2); at most eight Blessings are kept.
    await change(dialog, "offered", "12, 4 4 4 4 4 4 4 4 4");
    expect(field<HTMLInputElement>(dialog, "offered").value).toBe("4, 4, 4, 4, 4, 4, 4, 4");
  });

  it("Cancel closes it and changes nothing", async () => {
    const dialog = new RollDialog(actor, "head");
    await dialog.render({ force: true });
    await change(dialog, "partner", "hand");
    dialog.element!.querySelector<HTMLButtonElement>('[data-action="close"]')!.click();
    await settle();
    expect(dialog.element).toBeNull();
    expect([g.game.messages.size, actor.system.blessings]).toEqual([0, [5, 3, 3]]);
  });

  it("Roll posts the Check chosen: Stat, difficulty, Aptitude, Spark paid, Help offered", async () => {
    const dialog = new RollDialog(actor, "head");
    await dialog.render({ force: true });
    await change(dialog, "stat", "hand");
    await change(dialog, "difficulty", "hard");
    await change(dialog, "aptitude", "Tinkering");
    await change(dialog, "partner", "head");
    await change(dialog, "offered", "4");
    faces([5, 6, 3], 6);
    dialog.element!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // The Spark's ⊜⊜ is paid by the GM's client first (through the relay's queue), then the card is posted.
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 10_000 });
    await settle();
    const message = g.game.messages.contents[0];
    expect(message.system).toMatchObject({ stat: "hand", partner: "head", difficulty: "hard", aptitude: "Tinkering", offered: [4], canBump: true });
    expect(message.rolls.map((r: any) => r.throws)).toEqual([[[5, 6]], [[3]]]);
    expect(actor.system.blessings).toEqual([5]);
    expect(dialog.element).toBeNull();
  });

  it("shows Uncool, Ache, Surprised and Taxed with their effect, and rolls as they say", async () => {
    for (const id of ["uncool", "ache", "taxed"]) await actor.toggleStatusEffect(id);
    const dialog = new RollDialog(actor, "head");
    await dialog.render({ force: true });
    const shown = () => [...dialog.element!.querySelectorAll(".hb-roll-conditions li")].map((li) => li.textContent!.trim());
    expect(shown()).toEqual(["Uncool: −1 to each roll.", "Ache: these dice cannot bump.", "Taxed: you cannot Spark."]);
    expect(field<HTMLSelectElement>(dialog, "partner").disabled).toBe(true);
    await change(dialog, "alone", true);
    expect(shown()[0]).toBe("Uncool: no effect while you are alone.");
    faces([1, 6], 6);
    dialog.element!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle();
    const message = g.game.messages.contents[0];
    // Ache: the 1 stays a 1; alone: no Uncool modifier.
    expect([message.rolls[0].throws, message.system.canBump, message.system.conditions]).toEqual([[[1]], false, []]);
    expect((await message.renderHTML()).innerHTML).toContain("Ache: these dice could not bump.");
  });
});

describe("an Attack's Defender and Protective in the dialog", () => {
  it("the target is the Defender; a character the user plays with Protective ready may take their place before the roll", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const widow = await Actor.create({ type: "character", name: "Widow", system: { stats: { hurt: 6, hurry: 4 } } });
    const ash = await Actor.create({ type: "character", name: "Ash", system: { stats: { hurry: 8 } }, items: [{ type: "specialization", name: "Protective", system: { recharge: "③" } }] });
    await actor.update({ system: { stats: { hurt: 6 } } });
    // Core's UserTargets: the user's targeted tokens, each with its actor.
    g.game.user.targets = new Set([{ actor: widow }]);
    try {
      const dialog = new RollDialog(actor, "hurt");
      await dialog.render({ force: true });
      expect(dialog.element!.querySelector('[name="protector"]')).toBeNull(); // not an Attack yet
      await change(dialog, "attack", "violent");
      expect([...field<HTMLSelectElement>(dialog, "protector").options].map((o) => o.textContent)).toEqual(["Nobody", "Ash"]);
      await change(dialog, "protector", ash.uuid);
      faces([5], 6);
      dialog.element!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 10_000 });
      expect(g.game.messages.contents[0].system).toMatchObject({ attack: "violent", defender: "Ash", defenderUuid: ash.uuid, protectedFrom: "Widow" });
      expect(ash.items.contents[0].system.spent).toBe(true);
    } finally {
      delete g.game.user.targets;
    }
  });
});

describe("entry points", () => {
  it("HumanityActor#rollCheck and game.system.api.rollCheck post a Check; { dialog: true } opens the dialog", async () => {
    faces([4], 6);
    const message = await actor.rollCheck("head", { difficulty: "easy" });
    expect(message.system).toMatchObject({ stat: "head", difficulty: "easy" });
    expect((await message.renderHTML()).innerHTML).toContain("Minor Success"); // Easy rounds 4 up to 5
    faces([6], 4);
    await g.game.system.api.rollCheck(actor, "heart");
    expect(g.game.messages.size).toBe(2);
    expect(await g.game.system.api.rollCheck(actor, "hand", { dialog: true })).toBeNull();
    expect(document.querySelector("form.hb-roll")).not.toBeNull();
    expect(ui.messages).toEqual([]);
  });

  it("a refused request warns with the rule and posts nothing", async () => {
    expect(await actor.rollCheck("hunch")).toBeNull(); // not the world's optional Stat
    expect(await actor.rollCheck("head", { partner: "heart" })).toBeNull();
    expect(ui.messages.map((m) => m.message)).toEqual(['There is no Stat "Hunch".', "Only two balanced Stats (same die size) can Spark."]);
    expect(actor.system.blessings).toEqual([5, 3, 3]);
    expect(g.game.messages.size).toBe(0);
  });
});
