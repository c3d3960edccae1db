// The ways into a session's windows (session.ts): the Actors directory's buttons as each user sees them and what a
// press opens, the wizard offered for a blank character just made, the player's client answering the GM's "open the
// shop", and the shop summary's subtype drawn and exported through its own module.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import {
  onCreateActor,
  onRenderActorDirectory,
  ShopMessageView,
} from "../../../src/applications/session/session";
import { OPEN_SHOP_QUERY } from "../../../src/applications/session/shop-query";

const g = globalThis as any;
const as = (id: string) => (g.game.user = g.game.users.get(id));
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
};

/** The directory as core draws it: its header, with or without the actions row. */
function directory(withActions = true): HTMLElement {
  const html = document.createElement("section");
  html.innerHTML = withActions
    ? `<header class="directory-header"><div class="header-actions"><button>Create Actor</button></div></header>`
    : `<header class="directory-header"></header>`;
  return html;
}
/** Each of our buttons as read aloud: where it sits, its action, its icon and its words. */
const buttons = (html: HTMLElement) =>
  [...html.querySelectorAll<HTMLButtonElement>("[data-hb-action]")].map((b) => {
    const icon = b.querySelector("i")!;
    return [
      b.parentElement!.className,
      b.type,
      b.dataset.hbAction,
      `${icon.className}|${icon.getAttribute("aria-hidden")}`,
      b.textContent,
    ].join(" ; ");
  });

beforeEach(() => {
  onInit();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Actors directory", () => {
  it("the GM gets guided creation and End session, in the header's actions, once however often it is drawn", () => {
    const html = directory();
    onRenderActorDirectory(null, html);
    onRenderActorDirectory(null, html);
    expect(buttons(html)).toEqual([
      "header-actions ; button ; create ; fa-solid fa-wand-magic-sparkles|true ;  Create character (guided)",
      "header-actions ; button ; endSession ; fa-solid fa-moon|true ;  End session",
    ]);
  });

  it("a header without an actions row takes them itself; a directory with neither gets none", () => {
    const html = directory(false);
    onRenderActorDirectory(null, html);
    expect(buttons(html).map((b) => b.split(" ; ")[0])).toEqual(["directory-header", "directory-header"]);
    const bare = document.createElement("section");
    onRenderActorDirectory(null, bare);
    expect(bare.innerHTML).toBe("");
  });

  it("a player, who may not create actors, gets neither", () => {
    as("player");
    const theirs = directory();
    onRenderActorDirectory(null, theirs);
    expect(buttons(theirs)).toEqual([]);
  });

  it("guided creation opens the wizard for a new character; End session runs the session's end", async () => {
    const { CreationWizard } = await import("../../../src/applications/dialogs/creation-wizard");
    const ending = await import("../../../src/applications/session/session-end");
    const wizard = vi.spyOn(CreationWizard, "openFor").mockResolvedValue(null as never);
    const end = vi.spyOn(ending, "endSession").mockResolvedValue(0);
    const html = directory();
    onRenderActorDirectory(null, html);
    html.querySelector<HTMLElement>("[data-hb-action='create']")!.click();
    await settle();
    expect([wizard.mock.calls, end.mock.calls.length]).toEqual([[[null]], 0]);
    html.querySelector<HTMLElement>("[data-hb-action='endSession']")!.click();
    await settle();
    expect(end.mock.calls.length).toBe(1);
  });
});

describe("a character just created", () => {
  it("blank, from this user's sheet: the wizard opens for it; built, foreign, unseen or not a character: it does not", async () => {
    const { CreationWizard } = await import("../../../src/applications/dialogs/creation-wizard");
    const wizard = vi.spyOn(CreationWizard, "openFor").mockResolvedValue(null as never);
    const Actor = g.CONFIG.Actor.documentClass;
    const blank = await Actor.create({ type: "character", name: "New" });
    const built = await Actor.create({ type: "character", name: "Built", system: { highest: "head" } });
    const equipped = await Actor.create({ type: "character", name: "Equipped" });
    await equipped.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Acting" }]);
    const monster = await Actor.create({ type: "monstrosity", name: "Widow" });
    onCreateActor(blank, { renderSheet: true }, "player");
    onCreateActor(blank, { renderSheet: false }, "gm");
    onCreateActor(blank, {}, "gm");
    onCreateActor(built, { renderSheet: true }, "gm");
    onCreateActor(equipped, { renderSheet: true }, "gm");
    onCreateActor(monster, { renderSheet: true }, "gm");
    await settle();
    expect(wizard.mock.calls).toEqual([]);
    onCreateActor(blank, { renderSheet: true }, "gm");
    await settle();
    expect(wizard.mock.calls).toEqual([[blank]]);
  });
});

// onInit registers them (registerSessions), as the system's init hook does.
describe("registered at init", () => {
  it("the shop query opens the named character's shop on its owner's client, and says whether it did", async () => {
    const { SessionShop } = await import("../../../src/applications/dialogs/session-shop");
    const opened = vi.spyOn(SessionShop, "openFor").mockResolvedValue(null as never);
    const wren = await g.CONFIG.Actor.documentClass.create({
      type: "character",
      name: "Wren",
      system: { session: { shopOpen: true } },
    });
    const answer = g.CONFIG.queries[OPEN_SHOP_QUERY];
    expect([await answer({ actorUuid: wren.uuid }), await answer({ actorUuid: "Actor.nobody" })]).toEqual([
      true,
      false,
    ]);
    expect(opened.mock.calls).toEqual([[wren]]);
  });

  it("the shop summary is drawn by its own subtype; the directory's hook and the creation hook answer", async () => {
    expect(g.CONFIG.ChatMessage.dataModels.shop).toBe(ShopMessageView);
    const html = directory();
    g.Hooks.callAll("renderActorDirectory", null, html);
    expect(buttons(html).length).toBe(2);
    const { CreationWizard } = await import("../../../src/applications/dialogs/creation-wizard");
    const wizard = vi.spyOn(CreationWizard, "openFor").mockResolvedValue(null as never);
    const blank = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "New" }, { renderSheet: true });
    await settle();
    expect(wizard.mock.calls).toEqual([[blank]]);
  });

  it("a summary exports nothing of its own until its module has loaded, then its lines", async () => {
    const message = await g.ChatMessage.create({
      type: "shop",
      system: { name: "Wren", log: [{ kind: "stat", stat: "heart", from: 8, to: 10, paidWith: "free" }] },
    });
    // This file's first test to load the summary's module.
    expect(message.system.exportLines()).toBeNull();
    await ShopMessageView.prepareExport();
    expect(message.system.exportLines()).toEqual(expect.arrayContaining([expect.stringContaining("Heart d8 → d10")]));
    const drawn = await message.system.renderHTML();
    expect(drawn.textContent).toContain("Heart d8 → d10 (free Stat Upgrade)");
  });
});
