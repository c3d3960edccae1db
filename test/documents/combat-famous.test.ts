// Famous in an Endeavor: "a +2 bonus in Attacks against them, but not against the same character more than once
// during the same session". The count is kept on the character (by the Defender's actor), beyond the Endeavor: an
// applied Attack adds to it, undoing it takes it away, and a later Endeavor this session refuses the claim again.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../src/rules/endeavor";
import { ui } from "../fakes/setup";
import { asUser, endeavorWorld, snapshot, startedWithWrenFirst } from "./combat-helpers";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

describe("Famous's once per character per session, in Endeavors", () => {
  it("an Attack claiming it counts the Defender on the character; undone, the count goes back; a later Endeavor refuses it again", async () => {
    const world = await endeavorWorld();
    const { combat, actors, ids } = world;
    await actors.wren.toggleStatusEffect("famous", { active: true });
    await startedWithWrenFirst(world);
    const famousAttack: Command = { type: "act", by: ids.wren, action: { kind: "attack", violent: false, targets: [ids.widow], lessFamous: true, roll: [4] } };
    await command(combat.id!, famousAttack);
    expect(actors.wren.system.session.famousOver).toEqual([actors.widow.uuid]);
    const check = combat.model.commands.at(-1);
    expect(check).toMatchObject({ action: { lessFamous: true } });
    // The Endeavor card says so, in the reader's language.
    const card = await (globalThis as any).game.messages.contents.at(-1).renderHTML();
    expect(card.textContent.replace(/\s+/g, " ")).toContain("Wren exerts their fame over Grey Widow (Famous: not again over them this session).");

    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(actors.wren.system.session.famousOver).toEqual([]);
    await command(combat.id!, famousAttack);
    expect(actors.wren.system.session.famousOver).toEqual([actors.widow.uuid]);

    // The same session, a new Endeavor: the claim over the Grey Widow is refused with nothing changed; another Attack
    // without it goes ahead.
    await startedWithWrenFirst(world);
    expect(combat.endeavor!.participants.find((p) => p.id === ids.wren)!.traits?.famousOver).toEqual([ids.widow]);
    const before = snapshot(combat);
    asUser("player");
    await command(combat.id!, { ...famousAttack, action: { ...famousAttack.action, roll: undefined } } as Command);
    expect(warnings()).toEqual(["Wren has already exerted their fame over Grey Widow this session: Famous gives its +2 against the same character only once per session."]);
    expect(snapshot(combat)).toBe(before);
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "attack", violent: false, targets: [ids.widow] } });
    expect(combat.endeavor!.turn.current).not.toBe(ids.wren);
  });
});
