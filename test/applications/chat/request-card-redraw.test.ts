// A call for a Check drawn again when a roll linked to it changes (a Help, a Spark): its own file, because the
// card's module watches chat messages from its first drawing on, once per page as in Foundry, while the fake's hooks
// are cleared before each test. Also: the outcome's link scrolls to the roll's card.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { relay } from "../../../src/applications/shared/relay";
import { as } from "./card-helpers";
import { callTable, settle, shown } from "./request-helpers";

const g = globalThis as any;
const call = (c?: object) => g.game.system.api.callForCheck(c);


let wren: any;
const Actor = () => g.CONFIG.Actor.documentClass;
beforeEach(async () => {
  [wren] = await callTable([
    { name: "Wren", player: "player", stats: { head: 6, hand: 6 }, own: true },
    { name: "Ash", player: "player2", stats: { head: 8, hurry: 8 } },
  ]);
});

describe("Call for a Check: a linked roll", () => {
  it("an outcome's link scrolls to its roll's card; a Help on a linked roll draws the call again, other changes do not", async () => {
    const posted = await call({ stat: "head" });
    as("player");
    const roll = await wren.rollCheck("head");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: roll.id })).toBe(true);
    const other = await wren.rollCheck("hand");
    as("gm");
    // Drawn twice, as the chat log does when it renders again: the call is still drawn again once per change.
    await shown(g.game.messages.get(posted.id));
    const li = await shown(g.game.messages.get(posted.id));
    const card = await shown(g.game.messages.get(roll.id));
    const scrolled = vi.fn();
    card.scrollIntoView = scrolled;
    li.querySelector<HTMLElement>(`[data-hb-show-check="${roll.id}"]`)!.click();
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
    // Without a chat log (core's ui.chat before it is drawn), or one without updateMessage, the change goes through.
    await g.game.messages.get(roll.id).update({ flags: { test: 0 } });
    g.ui.chat = { updateMessage: "not a function" };
    await g.game.messages.get(roll.id).update({ flags: { test: 2 } });
    expect(g.game.messages.get(roll.id).flags.test).toBe(2);
    const updateMessage = vi.fn();
    g.ui.chat = { updateMessage };
    await g.game.messages.get(other.id).update({ flags: { test: 1 } });
    await g.game.messages.get(posted.id).update({ flags: { test: 1 } });
    expect(updateMessage).not.toHaveBeenCalled();
    await g.game.messages.get(roll.id).update({ flags: { test: 1 } });
    expect(updateMessage.mock.calls.map(([m]) => m.id)).toEqual([posted.id]);
  });
});

