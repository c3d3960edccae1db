// The real EndeavorTracker and TrackBoard under the fake Foundry: registered in CONFIG.ui.combat, core's header part
// kept, clicks on a player's row go through the GM relay, GM overrides and undo from the tracker, board refreshes.
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { ui } from "../../../fakes/setup";
import { DialogV2 } from "../../../fakes/ux";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";
import { chooseMenuItem, openMenu } from "../tracker-helpers";

const g = globalThis as any;
// The first click of a kind imports its lazy module: on a loaded 2-core machine that takes longer than waitFor's 1 s.
const settle = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000 });
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
// happy-dom keeps a hex entity in an attribute as written (a browser reads &#x27; as an apostrophe).
const label = (el: Element) => (el.getAttribute("aria-label") ?? "").replaceAll("&#x27;", "'");
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
    // Core's initiative controls would reorder turns behind the engine: the header's become spacers (the menus' entries:
    // core-behaviour.test.ts).
    expect(el().querySelectorAll('[data-action="rollAll"], [data-action="rollNPC"], [data-action="resetAll"]')).toHaveLength(0);
    expect(el().querySelectorAll(".encounter-controls .spacer")).toHaveLength(3);
    click(el().querySelector('[data-action="hbStart"]'));
    await settle(() => expect(combat.endeavor).not.toBeNull());
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
    await settle(() => expect(combat.endeavor!.participants.find((p) => p.id === ids.wren)!.actionDie).toBe("Hurt"));
    expect(warnings()).toEqual([]);
  });

  it("lets the GM take a participant out of the Endeavor from the row menu, once confirmed, and undo it in one click", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    const remove = () => {
      openMenu(el().querySelector(`li[data-combatant-id="${ids.mina}"]`));
      chooseMenuItem("Remove from the Endeavor…");
    };
    // Dismissed: nothing happens.
    remove();
    await settle(() => expect(DialogV2.asked.at(-1)?.content).toContain("Take Mina out of the Endeavor?"));
    expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.removed).toBeNull();
    DialogV2.answers.push(true);
    remove();
    await settle(() => expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.removed?.reason).toBe("gm"));
    await tracker.render();
    const row = el().querySelector(`li[data-combatant-id="${ids.mina}"]`)!;
    expect(row.textContent).toContain("Removed by the GM");
    expect(combat.combatants.get(ids.mina)!.defeated).toBe(true);
    const undo = el().querySelector<HTMLElement>('[data-action="hbUndo"]')!;
    expect(label(undo)).toBe("Undo the GM's last override");
    click(undo);
    await settle(() => expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.removed).toBeNull());
    expect(ui.messages.filter((m) => m.type === "info").at(-1)?.message).toBe("Undid the GM's last override.");
    asUser("player");
    await tracker.render();
    expect(el().querySelector("[data-endeavor-gm]")).toBeNull();
  });

  it("runs GM overrides from the toolbar, not from fields on every row: move a marker, add a button, end a turn, undo", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    expect(el().querySelectorAll("li.hb-endeavor-row input, li.hb-endeavor-row select")).toHaveLength(0);
    // The row menu's "Move marker…" opens the toolbar's track tools on that participant, the position ready to type.
    openMenu(el().querySelector(`li[data-combatant-id="${ids.mina}"]`));
    chooseMenuItem("Move marker…");
    const panel = el().querySelector("[data-endeavor-gm]")!;
    await settle(() => expect(panel.querySelector<HTMLDetailsElement>("[data-hb-gm-more]")!.open).toBe(true));
    expect(panel.querySelector<HTMLSelectElement>('select[name="gmWho"]')!.value).toBe(ids.mina);
    expect(document.activeElement).toBe(panel.querySelector('input[name="moveTo"]'));
    panel.querySelector<HTMLInputElement>('input[name="moveTo"]')!.value = "6";
    click(panel.querySelector('[data-action="hbMove"]'));
    await settle(() => expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.position).toBe(6));

    await tracker.render();
    const bar = el().querySelector("[data-endeavor-gm]")!;
    bar.querySelector<HTMLSelectElement>('select[name="buttonKind"]')!.value = "wound";
    bar.querySelector<HTMLInputElement>('input[name="buttonPosition"]')!.value = "3";
    bar.querySelector<HTMLSelectElement>('select[name="buttonOwner"]')!.value = ids.wren;
    click(bar.querySelector('[data-action="hbAddButton"]'));
    await settle(() => expect(combat.endeavor!.buttons.some((b) => b.kind === "wound" && b.owner === ids.wren && b.position === 3)).toBe(true));

    await tracker.render();
    click(el().querySelector('[data-action="hbUndo"]'));
    await settle(() => expect(combat.endeavor!.buttons.some((b) => b.kind === "wound")).toBe(false));
    expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.position).toBe(6);

    for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [2, 3] });
    }
    const first = combat.endeavor!.turn.current;
    await tracker.render();
    expect(label(el().querySelector('[data-action="hbUndo"]')!)).toBe("Undo Grey Widow's last action");
    click(el().querySelector('[data-action="hbEndTurn"]'));
    await settle(() => expect(combat.endeavor!.turn.current).not.toBe(first));
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
    await settle(() => expect(el().querySelector('li[data-position="5"] .hb-marker')?.textContent).toBe("W"));
    const recovery = el().querySelector<HTMLElement>('li[data-position="7"] [data-action="hbRemoveButton"]')!;
    // Dismissed: the GM is asked, and nothing changes.
    const before = JSON.stringify(combat.endeavor);
    const asked = DialogV2.asked.length;
    click(recovery);
    await settle(() => expect(DialogV2.asked.length).toBe(asked + 1));
    expect(DialogV2.asked.at(-1).content).toContain("Undo puts it back");
    expect(JSON.stringify(combat.endeavor)).toBe(before);
    DialogV2.answers.push(true);
    click(recovery);
    await settle(() => expect(combat.endeavor!.buttons.some((b) => b.kind === "recovery")).toBe(false));
    await combat.delete();
    await settle(() => expect(el().querySelector("li.hb-cell")).toBeNull());
    expect(el().textContent).toContain(g.game.i18n.localize("HB.Endeavor.Board.none"));
    TrackBoard.instance = null;
  });

  it("a module listening on the board part (core's _attachPartListeners) hears a click once, whatever the re-renders kept", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    class Extended extends TrackBoard {
      heard = 0;
      protected override _attachPartListeners(partId: string, element: HTMLElement, options: never) {
        super._attachPartListeners(partId, element, options);
        if (partId === "board") element.addEventListener("click", () => (this.heard += 1));
      }
    }
    const board = new Extended();
    board.combatId = combat.id!;
    await board.render({ force: true });
    const part = board.element!.querySelector<HTMLElement>('[data-application-part="board"]')!;
    for (const to of [5, 6, 7]) {
      await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.wren, to } });
      await board.render();
    }
    // Patched in place each time (cells kept), still the board's part.
    expect(board.element!.querySelector('[data-application-part="board"]')).toBe(part);
    expect(board.parts.board).toBe(part);
    part.querySelector("li.hb-cell")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(board.heard).toBe(1);
    await board.close();
  });
});

describe("the tracker's answers to bad input", () => {
  it("a cleared or fractional position moves no marker and adds no button (a blank field is not 0), with a message", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    const before = JSON.stringify(combat.endeavor);
    const panel = el().querySelector("[data-endeavor-gm]")!;
    panel.querySelector<HTMLSelectElement>('select[name="gmWho"]')!.value = ids.widow;
    for (const [i, typed] of ["", "2.5"].entries()) {
      panel.querySelector<HTMLInputElement>('input[name="moveTo"]')!.value = typed;
      click(panel.querySelector('[data-action="hbMove"]'));
      await settle(() => expect(warnings()).toHaveLength(i + 1));
    }
    panel.querySelector<HTMLInputElement>('input[name="buttonPosition"]')!.value = "";
    click(panel.querySelector('[data-action="hbAddButton"]'));
    await settle(() => expect(warnings()).toHaveLength(3));
    expect(warnings()).toEqual(['A track position is a whole number from 0 (it was "").', 'A track position is a whole number from 0 (it was "2.5").', 'A track position is a whole number from 0 (it was "").']);
    expect(JSON.stringify(combat.endeavor)).toBe(before);
  });

  it("a Racing start with an unreadable lay of the land or finish line is refused with what to fix; an empty finish line is 30", async () => {
    const { el, combat } = await rendered();
    const start = async (terrain: string, finishLine: string) => {
      const form = el().querySelector("[data-endeavor-start]")!;
      form.querySelector<HTMLSelectElement>('[name="kind"]')!.value = "racing";
      form.querySelector<HTMLInputElement>('[name="terrain"]')!.value = terrain;
      form.querySelector<HTMLInputElement>('[name="finishLine"]')!.value = finishLine;
      const count = ui.messages.length;
      click(form.querySelector('[data-action="hbStart"]'));
      await settle(() => expect(ui.messages.length > count || combat.endeavor !== null).toBe(true));
    };
    await start("8, 15: Hand Hurry, twelve, 22: Hnad", "");
    expect(warnings()).toEqual(["These parts of the lay of the land cannot be read: twelve, 22: Hnad. Write positions as whole numbers, each with the Stats its Area allows after a colon (8, 15: Hand Hurry, 22)."]);
    await start("8", "-3");
    expect(warnings().at(-1)).toBe("The finish line must be a whole number from 1 (it was -3); leave it empty for the book's 30.");
    expect(combat.endeavor).toBeNull();
    await start("8, 15: hand hurry", "");
    // Terrain is laid for each racer; the lay of the land is the same for all.
    const laid = new Set(combat.endeavor!.buttons.filter((b) => b.kind === "terrain").map((b) => JSON.stringify([b.position, b.area ?? []])));
    expect([...laid]).toEqual(['[8,[]]', '[15,["Hand","Hurry"]]']);
    expect(combat.model.endeavorSetup!.options?.finishLine).toBeUndefined();
  });
});

describe("the start form's sides and teams", () => {
  it("the GM puts a character with the Monstrosities and two racers in one team; the Endeavor starts with them so", async () => {
    const { tracker, el, combat, ids } = await rendered();
    const form = () => el().querySelector("[data-endeavor-start]")!;
    expect([...form().querySelectorAll<HTMLSelectElement>('select[name^="side."]')].map((s) => s.value)).toEqual(["", "", "", ""]);
    form().querySelector<HTMLSelectElement>(`select[name="side.${ids.mina}"]`)!.value = "monstrosities";
    click(form().querySelector('[data-action="hbStart"]'));
    await settle(() => expect(combat.endeavor).not.toBeNull());
    expect(combat.endeavor!.participants.find((p) => p.id === ids.mina)!.side).toBe("monstrosities");
    expect(combat.endeavor!.participants.find((p) => p.id === ids.wren)!.side).toBe("allies");

    await combat.update({ system: { setup: null, state: null, log: [] } } as never, { recursive: false } as never);
    await tracker.render();
    expect(form().querySelector<HTMLSelectElement>(`select[name="side.${ids.mina}"]`)!.value).toBe("monstrosities");
    form().querySelector<HTMLSelectElement>('[name="kind"]')!.value = "racing";
    await tracker.render(); // the team fields are drawn when the edition has Racing; they are there from the first render
    for (const id of [ids.wren, ids.oskar]) form().querySelector<HTMLInputElement>(`input[name="team.${id}"]`)!.value = " Red ";
    form().querySelector<HTMLSelectElement>('[name="kind"]')!.value = "racing";
    click(form().querySelector('[data-action="hbStart"]'));
    await settle(() => expect(combat.endeavor?.kind).toBe("racing"));
    const side = (id: string) => combat.endeavor!.participants.find((p) => p.id === id)!.side;
    expect(side(ids.wren)).toBe("Red");
    expect(side(ids.oskar)).toBe("Red");
    expect(side(ids.mina)).not.toBe("Red");
    expect((combat.combatants.get(ids.wren)!.system as any).team).toBe("Red");
  });
});
