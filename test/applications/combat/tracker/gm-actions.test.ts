// The GM's toolbar and row menu (gm-actions.ts) and the request each press sends: a Delayed Attack triggered at the
// difficulty called, undo and its notice, a chooser named, a marker moved, a participant taken out once confirmed, a
// button added; a position left blank is refused with a message and nothing is sent.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmActions, menuMove, menuRemove } from "../../../../src/applications/combat/tracker/gm-actions";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { requestEndeavor } from "../../../../src/applications/combat/requests/index";
import { apps, ui } from "../../../fakes/setup";

vi.mock("../../../../src/applications/combat/requests/index", async (original) => ({
  ...(await original<object>()),
  requestEndeavor: vi.fn(async () => true),
}));

const sent = vi.mocked(requestEndeavor);
const participants = [
  { id: "wren", name: "Wren", position: 4 },
  { id: "oskar", name: "Oskar", position: 0 },
];

/** The GM's toolbar, its form holding `form` (html), and the folded track tools. */
function host(form = "", commands: unknown[] = []) {
  const element = document.createElement("section");
  element.innerHTML = `<div data-endeavor-gm><form class="hb-gm-form">${form}</form>
    <details data-hb-gm-more><select name="gmWho"><option value="">—</option><option value="wren">Wren</option>
    <option value="oskar">Oskar</option></select><input name="moveTo" type="number"></details></div>`;
  document.body.replaceChildren(element);
  const endCombat = vi.fn(async () => undefined);
  const tracker = {
    element,
    sent: false,
    combat: { id: "c1", endeavor: { participants }, model: { commands }, endCombat },
  } as unknown as TrackerHost;
  return { tracker, element, endCombat };
}
const select = (name: string, value: string) =>
  `<select name="${name}"><option value="${value}" selected>${value}</option></select>`;
const number = (name: string, value: string) => `<input name="${name}" type="number" value="${value}">`;

type Handler = (this: TrackerHost, event: PointerEvent, target: HTMLElement) => Promise<void>;
/** Press `name` (on a button carrying `data`); what was sent, the Combat's id left out. */
async function press(name: keyof typeof gmActions, tracker: TrackerHost, data: Record<string, string> = {}) {
  sent.mockClear();
  const b = document.createElement("button");
  Object.assign(b.dataset, data);
  await (gmActions[name] as Handler).call(tracker, new PointerEvent("click"), b);
  return sent.mock.calls.map(([r]) => {
    expect(r.combatId).toBe("c1");
    const { combatId: _, ...rest } = r as unknown as Record<string, unknown>;
    return rest;
  });
}
const gm = (op: unknown) => [{ op: "command", command: { type: "gm", gm: op } }];
const said = (type: string) => ui.messages.filter((m) => m.type === type).map((m) => m.message);

beforeEach(() => {
  ui.messages.length = 0;
  apps.DialogV2.answers.length = 0;
  apps.DialogV2.asked.length = 0;
  sent.mockImplementation(async () => true);
});

describe("a Delayed Attack triggered", () => {
  it("at the difficulty the GM calls for it, else at the one it was set with", async () => {
    for (const d of ["easy", "normal", "hard"]) {
      const { tracker } = host(select("delayedOverride.d1", d));
      expect(await press("hbTriggerDelayed", tracker, { delayed: "d1" })).toEqual([
        { op: "command", command: { type: "triggerDelayed", id: "d1", difficulty: d } },
      ]);
    }
    for (const form of [select("delayedOverride.d1", ""), select("delayedOverride.d1", "brutal"), select("delayedOverride", "hard"), ""]) {
      const { tracker } = host(form);
      expect(await press("hbTriggerDelayed", tracker, { delayed: "d1" })).toEqual([
        { op: "command", command: { type: "triggerDelayed", id: "d1" } },
      ]);
    }
    const { tracker } = host(select("delayedOverride.d2", "hard"));
    expect(await press("hbTriggerDelayed", tracker, { delayed: "d1" })).toEqual([
      { op: "command", command: { type: "triggerDelayed", id: "d1" } },
    ]);
    expect(await press("hbTriggerDelayed", tracker)).toEqual([]);
  });
});

describe("undo", () => {
  it("says whose action it took back, or that it took back the GM's override", async () => {
    const three = [{ type: "move", by: "wren" }, { type: "skipRound", by: "oskar" }, { type: "move", by: "wren" }];
    expect(await press("hbUndo", host("", three).tracker)).toEqual([
      { op: "undo" },
    ]);
    expect(said("info")).toEqual(["Undid Wren's last action."]);
    ui.messages.length = 0;
    await press("hbUndo", host("", [{ type: "gm", gm: { op: "endTurn" } }]).tracker);
    await press("hbUndo", host("", [{ type: "move", by: "stranger" }]).tracker);
    await press("hbUndo", host("", []).tracker);
    // A Combat without its model or its Endeavor yet names nobody.
    const { tracker } = host("", [{ type: "move", by: "wren" }]);
    const shown = tracker.combat as unknown as { model?: unknown; endeavor?: unknown };
    delete shown.endeavor;
    await press("hbUndo", tracker);
    delete shown.model;
    await press("hbUndo", tracker);
    expect(said("info")).toEqual(Array(5).fill("Undid the GM's last override."));
    // No Combat shown: nothing to undo, nothing said.
    const none = { element: document.createElement("div"), combat: null, sent: false } as unknown as TrackerHost;
    expect(await press("hbUndo", none)).toEqual([]);
    expect(said("info")).toHaveLength(5);
  });

  it("a refused undo says nothing of its own", async () => {
    sent.mockImplementation(async () => undefined as unknown as boolean);
    expect(await press("hbUndo", host("", [{ type: "move", by: "wren" }]).tracker)).toEqual([{ op: "undo" }]);
    expect(said("info")).toEqual([]);
  });
});

describe("the toolbar's plain presses", () => {
  it("ending the Endeavor is core's ending; ending the turn is the GM's override", async () => {
    const { tracker, endCombat } = host();
    expect(await press("hbEndEndeavor", tracker)).toEqual([]);
    expect(endCombat).toHaveBeenCalledOnce();
    expect(await press("hbEndTurn", tracker)).toEqual(gm({ op: "endTurn" }));
    const none = { element: document.createElement("div"), combat: null, sent: false } as unknown as TrackerHost;
    await expect(press("hbEndEndeavor", none)).resolves.toEqual([]);
  });

  it("a tracker without the GM's toolbar (a player's) reads no toolbar and sends nothing", async () => {
    const { tracker, element } = host(select("gmChooser", "oskar") + select("gmWho", "oskar"));
    element.querySelector("form")!.remove();
    expect(await press("hbNameChooser", tracker)).toEqual([]);
    element.replaceChildren();
    expect(await press("hbNameChooser", tracker)).toEqual([]);
    expect(await press("hbRemove", tracker)).toEqual([]);
    expect(apps.DialogV2.asked).toEqual([]);
  });

  it("a special-action tie: the one named chooses; none named, nothing", async () => {
    expect(await press("hbNameChooser", host(select("gmChooser", "oskar")).tracker)).toEqual(gm({ op: "chooser", id: "oskar" }));
    expect(await press("hbNameChooser", host(select("gmChooser", "")).tracker)).toEqual([]);
  });

  it("a kind's own override names the participant in the select the button names", async () => {
    const { tracker } = host(select("rushLeader", "wren"));
    expect(await press("hbKindOp", tracker, { op: "leader", field: "rushLeader" })).toEqual(gm({ op: "leader", id: "wren" }));
    expect(await press("hbKindOp", tracker, { field: "rushLeader" })).toEqual([]);
    expect(await press("hbKindOp", tracker, { op: "leader" })).toEqual([]);
    expect(await press("hbKindOp", tracker, { op: "leader", field: "other" })).toEqual([]);
  });
});

describe("moving a marker", () => {
  it("to the position typed; a blank position is refused with a message, nobody chosen sends nothing", async () => {
    const { tracker, element } = host();
    const form = element.querySelector("form")!;
    form.innerHTML = select("gmWho", "wren") + number("moveTo", "9");
    expect(await press("hbMove", tracker)).toEqual(gm({ op: "move", id: "wren", to: 9 }));
    form.innerHTML = select("gmWho", "wren") + number("moveTo", "0");
    expect(await press("hbMove", tracker)).toEqual(gm({ op: "move", id: "wren", to: 0 }));
    expect(said("warn")).toEqual([]);
    form.innerHTML = select("gmWho", "wren") + number("moveTo", "");
    expect(await press("hbMove", tracker)).toEqual([]);
    expect(said("warn")).toEqual(['A track position is a whole number from 0 (it was "").']);
    form.innerHTML = select("gmWho", "") + number("moveTo", "3");
    expect(await press("hbMove", tracker)).toEqual([]);
  });

  it("the row menu opens the track tools on the participant, at their position, focused to type", () => {
    const { tracker, element } = host();
    const to = element.querySelector<HTMLInputElement>('[name="moveTo"]')!;
    // happy-dom keeps no selection in a number field: the text selected (typing replaces it) is seen as the call.
    const selected = vi.spyOn(to, "select");
    menuMove(tracker, "wren");
    expect(element.querySelector<HTMLSelectElement>('[name="gmWho"]')!.value).toBe("wren");
    expect(element.querySelector<HTMLDetailsElement>("[data-hb-gm-more]")!.open).toBe(true);
    expect(to.value).toBe("4");
    expect(document.activeElement).toBe(to);
    expect(selected).toHaveBeenCalledOnce();
    menuMove(tracker, "stranger");
    expect(to.value).toBe("0");
  });

  it("without the toolbar's participant or its track tools, the row menu does nothing", () => {
    for (const gone of ['[name="gmWho"]', "[data-hb-gm-more]"]) {
      const { tracker, element } = host();
      const who = element.querySelector<HTMLSelectElement>('[name="gmWho"]')!;
      const more = element.querySelector<HTMLDetailsElement>("[data-hb-gm-more]")!;
      const to = element.querySelector<HTMLInputElement>('[name="moveTo"]')!;
      element.querySelector(gone)!.replaceWith(...(gone === '[name="gmWho"]' ? [] : [who, to]));
      menuMove(tracker, "wren");
      expect([who.value, more.open, to.value]).toEqual(["", false, ""]);
    }
    const bare = { element: document.createElement("div"), combat: null } as unknown as TrackerHost;
    expect(() => menuMove(bare, "wren")).not.toThrow();
  });

  it("with no Combat, or no Endeavor yet, the track tools open at 0", () => {
    for (const combat of [null, { id: "c1" }]) {
      const { tracker, element } = host();
      (tracker as unknown as { combat: unknown }).combat = combat;
      menuMove(tracker, "wren");
      expect(element.querySelector<HTMLInputElement>('[name="moveTo"]')!.value).toBe("0");
    }
  });
});

describe("taking a participant out", () => {
  it("asks first, naming them; yes takes them out, no leaves them", async () => {
    const { tracker } = host(select("gmWho", "oskar"));
    apps.DialogV2.answers.push(true);
    expect(await press("hbRemove", tracker)).toEqual(gm({ op: "remove", id: "oskar" }));
    expect(apps.DialogV2.asked[0]).toMatchObject({
      window: { title: "HB.Endeavor.Gm.removeTitle" },
      content: "<p>Take Oskar out of the Endeavor? Undo puts them back.</p>",
      modal: true,
    });
    apps.DialogV2.answers.push(false);
    expect(await press("hbRemove", tracker)).toEqual([]);
  });

  it("nobody chosen, or nobody of that id, asks nothing", async () => {
    expect(await press("hbRemove", host(select("gmWho", "")).tracker)).toEqual([]);
    await menuRemove(host().tracker, "stranger");
    for (const combat of [null, { id: "c1" }]) {
      const { tracker } = host();
      (tracker as unknown as { combat: unknown }).combat = combat;
      await menuRemove(tracker, "wren");
    }
    expect(apps.DialogV2.asked).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });
});

describe("adding a button", () => {
  const at = (position: string, kind: string, rest = "") => host(number("buttonPosition", position) + select("buttonKind", kind) + rest);

  it("of the kind chosen at the position typed, for the owner chosen or for everyone", async () => {
    expect(await press("hbAddButton", at("5", "scheme").tracker)).toEqual(
      gm({ op: "addButton", kind: "scheme", position: 5, owner: null }),
    );
    expect(await press("hbAddButton", at("0", "wound", select("buttonOwner", "wren")).tracker)).toEqual(
      gm({ op: "addButton", kind: "wound", position: 0, owner: "wren" }),
    );
  });

  it("a blank position is refused with a message; a kind no rule knows sends nothing", async () => {
    expect(await press("hbAddButton", at("", "scheme").tracker)).toEqual([]);
    expect(said("warn")).toEqual(['A track position is a whole number from 0 (it was "").']);
    expect(await press("hbAddButton", at("3", "toString").tracker)).toEqual([]);
    expect(await press("hbAddButton", at("3", "").tracker)).toEqual([]);
  });

  it("an Objective carries its Check when a difficulty is chosen; other buttons never do", async () => {
    const check = (d: string) => select("buttonCheckStat", "Subtle") + select("buttonCheckDifficulty", d);
    for (const d of ["easy", "normal", "hard"]) {
      expect(await press("hbAddButton", at("6", "objective", check(d)).tracker)).toEqual(
        gm({ op: "addButton", kind: "objective", position: 6, owner: null, check: { stat: "Subtle", difficulty: d } }),
      );
    }
    for (const d of ["", "brutal"]) {
      expect(await press("hbAddButton", at("6", "objective", check(d)).tracker)).toEqual(
        gm({ op: "addButton", kind: "objective", position: 6, owner: null }),
      );
    }
    expect(await press("hbAddButton", at("6", "scheme", check("hard")).tracker)).toEqual(
      gm({ op: "addButton", kind: "scheme", position: 6, owner: null }),
    );
  });
});
