// A press of the Check card's buttons as the player who presses it lives it (check-card-view.ts, check-card-press.ts):
// the chooser's words for a Cursed or Helpful helper, who a press speaks for (an assigned character, the only one
// owned, a named Defender), a player with no character watching a Vexed roll, and the button given back after a
// chooser closed or a refusal.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { apps } from "../../fakes/setup";
import { as, d6, faces, renderCard, visible, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;
const button = (html: HTMLElement, action: string) => html.querySelector<HTMLButtonElement>(`[data-hb-action="${action}"]`)!;
/** Presses the button and waits until the card gives it back (the press is over: sent, answered or refused). */
async function press(html: HTMLElement, action: string): Promise<void> {
  const b = button(html, action);
  b.click();
  expect(b.disabled).toBe(true);
  await vi.waitFor(() => expect(b.disabled).toBe(false));
}
/** Help's chooser as the helper reads it (its sentence, each choice), then closed. */
function readChooser(): { said: string; choices: string[] } {
  const read = { said: "", choices: [] as string[] };
  apps.DialogV2.answers.push((config: any) => {
    const form = document.createElement("form");
    form.innerHTML = config.content;
    read.said = form.querySelector("p")!.textContent!;
    read.choices = [...form.querySelectorAll("label")].map((l) => l.textContent!.trim());
    return null;
  });
  return read;
}

let roller: any;
let helper: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
});

describe("Help's chooser, on the helper's client", () => {
  it("names the roller; a Cursed helper's Blessings are worth 1 less, a Helpful one's 1 more (at most 6)", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    await helper.toggleStatusEffect("cursed");
    const cursed = readChooser();
    await press(await renderCard(message), "help");
    expect(cursed).toEqual({
      said: "Spend one Blessing to Help Wren: half its worth (rounded down, at least 1) goes to the lowest roll, and the Check gains a bust.",
      choices: ["Blessing 2 (worth 1): +1", "Blessing 4 (worth 3): +1", "Blessing 6 (worth 5): +2"],
    });
    await helper.toggleStatusEffect("cursed");
    await helper.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Helpful" }]);
    const helpful = readChooser();
    await press(await renderCard(message), "help");
    expect(helpful.choices).toEqual(["Blessing 2 (worth 3): +1", "Blessing 4 (worth 5): +2", "Blessing 6: +3"]);
  });

  it("closed: the Help button is given back, nothing is spent and nothing is said", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    readChooser();
    const card = await renderCard(message);
    await press(card, "help");
    expect([checkOf(message).system.helps, helper.system.blessings, warnings()]).toEqual([[], [6, 2, 4], []]);
    expect(visible(await renderCard(message))).toEqual(["help"]);
  });

  it("names the roller as the card does once their character is gone; the card still draws for everyone", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    await roller.delete();
    as("player");
    expect(visible(await renderCard(message))).toEqual(["help"]);
    as("player2");
    const read = readChooser();
    await press(await renderCard(message), "help");
    expect(read.said).toMatch(/^Spend one Blessing to Help Wren:/);
  });
});

describe("who a press speaks for", () => {
  it("the assigned character, though the player owns two; the only character owned beside a Monstrosity", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const bram = await Actor.create({ type: "character", name: "Bram", ownership: { default: 0, player2: 3 }, system: { blessings: [2] } });
    const pet = await Actor.create({ type: "monstrosity", name: "Pet", ownership: { default: 0, player3: 3 }, system: { blessings: [2] } });
    const quill = await Actor.create({ type: "character", name: "Quill", ownership: { default: 0, player3: 3 }, system: { blessings: [4] } });
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    g.game.users.get("player2").character = bram;
    as("player2");
    await press(await renderCard(message), "help");
    // Bram's Help leaves Quill's to give.
    as("player3");
    const card = await renderCard(message);
    expect(visible(card)).toEqual(["help"]);
    await press(card, "help");
    expect(checkOf(message).system.helps.map((h: any) => `${h.name} ${h.blessing}`)).toEqual(["Bram 2", "Quill 4"]);
    expect([helper.system.blessings, pet.system.blessings, warnings()]).toEqual([[6, 2, 4], [2], []]);
  });

  it("a player with no character still sees Help on a card someone Helped, and a click says why it does nothing", async () => {
    await helper.update({ "system.blessings": [4] });
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    await press(await renderCard(message), "help");
    as("player3");
    const card = await renderCard(message);
    expect(visible(card)).toEqual(["help"]);
    button(card, "help").click();
    expect(warnings()).toEqual(["You need a character of your own with Blessings to Help."]);
  });

  it("a player with no character makes a Vexed roll fail: the card names them", async () => {
    await roller.update({ "system.affected.vexed": "heart" });
    await roller.toggleStatusEffect("vexed");
    as("player");
    faces([1, 4], 4);
    const message = await postCheck(roller, { stat: "heart" });
    as("player3");
    await press(await renderCard(message), "fail");
    const failed = await renderCard(message);
    expect(failed.querySelector(".hb-check-outcome strong")!.textContent).toBe("Failure");
    expect(failed.textContent).toContain("Third Player made this Check fail (Vexed)");
  });

  it("a Monstrosity named as Defender: Help is the helper's own; Resolved is the GM's, for the Monstrosity", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const grendel = await Actor.create({ type: "monstrosity", name: "Grendel", system: { stats: { head: 8 }, blessings: [] } });
    await grendel.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    await helper.update({ "system.blessings": [4] });
    await roller.update({ "system.stats.hurt": 6 });
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent", defender: grendel.uuid });
    as("player2");
    await press(await renderCard(message), "help");
    expect(checkOf(message).system.helps.map((h: any) => h.name)).toEqual(["Ash"]);
    as("gm");
    const card = await renderCard(message);
    expect(visible(card)).toContain("resolved");
    d6([3]);
    await press(card, "resolved");
    expect((await renderCard(message)).textContent).toContain("Grendel used Resolved against this Attack");
    expect([grendel.system.blessings, warnings()]).toEqual([[3], []]);
  });

  it("a named Defender since deleted: the card still draws each viewer's buttons, Resolved for nobody", async () => {
    const grendel = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grendel", system: { blessings: [] } });
    await helper.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    await roller.update({ "system.stats.hurt": 6 });
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent", defender: grendel.uuid });
    await grendel.delete();
    // 12: a Major Success, the roller's first this session.
    expect(visible(await renderCard(message))).toEqual(["award"]);
    as("player2");
    expect(visible(await renderCard(message))).toEqual(["help"]);
  });

  it("a roller named as their own Attack's Defender is offered no Resolved against it", async () => {
    await roller.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    await roller.update({ "system.stats.hurt": 6 });
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent", defender: roller.uuid });
    expect(visible(await renderCard(message))).not.toContain("resolved");
  });

  it("a party's uuid is no character: the GM refuses its Help", async () => {
    const party = await g.CONFIG.Actor.documentClass.create({ type: "party", name: "Crew", ownership: { default: 0, player2: 3 } });
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    await relay("check.help", { messageId: message!.id, actorUuid: party.uuid });
    expect(warnings()).toEqual([expect.stringMatching(/^That is not a character/)]);
  });
});

describe("Apply Aptitude, on the roller's client", () => {
  const tags = (card: HTMLElement) => [...card.querySelectorAll(".hb-check-head > .hb-tag")].map((t) => t.textContent);
  /** The Aptitude list as the roller reads it (title, question, each choice), answered with `pick` (null: closed). */
  function readList(pick: string | null): { title: string; said: string; choices: string[] } {
    const read = { title: "", said: "", choices: [] as string[] };
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      read.title = g.game.i18n.localize(config.window.title);
      read.said = form.querySelector("p")!.textContent!;
      read.choices = [...form.querySelectorAll("option")].map((o) => `${o.value}=${o.textContent}`);
      return pick;
    });
    return read;
  }

  it("with several, the roller picks the one the table agreed on from a list naming their character", async () => {
    await roller.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Tinkering" },
      { type: "specialization", name: "Helpful" },
      { type: "aptitude", name: "Sailing" },
    ]);
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    const read = readList("Sailing");
    await press(await renderCard(message), "aptitude");
    expect(read).toEqual({
      title: "Apply an Aptitude",
      said: "Which of Wren's Aptitudes is this Check related enough to?",
      choices: ["Tinkering=Tinkering", "Sailing=Sailing"],
    });
    expect(tags(await renderCard(message))).toEqual(["Normal", "Aptitude: Sailing"]);
  });

  it("the list closed: nothing is applied and the button is given back", async () => {
    await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }, { type: "aptitude", name: "Sailing" }]);
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    readList(null);
    await press(await renderCard(message), "aptitude");
    const card = await renderCard(message);
    expect([tags(card), visible(card), warnings()]).toEqual([["Normal"], ["spark", "aptitude"], []]);
  });

  it("the roller's character deleted since the card was drawn: nothing is asked, and the GM says only the roller may", async () => {
    await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }, { type: "aptitude", name: "Sailing" }]);
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    const card = await renderCard(message);
    await roller.delete();
    await press(card, "aptitude");
    expect([apps.DialogV2.asked, warnings(), checkOf(message).system.aptitude]).toEqual([[], ["Only the roller can do that."], ""]);
  });

  it("with one, it is applied without asking; with none, the roller is told and nothing is sent", async () => {
    as("player");
    faces([3, 3], 6);
    const none = await postCheck(roller, { stat: "head" });
    await roller.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Helpful" }]);
    await press(await renderCard(none), "aptitude");
    expect(warnings()).toEqual(["Wren has no Aptitude to apply."]);
    await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }]);
    const one = await postCheck(roller, { stat: "head" });
    await press(await renderCard(one), "aptitude");
    expect([tags(await renderCard(none)), tags(await renderCard(one))]).toEqual([["Normal"], ["Normal", "Aptitude: Tinkering"]]);
    expect(apps.DialogV2.asked).toEqual([]);
  });
});

describe("a press the GM refuses", () => {
  const errors: unknown[] = [];
  const record = (reason: unknown) => void errors.push(reason);
  beforeEach(() => {
    errors.length = 0;
    process.on("unhandledRejection", record);
  });
  afterEach(() => void process.off("unhandledRejection", record));

  it("a Spark pressed goes through: the card's partner is the button's Stat, and the added die is thrown", async () => {
    const shown: unknown[] = [];
    g.game.dice3d = { showForRoll: async (...args: unknown[]) => void shown.push(args) };
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    faces([4], 6);
    await press(await renderCard(message), "spark");
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    delete g.game.dice3d;
    expect([checkOf(message).system.partner, warnings(), errors]).toEqual(["hand", [], []]);
  });

  it("a Spark the pool can no longer pay: said why, the button given back, no dice thrown and no error", async () => {
    const shown: unknown[] = [];
    g.game.dice3d = { showForRoll: async (...args: unknown[]) => void shown.push(args) };
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    const card = await renderCard(message);
    await roller.update({ "system.blessings": [] });
    await press(card, "spark");
    await new Promise((r) => setTimeout(r, 20));
    delete g.game.dice3d;
    expect(warnings()).toHaveLength(1);
    expect([checkOf(message).system.partner, shown, errors]).toEqual(["", [], []]);
  });
});
