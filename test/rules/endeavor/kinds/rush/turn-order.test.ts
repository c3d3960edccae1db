/**
 * Rush without a charge leader (supplement, "Simpler Turn Order": "Turn order moves clockwise, with the charge leader
 * acting first … If there is no charge leader, monstrosities act first"), under both readings of the table ruling
 * rushNoLeader: "monstrosities" (default) — every Monstrosity, in seating order, then the allies clockwise from the
 * last Monstrosity's seat; "clockwise" — clockwise round the table from the first Monstrosity.
 */
import { describe, expect, it } from "vitest";
import {
  apply, previewOrder, type Command, type EndeavorOptions, type EndeavorState,
} from "../../../../../src/rules/endeavor/index";
import { ally, choose, monster, run, setup } from "../../helpers";

/** Seats by id: a lowercase letter is an ally, M/N/O Monstrosities; everyone chooses (a skipper skips the round). */
function seated(seats: string, options: Partial<EndeavorOptions> = {}, leader?: string, skip: string[] = []) {
  const people = [...seats].map((id) => (id === id.toUpperCase() ? monster(id, "6 (2)") : ally(id)));
  const s = setup({ kind: "rush", participants: people, options, ...(leader ? { leader } : {}) });
  const chosen = s.participants
    .map((p): Command => (skip.includes(p.id) ? { type: "skipRound", by: p.id } : choose(p.id, "Head", [2, 2])));
  return run(s, chosen).state;
}

const ORDERS: [seats: string, monstrosities: string, clockwise: string][] = [
  ["aMbN", "MNab", "MbNa"],
  ["MaNb", "MNba", "MaNb"],
  ["abMcNd", "MNdabc", "McNdab"],
  ["aMNb", "MNba", "MNba"],
  ["MabcN", "MNabc", "MabcN"],
];

describe("Rush turn order without a charge leader", () => {
  it.each(ORDERS)("seats %s: Monstrosities first %s; clockwise %s", (seats, first, round) => {
    expect(previewOrder(seated(seats)).join("")).toBe(first);
    expect(previewOrder(seated(seats, { rushNoLeader: "monstrosities" })).join("")).toBe(first);
    expect(previewOrder(seated(seats, { rushNoLeader: "clockwise" })).join("")).toBe(round);
  });

  it("the turns as taken follow it: after the last Monstrosity, the next ally clockwise", () => {
    let s = seated("aMbN");
    const taken: string[] = [];
    while (s.phase === "turns") {
      taken.push(s.turn.current!);
      s = apply(s, { type: "act", by: s.turn.current!, action: { kind: "advance", roll: [1] } }).state;
    }
    expect(taken.join("")).toBe("MNab");
  });

  it("a Monstrosity skipping the round: the other Monstrosities still go first", () => {
    expect(previewOrder(seated("MaNbO", {}, undefined, ["M"])).join("")).toBe("NOab");
    expect(previewOrder(seated("MaNbO", { rushNoLeader: "clockwise" }, undefined, ["M"])).join("")).toBe("NbOa");
  });

  it("with a charge leader either ruling plays clockwise from the leader", () => {
    for (const rushNoLeader of ["monstrosities", "clockwise"] as const) {
      expect(previewOrder(seated("aMbN", { rushNoLeader }, "b")).join("")).toBe("bNaM");
    }
  });

  it("a state saved before the ruling (no such option) keeps the order it was played in: clockwise", () => {
    const s = seated("aMbN");
    const options = Object.fromEntries(Object.entries(s.options).filter(([k]) => k !== "rushNoLeader"));
    const older = { ...s, options } as EndeavorState;
    expect(previewOrder(older).join("")).toBe("MbNa");
  });
});

describe("Rush turn order: the charge leader skipping the round", () => {
  it("the log's 'goes first' names the next clockwise in the round, not the leader who skipped", () => {
    const people = [ally("a"), ally("b"), ally("c"), monster("M", "6 (2)"), ally("d")];
    const s = setup({ kind: "rush", leader: "c", participants: people });
    const r = run(s, [
      choose("a", "Head", [2, 2]), choose("b", "Head", [2, 2]), { type: "skipRound", by: "c" },
      { type: "skipRound", by: "M" }, choose("d", "Head", [2, 2]),
    ]);
    expect(r.events.filter((e) => e.type === "turnOrderSet")).toEqual([
      { type: "turnOrderSet", direction: 1, anchor: null, first: "d" },
    ]);
    expect(r.state.turn.current).toBe("d");
  });
});
