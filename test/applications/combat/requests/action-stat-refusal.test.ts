// An action the Action Die does not allow, sent anyway (a stale form, the console): the refusal names the action and
// what the book marks beside it ("Hurt only", "Not Hurt"), in the reader's language, and nothing changes.
import { describe, expect, it } from "vitest";
import { actionStatRefusal } from "../../../../src/applications/combat/requests/action-stat-refusal";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { RelayRefusal } from "../../../../src/documents/refusal";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot } from "../../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

/** The GM starts a Monstrous Endeavor; Wren takes `stat` as her Action Die and, with the fewest Blessings, acts first. */
async function wrenActsWith(stat: string) {
  const world = await endeavorWorld();
  const { combat, ids } = world;
  asUser("gm");
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
  for (const [by, die, blessings] of [[ids.wren, stat, [2, 2]], [ids.oskar, "Head", [2, 3, 4]], [ids.mina, "Hand", [2, 3, 4]], [ids.widow, "Hurt", [4, 4, 5]]] as const) {
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by, stat: die, blessings: [...blessings] } });
  }
  expect(combat.endeavor!.turn.current).toBe(ids.wren);
  asUser("player");
  return world;
}

describe("an action the Action Die does not allow", () => {
  it("with Hurt, Advance and a non-violent Attack are refused naming the action and the book's “Not Hurt”; nothing changes", async () => {
    const { combat, ids } = await wrenActsWith("Hurt");
    const before = snapshot(combat);
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "advance" } } });
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "attack", violent: false, targets: [ids.widow] } } });
    expect(warnings()).toEqual([
      "Advance is “Not Hurt” in the book: Wren's Action Die is Hurt.",
      "A non-violent Attack is “Not Hurt” in the book: Wren's Action Die is Hurt.",
    ]);
    expect(snapshot(combat)).toBe(before);
  });

  it("with Head, a violent Attack is refused naming it and the book's “Hurt only”, the Stat in the reader's language", async () => {
    const { combat, ids } = await wrenActsWith("Head");
    const before = snapshot(combat);
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "attack", violent: true, targets: [ids.widow] } } });
    expect(warnings()).toEqual(["A violent Attack is “Hurt only” in the book: Wren's Action Die is Head."]);
    // A reader in another language: the message and the Stat in it are theirs (the GM's client sent keys and ids).
    const i18n = g.game.i18n;
    const { localize, format } = i18n;
    const FRENCH: Record<string, string> = { "HB.Stat.head": "Tête", "HB.Endeavor.ActionStat.hurt-only.attack-violent": "Une Attaque violente est « Hurt only » dans le livre : le Dé d’action de {name} est {stat}." };
    i18n.localize = (key: string) => FRENCH[key] ?? localize(key);
    i18n.format = (key: string, data: Record<string, string>) => (FRENCH[key] ? FRENCH[key].replace(/{[^}]+}/g, (k: string) => String(data[k.slice(1, -1)])) : format(key, data));
    try {
      await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "attack", violent: true, targets: [ids.widow] } } });
    } finally {
      i18n.localize = localize;
      i18n.format = format;
    }
    expect(warnings().at(-1)).toBe("Une Attaque violente est « Hurt only » dans le livre : le Dé d’action de Wren est Tête.");
    expect(snapshot(combat)).toBe(before);
  });

  it("a Stealth rogue's Move with Hurt is refused as “Not Hurt”, naming Move", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await combat.startEndeavor({ kind: "stealth", edition: "v0.0.21.10", land: { alarms: "5 6 12", objectives: "2 Head", escapes: "15", sanctuaries: "" }, watch: 8 });
    for (const [by, die, blessings] of [[ids.wren, "Hurt", [3, 3]], [ids.oskar, "Head", [2, 4]], [ids.mina, "Hand", [1, 6]], [ids.widow, "Watch", [4, 4, 5]]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat: die, blessings: [...blessings] });
    }
    for (let i = 0; i < 8 && combat.endeavor!.turn.current !== ids.wren; i += 1) await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    const before = snapshot(combat);
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "move", direction: "up" } } });
    expect(warnings()).toEqual(["Move is “Not Hurt” in the book: Wren's Action Die is Hurt."]);
    expect(snapshot(combat)).toBe(before);
  });
});

describe("which refusals are told as the book's mark", () => {
  const told = (err: unknown) => {
    const out = actionStatRefusal(err);
    return out instanceof RelayRefusal ? { key: out.key, data: out.data } : out;
  };

  it("the engine's “Not Hurt” and “Hurt only” refusals, their details as text for the message", () => {
    expect(told({ code: "endeavor-not-hurt", details: { action: "advance", name: "Wren", round: 2 } })).toEqual({
      key: "HB.Endeavor.ActionStat.not-hurt.advance", data: { action: "advance", name: "Wren", round: "2" },
    });
    expect(told({ code: "endeavor-violent-needs-hurt", details: { action: "attack-violent", name: "Wren", stat: "Head" } })).toEqual({
      key: "HB.Endeavor.ActionStat.hurt-only.attack-violent", data: { action: "attack-violent", name: "Wren", stat: "Head" },
    });
  });

  it("anything else goes on as it was: another code, an action the book does not mark so, no details, no refusal at all", () => {
    const passed = [
      { code: "endeavor-not-your-turn", details: { action: "advance" } },
      { code: "endeavor-not-hurt", details: { action: "attack-violent" } },
      { code: "endeavor-not-hurt" },
      { code: ["endeavor-not-hurt"], details: { action: "advance" } },
      { code: "toString", details: { action: "advance" } },
      null,
      "endeavor-not-hurt",
    ];
    for (const err of passed) expect(actionStatRefusal(err)).toBe(err);
  });
});
