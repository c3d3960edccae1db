// Hooks for modules (src/api/hooks.ts, listed in docs/api/hooks.md): each fires once, with the documented
// arguments, on the client that makes the change — a Check on the roller's, what the GM's relay decides on the GM's.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { postCheck } from "../../src/applications/chat/check-card";
import { rollCheck } from "../../src/applications/chat/roll-check";
import { relay } from "../../src/applications/shared/relay";
import { changePool } from "../../src/applications/sheets/pool-relay";
import { endSession } from "../../src/applications/session/session";
import { migrateWorld } from "../../src/documents/migrate-world";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { HOOKS } from "../../src/api/hooks";
import { SCHEMA_VERSION } from "../../src/data/migrations";
import { apps } from "../fakes/setup";
import { endeavorWorld, startedWithWrenFirst } from "../documents/combat-helpers";
import { as, d6, faces } from "../applications/chat/card-helpers";

const g = globalThis as any;

/** Every call of `hook`: the user whose client ran it, and the arguments. */
function watch(hook: string) {
  const calls: { on: string; args: unknown[] }[] = [];
  g.Hooks.on(hook, (...args: unknown[]) => void calls.push({ on: g.game.user.id, args }));
  return calls;
}

let wren: any;
let ash: any;
beforeEach(async () => {
  onInit();
  const Actor = g.CONFIG.Actor.documentClass;
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6 }, blessings: [3, 3, 5] } });
  ash = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 }, system: { blessings: [6, 2, 4] } });
});

describe("the hooks' names", () => {
  it("are the system's id and the documented name", () => {
    expect(Object.values(HOOKS)).toEqual(["preRollCheck", "rollCheck", "spark", "help", "poolChange", "endeavorCommand", "endeavorUndo", "endSession", "migrateWorld"].map((n) => `humanity-blessed.${n}`));
  });
});

describe("a Check", () => {
  it("preRollCheck (Hooks.call) gets the actor and a copy of the request; false cancels: nothing paid, rolled or posted", async () => {
    as("player");
    const seen: unknown[][] = [];
    g.Hooks.on(HOOKS.preRollCheck, (actor: unknown, request: { difficulty: string }) => {
      seen.push([actor, { ...request }]);
      request.difficulty = "easy";
      return false;
    });
    const rolled = watch(HOOKS.rollCheck);
    const request = { stat: "head", difficulty: "hard" as const, partner: "hand" };
    expect(await postCheck(wren, request)).toBeNull();
    expect(seen).toEqual([[wren, { stat: "head", difficulty: "hard", partner: "hand" }]]);
    expect(request.difficulty).toBe("hard");
    expect([g.game.messages.size, wren.system.blessings, rolled]).toEqual([0, [3, 3, 5], []]);
  });

  it("rollCheck fires once on the roller's client with the actor and the posted message; a macro's roll too", async () => {
    as("player");
    const rolled = watch(HOOKS.rollCheck);
    const asked = watch(HOOKS.preRollCheck);
    faces([4], 6);
    const message = await rollCheck(wren, "head", { difficulty: "normal" });
    expect(asked).toEqual([{ on: "player", args: [wren, { stat: "head", difficulty: "normal" }] }]);
    expect(rolled).toEqual([{ on: "player", args: [wren, message] }]);
  });

  it("a Spark before rolling: spark fires once on the roller's client ({when: roll, stats}); its payment is a poolChange on the GM's", async () => {
    as("player");
    const sparks = watch(HOOKS.spark);
    const pools = watch(HOOKS.poolChange);
    faces([4, 2], 6);
    const message = await postCheck(wren, { stat: "head", partner: "hand" });
    expect(sparks).toEqual([{ on: "player", args: [wren, message, { when: "roll", stats: ["head", "hand"] }] }]);
    expect(pools).toEqual([{ on: "gm", args: [wren, { op: "spark", before: [3, 3, 5], after: [5], gained: [], paid: [3, 3] }, "player"] }]);
  });
});

describe("on a Check card (the GM's client decides)", () => {
  it("help fires once with the helper, the message and the Help given", async () => {
    as("player");
    faces([4], 6);
    const message = await postCheck(wren, { stat: "head" });
    const helps = watch(HOOKS.help);
    as("player2");
    await relay("check.help", { messageId: message!.id, actorUuid: ash.uuid, blessing: 4 });
    expect(helps).toEqual([{ on: "gm", args: [ash, message, { userId: "player2", actorUuid: ash.uuid, name: "Ash", blessing: 4 }] }]);
  });

  it("an Upgrade to Spark fires spark once ({when: upgrade, stats})", async () => {
    as("player");
    faces([4], 6);
    const message = await postCheck(wren, { stat: "head" });
    const sparks = watch(HOOKS.spark);
    faces([3], 6);
    await relay("check.spark", { messageId: message!.id, partner: "hand", roll: 0 });
    expect(sparks).toEqual([{ on: "gm", args: [wren, message, { when: "upgrade", stats: ["head", "hand"] }] }]);
  });
});

describe("a pool change", () => {
  it("fires once on the GM's client with the actor, what changed and who asked; a refusal fires nothing", async () => {
    as("player");
    const pools = watch(HOOKS.poolChange);
    d6([2]);
    await changePool({ op: "gain", actorUuid: wren.uuid, count: 1 });
    expect(pools).toEqual([{ on: "gm", args: [wren, { op: "gain", before: [3, 3, 5], after: [3, 3, 5, 2], gained: [2], paid: [] }, "player"] }]);
    await changePool({ op: "remove", actorUuid: wren.uuid, value: 6 });
    expect(pools).toHaveLength(1);
  });

  it("with no GM connected, on the owner's own client", async () => {
    g.game.users.get("gm").active = false;
    as("player");
    const pools = watch(HOOKS.poolChange);
    await changePool({ op: "spend", actorUuid: wren.uuid, cost: "①" });
    expect(pools).toEqual([{ on: "player", args: [wren, { op: "spend", before: [3, 3, 5], after: [3, 5], gained: [], paid: [3] }, "player"] }]);
  });
});

describe("an Endeavor", () => {
  it("a command fires endeavorCommand once (combat, logged command, its events); its undo endeavorUndo once, on the GM's client", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const commands = watch(HOOKS.endeavorCommand);
    const undos = watch(HOOKS.endeavorUndo);
    as("player");
    await requestEndeavor({ combatId: world.combat.id!, op: "command", command: { type: "act", by: world.ids.wren, action: { kind: "pass" } } });
    expect(commands).toHaveLength(1);
    const [combat, command, events] = commands[0]!.args as [unknown, { type: string; by: string }, { type: string }[]];
    expect([commands[0]!.on, combat, command.type, command.by]).toEqual(["gm", world.combat, "act", world.ids.wren]);
    expect(command).toEqual(world.combat.model!.commands.at(-1));
    expect(events.length).toBeGreaterThan(0);
    as("gm");
    await requestEndeavor({ combatId: world.combat.id!, op: "undo" });
    expect(undos).toEqual([{ on: "gm", args: [world.combat, command, events] }]);
    expect(commands).toHaveLength(1);
  });
});

describe("the GM's End session and the world migration", () => {
  it("endSession fires once with the characters reset", async () => {
    for (const u of ["player", "player2"]) g.game.users.get(u).query = async () => true;
    const ended = watch(HOOKS.endSession);
    apps.DialogV2.answers.push(true);
    await endSession();
    expect(ended).toEqual([{ on: "gm", args: [[wren, ash]] }]);
  });

  it("migrateWorld fires once, after the migration, with the versions and how many actors were saved; a migrated world fires nothing", async () => {
    const migrated = watch(HOOKS.migrateWorld);
    await migrateWorld();
    expect(migrated).toEqual([{ on: "gm", args: [{ from: 0, to: SCHEMA_VERSION, actors: 2 }] }]);
    await migrateWorld();
    expect(migrated).toHaveLength(1);
  });
});
