// What a kind of Endeavor shows of its own on the track board: an Endeavor with an Eye (no marker for the Eye, the
// legend's one side, a rogue caught on an Alarm, the Eye awake, the header's mode) and Rush (the charge leader's
// marker, and the leader close to foiled), as the board's context gives them to its template.
import { describe, expect, it } from "vitest";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";

/** The board's context, started (the empty board has none of these). */
const board = (s: EndeavorState) => {
  const b = prepareTrackBoard(s, { isGM: true });
  if (!b.started) throw new Error("not started");
  return b;
};
const markersOf = (b: ReturnType<typeof board>) => b.cells.flatMap((c) => c.markers.map((m) => `${c.position}:${m.id}:${m.css}`));
const buttonsOf = (b: ReturnType<typeof board>) => b.cells.flatMap((c) => c.buttons.map((x) => `${c.position}:${x.kind}:${x.icon}:${x.css}`));

/** Rogue a (acting first) put on an Alarm at 3 (a Sanctuary far away), rogue b at 1, the Eye: round 1 with Action Dice
 *  chosen. */
function guarded(): EndeavorState {
  const s = run(
    setup({
      kind: "stealth",
      participants: [rogue("a"), rogue("b"), theEye()],
      land: [{ kind: "alarm", position: 3 }, { kind: "escape", position: 12 }, { kind: "sanctuary", position: 15 }, { kind: "objective", position: 9, check: { stat: "Head" } }],
    }),
    [choose("a", "Hurt", [1, 2]), choose("b", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
  ).state;
  return { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, position: 3 } : p)) };
}

describe("an Endeavor with an Eye on the board", () => {
  it("warry: the rogues' markers only, the Alarm under a rogue hot, the rogue in danger, the mode in the header", () => {
    const b = board(guarded());
    expect(b.goalLabel).toBe("HB.Endeavor.Board.eye.warry");
    expect(b.wake).toBe(false);
    expect(b.dangers).toEqual([{ key: "HB.Endeavor.Danger.alarm", name: "a", count: 3 }]);
    expect(markersOf(b)).toEqual(["1:b:rogues", "3:a:rogues current danger"]);
    expect(buttonsOf(b)).toEqual([
      "3:alarm:fa-solid fa-bell:alarm danger",
      "9:objective:fa-solid fa-bullseye:objective",
      "12:escape:fa-solid fa-door-open:escape",
      "15:sanctuary:fa-solid fa-shield-heart:sanctuary",
    ]);
    expect(b.legend.hotButton).toBe(true);
    expect(b.legend.temporary).toBe(true);
    expect(b.legend.markers.map((m) => m.css)).toEqual(["rogues", "rogues current", "rogues danger"]);
    expect(b.legend.markers[0]!.label).toBe("HB.Endeavor.Side.rogues");
  });

  it("a Sanctuary next to the rogue shelters them; wake mode: the Eye awake is the danger, with who alerted it", () => {
    const s = guarded();
    const sheltered = { ...s, buttons: s.buttons.map((x) => (x.kind === "sanctuary" ? { ...x, position: 4 } : x)) };
    expect(board(sheltered).dangers).toEqual([]);
    const alarm = s.buttons.find((x) => x.kind === "alarm")!;
    const awake = { ...s, eye: { ...s.eye!, mode: "wake" as const, alerted: { by: "a", button: alarm, round: 1 } } };
    const b = board(awake);
    expect([b.goalLabel, b.wake, b.dangers]).toEqual(["HB.Endeavor.Board.eye.wake", true, [{ key: "HB.Endeavor.Danger.wakeBy", name: "a", count: 3 }]]);
    expect(markersOf(b)).toEqual(["1:b:rogues", "3:a:rogues current"]);
    const byGm = board({ ...s, eye: { ...s.eye!, mode: "wake" as const, alerted: { by: null, button: null, round: 1 } } });
    expect(byGm.dangers).toEqual([{ key: "HB.Endeavor.Danger.wake", name: "", count: 1 }]);
  });
});

describe("Rush on the board", () => {
  /** Allies a (leading) and b, Monstrosity m: m holding `most` temporary Blessings against the leader's two. */
  const rush = (most: number) => {
    const s = run(setup({ kind: "rush", leader: "a", participants: [ally("a"), ally("b"), monster("m")] }), [
      choose("a", "Hurt", [1, 2]), choose("b", "Head", [1, 2]), choose("m", "Head", [1, 1, 4, 4]),
    ]).state;
    return { ...s, participants: s.participants.map((p) => (p.id === "m" ? { ...p, temporary: Array.from({ length: most }, () => 1) } : p)) };
  };

  it("the charge leader's marker and legend line; close to foiled when a Monstrosity holds as many Blessings", () => {
    const safe = board(rush(1));
    expect(safe.dangers).toEqual([]);
    expect(markersOf(safe).find((m) => m.includes(":a:"))).toMatch(/^\d+:a:allies leader/);
    expect(safe.legend.markers.map((m) => m.label)).toEqual([
      "HB.Endeavor.Side.allies", "HB.Endeavor.Side.monstrosities", "HB.Endeavor.Board.Legend.leader", "HB.Endeavor.Board.Legend.current", "HB.Endeavor.Board.Legend.danger",
    ]);
    expect(safe.legend.markers[2]!.css).toBe("allies leader");
    // Each side's victory: the allies' Declare Victory position, the Monstrosities' Schemes in a row.
    expect([safe.goalLabel, safe.goal, safe.schemes, safe.legend.temporary, !!safe.wake])
      .toEqual(["HB.Endeavor.Board.victorySides", 30, 10, false, false]);
    const close = board(rush(2));
    expect(close.dangers).toEqual([{ key: "HB.Endeavor.Danger.leader", name: "a", count: 2 }]);
    expect(markersOf(close).find((m) => m.includes(":a:"))).toMatch(/^\d+:a:allies leader( current)? danger$/);
  });

  it("counted as the table counts them: under \"every Blessing\" a Monstrosity's own Blessings count too", () => {
    const s = rush(1);
    const held = { ...s, participants: s.participants.map((p) => (p.id === "m" ? { ...p, blessings: [3, 4] } : p)) };
    expect(board(held).dangers).toEqual([]);
    const all = { ...held, options: { ...held.options, specialCount: "all" as const } };
    expect(board(all).dangers).toEqual([{ key: "HB.Endeavor.Danger.leader", name: "a", count: 3 }]);
  });
});
