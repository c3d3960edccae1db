// The copy-on-write Draft (draft.ts): the input state is never written; unknown ids are refused by name.
import { describe, expect, it } from "vitest";
import { Draft } from "../../../src/rules/endeavor/draft";
import { ally, deepFreeze, monster, refusalIn as refusal, setup } from "./helpers";

const base = () => deepFreeze(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }));

describe("Draft", () => {
  it("an unknown participant is refused, naming the id, for reading or writing", () => {
    const d = new Draft(base());
    expect(refusal(() => d.get("zz"))).toEqual({ code: "endeavor-unknown-participant", details: { id: "zz" } });
    expect(refusal(() => d.edit("zz"))).toEqual({ code: "endeavor-unknown-participant", details: { id: "zz" } });
    expect(d.seatOf("b")).toBe(1);
    expect(d.seatOf("zz")).toBe(-1);
  });

  it("writes a participant on a copy, once, leaving the base and the others as they were", () => {
    const s = base();
    const d = new Draft(s);
    const w = d.edit("b");
    w.position = 5;
    expect(d.edit("b")).toBe(w);
    expect(d.get("b").position).toBe(5);
    expect(s.participants[1]!.position).toBe(0);
    expect(d.state.participants).not.toBe(s.participants);
    expect(d.state.participants[0]).toBe(s.participants[0]);
    expect(d.edit("a")).not.toBe(s.participants[0]);
    expect(d.edit("a")).toEqual(s.participants[0]);
  });

  it("adds buttons with the next id and says so; removing an unknown one does nothing", () => {
    const s = base();
    const d = new Draft(s);
    const added = d.addButton({ kind: "scheme", position: 4, owner: null });
    expect(added).toEqual({ id: `b${s.nextButton}`, kind: "scheme", position: 4, owner: null });
    expect(d.state.nextButton).toBe(s.nextButton + 1);
    expect(s.buttons).not.toContain(added);
    d.removeButton("nope");
    expect(d.events).toEqual([{ type: "buttonAdded", button: added }]);
    d.removeButton(added.id);
    expect(d.state.buttons).toEqual(s.buttons);
    expect(d.events.at(-1)).toEqual({ type: "buttonRemoved", button: added });
  });

  it("keeps the kind's extras (the Eye, Rush's leader and the foiled, the special done) and nothing absent", () => {
    const s = base();
    const plain = new Draft(s).state;
    expect(["specialDone", "eye", "leader", "foiled"].filter((k) => k in plain)).toEqual([]);
    const extra = new Draft({ ...s, specialDone: true, leader: null, foiled: ["a"], eye: { id: "m", mode: "warry" } as never }).state;
    expect([extra.specialDone, extra.leader, extra.foiled, extra.eye]).toEqual([true, null, ["a"], { id: "m", mode: "warry" }]);
    expect(new Draft({ ...s, specialDone: false }).state).not.toHaveProperty("specialDone");
  });
});
