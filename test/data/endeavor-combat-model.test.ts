// An Endeavor encounter's stored record as it loads (EndeavorCombatModel): each Help offer, reaction, given-back use
// and logged command read as core cleans and validates it — numbers rounded and held to their range, a blank or
// unknown name dropped and reported word for word, what was left out filled with its default.
import { describe, expect, it } from "vitest";
import { EndeavorCombatModel } from "../../src/data/combat/endeavor-combat";
import { asLoaded } from "../../src/data/salvage";

/** The record as a world load reads it, through the model's own readers. */
function load(system: Record<string, unknown>) {
  const m = asLoaded(() => new EndeavorCombatModel(structuredClone(system)));
  return { offers: m.offers, reactions: m.reactions, ended: m.endedUses, log: m.commands, unreadable: m.unreadable };
}
const offer = { by: "a", to: "b", round: 2, pay: { temporary: [2], permanent: [3] }, use: "x" };
const reaction = { by: "a", to: "b", round: 2, kind: "watch", whom: "c", used: 4 };
const told = (field: string, value: object) => ({ field, value: JSON.stringify(value), kept: "" });

describe("an Endeavor encounter's record as it loads", () => {
  it("Help offers: Blessings held to 1–6 and whole, a round from 0, a use by default 'roll'; no Helper or use, none", () => {
    const dropped = [{ ...offer, by: "" }, { ...offer, to: undefined }, { ...offer, use: "bogus" }, { ...offer, by: undefined }];
    const loaded = load({
      helpOffers: [
        offer,
        { ...offer, pay: { temporary: [null], permanent: [0, 2.5, 9] } },
        { ...offer, round: -1, use: undefined },
        { ...offer, round: null },
        { ...offer, round: 1.6 },
        ...dropped,
      ],
    });
    expect(loaded.offers).toEqual([
      offer,
      { ...offer, pay: { temporary: [], permanent: [1, 3, 6] } },
      { ...offer, round: 0, use: "roll" },
      { ...offer, round: 0 },
      offer,
    ]);
    expect(loaded.unreadable).toEqual(dropped.map((o) => told("helpOffers", o)));
  });

  it("reactions: no one to stand in for is blank, a standing one unused; rounds and uses whole from 0", () => {
    const dropped = [
      { ...reaction, kind: undefined },
      { ...reaction, kind: "bogus" },
      { ...reaction, by: "" },
      { ...reaction, to: "" },
      { ...reaction, by: undefined },
      { ...reaction, to: undefined },
    ];
    const loaded = load({
      reactionOffers: [
        reaction,
        { ...reaction, whom: undefined, used: undefined },
        { ...reaction, used: -1, round: -3 },
        { ...reaction, used: 1.5, round: 0.6 },
        { ...reaction, used: null, round: null },
        { ...reaction, whom: "" },
        ...dropped,
      ],
    });
    expect(loaded.reactions).toEqual([
      reaction,
      { ...reaction, whom: "", used: null },
      { ...reaction, round: 0, used: 0 },
      { ...reaction, round: 1, used: 2 },
      { ...reaction, round: 0, used: null },
      { ...reaction, whom: "" },
    ]);
    expect(loaded.unreadable).toEqual(dropped.map((o) => told("reactionOffers", o)));
  });

  it("uses the end gave back: a count whole from 0 (none: 0); with no combatant or item, dropped", () => {
    const use = { combatantId: "c", itemId: "i", used: 2 };
    const dropped = [{ ...use, combatantId: "" }, { ...use, itemId: "" }, { itemId: "i", used: 1 }, { combatantId: "c", used: 1 }];
    const loaded = load({
      endedUses: [use, { ...use, used: -1 }, { ...use, used: 2.5 }, { ...use, used: null }, { combatantId: "c", itemId: "i" }, ...dropped],
    });
    expect(loaded.ended).toEqual([use, { ...use, used: 0 }, { ...use, used: 3 }, { ...use, used: 0 }, { ...use, used: 0 }]);
    expect(loaded.unreadable).toEqual(dropped.map((o) => told("endedUses", o)));
  });

  it("a Combat with nothing stored has no Endeavor, no log and nothing offered", () => {
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
    expect([empty.endeavor, empty.endeavorSetup]).toEqual([null, null]);
  });

  it("a logged command stays as stored; an empty entry stays an empty command", () => {
    expect(load({ log: [{ type: "pass", by: "a" }, null] }).log).toEqual([{ type: "pass", by: "a" }, {}]);
  });
});
