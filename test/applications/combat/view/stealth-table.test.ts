// Stealth Endeavors (Humanity, Endeavored; issue 28) at the table, under the fake Foundry: the GM's start form (the
// Eye's Watch die, the lay of the land, the Eye's side; unreadable land refused with what to fix and nothing stored),
// the track board (the guarded area's glyphs in the legend, temporary Alarms dashed, a rogue on an Alarm, wake mode
// and who alerted the Eye), and the relay's schema for every Stealth request.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { endeavorRequestParser } from "../../../../src/applications/combat/requests/endeavor-schema";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { asUser, endeavorWorld, snapshot } from "../../../documents/combat-helpers";
import { click, g, warnings } from "../tracker-helpers";

// A whole Endeavor started and rendered per test: the first (templates compiled) takes seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  TrackBoard.instance = null;
});

async function startForm() {
  const world = await endeavorWorld();
  asUser("gm");
  const tracker = new EndeavorTracker();
  await tracker.render({ force: true });
  const form = () => tracker.element!.querySelector<HTMLFormElement>("[data-endeavor-start]")!;
  const set = (name: string, value: string) => {
    form().querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value;
  };
  return { ...world, tracker, form, set };
}

describe("the start form of a Stealth Endeavor", () => {
  it("lays the land typed, with the Eye's Watch die; the Monstrosity stands for the Eye, the others are rogues at 1", async () => {
    const { combat, form, set, ids } = await startForm();
    expect([...form().querySelectorAll<HTMLOptionElement>('[name="kind"] option')].map((o) => o.value)).toContain("stealth");
    expect([...form().querySelectorAll<HTMLOptionElement>('[name="watch"] option')].map((o) => [o.value, o.selected])).toEqual([["2", false], ["4", false], ["6", false], ["8", true], ["10", false]]);
    set("kind", "stealth");
    set("watch", "6");
    set("land.alarms", "4 5, 6 12");
    set("land.objectives", "9 Head hard, 14 hand");
    set("land.escapes", "18");
    set("land.sanctuaries", "2");
    click(form().querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(combat.endeavor).not.toBeNull(), { timeout: 10_000 });
    const s = combat.endeavor!;
    expect([s.kind, s.eye]).toEqual(["stealth", { id: ids.widow, mode: "warry", alerted: null }]);
    expect(s.participants.map((p) => [p.name, p.role, p.side, p.position])).toEqual([
      ["Wren", "character", "rogues", 1], ["Oskar", "character", "rogues", 1], ["Mina", "character", "rogues", 1], ["Grey Widow", "eye", "eye", 0],
    ]);
    expect(s.participants.find((p) => p.id === ids.widow)!.stats).toEqual({ Watch: 6 });
    expect(s.buttons.map((b) => [b.kind, b.position, b.check ?? null])).toEqual([
      ["alarm", 4, null], ["alarm", 5, null], ["alarm", 6, null], ["alarm", 12, null], ["escape", 18, null], ["sanctuary", 2, null],
      ["objective", 9, { stat: "Head", difficulty: "hard" }], ["objective", 14, { stat: "Hand", difficulty: "normal" }],
    ]);
    expect(warnings()).toEqual([]);
  });

  it("a character the GM puts on the Monstrosities' side is the Eye; a Monstrosity put with the allies is a rogue", async () => {
    const { combat, form, set, ids } = await startForm();
    set("kind", "stealth");
    set(`side.${ids.mina}`, "monstrosities");
    set(`side.${ids.widow}`, "allies");
    set("land.objectives", "9 Head");
    click(form().querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(combat.endeavor).not.toBeNull(), { timeout: 10_000 });
    expect(combat.endeavor!.eye!.id).toBe(ids.mina);
    expect(combat.endeavor!.participants.find((p) => p.id === ids.widow)!.role).toBe("character");
  });

  it("refuses land it cannot read, and a guarded area without an Objective, saying what to fix; nothing is stored", async () => {
    const { combat, form, set, ids } = await startForm();
    const sides = () => combat.combatants.contents.map((c: any) => c.system.side);
    const before = sides();
    set("kind", "stealth");
    set(`side.${ids.mina}`, "monstrosities");
    set("land.alarms", "4 five");
    set("land.objectives", "9 Hedd, 12");
    click(form().querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(warnings()).toHaveLength(1), { timeout: 10_000 });
    expect(warnings()[0]).toBe("These parts of the lay of the land cannot be read: five, 9 Hedd, 12. Write positions as whole numbers (4 5 6), and each Objective as its position, the Stat normally associated and, if not Normal, the difficulty (9 Head hard, 14 Hand).");
    expect(combat.endeavor).toBeNull();
    // The side chosen in the form is stored only with a start the GM's client accepts.
    await vi.waitFor(() => expect(sides()).toEqual(before));
    set("land.alarms", "4");
    set("land.objectives", "");
    click(form().querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(warnings()).toHaveLength(2), { timeout: 10_000 });
    expect(warnings()[1]).toMatch(/^This Stealth Endeavor cannot begin/);
    expect(combat.endeavor).toBeNull();
  });

  it("a v0.0.18 world's start form does not offer it, and its start is refused", async () => {
    const { combat } = await endeavorWorld();
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    asUser("gm");
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    expect([...tracker.element!.querySelectorAll<HTMLOptionElement>('[name="kind"] option')].map((o) => o.value)).toEqual(["monstrous"]);
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "stealth", edition: "v0.0.18", land: { objectives: "9 Head" } } });
    expect(warnings().at(-1)).toMatch(/v0\.0\.18/);
    expect(combat.endeavor).toBeNull();
  });
});

describe("the track board of a Stealth Endeavor", () => {
  async function boardOf() {
    const world = await endeavorWorld();
    asUser("gm");
    await world.combat.startEndeavor({ kind: "stealth", edition: "v0.0.21.10", land: { alarms: "3 5 6 12", objectives: "9 Head", escapes: "18", sanctuaries: "14" } });
    const board = await TrackBoard.open(world.combat);
    return { ...world, board, el: () => board.element! };
  }

  it("draws the guarded area's buttons (the legend lists them, not the Monstrosities'), no marker for the Eye, rogues at 1", async () => {
    const { el } = await boardOf();
    const legend = [...el().querySelectorAll(".hb-board-legend li")].map((li) => li.textContent!.trim());
    expect(legend).toEqual(["Wound", "Alarm", "Objective", "Escape", "Sanctuary", "Part of a dangerous run (filled)", "Temporary (dashed)", "AB Rogues", "AB Acting now (ringed)", "AB In danger (outlined)"]);
    expect(el().querySelector(".hb-board-head")!.textContent).toContain("The Eye is warry");
    expect([...el().querySelectorAll('li[data-position="1"] .hb-marker')].map((m) => m.textContent)).toEqual(["W", "O", "M"]);
    expect(el().querySelectorAll(".hb-cell .hb-marker")).toHaveLength(3);
    expect([...el().querySelectorAll('li[data-position="14"] .hb-track-button')].map((b) => b.className)).toEqual(["hb-track-button sanctuary"]);
  });

  it("warns of a rogue on an Alarm while the Eye is warry, dashes temporary Alarms, and shows wake mode with who alerted it", async () => {
    const { combat, el, ids } = await boardOf();
    await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.wren, to: 3 } });
    await vi.waitFor(() => expect(el().querySelector(".hb-board-dangers")?.textContent).toContain("Wren is on an Alarm at 3: ending the turn there wakes the Eye."));
    expect(el().querySelector('li[data-position="3"]')!.classList.contains("danger")).toBe(true);
    // Next to the Sanctuary at 14 a rogue on an Alarm is sheltered: no warning.
    await combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "alarm", position: 13, owner: null } });
    await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.oskar, to: 13 } });
    await vi.waitFor(() => expect(el().querySelector('li[data-position="13"] .hb-marker')).not.toBeNull());
    expect(el().querySelector(".hb-board-dangers")!.textContent).not.toContain("Oskar");
    // Everyone chooses; the Eye, holding the most, Sweeps its defenses between 6 and 12 when the round ends.
    for (const [by, stat, blessings] of [[ids.wren, "Head", [2, 2]], [ids.oskar, "Head", [2, 2]], [ids.mina, "Hand", [2, 2]], [ids.widow, "Watch", [5, 5, 5]]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    }
    // Wren's turn ends on the Alarm at 3: the Eye wakes.
    while (combat.endeavor!.turn.current !== ids.wren) await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    expect(combat.endeavor!.eye!.mode).toBe("wake");
    await vi.waitFor(() => expect(el().querySelector(".hb-board")!.classList.contains("wake")).toBe(true));
    expect(el().querySelector(".hb-board-head")!.textContent).toContain("The Eye is awake (wake mode)");
    expect(el().querySelector(".hb-board-dangers")!.textContent).toContain("The Eye is awake (wake mode): Wren ended a turn on the Alarm at 3.");
  });

  it("draws a temporary Alarm dashed, its tooltip saying when it goes", async () => {
    const { combat, el, ids } = await boardOf();
    for (const [by, stat, blessings] of [[ids.wren, "Head", [2, 2]], [ids.oskar, "Head", [2, 2]], [ids.mina, "Hand", [2, 2]], [ids.widow, "Watch", [5, 5, 5]]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    }
    while (combat.endeavor!.phase === "turns") await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    const alarm = (position: number) => combat.endeavor!.buttons.find((b) => b.kind === "alarm" && b.position === position)!.id;
    await combat.dispatch({ type: "special", by: ids.widow, special: { kind: "sweepDefenses", between: [alarm(6), alarm(12)] } });
    await vi.waitFor(() => expect([...el().querySelectorAll(".hb-cell .hb-track-button.temporary")].map((b) => b.closest("li")!.dataset.position)).toEqual(["7", "8", "9", "10", "11"]));
    const tip = el().querySelector('li[data-position="8"] .hb-track-button.temporary')!.getAttribute("data-tooltip-text");
    expect(tip).toContain("(until the end of round 2)");
  });
});

describe("the relay's schema for Stealth requests", () => {
  const act = (action: unknown, by = "r1") => ({ combatId: "c1", op: "command", command: { type: "act", by, action } });
  const special = (s: unknown, by = "r1") => ({ combatId: "c1", op: "command", command: { type: "special", by, special: s } });
  const ok = (request: unknown) => expect(() => endeavorRequestParser(request, "request")).not.toThrow();
  const bad = (request: unknown) => expect(() => endeavorRequestParser(request, "request")).toThrow();

  it("reads every rogue action, Eye action and special action field by field", () => {
    ok(act({ kind: "move", direction: "down", escape: true, spark: { stat: "Hand", pay: { temporary: [3, 3] } } }));
    ok(act({ kind: "cover" }));
    ok(act({ kind: "attack", violent: true, targets: [], alarm: "b4" }));
    ok(act({ kind: "attack", violent: false, targets: [], steal: { eye: [5, 4] } }));
    ok(act({ kind: "objective", button: "b7", helpers: [{ by: "r2", pay: { temporary: [1] }, use: "x-down" }] }));
    ok(act({ kind: "hidden" }));
    ok(act({ kind: "search", position: 8 }, "eye"));
    ok(act({ kind: "scan", direction: "up" }, "eye"));
    ok(act({ kind: "awaken", owners: { b1: "r1", b2: "r2" } }, "eye"));
    ok(act({ kind: "wound", target: "r1" }, "eye"));
    ok(special({ kind: "quickenPace", allies: ["r2", "r3"] }));
    ok(special({ kind: "sweepDefenses", between: ["b1", "b2"] }, "eye"));
    ok(special({ kind: "engageSentry" }, "eye"));
    ok({ combatId: "c1", op: "command", command: { type: "gm", gm: { op: "addButton", kind: "objective", position: 9, owner: null, check: { stat: "Head", difficulty: "hard" } } } });
    ok({ combatId: "c1", op: "start", options: { kind: "stealth", edition: "v0.0.21.10", watch: 10, land: { alarms: "4 5", objectives: "9 Head" } } });
  });

  it("refuses what a Stealth request cannot carry", () => {
    bad(act({ kind: "move", direction: "sideways" }));
    bad(act({ kind: "move", direction: "up", distance: 5 }));
    bad(act({ kind: "cover", helpers: [] }));
    bad(act({ kind: "attack", violent: true, targets: [], alarm: 4 }));
    bad(act({ kind: "objective" }));
    bad(act({ kind: "objective", button: "b7", helpers: [{ by: "r2", pay: {}, use: "x-up" }] }));
    bad(act({ kind: "search", position: 2.5 }, "eye"));
    bad(act({ kind: "search", position: "8" }, "eye"));
    bad(act({ kind: "scan" }, "eye"));
    bad(act({ kind: "awaken", owners: ["r1"] }, "eye"));
    bad(act({ kind: "wound" }, "eye"));
    bad(special({ kind: "quickenPace" }));
    bad(special({ kind: "sweepDefenses", between: ["b1"] }, "eye"));
    bad(special({ kind: "sweepDefenses", between: ["b1", "b2", "b3"] }, "eye"));
    bad(special({ kind: "engageSentry", target: "r1" }, "eye"));
    bad({ combatId: "c1", op: "command", command: { type: "gm", gm: { op: "addButton", kind: "objective", position: 9, owner: null, check: { stat: "Head", difficulty: "brutal" } } } });
    bad({ combatId: "c1", op: "start", options: { kind: "stealth", edition: "v0.0.21.10", watch: 12 } });
    bad({ combatId: "c1", op: "start", options: { kind: "stealth", edition: "v0.0.21.10", land: { alarms: 4 } } });
    bad({ combatId: "c1", op: "start", options: { kind: "stealth", edition: "v0.0.21.10", land: { walls: "3" } } });
  });

  it("a player's request malformed for the schema is refused by the GM's client with a message, nothing changed", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await combat.startEndeavor({ kind: "stealth", edition: "v0.0.21.10", land: { objectives: "9 Head" } });
    const before = snapshot(combat);
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "move", direction: "sideways" } } } as never);
    expect(warnings()).toHaveLength(1);
    expect(snapshot(combat)).toBe(before);
  });
});

describe("the start form shows what the kind chosen asks, no more", () => {
  const shown = (form: HTMLElement) => [...form.querySelectorAll<HTMLElement>("[data-kinds]")].filter((el) => !el.hidden)
    .map((el) => el.getAttribute("name") ?? el.querySelector("[name]")?.getAttribute("name")).filter((n): n is string => !!n && !/^(side|team)\./.test(n));
  const choose = (form: HTMLElement, kind: string) => {
    const select = form.querySelector<HTMLSelectElement>('select[name="kind"]')!;
    select.value = kind;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };

  it("Monstrous first (nothing of the others), then Racing's finish line and Terrain, Rush's leader, Stealth's land", async () => {
    const { form, tracker } = await startForm();
    expect(form().querySelector<HTMLSelectElement>('select[name="kind"]')!.value).toBe("monstrous");
    expect(shown(form())).toEqual([]);
    const sides = () => [...form().querySelectorAll<HTMLElement>("[name^='side.']")].every((el) => !el.hidden);
    const teams = () => [...form().querySelectorAll<HTMLElement>("[name^='team.']")].every((el) => !el.hidden);
    expect([sides(), teams()]).toEqual([true, false]);
    choose(form(), "racing");
    expect(shown(form())).toEqual(["finishLine", "terrain"]);
    expect([sides(), teams()]).toEqual([false, true]);
    choose(form(), "rush");
    expect(shown(form())).toEqual(["leader"]);
    choose(form(), "stealth");
    expect(shown(form())).toEqual(["watch"]);
    expect(form().querySelector<HTMLElement>(".hb-endeavor-land")!.hidden).toBe(false);
    // A re-render keeps the kind chosen (the form's drafts) and its fields.
    await tracker.render();
    expect(form().querySelector<HTMLSelectElement>('select[name="kind"]')!.value).toBe("stealth");
    expect(form().querySelector<HTMLElement>(".hb-endeavor-land")!.hidden).toBe(false);
    expect(form().querySelector<HTMLElement>('[data-kinds] [name="finishLine"]')!.closest<HTMLElement>("[data-kinds]")!.hidden).toBe(true);
  });
});
