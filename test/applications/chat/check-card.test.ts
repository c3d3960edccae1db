// The Check card as each viewer gets it from renderChatMessageHTML, and its actions as the book says: Help on the
// lowest roll (Cursed helpers' Blessings worth less), Upgrade to Spark on any roll (Ignite, Ache and Surprised
// remembered from the roll), Aptitude only where it changes the outcome, private rolls that reveal nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { apps } from "../../fakes/setup";
import { as, d6, faces, renderCard, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf, rollOf } from "./posted-check";

const g = globalThis as any;
/** Blessings are d6s read by the rules from Foundry's random source. */
const blessings = d6;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
const visible = (html: HTMLElement) => [...html.querySelectorAll<HTMLElement>("[data-hb-action]")].filter((b) => !b.hidden).map((b) => `${b.dataset.hbAction}${b.dataset.partner ? `:${b.dataset.roll}:${b.dataset.partner}` : ""}`);

let roller: any;
let helper: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
});

describe("the card each viewer sees", () => {
  it("the roller sees Spark (and Aptitude where it helps); others see Help", async () => {
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(message))).toEqual(["spark:0:hand", "aptitude"]);
    as("player2");
    expect(visible(await renderCard(message))).toEqual(["help"]);
  });

  // Book, "Helping": "spend ① to Help … Add half the value of the spent Blessing to the roll" — the helper picks it.
  it("Help clicked on the card: the helper chooses which Blessing to spend, the card updates in place for everyone", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    const card = await renderCard(message);
    let offeredChoices: string[] = [];
    // The chooser as the helper sees it: one radio per Blessing they hold, what each adds; they tick the ⑥.
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      offeredChoices = [...form.querySelectorAll("label")].map((l) => l.textContent!.trim());
      form.querySelector<HTMLInputElement>('[name="blessing"][value="6"]')!.checked = true;
      const button = document.createElement("button");
      form.append(button);
      return config.ok.callback(new Event("click"), button);
    });
    card.querySelector<HTMLButtonElement>('[data-hb-action="help"]')!.click();
    // The chooser loads on the first click (a dynamic import): wait for it, then for the GM's answer.
    await vi.waitFor(() => expect(checkOf(message).system.helps).toHaveLength(1));
    expect(offeredChoices).toEqual(["Blessing 2: +1", "Blessing 4: +2", "Blessing 6: +3"]);
    expect(helper.system.blessings).toEqual([2, 4]);
    expect(checkOf(message).system.helps).toMatchObject([{ name: "Ash", blessing: 6, userId: "player2" }]);
    const updated = await renderCard(message);
    // 5 + 3 = 8: Medium (the smallest, a 2, would have made it 6, a Minor Success).
    expect(updated.querySelector(".hb-check-outcome strong")!.textContent).toBe("Medium Success");
    expect(updated.querySelector(".hb-check-counts")!.textContent).toBe("1 bust");
    // The bust is explained: Help's rule, among the adjustments.
    expect([...updated.querySelectorAll(".hb-adjustments li")].map((li) => li.textContent)).toContain("Help gives the Check a bust, whatever its result, one per helper: busts 0 → 1");
    // Helped once: the button is gone for this helper.
    expect(visible(updated)).toEqual([]);
  });

  it("a Medium Success with nothing gained or lost has no boons/busts line; a Failure neither", async () => {
    as("player");
    // Two bumps: 1 + 1 + 6 = 8, a Medium Success; then a 3, a Failure.
    for (const [thrown, outcome] of [[[1, 1, 6], "Medium Success"], [[3], "Failure"]] as const) {
      faces([...thrown], 6);
      const card = await renderCard(await postCheck(roller, { stat: "head" }));
      expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe(outcome);
      expect(card.querySelector(".hb-check-counts")).toBeNull();
    }
  });

  it("closing the Help chooser spends nothing; the chooser proposes the Blessing offered before the roll", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head", offered: [4] });
    as("player2");
    let proposed = "";
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      proposed = form.querySelector<HTMLInputElement>('[name="blessing"]:checked')!.value;
      return null;
    });
    (await renderCard(message)).querySelector<HTMLButtonElement>('[data-hb-action="help"]')!.click();
    await vi.waitFor(() => expect(proposed).toBe("4"));
    await settle();
    expect([checkOf(message).system.helps, helper.system.blessings]).toEqual([[], [6, 2, 4]]);
  });

  it("the GM re-checks the chosen Blessing: one the helper does not hold is refused and nothing is spent", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 5 })).toBeUndefined();
    expect(warnings()).toEqual(["There is no Blessing worth 5 in the pool."]);
    expect([checkOf(message).system.helps, helper.system.blessings]).toEqual([[], [6, 2, 4]]);
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 4 })).toMatchObject({ blessing: 4 });
    expect(helper.system.blessings).toEqual([6, 2]);
  });

  it("a click by someone with no character of their own changes nothing and says why", async () => {
    faces([4], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player3");
    (await renderCard(message)).querySelector<HTMLButtonElement>('[data-hb-action="help"]')!.click();
    await settle();
    expect(warnings()).toEqual(["You need a character of your own with Blessings to Help."]);
    const pools = [helper.system.blessings, roller.system.blessings];
    expect([checkOf(message).system.helps, ...pools]).toEqual([[], [6, 2, 4], [3, 3, 5]]);
  });

  it("someone else's Help request for a character they do not own is refused on the GM", async () => {
    const message = await postCheck(roller, { stat: "head" });
    as("player3");
    await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid });
    expect(warnings()).toEqual(["You do not own Ash, so you cannot spend from its Blessings."]);
    expect(helper.system.blessings).toEqual([6, 2, 4]);
  });
});

describe("card actions, by the book", () => {
  it("a Helpful helper's Blessing is worth 1 more, to a maximum of 6 (whichever edition's copy they hold)", async () => {
    faces([2], 6);
    const message = await postCheck(roller, { stat: "head" });
    await helper.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Helpful (v0.0.18)" }]);
    await helper.update({ "system.blessings": [3] });
    as("player2");
    // Worth 4: +2 to the 2 → 4, still a failure; the card says what the Help was worth.
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid })).toMatchObject({ blessing: 4 });
    expect((await renderCard(message)).querySelector(".hb-helps")!.textContent).toBe("Helped by Ash (4)");
  });

  it("a violent Attack while Disarmed: one fewer boon, one more bust; Famous adds 2 against the less famous", async () => {
    await roller.update({ "system.stats.hurt": 8 });
    await roller.toggleStatusEffect("disarmed");
    await roller.toggleStatusEffect("famous");
    as("player");
    faces([7], 8);
    const message = await postCheck(roller, { stat: "hurt", attack: true, lessFamous: true });
    const violent = checkOf(message).system;
    expect([violent.attack, violent.conditions]).toEqual(["violent", ["famous", "disarmed"]]);
    const card = await renderCard(message);
    // 7 + 2 = 9, Medium: no boon to lose, one more bust.
    expect([...card.querySelectorAll(".hb-roll-total")].map((t) => t.textContent)).toEqual(["7 → 9"]);
    expect(card.querySelector(".hb-check-counts")!.textContent).toBe("1 bust");
    expect(card.querySelector(".hb-check-head")!.textContent).toContain("Violent Attack");
    faces([6], 6);
    const words = await postCheck(roller, { stat: "head", attack: true });
    const spoken = checkOf(words).system;
    expect([spoken.attack, spoken.conditions]).toEqual(["non-violent", []]);
  });

  it("Legend: the first Major Success this session gains the roller a Blessing, and each witness one; only once", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "viceVirtue", "system.blessings": [] });
    await helper.update({ "system.blessings": [] });
    as("player");
    faces([1, 10], 10);
    const message = await postCheck(roller, { stat: "head" });
    const card = await renderCard(message);
    expect(visible(card)).toContain("award");
    expect(card.querySelector('[data-hb-action="award"]')!.textContent).toBe("Legend: gain a Blessing (first Major Success this session)");
    blessings([5]);
    card.querySelector<HTMLButtonElement>('[data-hb-action="award"]')!.click();
    await settle();
    const gained = roller.system;
    const award = checkOf(message).system.award;
    expect([gained.blessings, gained.session.majorSuccess, award]).toEqual([[5], true, "legend"]);
    as("player2");
    const seen = await renderCard(message);
    expect(seen.querySelector(".hb-award")!.textContent).toBe("Legend: gained 5. Each other player whose character witnessed or heard of it gains a Blessing.");
    expect(visible(seen)).toEqual(["help", "witness"]);
    blessings([3]);
    seen.querySelector<HTMLButtonElement>('[data-hb-action="witness"]')!.click();
    await settle();
    expect(helper.system.blessings).toEqual([3]);
    expect((await renderCard(message)).textContent).toContain("Ash witnessed it and gained 3.");
    await relay("check.witness", { messageId: message!.id, actorUuid: helper.uuid });
    expect(warnings()).toEqual(["Ash already gained a Blessing for witnessing this."]);
    // The next Major Success this session earns nothing: no button, and the GM refuses a forged request.
    as("player");
    faces([1, 10], 10);
    const again = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(again))).not.toContain("award");
    await relay("check.award", { messageId: again!.id });
    expect(warnings().at(-1)).toMatch(/^No Blessing Opportunity here/);
    expect(roller.system.blessings).toEqual([5]);
  });

  it("Revelation (Fate & Knowledge) gains three; a Minor Success or the Setting Ethic's choice can take it away", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "fateKnowledge", "system.blessings": [] });
    as("player");
    faces([6], 10);
    const minor = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(minor))).not.toContain("award");
    await relay("check.award", { messageId: minor!.id });
    expect(warnings()).toHaveLength(1);
    // The table reads Blessing Opportunities from the Setting Ethic, Cunning & Capability: none on a Major Success.
    await g.game.settings.set("humanity-blessed", "opportunityEthic", "setting");
    await g.game.settings.set("humanity-blessed", "settingEthic", "cunningCapability");
    faces([1, 10], 10);
    const major = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(major))).not.toContain("award");
    // Back to each character's own Ethic: the GM judges the claim as things stand now.
    await g.game.settings.set("humanity-blessed", "opportunityEthic", "character");
    blessings([2, 4, 6]);
    await relay("check.award", { messageId: major!.id });
    expect([roller.system.blessings, checkOf(major).system.award]).toEqual([[2, 4, 6], "revelation"]);
  });

  it("an Ascendant Spark rolls three balanced d8s as one group for ⊜⊜ ⊜⊜; without Ascendant it is refused", async () => {
    await roller.update({ "system.stats": { head: 8, hand: 8, heart: 8 }, "system.blessings": [3, 3, 4, 4, 6] });
    as("player");
    await postCheck(roller, { stat: "head", partner: "hand", third: "heart" });
    expect(warnings()).toEqual(["A Spark combines 2 balanced Stats, not 3 (three only with the Ascendant Specialization)."]);
    expect(roller.system.blessings).toEqual([3, 3, 4, 4, 6]);
    await roller.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Ascendant" }]);
    faces([5, 2, 7], 8);
    const message = await postCheck(roller, { stat: "head", partner: "hand", third: "heart" });
    const roll = rollOf(message);
    expect([checkOf(message).system.partner, roll.sizes, roll.total, roller.system.blessings])
      .toEqual(["hand+heart", [8, 8, 8], 14, [6]]);
    expect((await renderCard(message)).querySelector("h3")!.textContent).toBe("Head + Hand + Heart Spark");
  });

  it("Help on a Hard Check goes to the lowest roll only; a Cursed helper's Blessing is worth 1 less", async () => {
    faces([6, 3], 6);
    const message = await postCheck(roller, { stat: "head", difficulty: "hard" });
    await helper.update({ "system.blessings": [1, 5] });
    await helper.toggleStatusEffect("cursed");
    as("player2");
    // Cursed: the 1 is worth 0 and cannot pay ①; the 5 pays, worth 4, so +2 to the lower roll (3 → 5).
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid })).toMatchObject({ blessing: 4 });
    expect(helper.system.blessings).toEqual([1]);
    const card = await renderCard(message);
    expect([...card.querySelectorAll(".hb-roll-total")].map((t) => t.textContent)).toEqual(["6", "3 → 5"]);
    // Hard: both succeed (Minor, Minor): two busts, plus the Help's.
    expect(card.querySelector(".hb-check-counts")!.textContent).toBe("3 busts");
  });

  it("Upgrade to Spark on the second roll of a Hard Check; Ignite rounds the Spark's 7 up to 8", async () => {
    as("player");
    faces([5, 3], 6);
    const message = await postCheck(roller, { stat: "head", difficulty: "hard" });
    expect(visible(await renderCard(message))).toEqual(["spark:0:hand", "spark:1:hand", "aptitude"]);
    faces([4], 6);
    await relay("check.spark", { messageId: message!.id, partner: "hand", roll: 1 });
    expect(roller.system.blessings).toEqual([5]);
    expect(message!.rolls.map((r: any) => [r.throws, r.total, r.upgraded])).toEqual([[[[5]], 5, false], [[[3], [4]], 7, true]]);
    const card = await renderCard(message);
    // Crafty Ignites Hand: "When you Spark a roll using an Ignited Stat … round it from 6 or 7 up to 8."
    expect([...card.querySelectorAll(".hb-adjustments li")].map((li) => li.textContent)).toEqual(["Ignite · Roll 2: 7 → 8"]);
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Minor Success"); // lowest success: the 5
    // One Spark per Check; the Aptitude would change nothing now (5 and 8 are past its 3–4).
    expect(visible(card)).toEqual([]);
    await relay("check.spark", { messageId: message!.id, partner: "hand", roll: 0 });
    expect(warnings()).toEqual(["This roll is already a Spark."]);
    expect(roller.system.blessings).toEqual([5]);
  });

  it("Dice So Nice is thrown the added die (and its group's re-throws) on the roller's client, to whoever could see the roll", async () => {
    const shown: unknown[][] = [];
    // Which client calls matters: Dice So Nice returns before synchronising on a GM's client that hides others' dice.
    g.game.dice3d = { showForRoll: async (...args: any[]) => { shown.push([g.game.user.id, ...args]); return true; } };
    await g.game.settings.set("core", "rollMode", "gmroll");
    as("player");
    faces([2], 6);
    const message = await postCheck(roller, { stat: "head" });
    faces([1, 3, 4], 6);
    (await renderCard(message)).querySelector<HTMLButtonElement>('[data-hb-action="spark"][data-partner="hand"]')!.click();
    await settle();
    await g.game.socket.settled();
    await settle();
    expect(rollOf(message).upgraded).toBe(true);
    // Thrown once the roller's client has loaded what throws it (on demand, with the first upgrade).
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    const [client, roll, user, synchronize, whisper, blind] = shown[0] as any[];
    // The first die's 2 holds its place unseen (hidden); seen: the added 1, then the group's re-throw (3 and 4).
    expect([client, roll.dice.map((d: any) => d.results.filter((r: any) => !r.hidden).map((r: any) => r.result)), user.id, synchronize, whisper, blind])
      .toEqual(["player", [[3], [1, 4]], "player", true, ["gm"], false]);
    expect(roll.dice[0].results[0]).toMatchObject({ result: 2, hidden: true, active: false });
  });

  it("a roll made while Surprised cannot be upgraded later, though Surprised ended with it", async () => {
    await roller.toggleStatusEffect("surprised");
    as("player");
    const message = await postCheck(roller, { stat: "head" });
    expect(roller.statuses.has("surprised")).toBe(false);
    expect(visible(await renderCard(message))).not.toContain("spark:0:hand");
    await relay("check.spark", { messageId: message!.id, partner: "hand" });
    expect(warnings()).toEqual(["Surprised characters cannot Spark."]);
    expect([roller.system.blessings, rollOf(message).upgraded]).toEqual([[3, 3, 5], false]);
    expect([...(await renderCard(message)).querySelectorAll(".hb-note")].map((n) => n.textContent)).toContain("Surprised: these dice could not bump.");
  });

  it("under an Ache the upgraded Spark does not bump either; a Taxed roller cannot upgrade", async () => {
    await roller.toggleStatusEffect("ache");
    as("player");
    faces([4], 6);
    const message = await postCheck(roller, { stat: "head" });
    faces([1, 6], 6);
    await relay("check.spark", { messageId: message!.id, partner: "hand" });
    expect([rollOf(message).throws, rollOf(message).total]).toEqual([[[4], [1]], 5]);
    await roller.update({ "system.blessings": [2, 2] });
    await roller.toggleStatusEffect("taxed");
    const other = await postCheck(roller, { stat: "head" });
    await relay("check.spark", { messageId: other!.id, partner: "hand" });
    expect(warnings()).toEqual(["Taxed characters cannot Spark."]);
    expect(roller.system.blessings).toEqual([2, 2]);
  });

  // Book, "Spark Rolls": "Effects that apply to either of the Stats used in the Spark roll also apply to the Spark roll
  // itself." An Ache recorded on Hand: Head rolled and bumped freely, but upgraded with Hand the pair cannot bump.
  it("Upgrade to Spark re-checks the added Stat: an Ache on it stops the pair bumping", async () => {
    await roller.update({ "system.affected.ache": "hand" });
    await roller.toggleStatusEffect("ache");
    as("player");
    faces([4], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(checkOf(message).system.canBump).toBe(true);
    faces([1, 6, 6], 6);
    await relay("check.spark", { messageId: message!.id, partner: "hand" });
    // The added Hand die rolled a 1 — no bump, so the total is 4 + 1.
    const upgraded = rollOf(message);
    expect([upgraded.throws, upgraded.total, checkOf(message).system.canBump]).toEqual([[[4], [1]], 5, false]);
    expect((await renderCard(message)).textContent).toContain("Ache: these dice could not bump.");
  });

  // Book, "Attacks": "The Attacker chooses if their Attack is violent or non-violent"; Disarmed: "successful violent
  // Attacks" get one fewer boon and one more bust — also when the violent Attack uses a Stat balanced with Hurt.
  it("a violent Attack made with a Stat balanced with Hurt stays violent: Disarmed applies on the card", async () => {
    await roller.update({ "system.stats.hurt": 6 });
    await roller.toggleStatusEffect("disarmed");
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "head", base: "hurt", attack: "violent" });
    expect(checkOf(message).system.attack).toBe("violent");
    const card = await renderCard(message);
    expect(card.textContent).toContain("Violent Attack");
    expect([...card.querySelectorAll(".hb-adjustments li")].map((li) => li.textContent)).toEqual(["Disarmed: boons 0 → 0"]);
    expect([...card.querySelectorAll(".hb-gains li")].map((li) => li.textContent)).toEqual(["Bust — Minor Success", "Bust — Disarmed"]);
    // Non-violent with Hurt is refused with the rule, nothing posted.
    const before = g.game.messages.size;
    expect(await postCheck(roller, { stat: "hurt", attack: "non-violent" })).toBeNull();
    expect(warnings()).toEqual(["A non-violent Attack uses any Stat besides Hurt."]);
    expect(g.game.messages.size).toBe(before);
  });

  // Gains Upgrade (v0.0.21.10): "When performing Checks related enough to it, you may round rolls of 6 or 7 up to 8."
  // v0.0.18, "Aid from Exceptional Gains": "… a 'receive +3 in aid' effect."
  it("Gains reaches the roll: the card names the exceptional thing and shows its adjustment in each edition", async () => {
    as("player");
    faces([6], 6);
    const message = await postCheck(roller, { stat: "head", exceptional: "Grandfather's compass" });
    const card = await renderCard(message);
    expect(card.querySelector(".hb-check-head")!.textContent).toContain("Exceptional: Grandfather's compass");
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Medium Success");
    expect(card.querySelector(".hb-adjustments")!.textContent).toContain("Exceptional thing gained: 6 → 8");
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    faces([3], 6);
    const aid = await postCheck(roller, { stat: "head", exceptional: "Grandfather's compass" });
    expect((await renderCard(aid)).querySelector(".hb-adjustments")!.textContent).toContain("Exceptional thing gained: 3 → 6");
  });

  it("an Ache recorded on Heart: a Head roll still bumps, a Heart roll cannot", async () => {
    await roller.update({ "system.affected.ache": "heart" });
    await roller.toggleStatusEffect("ache");
    as("player");
    faces([1, 3], 6);
    const head = await postCheck(roller, { stat: "head" });
    faces([1, 3], 4);
    const heart = await postCheck(roller, { stat: "heart" });
    expect([rollOf(head).total, rollOf(heart).total]).toEqual([4, 1]);
    expect((await renderCard(heart)).textContent).toContain("Ache: these dice could not bump.");
  });

  it("Vexed on Heart: a watcher makes a Heart Check fail from the card (named there); Head Checks and the roller cannot", async () => {
    await roller.update({ "system.affected.vexed": "heart" });
    await roller.toggleStatusEffect("vexed");
    as("player");
    faces([1, 4], 4);
    const heart = await postCheck(roller, { stat: "heart" });
    faces([6], 6);
    const head = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(heart))).not.toContain("fail");
    as("player2");
    expect(visible(await renderCard(head))).toEqual(["help"]);
    const card = await renderCard(heart);
    expect(visible(card)).toEqual(["help", "fail"]);
    expect(card.querySelector('[data-hb-action="fail"]')!.textContent).toBe("Make it fail (Vexed)");
    card.querySelector<HTMLButtonElement>('[data-hb-action="fail"]')!.click();
    await settle();
    const failed = await renderCard(heart);
    expect(failed.querySelector(".hb-check-outcome strong")!.textContent).toBe("Failure");
    expect(failed.textContent).toMatch(/made this Check fail \(Vexed\)/);
    expect(visible(failed)).not.toContain("fail");
    as("player");
    await relay("check.fail", { messageId: head!.id });
    expect(warnings()).toEqual(["The roller cannot make their own Check fail."]);
    as("player3");
    await relay("check.fail", { messageId: head!.id });
    expect(warnings().at(-1)).toBe("This Check was not made with a Stat under Vexed or Vulnerable.");
    expect(checkOf(head).system.failedBy).toBe("");
  });

  it("Apply Aptitude is offered only where it changes the outcome, and then rounds 3–4 up to 5", async () => {
    as("player");
    faces([9], 10);
    await roller.update({ "system.stats.head": 10 });
    const nine = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(nine))).not.toContain("aptitude");
    faces([3], 10);
    const three = await postCheck(roller, { stat: "head" });
    expect((await renderCard(three)).querySelector('[data-hb-action="aptitude"]')!.textContent).toBe("Apply Aptitude ease");
    await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }]);
    await relay("check.aptitude", { messageId: three!.id, aptitude: "Tinkering" });
    const card = await renderCard(three);
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Minor Success");
    expect(visible(card)).not.toContain("aptitude");
    as("player2");
    await relay("check.aptitude", { messageId: nine!.id, aptitude: "Tinkering" });
    expect(warnings()).toEqual(["Only the roller can do that."]);
    expect(checkOf(nine).system.aptitude).toBe("");
  });
});

describe("message modes and private rolls", () => {
  it("follows the roll mode (V13 rollMode; V14 messageMode when core has ChatMessage.applyMode)", async () => {
    await g.game.settings.set("core", "rollMode", "gmroll");
    const message = await postCheck(roller, { stat: "head" });
    expect(message!.whisper).toEqual(["gm"]);
  });

  it("on V14 uses ChatMessage.applyMode with core.messageMode instead", async () => {
    const seen: unknown[] = [];
    g.game.settings.register("core", "messageMode", { scope: "client", default: "gm" });
    g.ChatMessage.applyMode = (data: any, mode: string) => { seen.push(mode); data.whisper = ["gm"]; return data; };
    try {
      const message = await postCheck(roller, { stat: "head" });
      expect([seen, message!.whisper]).toEqual([["gm"], ["gm"]]);
    } finally {
      delete g.ChatMessage.applyMode;
    }
  });

  it("a roll drawn privately shows that a roll was made, not its dice", async () => {
    faces([1, 5], 6);
    const message = await postCheck(roller, { stat: "head" });
    const hidden = await rollOf(message).render({ isPrivate: true });
    expect(hidden).toContain("A private roll");
    expect(hidden).not.toContain("hb-face");
    const shown = await rollOf(message).render();
    expect(shown.match(/class="hb-face[^"]*"/g)).toEqual(['class="hb-face bump"', 'class="hb-face "']);
    expect(shown).toContain("Head");
  });
});

describe("a card drawn when shown, from the message's data", () => {
  it("the message stores no HTML: each reader's client draws the card in that reader's language, with no update", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(message!.content).toBe("");
    expect((await renderCard(message)).querySelector(".hb-check-outcome strong")!.textContent).toBe("Minor Success");
    // Another reader whose client speaks another language (here: every outcome name translated) sees it in theirs.
    const i18n = g.game.i18n;
    const english = i18n.localize;
    i18n.localize = (key: string) => (/^HB\.Outcome\.\w+\.name$/.test(key) ? `Erfolg (${english(key)})` : english(key));
    try {
      as("player2");
      const seen = await renderCard(message);
      expect(seen.querySelector(".hb-check-outcome strong")!.textContent).toBe("Erfolg (Minor Success)");
      expect(seen.querySelector(".message-sender")!.textContent).toBe("Wren");
    } finally {
      i18n.localize = english;
    }
    expect(message!.content).toBe("");
  });

  it("a roll hidden from a reader shows core's 'privately rolled' line and the rolls drawn private, never the card", async () => {
    await g.game.settings.set("core", "rollMode", "blindroll");
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    const hidden = await renderCard(message);
    expect(hidden.querySelector(".flavor-text")!.textContent).toBe("Player privately rolled some dice");
    expect(hidden.querySelector(".hb-check-outcome")).toBeNull();
    expect(hidden.textContent).toContain("A private roll");
    as("gm");
    expect((await renderCard(message)).querySelector(".hb-check-outcome strong")!.textContent).toBe("Minor Success");
  });

  // A Check posted by 0.1: its card's HTML stored in `content` (English, an older template), beside the data it was
  // drawn from — a data shape from before canBump/surprised/watchable/attack/award/witnesses/offered existed, and its
  // roll stored with the former BumpDie term class.
  it("a Check posted before cards were drawn when shown is drawn from its data; its stored HTML is never shown", async () => {
    const stale = '<section class="humanity-blessed chat-card hb-check major" data-tier="major"><h3>Hurry</h3><p class="hb-check-tier"><strong>Stale Success</strong></p></section>';
    const roll = {
      class: "HumanityCheckRoll", options: { stat: "hurry" }, dice: [], formula: "2d4bump", total: 11, evaluated: true,
      terms: [{ class: "BumpDie", options: {}, evaluated: true, number: 2, faces: 4, modifiers: ["bump"], results: [{ result: 1, active: true, exploded: true }, { result: 2, active: true }, { result: 4, active: true }, { result: 4, active: true }] }],
    };
    const old = await g.ChatMessage.create({
      type: "check", author: "player", content: stale, speaker: { actor: roller.id, alias: "Wren" }, rolls: [JSON.stringify(roll)],
      system: { actorUuid: roller.uuid, stat: "hurry", partner: "", difficulty: "normal", edition: "v0.0.21.10", aptitude: "", ignited: false, conditions: [], modifier: 0,
        helps: [{ userId: "player2", actorUuid: helper.uuid, name: "Ash", blessing: 4 }] },
    });
    as("player2");
    const card = await renderCard(old);
    expect(card.textContent).not.toContain("Stale Success");
    expect(card.querySelector(".hb-check-head h3")!.textContent).toBe("Hurry");
    // Its throws 1 2 (bumped), 4 4: 11, and Ash's Help of 4 (+2) → 13.
    expect([...card.querySelectorAll(".hb-throw")].map((t) => t.textContent!.replace(/\s+/g, " ").trim())).toEqual(["12bump", "44"]);
    expect(card.querySelector(".hb-roll-total")!.textContent).toBe("11 → 13");
    expect(card.querySelector(".hb-helps")!.textContent).toBe("Helped by Ash (4)");
    // The fields added since load with their defaults: it could bump, was not Surprised, no watcher may fail it.
    expect(card.querySelector(".hb-note")?.textContent ?? "").not.toContain("could not bump");
    expect(visible(card)).not.toContain("fail");
  });
});

describe("a card whose data the rules cannot read", () => {
  it("falls back to the HTML an old message stored; the rest of the log is unaffected", async () => {
    const stale = '<section class="humanity-blessed chat-card hb-check"><p class="hb-check-outcome"><strong>Medium Success</strong></p></section>';
    const roll = await g.CONFIG.Dice.rolls.find((c: any) => c.name === "HumanityCheckRoll").group(6, 1, { stat: "head" }).evaluate();
    // A Hard Check needs two rolls: this one kept one (hand-edited, or written by a module).
    const broken = await g.ChatMessage.create({ type: "check", content: stale, rolls: [roll], system: { actorUuid: roller.uuid, stat: "head", difficulty: "hard" } });
    expect((await renderCard(broken)).querySelector(".hb-check-outcome strong")!.textContent).toBe("Medium Success");
    const fresh = await g.ChatMessage.create({ type: "check", content: "", rolls: [roll], system: { actorUuid: roller.uuid, stat: "head", difficulty: "hard" } });
    await expect(fresh.renderHTML()).rejects.toThrow("A hard Check needs several rolls.");
  });
});
