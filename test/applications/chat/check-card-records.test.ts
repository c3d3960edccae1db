// The Check card read again from what its message recorded, for the facts the other card tests leave out: Haunted's
// throw subtracted from the roll, an Aptitude that only adds a bust to a Complex Check, a hidden roll's adjustment.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, faces, renderCard, visible, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;
const texts = (card: HTMLElement, selector: string) => [...card.querySelectorAll(selector)].map((e) => e.textContent);

let roller: any;
beforeEach(async () => {
  ({ roller } = await wrenAndAsh());
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
    await relay("check.aptitude", { messageId: message!.id });
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
});
