// A Check written in text ([[/hbcheck head hard]]) as a player meets it in a journal: a link named after the Check,
// its odds for the character who would roll, the roll dialog set to it on a click, and malformed text marked.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { outcomeOdds, OUTCOMES } from "../../../src/rules";
import { apps, ui } from "../../fakes/setup";
import { enrich, fieldValue, rollForm, settle } from "./enriched-page";

const g = globalThis as any;

let wren: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  wren = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [5, 3], lifestyle: "crafty" },
  });
  g.game.user = g.game.users.get("player");
});

describe("a Check written in text", () => {
  it("becomes a link named after the Check (or its own label); malformed text stays as written, marked with the reason", async () => {
    const page = await enrich("<p>Make a [[/hbcheck head hard]], then [[/hbcheck heart]]{Keep calm} or [[/hbcheck hed]] and [[/hbcheck]].</p>");
    const links = [...page.querySelectorAll<HTMLElement>("a.hb-check-link")];
    expect(links.map((a) => a.textContent)).toEqual(["Hard Head Check", "Keep calm"]);
    expect(links.map((a) => [a.dataset.stat, a.dataset.difficulty, a.getAttribute("role"), a.tabIndex])).toEqual([["head", "hard", "button", 0], ["heart", "normal", "button", 0]]);
    const errors = [...page.querySelectorAll<HTMLElement>(".hb-check-text-error")];
    expect(errors.map((e) => [e.textContent, e.dataset.tooltipText])).toEqual([
      ["[[/hbcheck hed]]", 'Not a Check: "hed" is neither a Stat nor a difficulty (easy, normal, hard, complex).'],
      ["[[/hbcheck]]", "Not a Check: name a Stat, for example [[/hbcheck head hard]]."],
    ]);
    expect(page.textContent).toBe("Make a Hard Head Check, then Keep calm or [[/hbcheck hed]] and [[/hbcheck]].");
  });

  it("the reason quotes the word as written, as text: markup typed in the word is never shown as HTML", async () => {
    const page = await enrich("<p>[[/hbcheck head &lt;b&gt;hard&lt;/b&gt;&lt;img/src=x&gt;]]</p>");
    const tip = g.game.tooltip.activate(page.querySelector<HTMLElement>(".hb-check-text-error")!);
    expect(tip.textContent).toBe('Not a Check: "<b>hard</b><img/src=x>" is neither a Stat nor a difficulty (easy, normal, hard, complex).');
    expect(tip.querySelector("b, img")).toBeNull();
  });

  it("a Complex Check says how many rolls", async () => {
    const page = await enrich("<p>[[/hbcheck hurry complex rolls=4]]</p>");
    expect(page.querySelector("a")!.textContent).toBe("Complex Hurry Check (4 rolls)");
  });

  it("hovering shows the exact odds of each outcome for the player's character, as the rules compute them", async () => {
    g.game.user.character = wren;
    const link = (await enrich("<p>[[/hbcheck head hard]]</p>")).querySelector<HTMLElement>("a")!;
    link.dispatchEvent(new PointerEvent("pointerenter"));
    await settle();
    const tip = document.createElement("div");
    tip.innerHTML = link.dataset.tooltip!;
    expect(tip.querySelector("strong")!.textContent).toBe("Hard Head Check for Wren");
    // Wren's Head is a d6: the odds of a Hard d6 Check (crafty Ignites nothing without a Spark).
    const odds = outcomeOdds({ sizes: [6], difficulty: "hard" });
    expect([...tip.querySelectorAll("li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim())).toEqual(
      OUTCOMES.map((t) => `${g.game.i18n.localize(`HB.Outcome.${t}.name`)} ${(odds[t] * 100).toFixed(1)}%`));
  });

  it("hovering without a character says the player will be asked who rolls", async () => {
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    link.dispatchEvent(new PointerEvent("pointerenter"));
    await settle();
    expect(link.dataset.tooltip).toContain("you will be asked which character rolls");
  });

  it("a click opens the roll dialog for the assigned character with the Stat and difficulty set", async () => {
    g.game.user.character = wren;
    const link = (await enrich("<p>[[/hbcheck head hard]]</p>")).querySelector<HTMLElement>("a")!;
    link.click();
    await settle();
    expect(rollForm()).not.toBeNull();
    expect([fieldValue("stat"), fieldValue("difficulty")]).toEqual(["head", "hard"]);
    rollForm()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle();
    expect(g.game.messages.contents[0].system).toMatchObject({ actorUuid: wren.uuid, stat: "head", difficulty: "hard" });
  });

  it("Enter on the focused link opens it too, and a Complex Check keeps its rolls", async () => {
    g.game.user.character = wren;
    const link = (await enrich("<p>[[/hbcheck hand complex rolls=5]]</p>")).querySelector<HTMLElement>("a")!;
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await settle();
    expect([fieldValue("stat"), fieldValue("difficulty"), fieldValue("rolls")]).toEqual(["hand", "complex", "5"]);
  });

  it("without an assigned character the player picks one of theirs; with none they are told why nothing opens", async () => {
    const other = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 3 }, system: { stats: { head: 8 } } });
    apps.DialogV2.answers.push(other.id);
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    link.click();
    await settle();
    expect(apps.DialogV2.asked[0].content).toContain("Which character rolls the Head Check?");
    expect(rollForm()!.querySelector("[name=stat] option[selected]")?.textContent).toContain("d8");

    document.body.replaceChildren();
    g.game.user = g.game.users.get("player2");
    const again = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    again.click();
    await settle();
    expect(rollForm()).toBeNull();
    expect(ui.messages.map((m) => m.message)).toEqual(["You have no character to roll this Check with: ask the GM to assign you one."]);
  });
});
