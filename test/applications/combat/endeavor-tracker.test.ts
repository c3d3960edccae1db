// The real EndeavorTracker and TrackBoard under the fake Foundry: registered in CONFIG.ui.combat, core's header part
// kept, clicks on a player's row go through the GM relay, GM overrides and undo from the tracker, board refreshes.
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../src/applications/combat/endeavor-tracker";
import { TrackBoard } from "../../../src/applications/combat/track-board";
import { ui } from "../../fakes/setup";
import { asUser, endeavorWorld } from "../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const click = (el: Element | null) => {
  if (!el) throw new Error("nothing to click");
  el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
};

async function rendered() {
  const world = await endeavorWorld();
  expect(g.CONFIG.ui.combat).toBe(EndeavorTracker);
  const tracker = new EndeavorTracker();
  await tracker.render({ force: true });
  return { ...world, tracker, el: () => tracker.element! };
}

describe("the Endeavor tracker", () => {
  it("keeps core's header, and lets the GM begin an Endeavor from the start form", async () => {
    const { tracker, el, combat } = await rendered();
    expect(el().querySelector(".combat-tracker-header")).not.toBeNull();
    expect(el().querySelector(".combat-controls")).toBeNull(); // core's footer (turn/round buttons) is dropped
    click(el().querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(combat.endeavor).not.toBeNull());
    await tracker.render();
    expect(el().querySelectorAll("li.hb-endeavor-row")).toHaveLength(4);
  });

  it("lets a player choose their own Action Die from their row, and shows no controls on others' rows", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    asUser("player");
    await tracker.render();
    const rows = [...el().querySelectorAll<HTMLElement>("li.hb-endeavor-row")];
    expect(rows.filter((r) => r.querySelector('[data-action="hbChoose"]')).map((r) => r.dataset.combatantId)).toEqual([ids.wren]);
    expect(el().querySelector('[data-endeavor-gm]')).toBeNull();
    click(el().querySelector(`li[data-combatant-id="${ids.wren}"] [data-action="hbChoose"][data-stat="Hurt"]`));
    await vi.waitFor(() => expect(combat.endeavor!.participants.find((p) => p.id === ids.wren)!.actionDie).toBe("Hurt"));
    expect(warnings()).toEqual([]);
  });

  it("runs GM overrides: move a marker, add a button, end a turn, undo", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    const row = el().querySelector(`li[data-combatant-id="${ids.mina}"]`)!;
    row.querySelector<HTMLInputElement>('input[name="moveTo"]')!.value = "6";
    click(row.querySelector('[data-action="hbMove"]'));
    await vi.waitFor(() => expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.position).toBe(6));

    await tracker.render();
    const panel = el().querySelector("[data-endeavor-gm]")!;
    panel.querySelector<HTMLSelectElement>('select[name="buttonKind"]')!.value = "wound";
    panel.querySelector<HTMLInputElement>('input[name="buttonPosition"]')!.value = "3";
    panel.querySelector<HTMLSelectElement>('select[name="buttonOwner"]')!.value = ids.wren;
    click(panel.querySelector('[data-action="hbAddButton"]'));
    await vi.waitFor(() => expect(combat.endeavor!.buttons.some((b) => b.kind === "wound" && b.owner === ids.wren && b.position === 3)).toBe(true));

    await tracker.render();
    click(el().querySelector('[data-action="hbUndo"]'));
    await vi.waitFor(() => expect(combat.endeavor!.buttons.some((b) => b.kind === "wound")).toBe(false));
    expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.position).toBe(6);

    for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [2, 3] });
    }
    const first = combat.endeavor!.turn.current;
    await tracker.render();
    click(el().querySelector('[data-action="hbEndTurn"]'));
    await vi.waitFor(() => expect(combat.endeavor!.turn.current).not.toBe(first));
    expect(warnings()).toEqual([]);
  });
});

describe("the track board", () => {
  it("opens for the viewed Combat, re-renders on updates, and lets the GM remove a button", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    const board = await TrackBoard.open(combat);
    const el = () => board.element!;
    expect(el().querySelectorAll("li.hb-cell")).toHaveLength(41);
    await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.wren, to: 5 } });
    await vi.waitFor(() => expect(el().querySelector('li[data-position="5"] .hb-marker')?.textContent).toBe("W"));
    const recovery = el().querySelector<HTMLElement>('li[data-position="7"] [data-action="hbRemoveButton"]')!;
    click(recovery);
    await vi.waitFor(() => expect(combat.endeavor!.buttons.some((b) => b.kind === "recovery")).toBe(false));
    TrackBoard.instance = null;
  });
});
