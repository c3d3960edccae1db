// Perform Combo (book: Monstrous "Ally Special Actions" / "Monstrosity Special Actions"), clicked through the real
// EndeavorTracker: an ally spreads the downward movement among themselves and their allies and the opponents' shares,
// with a live sum the engine itself judges; a Monstrosity chooses a first opponent freely and adds those with fewer
// than half its temporary Blessings, shown as eligible. Exact commands, resulting state, refusals changing nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { asUser } from "../../../documents/combat-helpers";
import { check, click, refused, set, started, toTurns, warnings, type Started } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every turn ended by the GM: the special action's chooser is asked. */
async function toSpecial(w: Started) {
  while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
  expect(w.combat.endeavor!.phase).toBe("special");
  w.dispatched.length = 0;
}

const input = (row: HTMLElement, name: string, value: string) => {
  set(row, name, value);
  row.querySelector(`[name="${name}"]`)!.dispatchEvent(new Event("input", { bubbles: true }));
};

describe("Perform Combo by an ally", () => {
  /** Wren (at 3) chooses: she counts the most Blessings (a table option: temporary and permanent). Oskar is at 5 with
   *  a Wound button at 4, which slows his way down by one. */
  async function allyChooses(user: "gm" | "player" = "gm") {
    const w = await started();
    await w.combat.dispatch({ type: "gm", gm: { op: "setOptions", options: { specialCount: "all" } } });
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.wren, to: 3 } });
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.oskar, to: 5 } });
    await w.combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "wound", position: 4, owner: w.ids.oskar } });
    await toTurns(w);
    await toSpecial(w);
    expect(w.combat.endeavor!.chooser).toEqual([w.ids.wren]);
    await w.as(user);
    return w;
  }

  it("table ruling 'group' (default): Wren's player types Wren's amount; Oskar's, Mina's and the Widow's share are their groups' to agree", async () => {
    const w = await allyChooses("player");
    const combo = w.row(w.ids.wren).querySelector<HTMLElement>(".hb-combo")!;
    expect([...combo.querySelectorAll<HTMLInputElement>('input[type="number"]')].map((i) => i.name)).toEqual([`comboDown.${w.ids.wren}`]);
    expect([...combo.querySelectorAll(".hb-muted")].map((e) => e.textContent)).toEqual(["Oskar (at 5)", "Mina (at 0)"]);
    expect(combo.textContent).toContain("the GM enters what the others agree on");
    // Wren alone moving down is her player's say; the Widow's share, left blank, is even.
    set(w.row(w.ids.wren), `comboDown.${w.ids.wren}`, "2");
    click(w.row(w.ids.wren).querySelector('[data-action="hbSpecial"][data-kind="combo"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.round).toBe(2));
    expect([w.p(w.ids.wren).position, w.p(w.ids.widow).position]).toEqual([3, 8]);
  });

  it("table ruling 'attacker': Wren's player types every amount", async () => {
    const w = await allyChooses("gm");
    await w.combat.dispatch({ type: "gm", gm: { op: "setOptions", options: { groupSplit: "attacker" } } });
    await w.as("player");
    const combo = w.row(w.ids.wren).querySelector<HTMLElement>(".hb-combo")!;
    expect([...combo.querySelectorAll<HTMLInputElement>('input[type="number"]')].map((i) => i.name)).toEqual([
      `comboDown.${w.ids.wren}`, `comboDown.${w.ids.oskar}`, `comboDown.${w.ids.mina}`, `comboOpp.${w.ids.widow}`,
    ]);
    expect(combo.textContent).not.toContain("the GM enters");
    set(w.row(w.ids.wren), `comboDown.${w.ids.oskar}`, "2");
    set(w.row(w.ids.wren), `comboOpp.${w.ids.widow}`, "1");
    click(w.row(w.ids.wren).querySelector('[data-action="hbSpecial"][data-kind="combo"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.round).toBe(2));
    expect([w.p(w.ids.oskar).position, w.p(w.ids.widow).position]).toEqual([4, 9]);
  });

  it("a player's forged Combo moving another player's character is refused by the relay (ruling 'group'); nothing changes", async () => {
    const w = await allyChooses("player");
    const command = { type: "special" as const, by: w.ids.wren, special: { kind: "combo" as const, down: { [w.ids.wren]: 1, [w.ids.oskar]: 1 } } };
    await refused(w, () => void requestEndeavor({ combatId: w.combat.id!, op: "command", command }),
      "The group moved shares out its movement (table ruling): leave the shares blank to share evenly, or the GM enters the shares the group agrees on.");
    expect(w.combat.endeavor!.phase).toBe("special");
    expect(w.p(w.ids.oskar).position).toBe(5);
  });

  it("the GM (entering what the group agrees) sees who moves down and the opponents' shares; the live sum follows the engine (the Wound button slows)", async () => {
    const w = await allyChooses();
    const row = w.row(w.ids.wren);
    const combo = row.querySelector<HTMLElement>(".hb-combo")!;
    expect(combo.querySelector(".hb-hint")!.textContent).toContain("You move up by 2");
    expect([...combo.querySelectorAll<HTMLInputElement>('input[type="number"]')].map((i) => i.name)).toEqual([
      `comboDown.${w.ids.wren}`, `comboDown.${w.ids.oskar}`, `comboDown.${w.ids.mina}`, `comboOpp.${w.ids.widow}`,
    ]);
    expect(combo.querySelector("label")!.textContent).toContain("Wren, you (at 3)");
    const output = combo.querySelector("output")!;
    expect(output.textContent).toBe("Nobody moves down: you only move up and spend.");

    input(row, `comboDown.${w.ids.wren}`, "1");
    input(row, `comboDown.${w.ids.oskar}`, "2");
    await vi.waitFor(() => expect(output.textContent).toBe(
      "Moving down in all: 2. The opponents move down by 2 in all, shared evenly unless you type their shares. (3 typed: buttons passed on the way slow or stop the movement.)",
    ));
    expect(output.classList.contains("hb-danger")).toBe(false);

    input(row, `comboOpp.${w.ids.widow}`, "3");
    await vi.waitFor(() => expect(output.classList.contains("hb-danger")).toBe(true));
    expect(output.textContent).toContain("The opponents' shares add up to 3.");
    expect(output.textContent).toContain("The amounts chosen do not add up");

    input(row, `comboOpp.${w.ids.widow}`, "2");
    await vi.waitFor(() => expect(output.classList.contains("hb-danger")).toBe(false));
    expect(w.dispatched).toEqual([]); // the live sum only looks
  });

  it("performs the Combo as spread: everyone moves, the opponents by the amount actually moved", async () => {
    const w = await allyChooses();
    const row = w.row(w.ids.wren);
    set(row, `comboDown.${w.ids.wren}`, "1");
    set(row, `comboDown.${w.ids.oskar}`, "2");
    set(row, `comboOpp.${w.ids.widow}`, "2");
    click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.round).toBe(2));
    expect(w.dispatched).toEqual([{
      type: "special", by: w.ids.wren, special: { kind: "combo", down: { [w.ids.wren]: 1, [w.ids.oskar]: 2 }, opponents: { [w.ids.widow]: 2 } },
    }]);
    // Wren: 3 + 2 (her temporary Blessings) − 1; Oskar: 5 − 2 slowed to − 1 by the Wound button at 4; the Widow: 10 − 2.
    expect([w.p(w.ids.wren).position, w.p(w.ids.oskar).position, w.p(w.ids.widow).position]).toEqual([4, 4, 8]);
    expect(w.p(w.ids.wren).temporary).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it("with no opponent's share typed, the engine shares the movement evenly", async () => {
    const w = await allyChooses();
    const row = w.row(w.ids.wren);
    set(row, `comboDown.${w.ids.wren}`, "2");
    click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.round).toBe(2));
    expect(w.dispatched).toEqual([{ type: "special", by: w.ids.wren, special: { kind: "combo", down: { [w.ids.wren]: 2 } } }]);
    expect([w.p(w.ids.wren).position, w.p(w.ids.widow).position]).toEqual([3, 8]);
  });

  it("refuses shares that do not add up to the movement, and a move below 0; nothing changes", async () => {
    const w = await allyChooses();
    let row = w.row(w.ids.wren);
    set(row, `comboDown.${w.ids.wren}`, "1");
    set(row, `comboOpp.${w.ids.widow}`, "3");
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]')),
      "The amounts chosen do not add up: shares of movement must total the amount moved, and stolen Blessings must come from the targets, exactly as many as the Attack takes.");
    await w.tracker.render();
    row = w.row(w.ids.wren);
    set(row, `comboDown.${w.ids.mina}`, "1"); // Mina is at 0
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]')), "No one moves below position 0.");
    // The live sum says so before any click.
    input(row, `comboDown.${w.ids.mina}`, "1");
    await vi.waitFor(() => expect(row.querySelector(".hb-combo output")!.textContent).toBe("No one moves below position 0."));
    expect(w.combat.endeavor!.phase).toBe("special");
  });

  it("refuses an opponent's share when nobody moves down (the live sum says so first); nothing changes", async () => {
    const w = await allyChooses();
    const row = w.row(w.ids.wren);
    input(row, `comboOpp.${w.ids.widow}`, "2");
    const output = row.querySelector(".hb-combo output")!;
    await vi.waitFor(() => expect(output.classList.contains("hb-danger")).toBe(true));
    expect(output.textContent).toContain("Nobody moves down: you only move up and spend.");
    expect(output.textContent).toContain("The amounts chosen do not add up");
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]')),
      "The amounts chosen do not add up: shares of movement must total the amount moved, and stolen Blessings must come from the targets, exactly as many as the Attack takes.");
    expect(w.combat.endeavor!.phase).toBe("special");
    expect(w.p(w.ids.widow).position).toBe(10);
  });

  it("a click by someone who does not own the chooser is refused", async () => {
    const w = await allyChooses();
    const row = w.row(w.ids.wren);
    asUser("player2");
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]')), "You do not own Wren, so you cannot act for them.");
    expect(w.dispatched).toEqual([]);
  });
});

describe("Perform Combo by a Monstrosity (the GM)", () => {
  /** The Widow (3 temporary Blessings: half is 1) chooses; Oskar spent both of his on Protect, so only he may be
   *  added to the first opponent. */
  async function widowChooses() {
    const w = await started();
    await toTurns(w);
    await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } }); // Wren
    expect(w.combat.endeavor!.turn.current).toBe(w.ids.oskar);
    await w.combat.dispatch({ type: "act", by: w.ids.oskar, action: { kind: "protect", target: w.ids.oskar, pay: { temporary: [2, 4] } } });
    await toSpecial(w);
    expect(w.combat.endeavor!.chooser).toEqual([w.ids.widow]);
    await w.tracker.render();
    return w;
  }

  it("offers any first opponent and shows which others are eligible; wounds those chosen", async () => {
    const w = await widowChooses();
    const row = w.row(w.ids.widow);
    const combo = row.querySelector<HTMLElement>(".hb-combo")!;
    expect([...combo.querySelectorAll<HTMLOptionElement>('select[name="comboFirst"] option')].map((o) => o.textContent)).toEqual(["Wren", "Oskar", "Mina"]);
    const more = [...combo.querySelectorAll<HTMLInputElement>('input[name="comboMore"]')].map((i) => [i.value, i.disabled, i.closest("label")!.textContent!.trim()]);
    expect(more).toEqual([
      [w.ids.wren, true, "Wren (2 temporary Blessings: too many)"],
      [w.ids.oskar, false, "Oskar (0 temporary Blessings)"],
      [w.ids.mina, true, "Mina (2 temporary Blessings: too many)"],
    ]);
    expect(combo.querySelector(".hb-combo-more .hb-hint")!.textContent).toContain("half your 3");
    set(row, "comboFirst", w.ids.mina);
    check(row, "comboMore", w.ids.oskar);
    click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.round).toBe(2));
    expect(w.dispatched).toEqual([{ type: "special", by: w.ids.widow, special: { kind: "combo", targets: [w.ids.mina, w.ids.oskar] } }]);
    const wounds = w.combat.endeavor!.buttons.filter((b) => b.kind === "wound").map((b) => b.owner);
    expect(wounds.sort()).toEqual([w.ids.mina, w.ids.oskar].sort()); // one each for the chosen, none for Wren
    expect(w.p(w.ids.widow).temporary).toEqual([]);
  });

  it("an ineligible opponent forced into the form is refused by the engine", async () => {
    const w = await widowChooses();
    const row = w.row(w.ids.widow);
    const wren = row.querySelector<HTMLInputElement>(`input[name="comboMore"][value="${w.ids.wren}"]`)!;
    wren.disabled = false; // a stale or crafted page
    set(row, "comboFirst", w.ids.mina);
    wren.checked = true;
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]')), "That target cannot be chosen.");
  });

  it("Declare Victory keeps its own opponent; a player cannot perform the Monstrosity's special", async () => {
    const w = await widowChooses();
    const row = w.row(w.ids.widow);
    expect(row.querySelector(".hb-victory select[name='specialTarget']")).not.toBeNull();
    asUser("player");
    await refused(w, () => click(row.querySelector('[data-action="hbSpecial"][data-kind="combo"]')), "You do not own Grey Widow, so you cannot act for them.");
  });
});
