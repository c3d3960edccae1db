// The GM's judgement of a player's Endeavor request, before the engine sees it: whose Blessings it spends (every
// Help it carries, a Sure-footed Protect's included) and that it brings no dice of its own.
import { describe, expect, it } from "vitest";
import { authorizeCommand, suppliesDice } from "../../../../src/applications/combat/requests/endeavor-gm";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import type { Command, EndeavorState } from "../../../../src/rules/endeavor";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot } from "../../../documents/combat-helpers";

const player = { isGM: false };
const owns = (id: string) => id === "wren";
const name = (id: string) => ({ wren: "Wren", oskar: "Oskar" })[id] ?? id;
const help = { by: "oskar", pay: { temporary: [2] } };

describe("authorizeCommand", () => {
  it("a Sure-footed Protect's Help from a character the player does not own, not offered, is refused", () => {
    const protect: Command = { type: "act", by: "wren", action: { kind: "protect", target: "wren", pay: { temporary: [3] }, check: { helpers: [help] } } };
    expect(authorizeCommand(protect, player, owns, name)).toEqual({ key: "HB.Error.endeavorNotOwner", data: { name: "Oskar" } });
    expect(authorizeCommand(protect, player, (id) => id === "wren" || id === "oskar", name)).toBeNull();
    const unique: Command = { type: "act", by: "wren", action: { kind: "unique", pay: { permanent: [4, 4] }, actions: [{ kind: "advance" }, { kind: "protect", target: "wren", pay: {}, check: { helpers: [help] } }] } };
    expect(authorizeCommand(unique, player, owns, name)?.key).toBe("HB.Error.endeavorNotOwner");
  });

  it("others' Specializations and watching (Mischievous, Vexed, Resolved, Protective, Analytical) are their own players' say", () => {
    const mine = (id: string) => id === "wren";
    const theirs: Command[] = [
      { type: "act", by: "wren", action: { kind: "advance", mischievous: "oskar" } },
      { type: "act", by: "wren", action: { kind: "advance", watchedBy: "oskar" } },
      { type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m"], resolved: ["oskar"] } },
      { type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m"], protectors: { m: "oskar" } } },
      { type: "act", by: "wren", action: { kind: "advance", helpers: [{ by: "oskar", pay: {}, analytical: {} }] } },
    ];
    // Not offered from Oskar's row: each refused with what was not offered (Analytical, like any Help, as not his to give).
    const keys = ["notOffered.mischievous", "notOffered.watch", "notOffered.resolved", "notOffered.protective"].map((k) => `HB.Endeavor.Reaction.${k}`);
    for (const [i, c] of theirs.entries()) {
      expect(authorizeCommand(c, player, mine, name)).toEqual({ key: keys[i] ?? "HB.Error.endeavorNotOwner", data: { name: "Oskar" } });
      expect(authorizeCommand(c, player, (id) => id === "wren" || id === "oskar", name)).toBeNull();
      expect(authorizeCommand(c, { isGM: true }, mine, name)).toBeNull();
    }
    // Their dice are thrown on the GM's client, as every die: a player cannot bring Analytical's four or Resolved's Blessing.
    expect(suppliesDice({ type: "act", by: "wren", action: { kind: "advance", helpers: [{ by: "wren", pay: {}, analytical: { dice: [1, 1, 1, 2] } }] } })).toBe(true);
    expect(suppliesDice({ type: "act", by: "m", action: { kind: "attack", violent: true, targets: ["wren"], gained: { wren: [6] } } })).toBe(true);
  });

  it("someone else's reaction passes exactly as offered from their row: same actor, round, kind and (Protective) whom", () => {
    const state = { round: 2, options: {}, phase: "turns", pending: [], turn: { current: "wren" }, participants: [] } as unknown as EndeavorState;
    const offer = (kind: "resolved" | "protective" | "watch", whom = "") => ({ by: "oskar", to: "wren", round: 2, kind, whom });
    const attack = (extra: Record<string, unknown>): Command => ({ type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m"], ...extra } });
    const ctx = (reactions: ReturnType<typeof offer>[]) => ({ list: [], state, reactions });
    expect(authorizeCommand(attack({ protectors: { m: "oskar" } }), player, owns, name, ctx([offer("protective", "m")]))).toBeNull();
    expect(authorizeCommand(attack({ protectors: { m: "oskar" } }), player, owns, name, ctx([offer("protective", "n")]))?.key).toBe("HB.Endeavor.Reaction.notOffered.protective");
    expect(authorizeCommand(attack({ resolved: ["oskar"] }), player, owns, name, ctx([offer("resolved")]))).toBeNull();
    expect(authorizeCommand(attack({ resolved: ["oskar"] }), player, owns, name, ctx([offer("watch")]))?.key).toBe("HB.Endeavor.Reaction.notOffered.resolved");
    expect(authorizeCommand(attack({ watchedBy: "oskar" }), player, owns, name, ctx([{ ...offer("watch"), round: 1 }]))?.key).toBe("HB.Endeavor.Reaction.notOffered.watch");
    expect(authorizeCommand(attack({ watchedBy: "oskar" }), player, owns, name, ctx([{ ...offer("watch"), to: "mina" }]))?.key).toBe("HB.Endeavor.Reaction.notOffered.watch");
  });

  it("group movement's shares (table ruling groupSplit): 'group' lets a player share out only a group they play entirely, the GM any; 'attacker' the Attacker", () => {
    const state = (groupSplit: "group" | "attacker") => ({ options: { groupSplit } }) as unknown as EndeavorState;
    const attack = (extra: Record<string, unknown>): Command => ({ type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m", "n"], ...extra } });
    const shares = attack({ split: { m: 2, n: 0 } });
    const groupDecides = { key: "HB.Endeavor.Split.groupDecides", data: {} };
    const group = { list: [], state: state("group") };
    expect(authorizeCommand(shares, player, owns, name, group)).toEqual(groupDecides);
    expect(authorizeCommand({ type: "resolvePending", by: "wren", attack: { kind: "attack", violent: true, targets: ["m"], split: { m: 2 } } }, player, owns, name, group)).toEqual(groupDecides);
    expect(authorizeCommand(attack({}), player, owns, name, group)).toBeNull(); // blank: evenly
    expect(authorizeCommand(shares, player, (id) => ["wren", "m", "n"].includes(id), name, group)).toBeNull();
    expect(authorizeCommand(shares, { isGM: true }, owns, name, group)).toBeNull();
    expect(authorizeCommand(shares, player, owns, name, { list: [], state: state("attacker") })).toBeNull();
  });

  it("Perform Combo: 'you and your allies may move down' is the group's say ('group'), as are the opponents' shares", () => {
    const state = (groupSplit: "group" | "attacker") => ({ options: { groupSplit } }) as unknown as EndeavorState;
    const combo = (down: Record<string, number>, opponents?: Record<string, number>): Command =>
      ({ type: "special", by: "wren", special: { kind: "combo", down, ...(opponents ? { opponents } : {}) } });
    const group = { list: [], state: state("group") };
    const groupDecides = { key: "HB.Endeavor.Split.groupDecides", data: {} };
    // Oskar (another player's) moving down is Oskar's group's to agree; Wren moving alone is Wren's player's.
    expect(authorizeCommand(combo({ wren: 2, oskar: 1 }), player, owns, name, group)).toEqual(groupDecides);
    expect(authorizeCommand(combo({ wren: 2, oskar: 0 }), player, owns, name, group)).toBeNull();
    expect(authorizeCommand(combo({ wren: 2 }), player, owns, name, group)).toBeNull();
    // The opponents' shares of the amount moved: the GM's (who plays them), blank shares are even.
    expect(authorizeCommand(combo({ wren: 2 }, { m: 2 }), player, owns, name, group)).toEqual(groupDecides);
    expect(authorizeCommand(combo({ wren: 2 }, { m: 0, n: 2 }), player, (id) => id === "wren" || id === "n", name, group)).toEqual(groupDecides);
    expect(authorizeCommand(combo({ wren: 2, oskar: 1 }, { m: 3 }), { isGM: true }, owns, name, group)).toBeNull();
    expect(authorizeCommand(combo({ wren: 2, oskar: 1 }), player, (id) => id === "wren" || id === "oskar", name, group)).toBeNull();
    // Ruling 'attacker': whoever performs it decides it all.
    expect(authorizeCommand(combo({ wren: 2, oskar: 1 }, { m: 3 }), player, owns, name, { list: [], state: state("attacker") })).toBeNull();
  });

  it("a player's command that brings its own dice is refused, wherever they sit; the GM's may", () => {
    const commands: Command[] = [
      { type: "chooseActionDie", by: "wren", stat: "Head", blessings: [6, 6] },
      { type: "act", by: "wren", action: { kind: "advance", roll: [10] } },
      { type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m"], imposing: 9 } },
      { type: "act", by: "wren", action: { kind: "unique", pay: {}, actions: [{ kind: "advance", throws: [[[5]]] }, { kind: "advance" }] } },
      { type: "resolvePending", by: "wren", attack: { kind: "attack", violent: false, targets: ["m"], regained: { m: [1] } } },
      { type: "fatigueCheck", by: "wren", roll: [8] },
      // Critical's Stats are picked at random on the GM's client; a Delayed Attack's Defenders' rolls are the GM's too.
      { type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m"], critical: { m: "Head" } } },
      { type: "triggerDelayed", id: "d1", rolls: { m: [4] } },
      { type: "act", by: "wren", action: { kind: "attack", violent: true, targets: ["m"], gained: { m: [2] } } },
      { type: "act", by: "wren", action: { kind: "advance", helpers: [{ by: "wren", pay: {}, analytical: { dice: [1, 2, 3, 4] } }] } },
    ];
    for (const c of commands) {
      expect(suppliesDice(c), JSON.stringify(c)).toBe(true);
      // (A player's Delayed Attack trigger is the GM's call before its dice are looked at.)
      const refusal = c.type === "triggerDelayed" ? "HB.Error.endeavorGmOnly" : "HB.Error.endeavorDiceSupplied";
      expect(authorizeCommand(c, player, owns, name)).toEqual({ key: refusal, data: {} });
      expect(authorizeCommand(c, { isGM: true }, owns, name)).toBeNull();
    }
    const plain: Command = { type: "act", by: "wren", action: { kind: "attack", violent: false, targets: ["m"], steal: { m: [3] }, helpers: [{ by: "wren", pay: { permanent: [2] }, use: "roll" }] } };
    expect(suppliesDice(plain)).toBe(false);
    expect(authorizeCommand(plain, player, owns, name)).toBeNull();
  });
});

describe("through the GM relay", () => {
  it("a player choosing their Action Die with their own temporary Blessings is told why and changes nothing", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    const before = snapshot(combat);
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by: ids.wren, stat: "Head", blessings: [6, 6] } });
    expect(ui.messages.filter((m) => m.type === "warn").map((m) => m.message)).toEqual(["Dice are rolled on the GM's client: a request may not bring its own results."]);
    expect(snapshot(combat)).toBe(before);
  });
});

describe("authorizeCommand: the Eye, and Help not as offered", () => {
  const state = { round: 2, options: {}, eye: { id: "eye" } } as unknown as EndeavorState;
  const advance = (helper: Record<string, unknown>): Command => ({ type: "act", by: "wren", action: { kind: "advance", helpers: [{ by: "oskar", pay: { temporary: [2] }, ...helper }] } });
  const offer = { by: "oskar", to: "wren", round: 2, pay: { temporary: [2], permanent: [] }, use: "roll" as const };

  it("the Eye is the GM's to play, whoever owns its actor; the rogues' own commands go on", () => {
    const mine = (id: string) => id === "wren" || id === "eye";
    expect(authorizeCommand({ type: "act", by: "eye", action: { kind: "pass" } }, player, mine, name, { list: [], state })).toEqual({ key: "HB.Error.endeavorEyeGmOnly", data: {} });
    expect(authorizeCommand({ type: "act", by: "wren", action: { kind: "pass" } }, player, mine, name, { list: [], state })).toBeNull();
  });

  it("Help another's player offered differently is refused as not as offered; with no offer to this actor, as not theirs", () => {
    expect(authorizeCommand(advance({}), player, owns, name, { list: [offer], state })).toBeNull();
    expect(authorizeCommand(advance({ pay: { temporary: [5] } }), player, owns, name, { list: [offer], state }))
      .toEqual({ key: "HB.Endeavor.Help.notOffered", data: { name: "Oskar" } });
    const notTheirs = { key: "HB.Error.endeavorNotOwner", data: { name: "Oskar" } };
    expect(authorizeCommand(advance({ pay: { temporary: [5] } }), player, owns, name, { list: [{ ...offer, to: "mina" }], state })).toEqual(notTheirs);
    expect(authorizeCommand(advance({ pay: { temporary: [5] } }), player, owns, name, { list: [{ ...offer, by: "mina" }], state })).toEqual(notTheirs);
  });

  it("a Tactical call on an ally needs no offer: the engine judges whether the actor has Tactical", () => {
    expect(authorizeCommand(advance({ tactical: true }), player, owns, name, { list: [], state })).toBeNull();
    expect(authorizeCommand(advance({}), player, owns, name, { list: [], state })?.key).toBe("HB.Error.endeavorNotOwner");
  });
});
