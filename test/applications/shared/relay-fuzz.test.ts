// Fuzz: 10,000 seeded sequences of requests a player's console could send to the GM's client (through the socket
// listener's entry point, handleRelay, with that player's server-given id): valid requests mutated with wrong types,
// unknown ids, prototype keys ("__proto__", "constructor"), huge strings, missing and extra keys, unknown request
// types. Every refusal is a localised message (never a TypeError), changes nothing, and no prototype is touched.
// Then the socket listener itself, sent the same requests with extra arguments after them (the server appends the
// real sender last): nothing runs and nothing is answered.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { RELAY_SOCKET } from "../../../src/applications/shared/relay";
import { handleRelay } from "../../../src/applications/shared/relay-gm";
import { postCheck } from "../../../src/applications/chat/check-card";
import { postRequest } from "../../../src/applications/chat/request-card";
import { requestEndeavor } from "../../../src/applications/combat/requests/endeavor-relay";
import { seededRng } from "../../../src/rules";
import { asUser, endeavorWorld } from "../../documents/combat-helpers";

const g = globalThis as any;
const SEQUENCES = Number(process.env.HB_FUZZ ?? 10_000);
const SOCKET_SEQUENCES = Math.max(50, Math.floor(SEQUENCES / 10));
const en = JSON.parse(readFileSync("lang/en.json", "utf8"));
const known = (key: string) => key.split(".").reduce((o: any, k) => (o && Object.hasOwn(o, k) ? o[k] : undefined), en) !== undefined;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const NASTY: Json[] = [
  null, true, 0, -1, 7, 1e9, 2.5, "", "x".repeat(5000), "__proto__", "constructor", "toString", "hasOwnProperty", "Head",
  "XXXXXXXXXXXXXXXX", [], [null], [1, 2, 3], {}, { temporary: true }, JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
];

function mutate(value: Json, rng: () => number): Json {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  if (Array.isArray(value)) {
    if (!value.length || rng() < 0.3) return rng() < 0.5 ? pick(NASTY) : [...value, pick(NASTY)];
    const i = Math.floor(rng() * value.length);
    return value.map((v, j) => (j === i ? mutate(v, rng) : v));
  }
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    const r = rng();
    if (!keys.length || r < 0.15) return pick(NASTY);
    const copy: { [k: string]: Json } = {};
    for (const k of keys) Object.defineProperty(copy, k, { value: value[k], enumerable: true, writable: true, configurable: true });
    if (r < 0.3) delete copy[pick(keys)];
    else if (r < 0.45) Object.defineProperty(copy, pick(["__proto__", "constructor", "userId", "extra"]), { value: pick(NASTY), enumerable: true, writable: true, configurable: true });
    else {
      const k = pick(keys);
      copy[k] = mutate(copy[k]!, rng);
    }
    return copy;
  }
  return pick(NASTY);
}

/** A started Endeavor, a call for a Check and two Check cards, with one valid request of each kind a player sends. */
async function fuzzWorld() {
    const world = await endeavorWorld();
    const { combat, ids, actors } = world;
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    // A call for a Head Check to Wren, answered below by Wren's roll (the seed a player's "I rolled" would send).
    const call = await postRequest({ stat: "head", actors: [actors.wren.uuid] });
    await actors.wren.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Brawling" }]);
    asUser("player");
    const card = await postCheck(actors.wren, { stat: "head" });
    const other = await postCheck(actors.oskar, { stat: "hand" });
    asUser("gm");
    const seeds: [string, Json][] = [
      ["endeavor", { combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by: ids.wren, stat: "Head" } }],
      ["endeavor", { combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "attack", violent: true, targets: [ids.widow], helpers: [{ by: ids.oskar, pay: { temporary: [2] } }] } } }],
      ["endeavor", { combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "protect", target: ids.wren, pay: { temporary: [3], permanent: [] } } } }],
      ["endeavor", { combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "delayedAttack", violent: false, targets: [ids.widow], stat: "Hurry", difficulty: "hard", trigger: "when it sleeps" } } }],
      ["endeavor", { combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "move", id: ids.widow, to: 0 } } }],
      ["endeavor", { combatId: combat.id!, op: "offerHelp", by: ids.wren, offer: { pay: { temporary: [2] }, use: "roll" } }],
      ["endeavor", { combatId: combat.id!, op: "undo" }],
      ["check.help", { messageId: other!.id, actorUuid: actors.wren.uuid }],
      ["check.spark", { messageId: card!.id, partner: "hand", roll: 0 }],
      ["check.fail", { messageId: other!.id }],
      ["check.witness", { messageId: other!.id, actorUuid: actors.wren.uuid }],
      ["check.aptitude", { messageId: card!.id, aptitude: "Brawling" }],
      ["request.rolled", { messageId: call!.id, actorUuid: actors.wren.uuid, checkId: card!.id }],
      ["pool", { op: "spend", actorUuid: actors.wren.uuid, cost: "③" }],
      ["pool", { op: "remove", actorUuid: actors.oskar.uuid, value: 2 }],
      ["pool", { op: "spark", actorUuid: actors.wren.uuid, stats: ["head", "hand"] }],
      ["pool", { op: "recharge", actorUuid: actors.wren.uuid, itemId: "XXXXXXXXXXXXXXXX" }],
      ["pool", { op: "shop", actorUuid: actors.wren.uuid, paid: [3] }],
    ];
    const worldState = () => JSON.stringify({
      state: combat.endeavor, log: combat.model!.commands, flags: combat.flags,
      actors: g.game.actors.contents.map((a: any) => a.system.toObject?.() ?? a.system),
      messages: g.game.messages.contents.map((m: any) => [m.id, m.system?.toObject?.() ?? m.system, m.rolls?.length]),
    });
    return { seeds, worldState };
}

describe("the GM relay under a player's console", () => {
  it(`${SEQUENCES} seeded request sequences: refusals are localised, change nothing, and touch no prototype`, async () => {
    const { seeds, worldState } = await fuzzWorld();
    const rng = seededRng(16);
    const errors = new Map<string, number>();
    let accepted = 0;
    for (let s = 0; s < SEQUENCES; s++) {
      const length = 1 + Math.floor(rng() * 3);
      for (let i = 0; i < length; i++) {
        const [seedType, seedPayload] = seeds[Math.floor(rng() * seeds.length)]!;
        const type = rng() < 0.03 ? String(mutate(seedType, rng)) : seedType;
        let payload: Json = seedPayload;
        for (let m = 1 + Math.floor(rng() * 2); m > 0; m--) payload = mutate(payload, rng);
        const before = worldState();
        const reply = await handleRelay(type, JSON.parse(JSON.stringify(payload)), "player");
        if (reply.ok) {
          accepted++;
          continue;
        }
        errors.set(reply.error, (errors.get(reply.error) ?? 0) + 1);
        if (reply.error === "HB.Error.relayFailed" || !known(reply.error) || worldState() !== before) {
          throw new Error(`sequence ${s}: ${type} ${JSON.stringify(payload).slice(0, 400)} → ${JSON.stringify(reply)}${worldState() !== before ? " (and the world changed)" : ""}`);
        }
      }
      expect(({} as any).polluted).toBeUndefined();
    }
    expect(Object.prototype).not.toHaveProperty("polluted");
    // Most mutations are refused by the schemas, naming the field; some are still valid requests and go through.
    expect(errors.get("HB.Error.badRequest")).toBeGreaterThan(SEQUENCES / 2);
    expect(accepted).toBeGreaterThan(0);
  }, 300_000);

  it(`${SOCKET_SEQUENCES} seeded messages on the socket with extra arguments: none runs or is answered, the world is unchanged`, async () => {
    const { seeds, worldState } = await fuzzWorld();
    const rng = seededRng(27);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
    const EXTRA: Json[] = ["gm", "player", "player2", null, 0, {}, { id: "gm" }, ["gm"]];
    const replies: unknown[][] = [];
    // The GM's answers (a forged answer arrives with its extra argument, and is not one).
    g.game.socket.on(RELAY_SOCKET, (...args: any[]) => { if (args[0]?.kind === "reply" && args.length === 2) replies.push(args); });
    let plain = 0;
    let answered = 0;
    for (let s = 0; s < SOCKET_SEQUENCES; s++) {
      const [type, payload] = pick(seeds);
      const message = { kind: "request", id: `fuzz${s}`, type, payload: rng() < 0.5 ? payload : mutate(payload, rng) };
      const extras = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(EXTRA));
      asUser(pick(["player", "player2"]));
      const before = worldState();
      g.game.socket.emit(RELAY_SOCKET, message, ...extras);
      // A forged GM answer to someone else's request, with the GM's id as an extra argument.
      if (rng() < 0.3) g.game.socket.emit(RELAY_SOCKET, { kind: "reply", id: `fuzz${s}`, to: "player", reply: { ok: false, error: "HB.Error.relayFailed" } }, "gm");
      await g.game.socket.settled();
      if (worldState() !== before || replies.length) throw new Error(`message ${s} with extras ${JSON.stringify(extras)} was acted on: ${JSON.stringify(replies).slice(0, 300)}`);
      // Now and then the same request without extras, to show the listener is still there and answers.
      if (s % 25 === 0) {
        g.game.socket.emit(RELAY_SOCKET, { ...message, id: `plain${s}` });
        await g.game.socket.settled();
        plain++;
        // The GM answers the asker once (every other client sees the answer go by, addressed to the asker).
        if (!replies.length || !replies.every((r) => r[1] === "gm" && (r[0] as any).id === `plain${s}`)) throw new Error(`plain ${s} unanswered`);
        answered++;
        replies.length = 0;
      }
    }
    expect(answered).toBe(plain);
    expect(plain).toBeGreaterThan(1);
  }, 300_000);
});
