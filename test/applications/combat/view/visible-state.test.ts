// What a player's tracker and board are drawn from while the GM keeps combatants hidden (core's toggle): the state
// without them, everywhere it names them; the GM's client still judges every request on the whole state.
import { describe, expect, it } from "vitest";
import { visibleState } from "../../../../src/applications/combat/view/visible-state";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

/** Wren (a), Oskar (b), the Widow (m) and the Hound (h), mid-round, with something of everyone's on the state. */
function busy(): EndeavorState {
  const s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m"), monster("h")] }), [
    choose("a", "Head", [3, 3]), choose("b", "Hand", [1, 1]), choose("m", "Head", [4, 1]), choose("h", "Head", [2, 2]),
  ]).state;
  const delayed = (id: string, by: string, targets: string[]) =>
    ({ id, by, targets, violent: false, stat: "Heart", difficulty: "normal", amount: 2, trigger: "dusk", round: 1 }) as const;
  return {
    ...s,
    buttons: [
      { id: "1", kind: "wound", position: 3, owner: "a" },
      { id: "2", kind: "wound", position: 4, owner: "m" },
      { id: "3", kind: "scheme", position: 5, owner: null },
    ] as EndeavorState["buttons"],
    turn: { ...s.turn, current: "m" },
    protections: [{ by: "a", target: "b", ranks: 1 }, { by: "b", target: "m", ranks: 1 }, { by: "m", target: "h", ranks: 1 }],
    pending: [{ kind: "revenge", by: "m", eligible: [] }, { kind: "zeal", by: "a", eligible: ["m"] }],
    chooser: ["a", "m", "h"],
    delayed: [delayed("d1", "a", ["h"]), delayed("d2", "m", ["a"]), delayed("d3", "b", ["h", "m"])],
  };
}

describe("the state a player's screens are drawn from", () => {
  it("is the whole state, the very object, when nobody is hidden", () => {
    const s = busy();
    expect(visibleState(s, new Set())).toBe(s);
  });

  it("leaves out a hidden combatant's row, personal buttons, turn, protections, pending Attacks, choice and Delayed Attacks", () => {
    const s = busy();
    const v = visibleState(s, new Set(["m"]));
    expect(v.participants.map((p) => p.id)).toEqual(["a", "b", "h"]);
    expect(v.buttons.map((b) => b.id)).toEqual(["1", "3"]);
    expect(v.turn).toEqual({ ...s.turn, current: null });
    expect(v.protections).toEqual([{ by: "a", target: "b", ranks: 1 }]);
    expect(v.pending).toEqual([{ kind: "zeal", by: "a", eligible: ["m"] }]);
    expect(v.chooser).toEqual(["a", "h"]);
    expect(v.delayed!.map((d) => d.id)).toEqual(["d1"]);
    expect({ ...v, participants: s.participants, buttons: s.buttons, turn: s.turn, protections: s.protections, pending: s.pending, chooser: s.chooser, delayed: s.delayed }).toEqual(s);
    // The state it was given is left as it was.
    expect(s).toEqual(busy());
  });

  it("keeps the turn of someone shown, and a state without Delayed Attacks without them", () => {
    const s = busy();
    const v = visibleState(s, new Set(["h"]));
    expect(v.turn).toBe(s.turn);
    expect(v.protections.map((p) => p.by)).toEqual(["a", "b"]);
    expect(v.delayed!.map((d) => d.id)).toEqual(["d2"]);
    const none = { ...s };
    delete none.delayed;
    expect("delayed" in visibleState(none, new Set(["h"]))).toBe(false);
  });

  it("keeps a turn between phases (nobody's) as it is", () => {
    const s = { ...busy(), turn: { ...busy().turn, current: null } };
    expect(visibleState(s, new Set(["m"])).turn).toBe(s.turn);
  });
});
