import { it } from "vitest";
import { prepareEndeavorTracker } from "../../src/applications/combat/view/tracker-context";
import { ally, choose, monster, run, setup, pass } from "../rules/endeavor/helpers";
it("probe", () => {
  const s0 = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), ally("b", { name: "Oskar" }), monster("m", "10 (3)", { name: "Widow" }), monster("h", "10 (3)", { name: "Hound" })] }), [choose("a", "Head", [3, 3, 3]), choose("b", "Hand", [1, 1]), choose("m", "Head", [4, 1]), choose("h", "Head", [2, 2])]).state;
  let s = s0;
  while (s.phase === "turns") s = run(s, [pass(s.turn.current!)]).state;
  console.log(s.phase, s.chooser, s.participants.map(p => [p.id, p.temporary]));
  const ctx = prepareEndeavorTracker({ state: s, combatants: s.participants.map(p => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true })), viewer: { isGM: true }, logLength: 0, edition: s.edition });
  if (ctx.started) for (const r of ctx.rows) console.log(r.id, JSON.stringify(r.special));
});
