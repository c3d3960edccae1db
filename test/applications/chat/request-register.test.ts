// Where a GM finds Call for a Check (request-register.ts), as they meet it: the chat sidebar's and a token HUD's
// button (its icon, name and tooltip, added once), the scene control (hidden from players), an actor's menu entry
// with its icon, the HUD's call naming its token's actor and every other controlled token's, and the macro API that
// posts at once when it names a Stat.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apps } from "../../fakes/setup";
import { as } from "./card-helpers";
import { callTable, settle } from "./request-helpers";

const g = globalThis as any;
/** The actors ticked in the call dialog the GM was shown, once it opens (its module loads on the first call). */
async function ticked(): Promise<string[]> {
  await vi.waitFor(() => expect(apps.DialogV2.asked).toHaveLength(1));
  const form = document.createElement("form");
  form.innerHTML = apps.DialogV2.asked.at(-1).content;
  return [...form.querySelectorAll<HTMLInputElement>("[name=actors]:checked")].map((i) => i.value);
}
/** A token HUD's left column as core draws it, handed to renderTokenHUD for `hud`. */
function tokenHud(hud: object): HTMLElement {
  const html = document.createElement("div");
  html.innerHTML = '<div class="col left"></div>';
  g.Hooks.callAll("renderTokenHUD", hud, html);
  return html;
}

// The call's module, loaded once here: a dialog opened by a click then shows up within the test that clicked.
beforeAll(async () => {
  await import("../../../src/applications/chat/request-card");
});

let wren: any;
let ash: any;
let mina: any;
beforeEach(async () => {
  [wren, ash, mina] = await callTable([
    { name: "Wren", player: "player", stats: { head: 6 }, own: true },
    { name: "Ash", player: "player2", stats: { head: 8 }, own: true },
    { name: "Mina", player: "player2", stats: { head: 4 } },
  ]);
  apps.DialogV2.asked.length = 0;
  apps.DialogV2.answers.length = 0;
});
afterEach(() => {
  delete g.canvas;
});

describe("the buttons", () => {
  it("a token HUD's: a control icon with the bullhorn, named and with its tooltip, added once however often drawn", async () => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div>';
    g.Hooks.callAll("renderTokenHUD", { actor: wren }, html);
    g.Hooks.callAll("renderTokenHUD", { actor: wren }, html);
    const buttons = html.querySelectorAll<HTMLButtonElement>(".hb-call-button");
    expect(buttons).toHaveLength(1);
    const b = buttons[0]!;
    expect([b.type, b.className, b.dataset.tooltip, b.getAttribute("aria-label")]).toEqual([
      "button", "control-icon icon fa-solid fa-bullhorn hb-call-button", "Call for a Check", "Call for a Check",
    ]);
  });

  it("a HUD with no left column gets none; a player's HUD none", async () => {
    const bare = document.createElement("div");
    g.Hooks.callAll("renderTokenHUD", { actor: wren }, bare);
    expect(bare.innerHTML).toBe("");
    as("player");
    expect(tokenHud({ actor: wren }).querySelector(".hb-call-button")).toBeNull();
  });

  it("the chat input's controls get it for the GM only, once; core's input drawn without controls gets none", async () => {
    const input = () => {
      const el = document.createElement("div");
      el.innerHTML = '<div class="control-buttons"></div>';
      return el;
    };
    const gm = input();
    g.Hooks.callAll("renderChatInput", {}, { "#chat-controls": gm });
    g.Hooks.callAll("renderChatInput", {}, { "#chat-controls": gm });
    expect(gm.querySelectorAll(".control-buttons .hb-call-button")).toHaveLength(1);
    expect(() => g.Hooks.callAll("renderChatInput", {}, {})).not.toThrow();
    expect(() => g.Hooks.callAll("renderChatInput", {}, undefined)).not.toThrow();
    as("player");
    const player = input();
    g.Hooks.callAll("renderChatInput", {}, { "#chat-controls": player });
    expect(player.querySelector(".hb-call-button")).toBeNull();
  });

  it("the chat sidebar's: a UI control with the bullhorn", async () => {
    await new apps.ChatLog().render();
    const b = document.querySelector<HTMLButtonElement>(".hb-call-button")!;
    expect([b.type, b.className, b.dataset.tooltip]).toEqual(["button", "ui-control icon fa-solid fa-bullhorn hb-call-button", "Call for a Check"]);
  });
});

describe("the HUD's call", () => {
  it("names the token's actor, then every other controlled token's (each once; tokens without an actor left out)", async () => {
    g.canvas = { tokens: { controlled: [{ actor: ash }, { actor: null }, { actor: wren }, { actor: mina }] } };
    tokenHud({ actor: wren }).querySelector<HTMLButtonElement>(".hb-call-button")!.click();
    await settle();
    expect(await ticked()).toEqual([wren.uuid, ash.uuid, mina.uuid]);
  });

  it("reads the actor from the HUD's token when the HUD names none; with no canvas, that actor alone", async () => {
    tokenHud({ object: { actor: ash } }).querySelector<HTMLButtonElement>(".hb-call-button")!.click();
    await settle();
    expect(await ticked()).toEqual([ash.uuid]);
  });

  it("a canvas with no token layer adds no one to the token's actor", async () => {
    g.canvas = {};
    tokenHud({ actor: mina }).querySelector<HTMLButtonElement>(".hb-call-button")!.click();
    await settle();
    expect(await ticked()).toEqual([mina.uuid]);
  });
});

describe("the scene control and the actor's menu", () => {
  it("the scene control: the bullhorn tool, ordered, hidden from players; V12's list of controls is left alone", async () => {
    const controls: any = { tokens: { tools: {} } };
    g.Hooks.callAll("getSceneControlButtons", controls);
    const tool = controls.tokens.tools.hbCallForCheck;
    expect([tool.name, tool.icon, tool.order, tool.visible]).toEqual(["hbCallForCheck", "fa-solid fa-bullhorn", 50, true]);
    as("player");
    const theirs: any = { tokens: { tools: {} } };
    g.Hooks.callAll("getSceneControlButtons", theirs);
    expect(theirs.tokens.tools.hbCallForCheck.visible).toBe(false);
    const list: any = Object.assign([], { tokens: { tools: {} } });
    g.Hooks.callAll("getSceneControlButtons", list);
    expect(list.tokens.tools).toEqual({});
    expect(() => g.Hooks.callAll("getSceneControlButtons", {})).not.toThrow();
  });

  it("the actor's menu entry wears the bullhorn; an entry with no actor id ticks no one", async () => {
    const options: any[] = [];
    g.Hooks.call("getActorContextOptions", {}, options);
    expect(options[0].icon).toBe('<i class="fa-solid fa-bullhorn"></i>');
    options[0].callback(document.createElement("li"));
    await settle();
    expect(await ticked()).toEqual([]);
  });
});

describe("the macro API", () => {
  it("with a Stat posts the call at once; without one opens the GM's dialog", async () => {
    const posted = await g.game.system.api.callForCheck({ stat: "head" });
    expect([posted.type, apps.DialogV2.asked.length]).toEqual(["request", 0]);
    expect(await g.game.system.api.callForCheck()).toBeNull();
    expect(await ticked()).toEqual([wren.uuid, ash.uuid]);
  });
});
