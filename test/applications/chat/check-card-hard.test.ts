// A Check of several rolls on its card, as a player reads it. Book, "Easy and Hard Checks": "Hard: Perform the roll
// twice. If either would fail, the whole Check fails. Boons and busts stack." So one roll sets the outcome (the lower
// success; on a failure, the failed roll), a second success still adds its boons and busts, and a success in a failed
// Check counts for nothing — each said in words on its row. Every boon and bust names its cause: a roll's outcome
// ("Minor Success: Check succeeds, with a bust"), Help ("it gains an additional bust"), Resolved.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, d6, faces, renderCard, wrenAndAsh } from "./card-helpers";

let roller: any;
let helper: any;

beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
  // Wren rolls Head and Hurt d10s; Ash holds one Blessing, a 6.
  await roller.update({ "system.stats.head": 10, "system.stats.hurt": 10 });
  await helper.update({ "system.blessings": [6] });
});

const text = (el: Element) => el.textContent!.replace(/\s+/g, " ").trim();
/** Each roll's row as read: its label, what it counts for, its total; and whether it is drawn set apart (muted and
 *  dashed, styles/_chat.scss; the harness views chat-check-helped and chat-check-ache show it in chromium). */
const rows = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>(".hb-check-roll")].map((li) => ({
  read: [li.querySelector(".hb-roll-label"), li.querySelector(".hb-roll-role"), li.querySelector(".hb-roll-total")].map((e) => e && text(e)).join(" · "),
  apart: li.classList.contains("stacks") || li.classList.contains("void"),
}));
const gains = (card: HTMLElement) => [...card.querySelectorAll(".hb-gains li")].map(text);

describe("a Hard Check's card", () => {
  it("a failed roll fails it: that roll says so; the other success says it is not counted; no boon or bust", async () => {
    as("player");
    faces([6, 3], 6);
    const card = await renderCard(await postCheck(roller, { stat: "hand", difficulty: "hard" }));
    expect(rows(card)).toEqual([
      { read: "Roll 1 · Not counted · 6", apart: true },
      { read: "Roll 2 · Fails the Check · 3", apart: false },
    ]);
    expect(text(card.querySelector(".hb-check-outcome strong")!)).toBe("Failure");
    expect(card.querySelector(".hb-gains")).toBeNull();
  });

  it("two Minor Successes: the first sets the outcome, the second adds its bust; each bust names its roll, then Ash's Help", async () => {
    as("player");
    faces([6, 5], 6);
    const message = await postCheck(roller, { stat: "hand", difficulty: "hard" });
    let card = await renderCard(message);
    expect(rows(card)).toEqual([
      { read: "Roll 1 · Sets the outcome · 6", apart: false },
      { read: "Roll 2 · Adds its boons and busts · 5", apart: true },
    ]);
    expect(gains(card)).toEqual(["Bust — Roll 1: Minor Success", "Bust — Roll 2: Minor Success"]);
    expect(card.querySelector(".hb-gains")!.getAttribute("aria-label")).toBe("Boons and busts, each with its cause");
    // Ash Helps with their ⑥ (+3 to the lower roll: 5 → 8, Medium, which brings no bust); Help brings one of its own.
    as("player2");
    await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid });
    card = await renderCard(message);
    expect(rows(card)).toEqual([
      { read: "Roll 1 · Sets the outcome · 6", apart: false },
      { read: "Roll 2 · Adds its boons and busts · 5 → 8", apart: true },
    ]);
    expect(gains(card)).toEqual(["Bust — Roll 1: Minor Success", "Bust — Help from Ash"]);
    expect(text(card.querySelector(".hb-check-counts")!)).toBe("2 busts");
  });

  it("a Major and a Medium: the Medium sets the outcome; the Major's boon still stacks, named by its roll", async () => {
    as("player");
    // The first roll Sparked with Head (d10 + d10: 6 + 6), the second Hurt alone (9).
    faces([6, 6, 9], 10);
    const card = await renderCard(await postCheck(roller, { stat: "hurt", partner: "head", difficulty: "hard" }));
    expect(rows(card)).toEqual([
      { read: "Roll 1 · Adds its boons and busts · 12", apart: true },
      { read: "Roll 2 · Sets the outcome · 9", apart: false },
    ]);
    expect(text(card.querySelector(".hb-check-outcome strong")!)).toBe("Medium Success");
    expect(gains(card)).toEqual(["Boon — Roll 1: Major Success"]);
  });
});

describe("a single roll's boons and busts", () => {
  it("no role on the roll; a Maximum is an exceptional boon; Resolved takes it back and adds a bust, naming who", async () => {
    await helper.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    as("player");
    faces([10, 10], 10);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent" });
    let card = await renderCard(message);
    expect(rows(card)).toEqual([{ read: " ·  · 20", apart: false }]);
    expect(gains(card)).toEqual(["Exceptional boon — Maximum Success"]);
    as("player2");
    d6([4]);
    await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid });
    card = await renderCard(message);
    expect(gains(card)).toEqual(["Exceptional boon — Maximum Success", "Boon lost — Resolved by Ash", "Bust — Resolved by Ash"]);
  });
});
