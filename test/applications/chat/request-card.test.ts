// A GM's call for a Check as the table meets it: one card with a Roll button per character, only the character's
// owners (or the GM) can roll from it, the roll dialog opens set to the called Check, the card then shows each
// outcome (hidden where core's roll modes hide the roll), a second roll is refused, and the GM reads a summary.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { relay } from "../../../src/applications/shared/relay";
import { resolveCheck } from "../../../src/rules";
import { checkInput } from "../../../src/applications/chat/check-card-context";
import { apps } from "../../fakes/setup";
import { as, faces, warnings } from "./card-helpers";
import { callTable, settle, shown } from "./request-helpers";

const g = globalThis as any;

const rows = (li: HTMLElement) => [...li.querySelectorAll<HTMLElement>(".hb-request-entry")].map((row) => ({
  name: row.querySelector(".hb-request-name")!.textContent,
  button: !!row.querySelector("[data-hb-request-roll]"),
  shows: row.querySelector(".hb-request-outcome, .hb-note")?.textContent?.trim() ?? "",
}));
const rollForm = () => document.querySelector<HTMLFormElement>("form.hb-roll");

let wren: any;
let ash: any;
let call: any;
// What a roll and a request load on first use (a roll's re-throws, the relay's traffic): loaded once here, so each
// test settles quickly.
beforeAll(async () => {
  await import("../../../src/dice/rethrow");
  await import("../../../src/applications/shared/relay-socket");
});

beforeEach(async () => {
  [wren, ash] = await callTable([
    { name: "Wren", player: "player", stats: { head: 6, hand: 6, heart: 4 }, blessings: [5, 3], own: true },
    { name: "Ash", player: "player2", stats: { head: 8, hurry: 8 }, own: true },
  ]);
  call = await g.game.system.api.callForCheck({ stat: "head", difficulty: "hard", label: "the locked door" });
});

/** The player's click on their character's button, the roll dialog submitted with these faces. */
async function rollFromCard(user: string, actor: any, throws: number[], size: number) {
  as(user);
  const li = await shown(g.game.messages.get(call.id));
  li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${actor.uuid}"]`)!.click();
  await settle();
  faces(throws, size);
  rollForm()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await settle();
}

describe("calling for a Check", () => {
  it("the call stores no HTML: each reader's client draws it from the data, a call posted before included", async () => {
    expect(call.content).toBe("");
    // A call posted by 0.1 kept the GM's copy of the card in content (every button, English): never shown now.
    const old = await g.ChatMessage.create({ type: "request", content: '<section class="humanity-blessed chat-card hb-request"><h3>Stale call</h3></section>',
      system: { stat: "heart", difficulty: "normal", rolls: null, note: "", entries: [{ actorUuid: wren.uuid, name: "Wren", checkId: "", userId: "" }, { actorUuid: ash.uuid, name: "Ash", checkId: "", userId: "" }] } });
    as("player2");
    const li = await shown(old);
    expect(li.querySelector("h3")!.textContent!.trim()).toBe("The GM calls for the Heart Check");
    // Drawn for this reader: only their own character's Roll button.
    expect(rows(li)).toEqual([{ name: "Wren", button: false, shows: "Not rolled yet" }, { name: "Ash", button: true, shows: "" }]);
  });

  it("the macro API posts one card naming the Check and the note, with the player characters of the active players", async () => {
    expect(call.type).toBe("request");
    expect(call.system.toObject ? call.system.toObject() : call.system).toMatchObject({
      stat: "head", difficulty: "hard", note: "the locked door",
      entries: [{ actorUuid: wren.uuid, name: "Wren", checkId: "" }, { actorUuid: ash.uuid, name: "Ash", checkId: "" }],
    });
    const li = await shown(call);
    expect(li.querySelector("h3")!.textContent!.trim()).toBe("The GM calls for the Hard Head Check");
    expect(li.querySelector(".hb-request-note")!.textContent).toBe("the locked door");
    // The GM may roll for anyone, and reads the summary.
    expect(rows(li)).toEqual([{ name: "Wren", button: true, shows: "" }, { name: "Ash", button: true, shows: "" }]);
    expect(li.querySelector(".hb-request-summary")!.textContent).toBe("0 of 2 rolled, 0 succeeded. Boons in all: 0; busts: 0.");
  });

  it("only the character's owners see its button; players see no summary", async () => {
    as("player");
    const li = await shown(call);
    expect(rows(li)).toEqual([{ name: "Wren", button: true, shows: "" }, { name: "Ash", button: false, shows: "Not rolled yet" }]);
    expect(li.querySelector(".hb-request-summary")).toBeNull();
  });

  it("a player's button opens their roll dialog set to the call; the card then shows the outcome, and the GM the sum", async () => {
    as("player");
    const li = await shown(call);
    li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    expect(["stat", "difficulty"].map((n) => rollForm()!.querySelector<HTMLSelectElement>(`[name="${n}"]`)!.value)).toEqual(["head", "hard"]);
    faces([6, 5], 6);
    rollForm()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle();
    const check = g.game.messages.contents.find((m: any) => m.type === "check");
    expect(check.system).toMatchObject({ actorUuid: wren.uuid, stat: "head", difficulty: "hard" });
    const updated = g.game.messages.get(call.id);
    expect(updated.system.entries[0]).toMatchObject({ checkId: check.id, userId: "player" });
    const result = resolveCheck(checkInput(check.system, check.rolls.map((r: any) => r.facts)));
    expect(result).toMatchObject({ success: true, outcome: "minor" }); // 6 and 5: both succeed, the lower decides
    const outcome = g.game.i18n.localize(`HB.Outcome.${result.outcome}.name`);
    expect(rows(await shown(updated))).toEqual([{ name: "Wren", button: false, shows: outcome }, { name: "Ash", button: false, shows: "Not rolled yet" }]);
    as("gm");
    const gm = await shown(updated);
    expect(rows(gm)[0]).toEqual({ name: "Wren", button: false, shows: outcome });
    expect(gm.querySelector(".hb-request-summary")!.textContent).toBe(`1 of 2 rolled, 1 succeeded. Boons in all: ${result.boons + result.exceptionalBoons}; busts: ${result.busts}.`);
    // The outcome links to the roll's own card.
    expect(gm.querySelector<HTMLElement>(".hb-request-outcome")!.dataset.hbShowCheck).toBe(check.id);
  });

  it("a second roll for the same character is refused, from a stale button and through the relay", async () => {
    const stale = (as("player"), await shown(call));
    await rollFromCard("player", wren, [4, 5], 6);
    const first = g.game.messages.get(call.id).system.entries[0].checkId;
    stale.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    expect(rollForm()).toBeNull();
    expect(warnings()).toEqual(["Wren has already rolled for this call."]);
    const another = await wren.rollCheck("head", { difficulty: "hard" });
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: another.id })).toBeUndefined();
    expect(warnings()[1]).toBe("Wren has already rolled for this call.");
    expect(g.game.messages.get(call.id).system.entries[0].checkId).toBe(first);
  });

  it("nobody links a roll for a character they do not own, or a roll that is not an answer to the call", async () => {
    as("player");
    const wrensRoll = await wren.rollCheck("head", { difficulty: "hard" });
    as("player2");
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: wrensRoll.id })).toBeUndefined();
    expect(warnings()).toEqual(["Only Wren's owners (or the GM) can roll for them."]);
    // Ash's owner, but a Normal roll for a Hard call, and then a roll someone else posted.
    const easy = await ash.rollCheck("head", { difficulty: "normal" });
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: ash.uuid, checkId: easy.id })).toBeUndefined();
    as("gm");
    const byGM = await ash.rollCheck("head", { difficulty: "hard" });
    as("player2");
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: ash.uuid, checkId: byGM.id })).toBeUndefined();
    expect(warnings().slice(1)).toEqual([
      "That roll is not Ash's answer to this call (another character, difficulty or Stat, or an older roll).",
      "That roll is not Ash's answer to this call (another character, difficulty or Stat, or an older roll).",
    ]);
    expect(g.game.messages.get(call.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
  });

  it("a roll posted from a console with faces its dice do not have (a d6 showing 9), or a total they do not make, answers nothing", async () => {
    as("player");
    const genuine = await wren.rollCheck("head", { difficulty: "hard" });
    const forge = async (edit: (roll: any) => void) => {
      const data = genuine.toObject();
      data.rolls = data.rolls.map((json: string) => {
        const roll = JSON.parse(json);
        edit(roll);
        return JSON.stringify(roll);
      });
      delete data._id;
      return g.CONFIG.ChatMessage.documentClass.create(data);
    };
    const nine = await forge((roll) => {
      const die = roll.terms.find((t: any) => t.faces);
      roll.total += 9 - die.results[0].result;
      die.results[0].result = 9;
    });
    const total = await forge((roll) => { roll.total = 30; });
    for (const forged of [nine, total]) expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: forged.id })).toBeUndefined();
    expect(warnings()).toEqual(Array(2).fill("That roll for Wren shows faces its dice do not have, or a total they do not add up to: it answers nothing."));
    expect(g.game.messages.get(call.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: genuine.id })).toBe(true);
  });

  it("a roll counts when it comes after the call in the chat log, whatever the roller's clock says", async () => {
    // Each client stamps its own messages (core: ChatMessage#timestamp, Date.now on the creating client). Wren's
    // player's clock runs five minutes behind the GM's: their answer is stamped before the call, yet comes after it.
    g.game.users.get("player").clockOffset = -5 * 60_000;
    await rollFromCard("player", wren, [6, 5], 6);
    const check = g.game.messages.contents.find((m: any) => m.type === "check");
    expect(check.timestamp).toBeLessThan(call.timestamp);
    expect(warnings()).toEqual([]);
    expect(g.game.messages.get(call.id).system.entries[0].checkId).toBe(check.id);
    // Ash's player's clock runs ahead: a roll made before the call, stamped after it, is still not an answer to it.
    g.game.users.get("player2").clockOffset = 5 * 60_000;
    as("player2");
    const before = await ash.rollCheck("head", { difficulty: "hard" });
    as("gm");
    const later = await g.game.system.api.callForCheck({ stat: "head", difficulty: "hard", actors: [ash] });
    expect(before.timestamp).toBeGreaterThan(later.timestamp);
    as("player2");
    expect(await relay("request.rolled", { messageId: later.id, actorUuid: ash.uuid, checkId: before.id })).toBeUndefined();
    expect(warnings()).toEqual(["That roll is not Ash's answer to this call (another character, difficulty or Stat, or an older roll)."]);
    expect(g.game.messages.get(later.id).system.entries[0].checkId).toBe("");
  });

  it("Hidden Stat Dice: a d20 roll answers when its d20s read as its total; a d20 the table cannot give that total does not", async () => {
    as("gm");
    await wren.update({ system: { rollD20s: true } });
    as("player");
    faces([14, 3], 20); // Hard Head Check, d6: 14 → 2, 3 → 3
    const genuine = await wren.rollCheck("head", { difficulty: "hard" });
    expect(genuine.rolls.map((r: any) => r.total)).toEqual([2, 3]);
    const data = genuine.toObject();
    data.rolls = data.rolls.map((json: string) => {
      const roll = JSON.parse(json);
      roll.terms[0].results[0].result = 15; // a d6's 15 reads 3, not the 2 it counts
      return JSON.stringify(roll);
    });
    delete data._id;
    const forged = await g.CONFIG.ChatMessage.documentClass.create(data);
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: forged.id })).toBeUndefined();
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: genuine.id })).toBe(true);
  });

  it("a call the player is not shown (whispered to the GM) cannot be answered from the console: refused, nothing linked", async () => {
    await call.update({ whisper: ["gm"] });
    as("player");
    const roll = await wren.rollCheck("head", { difficulty: "hard" });
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: roll.id })).toBeUndefined();
    expect(warnings()).toEqual(["That card is gone, or it is not shown to you."]);
    expect(g.game.messages.get(call.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
    // Shown to them again, the same answer links.
    as("gm");
    await call.update({ whisper: [] });
    as("player");
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: roll.id })).toBe(true);
    expect(g.game.messages.get(call.id).system.entries[0].checkId).toBe(roll.id);
  });

  it("a malformed answer from a player's console is refused naming the field, never a TypeError, and links nothing", async () => {
    as("player");
    const roll = await wren.rollCheck("head", { difficulty: "hard" });
    const forged = [
      null, [], "x",
      { messageId: call.id, actorUuid: wren.uuid },
      { messageId: call.id, actorUuid: wren.uuid, checkId: { id: roll.id } },
      { messageId: [call.id], actorUuid: wren.uuid, checkId: roll.id },
      { messageId: call.id, actorUuid: "Actor.x".repeat(100), checkId: roll.id },
      { messageId: call.id, actorUuid: wren.uuid, checkId: roll.id, userId: "gm" },
      JSON.parse(`{"messageId":"${call.id}","actorUuid":"${wren.uuid}","checkId":"${roll.id}","__proto__":{"isGM":true}}`),
    ];
    for (const payload of forged) expect(await relay("request.rolled", payload)).toBeUndefined();
    expect(warnings()).toEqual([
      ...["request", "request", "request", "checkId", "checkId", "messageId", "actorUuid", "userId", "__proto__"]
        .map((at) => `The GM's client refused a malformed request (at ${at}); nothing was changed.`),
    ]);
    expect(g.game.messages.get(call.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
    expect(({} as any).isGM).toBeUndefined();
  });

  it("a Stat balanced with the called one answers it (the book's Choose Stat); an unbalanced one does not", async () => {
    as("player2");
    const hurry = await ash.rollCheck("hurry", { base: "head", difficulty: "hard" });
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: ash.uuid, checkId: hurry.id })).toBe(true);
    as("player");
    const heart = await wren.rollCheck("heart", { difficulty: "hard" });
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: heart.id })).toBeUndefined();
  });

  it("a blind roll stays hidden on the card from its roller, as on its own card; the GM sees it", async () => {
    await g.game.settings.set("core", "rollMode", "blindroll");
    await rollFromCard("player", wren, [6, 5], 6);
    as("player");
    expect(rows(await shown(g.game.messages.get(call.id)))[0]).toEqual({ name: "Wren", button: false, shows: "Rolled (hidden)" });
    as("player2");
    expect(rows(await shown(g.game.messages.get(call.id)))[0]).toEqual({ name: "Wren", button: false, shows: "Rolled (hidden)" });
    as("gm");
    expect(rows(await shown(g.game.messages.get(call.id)))[0]!.shows).toBe(g.game.i18n.localize("HB.Outcome.minor.name"));
  });

  it("only a GM calls for a Check, and bad input is refused with a message", async () => {
    const before = g.game.messages.size;
    as("player");
    expect(await g.game.system.api.callForCheck({ stat: "head" })).toBeNull();
    as("gm");
    expect(await g.game.system.api.callForCheck({ stat: "strength" })).toBeNull();
    expect(await g.game.system.api.callForCheck({ stat: "head", difficulty: "brutal" })).toBeNull();
    expect(await g.game.system.api.callForCheck({ stat: "head", actors: ["Actor.nobody"] })).toBeNull();
    expect(warnings()).toEqual([
      "Only a GM can call for a Check.",
      'There is no Stat "strength" to call for.',
      '"brutal" is not a difficulty (easy, normal, hard, complex).',
      "One of the characters called on does not exist.",
    ]);
    expect(g.game.messages.size).toBe(before);
  });

  it("the GM's dialog: Stat, difficulty, rolls, note and who, with the active players' characters ticked", async () => {
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      expect([...form.querySelectorAll<HTMLInputElement>("[name=actors]")].map((i) => [i.nextSibling!.textContent!.trim(), i.checked])).toEqual([["Wren", true], ["Ash", true]]);
      form.querySelector<HTMLSelectElement>("[name=stat]")!.value = "hurry";
      form.querySelector<HTMLSelectElement>("[name=difficulty]")!.value = "complex";
      form.querySelector<HTMLInputElement>("[name=rolls]")!.value = "4";
      form.querySelector<HTMLInputElement>("[name=note]")!.value = "the chase";
      form.querySelector<HTMLInputElement>(`[name=actors][value="${wren.uuid}"]`)!.checked = false;
      const button = document.createElement("button");
      form.append(button);
      return config.ok.callback(new Event("click"), button);
    });
    const posted = await g.game.system.api.callForCheck();
    expect(posted.system).toMatchObject({ stat: "hurry", difficulty: "complex", rolls: 4, note: "the chase" });
    expect(posted.system.entries.map((e: any) => e.name)).toEqual(["Ash"]);
    expect((await shown(posted)).querySelector("h3")!.textContent!.trim()).toBe("The GM calls for the Complex Hurry Check (4 rolls)");
  });

  it("a GM finds it in the chat sidebar, the scene controls, an actor's menu and a token's HUD; players do not", async () => {
    const opened = () => apps.DialogV2.asked.length;
    // Scene controls (V13: a record of controls with a record of tools).
    const controls: any = { tokens: { tools: {} } };
    g.Hooks.callAll("getSceneControlButtons", controls);
    const tool = controls.tokens.tools.hbCallForCheck;
    expect([tool.button, tool.visible, g.game.i18n.localize(tool.title)]).toEqual([true, true, "Call for a Check"]);
    tool.onChange();
    await settle();
    expect(opened()).toBe(1);
    // The Actors sidebar's menu, in V13's entry form; the actor clicked is the one ticked.
    const options: any[] = [];
    g.Hooks.call("getActorContextOptions", {}, options);
    const li = document.createElement("li");
    li.dataset.entryId = ash.id;
    expect([options[0].name, options[0].condition(li)]).toEqual(["HB.Call.title", true]);
    options[0].callback(li);
    await settle();
    const form = document.createElement("form");
    form.innerHTML = apps.DialogV2.asked[1].content;
    expect([...form.querySelectorAll<HTMLInputElement>("[name=actors]:checked")].map((i) => i.value)).toEqual([ash.uuid]);
    // The chat sidebar and a token's HUD get a button for the GM only.
    const hud = document.createElement("div");
    hud.innerHTML = '<div class="col left"></div>';
    g.Hooks.callAll("renderTokenHUD", { actor: wren }, hud);
    expect(hud.querySelectorAll(".hb-call-button").length).toBe(1);
    hud.querySelector<HTMLButtonElement>(".hb-call-button")!.click();
    await settle();
    form.innerHTML = apps.DialogV2.asked[2].content;
    expect([...form.querySelectorAll<HTMLInputElement>("[name=actors]:checked")].map((i) => i.value)).toEqual([wren.uuid]);
    as("player");
    document.body.replaceChildren();
    await new apps.ChatLog().render();
    const menu: any[] = [];
    g.Hooks.call("getActorContextOptions", {}, menu);
    expect([document.querySelectorAll(".hb-call-button").length, menu[0].condition(li)]).toEqual([0, false]);
  });

  it("the chat sidebar's button stays beside core's control buttons wherever core moves the chat input", async () => {
    // The world loads with another sidebar tab shown: core makes the chat input and its controls outside the chat log.
    const chat = await new apps.ChatLog().render();
    const sidebarButtons = () => chat.element!.querySelectorAll("#chat-controls .control-buttons .hb-call-button");
    expect(document.querySelectorAll("#chat-notifications #chat-controls .control-buttons .hb-call-button").length).toBe(1);
    // Showing the chat tab moves them into the log: the button comes with them, once, however often the tabs change.
    chat.activate();
    expect(sidebarButtons().length).toBe(1);
    chat.deactivate();
    chat.activate();
    expect([sidebarButtons().length, document.querySelectorAll(".hb-call-button").length]).toEqual([1, 1]);
    sidebarButtons()[0]!.dispatchEvent(new MouseEvent("click"));
    await settle();
    expect(apps.DialogV2.asked.at(-1).window.title).toBe("HB.Call.title");
  });
});
