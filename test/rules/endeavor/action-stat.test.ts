// The Stat each action requires is read from the kinds table (kinds/index.ts) and nowhere else: change an entry and
// the engine allows what the entry now says (the tracker's offers: test/applications/combat/view/kind-table.test.ts).
import { describe, expect, it } from "vitest";
import type { KindAction } from "../../../src/rules/endeavor/kinds";
import { actionAllowed, attacksViolently, statRequirement } from "../../../src/rules/endeavor/action-stat";
import { editActions, requiring, restoreKindsAfterEach } from "./kinds-edit";
import { act, ally, choose, get, monster, refusalOf, refused, run, seededRng, setup } from "./helpers";
import { refusal } from "../refusal";

restoreKindsAfterEach();

// a acts first with the Action Die given (X 2) and temporary Blessings; m (SP 10 (3)) second.
const start = (stat: string) =>
  run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", stat, [1, 2]), choose("m", "Head", [1, 1, 4, 4])]).state;

describe("an action's Stat is the kinds table's", () => {
  it("reads the book's requirements from the table", () => {
    const s = start("Hurt");
    const a = get(s, "a");
    expect(["attack-violent", "attack-non-violent", "advance", "protect", "pass", "unique"].map((id) => statRequirement(s, a, id as KindAction["id"])))
      .toEqual(["hurt-only", "not-hurt", "not-hurt", "any", "any", "any"]);
    expect(["attack-violent", "attack-non-violent", "advance", "protect"].map((id) => actionAllowed(s, a, id as KindAction["id"]))).toEqual([true, false, false, true]);
  });

  it('Advance made "Any Stat" in the table: Advance with Hurt is allowed and moves the ally up', () => {
    refused(start("Hurt"), act("a", { kind: "advance", roll: [9] }), "endeavor-not-hurt");
    editActions("monstrous", "character", requiring("advance", "any"));
    const s = start("Hurt");
    expect(actionAllowed(s, get(s, "a"), "advance")).toBe(true);
    expect(get(run(s, [act("a", { kind: "advance", roll: [9] })]).state, "a").position).toBe(2);
    // Only the entry changed: a Monstrosity's Advance still cannot use Hurt, nor does a Rush ally's.
    expect(statRequirement({ kind: "monstrous" }, { role: "monstrosity" }, "advance")).toBe("not-hurt");
    expect(statRequirement({ kind: "rush" }, { role: "character" }, "advance")).toBe("not-hurt");
  });

  it('a non-violent Attack made "Hurt only": refused with Head, allowed with Hurt', () => {
    editActions("monstrous", "character", requiring("attack-non-violent", "hurt-only"));
    refused(start("Head"), act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9] }), "endeavor-violent-needs-hurt");
    const r = run(start("Hurt"), [act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9], steal: { m: [4, 4] } })], seededRng(1));
    expect([...get(r.state, "a").temporary].sort()).toEqual([1, 2, 4, 4]);
  });

  it("the Action Die is the table's to allow; a Spark partner stays the core rule's (a non-violent Attack does not Spark with Hurt)", () => {
    const head = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", "Head", [3, 3]), choose("m", "Head", [1, 1, 4, 4])]).state;
    const sparked = (stat: string) => act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9], spark: { stat, pay: { temporary: [3, 3] } } });
    refused(head, sparked("Hurt"), "attack-non-violent-hurt");
    expect(get(run(head, [sparked("Hand")], seededRng(2)).state, "a").acted).toBe(true);
    // Whatever the table asks of the Action Die, the Spark is still checked.
    editActions("monstrous", "character", requiring("attack-non-violent", "any"));
    refused(head, sparked("Hurt"), "attack-non-violent-hurt");
  });

  it("an action the role lacks in the table is refused (Protect, Pass, Unique Skill and each Attack alike)", () => {
    editActions("monstrous", "character", (actions) => actions.filter((a) => a.id !== "protect" && a.id !== "pass"));
    const s = start("Hurt");
    refused(s, act("a", { kind: "protect", target: "a", pay: { temporary: [1] } }), "endeavor-action-unavailable");
    refused(s, act("a", { kind: "pass" }), "endeavor-action-unavailable");
    editActions("monstrous", "character", (actions) => actions.filter((a) => a.id !== "attack-violent"));
    refused(start("Hurt"), act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), "endeavor-action-unavailable");
  });
});

describe("the refusal of an action the Action Die does not allow", () => {
  it("names the action refused (the Foundry layer tells the reader which, and what the book marks beside it)", () => {
    const details = (stat: string, action: Parameters<typeof act>[1]) => refusal(() => run(start(stat), [act("a", action)])).details;
    expect(details("Hurt", { kind: "advance", roll: [9] })).toMatchObject({ stat: "Hurt", action: "advance" });
    expect(details("Hurt", { kind: "attack", violent: false, targets: ["m"], roll: [9] })).toMatchObject({ stat: "Hurt", action: "attack-non-violent" });
    expect(details("Head", { kind: "attack", violent: true, targets: ["m"], roll: [9] })).toMatchObject({ stat: "Head", action: "attack-violent" });
  });
});

describe("what the Action Die allows, read by the tracker's offers", () => {
  it("a role the kind lacks has no actions; an action the role lacks is not allowed, even with Hurt", () => {
    const s = start("Hurt");
    expect(statRequirement(s, { role: "eye" }, "search")).toBeNull();
    expect(actionAllowed({ ...s, kind: "racing" }, { role: "monstrosity", actionDie: "Hurt", stats: get(s, "a").stats }, "attack-violent")).toBe(false);
  });

  it("Hurt only: no Action Die yet is not Hurt; the violent Attack is open with Hurt alone", () => {
    const s = start("Hurt");
    const a = get(s, "a");
    expect([attacksViolently(s, a), attacksViolently(s, { ...a, actionDie: "Head" }), attacksViolently(s, { ...a, actionDie: null })]).toEqual([true, false, false]);
  });

  it("hurtStandIn: a Stat balanced with Hurt stands in for it, one of another size does not, nor a Stat one lacks", () => {
    const s = start("Hurt");
    const standIn = { ...s, options: { ...s.options, hurtStandIn: true } };
    const a = get(s, "a");
    expect(actionAllowed(standIn, { ...a, actionDie: "Head" }, "attack-violent")).toBe(true);
    expect(actionAllowed(standIn, { ...a, actionDie: "Heart" }, "attack-violent")).toBe(false);
    expect(actionAllowed(s, { ...a, actionDie: "Head" }, "attack-violent")).toBe(false);
    expect(actionAllowed(standIn, { ...a, actionDie: "Luck", stats: { Head: 6 } }, "attack-violent")).toBe(false);
  });

  it("an action the role lacks is refused naming the participant and the action", () => {
    editActions("monstrous", "character", (actions) => actions.filter((a) => a.id !== "protect"));
    expect(refusalOf(start("Hurt"), act("a", { kind: "protect", target: "a", pay: { temporary: [1] } }))).toEqual({ code: "endeavor-action-unavailable", details: { name: "a", action: "protect" } });
  });
});
