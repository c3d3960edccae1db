// The Hardy Stat, both books (Optional Stats): "This Stat is shared by all players at the table, and it cannot be
// upgraded by the normal means. Instead, it begins each session as a d2. When a player fails a Check, this Stat
// upgrades to the next die size, to a maximum of a d10. Any player may choose to use the Hardy Stat Die instead of one
// of their other Stat Dice for any roll. When they do, this Stat returns to a d2." One world die, not a character's.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { postCheck } from "../../../src/applications/chat/check-card";
import { onCheckCreated } from "../../../src/applications/session/hardy";
import { endSession } from "../../../src/applications/session/session";
import { hardyAfterCheck, statChoices } from "../../../src/rules";
import { apps } from "../../fakes/setup";
import { checkOf } from "../chat/posted-check";

const g = globalThis as any;
const faces = (list: number[], n: number) => { const q = list.map((f) => 1 - (f - 0.5) / n); g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5; };
const as = (id: string) => { g.game.user = g.game.users.get(id); };
const die = () => g.game.settings.get("humanity-blessed", "hardyDie");
let wren: any;
let ash: any;

beforeEach(async () => {
  onInit();
  await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
  const Actor = g.CONFIG.Actor.documentClass;
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6, heart: 4 }, optional: 10 } });
  ash = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 }, system: { stats: { head: 4 } } });
});

describe("the rules of the shared die", () => {
  it("a failed Check upgrades it to a d10 at most; a Check that used it returns it to a d2 (then a failure upgrades it)", () => {
    expect([2, 4, 6, 8, 10].map((s) => hardyAfterCheck(s as never, { used: false, failed: true }))).toEqual([4, 6, 8, 10, 10]);
    expect(hardyAfterCheck(8, { used: false, failed: false })).toBe(8);
    expect(hardyAfterCheck(8, { used: true, failed: false })).toBe(2);
    expect(hardyAfterCheck(8, { used: true, failed: true })).toBe(4);
  });
  it("stands in for any Stat (not only balanced ones)", () => {
    expect(statChoices({ head: 6, hand: 6, heart: 4, hardy: 2 }, "heart")).toEqual(["heart", "hardy"]);
    expect(statChoices({ head: 6, hand: 6, heart: 4, hardy: 6 }, "head")).toEqual(["head", "hand", "hardy"]);
  });
});

describe("one die for the table", () => {
  it("is a world setting the GM sees; every character rolls the same die, not one of their own", async () => {
    expect(g.game.settings.settings.get("humanity-blessed.hardyDie")).toMatchObject({ scope: "world", config: true });
    await g.game.settings.set("humanity-blessed", "hardyDie", 6);
    expect(wren.statDice().hardy).toBe(6);
    expect(ash.statDice().hardy).toBe(6);
  });

  it("an open character sheet shows the die as it moves; a closed one stays closed", async () => {
    await g.game.settings.set("humanity-blessed", "hardyDie", 4);
    await wren.sheet.render({ force: true });
    const shown = () => wren.sheet.element.querySelector("[data-stat='hardy'] .hb-die-size")?.textContent;
    expect(shown()).toBe("d4");
    await g.game.settings.set("humanity-blessed", "hardyDie", 8);
    await vi.waitFor(() => expect(shown()).toBe("d8"));
    expect(ash.sheet.rendered).toBe(false);
  });

  it("any player's failed Check upgrades it, on the GM's client", async () => {
    as("player2");
    faces([2], 4); // Ash's Head d4 rolls a 2: a Failure
    const failed = await postCheck(ash, { stat: "head" });
    expect(die()).toBe(2); // a player cannot write a world setting: the GM's client does
    as("gm");
    await onCheckCreated(checkOf(failed));
    expect(die()).toBe(4);
    // A Check that succeeds leaves it as it is.
    as("player");
    faces([6], 6);
    const passed = await postCheck(wren, { stat: "head" });
    as("gm");
    await onCheckCreated(checkOf(passed));
    expect(die()).toBe(4);
  });

  it("a Check that uses it instead of a Stat Die returns it to a d2", async () => {
    await g.game.settings.set("humanity-blessed", "hardyDie", 8);
    as("player");
    faces([7], 8);
    const used = await postCheck(wren, { stat: "hardy", base: "heart" });
    expect(checkOf(used).system.stat).toBe("hardy");
    as("gm");
    await onCheckCreated(checkOf(used));
    expect(die()).toBe(2);
  });

  it("begins each session as a d2: the GM's End session resets it", async () => {
    await g.game.settings.set("humanity-blessed", "hardyDie", 10);
    apps.DialogV2.answers.push(true);
    await endSession();
    expect(die()).toBe(2);
    expect(wren.system.optional).toBe(10); // no character's own die is touched
  });
});

describe("who moves the die, and on which Checks", () => {
  it("a Spark whose partner is the Hardy die returns it to a d2, as a Check rolled with it does", async () => {
    await g.game.settings.set("humanity-blessed", "hardyDie", 6);
    as("player");
    await wren.update({ "system.blessings": [3, 3] });
    faces([5, 5], 6);
    const sparked = checkOf(await postCheck(wren, { stat: "head", partner: "hardy" }));
    expect(sparked.system.partner).toContain("hardy");
    as("gm");
    await onCheckCreated(sparked);
    expect(die()).toBe(2);
  });

  it("a player's client, a message that is no Check, a Check with no dice and a world without Hardy leave it as it is", async () => {
    as("player2");
    faces([1], 4);
    const failed = checkOf(await postCheck(ash, { stat: "head" }));
    await onCheckCreated(failed);
    expect(die()).toBe(2);
    as("gm");
    await onCheckCreated({ type: "base", system: failed.system, rolls: failed.rolls });
    await onCheckCreated({ type: "check", system: failed.system, rolls: [] });
    await onCheckCreated({ type: "check", system: failed.system, rolls: [{}] });
    expect(die()).toBe(2);
    await g.game.settings.set("humanity-blessed", "optionalStat", "");
    await onCheckCreated(failed);
    expect(die()).toBe(2);
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await onCheckCreated(failed);
    expect(die()).toBe(4);
  });

  it("with no GM connected nobody writes it, and nothing fails", async () => {
    as("player2");
    faces([1], 4);
    const failed = checkOf(await postCheck(ash, { stat: "head" }));
    g.game.users.get("gm").active = false;
    try {
      await expect(onCheckCreated(failed)).resolves.toBeUndefined();
    } finally {
      g.game.users.get("gm").active = true;
    }
    expect(die()).toBe(2);
  });

  it("a failed Check the GM's own client posts moves it, without anyone calling for it", async () => {
    as("gm");
    faces([1], 4);
    await postCheck(ash, { stat: "head" });
    await vi.waitFor(() => expect(die()).toBe(4));
  });

  it("writes the setting only when the die changes", async () => {
    as("player");
    faces([6], 6);
    const passed = checkOf(await postCheck(wren, { stat: "head" }));
    as("gm");
    const writes = vi.spyOn(g.game.settings, "set");
    await onCheckCreated(passed);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
  });
});
