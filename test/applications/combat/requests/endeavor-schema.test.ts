// What an Endeavor request may carry (endeavor-schema.ts): every shape the tracker and the GM's controls send is read
// back exactly as sent — each action, special, GM control, button kind, removal reason, table option and start choice —
// and a hostile console request is refused naming the field, before anyone is authorised or the engine sees it.
import { describe, expect, it } from "vitest";
import { checkThrowFaces, endeavorRequestParser } from "../../../../src/applications/combat/requests/endeavor-schema";
import { RelayRefusal } from "../../../../src/documents/refusal";

const parse = (request: unknown) => endeavorRequestParser(request, "");
/** The field a refusal names ("accepted" when the request is read). */
const refused = (request: unknown): string => {
  try {
    parse(request);
  } catch (err) {
    return err instanceof RelayRefusal && err.key === "HB.Error.badRequest" ? (err.data.field ?? "") : `not a refusal: ${String(err)}`;
  }
  return "accepted";
};

const command = (c: Record<string, unknown>) => ({ combatId: "c1", op: "command", command: c });
const act = (action: Record<string, unknown>) => command({ type: "act", by: "a1", action });
const special = (s: Record<string, unknown> | null) => command({ type: "special", by: "a1", special: s });
const gm = (op: Record<string, unknown>) => command({ type: "gm", gm: op });

/** Every Check choice the acting form sends, each Help use among the helpers. */
const check = {
  roll: [12, 0], imposing: 7, throws: [[[3, 4], [10]]], spark: { stat: "Head", pay: { temporary: [2] } },
  helpers: [
    { by: "b2", pay: { temporary: [1], permanent: [6] }, use: "roll", tactical: true, analytical: { dice: [1, 2, 3, 6] } },
    { by: "c3", pay: {}, use: "x" }, { by: "d4", pay: { permanent: [] }, use: "x-down", tactical: false, analytical: {} },
  ],
  difficulty: "hard", withAptitude: "Fencing", sparkRoll: 19, exceptional: true, aching: false, lessFamous: true, mischievous: "c3", watchedBy: "d4",
};
const attack = {
  kind: "attack", violent: true, targets: ["b2", "c3"], relatedToAptitudes: true, remove: "b2", split: { b2: 3, c3: 0 }, steal: { b2: [4] },
  critical: { b2: "Watch", c3: "Hurt" }, regained: { b2: [5] }, ...check, protectors: { b2: "c3" }, resolved: ["c3"], gained: { b2: [6] }, alarm: "alarm-1",
};
const simple = [
  attack,
  { kind: "attack", violent: false, targets: [] },
  { kind: "advance", ...check },
  { kind: "advance", difficulty: "easy" },
  { kind: "advance", difficulty: "normal" },
  { kind: "protect", target: "b2", pay: { temporary: [3] }, check },
  { kind: "zealous" },
  { kind: "commanding", target: "b2", stat: "Hand", roll: 9, throws: [[1, 2], [20]] },
  { kind: "radiant", aptitude: "Song", ...check },
  { kind: "delayedAttack", violent: false, targets: ["b2"], stat: "Head", aptitude: "Poisons", specialized: true, difficulty: "easy", trigger: "when the bell rings" },
  { kind: "move", direction: "up", escape: true, ...check },
  { kind: "move", direction: "down" },
  { kind: "objective", button: "objective-1", ...check },
  { kind: "hidden", ...check },
  { kind: "search", position: -3 },
  { kind: "search", position: 0 },
  { kind: "scan", direction: "down" },
  { kind: "scan", direction: "up" },
  { kind: "awaken", owners: { "alarm-1": "a1" } },
  { kind: "awaken" },
  { kind: "wound", target: "b2", blessings: [1, 6] },
];
const BUTTON_KINDS = ["wound", "scheme", "recovery", "defeat", "terrain", "fatigue", "zeal", "alarm", "objective", "escape", "sanctuary"];
const REASONS = ["defeat", "maximum", "wounds", "victory", "fatigue", "escaped", "gm"];

/** Every request the tracker, the GM's controls and the start form send. */
const valid: unknown[] = [
  ...simple.map(act),
  act({ kind: "pass" }),
  act({ kind: "cover" }),
  act({ kind: "unique", pay: { permanent: [4, 4] }, actions: [{ kind: "advance" }, { kind: "protect", target: "b2", pay: {} }] }),
  special({ kind: "combo", down: { a1: 2, b2: 0 }, opponents: { m1: 2 }, targets: ["m1"] }),
  special({ kind: "combo" }),
  special({ kind: "declareVictory", target: "m1" }),
  special({ kind: "overcome" }),
  special({ kind: "quickenPace", allies: ["b2", "c3"] }),
  special({ kind: "sweepDefenses", between: ["scheme-1", "scheme-2"] }),
  special({ kind: "engageSentry" }),
  special({ kind: "plotVictory", leader: "b2" }),
  special({ kind: "plotVictory" }),
  special({ kind: "declareVictoryAll" }),
  special(null),
  gm({ op: "move", id: "b2", to: -2 }),
  gm({ op: "move", id: "b2", to: 12 }),
  ...BUTTON_KINDS.map((kind) => gm({ op: "addButton", kind, position: 5, owner: null })),
  gm({ op: "addButton", kind: "alarm", position: -1, owner: "a1", area: ["Head", "Watch"], check: { stat: "Head", difficulty: "normal" } }),
  gm({ op: "removeButton", button: "wound-1" }),
  gm({ op: "endTurn" }),
  gm({ op: "remove", id: "b2" }),
  ...REASONS.map((reason) => gm({ op: "remove", id: "b2", reason })),
  gm({ op: "setOptions", options: { turnTies: "seat", specialCount: "temporary", specialTies: "any", finishLine: 30, victoryPosition: 1, victorySchemes: 1000 } }),
  gm({ op: "setOptions", options: { turnTies: "reverse-seat", specialCount: "all", specialTies: "seat" } }),
  ...["gm", "random", "lastActed"].map((specialTies) => gm({ op: "setOptions", options: { specialTies } })),
  gm({ op: "setOptions", options: {} }),
  gm({ op: "end", winner: null }),
  gm({ op: "end", winner: "a1" }),
  gm({ op: "chooser", id: "b2" }),
  gm({ op: "leader", id: "b2" }),
  command({ type: "chooseActionDie", by: "a1", stat: "Head", blessings: [2, 2] }),
  command({ type: "chooseActionDie", by: "a1", stat: "Watch" }),
  command({ type: "rollPosition", by: "a1", stat: "Hand", spark: { stat: "Head", pay: { permanent: [5] } }, roll: 8, blessings: [3], imposing: 4, throws: [[7]] }),
  command({ type: "rollPosition", by: "a1", stat: "Hand" }),
  command({ type: "skipRound", by: "a1" }),
  command({ type: "reverseTurnOrder", by: "a1" }),
  command({ type: "resolvePending", by: "a1", attack: null }),
  command({ type: "resolvePending", by: "a1", attack }),
  command({ type: "fatigueCheck", by: "a1", roll: [6], throws: [[[6]]] }),
  command({ type: "fatigueCheck", by: "a1" }),
  command({
    type: "triggerDelayed", id: "delayed-1", rolls: { b2: [5, 3] }, throws: { b2: [[[5], [3]]] }, critical: { b2: "Head" },
    steal: { b2: [2] }, regained: { b2: [4] }, difficulty: "normal",
  }),
  command({ type: "triggerDelayed", id: "delayed-1" }),
  command({ type: "kinetic", by: "a1", ally: null }),
  command({ type: "kinetic", by: "a1", ally: "b2", blessings: [4] }),
  command({ type: "recharge", by: "a1", specialization: "Mischievous", pay: { temporary: [1] } }),
  { combatId: "c1", op: "undo" },
  {
    combatId: "c1", op: "start", options: {
      kind: "stealth", edition: "v0.0.18", finishLine: 0, terrain: "marsh",
      land: { alarms: "2, 5", objectives: "7 Head hard", escapes: "9", sanctuaries: "-2" }, watch: 6, leader: "a1",
    },
  },
  { combatId: "c1", op: "start", options: { kind: "monstrous", edition: "v0.0.21.10", finishLine: -30, land: {} } },
  { combatId: "c1", op: "start", options: { kind: "rush", edition: "v0.0.21.10", finishLine: 25.5 } },
  { combatId: "c1", op: "start", options: { kind: "racing", edition: "v0.0.21.10" } },
  { combatId: "c1", op: "offerHelp", by: "b2", offer: null },
  { combatId: "c1", op: "offerHelp", by: "b2", offer: { pay: { temporary: [3] } } },
  ...["roll", "x", "x-down", "analytical"].map((use) => ({ combatId: "c1", op: "offerHelp", by: "b2", offer: { pay: {}, use } })),
  ...["mischievous", "watch", "resolved"].map((kind) => ({ combatId: "c1", op: "offerReaction", by: "b2", kind })),
  { combatId: "c1", op: "offerReaction", by: "b2", kind: "protective", whom: "a1", withdraw: true },
  { combatId: "c1", op: "offerReaction", by: "b2", kind: "protective", withdraw: false },
];

describe("endeavorRequestParser: what the tracker sends", () => {
  it("reads every action, special, GM control, button kind, reason, option and start choice back exactly as sent", () => {
    for (const request of valid) expect(parse(request), JSON.stringify(request)).toEqual(request);
  });

  it("builds fresh objects: an own __proto__ key is an unknown key, not a prototype", () => {
    const hostile = JSON.parse('{"combatId":"c1","op":"command","command":{"type":"skipRound","by":"a1","__proto__":{"isGM":true}}}');
    expect(refused(hostile)).toBe("command.__proto__");
    expect(Object.getPrototypeOf(parse(command({ type: "skipRound", by: "a1" })))).toBe(Object.prototype);
  });
});

describe("endeavorRequestParser: a console request refused, naming the field", () => {
  it.each([
    ["an unknown request", { combatId: "c1", op: "delete" }, "op"],
    ["an unknown command", command({ type: "win", by: "a1" }), "command.type"],
    ["an unknown action", act({ kind: "fly" }), "command.action.kind"],
    ["a special outside the list", special({ kind: "steal" }), "command.special.kind"],
    ["a GM control outside the list", gm({ op: "wipe" }), "command.gm.op"],
    ["a button kind no Endeavor has", gm({ op: "addButton", kind: "treasure", position: 1, owner: null }), "command.gm.kind"],
    ["a removal reason outside the list", gm({ op: "remove", id: "b2", reason: "bored" }), "command.gm.reason"],
    ["a table option outside its list", gm({ op: "setOptions", options: { specialTies: "coin" } }), "command.gm.options.specialTies"],
    ["an unknown table option", gm({ op: "setOptions", options: { cheat: true } }), "command.gm.options.cheat"],
    ["a Stat nobody has", command({ type: "chooseActionDie", by: "a1", stat: "Luck" }), "command.stat"],
    ["a character's Stat written as stored, not as the engine names it", command({ type: "chooseActionDie", by: "a1", stat: "head" }), "command.stat"],
    ["a difficulty the engine does not know", act({ kind: "advance", difficulty: "trivial" }), "command.action.difficulty"],
    ["a Help use outside the list", act({ kind: "advance", helpers: [{ by: "b2", pay: {}, use: "all" }] }), "command.action.helpers[0].use"],
    ["a Blessing of 7", act({ kind: "protect", target: "b2", pay: { temporary: [7] } }), "command.action.pay.temporary[0]"],
    ["an id that is no id", act({ kind: "attack", violent: true, targets: ["b2", "../x"] }), "command.action.targets[1]"],
    ["a direction that is none", act({ kind: "move", direction: "sideways" }), "command.action.direction"],
    ["an unknown key in a Check", act({ kind: "hidden", autoSucceed: true }), "command.action.autoSucceed"],
    ["an extra key on a plain action", act({ kind: "pass", target: "b2" }), "command.action.target"],
    ["an unknown start option", { combatId: "c1", op: "start", options: { kind: "rush", edition: "v0.0.18", godMode: true } }, "options.godMode"],
    ["an Endeavor kind outside the list", { combatId: "c1", op: "start", options: { kind: "duel", edition: "v0.0.18" } }, "options.kind"],
    ["a Watch die of 12", { combatId: "c1", op: "start", options: { kind: "stealth", edition: "v0.0.18", watch: 12 } }, "options.watch"],
    ["an unknown key in the lay of the land", { combatId: "c1", op: "start", options: { kind: "stealth", edition: "v0.0.18", land: { traps: "3" } } }, "options.land.traps"],
    ["a reaction outside the list", { combatId: "c1", op: "offerReaction", by: "b2", kind: "vengeful" }, "kind"],
    ["a Help offer's use outside the list", { combatId: "c1", op: "offerHelp", by: "b2", offer: { pay: {}, use: "x-up" } }, "offer.use"],
    ["Sweep Defenses between one Scheme", special({ kind: "sweepDefenses", between: ["scheme-1"] }), "command.special.between"],
    ["Sweep Defenses between none", special({ kind: "sweepDefenses", between: [] }), "command.special.between"],
    ["Sweep Defenses between three", special({ kind: "sweepDefenses", between: ["s1", "s2", "s3"] }), "command.special.between"],
    ["a Unique Action of one action", act({ kind: "unique", pay: {}, actions: [{ kind: "advance" }] }), "command.action.actions"],
    ["a Unique Action of three actions", act({ kind: "unique", pay: {}, actions: [{ kind: "advance" }, { kind: "zealous" }, { kind: "zealous" }] }), "command.action.actions"],
    ["a Unique Action inside a Unique Action", act({ kind: "unique", pay: {}, actions: [{ kind: "unique", pay: {}, actions: [] }, { kind: "advance" }] }), "command.action.actions[0].kind"],
    ["a pass inside a Unique Action", act({ kind: "unique", pay: {}, actions: [{ kind: "pass" }, { kind: "advance" }] }), "command.action.actions[0].kind"],
    ["more than 50 targets", act({ kind: "attack", violent: true, targets: Array.from({ length: 51 }, (_, i) => `t${i}`) }), "command.action.targets"],
    ["a share for someone who is no id", act({ kind: "attack", violent: true, targets: ["b2"], split: { "b 2": 1 } }), "command.action.split.b 2"],
    ["a Check's choice of the wrong type", act({ kind: "advance", exceptional: "yes" }), "command.action.exceptional"],
    ["a request that is a list", [command({ type: "skipRound", by: "a1" })], "op"],
  ])("%s", (_what, request, field) => {
    expect(refused(request)).toBe(field);
  });
});

describe("checkThrowFaces: a d20 face only for who rolls d20s", () => {
  const d20s = (who: string | null) => who === "m1";
  const field = (c: unknown): string => {
    try {
      checkThrowFaces(c as never, d20s);
    } catch (err) {
      return err instanceof RelayRefusal ? (err.data.field ?? "") : String(err);
    }
    return "accepted";
  };

  it("takes a d10's faces from anyone, a d20's from the one who rolls d20s", () => {
    expect(field({ type: "act", by: "a1", action: { kind: "advance", throws: [[[10, 1]]] } })).toBe("accepted");
    expect(field({ type: "act", by: "m1", action: { kind: "advance", throws: [[[20, 11]]] } })).toBe("accepted");
  });

  it("refuses an 11 in a player's throws, naming the very face", () => {
    expect(field({ type: "act", by: "a1", action: { kind: "advance", throws: [[[3]], [[4, 11]]] } })).toBe("command.action.throws[1][0][1]");
    expect(field({ type: "rollPosition", by: "a1", stat: "Head", throws: [[2], [11]] })).toBe("command.throws[1][0]");
    expect(field({ type: "fatigueCheck", by: "a1", throws: [[[15]]] })).toBe("command.throws[0][0][0]");
  });

  it("reads a Helper's, a Unique Action's and a pending Attack's throws as the command's", () => {
    expect(field({ type: "act", by: "a1", action: { kind: "unique", pay: {}, actions: [{ kind: "advance" }, { kind: "advance", throws: [[[12]]] }] } }))
      .toBe("command.action.actions[1].throws[0][0][0]");
    expect(field({ type: "resolvePending", by: "m1", attack: { kind: "attack", violent: true, targets: ["a1"], throws: [[[18]]] } })).toBe("accepted");
    expect(field({ type: "resolvePending", by: "a1", attack: { kind: "attack", violent: true, targets: ["m1"], throws: [[[18]]] } })).toBe("command.attack.throws[0][0][0]");
  });

  it("Commanding's new position roll is its target's dice; a Delayed Attack's each Defender's", () => {
    expect(field({ type: "act", by: "a1", action: { kind: "commanding", target: "m1", stat: "Head", throws: [[17]] } })).toBe("accepted");
    expect(field({ type: "act", by: "m1", action: { kind: "commanding", target: "a1", stat: "Head", throws: [[17]] } })).toBe("command.action.throws[0][0]");
    // Protect's Check is the protector's, whoever is protected.
    expect(field({ type: "act", by: "a1", action: { kind: "protect", target: "m1", pay: {}, check: { throws: [[[15]]] } } })).toBe("command.action.check.throws[0][0][0]");
    expect(field({ type: "act", by: "m1", action: { kind: "protect", target: "a1", pay: {}, check: { throws: [[[15]]] } } })).toBe("accepted");
    expect(field({ type: "triggerDelayed", id: "d", throws: { m1: [[[19]]], a1: [[[4]]] } })).toBe("accepted");
    expect(field({ type: "triggerDelayed", id: "d", throws: { m1: [[[19]]], a1: [[[4, 13]]] } })).toBe("command.throws.a1[0][0][1]");
  });

  it("a face in a field that is no throw (a total, a Blessing) is not read as a die", () => {
    expect(field({ type: "act", by: "a1", action: { kind: "advance", roll: [15], imposing: 14 } })).toBe("accepted");
    expect(field({ type: "triggerDelayed", id: "d", rolls: { a1: [17] } })).toBe("accepted");
  });
});
