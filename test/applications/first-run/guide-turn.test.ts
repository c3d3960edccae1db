// A new player reading only the in-game guide can take an Endeavor turn: the controls docs/play/endeavor-turn.md names,
// in its order, are on the rendered tracker of a seeded Endeavor, labelled as the page names them, and doing what the
// page says, step by step, completes the player's turn.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../lang/en.json";
import { asUser } from "../../documents/combat-helpers";
import { click, started } from "../combat/tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const page = readFileSync("docs/play/endeavor-turn.md", "utf8");
const section = (title: string) => page.split(/^## /m).find((s) => s.startsWith(title))!;
/** The controls a section names: its **bold** words, in order. */
const named = (text: string) => [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim();
const visible = (root: Element, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.closest("[hidden]"));
const byText = (root: Element, selector: string, label: string) => visible(root, selector).find((el) => text(el) === label) ?? null;

describe("the guide's Endeavor turn, followed on the tracker", () => {
  it("names the controls of a turn in the order a player meets them", () => {
    expect(named(section("Step by step"))).toEqual([
      "Choose your Action Die", "Head d6 · X 2", "Head · spent — skip a round to regain it",
      "Skip round (regain spent Stats)", "You",
      "Action", "Advance", "Attack", "Protect", "Pass", "Next",
      "Targets, Spark, Help", "Direction, Spark, Help", "Where to search", "Next", "The Check", "Next", "Confirm",
      "Advance: up by 2 → 2", "Violent Attack on Grey Widow", "Move: up by X (2) → 5", "Search: add an Alarm at 2",
      "Advance",
    ]);
    expect(named(section("Helping from your row"))).toEqual(["Help Wren's next Check", "Offer Help", "Withdraw offer"]);
    expect(named(section("The board"))).toEqual(["Track board"]);
  });

  it("a player who does what the page says chooses the Action Die, walks the five steps and completes the turn", async () => {
    const w = await started();
    await w.as("player");
    // 1. Choose your Action Die: the group, and the Stat's button as the page names it.
    let row = w.row(w.ids.wren);
    // The group is named by the prompt the page quotes.
    const prompt = row.querySelector(".hb-choose-prompt")!;
    expect(text(prompt)).toBe("Choose your Action Die");
    const choose = row.querySelector(`[role="group"][aria-labelledby="${prompt.id}"]`)!;
    click(byText(choose, "button", "Head d6 · X 2"));
    await vi.waitFor(() => expect(w.p(w.ids.wren).actionDie).toBe("Head"));
    // Skip round shows only with a Stat spent; its label is the page's.
    expect(en.HB.Endeavor.skipRound).toBe("Skip round (regain spent Stats)");
    // 2. Wait for your turn: the others choose (more temporary Blessings than Wren's X of 2, so she acts first).
    asUser("gm");
    for (const [by, stat] of [[w.ids.oskar, "Head"], [w.ids.mina, "Hand"], [w.ids.widow, "Hurt"]] as const) {
      await w.combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [2, 3, 4] });
    }
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.wren);
    await w.as("player");
    row = w.row(w.ids.wren);
    const step = (id: string) => row.querySelector<HTMLDetailsElement>(`details[data-step="${id}"]`)!;
    const next = (id: string) => click(byText(step(id), "[data-hb-next]", "Next"));
    // 3. Action: the page's actions are there; choose Advance, then Next.
    expect(text(step("action").querySelector(".hb-step-title"))).toBe("Action");
    const actions = visible(step("action"), ".hb-action-choice").map(text);
    expect(actions).toEqual(expect.arrayContaining(["Advance", "Attack", "Protect", "Pass"]));
    const advance = visible(step("action"), ".hb-action-choice").find((l) => text(l) === "Advance")!.querySelector("input")!;
    advance.checked = true;
    advance.dispatchEvent(new Event("change", { bubbles: true }));
    next("action");
    // 4. Targets, Spark, Help, payments, then Next; 5. The Check, then Next.
    expect([step("details").open, text(step("details").querySelector(".hb-step-title"))]).toEqual([true, "Targets, Spark, Help, payments"]);
    next("details");
    expect([step("check").open, text(step("check").querySelector(".hb-step-title"))]).toEqual([true, "The Check"]);
    next("check");
    // 6. Confirm: the button named for the action, saying it as the page does, sends it, and the turn passes on.
    expect([step("confirm").open, text(step("confirm").querySelector(".hb-step-title"))]).toEqual([true, "Confirm"]);
    click(byText(step("confirm"), "button", "Advance: up by 2 → 2"));
    await vi.waitFor(() => expect(w.combat.endeavor!.turn.current).not.toBe(w.ids.wren));
    expect(w.combat.model!.commands.at(-1)).toMatchObject({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    expect(w.p(w.ids.wren).acted).toBe(true);
  });

  it("another player finds Help and the board where the page says, and offering Help works as it says", async () => {
    const w = await started();
    asUser("gm");
    for (const [by, stat, blessings] of [[w.ids.wren, "Head", [2, 2]], [w.ids.oskar, "Head", [2, 3, 4]], [w.ids.mina, "Hand", [2, 3, 4]], [w.ids.widow, "Hurt", [4, 4, 5]]] as const) {
      await w.combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    }
    await w.as("player2");
    const row = w.row(w.ids.oskar);
    const offer = row.querySelector(".hb-offer")!;
    expect(text(offer.querySelector("legend"))).toBe("Help Wren's next Check");
    click(byText(offer, "button", "Offer Help"));
    await vi.waitFor(() => expect(JSON.stringify(w.combat.model!.helpOffers ?? [])).toContain(w.ids.oskar));
    await w.as("player2");
    expect(byText(w.row(w.ids.oskar), "button", "Withdraw offer")).not.toBeNull();
    expect(w.tracker.element!.querySelector('[data-action="hbOpenBoard"]')!.getAttribute("aria-label")).toBe("Track board");
  });
});
