// An action another kind lists, sent in a Monstrous Endeavor through the GM's relay: a player's request, the GM's own
// request and the GM's console call on the Combat are each refused with the localised "not available" message (the
// console call with the engine's code), and nothing is stored. Which actions: every one the kinds table does not list
// for an ally in a Monstrous Endeavor (the rules' own table test, test/rules/endeavor/kind-actions.test.ts, covers
// every kind and role).
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { kindRules, type Action } from "../../../../src/rules/endeavor";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot, startedWithWrenFirst } from "../../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

/** One of each action a command can name (an Attack by its violence), aimed at `other`. */
const actions = (other: string): Action[] => [
  { kind: "attack", violent: true, targets: [other] }, { kind: "attack", violent: false, targets: [other] },
  { kind: "advance" }, { kind: "protect", target: other, pay: {} }, { kind: "pass" }, { kind: "zealous" },
  { kind: "commanding", target: other, stat: "Head" }, { kind: "delayedAttack", violent: false, targets: [other] },
  { kind: "radiant", aptitude: "Cooking" }, { kind: "move", direction: "up" },
  { kind: "cover" }, { kind: "objective", button: "b1" }, { kind: "hidden" }, { kind: "search", position: 7 },
  { kind: "scan", direction: "up" }, { kind: "awaken" }, { kind: "wound", target: other },
];
const tableId = (a: Action) => (a.kind === "attack" ? (a.violent ? "attack-violent" : "attack-non-violent") : a.kind);

describe("an action the kinds table does not list for this kind, through the relay", () => {
  it("a player's, the GM's request and the GM's console call: refused with the message, nothing stored", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    const listed = kindRules("monstrous").roles.character.actions.map((a) => a.id as string);
    const others = actions(ids.widow).filter((a) => !listed.includes(tableId(a)));
    // The Eye's four, Move, Cover, an Objective's Check and Hidden: Stealth's alone.
    expect(others.map(tableId)).toEqual(["move", "cover", "objective", "hidden", "search", "scan", "awaken", "wound"]);
    const before = snapshot(combat);
    const message = g.game.i18n.localize("HB.Error.endeavor-action-unavailable");
    for (const user of ["player", "gm"] as const) {
      asUser(user);
      for (const action of others) {
        const shown = warnings().length;
        await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action } });
        expect([tableId(action), user, warnings().slice(shown)]).toEqual([tableId(action), user, [message]]);
        expect(snapshot(combat)).toBe(before);
      }
    }
    asUser("gm");
    for (const action of others) {
      await expect(combat.dispatch({ type: "act", by: ids.wren, action }))
        .rejects.toMatchObject({ code: "endeavor-action-unavailable" });
      expect(snapshot(combat)).toBe(before);
    }
  });
});
