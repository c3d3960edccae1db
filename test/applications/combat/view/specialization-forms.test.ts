// The tracker's controls for Specializations with an Endeavor effect (Tactical, Sure-footed, Radiant, Kinetic) and for
// Delayed Attacks, clicked through the real EndeavorTracker under the fake Foundry: the exact command the engine
// receives and the state it leaves; refusals are a localised warning and no change at all.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Command } from "../../../../src/rules/endeavor";
import { asUser } from "../../../documents/combat-helpers";
import { check, click, refused, set, started, toTurns, type World } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Tactical", () => {
  const tactical = (w: World) => w.actors.wren.createEmbeddedDocuments("Item", [{ name: "Tactical", type: "specialization" }]);

  it("lets the acting player call on another player's ally without an offer; that ally's turn is spent", async () => {
    const w = await started("v0.0.21.10", tactical);
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    const label = row.querySelector(`input[name="helper"][value="${w.ids.oskar}"]`)!.closest("label")!.textContent!.trim();
    expect(label).toBe("Call on Oskar (Tactical: they skip their turn this round)");
    check(row, "helper", w.ids.oskar);
    click(row.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched.at(-1)).toMatchObject({ action: { kind: "advance", helpers: [{ by: w.ids.oskar, pay: { temporary: [2] }, tactical: true }] } });
    expect(w.p(w.ids.oskar).acted).toBe(true);
  });

  it("without Tactical the same request is refused by the engine, and nothing changes", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect(row.querySelector(`input[name="helper"][value="${w.ids.oskar}"]`)).toBeNull();
    // A forged form: Oskar's Help called on as if Wren had Tactical.
    const forged = document.createElement("input");
    Object.assign(forged, { type: "hidden", name: `helpTactical.${w.ids.oskar}`, value: "1" });
    const box = document.createElement("input");
    Object.assign(box, { type: "checkbox", name: "helper", value: w.ids.oskar, checked: true });
    const pay = document.createElement("input");
    Object.assign(pay, { type: "hidden", name: `helpPay.${w.ids.oskar}`, value: "t:2" });
    row.querySelector("form.hb-row-form")!.append(forged, box, pay);
    await refused(w, () => click(row.querySelector('[data-action="hbAct"][data-kind="advance"]')), "That Specialization is not available.");
  });
});

describe("Sure-footed", () => {
  it("protecting oneself, the box adds the Action Die's Check; on a success the protection lasts X more rounds", async () => {
    const w = await started("v0.0.21.10", (world) => world.actors.wren.createEmbeddedDocuments("Item", [{ name: "Sure-footed", type: "specialization" }]));
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    set(row, "ally", w.ids.wren);
    row.querySelector<HTMLInputElement>('input[name="sureFooted"]')!.checked = true;
    click(row.querySelector('[data-action="hbAct"][data-kind="protect"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    const sent = w.dispatched.at(-1) as Extract<Command, { type: "act" }>;
    expect(sent.action).toMatchObject({ kind: "protect", target: w.ids.wren, check: {} });
    const check = w.combat.model.commands.at(-1) as Extract<Command, { type: "act" }>;
    const rolled = (check.action as { check: { roll: number[] } }).check.roll[0]!;
    // Head d6: X 2. A success (5 or more) makes it end in round 4, a failure in round 2.
    expect(w.combat.endeavor!.protections[0]!.until).toBe(rolled >= 5 ? 4 : 2);
  });

  it("is not offered without the Specialization", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    expect(w.row(w.ids.wren).querySelector('input[name="sureFooted"]')).toBeNull();
  });
});

describe("Delayed Attacks", () => {
  it("a player sets one on the targets ticked; the GM sees it waiting and sets it off, the Defender's Check decides", async () => {
    const w = await started();
    await toTurns(w, { stat: "Hurt", blessings: [3, 3] });
    await w.as("player");
    let row = w.row(w.ids.wren);
    expect(row.querySelector(".hb-delayed .hb-hint")!.textContent).toBe("Violent: the Defenders use Hurry");
    check(row, "targets", w.ids.widow);
    set(row, "delayedTrigger", "a snare under the leaves");
    click(row.querySelector('[data-action="hbAct"][data-kind="delayedAttack"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched.at(-1)).toEqual({ type: "act", by: w.ids.wren, action: { kind: "delayedAttack", violent: true, targets: [w.ids.widow], trigger: "a snare under the leaves" } });
    const id = w.combat.endeavor!.delayed![0]!.id;

    // A player cannot set it off; the GM can.
    await w.as("gm");
    const button = w.tracker.element!.querySelector<HTMLElement>(`[data-action="hbTriggerDelayed"][data-delayed="${id}"]`)!;
    expect(button.closest("li")!.textContent!.replace(/\s+/g, " ").trim()).toBe("Wren → Grey Widow (Hurry, Normal): a snare under the leaves Difficulty as setEasyNormalHard Set it off");
    asUser("player");
    await refused(w, () => click(button), "Only the GM may do this.");
    asUser("gm");
    const before = w.p(w.ids.widow).position;
    click(button);
    await vi.waitFor(() => expect(w.combat.endeavor!.delayed).toEqual([]));
    const defence = w.combat.model.commands.at(-1) as Extract<Command, { type: "triggerDelayed" }>;
    const rolled = defence.rolls![w.ids.widow]![0]!;
    // Failed (4 or less): moved down by Wren's X (Hurt d8: 2); otherwise untouched.
    expect(w.p(w.ids.widow).position).toBe(rolled <= 4 ? before - 2 : before);
  });

  // "By default, the Check below is Normal. The Attacker's Apts and Specs, at the time the trigger is set, may modify
  // the difficulty. Other effects or situations, at table discretion, may modify the difficulty further."
  it("the player names the related Aptitude (each choice says the difficulty it makes); the GM may call another when it fires", async () => {
    const w = await started("v0.0.21.10", async (world) => {
      const aptitudes = [{ name: "Traps", type: "aptitude" }, { name: "Letters", type: "aptitude" }] as const;
      const [traps] = (await world.actors.wren.createEmbeddedDocuments("Item", [...aptitudes])) ?? [];
      if (!traps) throw new Error("Traps was not created");
      await world.actors.wren.createEmbeddedDocuments("Item", [{ name: "Snares", type: "specialization", system: { aptitude: traps.id } }]);
    });
    await toTurns(w, { stat: "Hurt", blessings: [3, 3] });
    await w.as("player");
    const row = w.row(w.ids.wren);
    const select = row.querySelector<HTMLSelectElement>('select[name="delayedAptitude"]')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(
      ["None: Normal", "Traps: Hard", "Traps and Snares: Hard, 3 rolls", "Letters: Hard"]);
    check(row, "targets", w.ids.widow);
    select.value = "s:Traps";
    click(row.querySelector('[data-action="hbAct"][data-kind="delayedAttack"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched.at(-1)).toMatchObject({ action: { kind: "delayedAttack", aptitude: "Traps", specialized: true } });
    expect(w.combat.endeavor!.delayed![0]).toMatchObject({ difficulty: "hard", extraRanks: 1 });

    await w.as("gm");
    const id = w.combat.endeavor!.delayed![0]!.id;
    const button = w.tracker.element!.querySelector<HTMLElement>(`[data-action="hbTriggerDelayed"][data-delayed="${id}"]`)!;
    expect(button.closest("li")!.textContent).toContain("(Hurry, Hard, 3 rolls)");
    button.closest("li")!.querySelector<HTMLSelectElement>(`select[name="delayedOverride.${id}"]`)!.value = "normal";
    click(button);
    await vi.waitFor(() => expect(w.combat.endeavor!.delayed).toEqual([]));
    const defence = w.combat.model.commands.at(-1) as Extract<Command, { type: "triggerDelayed" }>;
    expect(defence.difficulty).toBe("normal");
    expect(defence.rolls![w.ids.widow]).toHaveLength(1);
  });
});

describe("Radiant", () => {
  const radiant = async (w: World) => {
    const aptitudes = [{ name: "Singing", type: "aptitude" }, { name: "Cooking", type: "aptitude" }] as const;
    const [singing] = (await w.actors.wren.createEmbeddedDocuments("Item", [...aptitudes])) ?? [];
    if (!singing) throw new Error("Singing was not created");
    await w.actors.wren.createEmbeddedDocuments("Item", [{ name: "Radiant", type: "specialization", system: { aptitude: singing.id } }]);
  };

  it("lends another Aptitude to the allies from the row (the Check with the Action Die decides), shown on their rows", async () => {
    const w = await started("v0.0.21.10", radiant);
    await toTurns(w, { stat: "Heart", blessings: [3] });
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect([...row.querySelectorAll<HTMLOptionElement>('select[name="radiantAptitude"] option')].map((o) => o.value)).toEqual(["Cooking"]);
    click(row.querySelector('[data-action="hbAct"][data-kind="radiant"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched.at(-1)).toEqual({ type: "act", by: w.ids.wren, action: { kind: "radiant", aptitude: "Cooking" } });
    expect(w.p(w.ids.wren).needsRecharge).toEqual(["Radiant"]);
    const check = w.combat.model.commands.at(-1) as Extract<Command, { type: "act" }>;
    const succeeded = (check.action as { roll: number[] }).roll[0]! >= 5;
    // Heart d4: X 1 — one turn of Cooking for Oskar and Mina on a success.
    expect(w.p(w.ids.oskar).granted).toEqual(succeeded ? [{ from: w.ids.wren, aptitude: "Cooking", specialization: null, turns: 1 }] : []);
    await w.tracker.render();
    expect(w.row(w.ids.oskar).textContent).toContain(succeeded ? "Cooking (1 turns)" : "");
  });
});

describe("Kinetic (v0.0.18)", () => {
  it("once everyone has rolled, the holder exchanges position rolls with an ally who rolled lower, or keeps theirs", async () => {
    const w = await started("v0.0.18", (world) => world.actors.wren.createEmbeddedDocuments("Item", [{ name: "Kinetic (v0.0.18)", type: "specialization" }]));
    const roll = (by: string, stat: string, total: number, blessings: number[]) => w.combat.dispatch({ type: "rollPosition", by, stat, roll: total, blessings });
    await roll(w.ids.wren, "Hand", 10, [1, 2, 3, 4, 5]);
    await roll(w.ids.oskar, "Head", 4, [6, 6]);
    await roll(w.ids.mina, "Head", 6, [2, 2, 2]);
    await roll(w.ids.widow, "Head", 9, [3, 3, 3, 3]);
    expect(w.combat.endeavor!.phase).toBe("choosing");
    await w.as("player");
    const row = w.row(w.ids.wren);
    expect([...row.querySelectorAll<HTMLOptionElement>('select[name="kineticAlly"] option')].map((o) => o.textContent)).toEqual(["Oskar (4)", "Mina (6)"]);
    // Oskar's player sees no such controls on their own row.
    expect(w.row(w.ids.oskar).querySelector(".hb-kinetic")).toBeNull();
    click(row.querySelector('[data-action="hbKinetic"]:not([data-keep])'));
    await vi.waitFor(() => expect(w.combat.endeavor!.phase).toBe("turns"));
    expect([w.p(w.ids.wren).positionRoll, w.p(w.ids.oskar).positionRoll, w.p(w.ids.wren).needsRecharge]).toEqual([4, 10, ["Kinetic"]]);
  });
});
