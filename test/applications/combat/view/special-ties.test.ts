// Special-action ties in the tracker (world setting specialActionTies, default "the GM decides"): the tied are named,
// none of them is offered the special action, and the GM names who chooses from the toolbar.
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, started, type Started } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Wren and Oskar end the round with two temporary Blessings each; Mina (Head d4) gains one, the Grey Widow spends
 *  one of two on Protect. */
async function tiedRound(w: Started) {
  const { combat, ids } = w;
  for (const [by, stat, blessings] of [[ids.wren, "Head", [3, 3]], [ids.oskar, "Head", [2, 2]], [ids.mina, "Head", [1]], [ids.widow, "Hurt", [4, 4]]] as const) {
    await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
  }
  while (combat.endeavor!.phase === "turns") {
    await combat.dispatch(combat.endeavor!.turn.current === ids.widow
      ? { type: "act", by: ids.widow, action: { kind: "protect", target: ids.widow, pay: { temporary: [4] } } }
      : { type: "gm", gm: { op: "endTurn" } });
  }
  expect(combat.endeavor!.chooser).toEqual([ids.wren, ids.oskar]);
}

describe("special-action ties the GM resolves (the setting's default)", () => {
  it("names the tied, offers none of them the special action, and the GM's choice makes one the chooser", async () => {
    const w = await started();
    await tiedRound(w);
    await w.as("player");
    const header = w.tracker.element!.querySelector(".hb-endeavor-chooser")!;
    expect(header.textContent).toBe("Tied for the special action: Wren, Oskar. The GM names who chooses.");
    expect(w.row(w.ids.wren).querySelector('[data-action="hbSpecial"]')).toBeNull();
    // Players have no toolbar; the GM's lists the tied.
    expect(w.tracker.element!.querySelector('[name="gmChooser"]')).toBeNull();
    await w.as("gm");
    const select = w.tracker.element!.querySelector<HTMLSelectElement>('[name="gmChooser"]')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Wren", "Oskar"]);
    select.value = w.ids.oskar;
    w.dispatched.length = 0;
    click(w.tracker.element!.querySelector('[data-action="hbNameChooser"]'));
    await vi.waitFor(() => expect(w.combat.endeavor!.chooser).toEqual([w.ids.oskar]));
    expect(w.dispatched).toEqual([{ type: "gm", gm: { op: "chooser", id: w.ids.oskar } }]);
    await w.as("player2");
    expect(w.row(w.ids.oskar).querySelector('[data-action="hbSpecial"]')).not.toBeNull();
    expect(w.tracker.element!.querySelector(".hb-endeavor-chooser")!.textContent).toBe("Special action chosen by: Oskar");
  });
});
