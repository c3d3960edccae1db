// What an Endeavor command did, as a chat card: each Check drawn exactly as any Check's card (the Check card's own
// context builder and template part), then one line per engine event of what it did to the track. The message keeps
// the facts (data/chat/endeavor-message.ts); each reader's client draws the card from them when it is shown, in their
// language (renderEndeavorMessage). The words for each event live in event-lines.ts, the card's context in
// event-card-context.ts, the template in templates/combat/event-card.hbs. Loaded with the first card posted or shown.
import type { Command, EndeavorEvent, EndeavorState } from "../../../rules/endeavor";
import {
  endeavorCardContext,
  endeavorCardFacts,
  type CardOptions,
  type EndeavorCardContext,
  type EndeavorCardFacts,
} from "./event-card-context";
import { template } from "../../shared/templates";
import { speakerOf } from "../../../documents/speaker";
import { translator } from "../../shared/translator";
import { renderMessageFrame, type MessageRenderOptions } from "../../chat/message-frame";
import { endeavorLines, hiddenLines } from "../../chat/export-lines";

export type EndeavorMessage = ChatMessage.Implementation & { system: EndeavorCardFacts };

/**
 * Post the card as the acting participant's actor (GM overrides speak as the GM). Options (CardOptions): `undone`;
 * `before`, the state the command was applied to; `rolls`, each Check's rolls as the Foundry layer threw them.
 */
export async function postEndeavorCard(
  combat: Combat.Implementation,
  state: EndeavorState,
  command: Command | null,
  events: readonly EndeavorEvent[],
  options: CardOptions = {},
): Promise<void> {
  const system = endeavorCardFacts(state, command, events, options);
  // A command no participant gives (a GM override) names no one: no combatant, so the GM speaks.
  const actor = combat.combatants.get(system.by)?.actor;
  const rolls = options.undone
    ? []
    : (await import("./event-card-dice")).thrownRolls(events, state.options.d20Asterisks);
  // A card naming a combatant the GM keeps hidden goes to the GMs alone, as the tracker and board keep it from players.
  const said = JSON.stringify([command, events]);
  const secret = combat.combatants.contents.some((c) => c.hidden && said.includes(`"${c.id}"`));
  // No content: each reader's client draws the card from its facts when it is shown (renderEndeavorMessage).
  await ChatMessage.implementation.create({
    type: "endeavor",
    system,
    speaker: actor ? speakerOf(actor) : ChatMessage.implementation.getSpeaker(),
    ...(secret ? { whisper: game.users!.filter((u) => u.isGM).map((u) => u.id!) } : {}),
    ...(rolls.length ? { rolls: rolls.map((r) => r.toJSON()), sound: CONFIG.sounds.dice } : {}),
  } as never);
}

/**
 * The card as core's chat log shows it (EndeavorMessageView#renderHTML): told from the message's facts in this
 * reader's language. Cards posted before kept only their HTML in `content` (type "base"): core draws those itself.
 */
export function renderEndeavorMessage(message: EndeavorMessage, options: MessageRenderOptions): Promise<HTMLElement> {
  return renderMessageFrame(
    message,
    () =>
      foundry.applications.handlebars.renderTemplate(template("combat/event-card.hbs"), { ...cardContext(message) }),
    options,
  );
}

/** The card as lines for the chat log's export (EndeavorMessageView#exportLines). */
export function exportEndeavorMessage(message: EndeavorMessage): string[] {
  const i18n = translator();
  return message.isContentVisible ? endeavorLines(cardContext(message), i18n) : hiddenLines(message, i18n);
}

/** Hidden Stat Dice: whether this reader may see a participant's die sizes — the GM, or an owner of the participant's
 *  actor (its combatant looked up in the world's encounters; one no longer there: the GM alone). */
function revealFor(participant: string): boolean {
  if (game.user!.isGM) return true;
  for (const combat of game.combats!) {
    const actor = combat.combatants.get(participant)?.actor;
    if (actor) return actor.isOwner;
  }
  return false;
}

/** The card's context; a record the engine's events cannot be read from (edited by hand) says so, not a broken log. */
function cardContext(message: EndeavorMessage): EndeavorCardContext {
  const i18n = translator();
  try {
    return endeavorCardContext(message.system, i18n, revealFor);
  } catch (err) {
    // Stryker disable next-line StringLiteral: log text for the developer; the reader sees the line below
    console.warn(`humanity-blessed | Endeavor message ${message.id}: its record cannot be told:`, err);
    const text = i18n.localize("HB.Endeavor.unreadable");
    return {
      title: i18n.localize("TYPES.ChatMessage.endeavor"),
      round: message.system.round,
      undone: false,
      blocks: [{ lines: [{ icon: "fa-solid fa-circle-exclamation", text, css: "unreadable" }] }],
    };
  }
}
