import { describe, expect, it } from "vitest";
import { apply, hordeActive, type Button, type EndeavorState } from "../../../src/rules/endeavor/index";
import { areaAt, buttonsOf, firstFreeAtOrAbove, hasButton, longestRun, schemesInARow, woundsInARow } from "../../../src/rules/endeavor/buttons";
import { BUTTON_RULES } from "../../../src/rules/endeavor/kinds";
import { act, ally, choose, get, monster, nextRound, pass, refused, run, setup, types } from "./helpers";

const gmMove = (id: string, to: number) => ({ type: "gm" as const, gm: { op: "move" as const, id, to } });
const gmButton = (kind: "wound" | "zeal" | "scheme", position: number, owner: string | null) =>
  ({ type: "gm" as const, gm: { op: "addButton" as const, kind, position, owner } });

describe("Monstrous setup and buttons (v0.0.21.10)", () => {
  it('Setup: "SP of 10 (3) … begin at position 10 and add a Recovery button 3 below that … a Defeat button at position 0"', () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)")] });
    expect(get(s, "a").position).toBe(0);
    expect(get(s, "m").position).toBe(10);
    expect(s.buttons.map((b) => [b.kind, b.position, b.owner])).toEqual([["recovery", 7, "m"], ["defeat", 0, "m"]]);
    expect(() => setup({ kind: "monstrous", participants: [monster("m", "3 (3)")] })).toThrow();
  });

  it('Wound: "Activated when you move over it … Decrease your remaining movement by 1"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [
      gmButton("wound", 1, "a"), choose("a", "Head", [2, 2]), choose("m", "Head", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "advance", roll: [9] })]);
    expect(get(r.state, "a").position).toBe(1);
    expect(types(r.events)).toContain("buttonActivated");
  });

  it('three Wound buttons in a row remove an ally (Goal: "before they can give you three Wound buttons in a row")', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [
      gmButton("wound", 0, "a"), gmButton("wound", 1, "a"),
      choose("a", "Head", [1, 2, 2]), choose("b", "Head", [1, 2, 2]), choose("m", "Hurt", [3, 3]),
    ]).state;
    const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], roll: [9] })]);
    expect(get(r.state, "a").removed).toMatchObject({ reason: "wounds", by: "m" });
    const r2 = run(r.state, [pass("b")]);
    expect(r2.state.outcome).toBeNull();
  });

  it('Recovery: "End your movement, remove this button, and return to your starting position"; Revenge Attacks who moved you down', () => {
    const s3 = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Revenge"] })] }), [
      gmMove("m", 8), choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]),
    ]).state;
    const rec = run(s3, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(rec.state, "m").position).toBe(10);
    expect(rec.state.buttons.some((b) => b.kind === "recovery")).toBe(false);
    expect(rec.state.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a"] }]);
    refused(rec.state, act("m", { kind: "advance", roll: [9] }), "endeavor-pending");
    refused(rec.state, { type: "resolvePending", by: "m", attack: null }, "endeavor-must-attack");
    const rev = run(rec.state, [{ type: "resolvePending", by: "m", attack: { kind: "attack", violent: true, targets: ["a"], roll: [9] } }]);
    expect(types(rev.events)).toContain("wounded");
    expect(rev.state.pending).toEqual([]);
    expect(rev.state.turn.current).toBe("m");
  });

  it('Unrelenting: "at the end of each round … for each time you\'ve activated a Recovery button, you may … Attack"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Unrelenting"] })] }), [
      gmMove("m", 8), choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]),
      act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), pass("m"),
    ]).state;
    expect(s.phase).toBe("special");
    expect(s.pending).toEqual([{ kind: "unrelenting", by: "m", eligible: [] }]);
    const r = run(s, [{ type: "resolvePending", by: "m", attack: null }]);
    expect(types(r.events)).toEqual(["pendingDeclined", "specialChooser"]);
  });

  it('Horde (Recovery passive): "each time you roll, roll an additional time and ignore the lowest value" while the button is present', () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Horde"] })] });
    expect(hordeActive(s, get(s, "m"))).toBe(true);
    const after = run(s, [{ type: "gm", gm: { op: "removeButton", button: s.buttons[0]!.id } }]).state;
    expect(hordeActive(after, get(after, "m"))).toBe(false);
  });

  it('Immunity (Recovery passive): "Attacks against you related enough to your Aptitudes automatically fail"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Immunity"] })] }), [
      choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9], relatedToAptitudes: true })]);
    expect(get(r.state, "m").position).toBe(10);
    expect(types(r.events)).toContain("immune");
    expect(get(run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]).state, "m").position).toBe(8);
  });

  it('Defeat: "End your movement, remove this button, and you are removed from the Endeavor" (landing on 0 counts)', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "5 (3)"), monster("n", "9")] }), [
      gmMove("m", 1), choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]), choose("n", "Hurt", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m")).toMatchObject({ position: 0, removed: { reason: "defeat", by: "a" } });
    expect(r.state.buttons.filter((b) => b.owner === "m").map((b) => b.kind)).toEqual(["recovery"]);
  });

  it('Zeal: "End your movement, remove this button, and immediately Attack a nearby opponent, even if you have already acted"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10", { stats: { Hurt: 8, Head: 6 } as never })] }), [
      gmMove("m", 6), gmButton("zeal", 5, "m"), choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").position).toBe(5);
    expect(r.state.pending).toEqual([{ kind: "zeal", by: "m", eligible: [] }]);
    const z = run(r.state, [{ type: "resolvePending", by: "m", attack: null }]);
    expect(z.state.turn.current).toBe("m");
  });

  it("moving below 0 is refused (GM move; an ally's own Combo movement)", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    refused(s, gmMove("a", -1), "endeavor-below-zero");
    refused(s, gmButton("wound", 0, "a") && { type: "gm", gm: { op: "addButton", kind: "wound", position: 0, owner: null } }, "endeavor-bad-button");
  });
});

describe("reading the buttons on the track", () => {
  const b = (id: string, kind: Button["kind"], position: number, owner: string | null): Button => ({ id, kind, position, owner });

  it("longestRun: consecutive cells of one kind and owner, a cell counted once", () => {
    const buttons = [b("1", "wound", 4, "a"), b("2", "wound", 2, "a"), b("3", "wound", 3, "a"), b("4", "wound", 3, "a"), b("5", "wound", 6, "a"), b("6", "wound", 5, "b"), b("7", "zeal", 5, "a")];
    expect(longestRun(buttons, "wound", "a")).toBe(3);
    expect(longestRun(buttons, "wound", "b")).toBe(1);
    expect(longestRun(buttons, "wound", "c")).toBe(0);
    expect(longestRun([b("1", "scheme", 0, null), b("2", "scheme", 1, null), b("3", "scheme", 3, null), b("4", "scheme", 4, null), b("5", "scheme", 5, null)], "scheme", null)).toBe(3);
    expect(longestRun([b("1", "scheme", 9, null), b("2", "scheme", 8, null)], "scheme", null)).toBe(2);
  });

  it("woundsInARow and schemesInARow read the state's buttons", () => {
    const s = { buttons: [b("1", "wound", 0, "a"), b("2", "wound", 1, "a"), b("3", "scheme", 7, null), b("4", "scheme", 8, null), b("5", "scheme", 9, null)] } as EndeavorState;
    expect([woundsInARow(s, "a"), woundsInARow(s, "b"), schemesInARow(s)]).toEqual([2, 0, 3]);
  });

  it("firstFreeAtOrAbove: the first cell at or above without one of its own; never below 0", () => {
    const buttons = [b("1", "wound", 2, "a"), b("2", "wound", 3, "a"), b("3", "wound", 4, "b")];
    expect(firstFreeAtOrAbove(buttons, "wound", "a", 2)).toBe(4);
    expect(firstFreeAtOrAbove(buttons, "wound", "a", 1)).toBe(1);
    expect(firstFreeAtOrAbove(buttons, "wound", "b", 4)).toBe(5);
    expect(firstFreeAtOrAbove(buttons, "zeal", "a", 2)).toBe(2);
    expect(firstFreeAtOrAbove(buttons, "wound", "a", -3)).toBe(0);
  });

  it("areaAt: the nearest Area Terrain at or below the position, the racer's own", () => {
    const t = (id: string, position: number, owner: string, area?: string[]): Button => ({ id, kind: "terrain", position, owner, ...(area ? { area } : {}) });
    const s = { buttons: [t("1", 2, "r1", ["Hand"]), t("2", 6, "r1", ["Head"]), t("3", 4, "r1"), t("4", 5, "r2", ["Heart"]), { ...t("5", 3, "r1", ["Home"]), kind: "zeal" }] } as EndeavorState;
    expect(areaAt(s, "r1", 1)).toBeNull();
    expect(areaAt(s, "r1", 2)!.id).toBe("1");
    expect(areaAt(s, "r1", 5)!.id).toBe("1");
    expect(areaAt(s, "r1", 6)!.id).toBe("2");
    expect(areaAt(s, "r1", 30)!.id).toBe("2");
    expect(areaAt(s, "r2", 5)!.id).toBe("4");
    expect(areaAt({ buttons: [t("1", 6, "r1", ["Head"]), t("2", 2, "r1", ["Hand"])] } as EndeavorState, "r1", 7)!.id).toBe("1");
  });

  it("hasButton and buttonsOf: kind and owner both count", () => {
    const buttons = [b("1", "recovery", 7, "m"), b("2", "scheme", 3, null)];
    const s = { buttons } as EndeavorState;
    expect([hasButton(s, "recovery", "m"), hasButton(s, "recovery", "n"), hasButton(s, "defeat", "m"), hasButton(s, "scheme", null)]).toEqual([true, false, false, true]);
    expect(buttonsOf(buttons, "scheme", null).map((x) => x.id)).toEqual(["2"]);
  });

  it("each kind's rule: personal or global, how it is activated and what it does", () => {
    expect(Object.fromEntries(Object.entries(BUTTON_RULES).map(([k, r]) => [k, `${r.personal ? "personal" : "global"} ${r.activation} ${r.effect}`]))).toEqual({
      wound: "personal over slow", scheme: "global none none", recovery: "personal over recover", defeat: "personal over defeat",
      terrain: "personal over-up stop", fatigue: "personal end-of-round fatigue-check", zeal: "personal over stop-remove",
      alarm: "global none none", objective: "global none none", escape: "global none none", sanctuary: "global none none",
    });
  });
});
