// A GM's call for a Check: the dialog that makes it, the request card with a button per character, and the GM's
// side of linking each roll to it. Loaded on demand (request-register.ts wires the entry points at init).
// The card is drawn per viewer when it renders: a Roll button only for the character's owners (and the GM), each
// roll's outcome read from its Check message by the rules engine — shown only to those who may see that roll
// (core's roll modes) — and, for the GM, one line summing it all up.
import { isParty } from "../../documents/party";
import {
  assertStatChoice,
  DIFFICULTIES,
  facesPossible,
  isDieSize,
  readHidden,
  type DieSize,
  type Difficulty,
} from "../../rules";
import { HumanityCheckRoll } from "../../dice/humanity-check-roll";
import { asteriskReading, rollsD20s } from "../../documents/hidden-dice";
import { CORE_STATS, STAT_IDS } from "../../rules/ids";
import { optionalStat, SYSTEM_ID } from "../../settings";
import type { HumanityActor } from "../../documents/actor";
import { RelayRefusal } from "../../documents/refusal";
import { template } from "../shared/templates";
import { relay } from "../shared/relay";
import { id, object, parseRequest, uuid } from "../shared/request-schema";
import { uuidOf } from "../../compat";
import { actorAt, worldActor } from "../../documents/actor-types";
import { tellIfUnlinked } from "../../documents/token-links";
import type { CheckCardSystem } from "./check-card-context";
import { canSeeCard } from "./check-actions";
import { callDialogContext } from "./call-dialog-context";
import { prepareRequestCard, type RequestEntry, type RequestRow, type RequestSystem } from "./request-card-context";
import { translator } from "../shared/translator";
import { RollDialog } from "../dialogs/roll-dialog";
import { adoptStyles } from "../shared/styles";
import { renderMessageFrame, type MessageRenderOptions } from "./message-frame";
import { hiddenLines, requestLines } from "./export-lines";
import styles from "../../../styles/request-card.scss?inline";

// Stryker disable next-line StringLiteral: the id only keeps a second copy out, and tests load styles as empty strings
adoptStyles("humanity-blessed-request-card", styles);

export type { RequestEntry, RequestSystem };
export type RequestMessage = ChatMessage.Implementation & { system: RequestSystem };

/** What a macro passes to game.system.api.callForCheck. */
export interface CallForCheck {
  stat: string;
  difficulty?: Difficulty;
  /** Actors, their uuids or ids; default: the primary party's members, else the player characters of
   *  the active players. */
  actors?: (HumanityActor | string)[];
  /** The GM's note shown on the card ("about the locked door"). */
  label?: string;
  /** Rolls of a Complex Check. */
  rolls?: number | null;
}

const i18n = () => game.i18n!;
/** A request message: its subtype's model is its `system` (request-message.ts). */
const isRequest = (message: ChatMessage.Implementation): message is RequestMessage => message.type === "request";
type CheckMessage = ChatMessage.Implementation & {
  system: CheckCardSystem & { actorUuid: string };
  rolls: HumanityCheckRoll[];
};

/** Who a call asks by default: the primary party's members when the world names one (a party sheet's "Primary
 *  party"), else the player characters of the active players — each one's assigned character, else those they own. */
export function defaultActors(): HumanityActor[] {
  const party = actorAt(game.settings.get(SYSTEM_ID, "primaryParty") as string);
  if (isParty(party)) return party.system.members.map(actorAt).filter((a): a is HumanityActor => a !== null);
  const players = game.users!.contents.filter((u) => u.active && !u.isGM);
  const chosen = players.flatMap((u): unknown[] =>
    u.character
      ? [u.character]
      : game.actors!.contents.filter((a) => a.type === "character" && a.testUserPermission(u, "OWNER")),
  );
  return [...new Set(chosen)] as HumanityActor[];
}

/** The actors a call names, a party standing for its members (the Actors sidebar's menu on a party calls them). */
const resolveActors = (refs: readonly (HumanityActor | string)[]): (HumanityActor | null)[] =>
  refs.map(resolveActor).flatMap((a) => (isParty(a) ? a.system.members.map(actorAt).filter((m) => m !== null) : [a]));

function resolveActor(ref: HumanityActor | string): HumanityActor | null {
  if (typeof ref !== "string") return ref;
  return ref.includes(".") ? actorAt(ref) : worldActor(ref);
}

/** Each row as this viewer's client knows it. */
function rowsFor(system: RequestSystem, user: User.Implementation): RequestRow[] {
  return system.entries.map((entry) => {
    const actor = actorAt(entry.actorUuid);
    const check = entry.checkId ? ((game.messages?.get(entry.checkId) as CheckMessage | undefined) ?? null) : null;
    return {
      entry,
      canRoll: !!actor && actor.testUserPermission(user, "OWNER"),
      // Core's roll modes: a private or blind roll's outcome shows only where its own card's content does.
      check: check
        ? {
            system: check.system,
            rolls: (check.rolls as HumanityCheckRoll[]).map((r) => r.facts),
            visible: check.isContentVisible,
          }
        : null,
    };
  });
}

const renderCard = (system: RequestSystem, user: User.Implementation) =>
  foundry.applications.handlebars.renderTemplate(
    template("chat/request-card.hbs"),
    prepareRequestCard(system, rowsFor(system, user), user.isGM, translator()),
  );

/** Posts the call (GM only). Resolves to the message, or null after a warning saying what was wrong. */
export async function postRequest(call: CallForCheck): Promise<ChatMessage.Implementation | null> {
  const user = game.user!;
  const warn = (key: string, data: Record<string, string> = {}) => {
    ui.notifications!.warn(i18n().format(key, data));
    return null;
  };
  if (!user.isGM) return warn("HB.Call.error.gmOnly");
  if (!STAT_IDS.has(call.stat)) return warn("HB.Call.error.stat", { stat: String(call.stat) });
  const difficulty = call.difficulty ?? "normal";
  if (!(DIFFICULTIES as readonly string[]).includes(difficulty))
    return warn("HB.Call.error.difficulty", { difficulty: String(difficulty) });
  const rolls = difficulty === "complex" && call.rolls ? Math.floor(call.rolls) : null;
  if (rolls !== null && !(rolls >= 2 && rolls <= 8)) return warn("HB.Call.error.rolls");
  const actors = call.actors ? resolveActors(call.actors) : defaultActors();
  if (actors.some((a) => !a)) return warn("HB.Call.error.actor");
  const unique = [...new Set(actors as HumanityActor[])];
  if (!unique.length) return warn("HB.Call.error.nobody");
  const system: RequestSystem = {
    stat: call.stat,
    difficulty,
    rolls,
    note: String(call.label ?? ""), // the model's text field trims it (core StringField: trim by default)
    entries: unique.map((a) => ({ actorUuid: uuidOf(a), name: a.name, checkId: "", userId: "" })),
  };
  // No content: each reader's client draws the card from the data when it is shown (renderRequestMessage).
  return (
    (await ChatMessage.implementation.create({
      type: "request",
      system,
      speaker: ChatMessage.getSpeaker({ alias: user.name }),
    })) ?? null
  );
}

/** The stats a GM may call for in this world: the core H's and the world's optional Stat. */
function callableStats(): string[] {
  const extra = optionalStat();
  return [...CORE_STATS, ...(extra ? [extra] : [])];
}

/** The GM's "Call for a Check" dialog; `preset.actors` pre-selects (an actor's or token's menu). */
export async function openCallDialog(preset: Partial<CallForCheck> = {}): Promise<ChatMessage.Implementation | null> {
  if (!game.user!.isGM) {
    ui.notifications!.warn("HB.Call.error.gmOnly", { localize: true });
    return null;
  }
  const preselected = (preset.actors ? resolveActors(preset.actors) : defaultActors()).filter(Boolean);
  // Called on through an unlinked character token (its HUD, the controlled tokens): the roll lands on the token's copy.
  for (const actor of preselected) tellIfUnlinked(actor);
  const chosen = new Set(preselected.map((a) => a!.uuid));
  const everyone = game.actors!.contents.filter((a) => a.type === "character" || chosen.has(a.uuid));
  const content = await foundry.applications.handlebars.renderTemplate(
    template("dialogs/call-for-check.hbs"),
    callDialogContext(
      callableStats(),
      preset,
      everyone.map((a) => ({ uuid: a.uuid, name: a.name, checked: chosen.has(a.uuid) })),
    ),
  );
  const call = await foundry.applications.api.DialogV2.prompt({
    window: { title: "HB.Call.title", icon: "fa-solid fa-bullhorn" },
    content,
    ok: {
      label: "HB.Call.post",
      icon: "fa-solid fa-bullhorn",
      callback: (_event: Event, button: HTMLButtonElement) => readCallForm(button.form!),
    },
    rejectClose: false,
  });
  // prompt answers the callback's object, or null when closed (a string only without a callback):
  // Stryker disable next-line ConditionalExpression
  return call && typeof call === "object" ? postRequest(call) : null;
}

export function readCallForm(form: HTMLFormElement): CallForCheck {
  const data = new FormData(form);
  return {
    stat: String(data.get("stat")), // the dialog always has its fields
    difficulty: String(data.get("difficulty")) as Difficulty,
    // Left empty: none (the roller decides); anything else is checked by postRequest, which says what is wrong.
    rolls: Number(data.get("rolls")) || null,
    label: String(data.get("note")),
    actors: data.getAll("actors").map(String),
  };
}

// Roll dialogs open from a card, one per character, so a second click brings the first back instead of a second roll.
const open = new Map<string, RollDialog>();

/** A viewer's click on a character's button: their roll dialog, set to the called Check. */
async function rollFor(message: RequestMessage, actorUuid: string): Promise<void> {
  const entry = message.system.entries.find((e) => e.actorUuid === actorUuid);
  const actor = actorAt(actorUuid);
  if (!entry || !actor) return void ui.notifications!.warn("HB.Call.error.notCalled", { localize: true });
  if (entry.checkId)
    return void ui.notifications!.warn(i18n().format("HB.Call.error.alreadyRolled", { name: entry.name }));
  if (!actor.isOwner) return void ui.notifications!.warn(i18n().format("HB.Call.error.notOwner", { name: entry.name }));
  const key = `${message.id}:${actorUuid}`;
  const already = open.get(key);
  if (already) return void already.bringToFront();
  const { difficulty, rolls, stat } = message.system;
  const dialog = new RollDialog(actor, stat, {}, { difficulty, ...(rolls ? { rolls } : {}) });
  open.set(key, dialog);
  await dialog.render({ force: true });
  const check = await dialog.closed;
  open.delete(key);
  if (check) await relay("request.rolled", { messageId: message.id, actorUuid, checkId: check.id });
}

/**
 * The call as core's chat log shows it (RequestMessageView#renderHTML): drawn for this reader from the message's data
 * — their buttons, the outcomes they may see, in their language. Calls posted before kept an HTML copy in `content`
 * beside the same data; they are drawn from the data too.
 */
export function renderRequestMessage(message: RequestMessage, options: MessageRenderOptions): Promise<HTMLElement> {
  watchLinkedChecks();
  return renderMessageFrame(message, () => renderCard(message.system, game.user!), options);
}

/** The call as lines for the chat log's export (RequestMessageView#exportLines), as this reader's card shows it. */
export function exportRequestMessage(message: RequestMessage): string[] {
  const i18n = translator();
  if (!message.isContentVisible) return hiddenLines(message, i18n);
  return requestLines(
    prepareRequestCard(message.system, rowsFor(message.system, game.user!), game.user!.isGM, i18n),
    i18n,
  );
}

/** renderChatMessageHTML: wire the drawn card's buttons. */
export function activateRequestCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const msg = message as RequestMessage;
  html.querySelectorAll<HTMLButtonElement>("section.hb-request [data-hb-request-roll]").forEach((button) => {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      try {
        await rollFor(msg, button.dataset.hbRequestRoll!);
      } finally {
        button.disabled = false;
      }
    });
  });
  html.querySelectorAll<HTMLElement>("section.hb-request [data-hb-show-check]").forEach((link) => {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const target = document.querySelector<HTMLElement>(
        `.chat-message[data-message-id="${link.dataset.hbShowCheck}"]`,
      );
      target?.scrollIntoView({ block: "center" });
      target?.focus();
    });
  });
}

/** Core's ChatLog#updateMessage (V13 and V14), which fvtt-types 13.345.1's ChatLog does not declare. */
function redraw(chat: object | null | undefined, message: ChatMessage.Implementation): void {
  if (chat && "updateMessage" in chat && typeof chat.updateMessage === "function") void chat.updateMessage(message);
}

/** A Help or Spark on a linked roll changes its outcome: draw the calls that link it again. */
let watching = false;
function watchLinkedChecks(): void {
  if (watching) return;
  watching = true;
  Hooks.on("updateChatMessage", (updated: ChatMessage.Implementation) => {
    for (const m of game.messages!.contents) {
      if (isRequest(m) && m.system.entries.some((e) => e.checkId === updated.id)) {
        redraw(ui.chat, m);
      }
    }
  });
}

/**
 * Whether `later` was posted after `earlier`: by their places in game.messages, the order the server sent them in.
 * Never by `timestamp`: each client stamps its own messages by its own clock, and a player's may run behind the GM's.
 */
function postedAfter(later: object, earlier: object): boolean {
  const order: object[] = game.messages!.contents;
  return order.slice(order.indexOf(earlier) + 1).includes(later);
}

export interface RolledRequest {
  messageId: string;
  actorUuid: string;
  checkId: string;
}

/** Every die of the roll shows a face it has, and the roll's total is their sum (rules facesPossible). Hidden Stat
 *  Dice: every die a d20, each throw's d20s a possible reading of its Stat Die in this world (rules readHidden). */
function rolledPossible(roll: foundry.dice.Roll): boolean {
  if (roll instanceof HumanityCheckRoll && roll.hidden) {
    const sizes = roll.sizes;
    if (roll.dice.some((d) => d.faces !== 20) || sizes.some((s) => !isDieSize(s))) return false;
    const reading = asteriskReading();
    // Each d20 reads as the size of the die at its place: a Spark's added die is balanced with the first (the same
    // size), so its throw alone reads as either.
    let sum = 0;
    for (const thrown of roll.d20s!) {
      for (const [i, d20] of thrown.entries()) {
        const value = readHidden(sizes[i] as DieSize, d20, reading);
        if (value === null) return false;
        sum += value;
      }
    }
    return sum === roll.total;
  }
  // Every result, inactive ones too: the card reads them all as throws (our rolls never set one aside).
  return facesPossible(
    roll.dice.map((d) => ({ size: d.faces ?? 0, faces: d.results.map((r) => r.result) })),
    roll.total ?? Number.NaN,
  );
}

/**
 * The roll throws the character's own Stat Die for the Stat its Check names, every die of it (a Spark's dice are Stats
 * balanced with it: the same size), as d20s exactly when the character rolls d20s. Read from the actor, never the roll.
 */
function thrownWith(roll: foundry.dice.Roll, size: number | undefined, d20s: boolean): boolean {
  return roll instanceof HumanityCheckRoll && !!roll.hidden === d20s && roll.sizes.every((s) => s === size);
}

/** What a player's "I rolled for this call" may carry: the call, the character and the Check, nothing else. */
const rolledParser = object({ messageId: id, actorUuid: uuid, checkId: id });

/**
 * GM side (through the relay): link a roll to the call. Everything is read again here — the call, the character,
 * the Check message and who posted it — and `user` is the relay's sender, never a name in the payload.
 */
export async function linkRoll(raw: unknown, user: User.Implementation): Promise<boolean> {
  const request: RolledRequest = parseRequest(rolledParser, raw);
  const refuse = (key: string, data: Record<string, string> = {}): never => {
    throw new RelayRefusal(key, data);
  };
  const message = game.messages?.get(request.messageId) as RequestMessage | undefined;
  if (!message || message.type !== "request") refuse("HB.Call.error.noRequest");
  // A card action: only for a call the asker is shown (as a Help on a Check card, check-actions.ts).
  if (!canSeeCard(message!, user)) refuse("HB.Check.notVisible");
  const entries = message!.system.entries;
  const index = entries.findIndex((e) => e.actorUuid === request.actorUuid);
  if (index < 0) refuse("HB.Call.error.notCalled");
  const entry = entries[index]!;
  if (entry.checkId) refuse("HB.Call.error.alreadyRolled", { name: entry.name });
  const actor = actorAt(entry.actorUuid);
  if (!actor || !actor.testUserPermission(user, "OWNER")) refuse("HB.Call.error.notOwner", { name: entry.name });
  const check = game.messages?.get(request.checkId) as CheckMessage | undefined;
  // The roll must be this character's, posted by the asker, for the called difficulty, after the call was made,
  // and with the called Stat, one balanced with it, or History (book: "Choose Stat").
  if (
    !check ||
    check.type !== "check" ||
    check.system.actorUuid !== entry.actorUuid ||
    check._source.author !== user.id ||
    check.system.difficulty !== message!.system.difficulty ||
    !postedAfter(check, message!)
  )
    refuse("HB.Call.error.notThisRoll", { name: entry.name });
  try {
    // History stands in by default (the rules' "related enough" is the table's call; a call leaves it open).
    assertStatChoice(actor!.statDice(), message!.system.stat, check!.system.stat);
  } catch {
    refuse("HB.Call.error.notThisRoll", { name: entry.name });
  }
  if (entries.some((e) => e.checkId === check!.id)) refuse("HB.Call.error.notThisRoll", { name: entry.name });
  // A Check message posted from a console can carry any dice: a d6 showing 9 answers nothing.
  if (!check!.rolls.length || !check!.rolls.every(rolledPossible))
    refuse("HB.Call.error.impossibleRoll", { name: entry.name });
  // Possible dice, but the character's? A d10 for a Head that is a d6 answers nothing either.
  const size = actor!.statDice()[check!.system.stat];
  const d20s = rollsD20s(actor!);
  if (!check!.rolls.every((r) => thrownWith(r, size, d20s))) refuse("HB.Call.error.notTheirDice", { name: entry.name });
  const next = entries.map((e, i) => (i === index ? { ...e, checkId: check!.id!, userId: user.id! } : e));
  await message!.update({ system: { entries: next } });
  return true;
}
