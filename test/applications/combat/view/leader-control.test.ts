// Rush: the GM changes the charge leader mid-Endeavor (the allies' new election) from the tracker's toolbar — a GM
// command with undo, read field by field by the relay's schema and the GM's only; a foiled ally or a Monstrosity is
// refused with a message that says why, and nothing is stored.
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { endeavorRequestParser } from "../../../../src/applications/combat/requests/endeavor-schema";
import { asUser, snapshot } from "../../../documents/combat-helpers";
import { click, refused, started, warnings, type Started } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const elect = (w: Started, id: string) =>
  requestEndeavor({ combatId: w.combat.id!, op: "command", command: { type: "gm", gm: { op: "leader", id } } });
const leaderSelect = (w: Started) => w.tracker.element!.querySelector<HTMLSelectElement>('select[name="gmLeader"]');

/** A Rush Endeavor (started with no leader) led by Oskar, as the GM enters it, to its first special action: the Grey
 *  Widow's Plot Victory foils him; Mina leads. */
async function oskarFoiled(w: Started) {
  const { combat, ids } = w;
  await combat.dispatch({ type: "gm", gm: { op: "leader", id: ids.oskar } });
  for (const [by, stat, blessings] of [[ids.wren, "Head", [3, 3]], [ids.oskar, "Head", [2, 4]], [ids.mina, "Hand", [1, 6]], [ids.widow, "Hurt", [4, 4, 5]]] as const) {
    await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
  }
  while (combat.endeavor!.phase === "turns") await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
  expect(combat.endeavor!.chooser).toEqual([ids.widow]);
  await combat.dispatch({ type: "special", by: ids.widow, special: { kind: "plotVictory", leader: ids.mina } });
  expect([combat.endeavor!.leader, combat.endeavor!.foiled]).toEqual([ids.mina, [ids.oskar]]);
  await w.as("gm");
}

describe("the GM's charge leader control (Rush)", () => {
  it("lists the allies who may lead, the leader chosen; a click elects another, undo takes it back", async () => {
    const w = await started("v0.0.21.10", undefined, "rush");
    const { ids } = w;
    // No leader elected at the start: every ally may be chosen.
    expect([...leaderSelect(w)!.options].map((o) => o.textContent)).toEqual(["Wren", "Oskar", "Mina"]);
    await oskarFoiled(w);
    const select = leaderSelect(w)!;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Wren", "Mina"]);
    // The leader is the option rendered chosen (happy-dom has no defaultSelected, so its drafts keep an earlier value).
    expect(select.querySelector("option[selected]")?.textContent).toBe("Mina");
    select.value = ids.wren;
    w.dispatched.length = 0;
    click(w.tracker.element!.querySelector('[data-action="hbKindOp"][data-op="leader"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.leader).toBe(ids.wren));
    expect(w.dispatched).toEqual([{ type: "gm", gm: { op: "leader", id: ids.wren } }]);
    expect(w.combat.endeavor!.foiled).toEqual([ids.oskar]);
    await requestEndeavor({ combatId: w.combat.id!, op: "undo" });
    expect(w.combat.endeavor!.leader).toBe(ids.mina);
    // Players have no toolbar.
    await w.as("player");
    expect(leaderSelect(w)).toBeNull();
  });

  it("refuses a foiled ally and a Monstrosity (a stale form, the console) with a message, and stores nothing", async () => {
    const w = await started("v0.0.21.10", undefined, "rush");
    await oskarFoiled(w);
    const choose = (id: string) => () => {
      const select = leaderSelect(w)!;
      select.insertAdjacentHTML("beforeend", `<option value="${id}">x</option>`);
      select.value = id;
      click(w.tracker.element!.querySelector('[data-action="hbKindOp"][data-op="leader"]'));
    };
    await refused(w, choose(w.ids.oskar), "Oskar was foiled and can never lead the charge again.");
    await refused(w, choose(w.ids.widow), "Grey Widow is a Monstrosity: only an ally can lead the charge.");
    await refused(w, choose(w.ids.mina), "Mina already leads the charge.");
  });

  it("is the GM's only: a player's request is refused and changes nothing", async () => {
    const w = await started("v0.0.21.10", undefined, "rush");
    const before = snapshot(w.combat);
    asUser("player");
    await elect(w, w.ids.wren);
    expect(warnings().at(-1)).toBe("Only the GM may do this.");
    expect(snapshot(w.combat)).toBe(before);
    asUser("gm");
    await elect(w, w.ids.wren);
    expect(w.combat.endeavor!.leader).toBe(w.ids.wren);
  });

  it("is not offered where the kind has no leader; the engine refuses it there", async () => {
    const w = await started();
    expect(leaderSelect(w)).toBeNull();
    const before = snapshot(w.combat);
    await elect(w, w.ids.wren);
    expect(warnings().at(-1)).toBe("That action is not available here.");
    expect(snapshot(w.combat)).toBe(before);
  });

  it("the relay's schema reads the override field by field", () => {
    const gm = (op: unknown) => ({ combatId: "c1", op: "command", command: { type: "gm", gm: op } });
    expect(endeavorRequestParser(gm({ op: "leader", id: "a1" }), "request")).toMatchObject({ command: { gm: { op: "leader", id: "a1" } } });
    expect(() => endeavorRequestParser(gm({ op: "leader" }), "request")).toThrow();
    expect(() => endeavorRequestParser(gm({ op: "leader", id: 3 }), "request")).toThrow();
    expect(() => endeavorRequestParser(gm({ op: "leader", id: "a1", foil: true }), "request")).toThrow();
  });
});
