// Helpful Specialization in Endeavors (book, both editions, "Specialization Options": "Blessings you spend to Help
// another character are worth 1 more, to a maximum of 6"), applied before the Help bonus (core helpBonus: half the
// worth, rounded down, at least 1).
import { describe, expect, it } from "vitest";
import type { CheckRecord, Command, EndeavorEvent, EndeavorSpecialization, EndeavorState } from "../../../src/rules/endeavor/index";
import { participantSetup } from "../../../src/documents/endeavor-setup";
import { act, ally, choose, get, monster, run, setup } from "./helpers";

const checkOf = (events: EndeavorEvent[]): CheckRecord => (events.find((e) => e.type === "check") as { check: CheckRecord }).check;

describe("Helpful", () => {
  // a: Head d6 (X 2), acts first; b Helps with a temporary ⑤ or ⑥ (Helpful or not).
  const start = (specializations: EndeavorSpecialization[], edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10"): EndeavorState => {
    const s0 = setup({ kind: "monstrous", edition, participants: [ally("a"), ally("b", { specializations }), monster("m")] });
    const s = edition === "v0.0.18"
      ? run(s0, [
        { type: "rollPosition", by: "a", stat: "Head", roll: 2, blessings: [2] },
        { type: "rollPosition", by: "b", stat: "Head", roll: 6, blessings: [5, 6, 2] },
        { type: "rollPosition", by: "m", stat: "Head", roll: 8, blessings: [3, 3, 3, 3] },
      ]).state
      : run(s0, [choose("a", "Head", [2, 2]), choose("b", "Head", [5, 6]), choose("m", "Hurt", [1, 3, 5])]).state;
    expect(s.turn.current).toBe("a");
    return s;
  };
  const advance = (value: number, use: "roll" | "x" = "roll", roll: number[] | null = [2]): Command =>
    act("a", { kind: "advance", ...(roll ? { roll } : {}), helpers: [{ by: "b", pay: { temporary: [value] }, use }] });

  it("a ⑤ spent to Help is worth ⑥: +3 instead of +2 — a roll of 2 becomes 5, a Normal success, where it stayed a failure at 4", () => {
    const helpful = run(start(["Helpful"]), [advance(5)]);
    expect(checkOf(helpful.events)).toMatchObject({ helpBonus: 3, success: true, help: [{ by: "b", value: 6, use: "roll" }] });
    expect(helpful.events).toContainEqual({ type: "helped", by: "b", target: "a", bonus: 3, use: "roll" });
    // The Blessing paid is still the ⑤.
    expect(helpful.events).toContainEqual({ type: "blessingsSpent", id: "b", temporary: [5], permanent: [] });
    expect(get(helpful.state, "a").position).toBe(2);
    const plain = run(start([]), [advance(5)]);
    expect(checkOf(plain.events)).toMatchObject({ helpBonus: 2, success: false, help: [{ by: "b", value: 5, use: "roll" }] });
  });

  it('"to a maximum of 6": a ⑥ stays ⑥ (+3)', () => {
    expect(checkOf(run(start(["Helpful"]), [advance(6)]).events)).toMatchObject({ helpBonus: 3, help: [{ value: 6 }] });
  });

  it("Help used on X (default edition, Pass) takes the worth too: a ⑤ raises X by 3, so a moves up 5", () => {
    const r = run(start(["Helpful"]), [advance(5, "x", [6])]);
    expect(r.events).toContainEqual({ type: "helped", by: "b", target: "a", bonus: 3, use: "x" });
    expect(get(r.state, "a").position).toBe(5);
    expect(get(run(start([]), [advance(5, "x", [6])]).state, "a").position).toBe(4);
  });

  it("v0.0.18: the same (position roll 2, Helped with a ⑤: worth ⑥, +3 → 5)", () => {
    const r = run(start(["Helpful"], "v0.0.18"), [advance(5, "roll", null)]);
    expect(checkOf(r.events)).toMatchObject({ totals: [2], helpBonus: 3, help: [{ by: "b", value: 6, use: "roll" }] });
  });

  it("an actor's Helpful Specialization item reaches the engine (ENGINE_SPECIALIZATIONS)", () => {
    const p = participantSetup({ id: "b", name: "Ash", actorType: "character", stats: { head: 6 }, blessings: [], specializations: ["Helpful", "Bookish"], side: "", team: "" }, "monstrous");
    expect(p.specializations).toEqual(["Helpful"]);
  });
});
