// The acting form's labels that follow its fields (live-labels.ts), in the words the tracker writes into each
// `data-hb-label` element as the form is edited (live-forms.ts: each part formatted, joined by " · "): the targets
// ticked, the ally protected, what the confirming button does; a kind's own labels over the book's.
import { describe, expect, it } from "vitest";
import { liveLabels } from "../../../../src/applications/combat/view/live-labels";
import type { RowFields } from "../../../../src/applications/combat/view/row-fields";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";

const g = globalThis as any;

/** Each label as drawn, by its element's name. */
function drawn(state: EndeavorState, by: string, fields: RowFields): Record<string, string> {
  const labels = liveLabels(state, by, fields);
  const say = (p: { key: string; data: Record<string, unknown> }) =>
    g.game.i18n.format(p.key, Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, String(v)]))) as string;
  return Object.fromEntries(Object.entries(labels).map(([name, parts]) => [name, parts.map(say).join(" · ")]));
}

/** Oskar acts first (the fewest temporary Blessings; v0.0.18: Wren, seated first), beside Wren, against the Widow and
 *  the Hound. */
const monstrous = (edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") => {
  const participants = [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "10", { name: "Widow" }), monster("n", "12", { name: "Hound" })];
  const s = edition === "v0.0.18"
    ? run(setup({ kind: "monstrous", edition, participants }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "b", stat: "Hand", roll: 5, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Hurt", roll: 8, blessings: [3, 3, 3, 3] }, { type: "rollPosition", by: "n", stat: "Hurt", roll: 8, blessings: [3, 3, 3, 3] },
    ]).state
    : run(setup({ kind: "monstrous", edition, participants }), [
      choose("a", "Head", [3, 3, 3]), choose("b", "Hand", [2, 1]), choose("m", "Hurt", [4, 1]), choose("n", "Hurt", [4, 1]),
    ]).state;
  expect([s.phase, s.turn.current]).toEqual(["turns", edition === "v0.0.18" ? "a" : "b"]);
  return s;
};

describe("the book's actions", () => {
  it("as first drawn: no target yet, Advance's landing, protecting oneself", () => {
    expect(drawn(monstrous(), "b", {})).toEqual({
      "summary.violent": "no target yet",
      "summary.attack": "no target yet",
      "confirm.violent": "Violent Attack (no target yet)",
      "confirm.attack": "Attack (no target yet)",
      "confirm.advance": "Advance: up by 2 → 2",
      "summary.protect": "Oskar",
      "confirm.protect": "Protect Oskar",
    });
  });

  it("the targets ticked, named in the order ticked; the ally chosen to protect", () => {
    const labels = drawn(monstrous(), "b", { targets: ["n", "m"], ally: ["a"] });
    expect(labels).toMatchObject({
      "summary.violent": "Hound, Widow",
      "summary.attack": "Hound, Widow",
      "confirm.violent": "Violent Attack on Hound, Widow",
      "confirm.attack": "Attack Hound, Widow",
      "summary.protect": "Wren",
      "confirm.protect": "Protect Wren",
    });
    expect(drawn(monstrous(), "b", { targets: ["m"] })["confirm.violent"]).toBe("Violent Attack on Widow");
  });

  it("a target who is no participant is no target", () => {
    expect(drawn(monstrous(), "b", { targets: ["gone"] })).toMatchObject({
      "summary.violent": "no target yet",
      "confirm.attack": "Attack (no target yet)",
    });
  });

  it("v0.0.18: Advance's button keeps its name (the amount is the roll's)", () => {
    const labels = drawn(monstrous("v0.0.18"), "a", {});
    expect(labels["confirm.violent"]).toBe("Violent Attack (no target yet)");
    expect(Object.keys(labels)).not.toContain("confirm.advance");
  });

  it("someone not in the Endeavor protects nobody", () => {
    const labels = drawn(monstrous(), "gone", {});
    expect(Object.keys(labels).sort()).toEqual(["confirm.attack", "confirm.violent", "summary.attack", "summary.violent"]);
  });
});

describe("a kind's own labels", () => {
  /** Rogue Wren acts first in an Endeavor with an Eye (an Alarm at 3, a Sanctuary at 15). */
  const guarded = () =>
    run(
      setup({
        kind: "stealth",
        participants: [rogue("a", { name: "Wren" }), rogue("b", { name: "Oskar" }), theEye()],
        land: [{ kind: "alarm", position: 3 }, { kind: "escape", position: 12 }, { kind: "sanctuary", position: 15 }, { kind: "objective", position: 9, check: { stat: "Head" } }],
      }),
      [choose("a", "Hurt", [1, 2]), choose("b", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
    ).state;

  it("replace the book's where the kind has its own, and keep the book's elsewhere", () => {
    const labels = drawn(guarded(), "a", {});
    expect(labels).toMatchObject({
      "summary.violent": "The nearest Alarm within X",
      "confirm.violent": "Attack: remove the nearest Alarm within X",
      "summary.attack": "the largest",
      "confirm.attack": "Attack (no target yet)",
      "confirm.protect": "Protect Wren",
    });
  });
});
