// Ambidextrous (v0.0.18): "You may receive aid from two sources at once related enough to this Aptitude." The sheet's
// Check takes two aids when the Aptitude rolled with is the one Ambidextrous is dropped on, the roll dialog's odds say
// so before the roll, and the card resolves the same again after a Help.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { checkLines } from "../../../src/applications/chat/export-lines";
import { prepareCheckCard } from "../../../src/applications/chat/check-card-context";
import { rollDialogActor } from "../../../src/applications/dialogs/roll-dialog";
import { initialRollState, prepareRollDialog } from "../../../src/applications/dialogs/roll-dialog-context";
import type { HumanityCheckRoll } from "../../../src/dice/humanity-check-roll";
import { as, faces, renderCard, wrenAndAsh } from "./card-helpers";
import { checkOf } from "./posted-check";
import { relay } from "../../../src/applications/shared/relay";

const g = globalThis as any;

let roller: any;
beforeEach(async () => {
  ({ roller } = await wrenAndAsh());
  await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
  const [tinkering] = await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }, { type: "aptitude", name: "Sailing" }]);
  await roller.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Ambidextrous (v0.0.18)", system: { aptitude: tinkering.id } }]);
});

const outcome = (card: HTMLElement) => card.querySelector(".hb-check-outcome strong")!.textContent;
const adjustments = (card: HTMLElement) => [...card.querySelectorAll(".hb-adjustments li")].map((li) => li.textContent).join(" · ");
const tags = (card: HTMLElement) => [...card.querySelectorAll(".hb-check-head > .hb-tag")].map((t) => t.textContent);

describe("Ambidextrous on the sheet's Check", () => {
  it("an Easy Check with the Aptitude it is on takes Easy's aid and the Aptitude's together, and says why", async () => {
    as("player");
    faces([2], 6);
    const message = await postCheck(roller, { stat: "head", difficulty: "easy", aptitude: "Tinkering" });
    const card = await renderCard(message);
    expect([outcome(card), adjustments(card)]).toEqual(["Minor Success", "Easy Check: 2 → 4 · Aptitude: 4 → 6"]);
    expect(tags(card)).toEqual(["Easy", "Aptitude: Tinkering (Ambidextrous: two aids at once)"]);
    expect(checkOf(message).system.ambidextrous).toBe(true);
  });

  it("with another Aptitude, or in v0.0.21.10's Check, it takes one aid at a time", async () => {
    as("player");
    faces([2], 6);
    const sailing = await renderCard(await postCheck(roller, { stat: "head", difficulty: "easy", aptitude: "Sailing" }));
    expect([outcome(sailing), adjustments(sailing)]).toEqual(["Failure", "Easy Check: 2 → 4"]);
    expect(tags(sailing)).toEqual(["Easy", "Aptitude: Sailing"]);
    faces([2], 6);
    const none = await renderCard(await postCheck(roller, { stat: "head", difficulty: "easy" }));
    expect([outcome(none), adjustments(none)]).toEqual(["Failure", "Easy Check: 2 → 4"]);
  });

  it("another Specialization on an Aptitude, or Ambidextrous on none, gives no second aid", async () => {
    const sailing = roller.items.find((i: any) => i.name === "Sailing");
    await roller.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Helpful (v0.0.18)", system: { aptitude: sailing.id } }]);
    as("player");
    faces([2], 6);
    const helpful = await renderCard(await postCheck(roller, { stat: "head", difficulty: "easy", aptitude: "Sailing" }));
    expect([outcome(helpful), adjustments(helpful)]).toEqual(["Failure", "Easy Check: 2 → 4"]);
    await roller.items.find((i: any) => i.name === "Ambidextrous (v0.0.18)").update({ "system.aptitude": "" });
    faces([2], 6);
    const loose = await renderCard(await postCheck(roller, { stat: "head", difficulty: "easy", aptitude: "Tinkering" }));
    expect([outcome(loose), tags(loose)]).toEqual(["Failure", ["Easy", "Aptitude: Tinkering"]]);
  });

  it("an exceptional thing's aid and the Aptitude's add up on a Normal Check, the larger named", async () => {
    as("player");
    faces([2, 2], 6);
    const two = await renderCard(await postCheck(roller, { stat: "head", aptitude: "Tinkering", exceptional: "Compass" }));
    const one = await renderCard(await postCheck(roller, { stat: "head", aptitude: "Sailing", exceptional: "Compass" }));
    expect([outcome(two), adjustments(two)]).toEqual(["Minor Success", "Exceptional thing gained: 2 → 5 · Aptitude: 5 → 7"]);
    expect([outcome(one), adjustments(one)]).toEqual(["Minor Success", "Exceptional thing gained: 2 → 5"]);
  });

  it("the chat export names it as the card does", async () => {
    as("player");
    faces([2], 6);
    const message = await postCheck(roller, { stat: "head", difficulty: "easy", aptitude: "Tinkering" });
    const lines = checkLines(prepareCheckCard(checkOf(message).system, (checkOf(message).rolls as HumanityCheckRoll[]).map((r) => r.facts)), g.game.i18n);
    expect(lines[0]).toBe("Head · Easy · Aptitude: Tinkering (Ambidextrous: two aids at once)");
  });

  it("the roll dialog's odds are those of two aids with that Aptitude only", () => {
    const facts = rollDialogActor(roller);
    const failure = (aptitude: string) =>
      prepareRollDialog(facts, { ...initialRollState("head"), difficulty: "easy", aptitude }, "v0.0.18").odds.find((o) => o.outcome === "failure")!.p;
    // A d6 (bumping on a 6) fails an Easy Check with +4 only on a 1 (1 + 4 = 5 succeeds): never; with +2, on a 2 (a 1 bumps).
    expect([failure("Tinkering"), failure("Sailing"), failure("")]).toEqual([0, 1 / 6, 1 / 6]);
  });

  it("applied after the roll, the Aptitude it is on takes both aids as if rolled with it; another takes one", async () => {
    as("player");
    faces([2, 2], 6);
    const tinkering = await postCheck(roller, { stat: "head", difficulty: "easy" });
    const sailing = await postCheck(roller, { stat: "head", difficulty: "easy" });
    await relay("check.aptitude", { messageId: tinkering!.id, aptitude: "Tinkering" });
    await relay("check.aptitude", { messageId: sailing!.id, aptitude: "Sailing" });
    const two = await renderCard(tinkering);
    const one = await renderCard(sailing);
    expect([outcome(two), adjustments(two), tags(two)]).toEqual([
      "Minor Success",
      "Easy Check: 2 → 4 · Aptitude: 4 → 6",
      ["Easy", "Aptitude: Tinkering (Ambidextrous: two aids at once)"],
    ]);
    expect([outcome(one), adjustments(one), tags(one)]).toEqual(["Failure", "Easy Check: 2 → 4", ["Easy", "Aptitude: Sailing"]]);
  });
});
