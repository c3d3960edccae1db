// Movement on the track (src/rules/endeavor/track.ts): buttons activated on the way, Dominating, Recovery.
import { describe, expect, it } from "vitest";
import { act, ally, choose, get, monster, run, setup, types } from "./helpers";

describe("Dominating through a Recovery button", () => {
  // a (Dominating, Hurt d6: X 2) Attacks m (SP 10 (3): its Recovery button at 7) standing at `from`.
  const attacked = (from: number, specializations: "Dominating"[] = ["Dominating"]) => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations }), monster("m", "10 (3)")] }), [
      { type: "gm", gm: { op: "move", id: "m", to: from } },
      choose("a", "Hurt", [2, 2]), choose("m", "Head", [1, 4, 4]),
    ]).state;
    return run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
  };

  it("the movement the Recovery button prevented goes on from the starting position: 8 → 7 (back to 10) → 9", () => {
    const r = attacked(8);
    expect(get(r.state, "m").position).toBe(9);
    expect(r.events.filter((e) => e.type === "moved").map((e) => e.type === "moved" && [e.from, e.to])).toEqual([[8, 7], [7, 10], [10, 9]]);
  });

  it("nothing prevented (the button on the last position moved): back to 10 and no further", () => {
    expect(get(attacked(9).state, "m").position).toBe(10);
  });

  it("without Dominating the Recovery ends the movement at the start", () => {
    const r = attacked(8, []);
    expect(get(r.state, "m").position).toBe(10);
    expect(types(r.events)).toContain("buttonActivated");
  });
});
