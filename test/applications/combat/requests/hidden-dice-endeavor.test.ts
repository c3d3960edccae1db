// Hidden Stat Dice in an Endeavor (Humanity, Endeavored, "Using d20s"; issue 30), through the fake Foundry: the GM's
// client reads "Roll d20s" from the actor at the start, the engine throws the Monstrosity's dice as d20s, the relay
// takes d20 faces only for it, and a player's tracker row and Endeavor card never show its die size while the GM's do.
import { beforeEach, describe, expect, it } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { checkThrowFaces } from "../../../../src/applications/combat/requests/endeavor-schema";
import { checkOdds } from "../../../../src/applications/combat/view/turn-odds";
import { asUser, snapshot } from "../../../documents/combat-helpers";
import { g, started, toTurns, warnings, type Started } from "../tracker-helpers";

/** Any die size written out ("d8", "2d6", "d10"), as a player must never read one of the hidden Monstrosity's. */
const DIE_SIZE = /\bd(2|4|6|8|10)\b/;

let w: Started;
beforeEach(async () => {
  document.body.replaceChildren();
  w = await started("v0.0.21.10", async ({ actors }) => {
    await actors.widow.update({ system: { rollD20s: true } });
  });
});

/** Everyone chooses an Action Die (the widow Hurt d8), and everyone before the widow passes: the widow acts. */
async function widowActs() {
  await toTurns(w);
  for (const id of [w.ids.wren, w.ids.oskar, w.ids.mina]) await w.combat.dispatch({ type: "act", by: id, action: { kind: "pass" } });
  expect(w.combat.endeavor!.turn.current).toBe(w.ids.widow);
}
/** The next d20s the engine throws on Foundry's random source (the rules read a face as floor(u × 20) + 1). */
const d20s = (list: number[]) => {
  const q = list.map((f) => (f - 0.5) / 20);
  g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
};
const lastCard = () => g.game.messages.contents.at(-1);
const cardAs = async (user: "gm" | "player") => {
  asUser(user);
  const li = await lastCard().renderHTML();
  document.body.append(li);
  return li as HTMLElement;
};

describe("a hidden Monstrosity in an Endeavor", () => {
  it("carries Roll d20s from its actor, as the GM's client read it at the start", () => {
    expect(w.p(w.ids.widow).rollD20s).toBe(true);
    expect(w.p(w.ids.wren).rollD20s).toBeUndefined();
  });

  it("throws d20s: the card carries d20 rolls (Dice So Nice throws d20s), the GM reads d20 → d8, a player only the d20s and outcome", async () => {
    await widowActs();
    d20s([9, 14]); // d8: 9 → 1 (bump), 14 → 6
    await w.combat.dispatch({ type: "act", by: w.ids.widow, action: { kind: "attack", violent: true, targets: [w.ids.wren] } });
    const message = lastCard();
    const [roll] = message.rolls as any[];
    expect(roll.dice.map((d: any) => [d.faces, d.results.map((r: any) => [r.result, r.count, !!r.exploded])])).toEqual([[20, [[9, 1, true], [14, 6, false]]]]);
    expect(roll.total).toBe(7);
    const gm = await cardAs("gm");
    expect([...gm.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim())).toEqual(["d20 9 → d8 1", "d20 14 → d8 6"]);
    const player = await cardAs("player");
    const check = player.querySelector(".hb-check")!;
    expect(check.textContent!.replace(/\s+/g, " ")).not.toMatch(DIE_SIZE);
    expect([...check.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim())).toEqual(["9", "14"]);
    expect(check.querySelector(".hb-roll-total")).toBeNull();
    expect(check.querySelector(".hb-check-outcome")).not.toBeNull();
  });

  it("a player's tracker shows the widow's Action Die and X but not its size; the GM's shows Hurt d8", async () => {
    await toTurns(w);
    await w.as("player");
    const row = w.row(w.ids.widow).querySelector(".hb-row-head")!.textContent!.replace(/\s+/g, " ");
    expect(row).not.toMatch(DIE_SIZE);
    expect(row).toMatch(/Hurt d20 X 2/);
    // A die of their own is theirs to read.
    expect(w.row(w.ids.wren).querySelector(".hb-row-die")!.textContent).toMatch(/Head d6/);
    await w.as("gm");
    expect(w.row(w.ids.widow).querySelector(".hb-row-die")!.textContent).toMatch(/Hurt d8/);
  });
});

describe("the acting form's odds", () => {
  it("are the converted d8's: a Normal violent Attack fails 40.4% of the time (real d8: 40.8%), and the form says the dice are d20s", async () => {
    await widowActs();
    const state = w.combat.endeavor!;
    const hidden = checkOdds(state, w.ids.widow, "violent", { targets: [w.ids.wren] })!;
    const failure = (odds: typeof hidden) => odds.outcomes.find((o) => o.outcome === "failure")!.percent;
    expect([hidden.caption.dice, failure(hidden)]).toEqual(["d8", "40.4"]);
    expect(hidden.notes.map((n) => n.key)).toContain("HB.Endeavor.Odds.hidden");
    const real = { ...state, participants: state.participants.map((p) => (p.id === w.ids.widow ? { ...p, rollD20s: false } : p)) };
    expect(failure(checkOdds(real, w.ids.widow, "violent", { targets: [w.ids.wren] })!)).toBe("40.8");
  });
});

describe("the relay's throws", () => {
  it("a d20 face is refused for a participant on real dice (a d6 showing 14), taken for the hidden one (read as its d8's 6)", async () => {
    await widowActs();
    const before = snapshot(w.combat);
    const combatId = w.combat.id!;
    // Wren rolls real dice: a 14 in her throws is no face of hers.
    await requestEndeavor({ combatId, op: "command", command: { type: "act", by: w.ids.wren, action: { kind: "advance", roll: [14], throws: [[[14]]] } } });
    expect(warnings().at(-1)).toBe("The GM's client refused a malformed request (at command.action.throws[0][0][0]); nothing was changed.");
    expect(snapshot(w.combat)).toBe(before);
    await requestEndeavor({ combatId, op: "command", command: { type: "act", by: w.ids.widow, action: { kind: "attack", violent: true, targets: [w.ids.wren], roll: [6], throws: [[[14]]] } } });
    const check = w.combat.model!.commands.at(-1) as any;
    expect(check.action).toMatchObject({ roll: [6], throws: [[[14]]] });
    // A 14 that does not read as the roll's total is the engine's refusal.
    expect(() => checkThrowFaces({ type: "triggerDelayed", id: "x", rolls: { a: [5] }, throws: { a: [[[15]]] } }, (id) => id === "a")).not.toThrow();
    expect(() => checkThrowFaces({ type: "triggerDelayed", id: "x", rolls: { b: [5] }, throws: { b: [[[15]]] } }, (id) => id === "a")).toThrow();
    expect(() => checkThrowFaces({ type: "act", by: "a", action: { kind: "commanding", target: "b", stat: "Head", roll: 5, throws: [[15]] } }, (id) => id === "a")).toThrow();
  });
});
