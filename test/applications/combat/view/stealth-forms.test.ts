// Stealth Endeavors (Humanity, Endeavored) at the table (issue 28): each acting form clicked through the real
// EndeavorTracker under the fake Foundry — a rogue's Move, Attacks on the Eye's defenses, Cover's Help lowering X, an
// Objective's Check and Hidden; the Eye's Search, Scan, Awaken and Wound (the GM's); Quicken Pace, Sweep Defenses and
// Engage Sentry; the GM's Objective with its Check — with the exact command the engine receives, the state it leaves,
// undo taking it back, and the refusals (a localised warning, nothing changed; a player never plays the Eye).
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../../../src/rules/endeavor";
import { asUser, OWNERSHIP, snapshot } from "../../../documents/combat-helpers";
import { check, click, g, refused, set, started, toTurns, warnings, type Started } from "../tracker-helpers";

// A whole Endeavor started and rendered per test: the first (templates compiled) takes seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The guarded area: Alarms at 5, 6 and 12; Objectives at 2 (Head) and 9 (Hand, Hard); an Escape at 15. Grey Widow
 *  (a Monstrosity) stands for the Eye, with a d8 Watch; Wren, Oskar (players) and Mina (the GM's) are rogues at 1. */
const LAND = { alarms: "5 6 12", objectives: "2 Head, 9 Hand hard", escapes: "15", sanctuaries: "" };

async function stealth(before?: Parameters<typeof started>[1]) {
  return started("v0.0.21.10", before, "stealth", { land: LAND, watch: 8 });
}

/** Everyone's Action Die (the GM's override path supplies the temporary Blessings); the dispatch log emptied. */
async function round(w: Started, dice: Partial<Record<"wren" | "oskar" | "mina" | "widow", [string, number[]]>> = {}) {
  const chosen = { wren: ["Head", [3, 3]], oskar: ["Hurt", [2, 4]], mina: ["Hand", [1, 6]], widow: ["Watch", [4, 4, 5]], ...dice } as const;
  for (const who of ["wren", "oskar", "mina", "widow"] as const) {
    const [stat, blessings] = chosen[who];
    await w.combat.dispatch({ type: "chooseActionDie", by: w.ids[who], stat, blessings: [...blessings] });
  }
  w.dispatched.length = 0;
}

/** The GM ends turns until it is `id`'s (each rogue's turn ends where they stand: Objectives next to them activate). */
async function turnOf(w: Started, id: string) {
  for (let i = 0; i < 8 && w.combat.endeavor!.turn.current !== id; i += 1) await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
  expect(w.combat.endeavor!.turn.current).toBe(id);
  w.dispatched.length = 0;
}

const actions = (row: HTMLElement) => [...row.querySelectorAll<HTMLInputElement>('input[name="hbActionKind"]')].map((r) => r.value);
const confirm = (row: HTMLElement, kind: string) => row.querySelector(`[data-action="hbAct"][data-kind="${kind}"]`);
const options = (row: HTMLElement, name: string) => [...row.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => [o.value, o.textContent]);
const stored = (w: Started) => w.combat.model.commands.at(-1) as Extract<Command, { type: "act" }>;
const alarmsAt = (w: Started) => w.combat.endeavor!.buttons.filter((b) => b.kind === "alarm").map((b) => b.position);
/** Foundry's random source from here on: every die shows 5 on a d6 (7 on a d8) — a Minor Success, no bump. */
const fives = () => {
  g.CONFIG.Dice.randomUniform = () => 0.75;
};

/** The GM's Undo takes the last command back: the Combat is as it was before it. */
async function undoneTo(w: Started, before: string) {
  await w.as("gm");
  click(w.tracker.element!.querySelector('[data-action="hbUndo"]'));
  await vi.waitFor(() => expect(snapshot(w.combat)).toBe(before));
  await w.tracker.render();
}

describe("a rogue's turn", () => {
  it("offers the rogues' actions only; Move sends its direction and Escape, and undo takes it back", async () => {
    const w = await stealth();
    await round(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    // Head is not Hurt: no violent Attack; the non-violent one, Move and Cover. No Advance, Protect or Unique Skill.
    expect(actions(row)).toEqual(["attack", "move", "cover"]);
    expect(row.querySelector('[data-for="move"] legend')!.textContent).toBe("Move");
    expect(row.textContent).toContain("Up by X (2)");
    const before = snapshot(w.combat);
    check(row, "moveDirection", "up");
    check(row, "moveEscape", "1");
    click(confirm(row, "move"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "move", direction: "up", escape: true } }]);
    // The engine rolled the Check (seeded): 4, a Failure — Wren stays, and the Alarms spread (Passive: one above each).
    expect((stored(w).action as { roll?: number[] }).roll).toEqual([4]);
    expect(w.p(w.ids.wren).position).toBe(1);
    expect(alarmsAt(w)).toEqual([5, 6, 12, 7, 13]);
    expect(warnings()).toEqual([]);
    await undoneTo(w, before);
  });

  it("a violent Attack names the Alarm chosen; one out of reach is refused before any die is thrown", async () => {
    const w = await stealth();
    await round(w);
    await turnOf(w, w.ids.oskar);
    await w.as("player2");
    const row = w.row(w.ids.oskar);
    // Hurt: the violent Attack only (not Move, not the non-violent Attack), and Cover.
    expect(actions(row)).toEqual(["violent", "cover"]);
    expect(options(row, "alarm")).toEqual([["", "The nearest within X (2)"], ["b1", "Alarm at 5 · 4 away"], ["b2", "Alarm at 6 · 5 away"], ["b3", "Alarm at 12 · 11 away"]]);
    set(row, "alarm", "b1");
    await refused(w, () => click(confirm(row, "violent")), "Oskar cannot reach the Alarm at 5: a violent Attack removes an Alarm within X (2) of your position.");
    // Moved next to it by the GM, the same form goes through.
    await w.as("gm");
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.oskar, to: 4 } });
    w.dispatched.length = 0;
    await w.as("player2");
    const again = w.row(w.ids.oskar);
    expect(options(again, "alarm")[1]).toEqual(["b1", "Alarm at 5 · 1 away"]);
    set(again, "alarm", "b1");
    w.dispatched.length = 0;
    const before = snapshot(w.combat);
    fives();
    click(confirm(again, "violent"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.oskar, action: { kind: "attack", violent: true, targets: [], alarm: "b1" } }]);
    // A Minor Success removes the Alarm chosen, at 5 (only a Maximum Success takes the contiguous one at 6 too).
    expect((stored(w).action as { roll: number[] }).roll).toEqual([5]);
    expect(alarmsAt(w)).toEqual([6, 12]);
    await undoneTo(w, before);
  });

  it("a non-violent Attack steals the Eye's Blessings ticked", async () => {
    const w = await stealth();
    await round(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const boxes = [...row.querySelectorAll<HTMLInputElement>(`input[name="steal.${w.ids.widow}"]`)].map((b) => b.value);
    expect(boxes).toEqual(["5", "4", "4"]);
    // No target to tick: "it cannot be Attacked directly".
    expect(row.querySelector('input[name="targets"]')).toBeNull();
    row.querySelectorAll<HTMLInputElement>(`input[name="steal.${w.ids.widow}"]`).forEach((b, i) => (b.checked = i < 2));
    const before = snapshot(w.combat);
    fives();
    click(confirm(row, "attack"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "attack", violent: false, targets: [], steal: { [w.ids.widow]: [5, 4] } } }]);
    // A success: Wren takes the 5 and a 4; the Eye "then gains a number of new temporary Blessings equal to the amount
    // it lost" (rolled: 5s).
    expect((stored(w).action as { roll: number[] }).roll).toEqual([5]);
    expect(w.p(w.ids.wren).temporary).toEqual([3, 3, 5, 4]);
    expect(w.p(w.ids.widow).temporary).toEqual([4, 5, 5]);
    expect(warnings()).toEqual([]);
    await undoneTo(w, before);
  });

  it("Cover delays the turn; the covering rogue's Help may lower X on another's Move", async () => {
    const w = await stealth();
    // Mina (the GM's) has the fewest temporary Blessings: she acts first, and Covers.
    await round(w, { mina: ["Head", [1]] });
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.mina);
    await w.as("gm");
    const covered = snapshot(w.combat);
    click(confirm(w.row(w.ids.mina), "cover"));
    await vi.waitFor(() => expect(w.p(w.ids.mina).delayed).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.mina, action: { kind: "cover" } }]);
    await undoneTo(w, covered);
    click(confirm(w.row(w.ids.mina), "cover"));
    await vi.waitFor(() => expect(w.p(w.ids.mina).delayed).toBe(true));
    // The GM acts for Wren with Mina's Help on X, lowered: a Move of X − 1.
    await turnOf(w, w.ids.wren);
    await w.tracker.render();
    const row = w.row(w.ids.wren);
    expect(options(row, `helpUse.${w.ids.mina}`).map(([v]) => v)).toEqual(["roll", "x", "x-down"]);
    check(row, "helper", w.ids.mina);
    set(row, `helpUse.${w.ids.mina}`, "x-down");
    const moving = snapshot(w.combat);
    w.dispatched.length = 0;
    fives();
    click(confirm(row, "move"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched[0]).toEqual({
      type: "act", by: w.ids.wren,
      action: { kind: "move", direction: "up", helpers: [{ by: w.ids.mina, pay: { temporary: [1] }, use: "x-down" }] },
    });
    // A success; Head d6: X 2, lowered by the Help's bonus to 1 — Wren moves from 1 to 2.
    expect((stored(w).action as { roll: number[] }).roll).toEqual([5]);
    expect(w.p(w.ids.wren).position).toBe(2);
    expect(w.p(w.ids.mina).temporary).toEqual([]);
    expect(warnings()).toEqual([]);
    await undoneTo(w, moving);
  });
});

describe("Help that lowers X, offered from a rogue's own row", () => {
  it("Oskar's player offers it on Wren's Move; Wren's player sends it as offered; a Monstrous Endeavor refuses such an offer", async () => {
    const w = await stealth();
    await round(w);
    await w.as("player2");
    const mine = w.row(w.ids.oskar);
    expect(options(mine, "offerUse").map(([v]) => v)).toEqual(["roll", "x", "x-down"]);
    set(mine, "offerPay", "t:2");
    set(mine, "offerUse", "x-down");
    click(mine.querySelector('[data-action="hbOfferHelp"]'));
    await vi.waitFor(() => expect(w.combat.model.offers).toEqual([{ by: w.ids.oskar, to: w.ids.wren, round: 1, pay: { temporary: [2], permanent: [] }, use: "x-down" }]));
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.textContent).toContain("lowering X (Cover)");
    check(row, "helper", w.ids.oskar);
    fives();
    click(confirm(row, "move"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched[0]).toEqual({ type: "act", by: w.ids.wren, action: { kind: "move", direction: "up", helpers: [{ by: w.ids.oskar, pay: { temporary: [2] }, use: "x-down" }] } });
    expect(w.p(w.ids.wren).position).toBe(2);
    expect(w.p(w.ids.oskar).temporary).toEqual([4]);

    const m = await started();
    await toTurns(m);
    asUser("player2");
    await refused(m, () => void requestEndeavor({ combatId: m.combat.id!, op: "offerHelp", by: m.ids.oskar, offer: { pay: { temporary: [] }, use: "x-down" } }), "That action is not available here.");
  });
});

describe("an Objective's Check and Hidden", () => {
  /** Round 1 ends with every turn ended where the rogues stand (at 1, next to the Objective at 2) and no special
   *  action; round 2's dice are chosen. */
  async function secondRound(w: Started, wren: [string, number[]]) {
    await round(w);
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await w.combat.dispatch({ type: "special", by: w.combat.endeavor!.chooser[0]!, special: null });
    await round(w, { wren, oskar: ["Head", [2, 4]], mina: ["Head", [1, 6]] });
    expect(w.p(w.ids.wren).objectivesReady).toEqual(["b5"]);
    await turnOf(w, w.ids.wren);
  }

  it("offers the Objective activated at the end of the last turn, with its Check; a die that cannot perform it is refused", async () => {
    const w = await stealth();
    await secondRound(w, ["Hurt", [3, 3]]);
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(actions(row)).toEqual(["violent", "objective", "cover"]);
    expect(options(row, "objectiveButton")).toEqual([["b5", "At 2: Head, Normal"]]);
    // Hurt d8 is neither Head, balanced with it (d6), nor History (the Choose Stat ruling).
    await refused(w, () => click(confirm(row, "objective")), "Wren's Action Die (Hurt) cannot perform a Head Check: use Head, a Stat balanced with it, or History (see the Endeavor table rulings).");
  });

  it("sends the Objective chosen; a success removes it", async () => {
    const w = await stealth();
    await secondRound(w, ["Hand", [3, 3]]);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const before = snapshot(w.combat);
    fives();
    click(confirm(row, "objective"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "objective", button: "b5" } }]);
    expect((stored(w).action as { roll: number[] }).roll).toEqual([5]);
    expect(w.combat.endeavor!.buttons.some((b) => b.id === "b5")).toBe(false);
    expect(w.p(w.ids.wren).objectivesReady).toEqual([]);
    await undoneTo(w, before);
    expect(w.combat.endeavor!.buttons.some((b) => b.id === "b5")).toBe(true);
  });

  it("Hidden is offered once per Endeavor to a rogue with the Specialization", async () => {
    const w = await stealth((world) => world.actors.wren.createEmbeddedDocuments("Item", [{ name: "Hidden", type: "specialization" }]));
    await round(w);
    await w.as("player");
    expect(actions(w.row(w.ids.wren))).toEqual(["attack", "move", "hidden", "cover"]);
    expect(actions(w.row(w.ids.wren)).includes("hidden") && !actions(w.row(w.ids.oskar)).includes("hidden")).toBe(true);
    const hiding = snapshot(w.combat);
    fives();
    click(confirm(w.row(w.ids.wren), "hidden"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "hidden" } }]);
    expect(w.p(w.ids.wren).hiddenUsed).toBe(true);
    // A success: a temporary Sanctuary at 1, removed at the end of round 1 + X (2); not offered again.
    expect((stored(w).action as { roll: number[] }).roll).toEqual([5]);
    expect(w.combat.endeavor!.buttons.filter((b) => b.kind === "sanctuary")).toEqual([expect.objectContaining({ position: 1, expires: 3 })]);
    await undoneTo(w, hiding);
    expect(w.p(w.ids.wren).hiddenUsed).toBeFalsy();
    click(confirm(w.row(w.ids.wren), "hidden"));
    await vi.waitFor(() => expect(w.p(w.ids.wren).hiddenUsed).toBe(true));
    await turnOf(w, w.ids.widow);
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await w.combat.dispatch({ type: "special", by: w.combat.endeavor!.chooser[0]!, special: null });
    await round(w, { wren: ["Hand", [3, 3]], oskar: ["Head", [2, 4]], mina: ["Head", [1, 6]] });
    await turnOf(w, w.ids.wren);
    await w.as("player");
    expect(actions(w.row(w.ids.wren))).toEqual(["attack", "move", "objective", "cover"]);
  });
});

describe("the Eye's turn (the GM's)", () => {
  it("warry: Search at the position typed (a blank or a taken one refused), Scan up or down", async () => {
    const w = await stealth();
    await round(w);
    await turnOf(w, w.ids.widow);
    await w.tracker.render();
    const row = w.row(w.ids.widow);
    expect(actions(row)).toEqual(["search", "scan"]);
    expect(row.textContent).toContain("Free now: 3 4 7 8 10 11 13 14 16 17 18 19 20.");
    set(row, "searchPosition", "");
    await refused(w, () => click(confirm(row, "search")), 'A track position is a whole number from 0 (it was "").');
    set(row, "searchPosition", "5");
    await refused(w, () => click(confirm(row, "search")), "Position 5 already holds a button or a rogue: Search adds an Alarm where there is neither.");
    set(row, "searchPosition", "8");
    w.dispatched.length = 0;
    const before = snapshot(w.combat);
    click(confirm(row, "search"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.widow, action: { kind: "search", position: 8 } }]);
    expect(w.combat.endeavor!.buttons.filter((b) => b.kind === "alarm").map((b) => b.position).sort((a, b) => a - b)).toEqual([5, 6, 8, 12]);
    await undoneTo(w, before);
    w.dispatched.length = 0;
    await w.tracker.render();
    const again = w.row(w.ids.widow);
    check(again, "scanDirection", "down");
    const scanning = snapshot(w.combat);
    click(confirm(again, "scan"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.widow, action: { kind: "scan", direction: "down" } }]);
    // X 2 (d8): every Alarm two down.
    expect(w.combat.endeavor!.buttons.filter((b) => b.kind === "alarm").map((b) => b.position)).toEqual([3, 4, 10]);
    await undoneTo(w, scanning);
  });

  it("wake mode (a rogue ended a turn on an Alarm): Awaken gives each Alarm's Wound to the rogue chosen; Wound", async () => {
    const w = await stealth();
    await round(w);
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.wren, to: 5 } });
    await turnOf(w, w.ids.widow);
    expect(w.combat.endeavor!.eye!.mode).toBe("wake");
    await w.tracker.render();
    expect(w.tracker.element!.querySelector(".hb-endeavor-phase")!.textContent).toContain("The Eye is awake (wake mode)");
    const row = w.row(w.ids.widow);
    expect(actions(row)).toEqual(["awaken", "wound"]);
    expect(options(row, "awakenOwner.b2")).toEqual([["", "Nearest rogue"], [w.ids.wren, "Wren"], [w.ids.oskar, "Oskar"], [w.ids.mina, "Mina"]]);
    set(row, "awakenOwner.b2", w.ids.mina);
    w.dispatched.length = 0;
    const before = snapshot(w.combat);
    click(confirm(row, "awaken"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.widow, action: { kind: "awaken", owners: { b2: w.ids.mina } } }]);
    const wounds = w.combat.endeavor!.buttons.filter((b) => b.kind === "wound").map((b) => [b.position, b.owner]);
    expect(wounds).toEqual([[5, w.ids.wren], [6, w.ids.mina], [12, w.ids.wren]]);
    await undoneTo(w, before);
    w.dispatched.length = 0;
    await w.tracker.render();
    const again = w.row(w.ids.widow);
    set(again, "woundTarget", w.ids.oskar);
    const wounding = snapshot(w.combat);
    click(confirm(again, "wound"));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.widow, action: { kind: "wound", target: w.ids.oskar } }]);
    expect(w.combat.endeavor!.buttons.filter((b) => b.kind === "wound").map((b) => [b.position, b.owner])).toEqual([[1, w.ids.oskar]]);
    expect(w.p(w.ids.widow).temporary).toHaveLength(5);
    await undoneTo(w, wounding);
  });

  it("a player never plays the Eye: no form in its row, even for its actor's owner, and the relay refuses the command", async () => {
    const w = await stealth();
    await w.actors.widow.update({ ownership: { default: OWNERSHIP.NONE, player: OWNERSHIP.OWNER } });
    await round(w);
    await turnOf(w, w.ids.widow);
    await w.as("player");
    expect(w.row(w.ids.widow).querySelector("[data-hb-turn]")).toBeNull();
    await refused(w, () => void requestEndeavor({ combatId: w.combat.id!, op: "command", command: { type: "act", by: w.ids.widow, action: { kind: "search", position: 8 } } }),
      "Only the GM plays the Eye.");
    await refused(w, () => void requestEndeavor({ combatId: w.combat.id!, op: "command", command: { type: "special", by: w.ids.widow, special: { kind: "sweepDefenses", between: ["b1", "b2"] } } }),
      "Only the GM plays the Eye.");
  });
});

describe("special actions", () => {
  it("Quicken Pace names the allies ticked (up to X); the rogue and they act twice next round", async () => {
    const w = await stealth();
    await round(w, { wren: ["Head", [3, 3, 3, 3]] });
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    expect(w.combat.endeavor!.chooser).toEqual([w.ids.wren]);
    w.dispatched.length = 0;
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect([...row.querySelectorAll<HTMLInputElement>('input[name="quickenAllies"]')].map((b) => b.value)).toEqual([w.ids.oskar, w.ids.mina]);
    expect(row.textContent).toContain("Allies who also take an additional action (up to 2)");
    check(row, "quickenAllies", w.ids.mina);
    const before = snapshot(w.combat);
    click(row.querySelector('[data-action="hbSpecial"][data-kind="quickenPace"]'));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "special", by: w.ids.wren, special: { kind: "quickenPace", allies: [w.ids.mina] } }]);
    expect([w.p(w.ids.wren).extraActions, w.p(w.ids.mina).extraActions, w.p(w.ids.oskar).extraActions]).toEqual([{ round: 2, left: 1 }, { round: 2, left: 1 }, undefined]);
    expect(w.p(w.ids.wren).temporary).toEqual([]);
    await undoneTo(w, before);
  });

  it("Sweep Defenses joins two Alarms with none between them (others refused)", async () => {
    const w = await stealth();
    await round(w, { widow: ["Watch", [4, 4, 5, 5, 6]] });
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    expect(w.combat.endeavor!.chooser).toEqual([w.ids.widow]);
    w.dispatched.length = 0;
    await w.tracker.render();
    const row = w.row(w.ids.widow);
    expect(options(row, "sweepFrom")).toEqual([["b1", "Alarm at 5"], ["b2", "Alarm at 6"], ["b3", "Alarm at 12"]]);
    expect(row.querySelector('[data-kind="engageSentry"]')).toBeNull();
    set(row, "sweepFrom", "b1");
    set(row, "sweepTo", "b3");
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="sweepDefenses"]')), "Sweep Defenses needs two different Alarm buttons with no Alarm between them.");
    set(row, "sweepFrom", "b2");
    w.dispatched.length = 0;
    const sweeping = snapshot(w.combat);
    click(row.querySelector('[data-action="hbSpecial"][data-kind="sweepDefenses"]'));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "special", by: w.ids.widow, special: { kind: "sweepDefenses", between: ["b2", "b3"] } }]);
    expect(w.combat.endeavor!.buttons.filter((b) => b.expires === 2).map((b) => b.position)).toEqual([7, 8, 9, 10, 11]);
    await undoneTo(w, sweeping);
  });

  it("Engage Sentry: offered to the Eye in wake mode, it wounds every rogue", async () => {
    const w = await stealth();
    await round(w, { widow: ["Watch", [4, 4, 5, 5, 6]] });
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.wren, to: 5 } });
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    expect(w.combat.endeavor!.eye!.mode).toBe("wake");
    w.dispatched.length = 0;
    await w.tracker.render();
    const row = w.row(w.ids.widow);
    expect(row.querySelector('select[name="sweepFrom"]')).toBeNull();
    const engaging = snapshot(w.combat);
    click(row.querySelector('[data-action="hbSpecial"][data-kind="engageSentry"]'));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "special", by: w.ids.widow, special: { kind: "engageSentry" } }]);
    expect(w.combat.endeavor!.buttons.filter((b) => b.kind === "wound").map((b) => [b.position, b.owner])).toEqual([[5, w.ids.wren], [1, w.ids.oskar], [1, w.ids.mina]]);
    await undoneTo(w, engaging);
  });
});

describe("the GM's track tools with an Eye", () => {
  it("adds an Objective with its Check (the guarded area's buttons offered)", async () => {
    const w = await stealth();
    await round(w);
    await w.tracker.render();
    const bar = w.tracker.element!.querySelector<HTMLElement>("[data-endeavor-gm]")!;
    // The kinds table's button kinds in the board legend's order (buttonKindsOf), Wounds first as in every kind.
    expect(options(bar, "buttonKind").map(([v]) => v)).toEqual(["wound", "alarm", "objective", "escape", "sanctuary"]);
    set(bar, "buttonKind", "objective");
    set(bar, "buttonPosition", "17");
    set(bar, "buttonCheckStat", "Heart");
    set(bar, "buttonCheckDifficulty", "hard");
    const before = snapshot(w.combat);
    click(bar.querySelector('[data-action="hbAddButton"]'));
    await vi.waitFor(() => expect(w.dispatched.length).toBe(1));
    expect(w.dispatched).toEqual([{ type: "gm", gm: { op: "addButton", kind: "objective", position: 17, owner: null, check: { stat: "Heart", difficulty: "hard" } } }]);
    expect(w.combat.endeavor!.buttons.at(-1)).toMatchObject({ kind: "objective", position: 17, check: { stat: "Heart", difficulty: "hard" } });
    await undoneTo(w, before);
  });
});
