// The Check card's lines and buttons as a player reads them, for the cases the other card tests leave out: Help
// offered before the roll, a Revelation claimed, the older edition's Aptitude aid, a witness with no character, and a
// button greyed while its press is on its way to the GM.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { apps } from "../../fakes/setup";
import { as, d6, faces, renderCard, visible, warnings, wrenAndAsh } from "./card-helpers";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
const notes = (html: HTMLElement) => [...html.querySelectorAll(".hb-note")].map((n) => n.textContent);
const button = (html: HTMLElement, action: string) => html.querySelector<HTMLButtonElement>(`[data-hb-action="${action}"]`)!;

let roller: any;
let helper: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
});

describe("the card's lines", () => {
  it("the header names the Stat, the difficulty and the kind of Attack; the outcome line says what it means", async () => {
    as("player");
    faces([6], 6);
    const message = await postCheck(roller, { stat: "head", attack: "non-violent", difficulty: "easy" });
    expect(warnings()).toEqual([]);
    const card = await renderCard(message);
    const tags = [...card.querySelectorAll(".hb-check-head .hb-tag")].map((t) => t.textContent);
    expect([card.querySelector(".hb-check-head h3")!.textContent, tags]).toEqual(["Head", ["Easy", "Non-violent Attack"]]);
    expect(card.querySelector(".hb-check-outcome")!.textContent).toBe("Minor Success — the Check succeeds, with a bust.");
    // No Attack: the difficulty alone.
    faces([6], 6);
    const plain = await renderCard(await postCheck(roller, { stat: "head" }));
    expect([...plain.querySelectorAll(".hb-check-head .hb-tag")].map((t) => t.textContent)).toEqual(["Normal"]);
  });

  it("Help offered before the roll is listed, each Blessing offered, until someone Helps", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head", offered: [4, 2] });
    as("player2");
    expect(notes(await renderCard(message))).toEqual(["Help offered before the roll: 4, 2. Helpers, click Help and choose the Blessing to spend."]);
    await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 4 });
    const helped = await renderCard(message);
    expect(notes(helped)).toEqual([]);
    expect(helped.querySelector(".hb-helps")!.textContent).toBe("Helped by Ash (4)");
  });

  it("Revelation: the button names three Blessings, the card lists the three gained, and nobody may witness it", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "fateKnowledge", "system.blessings": [] });
    as("player");
    faces([1, 10], 10);
    const message = await postCheck(roller, { stat: "head" });
    const card = await renderCard(message);
    expect(button(card, "award").textContent).toBe("Revelation: gain three Blessings (first Major Success this session)");
    d6([2, 4, 6]);
    await relay("check.award", { messageId: message!.id });
    as("player2");
    const seen = await renderCard(message);
    expect(seen.querySelector(".hb-award")!.textContent).toBe("Revelation: gained 2, 4, 6 (the book also allows stealing them from others in the scene instead: adjust those pools on the sheets).");
    expect(visible(seen)).toEqual(["help"]);
  });

  it("v0.0.18: the Aptitude is an aid, and its button says so", async () => {
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    await roller.update({ "system.stats.head": 10 });
    as("player");
    faces([3], 10);
    const message = await postCheck(roller, { stat: "head" });
    expect(button(await renderCard(message), "aptitude").textContent).toBe("Apply Aptitude aid");
  });
});

describe("a card of one roll", () => {
  it("Upgrade to Spark on its only roll: Ignite rounds the 7 up, in a line that names no roll; no roll is labelled", async () => {
    as("player");
    faces([4], 6);
    const message = await postCheck(roller, { stat: "head" });
    faces([3], 6);
    await relay("check.spark", { messageId: message!.id, partner: "hand" });
    const card = await renderCard(message);
    expect([...card.querySelectorAll(".hb-adjustments li")].map((li) => li.textContent)).toEqual(["Ignite: 7 → 8"]);
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Medium Success");
    expect(card.querySelector("h3")!.textContent).toBe("Head + Hand Spark");
    expect([card.querySelector(".hb-roll-label"), card.querySelector(".hb-roll-role")]).toEqual([null, null]);
    expect(card.querySelector(".hb-check-roll")!.className.trim()).toBe("hb-check-roll medium");
    faces([5], 6);
    const minor = await renderCard(await postCheck(roller, { stat: "head" }));
    expect([...minor.querySelectorAll(".hb-gains li")].map((li) => li.textContent)).toEqual(["Bust — Minor Success"]);
  });
});

describe("the card's buttons", () => {
  it("a Hard Check's Upgrade buttons name their roll; the second's click upgrades the second roll", async () => {
    // Blessings for a second Spark: none is offered all the same, one Spark per Check.
    await roller.update({ "system.blessings": [3, 3, 4, 4] });
    as("player");
    faces([5, 3], 6);
    const message = await postCheck(roller, { stat: "head", difficulty: "hard" });
    const card = await renderCard(message);
    const labels = [...card.querySelectorAll<HTMLButtonElement>('[data-hb-action="spark"]')].map((b) => b.textContent);
    expect(labels).toEqual(["Upgrade roll 1 to Spark with Hand (spend ⊜⊜)", "Upgrade roll 2 to Spark with Hand (spend ⊜⊜)"]);
    faces([4], 6);
    card.querySelector<HTMLButtonElement>('[data-hb-action="spark"][data-roll="1"]')!.click();
    await vi.waitFor(() => expect(message!.rolls.map((r: any) => r.upgraded)).toEqual([false, true]));
    const after = await renderCard(message);
    expect([...after.querySelectorAll(".hb-roll-total")].map((t) => t.textContent)).toEqual(["5", "7 → 8"]);
    // One Spark per Check: no roll may be upgraded again.
    expect(visible(after)).toEqual([]);
  });

  it("the GM, who may play every watcher, sees Make it fail on a Vexed roll, and no Help", async () => {
    await roller.update({ "system.affected.vexed": "heart" });
    await roller.toggleStatusEffect("vexed");
    as("player");
    faces([1, 4], 4);
    const message = await postCheck(roller, { stat: "heart" });
    as("gm");
    expect(visible(await renderCard(message)).filter((a) => a !== "spark")).toEqual(["fail"]);
  });

  it("Help from a player with two characters and none assigned: they are asked to choose one of their own", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    await Actor.create({ type: "character", name: "Bram", ownership: { default: 0, player2: 3 } });
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    button(await renderCard(message), "help").click();
    await settle();
    expect(warnings()).toEqual(["You need a character of your own with Blessings to Help."]);
    // Assigned, Ash is the one who Helps, though the player owns two.
    g.game.users.get("player2").character = helper;
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 4 })).toMatchObject({ blessing: 4 });
  });

  it("Legend: only the roller is offered the claim; once claimed, only others may witness, each once", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "viceVirtue", "system.blessings": [] });
    g.game.users.get("player2").character = helper;
    as("player");
    faces([1, 10], 10);
    const message = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(message))).toEqual(["award"]);
    as("player2");
    expect(visible(await renderCard(message))).toEqual(["help"]);
    as("player");
    d6([5]);
    await relay("check.award", { messageId: message!.id });
    expect(visible(await renderCard(message))).toEqual([]);
    as("player2");
    d6([3]);
    button(await renderCard(message), "witness").click();
    await vi.waitFor(() => expect(helper.system.blessings).toEqual([6, 2, 4, 3]));
    expect(visible(await renderCard(message))).toEqual(["help"]);
  });

  it("Witnessed it, clicked by someone with no character of their own, changes nothing and says why", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "viceVirtue", "system.blessings": [] });
    as("player");
    faces([1, 10], 10);
    const message = await postCheck(roller, { stat: "head" });
    d6([5]);
    await relay("check.award", { messageId: message!.id });
    as("player3");
    button(await renderCard(message), "witness").click();
    await settle();
    expect(warnings()).toEqual(["You need a character of your own (assigned in your user configuration) to gain a Blessing for witnessing this."]);
    expect(helper.system.blessings).toEqual([6, 2, 4]);
  });

  it("a pressed button is greyed out until the GM has answered, then usable again", async () => {
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    const help = button(await renderCard(message), "help");
    expect(help.disabled).toBe(false);
    // The Help chooser, closed: nothing is spent, and the press is over.
    let asked = false;
    apps.DialogV2.answers.push(() => { asked = true; return null; });
    help.click();
    expect(help.disabled).toBe(true);
    await vi.waitFor(() => expect(asked).toBe(true));
    await settle();
    expect(help.disabled).toBe(false);
  });
});
