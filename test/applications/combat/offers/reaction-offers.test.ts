// Others' say on a Check offered in advance from the reactor's own row (reaction-offers.ts): what the rules let each
// offer, when an offer lapses, and what a command names.
import { describe, expect, it } from "vitest";
import {
  leftOut, liveReactions, reactionOffered, restoreReactions, settleReactions, reactionsInCommand, reactionsOpen, type ReactionOffer,
} from "../../../../src/applications/combat/offers/reaction-offers";
import { actCommand } from "../../../../src/applications/combat/view/act-commands";
import { prepareEndeavorTracker, type TrackerCombatant } from "../../../../src/applications/combat/view/tracker-context";
import type { Command, EndeavorState } from "../../../../src/rules/endeavor";
import { act, ally, choose, get, monster, pass, run, setup } from "../../../rules/endeavor/helpers";

/** Wren (acting first, Action Die Hurt d6, Vexed on `vexed`), Oskar (Mischievous, Protective, Analytical), Mina, and the
 *  Grey Widow (Resolved, Mischievous; Action Die `widowDie`). */
function game(vexed = "hurt", widowDie = "Hurt", mina: string[] = []): EndeavorState {
  const s = setup({
    kind: "monstrous",
    participants: [
      ally("a0", { name: "Wren", traits: { conditions: ["vexed"], affected: { vexed } } }),
      ally("a1", { name: "Oskar", specializations: ["Mischievous", "Protective", "Analytical"] }),
      ally("a2", { name: "Mina", specializations: mina as never }),
      monster("m0", "10 (3)", { name: "Grey Widow", specializations: ["Resolved", "Mischievous"] }),
    ],
  });
  const state = run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", widowDie, [5, 5, 6])]).state;
  expect(state.turn.current).toBe("a0");
  return state;
}
const kinds = (s: EndeavorState, by: string, actor: string) => reactionsOpen(s, get(s, by), get(s, actor)).map((r) => r.kind);
/** Everyone passes until it is `id`'s turn. */
function turnOf(s: EndeavorState, id: string): EndeavorState {
  while (s.turn.current !== id) s = run(s, [pass(s.turn.current!)]).state;
  return s;
}

describe("what a reactor may offer on someone's coming Check", () => {
  it("Mischievous when charged, on anyone's Check but their own; Resolved only against an opponent's Attack", () => {
    const s = game("history");
    expect(kinds(s, "a1", "a0")).toEqual(["mischievous"]);
    expect(kinds(s, "m0", "a0")).toEqual(["mischievous", "resolved"]);
    expect(kinds(s, "a2", "a0")).toEqual([]);
    expect(kinds(s, "a0", "a0")).toEqual([]);
    // Used and awaiting its recharge (⑤): no longer offered.
    const used = { ...s, participants: s.participants.map((p) => (p.id === "a1" ? { ...p, needsRecharge: ["Mischievous"] } : p)) } as EndeavorState;
    expect(kinds(used, "a1", "a0")).toEqual([]);
  });

  it("watching only when the actor's Vexed is on a Stat their Check could use: the Action Die or a Stat that may Spark it", () => {
    expect(kinds(game("hurt"), "a2", "a0")).toEqual(["watch"]);
    expect(kinds(game("head"), "a2", "a0")).toEqual(["watch"]); // Head d6 is balanced with Hurt d6: it may Spark
    expect(kinds(game("history"), "a2", "a0")).toEqual([]); // History d4 is neither
  });

  it("Protective for the allies the actor could violently Attack, and only when their Action Die allows a violent Attack", () => {
    const violent = turnOf(game("history", "Hurt"), "m0");
    const open = reactionsOpen(violent, get(violent, "a1"), get(violent, "m0"));
    expect(open.map((r) => [r.kind, r.whom.map((w) => w.id)])).toEqual([["mischievous", []], ["protective", ["a0", "a2"]]]);
    const headOnly = turnOf(game("history", "Head"), "m0");
    expect(kinds(headOnly, "a1", "m0")).toEqual(["mischievous"]);
  });
});

describe("standing reaction offers", () => {
  const offer = (o: Partial<ReactionOffer>): ReactionOffer => ({ by: "a1", to: "a0", round: 1, kind: "mischievous", whom: "", ...o });

  it("lapse with their turn, their round, and once the Specialization is used (awaiting its recharge)", () => {
    const s = game();
    const offers = [offer({}), offer({ by: "a2", kind: "watch" }), offer({ by: "m0", kind: "resolved" })];
    expect(liveReactions(offers, s)).toEqual(offers);
    expect(liveReactions([offer({ round: 0 })], s)).toEqual([]);
    expect(liveReactions([offer({ kind: "resolved" })], s)).toEqual([]); // Oskar has no Resolved
    const next = run(s, [pass("a0")]).state;
    expect(liveReactions(offers, next)).toEqual([]);
    // Wren's Check succeeds and Oskar distracts it: Mischievous is used, the offer goes with it.
    const r = run(s, [act("a0", { kind: "attack", violent: true, targets: ["m0"], roll: [12], mischievous: "a1" })]);
    expect(get(r.state, "a1").needsRecharge).toContain("Mischievous");
    expect(liveReactions([offer({ round: r.state.round })], { ...r.state, turn: { ...r.state.turn, current: "a0" } })).toEqual([]);
  });

  it("after a command, those no longer standing are kept marked by it (for undo), those of older rounds dropped", () => {
    const s = game();
    const standing = offer({});
    const old = offer({ by: "a2", kind: "watch", round: s.round - 1, used: 3 });
    const older = offer({ by: "m0", kind: "resolved", round: s.round - 2, used: 1 });
    const next = run(s, [pass("a0")]).state;
    const settled = settleReactions([standing, old, older], next, 7);
    expect(settled).toEqual([{ ...standing, used: 7 }, old]);
    expect(settleReactions([standing], s, 7)).toEqual([standing]); // still standing: untouched
    // Undoing command 7 (the log back to 6) stands it again; an offer used before stays used.
    expect(restoreReactions(settled, 6)).toEqual([{ ...standing, used: null }, old]);
    expect(liveReactions(restoreReactions(settled, 6), s)).toEqual([{ ...standing, used: null }]);
  });

  it("a Protective offer stands only for the ally it names, while the Attacker can still Attack them violently", () => {
    const s = turnOf(game("history"), "m0");
    const mine = offer({ to: "m0", round: s.round, kind: "protective", whom: "a2" });
    expect(liveReactions([mine], s)).toEqual([mine]);
    expect(liveReactions([{ ...mine, whom: "a1" }], s)).toEqual([]); // not themselves
    expect(reactionOffered([mine], s, "m0", { kind: "protective", by: "a1", whom: "a2" })).toBe(true);
    expect(reactionOffered([mine], s, "m0", { kind: "protective", by: "a1", whom: "a0" })).toBe(false);
  });
});

describe("the reactions a command names", () => {
  it("finds them in an action's Check, each part of a Unique Skill and a pending Attack", () => {
    const unique: Command = {
      type: "act", by: "a0", action: {
        kind: "unique", pay: {}, actions: [
          { kind: "advance", mischievous: "m0", watchedBy: "a2" },
          { kind: "attack", violent: true, targets: ["m0"], resolved: ["m0"] },
        ],
      },
    };
    expect(reactionsInCommand(unique)).toEqual([
      { kind: "mischievous", by: "m0", whom: "" }, { kind: "watch", by: "a2", whom: "" }, { kind: "resolved", by: "m0", whom: "" },
    ]);
    const pending: Command = { type: "resolvePending", by: "m0", attack: { kind: "attack", violent: true, targets: ["a0"], protectors: { a0: "a1" } } };
    expect(reactionsInCommand(pending)).toEqual([{ kind: "protective", by: "a1", whom: "a0" }]);
  });

  it("the acting form sends Resolved and Protective only where the targets chosen match, Mischievous and the watcher with any Check", () => {
    const s = game();
    const fields = { targets: ["m0"], mischievous: "m0", watchedBy: "a2", resolved: ["m0", "a2"], protective: ["a0|a1"] };
    expect(actCommand(s, "a0", "violent", fields)).toEqual({
      type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], mischievous: "m0", watchedBy: "a2", resolved: ["m0"] },
    });
    // A Monstrosity's violent Attack on Wren: Oskar Defends in her place, so Resolved would be his, not hers.
    const widow = { targets: ["a0"], protective: ["a0|a1", "a2|a1"], resolved: ["a0", "a1"] };
    expect(actCommand(s, "m0", "violent", widow)).toMatchObject({ action: { protectors: { a0: "a1" }, resolved: ["a1"] } });
    // Non-violent: no Protective; Advance: neither.
    expect(actCommand(s, "m0", "attack", widow)).toMatchObject({ action: { resolved: ["a0"] } });
    expect(actCommand(s, "m0", "attack", widow)).not.toHaveProperty("action.protectors");
    expect(actCommand(s, "a0", "advance", fields)).toEqual({ type: "act", by: "a0", action: { kind: "advance", mischievous: "m0", watchedBy: "a2" } });
  });
});

describe("what a player's command may not leave out", () => {
  const offer = (o: Partial<ReactionOffer>): ReactionOffer => ({ by: "a1", to: "a0", round: 1, kind: "mischievous", whom: "", ...o });

  it("an offered Mischievous or watcher goes with the action's Check; any one of each kind will do", () => {
    const s = game("hurt");
    const advance = (extra: object): Command => ({ type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], ...extra } });
    const offers = [offer({}), offer({ by: "a2", kind: "watch" })];
    expect(leftOut(advance({}), offers, s)).toEqual(offers[0]);
    expect(leftOut(advance({ mischievous: "a1" }), offers, s)).toEqual(offers[1]);
    expect(leftOut(advance({ mischievous: "m0", watchedBy: "a2" }), offers, s)).toBeNull();
    expect(leftOut({ type: "act", by: "a0", action: { kind: "pass" } }, offers, s)).toBeNull(); // no Check
    expect(leftOut(advance({}), [offer({ to: "a2" })], s)).toBeNull(); // someone else's Check
  });

  it("a watcher only when the Check uses the affected Stat: the Spark chosen decides it, and the form drops it otherwise", () => {
    const s = game("head"); // Vexed on Head: Head d6 may Spark Wren's Hurt d6
    const watch = [offer({ by: "a2", kind: "watch" })];
    const attack = (extra: object): Command => ({ type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], ...extra } });
    expect(leftOut(attack({}), watch, s)).toBeNull();
    expect(leftOut(attack({ spark: { stat: "Head", pay: {} } }), watch, s)).toEqual(watch[0]);
    expect(actCommand(s, "a0", "violent", { targets: ["m0"], watchedBy: "a2" })).not.toHaveProperty("action.watchedBy");
    expect(actCommand(s, "a0", "violent", { targets: ["m0"], watchedBy: "a2", spark: "Head" })).toHaveProperty("action.watchedBy", "a2");
  });

  it("Protective when a violent Attack targets whom they protect; Resolved when they Defend it", () => {
    const s = turnOf(game("history"), "m0");
    const attack = (extra: object, violent = true): Command => ({ type: "act", by: "m0", action: { kind: "attack", violent, targets: ["a0"], ...extra } });
    const protective = offer({ to: "m0", kind: "protective", whom: "a0" });
    expect(leftOut(attack({}), [protective], s)).toEqual(protective);
    expect(leftOut(attack({ protectors: { a0: "a1" } }), [protective], s)).toBeNull();
    expect(leftOut(attack({}, false), [protective], s)).toBeNull();
    expect(leftOut({ ...attack({}), action: { kind: "attack", violent: true, targets: ["a2"] } } as Command, [protective], s)).toBeNull();
    const resolved = offer({ by: "a0", to: "m0", kind: "resolved" });
    expect(leftOut(attack({}), [resolved], s)).toEqual(resolved);
    expect(leftOut(attack({ resolved: ["a0"] }), [resolved], s)).toBeNull();
    expect(leftOut(attack({ protectors: { a0: "a1" } }), [resolved], s)).toBeNull(); // Oskar Defends in her place
  });
});

describe("what a player's command may not leave out, beyond one action's Check", () => {
  const offer = (o: Partial<ReactionOffer>): ReactionOffer => ({ by: "a1", to: "a0", round: 1, kind: "mischievous", whom: "", ...o });
  const act = (action: object): Command => ({ type: "act", by: "a0", action } as Command);
  const pay = { temporary: [3, 3] };

  it("a Unique Skill: Mischievous on either part's Check; none when neither part makes one", () => {
    const s = game("history");
    const mischievous = [offer({})];
    const unique = (first: object, second: object) => act({ kind: "unique", pay, actions: [first, second] });
    expect(leftOut(unique({ kind: "zealous" }, { kind: "advance" }), mischievous, s)).toEqual(mischievous[0]);
    expect(leftOut(unique({ kind: "zealous" }, { kind: "advance", mischievous: "a1" }), mischievous, s)).toBeNull();
    expect(leftOut(unique({ kind: "advance", mischievous: "a1" }, { kind: "advance" }), mischievous, s)).toBeNull();
    expect(leftOut(unique({ kind: "zealous" }, { kind: "commanding", target: "a2", stat: "Head" }), mischievous, s)).toBeNull();
  });

  it("a Unique Skill's violent Attack keeps an offered Protective even when its Check options went with the other part", () => {
    const s = turnOf(game("history"), "m0");
    const protective = [offer({ to: "m0", kind: "protective", whom: "a0" })];
    const unique = (attack: object): Command => ({ type: "act", by: "m0", action: { kind: "unique", pay, actions: [{ kind: "advance" }, { kind: "attack", violent: true, targets: ["a0"], ...attack }] } } as Command);
    expect(leftOut(unique({}), protective, s)).toEqual(protective[0]);
    expect(leftOut(unique({ protectors: { a0: "a1" } }), protective, s)).toBeNull();
    // The form puts the Check's choices on the Advance and the offered Protective on the Attack.
    const fields = { unique1: "advance", unique2: "violent", targets: ["m0"], protective: ["a0|a1"], mischievous: "a1" };
    const sent = actCommand(s, "m0", "unique", { ...fields, targets: ["a0"] }) as Extract<Command, { type: "act" }>;
    expect(sent.action).toMatchObject({ kind: "unique", actions: [{ kind: "advance", mischievous: "a1" }, { kind: "attack", violent: true, targets: ["a0"], protectors: { a0: "a1" } }] });
    expect(leftOut(sent, [...protective, offer({ to: "m0" })], s)).toBeNull();
  });

  it("a Sure-footed Protect's Check and Radiant's (default edition) take an offered Mischievous; v0.0.18's Radiant makes no Check", () => {
    const s = game("history");
    const mischievous = [offer({})];
    expect(leftOut(act({ kind: "protect", target: "a0", pay: { temporary: [2] } }), mischievous, s)).toBeNull(); // no Check asked for
    expect(leftOut(act({ kind: "protect", target: "a0", pay: { temporary: [2] }, check: {} }), mischievous, s)).toEqual(mischievous[0]);
    expect(leftOut(act({ kind: "protect", target: "a0", pay: { temporary: [2] }, check: { mischievous: "a1" } }), mischievous, s)).toBeNull();
    expect(leftOut(act({ kind: "radiant", aptitude: "Sailing" }), mischievous, s)).toEqual(mischievous[0]);
    expect(leftOut(act({ kind: "radiant", aptitude: "Sailing" }), mischievous, { ...s, edition: "v0.0.18" })).toBeNull();
  });

  it("a Sure-footed Protect in a Unique Skill with no Attack or Advance takes the form's Check options", () => {
    const s = game("history");
    const sent = actCommand(s, "a0", "unique", { unique1: "zealous", unique2: "protect", sureFooted: "1", protectPay: ["t:2"], mischievous: "a1" });
    expect(sent).toMatchObject({ action: { actions: [{ kind: "zealous" }, { kind: "protect", check: { mischievous: "a1" } }] } });
    expect(leftOut(sent!, [offer({})], s)).toBeNull();
  });
});

describe("the tracker's rows", () => {
  /** Wren is player 1's, Oskar player 2's, Mina and the Widow the GM's. */
  const combatants = (viewer: "p1" | "p2" | "gm"): TrackerCombatant[] => [
    { id: "a0", name: "Wren", img: "", hidden: false, isOwner: viewer === "p1" || viewer === "gm", playerOwned: true },
    { id: "a1", name: "Oskar", img: "", hidden: false, isOwner: viewer === "p2" || viewer === "gm", playerOwned: true },
    { id: "a2", name: "Mina", img: "", hidden: false, isOwner: viewer === "gm", playerOwned: false },
    { id: "m0", name: "Grey Widow", img: "", hidden: false, isOwner: viewer === "gm", playerOwned: false },
  ];
  const rows = (state: EndeavorState, viewer: "p1" | "p2" | "gm", reactionOffers: ReactionOffer[] = []) => {
    const ctx = prepareEndeavorTracker({ state, combatants: combatants(viewer), viewer: { isGM: viewer === "gm" }, logLength: 0, edition: "v0.0.21.10", reactionOffers });
    if (!ctx.started) throw new Error("not started");
    return (id: string) => ctx.rows.find((r) => r.id === id)!;
  };

  it("each reactor's own row offers what the rules open on the acting character's Check; a row one does not play, nothing", () => {
    const s = game("hurt");
    const oskar = rows(s, "p2")("a1").offer!;
    expect(oskar.reactions.map((r) => [r.kind, r.label, r.standing])).toEqual([
      ["mischievous", "HB.Endeavor.Reaction.offerLabel.mischievous", null], ["watch", "HB.Endeavor.Reaction.offerLabel.watch", null],
    ]);
    expect(oskar).toMatchObject({ to: "Wren", help: true, analytical: true });
    expect(oskar.reactions[1]!.condition).toBe("HB.Condition.vexed.name");
    expect(rows(s, "p2")("a2").offer).toBeNull(); // Mina is not Oskar's player's
    expect(rows(s, "p1")("a0").offer).toBeNull(); // Wren is acting
    // The GM offers for the characters no player owns, on a player's character's Check: Mina watches, the Widow more.
    expect(rows(s, "gm")("a2").offer!.reactions.map((r) => r.kind)).toEqual(["watch"]);
    expect(rows(s, "gm")("m0").offer!.reactions.map((r) => r.kind)).toEqual(["mischievous", "watch", "resolved"]);
    // Offered: the row says so, and offers to withdraw.
    const offered = rows(s, "p2", [{ by: "a1", to: "a0", round: s.round, kind: "watch", whom: "" }])("a1").offer!;
    expect(offered.reactions.map((r) => r.standing)).toEqual([null, { whom: "" }]);
  });

  it("a watcher offered on Wren's Vexed Check: fixed in her form, and its odds are all Failure, saying why", () => {
    const s = game("hurt");
    const row = rows(s, "p1", [{ by: "a2", to: "a0", round: s.round, kind: "watch", whom: "" }])("a0");
    expect(row.act!.reactions!.fixed).toEqual([{ field: "watchedBy", value: "a2", label: "HB.Endeavor.Reaction.include.watch", name: "Mina", whom: "" }]);
    const odds = row.turn!.check!.odds!;
    expect(odds.outcomes.map((o) => o.percent)).toEqual(["100.0", "0.0", "0.0", "0.0", "0.0"]);
    expect(odds.notes).toContainEqual({ key: "HB.Endeavor.Odds.watched", data: { name: "Mina" } });
    // Two distracters offered: one Mischievous goes with a Check, the first offered.
    const two = rows(s, "p1", [
      { by: "m0", to: "a0", round: s.round, kind: "mischievous", whom: "" }, { by: "a1", to: "a0", round: s.round, kind: "mischievous", whom: "" },
    ])("a0");
    expect(two.act!.reactions!.fixed.map((l) => [l.field, l.value])).toEqual([["mischievous", "m0"]]);
    // Without it, the same Check can succeed.
    expect(Number(rows(s, "p1")("a0").turn!.check!.odds!.outcomes[0]!.percent)).toBeLessThan(100);
  });

  it("the GM's acting form may include the reactions of the characters no player owns, to choose", () => {
    expect(rows(turnOf(game("history"), "m0"), "gm")("m0").act!.reactions).toBeNull(); // Oskar's are his player's to offer
    const s = turnOf(game("history", "Hurt", ["Protective", "Mischievous"]), "m0");
    const act = rows(s, "gm")("m0").act!;
    expect(act.reactions).toMatchObject({ fixed: [], mischievous: [{ value: "a2", label: "Mina" }], watchedBy: [] });
    expect(act.reactions!.ticks.map((t) => [t.field, t.value, t.name, t.whom])).toEqual([["protective", "a0|a2", "Mina", "Wren"], ["protective", "a1|a2", "Mina", "Oskar"]]);
    expect(rows(s, "p2")("a1").offer!.reactions.map((r) => [r.kind, r.whom?.map((c) => c.value) ?? null])).toEqual([["mischievous", null], ["protective", ["a0", "a2"]]]);
  });
});

describe("what a reactor may offer, at the edges", () => {
  it("nothing on one's own Check, nor from or on someone out of the Endeavor, nor on a Check with no Action Die", () => {
    const s = turnOf(game("hurt"), "m0");
    expect(kinds(s, "m0", "m0")).toEqual([]); // the Widow's own Mischievous is not for her own Check
    const out = (id: string) => ({ ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, removed: "defeat" } : p)) }) as EndeavorState;
    expect(kinds(out("a1"), "a1", "m0")).toEqual([]);
    expect(kinds(out("m0"), "a1", "m0")).toEqual([]);
    const dieless = { ...s, participants: s.participants.map((p) => (p.id === "m0" ? { ...p, actionDie: null } : p)) } as EndeavorState;
    expect(kinds(dieless, "a1", "m0")).toEqual([]);
    expect(kinds(s, "a1", "m0")).toEqual(["mischievous", "protective"]);
  });

  it("each kind but Protective names nobody", () => {
    const s = game("hurt");
    expect(reactionsOpen(s, get(s, "m0"), get(s, "a0"))).toEqual([
      { kind: "mischievous", whom: [] }, { kind: "watch", whom: [] }, { kind: "resolved", whom: [] },
    ]);
  });

  it("watching skips a Spark partner already spent this round", () => {
    const s = game("head"); // Head d6 may Spark Wren's Hurt d6
    const spent = { ...s, participants: s.participants.map((p) => (p.id === "a0" ? { ...p, spent: ["Head"] } : p)) } as EndeavorState;
    expect(kinds(spent, "a2", "a0")).toEqual([]);
  });

  it("v0.0.18: watching follows the position roll's partner alone, not the balanced Stats", () => {
    const s = game("head");
    const old = (positionSpark: string | null) =>
      ({ ...s, edition: "v0.0.18", participants: s.participants.map((p) => (p.id === "a0" ? { ...p, positionSpark } : p)) }) as EndeavorState;
    expect(kinds(old(null), "a2", "a0")).toEqual([]);
    expect(kinds(old("Hand"), "a2", "a0")).toEqual([]);
    expect(kinds(old("Head"), "a2", "a0")).toEqual(["watch"]);
    expect(kinds({ ...game("hurt"), edition: "v0.0.18" } as EndeavorState, "a2", "a0")).toEqual(["watch"]); // the Action Die's own
  });

  it("Resolved only when a pending Attack of the actor's, next to resolve, may target the reactor", () => {
    const s = game("history");
    const pending = (by: string, eligible: string[]) => ({ ...s, pending: [{ kind: "revenge", by, eligible }] }) as EndeavorState;
    expect(kinds(pending("a0", ["m1"]), "m0", "a0")).toEqual(["mischievous"]);
    expect(kinds(pending("a0", ["m0"]), "m0", "a0")).toEqual(["mischievous", "resolved"]);
    expect(kinds(pending("a1", ["m1"]), "m0", "a0")).toEqual(["mischievous", "resolved"]); // someone else's
  });

  it("an offer already used no longer stands", () => {
    const s = game();
    expect(liveReactions([{ by: "a1", to: "a0", round: s.round, kind: "mischievous", whom: "", used: 3 }], s)).toEqual([]);
    expect(liveReactions([{ by: "a1", to: "a0", round: s.round, kind: "mischievous", whom: "", used: null }], s)).toHaveLength(1);
  });
});

describe("offers kept and stood again", () => {
  const offer = (o: Partial<ReactionOffer>): ReactionOffer => ({ by: "a1", to: "a0", round: 1, kind: "mischievous", whom: "", ...o });

  it("with no Endeavor left, none is kept", () => {
    expect(settleReactions([offer({}), offer({ by: "a2", kind: "watch", used: 2 })], null, 5)).toEqual([]);
  });

  it("an undo that keeps the command that used an offer keeps it used", () => {
    const used = offer({ used: 7 });
    expect(restoreReactions([used], 7)).toEqual([used]);
    expect(restoreReactions([used], 6)).toEqual([{ ...used, used: null }]);
  });
});

describe("whether an offer stands behind a reaction named", () => {
  const offer = (o: Partial<ReactionOffer>): ReactionOffer => ({ by: "a1", to: "a0", round: 1, kind: "mischievous", whom: "", ...o });
  const named = { kind: "mischievous", by: "a1", whom: "" } as const;

  it("only the reactor's own, on this actor's Check, this round, of this kind, not used", () => {
    const s = game();
    const mine = offer({ round: s.round });
    expect(reactionOffered([mine], s, "a0", named)).toBe(true);
    expect(reactionOffered([{ ...mine, used: 4 }], s, "a0", named)).toBe(false);
    expect(reactionOffered([{ ...mine, by: "m0" }], s, "a0", named)).toBe(false);
    expect(reactionOffered([mine], s, "m0", named)).toBe(false);
    expect(reactionOffered([{ ...mine, round: s.round - 1 }], s, "a0", named)).toBe(false);
    expect(reactionOffered([{ ...mine, kind: "watch" }], s, "a0", named)).toBe(false);
    expect(reactionOffered([{ ...mine, kind: "watch" }], s, "a0", { ...named, kind: "watch" })).toBe(true);
  });
});

describe("the reactions a command names, from a console's odd values", () => {
  it("skips names that are no text, and protectors that are no map", () => {
    expect(reactionsInCommand({ resolved: ["m0", 5, null] })).toEqual([{ kind: "resolved", by: "m0", whom: "" }]);
    expect(reactionsInCommand({ protectors: { a0: 5, a2: "a1" } })).toEqual([{ kind: "protective", by: "a1", whom: "a2" }]);
    expect(reactionsInCommand({ protectors: null })).toEqual([]);
    expect(reactionsInCommand({ protectors: "a1" })).toEqual([]);
    expect(reactionsInCommand([{ mischievous: "a1" }, [{ watchedBy: "a2" }]])).toEqual([
      { kind: "mischievous", by: "a1", whom: "" }, { kind: "watch", by: "a2", whom: "" },
    ]);
  });
});

describe("what a command may not leave out, with more than one Check", () => {
  const offer = (o: Partial<ReactionOffer>): ReactionOffer => ({ by: "a1", to: "a0", round: 1, kind: "mischievous", whom: "", ...o });
  const pay = { temporary: [3, 3] };

  it("a watcher named on one of two watched Checks will do", () => {
    const s = game("hurt"); // Vexed on Wren's Action Die: every Check of hers is watched
    const watch = [offer({ by: "a2", kind: "watch" })];
    const unique = (first: object, second: object): Command => ({ type: "act", by: "a0", action: { kind: "unique", pay, actions: [first, second] } } as Command);
    expect(leftOut(unique({ kind: "advance", watchedBy: "a2" }, { kind: "advance" }), watch, s)).toBeNull();
    expect(leftOut(unique({ kind: "advance" }, { kind: "advance" }), watch, s)).toEqual(watch[0]);
  });

  it("a Protective or Resolved named on one of two Attacks will do", () => {
    const s = turnOf(game("history"), "m0");
    const unique = (first: object, second: object): Command => ({ type: "act", by: "m0", action: { kind: "unique", pay, actions: [first, second] } } as Command);
    const violent = (extra: object) => ({ kind: "attack", violent: true, targets: ["a0"], ...extra });
    const protective = [offer({ to: "m0", kind: "protective", whom: "a0" })];
    expect(leftOut(unique(violent({ protectors: { a0: "a1" } }), violent({})), protective, s)).toBeNull();
    const resolved = [offer({ by: "a0", to: "m0", kind: "resolved" })];
    expect(leftOut(unique(violent({ resolved: ["a0"] }), violent({})), resolved, s)).toBeNull();
    expect(leftOut(unique(violent({}), violent({})), resolved, s)).toEqual(resolved[0]);
  });

  it("Resolved asks nothing of an Advance", () => {
    const s = turnOf(game("history"), "m0");
    const resolved = [offer({ by: "a0", to: "m0", kind: "resolved" })];
    expect(leftOut({ type: "act", by: "m0", action: { kind: "advance" } }, resolved, s)).toBeNull();
  });

  it("a watcher is asked of the acting character's own Checks, whoever else is Vexed", () => {
    // Wren (first in the list) is Vexed on her Action Die; Oskar, acting, is not: a stale watch offer asks nothing of him.
    const s = turnOf(game("hurt"), "a1");
    expect(leftOut({ type: "act", by: "a1", action: { kind: "advance" } }, [offer({ by: "a2", to: "a1", kind: "watch" })], s)).toBeNull();
  });
});
