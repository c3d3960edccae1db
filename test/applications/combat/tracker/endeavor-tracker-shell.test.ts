// The tracker shell's own wiring (endeavor-tracker.ts), as a user meets it: Enter in a row's field reloads nothing, the
// odds follow a choice made in the acting row, what a user typed survives someone else's re-render but not their own
// action, and a closed tracker stops re-rendering for the participants' actors.
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { forgetTold } from "../../../../src/documents/token-links";
import { onInit } from "../../../../src/hooks/init";
import { asUser } from "../../../documents/combat-helpers";
import { click, g, started, toTurns, warnings } from "../tracker-helpers";

const change = (row: HTMLElement, name: string, value: string) => {
  const select = row.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.selectedIndex = [...select.options].findIndex((o) => o.value === value);
  select.dispatchEvent(new Event("change", { bubbles: true }));
};
const caption = (row: HTMLElement) => row.querySelector("[data-hb-odds-caption]")!.textContent;

describe("the Endeavor tracker's shell", () => {
  it("Enter in a row's form sends nothing: the form's submit (a page reload in Foundry) is stopped", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const form = w.row(w.ids.wren).querySelector("form") ?? w.tracker.element.querySelector("form");
    if (!form) throw new Error("no form in the tracker");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(w.dispatched).toEqual([]);
  }, 30_000);

  it("a difficulty picked in the acting row redraws its odds; the same change in a row without odds draws none", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const row = w.row(w.ids.wren);
    const radio = row.querySelector<HTMLInputElement>('input[name="hbActionKind"][value="advance"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(caption(row)).toBe("Normal Check: d6"));
    change(row, "difficulty", "hard");
    await vi.waitFor(() => expect(caption(row)).toBe("Hard Check: d6 · d6"), { timeout: 10_000 });
    expect(w.row(w.ids.oskar).querySelector("[data-hb-odds]")).toBeNull();
  }, 30_000);

  it("a value typed survives a full re-render caused by someone else; after the user's own action (the Combat's update re-renders it) the form starts afresh", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const position = () => w.tracker.element.querySelector<HTMLInputElement>('[data-endeavor-gm] input[name="buttonPosition"]')!;
    position().value = "7";
    await w.tracker.render({ parts: ["tracker"] });
    expect(position().value).toBe("7");
    // The GM's own click (Wren passes) is sent: the re-render it causes draws every form as the state says.
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="pass"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.turn.current).not.toBe(w.ids.wren), { timeout: 10_000 });
    await w.tracker.render({ parts: ["tracker"] });
    expect(position().value).toBe("0");
  }, 30_000);

  it("a re-render of the tracker part redraws it whole, and the field holding the focus keeps it", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const position = () => w.tracker.element.querySelector<HTMLInputElement>('[data-endeavor-gm] input[name="buttonPosition"]')!;
    document.body.append(w.tracker.element);
    const before = position();
    before.focus();
    expect(document.activeElement).toBe(before);
    await w.tracker.render({ parts: ["tracker"] });
    expect(position()).not.toBe(before);
    expect(document.activeElement).toBe(position());
  }, 30_000);

  it("typing an amount in Perform Combo's spread updates its sum as the user types, sending nothing", async () => {
    const w = await started();
    await w.combat.dispatch({ type: "gm", gm: { op: "setOptions", options: { specialCount: "all", groupSplit: "attacker" } } } as never);
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.wren, to: 3 } });
    await toTurns(w);
    while (w.combat.endeavor!.phase === "turns") await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    w.dispatched.length = 0;
    await w.as("gm");
    const combo = w.row(w.ids.wren).querySelector<HTMLElement>(".hb-combo")!;
    const output = combo.querySelector("output")!;
    expect(output.textContent).toBe("Nobody moves down: you only move up and spend.");
    const field = combo.querySelector<HTMLInputElement>(`[name="comboDown.${w.ids.wren}"]`)!;
    field.value = "2";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(output.textContent).toContain("Moving down in all: 2."), { timeout: 10_000 });
    expect(w.dispatched).toEqual([]);
  }, 30_000);

  it("closed, it no longer re-renders when a participant's actor changes", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const render = vi.spyOn(w.tracker, "render");
    await w.actors.wren.update({ system: { blessings: [3] } });
    await vi.waitFor(() => expect(render).toHaveBeenCalled(), { timeout: 5_000 });
    await w.tracker.close();
    render.mockClear();
    await w.actors.wren.update({ system: { blessings: [4] } });
    await new Promise((r) => setTimeout(r, 300));
    expect(render).not.toHaveBeenCalled();
    expect(w.tracker.unfollow).toBeNull();
  }, 30_000);

  it("the GM is told, once, that a participant acts through an unlinked character token; a player is not", async () => {
    onInit();
    forgetTold();
    const wren = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } });
    const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: "Wren", actorId: wren.id, actorLink: false }] });
    await g.CONFIG.Combat.documentClass.create({ active: true, combatants: [{ actorId: wren.id, sceneId: scene.id, tokenId: scene.tokens.contents[0].id }] });
    const tracker = new EndeavorTracker();
    asUser("player");
    await tracker.render({ force: true });
    expect(warnings()).toEqual([]);
    asUser("gm");
    await tracker.render();
    await tracker.render();
    expect(warnings()).toEqual([g.game.i18n.format("HB.Token.unlinkedUsed", { name: "Wren" })]);
  }, 30_000);
});
