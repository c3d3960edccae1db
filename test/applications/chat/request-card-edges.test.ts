// Call for a Check at its edges, each something the GM or a player would notice: a Complex call's rolls, who is called
// by default or by name, the dialog's presets, a player's Roll button on a stale card, the card drawn again when a
// linked roll changes, and answers from a console that name no call, a deleted character or a roll with no dice.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { relay } from "../../../src/applications/shared/relay";
import { apps } from "../../fakes/setup";
import { as, warnings } from "./card-helpers";
import { callTable, settle, shown } from "./request-helpers";

const g = globalThis as any;
const call = (c?: object) => g.game.system.api.callForCheck(c);
const names = (message: any) => message.system.entries.map((e: any) => e.name);
const en = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data);
const rollForms = () => document.querySelectorAll<HTMLFormElement>("form.hb-roll");


/** The dialog's form as the GM is shown it (the answer closes it without posting). */
function dialogForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = apps.DialogV2.asked.at(-1).content;
  return form;
}
/** The options the dialog opens with selected. */
const chosen = (form: HTMLFormElement) => ["stat", "difficulty"].map((n) => form.querySelector<HTMLOptionElement>(`[name=${n}] option[selected]`)?.value);

let wren: any;
let ash: any;
const Actor = () => g.CONFIG.Actor.documentClass;
beforeEach(async () => {
  [wren, ash] = await callTable([
    { name: "Wren", player: "player", stats: { head: 6, hand: 6 }, own: true },
    { name: "Ash", player: "player2", stats: { head: 8, hurry: 8 }, own: true },
  ]);
});

describe("Call for a Check: what the GM asks for", () => {
  it("a Complex call takes 2 to 8 rolls, a fraction rounded down; another difficulty takes none; the note is trimmed", async () => {
    const rolls = async (difficulty: string, n: unknown) => (await call({ stat: "head", difficulty, rolls: n }))?.system.rolls;
    expect(await rolls("complex", 2)).toBe(2);
    expect(await rolls("complex", 8)).toBe(8);
    expect(await rolls("complex", 8.9)).toBe(8);
    expect(await rolls("complex", 0)).toBeNull();
    expect(await rolls("hard", 4)).toBeNull();
    const before = g.game.messages.size;
    for (const n of [1, 1.9, 9, -3]) expect(await rolls("complex", n)).toBeUndefined();
    expect(g.game.messages.size).toBe(before);
    expect(warnings()).toEqual(Array(4).fill(en("HB.Call.error.rolls")));
    const plain = await call({ stat: "head", label: "  the locked door  " });
    expect([plain.system.difficulty, plain.system.note]).toEqual(["normal", "the locked door"]);
    expect((await call({ stat: "head" })).system.note).toBe("");
  });

  it("who: characters by id, uuid or document, each once, a party standing for its members; nobody is refused", async () => {
    expect(names(await call({ stat: "head", actors: [wren.id, ash.uuid, wren, wren.uuid] }))).toEqual(["Wren", "Ash"]);
    const crew = await Actor().create({ type: "party", name: "Crew", system: { members: [ash.uuid, wren.uuid] } });
    expect(names(await call({ stat: "head", actors: [crew] }))).toEqual(["Ash", "Wren"]);
    expect(names(await call({ stat: "head", actors: [crew.id, wren] }))).toEqual(["Ash", "Wren"]);
    expect(await call({ stat: "head", actors: [] })).toBeNull();
    expect(await call({ stat: "head", actors: ["nobody"] })).toBeNull();
    expect(warnings()).toEqual([en("HB.Call.error.nobody"), en("HB.Call.error.actor")]);
  });

  it("by default: the primary party's members, else each active player's character, else the characters they own", async () => {
    const oskar = await Actor().create({ type: "character", name: "Oskar", ownership: { default: 0, player2: 3 } });
    await Actor().create({ type: "monstrosity", name: "Widow", ownership: { default: 3 } });
    await Actor().create({ type: "character", name: "GM's own", ownership: { default: 0 } });
    expect(names(await call({ stat: "head" }))).toEqual(["Wren", "Ash"]);
    // player2 has no assigned character: the characters they own (not a Monstrosity everyone owns); Wren once.
    g.game.users.get("player2").character = null;
    expect(names(await call({ stat: "head" }))).toEqual(["Wren", "Ash", "Oskar"]);
    g.game.users.get("player").character = null;
    await wren.update({ ownership: { default: 0, player: 3, player2: 3 } });
    expect(names(await call({ stat: "head" }))).toEqual(["Wren", "Ash", "Oskar"]);
    // A player who is not connected is not called on.
    g.game.users.get("player2").active = false;
    expect(names(await call({ stat: "head" }))).toEqual(["Wren"]);
    const crew = await Actor().create({ type: "party", name: "Crew", system: { members: [oskar.uuid, "Actor.gone"] } });
    await g.game.settings.set("humanity-blessed", "primaryParty", crew.uuid);
    expect(names(await call({ stat: "head" }))).toEqual(["Oskar"]);
  });

  it("the dialog: only for a GM; set to what it was opened with, and to Head, Normal and the default who otherwise", async () => {
    as("player");
    expect(await call()).toBeNull();
    expect(warnings()).toEqual([en("HB.Call.error.gmOnly")]);
    expect(apps.DialogV2.asked).toHaveLength(0);
    as("gm");
    const widow = await Actor().create({ type: "monstrosity", name: "Widow" });
    apps.DialogV2.answers.push(() => null);
    expect(await call({})).toBeNull();
    let form = dialogForm();
    const ticked = () => [...form.querySelectorAll<HTMLInputElement>("[name=actors]")].map((i) => [i.nextSibling!.textContent!.trim(), i.checked]);
    expect(chosen(form)).toEqual(["head", "normal"]);
    expect(ticked()).toEqual([["Wren", true], ["Ash", true]]);
    // Opened on the Monstrosity (its token's HUD): it is listed, ticked, beside the characters.
    apps.DialogV2.answers.push(() => null);
    await call({ difficulty: "hard", actors: [widow], label: "the web" });
    form = dialogForm();
    expect(chosen(form)).toEqual(["head", "hard"]);
    expect(form.querySelector<HTMLInputElement>("[name=note]")!.value).toBe("the web");
    expect(ticked()).toEqual([["Wren", false], ["Ash", false], ["Widow", true]]);
    expect(g.game.messages.size).toBe(0);
  });

  it("the dialog's rolls: a Complex call with the field left empty or 0 has none", async () => {
    for (const value of ["", "0", "x"]) {
      apps.DialogV2.answers.push((config: any) => {
        const form = document.createElement("form");
        form.innerHTML = config.content;
        form.querySelector<HTMLSelectElement>("[name=difficulty]")!.value = "complex";
        form.querySelector<HTMLInputElement>("[name=rolls]")!.value = value;
        const button = document.createElement("button");
        form.append(button);
        return config.ok.callback(new Event("click"), button);
      });
      const posted = await call();
      expect([posted.system.difficulty, posted.system.rolls]).toEqual(["complex", null]);
    }
  });
});

describe("Call for a Check: the card's buttons", () => {
  it("a Roll button is off while its dialog is open; a second click brings that dialog back; closing it links nothing", async () => {
    const posted = await call({ stat: "head" });
    as("player");
    const li = await shown(posted);
    const button = li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!;
    button.click();
    await settle();
    expect([rollForms().length, button.disabled]).toEqual([1, true]);
    const second = (await shown(posted)).querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!;
    second.click();
    await settle();
    expect(rollForms()).toHaveLength(1);
    rollForms()[0]!.querySelector<HTMLButtonElement>('[data-action="close"]')!.click();
    await settle();
    expect([button.disabled, second.disabled]).toEqual([false, false]);
    expect(g.game.messages.get(posted.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
    expect(g.game.messages.size).toBe(1);
    expect(warnings()).toEqual([]);
  });

  it("a stale card: a character since deleted, or since given away, is refused with a message", async () => {
    const posted = await call({ stat: "head" });
    as("player");
    const li = await shown(posted);
    as("gm");
    await wren.update({ ownership: { player: 0 } });
    as("player");
    li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    as("gm");
    await wren.delete();
    as("player");
    li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    expect(rollForms()).toHaveLength(0);
    expect(warnings()).toEqual([en("HB.Call.error.notOwner", { name: "Wren" }), en("HB.Call.error.notCalled")]);
  });
});

describe("Call for a Check: answers from a console the GM refuses", () => {
  it("no such call, a Check card in its place, a deleted character, another card as the roll, or a roll with no dice", async () => {
    const posted = await call({ stat: "head" });
    as("player");
    const roll = await wren.rollCheck("head");
    const ask = (payload: object) => relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: roll.id, ...payload });
    expect(await ask({ messageId: "nosuchcall000000" })).toBeUndefined();
    expect(await ask({ messageId: roll.id })).toBeUndefined();
    expect(await ask({ checkId: posted.id })).toBeUndefined();
    const data = roll.toObject();
    delete data._id;
    data.rolls = [];
    const empty = await g.CONFIG.ChatMessage.documentClass.create(data);
    expect(await ask({ checkId: empty.id })).toBeUndefined();
    as("gm");
    await wren.delete();
    as("player");
    expect(await ask({})).toBeUndefined();
    expect(warnings()).toEqual([
      en("HB.Call.error.noRequest"), en("HB.Call.error.noRequest"), en("HB.Call.error.notThisRoll", { name: "Wren" }),
      en("HB.Call.error.impossibleRoll", { name: "Wren" }), en("HB.Call.error.notOwner", { name: "Wren" }),
    ]);
    expect(g.game.messages.get(posted.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
  });
});

describe("Call for a Check: one roll, one answer", () => {
  it("a roll linked for one character, its card then edited from the console to name another, answers nothing more", async () => {
    await ash.update({ ownership: { default: 0, player: 3, player2: 3 } });
    const posted = await call({ stat: "head" });
    as("player");
    const roll = await wren.rollCheck("head");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: roll.id })).toBe(true);
    // The player wrote their own Check card: they may change what it says.
    await g.game.messages.get(roll.id).update({ system: { actorUuid: ash.uuid } });
    expect(g.game.messages.get(roll.id).system.actorUuid).toBe(ash.uuid);
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: ash.uuid, checkId: roll.id })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Call.error.notThisRoll", { name: "Ash" })]);
    expect(g.game.messages.get(posted.id).system.entries.map((e: any) => e.checkId)).toEqual([roll.id, ""]);
  });
});

describe("Call for a Check: what the card records and who speaks", () => {
  it("a new call names each character, with no roll linked and nobody as its roller; the GM's name speaks it, not their character's", async () => {
    g.game.users.get("gm").character = ash;
    const posted = await call({ stat: "head", actors: [wren] });
    expect(posted.system.entries.map((e: any) => ({ ...e }))).toEqual([{ actorUuid: wren.uuid, name: "Wren", checkId: "", userId: "" }]);
    // Core's getSpeaker still names the GM's character as the speaking actor; the name shown is the GM's.
    expect(posted.speaker.alias).toBe(g.game.users.get("gm").name);
  });

  it("a party called on with a member since deleted calls the members still there", async () => {
    const crew = await Actor().create({ type: "party", name: "Crew", system: { members: [wren.uuid, ash.uuid] } });
    await ash.delete();
    expect(names(await call({ stat: "head", actors: [crew] }))).toEqual(["Wren"]);
    expect(warnings()).toEqual([]);
  });
});

describe("Call for a Check: the dialog's choices", () => {
  const options = (form: HTMLFormElement, name: string) =>
    [...form.querySelectorAll<HTMLOptionElement>(`[name=${name}] option`)].map((o) => [o.value, o.textContent, o.hasAttribute("selected")]);
  const stat = (id: string, chosen: boolean) => [id, en(`HB.Stat.${id}`), chosen];

  it("every Stat the world has, named, the one asked for alone chosen; each difficulty named; no note unless given", async () => {
    apps.DialogV2.answers.push(() => null);
    await call({ stat: undefined, difficulty: "easy" });
    let form = dialogForm();
    expect(options(form, "stat")).toEqual(["head", "hand", "heart", "home", "hurt", "hurry", "history"].map((id) => stat(id, id === "head")));
    expect(options(form, "difficulty")).toEqual(["easy", "normal", "hard", "complex"].map((id) => [id, en(`HB.Difficulty.${id}`), id === "easy"]));
    expect(form.querySelector<HTMLInputElement>("[name=note]")!.value).toBe("");
    // A world with an optional Stat offers it too; a preset Stat is the only one chosen.
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    apps.DialogV2.answers.push(() => null);
    await g.game.system.api.callForCheck({ actors: [wren] });
    form = dialogForm();
    expect(options(form, "stat").map(([id]) => id)).toEqual(["head", "hand", "heart", "home", "hurt", "hurry", "history", "hex"]);
    expect(options(form, "stat").at(-1)).toEqual(stat("hex", false));
  });

  it("opened for a Stat, that Stat alone is chosen", async () => {
    const { openCallDialog } = await import("../../../src/applications/chat/request-card");
    apps.DialogV2.answers.push(() => null);
    await openCallDialog({ stat: "heart" });
    expect(options(dialogForm(), "stat").filter(([, , chosen]) => chosen)).toEqual([stat("heart", true)]);
  });

  it("the window says what it does, with a bullhorn, and so does its button", async () => {
    apps.DialogV2.answers.push(() => null);
    await call({});
    const asked = apps.DialogV2.asked.at(-1);
    expect([en(asked.window.title), asked.window.icon, en(asked.ok.label), asked.ok.icon])
      .toEqual([en("HB.Call.title"), "fa-solid fa-bullhorn", en("HB.Call.post"), "fa-solid fa-bullhorn"]);
    expect(en(asked.ok.label)).not.toBe("HB.Call.post");
  });

  it("opened on characters one of which is gone: the others are ticked", async () => {
    apps.DialogV2.answers.push(() => null);
    await call({ actors: ["Actor.gone0000000000", wren.uuid] });
    const ticked = [...dialogForm().querySelectorAll<HTMLInputElement>("[name=actors]:checked")].map((i) => i.value);
    expect(ticked).toEqual([wren.uuid]);
  });

  it("a Complex call with a negative number of rolls is refused with a message; nothing is posted", async () => {
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      form.querySelector<HTMLSelectElement>("[name=difficulty]")!.value = "complex";
      form.querySelector<HTMLInputElement>("[name=rolls]")!.value = "-3";
      const button = document.createElement("button");
      form.append(button);
      return config.ok.callback(new Event("click"), button);
    });
    expect(await call()).toBeNull();
    expect(warnings()).toEqual([en("HB.Call.error.rolls")]);
    expect(g.game.messages.size).toBe(0);
  });
});

describe("Call for a Check: the GM's Roll buttons", () => {
  it("each character's button opens that character's roll, beside another's; a second click brings the first to the front", async () => {
    const posted = await call({ stat: "head" });
    const li = await shown(posted);
    li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${ash.uuid}"]`)!.click();
    await settle();
    expect(rollForms()).toHaveLength(2);
    const [first] = rollForms();
    expect(g.ui.activeWindow?.element).not.toBe(first);
    // The card drawn again (the first drawing's button is off while its dialog is open).
    (await shown(posted)).querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    expect(rollForms()).toHaveLength(2);
    expect(g.ui.activeWindow.element).toBe(first);
    expect(warnings()).toEqual([]);
  });

  it("Ash's button still opens Ash's roll once Wren has rolled", async () => {
    const posted = await call({ stat: "head" });
    const roll = await wren.rollCheck("head");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: roll.id })).toBe(true);
    const li = await shown(g.game.messages.get(posted.id));
    li.querySelector<HTMLButtonElement>(`[data-hb-request-roll="${ash.uuid}"]`)!.click();
    await settle();
    expect(rollForms()).toHaveLength(1);
    expect(warnings()).toEqual([]);
  });

  it("an outcome's link to a roll the chat log has not drawn does nothing, and fails nothing", async () => {
    const posted = await call({ stat: "head", actors: [wren] });
    const roll = await wren.rollCheck("head");
    await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: roll.id });
    const li = await shown(g.game.messages.get(posted.id));
    const errors = vi.fn();
    window.addEventListener("error", errors);
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    li.querySelector<HTMLElement>(`[data-hb-show-check="${roll.id}"]`)!.click();
    window.removeEventListener("error", errors);
    expect([errors.mock.calls.length, spy.mock.calls.length]).toEqual([0, 0]);
    spy.mockRestore();
  });
});

describe("Call for a Check: the chat log's export", () => {
  it("a call the reader may not see is written as core hides it", async () => {
    const posted = await call({ stat: "head" });
    await posted.update({ whisper: ["gm"] });
    as("player");
    const { exportRequestMessage } = await import("../../../src/applications/chat/request-card");
    expect(exportRequestMessage(g.game.messages.get(posted.id))).toEqual([en("CHAT.PrivateRollContent", { user: g.game.users.get("gm").name })]);
  });
});

describe("Call for a Check: whose roll, and which Stat", () => {
  it("a player with two characters cannot answer for one with the other's roll", async () => {
    await ash.update({ ownership: { default: 0, player: 3, player2: 3 } });
    const posted = await call({ stat: "head" });
    as("player");
    const ashs = await ash.rollCheck("head");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: ashs.id })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Call.error.notThisRoll", { name: "Wren" })]);
    expect(g.game.messages.get(posted.id).system.entries.map((e: any) => e.checkId)).toEqual(["", ""]);
  });

  it("History answers any call (the book's Choose Stat); a Stat neither called nor balanced is refused, saying so", async () => {
    await wren.update({ system: { stats: { history: 8 } } }); // not balanced with Hand (d6)
    const posted = await call({ stat: "hand" });
    as("player");
    const history = await wren.rollCheck("history");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: history.id })).toBe(true);
    as("player2");
    const hurry = await ash.rollCheck("hurry");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: ash.uuid, checkId: hurry.id })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Call.error.notThisRoll", { name: "Ash" })]);
    expect(g.game.messages.get(posted.id).system.entries.map((e: any) => e.checkId)).toEqual([history.id, ""]);
  });

  it("a message of another type carrying a Check's data and dice answers nothing", async () => {
    const posted = await call({ stat: "head" });
    as("player");
    const roll = await wren.rollCheck("head");
    const data = roll.toObject();
    delete data._id;
    data.type = "base";
    const other = await g.CONFIG.ChatMessage.documentClass.create(data);
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: other.id })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Call.error.notThisRoll", { name: "Wren" })]);
  });
});

describe("Call for a Check: a Complex call's rolls, and a character not called", () => {
  it("a Roll button on a Complex call of 4 rolls opens the roll dialog set to 4 rolls", async () => {
    const posted = await call({ stat: "head", difficulty: "complex", rolls: 4 });
    as("player");
    (await shown(posted)).querySelector<HTMLButtonElement>(`[data-hb-request-roll="${wren.uuid}"]`)!.click();
    await settle();
    const form = rollForms()[0]!;
    expect([form.querySelector<HTMLSelectElement>("[name=difficulty]")!.value, form.querySelector<HTMLInputElement>("[name=rolls]")!.value]).toEqual(["complex", "4"]);
  });

  it("an answer naming a character the call did not name is refused, saying so", async () => {
    const posted = await call({ stat: "head", actors: [ash] });
    as("player");
    const roll = await wren.rollCheck("head");
    expect(await relay("request.rolled", { messageId: posted.id, actorUuid: wren.uuid, checkId: roll.id })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Call.error.notCalled")]);
    expect(g.game.messages.get(posted.id).system.entries.map((e: any) => e.checkId)).toEqual([""]);
  });
});
