// Famous on a sheet Attack: "a +2 bonus in Attacks against them, but not against the same character more than once
// during the same session". The roll names the Defender (the roller's target); the character keeps whom they have
// exerted their fame over (system.session.famousOver), and a second claim over the same Defender is refused.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { postCheck } from "../../../src/applications/chat/check-card";
import { as, faces, warnings } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;

let wren: any; // Famous, the Attacker (player's)
let widow: any;
let mina: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
  const Actor = g.CONFIG.Actor.documentClass;
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hurt: 8 }, blessings: [2] } });
  widow = await Actor.create({ type: "character", name: "Widow", system: { stats: { head: 6, hand: 6, hurt: 6 } } });
  mina = await Actor.create({ type: "character", name: "Mina", system: { stats: { head: 4, hurt: 4 } } });
  await wren.toggleStatusEffect("famous", { active: true });
});

describe("Famous's once per character per session, on the sheet", () => {
  it("the +2 over the Widow is counted; claimed over her again, refused with nothing rolled; over Mina, allowed", async () => {
    as("player");
    faces([4], 8);
    const first = await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid, lessFamous: true });
    expect(checkOf(first).system.conditions).toContain("famous");
    expect(wren.system.session.famousOver).toEqual([widow.uuid]);

    const before = g.game.messages.size;
    expect(await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid, lessFamous: true })).toBeNull();
    expect(warnings().at(-1)).toBe("You have already exerted your fame over Widow this session: Famous gives its +2 against the same character only once per session.");
    expect(g.game.messages.size).toBe(before);

    faces([4], 8);
    await postCheck(wren, { stat: "hurt", attack: "violent", defender: mina.uuid, lessFamous: true });
    expect(wren.system.session.famousOver).toEqual([widow.uuid, mina.uuid]);
  });

  it("nothing is counted when the +2 did not apply (Uncool), when it was not claimed, or with no Defender named", async () => {
    as("player");
    faces([4], 8);
    await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid });
    faces([4], 8);
    await postCheck(wren, { stat: "hurt", attack: "violent", lessFamous: true });
    await wren.toggleStatusEffect("uncool", { active: true });
    faces([4], 8);
    const uncool = await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid, lessFamous: true });
    expect(checkOf(uncool).system.conditions).not.toContain("famous");
    expect(wren.system.session.famousOver).toEqual([]);
  });
});
