// An Endeavor encounter's stored record as it loads (EndeavorCombatModel): each Help offer, reaction, given-back use
// and logged command read as core cleans and validates it — numbers rounded and held to their range, a blank or
// unknown name dropped and reported word for word, what was left out filled with its default.
import { describe, expect, it } from "vitest";
import { EndeavorCombatModel } from "../../src/data/combat/endeavor-combat";
import { asLoaded } from "../../src/data/salvage";

/** The record as a world load reads it, through the model's own readers. */
function load(system: Record<string, unknown>) {
  const m = asLoaded(() => new EndeavorCombatModel(structuredClone(system)));
  return {
    offers: m.offers,
    reactions: m.reactions,
    ended: m.endedUses,
    log: m.commands,
    unreadable: m.unreadable,
    endeavor: m.endeavor,
    setup: m.endeavorSetup,
  };
}
const offer = { by: "a", to: "b", round: 2, pay: { temporary: [2], permanent: [3] }, use: "x" };
const reaction = { by: "a", to: "b", round: 2, kind: "watch", whom: "c", used: 4 };
const told = (field: string, value: object) => ({ field, value: JSON.stringify(value), kept: "" });

describe("an Endeavor encounter's record as it loads", () => {
  // One record with every list: each field's reading is checked where the model is first built.
  it("offers, reactions, given-back uses and the log each read as core reads them; nothing stored is none", () => {
    const droppedOffers = [{ ...offer, by: "" }, { ...offer, to: undefined }, { ...offer, use: "bogus" }, { ...offer, by: undefined }];
    const droppedReactions = [
      { ...reaction, kind: undefined },
      { ...reaction, kind: "bogus" },
      { ...reaction, by: "" },
      { ...reaction, to: "" },
      { ...reaction, by: undefined },
      { ...reaction, to: undefined },
    ];
    const use = { combatantId: "c", itemId: "i", used: 2 };
    const droppedUses = [{ ...use, combatantId: "" }, { ...use, itemId: "" }, { itemId: "i", used: 1 }, { combatantId: "c", used: 1 }];
    const loaded = load({
      // Help offers: Blessings held to 1–6 and whole, a round from 0, a use by default "roll"; no Helper or use, none.
      helpOffers: [
        offer,
        { ...offer, pay: { temporary: [null], permanent: [0, 2.5, 9] } },
        { ...offer, round: -1, use: undefined },
        { ...offer, round: null },
        { ...offer, round: 1.6 },
        ...droppedOffers,
      ],
      // Reactions: no one to stand in for is blank, a standing one unused; rounds and uses whole from 0.
      reactionOffers: [
        reaction,
        { ...reaction, whom: undefined, used: undefined },
        { ...reaction, used: -1, round: -3 },
        { ...reaction, used: 1.5, round: 0.6 },
        { ...reaction, used: null, round: null },
        { ...reaction, whom: "" },
        ...droppedReactions,
      ],
      // Uses the end gave back: a count whole from 0 (none: 0); with no combatant or item, dropped.
      endedUses: [use, { ...use, used: -1 }, { ...use, used: 2.5 }, { ...use, used: null }, { combatantId: "c", itemId: "i" }, ...droppedUses],
      // A logged command stays as stored; an empty entry stays an empty command.
      log: [{ type: "pass", by: "a" }, null],
    });
    expect(loaded.offers).toEqual([
      offer,
      { ...offer, pay: { temporary: [], permanent: [1, 3, 6] } },
      { ...offer, round: 0, use: "roll" },
      { ...offer, round: 0 },
      offer,
    ]);
    expect(loaded.reactions).toEqual([
      reaction,
      { ...reaction, whom: "", used: null },
      { ...reaction, round: 0, used: 0 },
      { ...reaction, round: 1, used: 2 },
      { ...reaction, round: 0, used: null },
      { ...reaction, whom: "" },
    ]);
    expect(loaded.ended).toEqual([use, { ...use, used: 0 }, { ...use, used: 3 }, { ...use, used: 0 }, { ...use, used: 0 }]);
    expect(loaded.log).toEqual([{ type: "pass", by: "a" }, {}]);
    expect(loaded.unreadable).toEqual([
      ...droppedOffers.map((o) => told("helpOffers", o)),
      ...droppedReactions.map((o) => told("reactionOffers", o)),
      ...droppedUses.map((o) => told("endedUses", o)),
    ]);
    expect([loaded.endeavor, loaded.setup]).toEqual([null, null]);

    const empty = asLoaded(() => new EndeavorCombatModel({}));
    expect(empty.toObject()).toEqual({
      setup: null,
      state: null,
      log: [],
      helpOffers: [],
      reactionOffers: [],
      endedUses: [],
      unreadable: [],
    });
    const stored = { state: { round: 2 }, setup: { kind: "monstrous" } };
    expect([load(stored).endeavor, load(stored).setup]).toEqual([{ round: 2 }, { kind: "monstrous" }]);
  });
});
