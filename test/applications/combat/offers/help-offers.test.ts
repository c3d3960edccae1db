// help-offers.ts: who may offer Help to whom (the offer drawn on a player's own row), whose Check it goes to, which
// offers still stand (listed on the acting player's form), and whether an offer stands behind the Help a command
// carries (the GM's client lets a player include a Helper they do not play only then). Pure.
import { describe, expect, it } from "vitest";
import {
  actingNow, canHelp, helpInCommand, liveOffers, offered, type HelpOffer,
} from "../../../../src/applications/combat/offers/index";
import type { Command, EndeavorState, HelpInput, Participant } from "../../../../src/rules/endeavor";
import { ally, choose, monster, racer, run, setup } from "../../../builders/endeavor";

/** Wren (a0, acting first), Oskar (a1), Mina (a2) and the Grey Widow (m0), in the turns of round 1. */
function game(): EndeavorState {
  const s = setup({
    kind: "monstrous",
    participants: [ally("a0", { name: "Wren" }), ally("a1", { name: "Oskar" }), ally("a2", { name: "Mina" }), monster("m0")],
  });
  const state = run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", "Hurt", [5, 5, 6])]).state;
  expect([state.phase, state.turn.current, state.round]).toEqual(["turns", "a0", 1]);
  return state;
}
const who = (s: EndeavorState, id: string) => s.participants.find((p) => p.id === id)!;
/** `s` with participant `id` changed by `over`. */
const withP = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});

describe("who may offer Help", () => {
  it("an ally who has not acted, is not skipping and is still in; never oneself nor, in a Monstrous Endeavor, an opponent", () => {
    const s = game();
    expect(canHelp(s, who(s, "a1"), who(s, "a0"))).toBe(true);
    expect(canHelp(s, who(s, "a0"), who(s, "a0"))).toBe(false);
    expect(canHelp(s, who(s, "m0"), who(s, "a0"))).toBe(false);
    for (const over of [{ acted: true }, { skipping: true }, { removed: { round: 1, reason: "gm" as const, by: null } }]) {
      const changed = withP(s, "a1", over);
      expect(canHelp(changed, who(changed, "a1"), who(changed, "a0"))).toBe(false);
    }
  });

  it("in a Race anyone may Help anyone else", () => {
    const s = setup({ kind: "racing", participants: [racer("r0"), racer("r1")] });
    expect(canHelp(s, who(s, "r1"), who(s, "r0"))).toBe(true);
    expect(canHelp(s, who(s, "r0"), who(s, "r0"))).toBe(false);
  });
});

describe("whose Check Help goes to", () => {
  it("a pending Attack's attacker first, in any phase; else whoever's turn it is; nobody outside the turns", () => {
    const s = game();
    expect(actingNow(s)).toBe("a0");
    expect(actingNow({ ...s, pending: [{ kind: "revenge", by: "a2", eligible: [] }, { kind: "zeal", by: "a1", eligible: [] }] })).toBe("a2");
    expect(actingNow({ ...s, phase: "special", pending: [{ kind: "zeal", by: "a1", eligible: [] }] })).toBe("a1");
    expect(actingNow({ ...s, phase: "special" })).toBeNull();
  });
});

describe("an offer standing behind a command's Help", () => {
  const s = game();
  const offer = (over: Partial<HelpOffer> = {}): HelpOffer =>
    ({ by: "a1", to: "a0", round: 1, pay: { temporary: [3, 4], permanent: [] }, use: "roll", ...over });
  const help = (over: Partial<HelpInput> = {}): HelpInput => ({ by: "a1", pay: { temporary: [4, 3] }, ...over });

  it("the same Helper, to this actor, this round, for the same use and the same Blessings in any order", () => {
    expect(offered([offer()], s, "a0", help())).toBe(true);
    expect(offered([offer({ pay: { temporary: [3, 4] } })], s, "a0", help({ pay: { temporary: [3, 4], permanent: [] } }))).toBe(true);
    expect(offered([offer({ use: "x" })], s, "a0", help({ use: "x" }))).toBe(true);
    expect(offered([offer({ use: "analytical", pay: {} })], s, "a0", help({ analytical: {}, pay: {} }))).toBe(true);
  });

  it("anything else is no offer: another Helper, actor, round, use or payment", () => {
    expect(offered([], s, "a0", help())).toBe(false);
    expect(offered([offer({ by: "a2" })], s, "a0", help())).toBe(false);
    expect(offered([offer({ to: "a2" })], s, "a0", help())).toBe(false);
    expect(offered([offer({ round: 2 })], s, "a0", help())).toBe(false);
    expect(offered([offer({ use: "x" })], s, "a0", help())).toBe(false);
    expect(offered([offer()], s, "a0", help({ use: "x" }))).toBe(false);
    expect(offered([offer()], s, "a0", help({ analytical: {} }))).toBe(false);
    expect(offered([offer()], s, "a0", help({ pay: { temporary: [3] } }))).toBe(false);
    expect(offered([offer()], s, "a0", help({ pay: { temporary: [3, 4], permanent: [4] } }))).toBe(false);
    expect(offered([offer()], s, "a0", help({ pay: { permanent: [3, 4] } }))).toBe(false);
    expect(offered([offer({ pay: { temporary: [3, 4], permanent: [5] } })], s, "a0", help({ pay: { temporary: [3, 4], permanent: [6] } }))).toBe(false);
  });
});

describe("the Help a command carries", () => {
  const h = (by: string): HelpInput => ({ by, pay: { temporary: [2] } });
  it("an action's Check and a Protect's, each part of a Unique Skill, a pending Attack; nothing in other commands", () => {
    const attack = { kind: "attack" as const, violent: true, targets: ["m0"], helpers: [h("a1")] };
    expect(helpInCommand({ type: "act", by: "a0", action: attack }).map((x) => x.by)).toEqual(["a1"]);
    const protect: Command = { type: "act", by: "a0", action: { kind: "protect", target: "a0", pay: {}, check: { helpers: [h("a2")] } } };
    expect(helpInCommand(protect).map((x) => x.by)).toEqual(["a2"]);
    const unique: Command = {
      type: "act", by: "a0",
      action: { kind: "unique", pay: {}, actions: [{ kind: "advance", helpers: [h("a1")] }, { ...attack, helpers: [h("a2"), h("a1")] }] },
    };
    expect(helpInCommand(unique).map((x) => x.by)).toEqual(["a1", "a2", "a1"]);
    expect(helpInCommand({ type: "act", by: "a0", action: { kind: "pass" } })).toEqual([]);
    expect(helpInCommand({ type: "resolvePending", by: "a0", attack }).map((x) => x.by)).toEqual(["a1"]);
    expect(helpInCommand({ type: "resolvePending", by: "a0", attack: null })).toEqual([]);
    expect(helpInCommand(choose("a0", "Hurt"))).toEqual([]);
  });
});

describe("the offers that still stand", () => {
  const offer = (over: Partial<HelpOffer> = {}): HelpOffer =>
    ({ by: "a1", to: "a0", round: 1, pay: { temporary: [3] }, use: "roll", ...over });
  it("this round's, to whoever acts now, from a Helper still able to Help; none with no Endeavor or nobody acting", () => {
    const s = game();
    const standing = [offer(), offer({ by: "a2" })];
    const all = [...standing, offer({ round: 0 }), offer({ to: "a2" }), offer({ by: "m0" }), offer({ by: "gone" }), offer({ to: "gone" })];
    expect(liveOffers(all, s)).toEqual(standing);
    expect(liveOffers(all, null)).toEqual([]);
    expect(liveOffers(all, { ...s, phase: "special" })).toEqual([]);
    expect(liveOffers(all, withP(s, "a2", { acted: true }))).toEqual([offer()]);
  });
});
