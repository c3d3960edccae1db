// Hidden Stat Dice's asterisks (Humanity, Endeavored, "Using d20s"): a d20 the d20 Conversion table marks "*" is read
// as the table says ("table", the default) or thrown again ("redo"), as often as it lands on an asterisk. Read from
// what the GM's card shows and from the roll stored and read back: the d20s, the one redone, the value and total.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { postCheck } from "../../../src/applications/chat/check-card";
import { as, faces } from "./card-helpers";
import { rollOf } from "./posted-check";

const g = globalThis as any;
let monster: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  as("gm");
  monster = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grendel", ownership: { default: 0 }, system: { stats: { head: 8 }, rollD20s: true } });
});

/** The d8 Head Check thrown on these d20s, as the GM reads its roll after it was stored and read back. */
async function gmReads(d20s: number[]) {
  faces(d20s, 20);
  const message = await postCheck(monster, { stat: "head" });
  const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(rollOf(message).toJSON())));
  const el = Object.assign(document.createElement("div"), { innerHTML: await back.render() });
  return { faces: [...el.querySelectorAll(".hb-face")].map((f) => f.textContent!.replace(/\s+/g, " ").trim()), total: back.total, d20s: back.d20s };
}

// The d8's row: d20 1–16 read 1–8 twice; 17 "1*", 18 "3*", 19 "5*", 20 "1*".
describe("hidden dice's asterisks", () => {
  it("read by the table (the default): an asterisked d20 is read as it stands, never thrown again", async () => {
    expect(await gmReads([18, 14])).toEqual({ faces: ["d20 18 → d8 3"], total: 3, d20s: [[[18]]] });
  });

  it("redone: a d20 that is no asterisk is read as thrown, and nothing is redone", async () => {
    await g.game.settings.set("humanity-blessed", "d20Asterisks", "redo");
    expect(await gmReads([14, 3])).toEqual({ faces: ["d20 14 → d8 6"], total: 6, d20s: [[[14]]] });
  });

  it("redone: thrown again as long as it lands on an asterisk; every d20 redone is listed, the last is read", async () => {
    await g.game.settings.set("humanity-blessed", "d20Asterisks", "redo");
    expect(await gmReads([19, 18, 12])).toEqual({ faces: ["d20 12 → d8 4 (redone: 19, 18)"], total: 4, d20s: [[[19, 18, 12]]] });
  });

  it("redone to a 1: the Stat Die bumps, and the bump's d20 is read (and redone) the same way", async () => {
    await g.game.settings.set("humanity-blessed", "d20Asterisks", "redo");
    expect(await gmReads([17, 9, 20, 5])).toEqual({ faces: ["d20 9 → d8 1 (redone: 17)", "d20 5 → d8 5 (redone: 20)"], total: 6, d20s: [[[17, 9]], [[20, 5]]] });
  });
});
