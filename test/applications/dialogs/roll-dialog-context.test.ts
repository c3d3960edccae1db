// The roll dialog's context as plain data: which Stats it offers, what Conditions forbid or change, what a Spark
// would spend, and odds that are the rules engine's for exactly the Check that would be rolled.
import { describe, expect, it } from "vitest";
import { initialRollState, parseOffered, prepareRollDialog, type RollDialogActor, type RollDialogState } from "../../../src/applications/dialogs/roll-dialog-context";
import { buildCheckSpec, DIFFICULTIES, outcomeOdds, OUTCOMES, type CheckOutcome } from "../../../src/rules";

const wren: RollDialogActor = {
  dice: { head: 6, hand: 6, heart: 4, home: 4, hurt: 8, hurry: 2, history: 4, hex: 6 },
  statuses: [],
  blessings: [5, 3, 3, 1],
  lifestyle: "crafty",
  aptitudes: ["Tinkering", "Running"],
  spent: [],
  affected: {},
  ascendant: false,
};
const state = (patch: Partial<RollDialogState> = {}, stat = "head"): RollDialogState => ({ ...initialRollState(stat), ...patch });
const view = (actor: Partial<RollDialogActor> = {}, patch: Partial<RollDialogState> = {}, stat = "head", edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
  prepareRollDialog({ ...wren, ...actor }, state(patch, stat), edition);
const p = (ctx: ReturnType<typeof view>) => Object.fromEntries(ctx.odds.map((o) => [o.outcome, o.p])) as Record<CheckOutcome, number>;
const sum = (ctx: ReturnType<typeof view>) => ctx.odds.reduce((s, o) => s + o.p, 0);

describe("roll dialog context", () => {
  it("offers the clicked Stat, every Stat balanced with it, History and the optional Stat", () => {
    const ctx = view();
    expect(ctx.stats.map((s) => s.id)).toEqual(["head", "hand", "hex", "history"]);
    expect(ctx.stats.find((s) => s.selected)).toMatchObject({ id: "head", die: "d6" });
    // A Stat that is not a choice falls back to the clicked one.
    expect(view({}, { stat: "hurt" }).state.stat).toBe("head");
  });

  it("has odds summing to 1 for every difficulty, Spark, Aptitude, Help and Condition", () => {
    for (const difficulty of DIFFICULTIES) {
      for (const patch of [{}, { partner: "hand" }, { aptitude: "Tinkering" }, { offered: [6, 2] }, { alone: true }]) {
        for (const statuses of [[], ["uncool"], ["ache"], ["surprised"], ["taxed", "cursed"]]) {
          expect(Math.abs(sum(view({ statuses }, { difficulty, ...patch })) - 1)).toBeLessThan(1e-12);
        }
      }
    }
  });

  it("shows exactly outcomeOdds of the spec the roll is built from", () => {
    const ctx = view({ statuses: ["uncool"] }, { difficulty: "hard", partner: "hand", aptitude: "Running", offered: [4] });
    const spec = buildCheckSpec({ edition: "v0.0.21.10", dice: wren.dice, stat: "head", partners: ["hand"], difficulty: "hard", conditions: ["uncool"], aptitude: true, lifestyle: "crafty", help: [4] });
    expect(p(ctx)).toEqual(outcomeOdds(spec));
    expect(ctx.odds.map((o) => o.outcome)).toEqual([...OUTCOMES]);
  });

  it("Spark: offers the balanced partners and shows the ⊜⊜ that payCost would spend", () => {
    const ctx = view({}, { partner: "hand" });
    expect(ctx.partners.map((x) => x.id)).toEqual(["hand", "hex"]);
    expect(ctx.sparkCost).toBe("3 + 3");
    expect(ctx.state.partner).toBe("hand");
    // A pool without two Blessings of the same worth cannot Spark, and says so.
    const poor = view({ blessings: [5, 3, 1] }, { partner: "hand" });
    expect([poor.canSpark, poor.partners, poor.state.partner, poor.sparkBlocked]).toEqual([false, [], "", "HB.Roll.noPair"]);
    // A spent Stat (Endeavors) cannot be a partner.
    expect(view({ spent: ["hand"] }).partners.map((x) => x.id)).toEqual(["hex"]);
  });

  it("Taxed forbids the Spark (and shows why); the odds are those of the unsparked roll", () => {
    const ctx = view({ statuses: ["taxed"] }, { partner: "hand" });
    expect([ctx.canSpark, ctx.state.partner, ctx.sparkBlocked]).toEqual([false, "", "HB.Error.spark-taxed"]);
    expect(p(ctx)).toEqual(p(view()));
    expect(ctx.conditions).toEqual([{ id: "taxed", label: "HB.Condition.taxed.name", effect: "HB.Roll.effect.taxed" }]);
  });

  it("Surprised: no unconventional Stat, no Spark, no bump", () => {
    const ctx = view({ statuses: ["surprised"] }, { partner: "hand" });
    expect(ctx.stats.map((s) => s.id)).toEqual(["head", "history"]);
    expect([ctx.canSpark, ctx.sparkBlocked, ctx.canBump]).toEqual([false, "HB.Error.spark-surprised", false]);
    // Without bumping a d6 never reaches 8: no Medium or better.
    expect(p(ctx).medium + p(ctx).major + p(ctx).maximum).toBe(0);
  });

  it("Ache on this Stat stops the bump; the roller can say the Ache is on another Stat", () => {
    const aching = view({ statuses: ["ache"] });
    expect(aching.canBump).toBe(false);
    expect(aching.conditions[0]).toMatchObject({ id: "ache", effect: "HB.Roll.effect.ache" });
    const elsewhere = view({ statuses: ["ache"] }, { aching: false });
    expect([elsewhere.canBump, elsewhere.conditions[0]!.effect]).toEqual([true, "HB.Roll.effect.acheElsewhere"]);
    // Recorded on the sheet: the dialog does not ask, and the Stat rolled (or its Spark partner) decides.
    const recorded = { statuses: ["ache"], affected: { ache: "hand" } };
    expect([view(recorded).ache, view(recorded).canBump, view(recorded).conditions[0]!.effect]).toEqual([false, true, "HB.Roll.effect.acheElsewhere"]);
    expect([view(recorded, { partner: "hand" }).canBump, view(recorded, { aching: false }, "hand").canBump]).toEqual([false, false]);
    expect(p(elsewhere)).toEqual(p(view()));
  });

  it("Uncool takes 1 from the roll unless the roller is alone", () => {
    const uncool = view({ statuses: ["uncool"] });
    expect(p(uncool).failure).toBeGreaterThan(p(view()).failure);
    expect(uncool.conditions[0]!.effect).toBe("HB.Roll.effect.uncool");
    const alone = view({ statuses: ["uncool"] }, { alone: true });
    expect([p(alone), alone.conditions[0]!.effect]).toEqual([p(view()), "HB.Roll.effect.uncoolAlone"]);
  });

  it("Help already offered shows in the odds and as the bonus it gives (half, at least 1, summed)", () => {
    const helped = view({}, { offered: [6, 1] });
    expect(helped.helpBonus).toBe("+4");
    expect(helped.offered).toBe("6, 1");
    expect(p(helped).failure).toBeLessThan(p(view()).failure);
  });

  it("Aptitude: ease in v0.0.21.10, aid in v0.0.18, and it raises the chance of success", () => {
    expect(view({}, { aptitude: "Tinkering" }).aptitudeLabel).toBe("HB.Roll.aptitude");
    expect(view({}, { aptitude: "Tinkering" }, "head", "v0.0.18").aptitudeLabel).toBe("HB.Roll.aptitudeAid");
    expect(p(view({}, { aptitude: "Tinkering" })).failure).toBeLessThan(p(view()).failure);
  });

  it("reads Help offered from what a player types, keeping only Blessing worths", () => {
    expect(parseOffered("4, 2")).toEqual([4, 2]);
    expect(parseOffered(" 6 x 9 0 3;1 ")).toEqual([6, 3, 1]);
    expect(parseOffered("")).toEqual([]);
  });

  // Book, "Attacks": "The Attacker chooses if their Attack is violent or non-violent and selects the appropriate Stat for it."
  it("the Attacker chooses violent or non-violent; a violent Attack offers Hurt and the Stats balanced with it", () => {
    expect(view({}, { attack: "non-violent" }).attackKind).toBe("HB.Roll.attackKind.non-violent");
    // From Head's button, a violent Attack is made with Hurt (d8) — Head (d6) is no choice for it.
    const violent = view({ dice: { ...wren.dice, hand: 8 } }, { attack: "violent" });
    expect([violent.attackKind, violent.state.stat, violent.stats.map((s) => s.id)]).toEqual(["HB.Roll.attackKind.violent", "hurt", ["hand", "hurt", "history"]]);
    // Hand is balanced with Hurt: the Attack stays violent, and Disarmed still bears on it.
    const withHand = view({ dice: { ...wren.dice, hand: 8 }, statuses: ["disarmed"] }, { attack: "violent", stat: "hand" });
    expect([withHand.state.stat, withHand.attackKind, withHand.conditions.map((c) => c.id)]).toEqual(["hand", "HB.Roll.attackKind.violent", ["disarmed"]]);
    // Non-violent from Hurt's button: "any Stat besides Hurt".
    const gentle = view({}, { attack: "non-violent" }, "hurt");
    expect([gentle.stats.map((s) => s.id), gentle.state.stat]).toEqual([["head", "hand", "heart", "home", "hurry", "history", "hex"], "head"]);
    expect(view({}, {}).attackKind).toBe("");
    const famous = { statuses: ["famous", "disarmed"] };
    // Not an Attack: neither Condition bears on the roll, and the fame question is not asked.
    expect([view(famous).famous, view(famous).conditions]).toEqual([false, []]);
    const plain = view(famous, { attack: "violent" }, "hurt");
    const bragging = view(famous, { attack: "violent", lessFamous: true }, "hurt");
    expect(plain.famous).toBe(true);
    expect(plain.conditions.map((c) => [c.id, c.effect])).toEqual([["famous", "HB.Roll.effect.famousNot"], ["disarmed", "HB.Roll.effect.disarmed"]]);
    expect(bragging.conditions[0]!.effect).toBe("HB.Roll.effect.famous");
    // +2 on a d8: a failure needs a 1 then a total ≤ 2 … the exact odds are the rules' for the spec with +2.
    expect(p(bragging).failure).toBeLessThan(p(plain).failure);
    expect(p(bragging)).toEqual(Object.fromEntries(OUTCOMES.map((t) => [t, outcomeOdds(buildCheckSpec({ dice: wren.dice, stat: "hurt", conditions: ["famous", "disarmed"], attack: "violent", attackOnLessFamous: true }))[t]])));
    // Uncool cancels Famous ("not … while you are Uncool").
    expect(view({ statuses: ["famous", "uncool"] }, { attack: "non-violent", lessFamous: true }).conditions.find((c) => c.id === "famous")!.effect).toBe("HB.Roll.effect.famousNot");
  });

  it("Famous, 'not against the same character more than once during the same session': no claim over a Defender already exerted over", () => {
    const widow = { name: "Grey Widow", dice: { head: 6, hurt: 8, hurry: 6 }, uuid: "Actor.widow" };
    const famous = { statuses: ["famous"], defender: widow, defenders: 1 };
    const fresh = view(famous, { attack: "violent", lessFamous: true }, "hurt");
    expect([fresh.famousUsed, fresh.state.lessFamous, fresh.conditions[0]!.effect]).toEqual(["", true, "HB.Roll.effect.famous"]);
    const again = view({ ...famous, famousOver: ["Actor.widow"] }, { attack: "violent", lessFamous: true }, "hurt");
    expect([again.famousUsed, again.state.lessFamous, again.conditions[0]!.effect]).toEqual(["Grey Widow", false, "HB.Roll.effect.famousNot"]);
    expect(p(again)).toEqual(p(view(famous, { attack: "violent" }, "hurt")));
    // Someone else targeted, or no target at all (the table keeps count): the claim stands.
    expect(view({ ...famous, famousOver: ["Actor.mina"] }, { attack: "violent", lessFamous: true }, "hurt").state.lessFamous).toBe(true);
    expect(view({ statuses: ["famous"], famousOver: ["Actor.widow"] }, { attack: "violent", lessFamous: true }, "hurt").state.lessFamous).toBe(true);
  });

  it("Ascendant: a third balanced d8+ Stat for ⊜⊜ ⊜⊜, never in a violent Attack; the odds are the three-die Spark's", () => {
    const eights = { dice: { ...wren.dice, head: 8, hand: 8, heart: 8, hurt: 8 }, blessings: [2, 2, 5, 5, 6], ascendant: true };
    expect(view({ ...eights, ascendant: false }, { partner: "hand" }).thirds).toEqual([]);
    const ctx = view(eights, { partner: "hand", third: "heart" });
    expect(ctx.thirds.map((t) => [t.id, t.selected])).toEqual([["heart", true], ["hurt", false]]);
    expect(ctx.sparkCost).toBe("2 + 2 + 5 + 5");
    const spec = buildCheckSpec({ dice: eights.dice, stat: "head", partners: ["hand", "heart"], ascendant: true, lifestyle: "crafty" });
    expect(p(ctx)).toEqual(Object.fromEntries(OUTCOMES.map((t) => [t, outcomeOdds(spec)[t]])));
    // A non-violent Attack: Hurt is no third Stat ("any Stat besides Hurt"); a violent one has no Ascendant Spark.
    expect(view(eights, { partner: "hand", attack: "non-violent" }).thirds.map((t) => t.id)).toEqual(["heart"]);
    expect(view(eights, { stat: "hurt", partner: "hand", attack: "violent" }).thirds).toEqual([]);
    // d6s are too small; a pool without two pairs cannot pay double.
    expect(view({ ...eights, dice: wren.dice }, { partner: "hand" }).thirds).toEqual([]);
    expect(view({ ...eights, blessings: [2, 2, 6] }, { partner: "hand", third: "heart" }).state.third).toBe("");
  });

  // v0.0.21.10, "Aptitude Difficulty": "When another character Attacks you …, if the Check is related enough to your
  // Aptitudes, its difficulty is one rank higher, and if the relevant Aptitude is specialized, the difficulty is an
  // additional rank higher." v0.0.18, "Attacks": "If the Defense Stat Die is larger than the Attack Stat Die, or if
  // there are more Defenders than Attackers, then the Check below is Hard. If the reverse is true, then the Check is Easy."
  it("an Attack's difficulty is proposed where the book gives it, and the player may override it", () => {
    const apt = view({}, { attack: "non-violent", defenderApt: true });
    expect([apt.defenderAptitudes, apt.state.difficulty, apt.proposal!.reasons]).toEqual([true, "hard", ["HB.Roll.attackReason.aptitude"]]);
    const spec = view({}, { attack: "non-violent", defenderApt: true, defenderSpecialized: true });
    // One rank past Hard: still Hard, three rolls that must all succeed.
    expect([spec.state.difficulty, spec.hardRolls, spec.proposal!.rolls]).toEqual(["hard", 3, 3]);
    const three = outcomeOdds(buildCheckSpec({ dice: wren.dice, stat: "head", difficulty: "hard", hardRolls: 3, lifestyle: "crafty", attack: "non-violent" }));
    expect(p(spec)).toEqual(three);
    expect(p(spec).failure).toBeGreaterThan(p(apt).failure);
    // Picked by hand: the book's is shown, not applied.
    const picked = view({}, { attack: "non-violent", defenderApt: true, difficulty: "easy", difficultyChosen: true });
    expect([picked.state.difficulty, picked.proposal!.applied, picked.proposal!.label]).toEqual(["easy", false, "HB.Difficulty.hard"]);
    // Not an Attack: nothing proposed.
    expect(view({}, { defenderApt: true }).proposal).toBeNull();
    // v0.0.18: the target's Defense Stat Die (Head defends Head) against the Attack Stat Die.
    const bigger = view({ defender: { name: "Ogre", dice: { head: 10, hurry: 2 } }, defenders: 1 }, { attack: "non-violent" }, "head", "v0.0.18");
    expect([bigger.defenderAptitudes, bigger.state.difficulty, bigger.proposal!.defender, bigger.proposal!.reasons]).toEqual([false, "hard", "Ogre", ["HB.Roll.attackReason.defense-die"]]);
    // Hurt is defended with Hurry: a d2 Hurry against a d8 Hurt makes it Easy.
    expect(view({ defender: { name: "Ogre", dice: { head: 10, hurry: 2 } }, defenders: 1 }, { attack: "violent" }, "hurt", "v0.0.18").state.difficulty).toBe("easy");
  });

  // Book, Gains Upgrade (v0.0.21.10): "When performing Checks related enough to it, you may round rolls of 6 or 7 up
  // to 8." v0.0.18, "Aid from Exceptional Gains": "… providing a 'receive +3 in aid' effect."
  it("offers the character's exceptional things; ticking one puts Gains into the odds", () => {
    const none = view();
    expect(none.exceptionalThings).toEqual([]);
    const actor = { exceptional: ["Grandfather's compass"] };
    const plain = view(actor);
    const gained = view(actor, { exceptional: "Grandfather's compass" });
    expect(gained.exceptionalThings).toEqual([{ name: "Grandfather's compass", selected: true }]);
    expect([plain.exceptionalLabel, view(actor, {}, "head", "v0.0.18").exceptionalLabel]).toEqual(["HB.Roll.exceptional", "HB.Roll.exceptionalAid"]);
    // A d6 reads 6 or 7 as Minor; rounded up to 8 they are Medium.
    expect(p(gained).minor).toBeLessThan(p(plain).minor);
    expect(p(gained).medium).toBeGreaterThan(p(plain).medium);
    const aid = view(actor, { exceptional: "Grandfather's compass" }, "head", "v0.0.18");
    expect(p(aid).failure).toBeLessThan(p(view(actor, {}, "head", "v0.0.18")).failure);
    // A name that is not one of the character's exceptional things is dropped.
    expect(view(actor, { exceptional: "A stranger's map" }).state.exceptional).toBe("");
  });
});

describe("Optional Stats in the roll dialog (book: \"Optional Stats\")", () => {
  it("Haunted: \"Players do not choose to use this Stat\" — never offered, not even balanced with the Stat clicked or for a Spark", () => {
    const haunted = { dice: { ...wren.dice, hex: undefined as never, haunted: 6 } };
    delete (haunted.dice as Record<string, unknown>).hex;
    const ctx = view(haunted);
    expect(ctx.stats.map((s) => s.id)).toEqual(["head", "hand", "history"]);
    expect(ctx.partners.map((s) => s.id)).toEqual(["hand"]);
  });

  // v0.0.21.10 Host: "you may perform the action as though you are apt in it"; v0.0.18 Host: "When you would fail a
  // Check while using this Stat, receive +2 in aid" — each book's Aptitude effect, offered as the Aptitude.
  it("Host: offered as the Aptitude when rolling Host, in both editions, and the odds take it when chosen", () => {
    const host = { dice: { head: 6, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4, host: 4 } };
    for (const edition of ["v0.0.21.10", "v0.0.18"] as const) {
      const plain = view(host, {}, "host", edition);
      expect(plain.aptitudes[0]).toEqual({ name: "Host", label: "HB.Roll.hostAptitude", selected: false });
      const apt = view(host, { aptitude: "Host" }, "host", edition);
      expect(apt.aptitudes[0]!.selected).toBe(true);
      expect(apt.odds).not.toEqual(plain.odds);
    }
    // Not when rolling another Stat.
    expect(view(host, {}, "hand").aptitudes.map((a) => a.name)).toEqual(["Tinkering", "Running"]);
  });
});
