// Issue 7's remaining tracker forms, clicked through the real EndeavorTracker under the fake Foundry: the exact
// command the engine receives (spied on HumanityCombat#dispatch, which the GM relay calls) and the state it leaves;
// and the refusals (a spent Stat, too few Blessings, Help nobody offered, shares that do not add up, a non-owner's
// click): a localised warning and no change at all.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Command } from "../../../../src/rules/endeavor";
import { asUser } from "../../../documents/combat-helpers";
import { check, click, g, refused, set, started, toTurns, warnings, type World } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Sparking the Action Die (default edition)", () => {
  it("sends the partner Stat and the ⊜⊜ chosen with the Advance, and pays them", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const options = [...row.querySelectorAll<HTMLOptionElement>('select[name="spark"] option')].map((o) => [o.value, o.textContent, o.disabled]);
    expect(options).toEqual([["", "no Spark", false], ["Hand", "Hand d6", false]]);
    expect([...row.querySelectorAll<HTMLOptionElement>('select[name="sparkPay"] option')].map((o) => o.textContent)).toEqual(["temporary 3, 3", "temporary 3 + permanent 3"]);
    set(row, "spark", "Hand");
    click(row.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "advance", spark: { stat: "Hand", pay: { temporary: [3, 3] } } } }]);
    expect(w.p(w.ids.wren).temporary).toEqual([]);
    // The engine rolled the Sparked pair as one group: its Check is in the stored command.
    expect(w.combat.model.commands.at(-1)).toMatchObject({ action: { kind: "advance", roll: [expect.any(Number)] } });
    expect(warnings()).toEqual([]);
  });

  it("shows a spent partner as not choosable, and a stale form choosing it is refused by the engine", async () => {
    const w = await started();
    // Round 1 with Hand as Action Die; every turn ended by the GM; no special action: Hand is spent in round 2.
    await toTurns(w, { stat: "Hand", blessings: [3, 3] });
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await w.combat.dispatch({ type: "special", by: w.combat.endeavor!.chooser[0]!, special: null });
    expect(w.p(w.ids.wren).spent).toEqual(["Hand"]);
    for (const [by, stat] of [[w.ids.wren, "Head"], [w.ids.oskar, "Hand"], [w.ids.mina, "Head"], [w.ids.widow, "Hand"]] as const) {
      await w.combat.dispatch({ type: "chooseActionDie", by, stat, blessings: by === w.ids.widow ? [2, 2, 2] : [2, 2] });
    }
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.wren);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const hand = row.querySelector<HTMLOptionElement>('select[name="spark"] option[value="Hand"]')!;
    expect([hand.disabled, hand.textContent]).toEqual([true, "Hand d6 (spent)"]);
    hand.disabled = false; // as a form left open from before the Stat was spent
    set(row, "spark", "Hand");
    await refused(w, () => click(row.querySelector('[data-action="hbAct"][data-kind="advance"]')), "That Stat is spent: skip a round to regain it.");
  });
});

describe("Unique Skill", () => {
  it("takes the two actions chosen, combined, for the ⊜⊜ chosen", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect([...row.querySelectorAll<HTMLOptionElement>('select[name="unique1"] option')].map((o) => o.value)).toEqual(["attack", "advance", "protect"]);
    expect(row.querySelector<HTMLSelectElement>('select[name="unique2"]')!.value).toBe("advance");
    set(row, "unique1", "attack");
    check(row, "targets", w.ids.widow);
    click(row.querySelector('[data-action="hbAct"][data-kind="unique"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{
      type: "act", by: w.ids.wren,
      action: { kind: "unique", pay: { temporary: [3, 3] }, actions: [{ kind: "attack", violent: false, targets: [w.ids.widow] }, { kind: "advance" }] },
    }]);
    const stored = w.combat.model.commands.at(-1) as Extract<Command, { type: "act" }>;
    const actions = (stored.action as { actions: { roll?: number[] }[] }).actions;
    expect(actions.map((a) => a.roll?.length)).toEqual([1, 1]); // both Checks rolled
    expect(warnings()).toEqual([]);
  });

  it("without two Blessings of the same worth: the form says so and the engine refuses", async () => {
    const w = await started();
    await toTurns(w, { stat: "Head", blessings: [2, 4] }); // temporary 2, 4; permanent 3, 5: no pair
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector('select[name="uniquePay"]')!.textContent).toBe("no Blessings to pay with");
    await refused(w, () => click(row.querySelector('[data-action="hbAct"][data-kind="unique"]')), "The Blessings paid do not meet the cost.");
  });
});

describe("Commanding", () => {
  const commanding = (w: World) => w.actors.wren.createEmbeddedDocuments("Item", [{ name: "Commanding", type: "specialization" }]);

  it("gives an ally who has not acted a new Action Die, then offers the ③ recharge", async () => {
    const w = await started("v0.0.21.10", commanding);
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const groups = [...row.querySelectorAll<HTMLOptGroupElement>('select[name="command"] optgroup')].map((o) => o.label);
    expect(groups).toEqual(["Oskar", "Mina"]); // allies who have not acted; never a Monstrosity, never Wren
    set(row, "command", `${w.ids.oskar}|Hand`);
    click(row.querySelector('[data-action="hbAct"][data-kind="commanding"]'));
    await vi.waitFor(() => expect(w.p(w.ids.oskar).actionDie).toBe("Hand"));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "commanding", target: w.ids.oskar, stat: "Hand" } }]);
    expect(w.p(w.ids.wren).needsRecharge).toEqual(["Commanding"]);

    await w.tracker.render();
    const again = w.row(w.ids.wren);
    expect([...again.querySelectorAll<HTMLOptionElement>('select[name="rechargePay.Commanding"] option')].map((o) => o.textContent))
      .toEqual(["temporary 3", "permanent 3", "permanent 5"]);
    set(again, "rechargePay.Commanding", "p:5");
    click(again.querySelector('[data-action="hbRecharge"][data-spec="Commanding"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).needsRecharge).toEqual([]));
    expect(w.dispatched.at(-1)).toEqual({ type: "recharge", by: w.ids.wren, specialization: "Commanding", pay: { permanent: [5] } });
    expect(w.actors.wren.system.blessings).toEqual([3]); // the permanent Blessing left the actor's pool
  });

  it("v0.0.18: the ally rolls a new position roll with the Stat chosen", async () => {
    const w = await started("v0.0.18", commanding);
    for (const [by, stat, roll] of [[w.ids.wren, "Head", 4], [w.ids.oskar, "Head", 6], [w.ids.mina, "Hand", 8], [w.ids.widow, "Hurt", 9]] as const) {
      await w.combat.dispatch({ type: "rollPosition", by, stat, roll, blessings: Array(Math.floor(roll / 2)).fill(2) });
    }
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.wren);
    w.dispatched.length = 0;
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector(".hb-commanding")!.textContent).toContain("Ally and the Stat of their new position roll");
    set(row, "command", `${w.ids.mina}|Hurt`);
    click(row.querySelector('[data-action="hbAct"][data-kind="commanding"]'));
    await vi.waitFor(() => expect(w.p(w.ids.mina).actionDie).toBe("Hurt"));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "commanding", target: w.ids.mina, stat: "Hurt" } }]);
    expect(w.p(w.ids.mina).positionRoll).toBe((w.combat.model.commands.at(-1) as any).action.roll);
  });
});

describe("Sparking the position roll (v0.0.18)", () => {
  it("rolls the chosen balanced pair for the ⊜⊜ chosen; without a pair to pay with, the engine refuses", async () => {
    const w = await started("v0.0.18", async ({ actors }) => {
      await actors.wren.update({ system: { blessings: [3, 3, 5] } });
    });
    await w.as("player2"); // Oskar: permanent 2 only
    const oskar = w.row(w.ids.oskar);
    // Only balanced pairs, each Stat first and then as partner (Oskar: Head and Hurt d6, Hand and the rest d4).
    const pairs = [...oskar.querySelectorAll<HTMLOptionElement>('select[name="positionSpark"] option')].map((o) => o.textContent!);
    expect(pairs).toEqual(expect.arrayContaining(["Head with Hurt (2d6)", "Hurt with Head (2d6)", "Hand with Heart (2d4)"]));
    expect(pairs.filter((t) => t.includes("Head"))).toEqual(["Head with Hurt (2d6)", "Hurt with Head (2d6)"]);
    await refused(w, () => click(oskar.querySelector('[data-action="hbChoose"][data-spark="true"]')), "The Blessings paid do not meet the cost.");

    await w.as("player");
    const row = w.row(w.ids.wren);
    set(row, "positionSpark", "Hand|Head");
    click(row.querySelector('[data-action="hbChoose"][data-spark="true"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).positionSpark).toBe("Head"));
    expect(w.dispatched).toEqual([
      { type: "rollPosition", by: w.ids.oskar, stat: "Head", spark: { stat: "Hurt", pay: {} } }, // refused above
      { type: "rollPosition", by: w.ids.wren, stat: "Hand", spark: { stat: "Head", pay: { permanent: [3, 3] } } },
    ]);
    expect(w.p(w.ids.wren).actionDie).toBe("Hand");
    expect(w.actors.wren.system.blessings).toEqual([5]);
    expect(warnings()).toEqual(["The Blessings paid do not meet the cost."]); // Oskar's, above: only that one
  });
});

describe("Pass, then Help", () => {
  it("a Helper who Passed offers Help from their own row; the acting player includes it; the offer is consumed", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="pass"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.turn.current).toBe(w.ids.oskar));
    expect(w.p(w.ids.wren).delayed).toBe(true);

    // Oskar's player sees who may offer, before any offer.
    await w.as("player2");
    expect(w.row(w.ids.oskar).querySelector(".hb-check-options")!.textContent).toContain("Wren, Mina may offer Help from their own row; it appears here.");
    expect(w.row(w.ids.oskar).querySelector('input[name="helper"]')).toBeNull();

    // Wren's player offers a permanent 5, used on X.
    await w.as("player");
    const wren = w.row(w.ids.wren);
    expect(wren.querySelector(".hb-offer legend")!.textContent).toBe("Help Oskar's next Check");
    expect([...wren.querySelectorAll<HTMLOptionElement>('select[name="offerPay"] option')].map((o) => o.value)).toEqual(["t:3", "p:3", "p:5"]);
    set(wren, "offerPay", "p:5");
    set(wren, "offerUse", "x");
    click(wren.querySelector('[data-action="hbOfferHelp"]'));
    await vi.waitFor(() => expect(w.combat.system.helpOffers).toHaveLength(1));
    expect(w.combat.system.helpOffers).toEqual([{ by: w.ids.wren, to: w.ids.oskar, round: 1, pay: { temporary: [], permanent: [5] }, use: "x" }]);
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "pass" } }]); // offering sends no command
    await w.tracker.render();
    expect(w.row(w.ids.wren).querySelector(".hb-offer p")!.textContent).toContain("You offered permanent 5, on X.");

    // Oskar's player sees the offer, already included, and Advances with it.
    await w.as("player2");
    const oskar = w.row(w.ids.oskar);
    const helper = oskar.querySelector<HTMLInputElement>(`input[name="helper"][value="${w.ids.wren}"]`)!;
    expect(helper.checked).toBe(true);
    expect(oskar.querySelector(".hb-helper")!.textContent).toContain("offered: permanent 5, on X");
    click(oskar.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.oskar).acted).toBe(true));
    expect(w.dispatched.at(-1)).toEqual({ type: "act", by: w.ids.oskar, action: { kind: "advance", helpers: [{ by: w.ids.wren, pay: { permanent: [5] }, use: "x" }] } });
    expect(w.p(w.ids.wren)).toMatchObject({ acted: true, delayed: false });
    expect(w.actors.wren.system.blessings).toEqual([3]);
    expect(w.combat.system.helpOffers).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it("a player cannot include someone else's Help that was not offered, nor with another Blessing than offered", async () => {
    // (The form never lists such a Helper: these are crafted or stale pages.)
    const w = await started();
    await toTurns(w);
    await w.as("player");
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="pass"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.turn.current).toBe(w.ids.oskar));
    await w.as("player2");
    const oskar = w.row(w.ids.oskar);
    // A crafted form: Wren's Help with no offer behind it.
    oskar.querySelector(".hb-check-options")!.insertAdjacentHTML("beforeend",
      `<input type="checkbox" name="helper" value="${w.ids.wren}" checked><input type="hidden" name="helpPay.${w.ids.wren}" value="p:5">`);
    await refused(w, () => click(oskar.querySelector('[data-action="hbAct"][data-kind="advance"]')),
      "You do not own Wren, so you cannot act for them.");

    await w.as("player");
    set(w.row(w.ids.wren), "offerPay", "t:3");
    click(w.row(w.ids.wren).querySelector('[data-action="hbOfferHelp"]'));
    await vi.waitFor(() => expect(w.combat.system.helpOffers).toHaveLength(1));
    await w.as("player2");
    const again = w.row(w.ids.oskar);
    again.querySelector<HTMLInputElement>(`input[name="helpPay.${w.ids.wren}"]`)!.value = "p:5"; // not what was offered
    await refused(w, () => click(again.querySelector('[data-action="hbAct"][data-kind="advance"]')),
      "Wren offered other Help than this (another Blessing, or on the roll rather than X): use the Help as offered.");
  });

  it("the GM includes a character no player owns directly, with the Blessing and the use chosen", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const row = w.row(w.ids.wren);
    // Oskar is a player's character: he Helps as his player offers. Mina is the GM's.
    expect([...row.querySelectorAll<HTMLInputElement>('input[name="helper"]')].map((i) => i.value)).toEqual([w.ids.mina]);
    expect(row.querySelector(".hb-check-options")!.textContent).toContain("Oskar may offer Help from their own row");
    expect(row.querySelector(".hb-offer")).toBeNull(); // the GM sees no offer forms: they include Helpers directly
    check(row, "helper", w.ids.mina);
    set(row, `helpPay.${w.ids.mina}`, "t:6");
    set(row, `helpUse.${w.ids.mina}`, "roll");
    click(row.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "advance", helpers: [{ by: w.ids.mina, pay: { temporary: [6] }, use: "roll" }] } }]);
    expect(w.p(w.ids.mina)).toMatchObject({ acted: true, temporary: [1] });

    // Wren has acted: no offer form for her any more.
    await w.as("player");
    expect(w.row(w.ids.wren).querySelector(".hb-offer")).toBeNull();
  });

  it("the GM offers for a character no player owns, on a player's turn", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="pass"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.turn.current).toBe(w.ids.oskar));
    await w.as("gm");
    expect(w.row(w.ids.wren).querySelector(".hb-offer")).toBeNull(); // Wren's player offers for Wren
    const mina = w.row(w.ids.mina);
    expect(mina.querySelector(".hb-offer legend")!.textContent).toBe("Help Oskar's next Check");
    set(mina, "offerPay", "t:1");
    click(mina.querySelector('[data-action="hbOfferHelp"]'));
    await vi.waitFor(() => expect(w.combat.system.helpOffers).toHaveLength(1));
    await w.as("player2");
    expect(w.row(w.ids.oskar).querySelector(`input[name="helper"][value="${w.ids.mina}"]`)).not.toBeNull();
    await w.as("player");
    expect(w.row(w.ids.wren).querySelector(".hb-offer")).not.toBeNull(); // someone else (Oskar's player) acts
  });

  it("withdraws a standing offer", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player2");
    click(w.row(w.ids.oskar).querySelector('[data-action="hbOfferHelp"]'));
    await vi.waitFor(() => expect(w.combat.system.helpOffers).toHaveLength(1));
    await w.tracker.render();
    click(w.row(w.ids.oskar).querySelector('[data-action="hbOfferHelp"][data-withdraw="true"]'));
    await vi.waitFor(() => expect(w.combat.system.helpOffers).toEqual([]));
    expect(w.dispatched).toEqual([]);
  });
});

describe("Group movement", () => {
  /** Wren's violent Attack on the Grey Widow and the Rat King (the GM's); the table ruling groupSplit as given. */
  async function twoMonstrosities(split: "group" | "attacker" = "attacker") {
    const w = await started("v0.0.21.10", async ({ combat }) => {
      await g.game.settings.set("humanity-blessed", "endeavorGroupSplit", split);
      const rat = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Rat King", system: { stats: { head: 4, hand: 4, hurt: 4 }, sp: { start: 10, recovery: 3 }, tags: [] } });
      await combat.createEmbeddedDocuments("Combatant", [{ actorId: rat.id }]);
    });
    const rat = w.combat.combatants.find((c: any) => c.name === "Rat King")!.id!;
    await w.combat.dispatch({ type: "chooseActionDie", by: rat, stat: "Hurt", blessings: [5, 5, 5] });
    await toTurns(w, { stat: "Hurt", blessings: [3, 3] }); // Hurt d8: X = 2
    g.CONFIG.Dice.randomUniform = () => 0.99; // every die shows its largest face: 8, a success short of Maximum
    return { ...w, rat };
  }

  it("'up to the group to decide' (default ruling): Wren's player sees no shares to type, and a forged split is refused; the GM's form has them", async () => {
    const w = await twoMonstrosities("group");
    await w.as("player");
    let row = w.row(w.ids.wren);
    expect(row.querySelector('input[name^="split."]')).toBeNull();
    expect(row.querySelector(".hb-targets .hb-hint")!.textContent).toContain("shared as the group moved agrees");
    const { requestEndeavor } = await import("../../../../src/applications/combat/requests/endeavor-relay");
    await requestEndeavor({ combatId: w.combat.id!, op: "command", command: { type: "act", by: w.ids.wren, action: { kind: "attack", violent: true, targets: [w.ids.widow, w.rat], split: { [w.ids.widow]: 2, [w.rat]: 0 } } } });
    expect(warnings().at(-1)).toBe("The group moved shares out its movement (table ruling): leave the shares blank to share evenly, or the GM enters the shares the group agrees on.");
    expect(w.p(w.ids.wren).acted).toBe(false);
    // The GM confirms what the group (the Monstrosities' side, the GM's) agrees: Wren's row, as the GM sees it.
    await w.as("gm");
    row = w.row(w.ids.wren);
    check(row, "targets", w.ids.widow);
    check(row, "targets", w.rat);
    set(row, `split.${w.rat}`, "2");
    click(row.querySelector('[data-action="hbAct"][data-kind="violent"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect([w.p(w.ids.widow).position, w.p(w.rat).position]).toEqual([10, 8]);
  });

  it("sends the shares typed beside the targets; the targets move down by them (ruling: the Attacker shares)", async () => {
    const w = await twoMonstrosities();
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector(".hb-targets .hb-hint")!.textContent).toContain("total of X (2, plus Help on X)");
    check(row, "targets", w.ids.widow);
    check(row, "targets", w.rat);
    set(row, `split.${w.ids.widow}`, "2");
    click(row.querySelector('[data-action="hbAct"][data-kind="violent"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "attack", violent: true, targets: [w.ids.widow, w.rat], split: { [w.ids.widow]: 2, [w.rat]: 0 } } }]);
    expect([w.p(w.ids.widow).position, w.p(w.rat).position]).toEqual([8, 10]);
  });

  it("the row's form is read as core reads a form (FormDataExtended): a disabled field is not sent; Enter submits nothing", async () => {
    const w = await twoMonstrosities();
    await w.as("player");
    const row = w.row(w.ids.wren);
    const form = row.querySelector<HTMLFormElement>("form.hb-row-form")!;
    expect(form.closest("li")).toBe(row);
    check(row, "targets", w.ids.widow);
    check(row, "targets", w.rat);
    set(row, `split.${w.ids.widow}`, "2");
    set(row, `split.${w.rat}`, "0");
    // Enter in a share would submit the row's form (and reload Foundry): the tracker keeps it from happening.
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // A share whose field is disabled is not part of the form, as in core: none typed, so the engine splits evenly.
    for (const id of [w.ids.widow, w.rat]) row.querySelector<HTMLInputElement>(`[name="split.${id}"]`)!.disabled = true;
    click(row.querySelector('[data-action="hbAct"][data-kind="violent"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "attack", violent: true, targets: [w.ids.widow, w.rat] } }]);
  });

  it("shares evenly when none is typed, and refuses shares that do not add up to X", async () => {
    const w = await twoMonstrosities();
    await w.as("player");
    let row = w.row(w.ids.wren);
    check(row, "targets", w.ids.widow);
    check(row, "targets", w.rat);
    set(row, `split.${w.ids.widow}`, "3");
    await refused(w, () => click(row.querySelector('[data-action="hbAct"][data-kind="violent"]')), "The amounts chosen do not add up: shares of movement must total the amount moved, and stolen Blessings must come from the targets, exactly as many as the Attack takes.");

    await w.tracker.render();
    row = w.row(w.ids.wren);
    // What was typed survives the re-render (form-drafts.ts): the player clears the share to let it split evenly.
    expect(row.querySelector<HTMLInputElement>(`[name="split.${w.ids.widow}"]`)!.value).toBe("3");
    set(row, `split.${w.ids.widow}`, "");
    click(row.querySelector('[data-action="hbAct"][data-kind="violent"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched.at(-1)).toEqual({ type: "act", by: w.ids.wren, action: { kind: "attack", violent: true, targets: [w.ids.widow, w.rat] } });
    expect([w.p(w.ids.widow).position, w.p(w.rat).position]).toEqual([9, 9]);
  });
});

describe("Protect", () => {
  it("spends the Blessings ticked, one rank each, for the ally chosen; ticking none is refused", async () => {
    const w = await started();
    await toTurns(w); // Wren: temporary 3, 3; permanent 3, 5
    await w.as("player");
    let row = w.row(w.ids.wren);
    const boxes = [...row.querySelectorAll<HTMLInputElement>('input[name="protectPay"]')];
    expect(boxes.map((b) => [b.value, b.checked])).toEqual([["t:3", true], ["t:3", false], ["p:3", false], ["p:5", false]]);
    for (const b of boxes) b.checked = false;
    await refused(w, () => click(row.querySelector('[data-action="hbAct"][data-kind="protect"]')), "The Blessings paid do not meet the cost.");

    await w.tracker.render();
    row = w.row(w.ids.wren);
    // The boxes the player unticked stay unticked through the re-render; they tick two now.
    expect([...row.querySelectorAll<HTMLInputElement>('input[name="protectPay"]')].map((b) => b.checked)).toEqual([false, false, false, false]);
    set(row, "ally", w.ids.oskar);
    row.querySelector<HTMLInputElement>('input[name="protectPay"][value="t:3"]')!.checked = true;
    row.querySelector<HTMLInputElement>('input[name="protectPay"][value="p:5"]')!.checked = true;
    click(row.querySelector('[data-action="hbAct"][data-kind="protect"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched.at(-1)).toEqual({ type: "act", by: w.ids.wren, action: { kind: "protect", target: w.ids.oskar, pay: { temporary: [3], permanent: [5] } } });
    expect(w.combat.endeavor!.protections).toEqual([{ by: w.ids.wren, target: w.ids.oskar, ranks: 2, until: 2 }]);
    expect(w.actors.wren.system.blessings).toEqual([3]);
  });
});

describe("a click for a participant the player does not own", () => {
  it("is refused by the GM relay with the owner's name, and changes nothing", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm"); // the GM's form, then a player clicks it (a stale or crafted page)
    asUser("player2");
    await refused(w, () => click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="advance"]')),
      "You do not own Wren, so you cannot act for them.");
    expect(w.dispatched).toEqual([]);
  });
});
