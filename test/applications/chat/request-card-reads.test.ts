// A call for a Check as the GM reads it once several have rolled: each outcome's boons and busts in its tooltip, the
// summary adding up boons (exceptional ones too) and busts of the rolls the GM may see, a failure not counted as a
// success, and a roll whose card was deleted since.
import { beforeEach, describe, expect, it } from "vitest";
import { relay } from "../../../src/applications/shared/relay";
import { as, faces } from "./card-helpers";
import { callTable, shown } from "./request-helpers";

const g = globalThis as any;

/** Each row as read: the name, what it shows, and the outcome's tooltip. */
const rows = (li: HTMLElement) => [...li.querySelectorAll<HTMLElement>(".hb-request-entry")].map((row) => [
  row.querySelector(".hb-request-name")!.textContent,
  row.querySelector(".hb-request-outcome, .hb-note, button")?.textContent?.trim() ?? "",
  row.querySelector<HTMLElement>(".hb-request-outcome")?.dataset.tooltipText ?? "",
]);

let wren: any;
let ash: any;
let bram: any;
beforeEach(async () => {
  [wren, ash, bram] = await callTable([
    { name: "Wren", player: "player", stats: { head: 6 } },
    { name: "Ash", player: "player2", stats: { head: 6 } },
    { name: "Bram", player: "player2", stats: { head: 6 } },
  ]);
});

/** `actor` rolls Head with these faces (and a table modifier), answering the call. */
async function answer(call: any, actor: any, face: number, modifier = 0) {
  faces([face], 6);
  const roll = await actor.rollCheck("head", modifier ? { modifier } : {});
  expect(await relay("request.rolled", { messageId: call.id, actorUuid: actor.uuid, checkId: roll.id })).toBe(true);
  return roll;
}

describe("a call for a Check, read by the GM", () => {
  it("a Maximum, a Major and a Failure: each outcome's boons and busts, the summary's sum, the failure no success", async () => {
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [wren, ash, bram] });
    await answer(call, wren, 6, 14);
    await answer(call, ash, 6, 6);
    await answer(call, bram, 2);
    const gm = await shown(g.game.messages.get(call.id));
    expect(rows(gm)).toEqual([
      ["Wren", "Maximum Success", "Boons: 1 (exceptional: 1) · Busts: 0"],
      ["Ash", "Major Success", "Boons: 1 (exceptional: 0) · Busts: 0"],
      ["Bram", "Failure", "Boons: 0 (exceptional: 0) · Busts: 0"],
    ]);
    expect(gm.querySelector(".hb-request-summary")!.textContent).toBe("3 of 3 rolled, 2 succeeded. Boons in all: 3; busts: 0.");
    // Each row wears its outcome's colours.
    expect([...gm.querySelectorAll(".hb-request-entry")].map((row) => row.className)).toEqual([
      "hb-request-entry maximum", "hb-request-entry major", "hb-request-entry failure",
    ]);
  });

  it("a roll whose card was deleted: said so, and left out of the sum but counted as rolled", async () => {
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [wren, ash] });
    const roll = await answer(call, wren, 5);
    await answer(call, ash, 5);
    await roll.delete();
    const gm = await shown(g.game.messages.get(call.id));
    expect(rows(gm)).toEqual([
      ["Wren", "Rolled (its card was deleted)", ""],
      ["Ash", "Minor Success", "Boons: 0 (exceptional: 0) · Busts: 1"],
    ]);
    expect(gm.querySelector(".hb-request-summary")!.textContent).toBe("2 of 2 rolled, 1 succeeded. Boons in all: 0; busts: 1.");
    // A row with no outcome to show wears none.
    expect([...gm.querySelectorAll(".hb-request-entry")].map((row) => row.className.trim())).toEqual([
      "hb-request-entry", "hb-request-entry minor",
    ]);
  });

  it("the title: a Complex call with no number of rolls names none; an Easy call its difficulty", async () => {
    const complex = await g.game.system.api.callForCheck({ stat: "head", difficulty: "complex", actors: [wren] });
    const easy = await g.game.system.api.callForCheck({ stat: "heart", difficulty: "easy", actors: [wren] });
    const titles = await Promise.all([complex, easy].map(async (m) => (await shown(m)).querySelector("h3")!.textContent!.trim()));
    expect(titles).toEqual(["The GM calls for the Complex Head Check", "The GM calls for the Easy Heart Check"]);
    // Under the title, which Stats answer it.
    expect((await shown(easy)).querySelector(".hb-request-head .hb-note")!.textContent)
      .toBe("Roll Heart, a Stat balanced with it, or History if related enough.");
  });
});
