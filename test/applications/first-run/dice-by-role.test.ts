// Dice So Nice by role (issue 29): on `diceSoNiceReady` our colour sets join Dice So Nice's; each player's client
// setting picks the colours of a role's dice; the rolls carry the choice on the die's own term (where Dice So Nice
// reads `options.colorset`), without changing a total, a throw or the card. With Dice So Nice absent nothing changes.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { onReady } from "../../../src/hooks/ready";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { postCheck } from "../../../src/applications/chat/check-card";
import { upgradeToSpark, addedDiceOf } from "../../../src/dice/spark-upgrade-roll";
import { as, d6, faces, renderCard } from "../chat/card-helpers";
import { checkOf, rollOf } from "../chat/posted-check";
import { TOURS } from "../../../src/applications/first-run/tour-steps";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0)); };
/** Each dice term of a roll as "1d6" with the colour set it carries ("1d6:hb-spark"). */
const dressed = (roll: any) => roll.dice.map((d: any) => `${d.number}d${d.faces}${d.options.colorset ? `:${d.options.colorset}` : ""}`);

/** A stand-in for Dice So Nice's game.dice3d: what it was given. */
function fakeDice3d() {
  const added: any[] = [];
  const shown: { client: string; roll: any; whisper: unknown }[] = [];
  return {
    added, shown,
    addColorset: async (colorset: any, mode: string) => { added.push({ ...colorset, mode }); },
    showForRoll: async (roll: any, _user: any, _sync: boolean, whisper: unknown) => { shown.push({ client: g.game.user.id, roll, whisper }); return true; },
  };
}

let wren: any;
let ash: any;
let dice3d: ReturnType<typeof fakeDice3d>;

/** The world loads with Dice So Nice active (or not): ready on this client, then Dice So Nice's own ready. */
async function load({ dsn }: { dsn: boolean }) {
  if (dsn) g.game.modules.set("dice-so-nice", { id: "dice-so-nice", active: true });
  await onReady();
  // The first-run module loads on demand: once it has, its settings are registered.
  await vi.waitFor(() => expect(g.game.tours.size).toBe(TOURS.length));
  if (dsn) {
    g.game.dice3d = dice3d;
    g.Hooks.callAll("diceSoNiceReady", dice3d);
    await vi.waitFor(() => expect(dice3d.added).toHaveLength(4));
  }
}

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
  dice3d = fakeDice3d();
  const Actor = g.CONFIG.Actor.documentClass;
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [3, 3, 5, 5, 2] } });
  ash = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 }, system: { blessings: [2] } });
  g.game.users.get("player2").character = ash;
  as("player");
});

describe("Dice So Nice active", () => {
  it("its ready hook adds our four colour sets; each role gets a client setting, its own colours by default", async () => {
    await load({ dsn: true });
    expect(dice3d.added.map((c) => [c.name, c.description, c.category, c.mode])).toEqual([
      ["hb-spark", "HB.Dice.Colorset.spark", "HB.Dice.category", "default"],
      ["hb-help", "HB.Dice.Colorset.help", "HB.Dice.category", "default"],
      ["hb-haunted", "HB.Dice.Colorset.haunted", "HB.Dice.category", "default"],
      ["hb-hardy", "HB.Dice.Colorset.hardy", "HB.Dice.category", "default"],
    ]);
    // Told apart from each other: no two share a body colour.
    expect(new Set(dice3d.added.map((c) => c.background)).size).toBe(4);
    for (const role of ["spark", "help", "haunted", "hardy"]) {
      const setting = g.game.settings.settings.get(`humanity-blessed.dice-${role}`);
      expect([setting.scope, setting.config, setting.default, Object.keys(setting.choices)]).toEqual(["client", true, `hb-${role}`, ["none", "hb-spark", "hb-help", "hb-haunted", "hb-hardy"]]);
      expect(g.game.i18n.localize(setting.name)).toMatch(/^Dice So Nice: /);
    }
  });

  it("a Spark's second die is a term of its own in the Spark's colours: same throws, total and card as the one 2d6 term", async () => {
    await load({ dsn: true });
    faces([1, 4, 6, 3], 6); // the pair bumps once: (1, 4) then (6, 3)
    const message = await postCheck(wren, { stat: "head", partner: "hand" });
    const [roll] = message!.rolls as any[];
    expect(dressed(roll)).toEqual(["1d6", "1d6:hb-spark"]);
    expect([roll.throws, roll.total, roll.sizes, roll.formula]).toEqual([[[1, 4], [6, 3]], 14, [6, 6], "1d6 + 1d6"]);
    // The card reads the pair as the book writes it, as before.
    expect((await renderCard(message)).querySelector(".hb-roll-die")!.textContent).toBe("2d6");
    // Stored and rebuilt (an old message re-renders the same way): the colour set travels with the term.
    const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    expect([dressed(back), back.throws, back.total]).toEqual([["1d6", "1d6:hb-spark"], [[1, 4], [6, 3]], 14]);
  });

  it("a player's own choice wins: another colour set, or none (the pair stays one 2d6 term, as without Dice So Nice)", async () => {
    await load({ dsn: true });
    await g.game.settings.set("humanity-blessed", "dice-spark", "hb-hardy");
    faces([5, 4], 6);
    const chosen = await postCheck(wren, { stat: "head", partner: "hand" });
    expect(dressed(chosen!.rolls[0])).toEqual(["1d6", "1d6:hb-hardy"]);
    await g.game.settings.set("humanity-blessed", "dice-spark", "none");
    faces([5, 4], 6);
    const none = await postCheck(wren, { stat: "head", partner: "hand" });
    expect([dressed(rollOf(none)), rollOf(none).total]).toEqual([["2d6"], 9]);
  });

  it("the Hardy die wears the Hardy colours, alone or as a Spark's partner", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 6);
    await wren.update({ "system.optional": 6 });
    await load({ dsn: true });
    faces([5], 6);
    const alone = await postCheck(wren, { stat: "hardy" });
    expect(dressed(alone!.rolls[0])).toEqual(["1d6:hb-hardy"]);
    faces([5, 2], 6);
    const spark = await postCheck(wren, { stat: "head", partner: "hardy" });
    expect([dressed(rollOf(spark)), rollOf(spark).total]).toEqual([["1d6", "1d6:hb-hardy"], 7]);
  });

  it("the Haunted die is thrown on the roller's client in the Haunted colours, subtracted on the card, not one of its rolls", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await wren.update({ "system.optional": 4, "system.hauntingPresent": true });
    await load({ dsn: true });
    faces([5, 2], 6); // Head 5, then the Haunted d4 reads ceil((1 − u) × 4) of the next u
    const message = await postCheck(wren, { stat: "head" });
    await vi.waitFor(() => expect(dice3d.shown).toHaveLength(1));
    const { client, roll } = dice3d.shown[0]!; // the one just awaited
    const [haunted] = checkOf(message).system.haunted;
    expect([client, dressed(roll), roll.total]).toEqual(["player", ["1d4:hb-haunted"], haunted]);
    expect(message!.rolls.map(dressed)).toEqual([["1d6"]]);
  });

  it("Analytical's four Help d6 are thrown on the helper's client in the Help colours", async () => {
    await ash.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Analytical", system: { limit: "session", uses: 2 } }]);
    await load({ dsn: true });
    faces([2], 6);
    const message = await postCheck(wren, { stat: "head" });
    as("player2");
    d6([1, 1, 1, 2]);
    (await renderCard(message)).querySelector<HTMLButtonElement>('[data-hb-action="analytical"]')!.click();
    await settle();
    await g.game.socket.settled();
    await vi.waitFor(() => expect(dice3d.shown.filter((s) => s.client === "player2")).toHaveLength(1));
    const help = dice3d.shown.find((s) => s.client === "player2")!;
    expect([dressed(help.roll), help.roll.dice[0].results.map((r: any) => r.result), help.roll.total]).toEqual([["4d6:hb-help"], [1, 1, 1, 2], 5]);
  });

  it("a Spark upgrade's added die wears the Spark colours, in the roll and in what is thrown for it", async () => {
    await load({ dsn: true });
    faces([3], 6);
    const message = await postCheck(wren, { stat: "head" });
    faces([1, 2, 5], 6);
    const spark = await upgradeToSpark(message!.rolls[0] as any, 6, "hand");
    expect([dressed(spark), spark.throws, spark.total]).toEqual([["1d6", "1d6:hb-spark"], [[3], [1], [2, 5]], 11]);
    expect(dressed(addedDiceOf(spark))).toEqual(["1d6", "1d6:hb-spark"]);
  });
});

/** Presses the card's Spark with Hand (the next throws `next`) and waits for the one throw the roller's client shows. */
async function sparkFromCard(message: any, next: number[]) {
  faces(next, 6);
  (await renderCard(message)).querySelector<HTMLButtonElement>('[data-hb-action="spark"][data-partner="hand"]')!.click();
  await settle();
  await g.game.socket.settled();
  await vi.waitFor(() => expect(dice3d.shown).toHaveLength(1));
  return dice3d.shown[0]!;
}

describe("a Spark upgrade from the card", () => {
  it("the roller's client throws the added die in the roller's Spark colours (the GM's client built it)", async () => {
    await load({ dsn: true });
    faces([3], 6);
    const message = await postCheck(wren, { stat: "head" });
    const { client, roll } = await sparkFromCard(message, [1, 2, 5]);
    expect([client, dressed(roll), dressed(message!.rolls[0])]).toEqual(["player", ["1d6", "1d6:hb-spark"], ["1d6", "1d6:hb-spark"]]);
  });
});

describe("a Hardy Check upgraded from the card", () => {
  it("the roller's client throws the Hardy die in the Hardy colours, the added die in the Spark's", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 6);
    await wren.update({ "system.optional": 6 });
    await load({ dsn: true });
    faces([3], 6);
    const message = await postCheck(wren, { stat: "hardy" });
    const { client, roll } = await sparkFromCard(message, [1, 2, 5]);
    expect([client, dressed(roll), roll.dice.map((d: any) => d.results.filter((r: any) => !r.hidden).map((r: any) => r.result))])
      .toEqual(["player", ["1d6:hb-hardy", "1d6:hb-spark"], [[2], [1, 5]]]);
  });
});

describe("Dice So Nice absent", () => {
  it("no setting, no colour set, and the rolls are built as before", async () => {
    await load({ dsn: false });
    expect([...g.game.settings.settings.keys()].filter((k: string) => k.includes("dice-"))).toEqual([]);
    faces([5, 4], 6);
    const message = await postCheck(wren, { stat: "head", partner: "hand" });
    const roll = rollOf(message);
    expect([dressed(roll), roll.formula, roll.total]).toEqual([["2d6"], "2d6", 9]);
    expect(dice3d.added).toEqual([]);
  });
});
