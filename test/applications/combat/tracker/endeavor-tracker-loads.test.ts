// What the tracker shell (endeavor-tracker.ts, in the always-loaded bundle) asks of the modules it loads on demand, and
// only where they apply: the unlinked-token notice for the GM and a token's actor, the partial re-render and the turn's
// steps once an Endeavor is shown, the start form's binding where a start form is drawn, a live sum for a live form's
// field and the odds for a row with an odds figure. Each module is the real one, watched (vi.mock spies call through).
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import * as partialRender from "../../../../src/applications/combat/render/partial-render";
import * as actions from "../../../../src/applications/combat/tracker/tracker-actions";
import * as turnSteps from "../../../../src/applications/combat/tracker/turn-steps";
import * as tokenLinks from "../../../../src/documents/token-links";
import { onInit } from "../../../../src/hooks/init";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";
import { g, started, toTurns } from "../tracker-helpers";

vi.mock("../../../../src/documents/token-links", async (original) => {
  const m = await original<typeof import("../../../../src/documents/token-links")>();
  return { ...m, tellIfUnlinked: vi.fn(m.tellIfUnlinked) };
});
vi.mock("../../../../src/applications/combat/render/partial-render", async (original) => {
  const m = await original<typeof import("../../../../src/applications/combat/render/partial-render")>();
  return { ...m, planTracker: vi.fn(m.planTracker) };
});
vi.mock("../../../../src/applications/combat/tracker/tracker-actions", async (original) => {
  const m = await original<typeof import("../../../../src/applications/combat/tracker/tracker-actions")>();
  return { ...m, afterRender: vi.fn(m.afterRender), onLiveInput: vi.fn(m.onLiveInput), onCheckInput: vi.fn(m.onCheckInput) };
});
vi.mock("../../../../src/applications/combat/tracker/turn-steps", async (original) => {
  const m = await original<typeof import("../../../../src/applications/combat/tracker/turn-steps")>();
  return { ...m, bindStartForm: vi.fn(m.bindStartForm) };
});

const settle = () => new Promise((r) => setTimeout(r, 20));
const fire = (el: Element | null, type: "input" | "change") => {
  if (!el) throw new Error(`nothing to fire ${type} on`);
  el.dispatchEvent(new Event(type, { bubbles: true }));
};

describe("the tracker shell loads what applies, and only there", () => {
  it("the unlinked-token notice is asked for the GM and a token's actor only", async () => {
    onInit();
    tokenLinks.forgetTold();
    const Actor = g.CONFIG.Actor.documentClass;
    const wren = await Actor.create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } });
    const oskar = await Actor.create({ type: "character", name: "Oskar" });
    const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: "Wren", actorId: wren.id, actorLink: false }] });
    await g.CONFIG.Combat.documentClass.create({ active: true, combatants: [{ actorId: wren.id, sceneId: scene.id, tokenId: scene.tokens.contents[0].id }, { actorId: oskar.id }] });
    const tell = vi.mocked(tokenLinks.tellIfUnlinked);
    tell.mockClear();
    const tracker = new EndeavorTracker();
    asUser("player");
    await tracker.render({ force: true });
    expect(tell).not.toHaveBeenCalled();
    asUser("gm");
    await tracker.render();
    expect(tell.mock.calls.map(([actor]) => [actor?.name, actor?.isToken])).toEqual([["Wren", true]]);
  });

  it("before an Endeavor the partial re-render and the turn's steps are not asked; the GM's start form is bound, a player's wait is not", async () => {
    await endeavorWorld();
    const plan = vi.mocked(partialRender.planTracker);
    const after = vi.mocked(actions.afterRender);
    const bind = vi.mocked(turnSteps.bindStartForm);
    for (const spy of [plan, after, bind]) spy.mockClear();
    asUser("player");
    const tracker = new EndeavorTracker();
    await tracker.render({ force: true });
    expect(tracker.element!.querySelector("[data-endeavor-start]")).toBeNull();
    expect(bind).not.toHaveBeenCalled();
    asUser("gm");
    await tracker.render();
    expect(bind).toHaveBeenCalledTimes(1);
    expect(plan).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
    // The Endeavor starts: both are asked at each render from then on; the start form's binding no more.
    await tracker.combat!.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    expect(plan).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(bind).toHaveBeenCalledTimes(1);
  });

  it("typing outside a live form computes no sum; a change outside a row with odds computes no odds", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const live = vi.mocked(actions.onLiveInput);
    const odds = vi.mocked(actions.onCheckInput);
    live.mockClear();
    odds.mockClear();
    const el = w.tracker.element!;
    // The GM toolbar's position field: no live form, no row.
    fire(el.querySelector('[data-endeavor-gm] input[name="buttonPosition"]'), "input");
    fire(el.querySelector('[data-endeavor-gm] select[name="buttonKind"]'), "change");
    // A row without an odds figure (Oskar does not act).
    expect(w.row(w.ids.oskar).querySelector("[data-hb-odds]")).toBeNull();
    fire(w.row(w.ids.oskar).querySelector("select, input") ?? w.row(w.ids.oskar), "change");
    await settle();
    expect(live).not.toHaveBeenCalled();
    expect(odds).not.toHaveBeenCalled();
    // The acting row's choice: its odds are computed, for that row.
    fire(w.row(w.ids.wren).querySelector('input[name="hbActionKind"]'), "change");
    await vi.waitFor(() => expect(odds).toHaveBeenCalledTimes(1));
    expect(odds.mock.calls[0]![1]).toBe(w.row(w.ids.wren));
    expect(live).not.toHaveBeenCalled();
  });

  it("a field typed in a live form computes its sum", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    const live = vi.mocked(actions.onLiveInput);
    live.mockClear();
    const field = w.tracker.element!.querySelector("[data-hb-live] input");
    if (!field) throw new Error("no live form in the acting turn");
    fire(field, "input");
    await vi.waitFor(() => expect(live).toHaveBeenCalledTimes(1));
  });
});
