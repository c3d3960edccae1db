// Rush Endeavors through the GM relay (issue 28): the charge leader is elected in the start, which only the GM may
// send — a player cannot elect themselves —, a leader who cannot lead is refused with a message and nothing stored,
// and the Rush specials' requests are read field by field.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { endeavorRequestParser } from "../../../../src/applications/combat/requests/endeavor-schema";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot } from "../../../documents/combat-helpers";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

describe("a Rush Endeavor's charge leader", () => {
  it("a player electing themselves is refused (a start is the GM's) and nothing changes", async () => {
    const { combat, ids } = await endeavorWorld();
    const before = snapshot(combat);
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "rush", edition: "v0.0.21.10", leader: ids.wren } });
    expect(warnings()).toHaveLength(1);
    expect(combat.endeavor).toBeNull();
    expect(snapshot(combat)).toBe(before);
  });

  it("the GM elects an ally; a Monstrosity as leader is refused with a message and nothing is stored", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "rush", edition: "v0.0.21.10", leader: ids.widow } });
    expect(warnings().at(-1)).toBe("Grey Widow is a Monstrosity: only an ally can lead the charge.");
    expect(combat.endeavor).toBeNull();
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "rush", edition: "v0.0.21.10", leader: ids.oskar } });
    expect([combat.endeavor?.kind, combat.endeavor?.leader, combat.endeavor?.foiled]).toEqual(["rush", ids.oskar, []]);
  });

  it("a v0.0.18 world has no Rush Endeavors: the start is refused with a message", async () => {
    const { combat } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "rush", edition: "v0.0.18" } });
    expect(warnings().at(-1)).toMatch(/v0\.0\.18/);
    expect(combat.endeavor).toBeNull();
  });
});

describe("the relay's schema for Rush requests", () => {
  const special = (s: unknown) => ({ combatId: "c1", op: "command", command: { type: "special", by: "m1", special: s } });
  it("reads Plot Victory (with or without the next leader) and Declare Victory; refuses anything else they carry", () => {
    expect(endeavorRequestParser(special({ kind: "plotVictory" }), "request")).toMatchObject({ command: { special: { kind: "plotVictory" } } });
    expect(endeavorRequestParser(special({ kind: "plotVictory", leader: "a1" }), "request")).toMatchObject({ command: { special: { leader: "a1" } } });
    expect(endeavorRequestParser(special({ kind: "declareVictoryAll" }), "request")).toMatchObject({ command: { special: { kind: "declareVictoryAll" } } });
    expect(() => endeavorRequestParser(special({ kind: "plotVictory", leader: 3 }), "request")).toThrow();
    expect(() => endeavorRequestParser(special({ kind: "declareVictoryAll", target: "a1" }), "request")).toThrow();
    expect(() => endeavorRequestParser({ combatId: "c1", op: "start", options: { kind: "stealthy", edition: "v0.0.21.10" } }, "request")).toThrow();
  });
});
