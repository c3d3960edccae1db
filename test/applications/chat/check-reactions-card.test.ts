// Others' Specializations on a sheet Check's card (rules check-reactions.ts, analytical.ts; both books' "Specialization
// Options"): each offered to whoever's character has it, validated on the GM, recorded on the card, and read by the
// same check builder as the roll.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, d6, faces, renderCard, visible, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;
const outcome = (html: HTMLElement) => html.querySelector(".hb-check-outcome strong")!.textContent;

let roller: any;
let helper: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
  // Wren attacks with Hurt d6; Ash, player2's assigned character, holds one Blessing, a 2.
  await roller.update({ "system.stats.hurt": 6 });
  await helper.update({ "system.blessings": [2] });
  g.game.users.get("player2").character = helper;
});

const give = (name: string, system: Record<string, unknown>) => helper.createEmbeddedDocuments("Item", [{ type: "specialization", name, system }]);

describe("Mischievous on the card — 'modify that character's result by −3, possibly turning their success into a failure'", () => {
  it("Ash distracts Wren's 7: a Failure, named on the card; Mischievous is spent (Recharge ⑤); only once", async () => {
    await give("Mischievous", { recharge: "⑤" });
    as("player");
    faces([1, 6], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(visible(await renderCard(message))).not.toContain("mischievous");
    as("player2");
    const card = await renderCard(message);
    expect(outcome(card)).toBe("Minor Success");
    expect(visible(card)).toContain("mischievous");
    await relay("check.mischievous", { messageId: message!.id, actorUuid: helper.uuid });
    const after = await renderCard(message);
    expect(outcome(after)).toBe("Failure");
    expect(after.textContent).toContain("Ash distracted this Check (Mischievous, −3).");
    expect(visible(after)).not.toContain("mischievous");
    expect(helper.items.find((i: any) => i.name === "Mischievous").system.spent).toBe(true);
  });

  it("refused without the Specialization, on a failing Check, and while spent", async () => {
    as("player");
    faces([3], 6);
    const fails = await postCheck(roller, { stat: "head" });
    faces([6], 6);
    const six = await postCheck(roller, { stat: "head" });
    as("player2");
    await relay("check.mischievous", { messageId: six!.id, actorUuid: helper.uuid });
    expect(warnings().at(-1)).toBe("Ash does not have Mischievous.");
    await give("Mischievous", { recharge: "⑤", spent: true });
    await relay("check.mischievous", { messageId: fails!.id, actorUuid: helper.uuid });
    expect(warnings().at(-1)).toBe("Mischievous is used only when the Check would succeed.");
    await relay("check.mischievous", { messageId: six!.id, actorUuid: helper.uuid });
    expect(warnings().at(-1)).toMatch(/^This Specialization is spent/);
    expect(checkOf(six).system.mischievous).toBe("");
  });
});

describe("Resolved on the card — 'the Attacker receives one fewer boon and one additional bust than usual, and you gain a Blessing'", () => {
  it("Wren's violent Attack rolls 12 (one boon) against Ash: with Resolved, no boon, one bust; Ash gains a Blessing", async () => {
    await give("Resolved", { recharge: "④" });
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent" });
    as("player2");
    const card = await renderCard(message);
    expect(card.querySelector(".hb-check-counts")!.textContent).toBe("1 boon");
    expect(visible(card)).toContain("resolved");
    d6([4]);
    await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid });
    const after = await renderCard(message);
    expect(after.querySelector(".hb-check-counts")!.textContent).toBe("1 bust");
    expect(after.textContent).toContain("Ash used Resolved against this Attack");
    // Each boon and bust with its cause: the roll's boon, lost to Resolved, and the bust Resolved adds, naming Ash.
    expect([...after.querySelectorAll(".hb-gains li")].map((li) => [li.className, li.textContent])).toEqual([
      ["boon", "Boon — Major Success"], ["lost", "Boon lost — Resolved by Ash"], ["bust", "Bust — Resolved by Ash"],
    ]);
    expect([...after.querySelectorAll(".hb-adjustments li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim()))
      .toEqual(["Resolved (the Defender's): boons 1 → 0"]);
    expect(helper.system.blessings).toEqual([2, 4]);
    expect(helper.items.find((i: any) => i.name === "Resolved").system.spent).toBe(true);
  });

  it("on an Attack with no boon to lose: only the bust it adds, no boon lost", async () => {
    await give("Resolved", { recharge: "④" });
    as("player");
    faces([3, 3], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent" });
    as("player2");
    d6([4]);
    await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid });
    const after = await renderCard(message);
    expect([...after.querySelectorAll(".hb-gains li")].map((li) => [li.className, li.textContent])).toEqual([
      ["bust", "Bust — Minor Success"], ["bust", "Bust — Resolved by Ash"],
    ]);
    expect(after.querySelector(".hb-check-counts")!.textContent).toBe("2 busts");
  });

  it("not on a Check that is no Attack", async () => {
    await give("Resolved", { recharge: "④" });
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "head", partner: "hand" });
    as("player2");
    expect(visible(await renderCard(message))).not.toContain("resolved");
    await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid });
    expect(warnings().at(-1)).toBe("Resolved answers an Attack against you.");
    expect(helper.system.blessings).toEqual([2]);
  });
});

describe("Analytical on the card — 'provide Help by rolling four d6 … +5'", () => {
  it("Ash's 1, 1, 1, 2 Helps Wren's 2 to a 7 without spending a Blessing; Twice per session", async () => {
    await give("Analytical", { limit: "session", uses: 2 });
    as("player");
    faces([2], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    expect(visible(await renderCard(message))).toContain("analytical");
    d6([1, 1, 1, 2]);
    await relay("check.analytical", { messageId: message!.id, actorUuid: helper.uuid });
    const after = await renderCard(message);
    expect(outcome(after)).toBe("Minor Success");
    expect(after.querySelector(".hb-helps")!.textContent).toBe("Helped by Ash (Analytical: 1, 1, 1, 2)");
    expect(helper.system.blessings).toEqual([2]);
    expect(helper.items.find((i: any) => i.name === "Analytical").system.used).toBe(1);
    // Help once per roll, as any Help.
    await relay("check.analytical", { messageId: message!.id, actorUuid: helper.uuid });
    expect(warnings().at(-1)).toMatch(/already Helped/);
  });
});
