// The command a row's form sends (act-commands.ts), exactly as the GM's client receives it: each action of one's turn
// from its fields (targets, shares, Blessings to steal, Protective and Resolved, Protect's payment, Commanding,
// Radiant, a Delayed Attack), a Unique Skill's two parts, a pending Attack, and a watcher kept only where it applies.
import { describe, expect, it } from "vitest";
import { actCommand, pendingCommand } from "../../../../src/applications/combat/view/act-commands";
import type { RowFields } from "../../../../src/applications/combat/view/row-fields";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

/** Wren (acting first, Action Die Hurt, Vexed on `vexed`), Oskar, Mina against the Grey Widow and the Hound. */
function game(vexed = "hurt"): EndeavorState {
  const s = run(
    setup({
      kind: "monstrous",
      participants: [
        ally("a0", { name: "Wren", traits: { conditions: ["vexed"], affected: { vexed } } }),
        ally("a1", { name: "Oskar" }),
        ally("a2", { name: "Mina" }),
        monster("m0", "10", { name: "Grey Widow" }),
        monster("m1", "12", { name: "Hound" }),
      ],
    }),
    [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", "Hurt", [5, 5, 6]), choose("m1", "Head", [5, 6])],
  ).state;
  expect(s.turn.current).toBe("a0");
  return s;
}

const s = game();
const act = (kind: string, fields: RowFields, by = "a0") => actCommand(s, by, kind, fields);
const action = (kind: string, fields: RowFields, by = "a0") => {
  const c = act(kind, fields, by);
  if (c?.type !== "act") throw new Error("no action");
  return c.action;
};

describe("an action without fields", () => {
  it("Pass, Cover and Zealous are the action alone, whatever else is filled in", () => {
    expect(act("pass", { targets: ["m0"] })).toEqual({ type: "act", by: "a0", action: { kind: "pass" } });
    expect(act("cover", { targets: ["m0"] })).toEqual({ type: "act", by: "a0", action: { kind: "cover" } });
    expect(act("zealous", { targets: ["m0"], spark: "Head" })).toEqual({ type: "act", by: "a0", action: { kind: "zealous" } });
  });
  it("an action no form has is no command", () => {
    expect(act("dance", {})).toBeNull();
    expect(act("", {})).toBeNull();
  });
});

describe("an Attack", () => {
  it("violent: the targets, and the shares of group movement typed beside them (a blank share: 0; none typed: none sent)", () => {
    expect(action("violent", { targets: ["m0", "m1"], split: { m0: "2", m1: "" } })).toEqual({ kind: "attack", violent: true, targets: ["m0", "m1"], split: { m0: 2, m1: 0 } });
    expect(action("violent", { targets: ["m0", "m1"], split: { m0: "x", m1: "1" } })).toEqual({ kind: "attack", violent: true, targets: ["m0", "m1"], split: { m0: 0, m1: 1 } });
    expect(action("violent", { targets: ["m0", "m1"], split: { m0: "", m1: null } })).toEqual({ kind: "attack", violent: true, targets: ["m0", "m1"] });
    // One target takes the whole movement: a share typed is not sent.
    expect(action("violent", { targets: ["m0"], split: { m0: "2" } })).toEqual({ kind: "attack", violent: true, targets: ["m0"] });
    // A share beside someone not chosen is not sent.
    expect(action("violent", { targets: ["m0", "m1"], split: { a1: "3" } })).toEqual({ kind: "attack", violent: true, targets: ["m0", "m1"] });
  });

  it("non-violent: the Blessings ticked under each opponent (none: the engine's largest); no shares", () => {
    expect(action("attack", { targets: ["m0"], steal: { m0: ["5", null, "6"], m1: [null] }, split: { m0: "2" } })).toEqual({
      kind: "attack", violent: false, targets: ["m0"], steal: { m0: [5, 6] },
    });
    expect(action("attack", { targets: ["m0"], steal: { m0: [null] } })).toEqual({ kind: "attack", violent: false, targets: ["m0"] });
    // A violent Attack steals nothing.
    expect(action("violent", { targets: ["m0"], steal: { m0: ["5"] } })).toEqual({ kind: "attack", violent: true, targets: ["m0"] });
  });

  it("a violent Attack carries the Alarm chosen (an Endeavor with an Eye); a non-violent one does not", () => {
    expect(action("violent", { targets: [], alarm: "b3" })).toEqual({ kind: "attack", violent: true, targets: [], alarm: "b3" });
    expect(action("attack", { targets: [], alarm: "b3" })).toEqual({ kind: "attack", violent: false, targets: [] });
  });

  it("carries the Check's options: Spark, Help, the difficulty", () => {
    expect(action("violent", { targets: ["m0"], spark: "Head", sparkPay: "t:3,3", helper: ["a1"], helpPay: { a1: "t:4" }, difficulty: "hard" })).toEqual({
      kind: "attack", violent: true, targets: ["m0"], spark: { stat: "Head", pay: { temporary: [3, 3] } },
      difficulty: "hard", helpers: [{ by: "a1", pay: { temporary: [4] } }],
    });
  });

  it("Protective for a target chosen (one protector each), Resolved for the Defenders, each once; the rest left out", () => {
    const widow = (fields: RowFields) => action("violent", fields, "m0");
    expect(widow({ targets: ["a0", "a2"], protective: ["a0|a1", "a1|a2", "a2"], resolved: ["a1", "a1", "a2", "a0"] })).toEqual({
      kind: "attack", violent: true, targets: ["a0", "a2"], protectors: { a0: "a1" }, resolved: ["a1", "a2"],
    });
    expect(widow({ targets: ["a2"], protective: ["a0|a1"], resolved: ["a0"] })).toEqual({ kind: "attack", violent: true, targets: ["a2"] });
    // Non-violent: nobody protects; Resolved for its targets.
    expect(action("attack", { targets: ["a2"], protective: ["a2|a1"], resolved: ["a2", "a1"] }, "m0")).toEqual({
      kind: "attack", violent: false, targets: ["a2"], resolved: ["a2"],
    });
  });
});

describe("the other actions", () => {
  it("Advance: the Check's options alone", () => {
    expect(action("advance", { targets: ["m0"], spark: "Head", sparkPay: "t:2", split: { m0: "1" } })).toEqual({
      kind: "advance", spark: { stat: "Head", pay: { temporary: [2] } },
    });
  });

  it("Protect: the ally chosen (none: oneself) and the Blessings ticked; Sure-footed adds its Check", () => {
    expect(action("protect", { ally: "a1", protectPay: ["t:2", "p:3"] })).toEqual({ kind: "protect", target: "a1", pay: { temporary: [2], permanent: [3] } });
    expect(action("protect", { ally: "", protectPay: [] })).toEqual({ kind: "protect", target: "a0", pay: {} });
    expect(action("protect", { protectPay: ["t:3"], sureFooted: "1", spark: "Head", sparkPay: "t:2,2" })).toEqual({
      kind: "protect", target: "a0", pay: { temporary: [3] }, check: { spark: { stat: "Head", pay: { temporary: [2, 2] } } },
    });
    expect(action("protect", { protectPay: ["t:3"], sureFooted: "0", spark: "Head" })).toEqual({ kind: "protect", target: "a0", pay: { temporary: [3] } });
  });

  it("Commanding: the ally and the Stat chosen together", () => {
    expect(action("commanding", { command: "a1|Hand" })).toEqual({ kind: "commanding", target: "a1", stat: "Hand" });
    expect(action("commanding", {})).toEqual({ kind: "commanding", target: "", stat: "" });
  });

  it("Radiant: the Aptitude lent, with the Check's options", () => {
    expect(action("radiant", { radiantAptitude: "Brawling", spark: "Head" })).toEqual({ kind: "radiant", aptitude: "Brawling", spark: { stat: "Head", pay: {} } });
  });

  it("a Delayed Attack: violent or not, the targets, the Stat, the related Aptitude (and whether by its Specialization), the trigger", () => {
    expect(action("delayedAttack", { violentDelayed: "1", targets: ["m0"], delayedStat: "Hurt", delayedAptitude: "s:Brawling", delayedTrigger: "  when she moves  " })).toEqual({
      kind: "delayedAttack", violent: true, targets: ["m0"], stat: "Hurt", aptitude: "Brawling", specialized: true, trigger: "when she moves",
    });
    expect(action("delayedAttack", { targets: ["m0", "m1"], delayedAptitude: "a:Brawling", delayedTrigger: "x" })).toEqual({
      kind: "delayedAttack", violent: false, targets: ["m0", "m1"], aptitude: "Brawling", trigger: "x",
    });
    expect(action("delayedAttack", { violentDelayed: "0", delayedAptitude: "a:", delayedStat: "" })).toEqual({ kind: "delayedAttack", violent: false, targets: [], trigger: "" });
  });
});

describe("a Unique Skill: two actions combined", () => {
  const unique = (fields: RowFields) => action("unique", { uniquePay: "t:2,2", spark: "Head", ...fields });

  it("the Check's options go with the first Attack or Advance, whichever comes first", () => {
    expect(unique({ unique1: "zealous", unique2: "advance" })).toEqual({
      kind: "unique", pay: { temporary: [2, 2] }, actions: [{ kind: "zealous" }, { kind: "advance", spark: { stat: "Head", pay: {} } }],
    });
    expect(unique({ unique1: "advance", unique2: "violent", targets: ["m0"] })).toEqual({
      kind: "unique", pay: { temporary: [2, 2] }, actions: [{ kind: "advance", spark: { stat: "Head", pay: {} } }, { kind: "attack", violent: true, targets: ["m0"] }],
    });
    expect(unique({ unique1: "protect", unique2: "attack", targets: ["m0"] })).toEqual({
      kind: "unique", pay: { temporary: [2, 2] },
      actions: [{ kind: "protect", target: "a0", pay: {} }, { kind: "attack", violent: false, targets: ["m0"], spark: { stat: "Head", pay: {} } }],
    });
  });

  it("the part that makes no Check takes none of it: no shares, Blessings to steal or Alarm", () => {
    const fields = { targets: ["m0", "m1"], split: { m0: "1", m1: "1" }, steal: { m0: ["5"] }, alarm: "b3", spark: "Head" };
    expect(action("unique", { ...fields, unique1: "advance", unique2: "violent" })).toEqual({
      kind: "unique", pay: {}, actions: [{ kind: "advance", spark: { stat: "Head", pay: {} } }, { kind: "attack", violent: true, targets: ["m0", "m1"] }],
    });
    expect(action("unique", { ...fields, unique1: "advance", unique2: "attack" })).toEqual({
      kind: "unique", pay: {}, actions: [{ kind: "advance", spark: { stat: "Head", pay: {} } }, { kind: "attack", violent: false, targets: ["m0", "m1"] }],
    });
    // A violent Attack second makes the Check when the first makes none.
    expect(action("unique", { ...fields, unique1: "protect", unique2: "violent" })).toEqual({
      kind: "unique", pay: {},
      actions: [{ kind: "protect", target: "a0", pay: {} }, { kind: "attack", violent: true, targets: ["m0", "m1"], split: { m0: 1, m1: 1 }, alarm: "b3", spark: { stat: "Head", pay: {} } }],
    });
  });

  it("with neither, a Sure-footed Protect's Check takes them; a Protect that is not Sure-footed, nothing", () => {
    expect(unique({ unique1: "zealous", unique2: "protect", sureFooted: "1" })).toEqual({
      kind: "unique", pay: { temporary: [2, 2] },
      actions: [{ kind: "zealous" }, { kind: "protect", target: "a0", pay: {}, check: { spark: { stat: "Head", pay: {} } } }],
    });
    expect(unique({ unique1: "protect", unique2: "commanding", command: "a1|Hand" })).toEqual({
      kind: "unique", pay: { temporary: [2, 2] }, actions: [{ kind: "protect", target: "a0", pay: {} }, { kind: "commanding", target: "a1", stat: "Hand" }],
    });
  });

  it("an Attack's Protective and Resolved go with its violent part first, else its non-violent one", () => {
    const fields = { targets: ["a2"], protective: ["a2|a1"], resolved: ["a1", "a2"] };
    expect(action("unique", { ...fields, unique1: "attack", unique2: "violent" }, "m0")).toEqual({
      kind: "unique", pay: {},
      actions: [{ kind: "attack", violent: false, targets: ["a2"] }, { kind: "attack", violent: true, targets: ["a2"], protectors: { a2: "a1" }, resolved: ["a1"] }],
    });
    expect(action("unique", { ...fields, unique1: "violent", unique2: "attack" }, "m0")).toEqual({
      kind: "unique", pay: {},
      actions: [{ kind: "attack", violent: true, targets: ["a2"], protectors: { a2: "a1" }, resolved: ["a1"] }, { kind: "attack", violent: false, targets: ["a2"] }],
    });
    expect(action("unique", { ...fields, unique1: "advance", unique2: "attack" }, "m0")).toEqual({
      kind: "unique", pay: {}, actions: [{ kind: "advance" }, { kind: "attack", violent: false, targets: ["a2"], resolved: ["a2"] }],
    });
  });

  it("either part missing or unknown: no command", () => {
    expect(act("unique", { unique1: "advance" })).toBeNull();
    expect(act("unique", { unique2: "advance" })).toBeNull();
    expect(act("unique", { unique1: "advance", unique2: "dance" })).toBeNull();
  });
});

describe("a watcher offered on the Check", () => {
  it("goes with it only when the Check uses the Stat the actor is Vexed on (the Action Die, or the Stat Sparking it)", () => {
    expect(action("advance", { watchedBy: "a2" })).toEqual({ kind: "advance", watchedBy: "a2" });
    const history = game("history");
    expect(actCommand(history, "a0", "advance", { watchedBy: "a2" })).toEqual({ type: "act", by: "a0", action: { kind: "advance" } });
    const head = game("head");
    expect(actCommand(head, "a0", "advance", { watchedBy: "a2" })).toEqual({ type: "act", by: "a0", action: { kind: "advance" } });
    expect(actCommand(head, "a0", "advance", { watchedBy: "a2", spark: "Head" })).toEqual({
      type: "act", by: "a0", action: { kind: "advance", watchedBy: "a2", spark: { stat: "Head", pay: {} } },
    });
  });
  it("someone not in the Endeavor has no watcher; a Check without one is left as it is", () => {
    expect(actCommand(s, "gone", "advance", { watchedBy: "a2" })).toEqual({ type: "act", by: "gone", action: { kind: "advance" } });
    expect(action("advance", { mischievous: "a1" })).toEqual({ kind: "advance", mischievous: "a1" });
  });
  it("each part of a Unique Skill is judged", () => {
    expect(action("unique", { unique1: "advance", unique2: "zealous", watchedBy: "a2" })).toEqual({
      kind: "unique", pay: {}, actions: [{ kind: "advance", watchedBy: "a2" }, { kind: "zealous" }],
    });
    expect(actCommand(game("history"), "a0", "unique", { unique1: "advance", unique2: "zealous", watchedBy: "a2" })).toEqual({
      type: "act", by: "a0", action: { kind: "unique", pay: {}, actions: [{ kind: "advance" }, { kind: "zealous" }] },
    });
  });
});

describe("a pending Attack (Revenge, Unrelenting, Zeal)", () => {
  it("resolved as an Attack on one's turn, with its Check and reactions; or declined", () => {
    expect(pendingCommand(s, "m0", "violent", { targets: ["a2"], protective: ["a2|a1"], spark: "Head", split: { a2: "1" } })).toEqual({
      type: "resolvePending", by: "m0", attack: { kind: "attack", violent: true, targets: ["a2"], protectors: { a2: "a1" }, spark: { stat: "Head", pay: {} } },
    });
    expect(pendingCommand(s, "m0", "attack", { targets: ["a2"], steal: { a2: ["4"] } })).toEqual({
      type: "resolvePending", by: "m0", attack: { kind: "attack", violent: false, targets: ["a2"], steal: { a2: [4] } },
    });
    expect(pendingCommand(s, "m0", "decline", { targets: ["a2"] })).toEqual({ type: "resolvePending", by: "m0", attack: null });
  });
  it("anything else is no command", () => {
    expect(pendingCommand(s, "m0", "advance", {})).toBeNull();
    expect(pendingCommand(s, "m0", "", {})).toBeNull();
  });
  it("keeps a watcher only where it applies", () => {
    expect(pendingCommand(s, "a0", "violent", { targets: ["m0"], watchedBy: "a2" })).toEqual({
      type: "resolvePending", by: "a0", attack: { kind: "attack", violent: true, targets: ["m0"], watchedBy: "a2" },
    });
    expect(pendingCommand(game("history"), "a0", "violent", { targets: ["m0"], watchedBy: "a2" })).toEqual({
      type: "resolvePending", by: "a0", attack: { kind: "attack", violent: true, targets: ["m0"] },
    });
  });
});
