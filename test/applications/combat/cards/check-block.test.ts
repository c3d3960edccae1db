// The Check on an Endeavor card as its reader sees it: what the Check was for, the extra ranks only when there are
// some, what the engine applied (Ignite, the Aptitude, an exceptional thing, Disarmed), Help on the roll alone, each
// Check's own die when the totals were handed to the engine, and events this version cannot tell left out.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { cardState as state, i18n } from "./card-cast";
import { endeavorCardContext, endeavorCardFacts } from "../../../../src/applications/combat/cards/event-card-context";
import { template } from "../../../../src/applications/shared/templates";
import { apply, type CheckRecord, type EndeavorEvent, type EndeavorState } from "../../../../src/rules/endeavor";
import { seededRng } from "../../../../src/rules";

const g = globalThis as any;
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** Wren's violent Attack on the Grey Widow with a 9 handed to the engine (Hurt d8): its state and check event. */
function attacked(): { state: EndeavorState; check: Extract<EndeavorEvent, { type: "check" }> } {
  let s = state();
  for (const [by, stat, blessings] of [["a0", "Hurt", [2, 4]], ["a1", "Head", [4, 6, 1, 2]], ["m0", "Hand", [5, 5, 1, 3]]] as const) {
    s = apply(s, { type: "chooseActionDie", by, stat, blessings: [...blessings] }, seededRng(5)).state;
  }
  const r = apply(s, { type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], roll: [9] } }, seededRng(5));
  const check = r.events.find((e) => e.type === "check");
  if (check?.type !== "check") throw new Error("no Check recorded");
  return { state: r.state, check };
}

/** The card drawn for these events, as the chat log shows it. */
async function card(s: EndeavorState, events: EndeavorEvent[]): Promise<HTMLElement> {
  const context = endeavorCardContext(endeavorCardFacts(s, null, events), i18n());
  const div = document.createElement("div");
  div.innerHTML = await g.foundry.applications.handlebars.renderTemplate(template("combat/event-card.hbs"), context);
  return div;
}

const as = (e: Extract<EndeavorEvent, { type: "check" }>, check: Partial<CheckRecord>): EndeavorEvent => ({ ...e, check: { ...e.check, ...check } });

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

/** The Check's block: its caption line and the Check card inside it, as read. */
const checkText = (el: Element) => [...el.querySelectorAll(".hb-endeavor-check")].map(text);

describe("the Check's caption", () => {
  it("says what the engine's own Checks are for", () => {
    const { state: s, check } = attacked();
    const purposes = ["attack", "advance", "fatigue", "protect", "defend", "radiant"] as const;
    const context = endeavorCardContext(endeavorCardFacts(s, null, purposes.map((purpose) => as(check, { purpose }))), i18n());
    expect(context.blocks.map((b) => b.check?.caption)).toEqual([
      "Wren: Attack",
      "Wren: Advance",
      "Wren: Fatigue Check",
      "Wren: Protect",
      "Wren: Defend against a Delayed Attack",
      "Wren: Radiant",
    ]);
  });

  it("names the extra ranks only when there are some, and an immune target's automatic failure", async () => {
    const { state: s, check } = attacked();
    const el = await card(s, [as(check, {}), as(check, { extraRanks: 2 }), as(check, { automaticFailure: true })]);
    expect([...el.querySelectorAll(".hb-endeavor-check-by")].map(text)).toEqual([
      "Wren: Attack",
      "Wren: Attack 2 rank(s) harder (Protect, Fatigue)",
      "Wren: Attack",
    ]);
    expect([...el.querySelectorAll(".hb-endeavor-check")].map((c) => text(c.querySelector(".hb-note")))).toEqual(["", "", "Failure (Immunity)"]);
  });
});

describe("what the engine applied to the Check, on the card", () => {
  it("a Condition's modifier by its name (none without one), the Aptitude, an exceptional thing, Disarmed", async () => {
    const { state: s, check } = attacked();
    const uncool = { roll: 0, rule: "modifier" as const, source: "uncool", from: 5, to: 4 };
    const el = await card(s, [
      as(check, { totals: [5], adjustments: [uncool] }),
      as(check, { totals: [5], adjustments: [{ ...uncool, source: undefined }] }),
      as(check, { totals: [5], adjustments: [{ ...uncool, rule: "help" }] }),
      as(check, { aptitude: "Climbing" }),
      as(check, { adjustments: [{ roll: 0, rule: "exceptional", from: 9, to: 9 }] }),
      as(check, { totals: [11], adjustments: [{ roll: 0, rule: "disarmed", from: 1, to: 0 }] }),
    ]);
    expect(checkText(el)).toEqual([
      "Wren: Attack Hurt Normal d8 5 → 4 Failure — the Check fails. Modifier (Uncool): 5 → 4",
      "Wren: Attack Hurt Normal d8 5 Minor Success — the Check succeeds, with a bust. 1 bust Bust — Minor Success",
      "Wren: Attack Hurt Normal d8 5 Minor Success — the Check succeeds, with a bust. 1 bust Bust — Minor Success",
      "Wren: Attack Hurt Normal Aptitude: Climbing d8 9 Medium Success — the Check succeeds.",
      "Wren: Attack Hurt Normal Exceptional: Exceptional thing gained d8 9 Medium Success — the Check succeeds.",
      "Wren: Attack Hurt Normal Violent Attack d8 11 Major Success — the Check succeeds, with a boon; the higher the roll, "
        + "the greater the boon. 1 bust Boon — Major SuccessBoon lost — DisarmedBust — Disarmed Disarmed: boons 1 → 0",
    ]);
  });

  // v0.0.18, Ambidextrous: "You may receive aid from two sources at once related enough to this Aptitude."
  it("Ambidextrous: the Aptitude named with it, and the two aids the engine added read again on the card", async () => {
    const { state: s, check } = attacked();
    const v18 = { ...s, edition: "v0.0.18" as const };
    const easy = { totals: [4], difficulty: "easy" as const, aptitude: "Climbing" };
    const el = await card(v18, [
      as(check, { ...easy, ambidextrous: true, adjustments: [{ roll: 0, rule: "easy", from: 4, to: 6 }, { roll: 0, rule: "aptitude", from: 6, to: 8 }] }),
      as(check, { ...easy, adjustments: [{ roll: 0, rule: "easy", from: 4, to: 6 }] }),
    ]);
    expect(checkText(el)).toEqual([
      "Wren: Attack Hurt Easy Aptitude: Climbing (Ambidextrous: two aids at once) d8 4 → 8 Medium Success — the Check "
        + "succeeds. Easy Check: 4 → 6Aptitude: 6 → 8",
      "Wren: Attack Hurt Easy Aptitude: Climbing d8 4 → 6 Minor Success — the Check succeeds, with a bust. 1 bust Bust — "
        + "Minor Success Easy Check: 4 → 6",
    ]);
  });

  it("a Sparked roll the engine raised by Ignite or Overcharge (the card calls both Ignite); none when it did not", async () => {
    const { state: s, check } = attacked();
    const easy = { roll: 0, rule: "easy" as const, from: 7, to: 7 };
    const raised = (rule: "ignite" | "overcharge") => ({ roll: 0, rule, from: 7, to: 8 });
    const el = await card(s, [
      as(check, { spark: "Hurry", totals: [7], adjustments: [easy, raised("ignite")] }),
      as(check, { spark: "Hurry", totals: [7], adjustments: [raised("overcharge")] }),
      as(check, { spark: "Hurry", totals: [7], adjustments: [easy] }),
    ]);
    expect([...el.querySelectorAll(".hb-check-roll")].map((r) => text(r.querySelector(".hb-roll-total")))).toEqual(["7 → 8", "7 → 8", "7"]);
    expect(checkText(el)[0]).toContain("Ignite: 7 → 8");
  });

  it("Help the engine took on the roll, not Help spent on X", async () => {
    const { state: s, check } = attacked();
    const el = await card(s, [as(check, { help: [{ by: "a1", value: 4, use: "x" }] }), as(check, { help: [{ by: "a1", value: 4, use: "roll" }] })]);
    expect([...el.querySelectorAll(".hb-endeavor-check")].map((c) => text(c.querySelector(".hb-helps")))).toEqual(["", "Helped by Ash (4)"]);
  });
});

describe("each Check's dice", () => {
  it("totals handed to the engine: each Check shows its own roller's die", async () => {
    const { state: s0, check } = attacked();
    // The Grey Widow's Hand is a d10 here: not Wren's, nor the first participant's.
    const s = { ...s0, participants: s0.participants.map((p) => (p.id === "m0" ? { ...p, stats: { ...p.stats, Hand: 10 as const } } : p)) };
    const el = await card(s, [as(check, {}), as(check, { by: "m0", stat: "Hand", totals: [7] })]);
    expect([...el.querySelectorAll(".hb-check-roll")].map((r) => text(r.querySelector(".hb-roll-die")) + " " + text(r.querySelector(".hb-roll-total"))))
      .toEqual(["d8 9", "d10 7"]);
  });

  it("a Sparked Hard Check whose totals were handed to the engine: the pair on the first roll, the die alone after, no throws", async () => {
    const { state: s, check } = attacked();
    const el = await card(s, [as(check, { totals: [9, 4], spark: "Hurry", difficulty: "hard" })]);
    expect(checkText(el)).toEqual([
      "Wren: Attack Hurt + Hurry Spark Hard Roll 1 Not counted 2d8 9 Roll 2 Fails the Check d8 4 Failure — the Check fails.",
    ]);
    expect(el.querySelectorAll(".hb-throw")).toHaveLength(0);
  });

  it("a roller on hidden dice whose totals were handed to the engine: d20s (two for the Spark, on the first roll)", async () => {
    const { state: s0, check } = attacked();
    const s = { ...s0, participants: s0.participants.map((p) => (p.id === "a0" ? { ...p, rollD20s: true } : p)) };
    const el = await card(s, [as(check, {}), as(check, { totals: [9, 4], spark: "Hurry", difficulty: "hard" })]);
    expect(checkText(el)).toEqual([
      "Wren: Attack Hurt Normal d20 9 Medium Success — the Check succeeds.",
      "Wren: Attack Hurt + Hurry Spark Hard Roll 1 Not counted 2d20 9 Roll 2 Fails the Check d20 4 Failure — the Check fails.",
    ]);
    expect(el.querySelectorAll(".hb-throw")).toHaveLength(0);
  });
});

describe("the card's lines around the Checks", () => {
  it("an event this version cannot tell is left out; no empty list before a Check that comes first", async () => {
    const { state: s, check } = attacked();
    const later = { type: "somethingNew", by: "a0" } as unknown as EndeavorEvent;
    const el = await card(s, [later, check, { type: "passed", by: "a0" }, later]);
    expect([...el.querySelectorAll(".hb-endeavor-check, .hb-endeavor-events")].map((b) => [b.className, text(b)])).toEqual([
      ["hb-endeavor-check", "Wren: Attack Hurt Normal d8 9 Medium Success — the Check succeeds."],
      ["hb-endeavor-events", "Wren passes."],
    ]);
  });
});
