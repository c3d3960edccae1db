// The Check card read again from what its message recorded, for the facts the other card tests leave out: Haunted's
// throw subtracted from the roll, an Aptitude that only adds a bust to a Complex Check, a hidden roll's adjustment,
// two Defenders' Resolved.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, d6, faces, renderCard, visible, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;
const texts = (card: HTMLElement, selector: string) => [...card.querySelectorAll(selector)].map((e) => e.textContent);

let roller: any;
let ash: any;
beforeEach(async () => {
  ({ roller, helper: ash } = await wrenAndAsh());
});

describe("what the card resolves from its record", () => {
  it("Haunted: the haunting's throw is taken off the roll, in a line that names it, and can make it fail", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await roller.update({ "system.optional": 4, "system.hauntingPresent": true });
    as("player");
    faces([6, 4], 6); // Head 6, then the Haunted d4's 3
    const message = await postCheck(roller, { stat: "head" });
    expect(checkOf(message).system.haunted).toEqual([3]);
    const card = await renderCard(message);
    expect(texts(card, ".hb-adjustments li")).toEqual(["Modifier (Haunted (the haunting is present)): 6 → 3"]);
    expect(texts(card, ".hb-roll-total")).toEqual(["6 → 3"]);
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Failure");
  });

  it("a Complex Check whose Aptitude only adds a bust still offers it: the 3 becomes a Minor Success that stacks", async () => {
    await roller.update({ "system.stats.head": 10 });
    as("player");
    faces([3, 5, 9], 10);
    const message = await postCheck(roller, { stat: "head", difficulty: "complex" });
    const card = await renderCard(message);
    expect([card.querySelector(".hb-check-outcome strong")!.textContent, card.querySelector(".hb-check-counts")!.textContent])
      .toEqual(["Minor Success", "1 bust"]);
    expect(visible(card)).toContain("aptitude");
    await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }]);
    await relay("check.aptitude", { messageId: message!.id, aptitude: "Tinkering" });
    // Before: the failed roll is not counted, the 5 sets the outcome, the 9 adds nothing.
    expect(texts(card, ".hb-roll-role")).toEqual(["Not counted", "Sets the outcome", "Adds its boons and busts"]);
    const applied = await renderCard(message);
    expect(texts(applied, ".hb-roll-total")).toEqual(["3 → 5", "5", "9"]);
    expect([applied.querySelector(".hb-check-outcome strong")!.textContent, applied.querySelector(".hb-check-counts")!.textContent])
      .toEqual(["Minor Success", "2 busts"]);
    expect(visible(applied)).not.toContain("aptitude");
  });

  it("hidden dice: a player reads the Easy Check's rounding without its numbers; the GM reads them", async () => {
    as("gm");
    const Actor = g.CONFIG.Actor.documentClass;
    const monster = await Actor.create({ type: "monstrosity", name: "Grendel", ownership: { default: 0 }, system: { stats: { head: 8 }, rollD20s: true } });
    faces([4], 20);
    const message = await postCheck(monster, { stat: "head", difficulty: "easy" });
    const gm = await renderCard(message);
    expect([texts(gm, ".hb-face"), texts(gm, ".hb-adjustments li")]).toEqual([["d20 4 → d8 4"], ["Easy Check: 4 → 5"]]);
    as("player");
    expect(texts(await renderCard(message), ".hb-adjustments li")).toEqual(["Easy Check"]);
  });

  it("Disarmed and two Defenders' Resolved: each boon lost and bust added names its own cause", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const bram = await Actor.create({ type: "character", name: "Bram", ownership: { default: 0, player3: 3 }, system: { blessings: [2] } });
    g.game.users.get("player3").character = bram;
    g.game.users.get("player2").character = ash;
    for (const defender of [ash, bram])
      await defender.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    // Disarmed too: its boon lost and bust come first and name nobody.
    await roller.update({ "system.stats.hurt": 6 });
    await roller.toggleStatusEffect("disarmed");
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent" });
    for (const [user, defender] of [["player2", ash], ["player3", bram]] as const) {
      as(user);
      d6([4]);
      await relay("check.resolved", { messageId: message!.id, actorUuid: defender.uuid });
    }
    const card = await renderCard(message);
    expect(texts(card, ".hb-gains li")).toEqual([
      "Boon — Major Success", "Boon lost — Disarmed", "Bust — Disarmed", "Bust — Resolved by Ash", "Bust — Resolved by Bram",
    ]);
    expect(texts(card, ".hb-adjustments li")).toEqual([
      "Disarmed: boons 1 → 0", "Resolved (the Defender's): boons 0 → 0", "Resolved (the Defender's): boons 0 → 0",
    ]);
    expect(texts(card, ".hb-note")).toEqual([
      "Ash, Bram used Resolved against this Attack: one fewer boon, one more bust; each gained a Blessing.",
    ]);
  });

  it("a Maximum Success is a Major Success and more: the first this session offers the Legend claim too", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "viceVirtue", "system.blessings": [] });
    as("player");
    faces([10], 10);
    const message = await postCheck(roller, { stat: "head", modifier: 10 });
    const card = await renderCard(message);
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Maximum Success");
    expect(visible(card)).toEqual(["award"]);
    expect(texts(card, ".hb-check-counts")).toEqual(["1 boon · 1 exceptional"]);
  });

  it("a Hard Check of two Major Successes counts 2 boons", async () => {
    await roller.update({ "system.stats.head": 10 });
    as("player");
    faces([6, 7], 10);
    const message = await postCheck(roller, { stat: "head", difficulty: "hard", modifier: 6 });
    expect(texts(await renderCard(message), ".hb-check-counts")).toEqual(["2 boons"]);
  });
});
