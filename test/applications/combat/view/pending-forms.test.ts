// Pending Attacks (Revenge, Unrelenting, Zeal) and a non-violent Attack's stolen Blessings, clicked through the real
// EndeavorTracker: the pending Attack's form offers what an Attack on one's turn offers (targets, Spark, Help — own
// Helpers and offers — and the Blessings to steal), the exact command reaches the engine, refusals change nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { asUser } from "../../../documents/combat-helpers";
import { check, click, g, refused, set, started, toTurns, warnings, type Started, type World } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A race with a Zeal Attack pending for Wren (the player's): Wren, Oskar (Zealous) and Mina (the GM's) race as one
 * team against the Grey Widow. Oskar's Zealous lays a Zeal button 1 below Wren; Wren Passes; the Widow's violent
 * Attack moves Wren down over it: Wren must Attack now (Head d6: non-violent, Spark with Hand), and Mina, who has not
 * acted, may Help.
 */
async function zealPending(): Promise<Started> {
  const w = await started("v0.0.21.10", async (world: World) => {
    await world.actors.oskar.createEmbeddedDocuments("Item", [{ name: "Zealous", type: "specialization" }]);
    for (const id of [world.ids.wren, world.ids.oskar, world.ids.mina]) {
      await world.combat.combatants.get(id)!.update({ system: { team: "Lanterns" } });
    }
  }, "racing");
  const { combat, ids } = w;
  await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.wren, to: 6 } });
  // Turn order: fewest temporary Blessings first (Oskar), away from the most (Mina): Oskar, Wren, the Widow, Mina.
  await combat.dispatch({ type: "chooseActionDie", by: ids.wren, stat: "Head", blessings: [3, 3, 5] });
  await combat.dispatch({ type: "chooseActionDie", by: ids.oskar, stat: "Head", blessings: [4, 2] });
  await combat.dispatch({ type: "chooseActionDie", by: ids.mina, stat: "Hand", blessings: [1, 6, 2, 2] });
  await combat.dispatch({ type: "chooseActionDie", by: ids.widow, stat: "Hurt", blessings: [4, 4, 5] });
  expect(combat.endeavor!.turn.current).toBe(ids.oskar);
  await combat.dispatch({ type: "act", by: ids.oskar, action: { kind: "zealous" } });
  await combat.dispatch({ type: "act", by: ids.wren, action: { kind: "pass" } });
  await combat.dispatch({ type: "act", by: ids.widow, action: { kind: "attack", violent: true, targets: [ids.wren], roll: [7] } });
  expect(combat.endeavor!.pending).toEqual([{ kind: "zeal", by: ids.wren, eligible: [] }]);
  expect(w.p(ids.wren).position).toBe(5);
  w.dispatched.length = 0;
  await w.tracker.render();
  return w;
}

describe("a pending Zeal Attack", () => {
  it("offers the Attack's form: the opponent, Spark, the Blessings to steal, Help as offered; Decline", async () => {
    const w = await zealPending();
    await w.as("player");
    const row = w.row(w.ids.wren);
    const form = row.querySelector<HTMLElement>(".hb-pending")!;
    expect(form.getAttribute("aria-label")).toBe("Zeal Attack");
    expect(row.querySelector(".hb-act:not(.hb-pending)")).toBeNull(); // not an ordinary turn
    // "another racer": the Widow only (her teammates are not opponents), ticked as the sole one.
    const targets = [...form.querySelectorAll<HTMLInputElement>('input[name="targets"]')].map((t) => [t.value, t.checked]);
    expect(targets).toEqual([[w.ids.widow, true]]);
    expect([...form.querySelectorAll<HTMLOptionElement>('select[name="spark"] option')].map((o) => o.textContent)).toEqual(["no Spark", "Hand d6"]);
    expect([...form.querySelectorAll<HTMLInputElement>(`input[name="steal.${w.ids.widow}"]`)].map((i) => i.value)).toEqual(["5", "4", "4"]);
    expect(form.querySelector(".hb-check-options")!.textContent).toContain("Mina may offer Help from their own row");
    expect([...form.querySelectorAll<HTMLButtonElement>("button")].map((b) => [b.dataset.kind, b.textContent])).toEqual([
      ["attack", "Zeal: Attack"], ["decline", "Decline"],
    ]);
  });

  it("Attacks with the Spark, the offered Help and the Blessings ticked to steal, and pays for them", async () => {
    const w = await zealPending();
    // The GM offers Mina's Help (no player owns her) to Wren, whose Zeal Attack comes first.
    const mina = w.row(w.ids.mina);
    expect(mina.querySelector(".hb-offer legend")!.textContent).toBe("Help Wren's next Check");
    set(mina, "offerPay", "t:6");
    click(mina.querySelector('[data-action="hbOfferHelp"]'));
    await vi.waitFor(() => expect(w.combat.system.helpOffers).toHaveLength(1));
    expect(w.combat.system.helpOffers).toEqual([{ by: w.ids.mina, to: w.ids.wren, round: 1, pay: { temporary: [6], permanent: [] }, use: "roll" }]);

    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector<HTMLInputElement>(`input[name="helper"][value="${w.ids.mina}"]`)!.checked).toBe(true);
    set(row, "spark", "Hand");
    check(row, `steal.${w.ids.widow}`, "5");
    check(row, `steal.${w.ids.widow}`, "4");
    g.CONFIG.Dice.randomUniform = () => 0.99; // every die shows its largest face: a success
    click(row.querySelector('[data-action="hbPending"][data-kind="attack"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.pending).toEqual([]));
    expect(w.dispatched).toEqual([{
      type: "resolvePending", by: w.ids.wren,
      attack: {
        kind: "attack", violent: false, targets: [w.ids.widow], spark: { stat: "Hand", pay: { temporary: [3, 3] } },
        helpers: [{ by: w.ids.mina, pay: { temporary: [6] }, use: "roll" }], steal: { [w.ids.widow]: [5, 4] },
      },
    }]);
    expect(w.p(w.ids.wren).temporary).toEqual([5, 5, 4]); // the Spark's pair paid, the two stolen gained
    expect(w.p(w.ids.widow).temporary.slice(0, 1)).toEqual([4]); // one 4 kept, then two new ones (default edition)
    expect(w.p(w.ids.widow).temporary).toHaveLength(3);
    expect(w.p(w.ids.mina)).toMatchObject({ acted: true, temporary: [1, 2, 2] });
    expect(w.combat.system.helpOffers).toEqual([]); // the offer was used
    expect(warnings()).toEqual([]);
  });

  it("steals the largest when none is ticked (the engine's default)", async () => {
    const w = await zealPending();
    await w.as("player");
    g.CONFIG.Dice.randomUniform = () => 0.99;
    click(w.row(w.ids.wren).querySelector('[data-action="hbPending"][data-kind="attack"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.pending).toEqual([]));
    expect(w.dispatched).toEqual([{ type: "resolvePending", by: w.ids.wren, attack: { kind: "attack", violent: false, targets: [w.ids.widow] } }]);
    expect(w.combat.model.commands.at(-1)).toMatchObject({ attack: { steal: { [w.ids.widow]: [5, 4] } } });
    expect(w.p(w.ids.wren).temporary).toEqual([3, 3, 5, 5, 4]);
  });

  it("counts the Blessings ticked as they are ticked", async () => {
    const w = await zealPending();
    await w.as("player");
    const row = w.row(w.ids.wren);
    const output = row.querySelector(".hb-targets output")!;
    expect(output.textContent).toBe("None ticked: the largest are stolen.");
    check(row, `steal.${w.ids.widow}`, "5");
    row.querySelector(`input[name="steal.${w.ids.widow}"][value="5"]`)!.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(output.textContent).toBe("1 ticked to steal."));
  });

  it("refuses a choice of stolen Blessings that does not add up to X, and changes nothing", async () => {
    const w = await zealPending();
    await w.as("player");
    const row = w.row(w.ids.wren);
    check(row, `steal.${w.ids.widow}`, "5"); // X is 2
    g.CONFIG.Dice.randomUniform = () => 0.99;
    await refused(w, () => click(row.querySelector('[data-action="hbPending"][data-kind="attack"]')),
      "The amounts chosen do not add up: shares of movement must total the amount moved, and stolen Blessings must come from the targets, exactly as many as the Attack takes.");
    expect(w.combat.endeavor!.pending).toHaveLength(1);
  });

  it("declines (attack: null), and the turns go on", async () => {
    const w = await zealPending();
    await w.as("player");
    click(w.row(w.ids.wren).querySelector('[data-action="hbPending"][data-kind="decline"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.pending).toEqual([]));
    expect(w.dispatched).toEqual([{ type: "resolvePending", by: w.ids.wren, attack: null }]);
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.mina);
  });

  it("another player's click on it is refused, and changes nothing", async () => {
    const w = await zealPending();
    await w.as("player"); // Wren's player's form, clicked by Oskar's player (a stale or crafted page)
    const row = w.row(w.ids.wren);
    asUser("player2");
    await refused(w, () => click(row.querySelector('[data-action="hbPending"][data-kind="decline"]')), "You do not own Wren, so you cannot act for them.");
    expect(w.dispatched).toEqual([]);
  });
});

describe("a pending Revenge Attack (the GM, for a Monstrosity)", () => {
  /** Wren's violent Attack moves the Widow (at 9) down over her Recovery button at 7: Revenge on Wren. */
  async function revengePending() {
    const w = await started();
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.widow, to: 9 } });
    await toTurns(w, { stat: "Hurt", blessings: [3, 3] });
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "attack", violent: true, targets: [w.ids.widow], roll: [7] } });
    expect(w.combat.endeavor!.pending).toEqual([{ kind: "revenge", by: w.ids.widow, eligible: [w.ids.wren] }]);
    w.dispatched.length = 0;
    await w.tracker.render();
    return w;
  }

  it("offers only the opponent who moved her down, a violent Attack, and no Decline", async () => {
    const w = await revengePending();
    const form = w.row(w.ids.widow).querySelector<HTMLElement>(".hb-pending")!;
    expect(form.querySelector(".hb-hint")!.textContent).toContain("cannot be declined");
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="targets"]')].map((t) => t.value)).toEqual([w.ids.wren]);
    expect([...form.querySelectorAll<HTMLButtonElement>("button")].map((b) => b.dataset.kind)).toEqual(["violent"]);
    expect(form.querySelector(".hb-steal")).toBeNull(); // a violent Attack steals nothing
    g.CONFIG.Dice.randomUniform = () => 0.99;
    click(form.querySelector('[data-action="hbPending"][data-kind="violent"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.pending).toEqual([]));
    expect(w.dispatched).toEqual([{ type: "resolvePending", by: w.ids.widow, attack: { kind: "attack", violent: true, targets: [w.ids.wren] } }]);
  });

  it("a crafted Decline is refused by the engine", async () => {
    const w = await revengePending();
    const form = w.row(w.ids.widow).querySelector<HTMLElement>(".hb-pending .hb-row-controls")!;
    form.insertAdjacentHTML("beforeend", '<button type="button" data-action="hbPending" data-kind="decline">Decline</button>');
    await refused(w, () => click(form.querySelector('[data-kind="decline"]')), "Revenge must Attack one who moved you down this round.");
  });
});

describe("a pending Attack in v0.0.18", () => {
  it("has no Spark (the position roll was Sparked, or not, when rolled); the Blessings to steal are preferences; the Attack is sent as formed", async () => {
    const w = await started("v0.0.18");
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.widow, to: 9 } });
    for (const [by, stat, roll] of [[w.ids.wren, "Hurt", 8], [w.ids.oskar, "Head", 9], [w.ids.mina, "Hand", 10], [w.ids.widow, "Head", 10]] as const) {
      await w.combat.dispatch({ type: "rollPosition", by, stat, roll, blessings: Array(Math.floor(roll / 2)).fill(2) });
    }
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.wren);
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "attack", violent: true, targets: [w.ids.widow] } });
    expect(w.combat.endeavor!.pending).toEqual([{ kind: "revenge", by: w.ids.widow, eligible: [w.ids.wren] }]);
    w.dispatched.length = 0;
    await w.tracker.render();
    const form = w.row(w.ids.widow).querySelector<HTMLElement>(".hb-pending")!;
    expect(form.querySelector('select[name="spark"]')).toBeNull();
    // The amount depends on the roll: the ticks are an order of preference (then the largest).
    expect(form.querySelector(".hb-targets")!.textContent).toContain("those ticked are taken first, then the largest");
    expect([...form.querySelectorAll<HTMLInputElement>(`input[name="steal.${w.ids.wren}"]`)].map((b) => b.value)).toEqual(["2", "2", "2", "2"]);
    click(form.querySelector('[data-action="hbPending"][data-kind="attack"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.pending).toEqual([]));
    expect(w.dispatched).toEqual([{ type: "resolvePending", by: w.ids.widow, attack: { kind: "attack", violent: false, targets: [w.ids.wren] } }]);
  });
});
