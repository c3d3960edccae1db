// Rush's own view, from the engine's state (pure contexts, and the tracker rendered with real Handlebars): the charge
// leader on the board (marker, legend, close to foiled), the rows' tags, and Plot Victory's form and command.
import { describe, expect, it } from "vitest";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { kindView } from "../../../../src/applications/combat/view/kinds/index";
import { specialCommand } from "../../../../src/applications/combat/view/special-commands";
import { template } from "../../../../src/applications/shared/templates";
import { ENDEAVOR_KINDS } from "../../../../src/rules/endeavor/kinds";
import type { EndeavorState, Participant } from "../../../../src/rules/endeavor";
import { restoreKindsAfterEach } from "../../../rules/endeavor/kinds-edit";
import { ally, choose, monster, pass, run, setup } from "../../../rules/endeavor/helpers";

const saved = restoreKindsAfterEach();
const render = (path: string, context: object) => foundry.applications.handlebars.renderTemplate(template(path), context as never);

/** Allies a and b (b leading), Monstrosity m at the top: their Action Dice chosen, b's turn first. */
function rush(): EndeavorState {
  return run(setup({ kind: "rush", leader: "b", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m", "10 (3)", { name: "Grey Widow" })] }), [
    choose("a", "Hurt", [1, 2]), choose("b", "Head", [1, 2]), choose("m", "Head", [1, 1, 4, 4]),
  ]).state;
}
const edit = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});
const held = (n: number) => Array.from({ length: n }, () => 1);

const board = (s: EndeavorState) => {
  const b = prepareTrackBoard(s, { isGM: true });
  if (!b.started) throw new Error("not started");
  return b;
};
const markers = (s: EndeavorState) => board(s).cells.flatMap((c) => c.markers.map((m) => `${m.id}:${m.css}`)).sort();
const tracker = (s: EndeavorState) => {
  const ctx = prepareEndeavorTracker({ state: s, combatants: s.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true })), viewer: { isGM: true }, logLength: 0, edition: s.edition });
  if (!ctx.started) throw new Error("not started");
  return ctx;
};

describe("the charge leader on the board", () => {
  it("only the leader's marker is drawn as the leader's, wherever the leader stands in the table", () => {
    expect(markers(edit(rush(), "m", { temporary: held(1) }))).toEqual(["a:allies", "b:allies leader current", "m:monstrosities"]);
  });

  it("the leader (not the first ally) is close to foiled when a Monstrosity holds as many Blessings, not fewer", () => {
    const s = rush();
    expect(board(edit(s, "m", { temporary: held(1) })).dangers).toEqual([]);
    expect(board(edit(s, "m", { temporary: held(2) })).dangers).toEqual([{ key: "HB.Endeavor.Danger.leader", name: "Bo", count: 2 }]);
    // Ada holds fewer than Grey Widow's two: were she the one counted, nothing would change; Bo's three are more.
    expect(board(edit(edit(s, "m", { temporary: held(2) }), "b", { temporary: held(3) })).dangers).toEqual([]);
  });

  it("with no Monstrosity on the track the leader is never in danger, even holding no Blessing", () => {
    const s = edit(edit(rush(), "m", { removed: { round: 1, reason: "gm", by: null } }), "b", { temporary: [] });
    expect(board(s).dangers).toEqual([]);
    expect(board(edit(s, "b", { temporary: held(1) })).dangers).toEqual([]);
  });

  it("no leader elected: no danger line and no leader's marker", () => {
    const s = { ...edit(rush(), "m", { temporary: held(4) }), leader: null };
    expect(board(s).dangers).toEqual([]);
    expect(markers(s)).toEqual(["a:allies", "b:allies current", "m:monstrosities"]);
  });

  it("the danger follows the kinds table: without the leader's danger there, none is drawn", () => {
    const s = edit(rush(), "m", { temporary: held(2) });
    ENDEAVOR_KINDS.rush = { ...saved.rush, board: { ...saved.rush.board, dangers: saved.rush.board.dangers.filter((d) => d !== "leader") } };
    expect(board(s).dangers).toEqual([]);
  });
});

describe("the rows and Plot Victory", () => {
  /** The special phase: every turn passed, Grey Widow (holding the most) chooses. */
  const special = (s: EndeavorState) => {
    let state = s;
    while (state.phase === "turns") state = run(state, [pass(state.turn.current!)]).state;
    return state;
  };

  it("the leader's row is tagged, a foiled ally's too; Plot Victory offers the others and counts its Schemes", async () => {
    const s = { ...special(rush()), foiled: ["a"] };
    const ctx = tracker(s);
    expect(ctx.rows.map((r) => [r.id, r.leader, r.foiled])).toEqual([["a", false, true], ["b", true, false], ["m", false, false]]);
    const el = Object.assign(document.createElement("div"), { innerHTML: await render("combat/tracker.hbs", { endeavor: ctx }) });
    const row = (id: string) => el.querySelector(`li[data-combatant-id="${id}"]`)!;
    expect(row("b").textContent).toContain("Charge leader");
    expect(row("a").textContent).toContain("Foiled");
    expect(row("m").querySelector(".hb-plot-schemes")!.textContent).toBe("Adds 0 Scheme button(s): 0 Recovery button(s) activated by your side.");
    expect(row("m").textContent).toContain("Bo is foiled and can never lead again");
  });

  it("a row from a state without a foiled list reads as none foiled", () => {
    const { foiled: _, ...s } = rush();
    expect(tracker(s as EndeavorState).rows.map((r) => r.foiled)).toEqual([false, false, false]);
  });

  it("Plot Victory counts one Scheme per Recovery button the side has activated", async () => {
    const s = edit(special(rush()), "m", { recoveries: 2 });
    const el = Object.assign(document.createElement("div"), { innerHTML: await render("combat/tracker.hbs", { endeavor: tracker(s) }) });
    expect(el.querySelector('li[data-combatant-id="m"] .hb-plot-schemes')!.textContent).toBe("Adds 2 Scheme button(s): 2 Recovery button(s) activated by your side.");
  });

  it("the Schemes are not counted when the engine would refuse the special action now", () => {
    const s = rush();
    const form = kindView("rush").specials!(s, s.participants[2]!, ["plotVictory"]) as { plot: { schemes: number | null } };
    expect(form.plot.schemes).toBeNull();
  });

  it("reads the next leader chosen into the command; blank: the next ally clockwise", () => {
    expect(specialCommand("m", "plotVictory", { plotLeader: "a" }, "monstrosity")).toEqual({ type: "special", by: "m", special: { kind: "plotVictory", leader: "a" } });
    expect(specialCommand("m", "plotVictory", { plotLeader: "" }, "monstrosity")).toEqual({ type: "special", by: "m", special: { kind: "plotVictory" } });
    expect(specialCommand("m", "constructor", {}, "monstrosity")).toBeNull();
  });
});
