// The roll dialog reads the roller as stored and the user's targets (roll-dialog.ts rollDialogActor, attackTarget),
// and its own form on each change and on Roll (readForm, the submit): each read as the player sees it, in the controls
// the dialog draws and on the card it posts.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { RollDialog } from "../../../src/applications/dialogs/roll-dialog";

const g = globalThis as any;
const Actor = () => g.CONFIG.Actor.documentClass;
const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
};
const field = <T extends HTMLElement>(d: RollDialog, name: string) => d.element!.querySelector<T>(`[name="${name}"]`);
/** A select's options as the player reads them (value=text), the disabled ones marked. */
const options = (d: RollDialog, name: string) =>
  [...field<HTMLSelectElement>(d, name)!.options].map((o) => `${o.value}=${o.textContent}${o.disabled ? " (off)" : ""}`);
const notes = (d: RollDialog) => [...d.element!.querySelectorAll(".hb-note")].map((p) => p.textContent!.trim());
async function change(d: RollDialog, name: string, value: string | boolean) {
  const el = field<HTMLInputElement>(d, name)!;
  if (typeof value === "boolean") el.checked = value;
  else el.value = value;
  el.dispatchEvent(new Event("change", { bubbles: true }));
  await settle();
}
async function open(actor: any, stat: string) {
  const dialog = new RollDialog(actor, stat);
  await dialog.render({ force: true });
  return dialog;
}
/** Presses Roll and waits for the card. */
async function roll(d: RollDialog) {
  const before = g.game.messages.size;
  d.element!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await vi.waitFor(() => expect(g.game.messages.size).toBe(before + 1));
  await settle();
  return g.game.messages.contents.at(-1).system;
}
const target = (...actors: any[]) => (g.game.user.targets = new Set(actors.map((actor) => ({ actor }))));

let wren: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.game.user.targets = new Set();
  wren = await Actor().create({
    type: "character",
    name: "Wren",
    system: { stats: { head: 6, hand: 6, heart: 4, hurt: 6 }, blessings: [5, 3, 3], lifestyle: "crafty" },
    items: [
      { type: "aptitude", name: "Tinkering" },
      { type: "thing", name: "Compass", system: { exceptional: true } },
      { type: "specialization", name: "Helpful" },
      { type: "thing", name: "Rope" },
      { type: "aptitude", name: "Sailing" },
    ],
  });
});

describe("the roller as stored", () => {
  it("lists the character's Aptitudes, and only their exceptional things", async () => {
    const dialog = await open(wren, "head");
    expect(options(dialog, "aptitude")).toEqual(["=No Aptitude applies", "Tinkering=Tinkering", "Sailing=Sailing"]);
    expect(options(dialog, "exceptional")).toEqual(["=None related enough", "Compass=Compass"]);
  });

  it("a Stat spent in an Endeavor is no Spark partner; unspent, it is", async () => {
    expect(options(await open(wren, "head"), "partner")).toEqual(["=No Spark", "hand=Hand", "hurt=Hurt"]);
    await wren.update({ "system.spent": ["hand"] });
    expect(options(await open(wren, "head"), "partner")).toEqual(["=No Spark", "hurt=Hurt"]);
  });

  it("Ache on a Stat the sheet records is applied without asking; Ache on none asks", async () => {
    await wren.toggleStatusEffect("ache");
    expect(field(await open(wren, "head"), "aching")).not.toBeNull();
    await wren.update({ "system.affected.ache": "head" });
    expect(field(await open(wren, "head"), "aching")).toBeNull();
  });

  it("Ascendant with three balanced Stats offers a third Stat to Spark; without it, none", async () => {
    await wren.update({ "system.stats": { head: 8, hand: 8, hurt: 8 }, "system.blessings": [3, 3, 5, 5] });
    expect(field(await open(wren, "head"), "third")).toBeNull();
    await wren.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Ascendant" }]);
    const dialog = await open(wren, "head");
    await change(dialog, "partner", "hand");
    expect(options(dialog, "third")).toEqual(["=No third Stat", "hurt=Hurt"]);
    await change(dialog, "third", "hurt");
    await change(dialog, "difficulty", "easy");
    expect(field<HTMLSelectElement>(dialog, "third")!.value).toBe("hurt");
  });

  it("a Spark with a Stat the Lifestyle Ignites has the odds of an Ignited Spark, not a plain one", async () => {
    const odds = async () => {
      const dialog = await open(wren, "head");
      await change(dialog, "partner", "hand");
      return [...dialog.element!.querySelectorAll<HTMLElement>(".hb-odds-legend li")].map((li) => li.textContent);
    };
    const crafty = await odds();
    await wren.update({ "system.lifestyle": "carefree" });
    expect(crafty).not.toEqual(await odds());
  });

  it("Hidden Stat Dice: the odds are the d20 Conversion table's, not the Stat Die's", async () => {
    const legend = async () =>
      [...(await open(wren, "head")).element!.querySelectorAll(".hb-odds-legend li")].map((li) => li.textContent);
    const plain = await legend();
    await wren.update({ "system.rollD20s": true });
    expect(await legend()).not.toEqual(plain);
  });

  it("a Monstrosity, which keeps no Lifestyle, spent Stats or session, opens its dialog and rolls", async () => {
    const grendel = await Actor().create({ type: "monstrosity", name: "Grendel", system: { stats: { hurt: 8 } } });
    const dialog = await open(grendel, "hurt");
    expect(options(dialog, "aptitude")).toEqual(["=No Aptitude applies"]);
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect(await roll(dialog)).toMatchObject({ stat: "hurt", difficulty: "normal" });
  });
});

describe("the Defender and who may Protect them", () => {
  let ash: any;
  let mina: any;
  let widow: any;
  beforeEach(async () => {
    widow = await Actor().create({ type: "monstrosity", name: "Grey Widow", system: { stats: { hurt: 8, head: 6 } } });
    ash = await Actor().create({ type: "character", name: "Ash", system: { stats: { hurt: 6 } } });
    mina = await Actor().create({ type: "character", name: "Mina", system: { stats: { hurt: 6 } } });
  });

  it("the first target other than the roller is the Defender, named in the book's difficulty", async () => {
    target(wren, widow, ash);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    expect(notes(dialog).find((n) => n.startsWith("Attack difficulty"))).toMatch(/^Attack difficulty against Grey Widow/);
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect(await roll(dialog)).toMatchObject({ attack: "violent", defender: "Grey Widow", defenderUuid: widow.uuid });
  });

  it("only the roller targeted, or nothing: no Defender is named and none is stored", async () => {
    target(wren);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    expect(notes(dialog).find((n) => n.startsWith("Attack difficulty"))).toMatch(/^Attack difficulty by the book:/);
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect(await roll(dialog)).toMatchObject({ attack: "violent", defender: "", defenderUuid: "" });
  });

  it("Protective is offered for characters the user owns with it ready, never the roller or the Defender", async () => {
    const protective = [{ type: "specialization", name: "Protective", system: { recharge: "③" } }];
    const rook = await Actor().create({ type: "character", name: "Rook" });
    const oskar = await Actor().create({ type: "character", name: "Oskar", ownership: { default: 0 } });
    for (const a of [wren, ash, mina, oskar]) {
      await a.update({ ownership: { default: 0, player: a === oskar ? 0 : 3 } });
      await a.createEmbeddedDocuments("Item", protective);
    }
    await mina.items.find((i: any) => i.name === "Protective").update({ "system.spent": true });
    g.game.user = g.game.users.get("player");
    target(ash);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    expect(field(dialog, "protector")).toBeNull();
    target(rook);
    const again = await open(wren, "hurt");
    await change(again, "attack", "violent");
    expect(options(again, "protector")).toEqual(["=Nobody", `${ash.uuid}=Ash`]);
    await change(again, "protector", ash.uuid);
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect(await roll(again)).toMatchObject({ defender: "Ash", protectedFrom: "Rook" });
  });

  it("Roll pressed on a Protector still drawn for an Attack just made non-violent: Rook defends, unprotected", async () => {
    const ash = await Actor().create({ type: "character", name: "Ash", ownership: { default: 3 } });
    await ash.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Protective", system: { recharge: "③" } }]);
    const rook = await Actor().create({ type: "character", name: "Rook", system: { stats: { hurt: 6 } } });
    target(rook);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    await change(dialog, "protector", ash.uuid);
    // The form as Roll reads it before the change's redraw: the Attack and its Stat changed, the Protector drawn.
    field<HTMLSelectElement>(dialog, "attack")!.value = "non-violent";
    field<HTMLSelectElement>(dialog, "stat")!.value = "head";
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect(await roll(dialog)).toMatchObject({ attack: "non-violent", defender: "Rook", protectedFrom: "" });
    expect(ash.items.getName("Protective").system.spent).toBe(false);
  });

  it("Famous over a Defender already exerted over this session: the claim is shown off, saying why", async () => {
    await wren.toggleStatusEffect("famous");
    await wren.update({ "system.session.famousOver": [widow.uuid] });
    target(widow);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    expect(field<HTMLInputElement>(dialog, "lessFamous")!.disabled).toBe(true);
    expect(notes(dialog)).toContain(
      "Famous: you have exerted your fame over Grey Widow already this session (only once per character).",
    );
  });
});

describe("the form, read on each change and on Roll", () => {
  it("a Complex Check's number of rolls is kept from 2 to 8; a blank keeps the last", async () => {
    const dialog = await open(wren, "head");
    await change(dialog, "difficulty", "complex");
    const rolls = () => field<HTMLInputElement>(dialog, "rolls")!.value;
    await change(dialog, "rolls", "1");
    expect(rolls()).toBe("2");
    await change(dialog, "rolls", "12");
    expect(rolls()).toBe("8");
    await change(dialog, "rolls", "5");
    await change(dialog, "rolls", "");
    expect(rolls()).toBe("5");
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect((await roll(dialog)).difficulty).toBe("complex");
    expect(g.game.messages.contents.at(-1).rolls).toHaveLength(5);
  });

  it("a difficulty picked by hand stays over the Attack's by the book, which is shown for reference", async () => {
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    const byBook = field<HTMLSelectElement>(dialog, "difficulty")!.value;
    await change(dialog, "difficulty", byBook === "easy" ? "normal" : "easy");
    const picked = field<HTMLSelectElement>(dialog, "difficulty")!.value;
    await change(dialog, "attack", "non-violent");
    expect(field<HTMLSelectElement>(dialog, "difficulty")!.value).toBe(picked);
    expect(notes(dialog).join(" ")).toContain("You picked another difficulty; the book's is shown for reference.");
  });

  it("an Attack not picked again keeps the book's difficulty as the Attack changes", async () => {
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    expect(notes(dialog).join(" ")).not.toContain("You picked another difficulty");
    await change(dialog, "stat", "hurt");
    expect(notes(dialog).join(" ")).not.toContain("You picked another difficulty");
  });

  it("the Defender's Aptitude and Specialization boxes are read while drawn, and kept while not", async () => {
    const widow = await Actor().create({ type: "monstrosity", name: "Grey Widow", system: { stats: { hurt: 8 } } });
    target(widow);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    const before = field<HTMLSelectElement>(dialog, "difficulty")!.value;
    await change(dialog, "defenderApt", true);
    expect(field<HTMLInputElement>(dialog, "defenderApt")!.checked).toBe(true);
    expect(field<HTMLInputElement>(dialog, "defenderSpecialized")!.checked).toBe(false);
    expect(field<HTMLSelectElement>(dialog, "difficulty")!.value).not.toBe(before);
    await change(dialog, "defenderSpecialized", true);
    expect(field<HTMLInputElement>(dialog, "defenderSpecialized")!.checked).toBe(true);
    await change(dialog, "defenderApt", false);
    expect(field<HTMLInputElement>(dialog, "defenderApt")!.checked).toBe(false);
    expect(field<HTMLInputElement>(dialog, "defenderSpecialized")!.checked).toBe(true);
    // Not an Attack for a moment: the boxes go, their answers stay for when it is one again.
    await change(dialog, "attack", "");
    expect(field(dialog, "defenderSpecialized")).toBeNull();
    await change(dialog, "attack", "violent");
    expect(field<HTMLInputElement>(dialog, "defenderSpecialized")!.checked).toBe(true);
  });

  it("Uncool's and Ache's questions are read while drawn, and posted with the roll", async () => {
    await wren.toggleStatusEffect("uncool");
    await wren.toggleStatusEffect("ache");
    const dialog = await open(wren, "head");
    await change(dialog, "difficulty", "easy");
    expect(field<HTMLInputElement>(dialog, "alone")!.checked).toBe(false);
    await change(dialog, "alone", true);
    await change(dialog, "aching", true);
    expect([field<HTMLInputElement>(dialog, "alone")!.checked, field<HTMLInputElement>(dialog, "aching")!.checked])
      .toEqual([true, true]);
    await change(dialog, "aching", false);
    expect(field<HTMLInputElement>(dialog, "aching")!.checked).toBe(false);
    g.CONFIG.Dice.randomUniform = () => 0.5;
    expect(await roll(dialog)).toMatchObject({ canBump: true });
  });

  it("a Hard Check rolls its two rolls; no Attack posts none; an exceptional thing is kept as picked", async () => {
    const dialog = await open(wren, "head");
    await change(dialog, "difficulty", "hard");
    await change(dialog, "exceptional", "Compass");
    expect(field<HTMLSelectElement>(dialog, "exceptional")!.value).toBe("Compass");
    g.CONFIG.Dice.randomUniform = () => 0.5;
    const system = await roll(dialog);
    expect([system.difficulty, system.attack, system.exceptional, g.game.messages.contents.at(-1).rolls.length])
      .toEqual(["hard", "", "Compass", 2]);
  });
});

describe("what the dialog opens with, and the boxes it draws", () => {
  it("a difficulty set by whoever opened it (a Check in text) stays over an Attack's by the book", async () => {
    const dialog = new RollDialog(wren, "hurt", {}, { difficulty: "hard" });
    await dialog.render({ force: true });
    await change(dialog, "attack", "violent");
    expect(field<HTMLSelectElement>(dialog, "difficulty")!.value).toBe("hard");
    expect(notes(dialog).join(" ")).toContain("You picked another difficulty; the book's is shown for reference.");
  });

  it("Famous's claim over someone less famous is read while drawn", async () => {
    const widow = await Actor().create({ type: "monstrosity", name: "Grey Widow", system: { stats: { hurt: 8 } } });
    await wren.toggleStatusEffect("famous");
    target(widow);
    const dialog = await open(wren, "hurt");
    await change(dialog, "attack", "violent");
    await change(dialog, "lessFamous", true);
    expect(field<HTMLInputElement>(dialog, "lessFamous")!.checked).toBe(true);
    await change(dialog, "lessFamous", false);
    expect(field<HTMLInputElement>(dialog, "lessFamous")!.checked).toBe(false);
  });
});

describe("the keyboard", () => {
  it("Tab out of Help offered, whose change fires then: the focus stays on the next field after the odds redraw", async () => {
    const dialog = await open(wren, "head");
    const offered = field<HTMLInputElement>(dialog, "offered")!;
    offered.focus();
    offered.value = "4";
    offered.dispatchEvent(new Event("change", { bubbles: true }));
    field<HTMLSelectElement>(dialog, "exceptional")!.focus();
    await settle();
    expect([document.activeElement?.getAttribute("name"), field<HTMLInputElement>(dialog, "offered")!.value])
      .toEqual(["exceptional", "4"]);
  });
});

describe("the window", () => {
  it("a form of the system's style, titled with the Stat and a die, 440 px wide", async () => {
    const dialog = await open(wren, "head");
    const el = dialog.element!;
    expect([el.tagName, [...el.classList], el.querySelector(".window-title")!.textContent]).toEqual([
      "FORM",
      ["application", "humanity-blessed", "hb-dialog", "hb-roll"],
      "Roll Head",
    ]);
    expect(el.querySelector(".window-header > i")!.className).toBe("window-icon fa-fw fa-solid fa-dice");
    expect(dialog.options.position.width).toBe(440);
  });

  it("a change redraws the odds and posts nothing; Roll posts once and closes, settling to its card", async () => {
    const dialog = await open(wren, "head");
    await change(dialog, "difficulty", "hard");
    expect(g.game.messages.size).toBe(0);
    g.CONFIG.Dice.randomUniform = () => 0.5;
    await roll(dialog);
    expect([dialog.element, await dialog.closed]).toEqual([null, g.game.messages.contents[0]]);
  });

  it("closed without rolling, it settles to nothing", async () => {
    const dialog = await open(wren, "head");
    dialog.element!.querySelector<HTMLButtonElement>('[data-action="close"]')!.click();
    expect(await dialog.closed).toBeNull();
  });
});
