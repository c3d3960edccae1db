// Core's frame around our cards (message-frame.ts), as a reader sees it in the chat log: the sender, the "To:" line of
// a whisper (none on a whispered roll), the private-roll line of a roll hidden from this reader, the delete control
// for the GM, and the classes core's stylesheet marks whispered, blind, in-character and emote messages with.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { renderMessageFrame } from "../../../src/applications/chat/message-frame";

const g = globalThis as any;
const as = (id: string) => { g.game.user = g.game.users.get(id); };
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const card = async () => '<section class="our-card">The card</section>';
/** The frame as this reader gets it, read as they would: sender, To line, flavor, body, delete control, classes. */
async function framed(message: any, options?: Record<string, unknown>) {
  const li = await renderMessageFrame(message, card, options);
  return {
    sender: text(li.querySelector(".message-sender")),
    to: li.querySelector(".whisper-to") ? text(li.querySelector(".whisper-to")) : null,
    flavor: li.querySelector(".flavor-text") ? text(li.querySelector(".flavor-text")) : null,
    body: text(li.querySelector(".message-content")),
    deletable: !!li.querySelector(".message-delete"),
    dismissable: !!li.querySelector('[data-action="dismissMessage"]'),
    classes: [...li.classList].filter((c) => !["chat-message", "message", "flexcol"].includes(c)),
  };
}
/** A Check's roll (core's own roll template is not here to draw a plain one). */
const rolled = async () => [(await g.CONFIG.Dice.rolls.find((c: any) => c.name === "HumanityCheckRoll").group(6, 1, { stat: "head" }).evaluate()).toJSON()];

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
  as("player");
});

describe("a message every reader sees", () => {
  it("is the card under its sender, with the delete control for the GM alone unless told", async () => {
    const message = await g.ChatMessage.create({ speaker: { alias: "Wren" }, content: "" });
    expect(await framed(message)).toEqual({ sender: "Wren", to: null, flavor: null, body: "The card", deletable: false, dismissable: false, classes: [] });
    expect((await framed(message, { canDelete: true })).deletable).toBe(true);
    as("gm");
    expect((await framed(message)).deletable).toBe(true);
    expect((await framed(message, { canDelete: false })).deletable).toBe(false);
  });

  it("as a notification card (canClose), it has core's dismiss control; in the log, none", async () => {
    const message = await g.ChatMessage.create({ speaker: { alias: "Wren" }, content: "" });
    expect((await framed(message, { canClose: true })).dismissable).toBe(true);
    expect((await framed(message)).dismissable).toBe(false);
  });

  it("in character or as an emote, it wears core's class for it", async () => {
    const ic = await g.ChatMessage.create({ speaker: { alias: "Wren" }, style: g.CONST.CHAT_MESSAGE_STYLES.IC });
    const emote = await g.ChatMessage.create({ speaker: { alias: "Wren" }, style: g.CONST.CHAT_MESSAGE_STYLES.EMOTE });
    expect([(await framed(ic)).classes, (await framed(emote)).classes]).toEqual([["ic"], ["emote"]]);
  });
});

describe("a whisper", () => {
  it("names those it goes to (users no longer in the world left out); a whispered roll names no one", async () => {
    const note = await g.ChatMessage.create({ speaker: { alias: "Wren" }, whisper: ["gm", "gone", "player2"] });
    expect(await framed(note)).toMatchObject({ to: "To: Gamemaster, Second Player", body: "The card", classes: ["whisper"] });
    const roll = await g.ChatMessage.create({ speaker: { alias: "Wren" }, whisper: ["gm", "player"], rolls: await rolled() });
    expect(await framed(roll)).toMatchObject({ to: null, body: "The card", classes: ["whisper"] });
  });

  it("a roll hidden from this reader: who rolled, privately, with the rolls drawn private, never the card", async () => {
    as("player2");
    const message = await g.ChatMessage.create({ speaker: { alias: "Wren" }, whisper: ["gm"], blind: true, rolls: [...(await rolled()), ...(await rolled())] });
    as("player");
    const hidden = await framed(message);
    expect(hidden).toMatchObject({ sender: "Second Player", to: null, flavor: "Second Player privately rolled some dice", classes: ["whisper", "blind"] });
    // Each roll drawn private, one after the other.
    const drawn = document.createElement("div");
    drawn.innerHTML = (await Promise.all(message.rolls.map((r: any) => r.render({ isPrivate: true })))).join("");
    expect(hidden.body).toBe(text(drawn));
    expect(hidden.body).toContain("A private roll");
  });

  it("the roller's name is shown as written, never as markup; an author no longer in the world is an unknown user", async () => {
    const pat = g.game.users.makeUser("pat", "<b>Pat</b>", 1);
    g.game.users.set("pat", pat);
    as("pat");
    const message = await g.ChatMessage.create({ speaker: { alias: "Wren" }, whisper: ["gm"], blind: true, rolls: await rolled() });
    as("player");
    expect(await framed(message)).toMatchObject({ sender: "<b>Pat</b>", flavor: "<b>Pat</b> privately rolled some dice" });
    g.game.users.delete("pat");
    expect(await framed(message)).toMatchObject({ sender: "Unknown User", flavor: "Unknown User privately rolled some dice" });
  });
});
