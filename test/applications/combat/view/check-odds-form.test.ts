// The acting row's Check step in the real EndeavorTracker under the fake Foundry: the roll dialog's choices (the
// difficulty, an Aptitude, which roll of a Hard Check to Spark), the live exact odds redrawn as they change, and the
// command the confirming button sends carrying them (the engine's Check record shows they applied).
import { afterEach, describe, expect, it, vi } from "vitest";
import { outcomeOdds, OUTCOMES, type OddsSpec } from "../../../../src/rules";
import { click, started, toTurns, warnings } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const legend = (row: HTMLElement) => Object.fromEntries([...row.querySelectorAll<HTMLElement>(".hb-turn-legend li")]
  .map((li) => [li.dataset.outcome ?? "", li.textContent!.trim()] as const));
const expected = (spec: OddsSpec) => {
  const odds = outcomeOdds(spec);
  const names: Record<string, string> = { failure: "Failure", minor: "Minor Success", medium: "Medium Success", major: "Major Success", maximum: "Maximum Success" };
  return Object.fromEntries(OUTCOMES.map((o) => [o, `${names[o]} ${(odds[o] * 100).toFixed(1)} %`]));
};
/** Pick an option as a user does (the option becomes the selected one), and tell the form. */
const change = (row: HTMLElement, name: string, value: string) => {
  const select = row.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  const option = [...select.options].find((o) => o.value === value);
  if (!option) throw new Error(`no option ${name}=${value}`);
  select.selectedIndex = option.index;
  select.dispatchEvent(new Event("change", { bubbles: true }));
};
const choose = (row: HTMLElement, kind: string) => {
  const radio = row.querySelector<HTMLInputElement>(`input[name="hbActionKind"][value="${kind}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("the acting form's Check step", () => {
  it("a player sees the odds of the Check as the engine will make it: the difficulty is the GM's call", async () => {
    const w = await started("v0.0.21.10", (world) => world.actors.wren.createEmbeddedDocuments("Item", [{ name: "Singing", type: "aptitude" }]));
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector('select[name="difficulty"]')).toBeNull();
    expect(row.querySelector(".hb-check-choices")!.textContent).toContain("The GM sets the difficulty");
    expect(legend(row)).toEqual(expected({ sizes: [6] }));
    // Each of the bar's segments as wide as the chance its legend reads.
    const percents = Object.values(legend(row)).map((text) => Number(/([\d.]+) %$/.exec(text)![1]));
    expect([...row.querySelectorAll(".hb-turn-bar span")].map((s) => s.getAttribute("style")))
      .toEqual(percents.map((n) => `width: ${n}%`));
    expect(percents.filter((n) => n > 0).length).toBeGreaterThan(1);
    choose(row, "advance");
    change(row, "withAptitude", "Singing");
    await vi.waitFor(() => expect(legend(row)).toEqual(expected({ sizes: [6], aptitude: true })));
    click(row.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted || warnings().length > 0).toBe(true));
    expect(warnings()).toEqual([]);
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "advance", withAptitude: "Singing" } }]);
    // The engine made that Check (Normal: one roll) with the Aptitude named.
    expect(w.combat.model.commands.at(-1)).toMatchObject({ action: { kind: "advance", withAptitude: "Singing", roll: [expect.any(Number)] } });
  });

  it("the GM (acting for anyone) picks the difficulty: the exact odds for each, an Aptitude and Spark, sent with the Advance", async () => {
    const w = await started("v0.0.21.10", (world) => world.actors.wren.createEmbeddedDocuments("Item", [{ name: "Singing", type: "aptitude" }]));
    await toTurns(w); // Wren: Head d6 (Hand d6 balanced with it), temporary 3, 3
    await w.as("gm");
    const row = w.row(w.ids.wren);
    expect([...row.querySelectorAll<HTMLOptionElement>('select[name="difficulty"] option')].map((o) => [o.value, o.textContent, o.selected]))
      .toEqual([["easy", "Easy", false], ["", "Normal", true], ["hard", "Hard", false]]);
    expect([...row.querySelectorAll<HTMLOptionElement>('select[name="withAptitude"] option')].map((o) => o.textContent)).toEqual(["none", "Singing"]);
    choose(row, "advance");
    for (const [difficulty, spec] of [["easy", { sizes: [6], difficulty: "easy" }], ["hard", { sizes: [6], difficulty: "hard" }], ["", { sizes: [6] }]] as const) {
      change(row, "difficulty", difficulty);
      await vi.waitFor(() => expect(legend(row)).toEqual(expected(spec as OddsSpec)));
    }
    expect(row.querySelector("[data-hb-odds-caption]")!.textContent).toBe("Normal Check: d6");
    change(row, "withAptitude", "Singing");
    await vi.waitFor(() => expect(legend(row)).toEqual(expected({ sizes: [6], aptitude: true })));
    // The Spark's roll is offered once the Check is Hard and Sparked: roll 1 or 2, no more.
    const sparkRoll = row.querySelector<HTMLElement>("[data-hb-spark-roll]")!;
    expect(sparkRoll.hidden).toBe(true);
    change(row, "spark", "Hand");
    change(row, "difficulty", "hard");
    await vi.waitFor(() => expect(sparkRoll.hidden).toBe(false));
    expect([...sparkRoll.querySelectorAll("option")].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual(["roll 1", "roll 2"]);
    change(row, "sparkRoll", "1");
    await vi.waitFor(() => expect(row.querySelector("[data-hb-odds-caption]")!.textContent).toBe("Hard Check: d6 · d6+d6"));
    expect(legend(row)).toEqual(expected({ sizes: [6], rolls: [[6], [6, 6]], spark: 1, difficulty: "hard", aptitude: true }));
    click(row.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted || warnings().length > 0).toBe(true));
    expect(warnings()).toEqual([]);
    expect(w.dispatched).toEqual([{
      type: "act", by: w.ids.wren,
      action: { kind: "advance", spark: { stat: "Hand", pay: { temporary: [3, 3] } }, difficulty: "hard", withAptitude: "Singing", sparkRoll: 1 },
    }]);
    const stored = w.combat.model.commands.at(-1) as { action: { roll: number[] } };
    expect(stored.action.roll).toHaveLength(2);
    expect(warnings()).toEqual([]);
  });

  it("a choice the engine would refuse says so in place of the odds", async () => {
    const w = await started("v0.0.21.10", (world) => world.actors.wren.toggleStatusEffect("taxed", { active: true }));
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    choose(row, "attack");
    // The sole opponent is ticked already; unticked, the odds are against the first opponent, and say so.
    const target = row.querySelector<HTMLInputElement>('input[name="targets"]')!;
    expect(target.checked).toBe(true);
    target.checked = false;
    target.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(row.querySelector("[data-hb-odds-notes]")!.textContent).toBe("Odds against Grey Widow until you tick a target."));
    const partner = row.querySelector<HTMLOptionElement>('select[name="spark"] option[value="Hand"]')!;
    expect(partner.disabled).toBe(false);
    // Taxed: "You can't Spark" — the engine's refusal is what the form shows.
    change(row, "spark", "Hand");
    await vi.waitFor(() => expect(row.querySelector("[data-hb-odds-caption]")!.textContent).toBe("No Check with these choices:"));
    expect(row.querySelector("[data-hb-odds-notes]")!.textContent).toContain("Taxed");
    expect(Object.values(legend(row)).every((t) => t.endsWith(" 0.0 %"))).toBe(true);
  });
});
