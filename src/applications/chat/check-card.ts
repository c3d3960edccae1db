// The Check chat card: posting it, drawing it when shown, and writing its data when the GM runs one of its actions
// (check-actions.ts, where they are validated again). The card is drawn from a template with a pure context. Loaded on
// demand: what each viewer sees of a card and the clicks it sends are in check-card-view.ts, always loaded.
import { uuidOf } from "../../compat";
import { canSpark, RulesError } from "../../rules";
import { rollCheckData } from "../../documents/check";
import type { CheckRequest } from "../../documents/check-request";
import { changePool } from "../sheets/pool-relay";
import type { HumanityActor } from "../../documents/actor";
import { HumanityCheckRoll } from "../../dice/humanity-check-roll";
import { template } from "../shared/templates";
import { warnRefusal } from "../shared/refusal";
import { prepareCheckCard, type CheckCardChanges, type CheckCardSystem } from "./check-card-context";
import { checkActions } from "./check-actions";
import { id, int, object, oneOf, optional, parseRequest, text, uuid, type Parser } from "../shared/request-schema";
import { STAT_IDS } from "../../rules/ids";
import { renderMessageFrame, type MessageRenderOptions } from "./message-frame";
import { checkLines, hiddenLines } from "./export-lines";
import { translator } from "../shared/translator";
import {
  awardFor,
  rollerOf,
  type CardAction,
  type CardRequest,
  type CheckMessage,
  type PoolActor,
} from "./check-card-view";
import { ask, fire } from "../../api/hooks";

/** Balanced Stats the roller could add now (not the rolled one, not spent), if the pool can pay ⊜⊜. */
function sparkPartners(actor: PoolActor | null, stat: string, attack: string): string[] {
  if (!actor) return [];
  const dice = actor.statDice();
  // Stryker disable next-line StringLiteral: a Spark asks a matching pair, whatever each is worth; Cursed changes none
  if (!canSpark(actor.system.blessings, { conditions: [...actor.statuses], cursed: actor.statuses.has("cursed") }))
    return [];
  // A Monstrosity spends no Action Dice (no `spent`). A non-violent Attack uses "any Stat besides Hurt", its Spark too.
  return Object.keys(dice).filter(
    (s) =>
      s !== stat &&
      dice[s] === dice[stat] &&
      !actor.system.spent?.includes(s) &&
      !(attack === "non-violent" && s === "hurt"),
  );
}

/**
 * The card's HTML for this reader, drawn from the message's data and rolls each time it is shown. Buttons are drawn
 * for the roller's view; activateCheckCard hides, per viewer, the ones that viewer may not use.
 */
export async function renderCheckContent(
  system: CheckCardSystem,
  rolls: HumanityCheckRoll[],
  actor: PoolActor | null,
): Promise<string> {
  // Hidden Stat Dice: the GM and the roller's owners read the dice in full, everyone else the d20s and the outcome.
  const reveal = game.user!.isGM || !!actor?.isOwner;
  const context = prepareCheckCard(
    system,
    rolls.map((r) => r.facts),
    {
      canHelp: true,
      isRoller: true,
      sparkPartners: sparkPartners(actor, system.stat, system.attack),
      award: awardFor(actor),
      reveal,
    },
  );
  return foundry.applications.handlebars.renderTemplate(template("chat/check-card.hbs"), context);
}

/** The message's Check rolls. A roll of another kind (a module's, in a Check message) is no Check's and is left out;
 *  a card left with too few is refused by the rules, and shown or exported as stored. */
function checkRollsOf(message: CheckMessage): HumanityCheckRoll[] {
  return message.rolls.filter((r) => r instanceof HumanityCheckRoll);
}

/**
 * The Check message as core's chat log shows it (CheckMessageView#renderHTML). Messages posted before cards were drawn
 * when shown kept their HTML in `content` beside the same data: they are drawn from the data too, in the reader's
 * language and with today's template; the stale HTML is never shown.
 */
export function renderCheckMessage(message: CheckMessage, options: MessageRenderOptions): Promise<HTMLElement> {
  return renderMessageFrame(
    message,
    async () => {
      try {
        return await renderCheckContent(message.system, checkRollsOf(message), rollerOf(message));
      } catch (err) {
        // Data the rules refuse (edited by hand, or by a module): an old message still has the card it was posted with.
        if (!(err instanceof RulesError) || !message.content) throw err;
        // Stryker disable StringLiteral: log text for the developer; the reader sees the stored card
        console.warn(
          `humanity-blessed | Check message ${message.id}: shown as stored, its data is refused:`,
          err.message,
        );
        // Stryker restore StringLiteral
        return message.content;
      }
    },
    options,
  );
}

/** The card as lines for the chat log's export (CheckMessageView#exportLines); data the rules refuse: core's export. */
export function exportCheckMessage(message: CheckMessage): string[] | null {
  const i18n = translator();
  if (!message.isContentVisible) return hiddenLines(message, i18n);
  try {
    return checkLines(
      prepareCheckCard(
        message.system,
        checkRollsOf(message).map((r) => r.facts),
      ),
      i18n,
    );
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: what throws here is the rules' (other rolls are left out)
    if (err instanceof RulesError) return null;
    throw err;
  }
}

/** V14 renamed roll modes to message modes (ChatMessage.applyMode, core.messageMode); use whichever core has. */
export function applyMessageMode<D extends object>(data: D): D {
  // Each generation's declarations name only their own method and setting: both are read through one plain shape.
  const CM: { applyMode?(data: object, mode: unknown): unknown; applyRollMode?(data: object, mode: unknown): unknown } =
    ChatMessage;
  const settings: { get(namespace: "core", key: string): unknown } = game.settings!;
  if (typeof CM.applyMode === "function") CM.applyMode(data, settings.get("core", "messageMode"));
  else {
    // Stryker disable next-line OptionalChaining: every core has one of the two methods; V13 has applyRollMode
    CM.applyRollMode?.(data, settings.get("core", "rollMode"));
  }
  return data;
}

/** Rolls a Check and posts its card. Refusals (a Spark while Taxed, an unpaid cost…) warn and post nothing. */
export async function postCheck(
  actor: HumanityActor,
  request: CheckRequest,
): Promise<ChatMessage.Implementation | null> {
  try {
    // A Spark's ⊜⊜ is paid by the GM from the pool as it then stands (sheets/pool-relay.ts), queued with every
    // other change to it: a Help fired at the same moment cannot spend the same Blessings.
    // Modules may cancel a Check before anything is paid or rolled (api/hooks.ts).
    if (!ask("humanity-blessed.preRollCheck", actor, { ...request })) return null;
    const rolled = await rollCheckData(
      actor,
      request,
      async (stats) => !!(await changePool({ op: "spark", actorUuid: uuidOf(actor), stats })),
    );
    if (!rolled) return null;
    const { ghosts, ...data } = rolled;
    // No content: the card is drawn from the message's data whenever it is shown (renderCheckMessage).
    const message = (await ChatMessage.implementation.create(applyMessageMode({ ...data }))) ?? null;
    // The Haunted dice are thrown for Dice So Nice here, on the roller's client, as a Spark
    // upgrade's are (spark-dice.ts).
    if (message && ghosts) void import("./spark-dice").then((dice) => dice.throwDice(ghosts, message));
    if (message) {
      fire("humanity-blessed.rollCheck", actor, message);
      const partners = [request.partner, request.third].filter((s): s is string => !!s);
      if (partners.length)
        fire("humanity-blessed.spark", actor, message, { when: "roll", stats: [request.stat, ...partners] });
    }
    return message;
  } catch (err) {
    if (!(err instanceof RulesError)) throw err;
    warnRefusal(err);
    return null;
  }
}

/** GM side: card actions write the message's data (and rolls); every client draws the card again from them. */
async function saveCard(message: CheckMessage, system: CheckCardChanges, rolls?: HumanityCheckRoll[]) {
  // Stored as core's rolls field keeps them, a JSON string each.
  await message.update({ system, ...(rolls ? { rolls: rolls.map((r) => JSON.stringify(r)) } : {}) });
}

/** Runs one of the card's actions on the GM's client (the relay handler registered at init, check-card-view.ts). The
 *  handlers are a few closures, built per request: nothing of one request outlives it. */
export function runCardAction(action: CardAction, request: unknown, user: User.Implementation): Promise<unknown> {
  return checkActions(saveCard)[action](parseRequest(cardRequestParser(), request), user);
}

/** What a card button's request may carry: the card's id, the helper's actor, a known Stat, a roll's index, a
 *  Blessing's face, an Aptitude's name (the GM checks it is the roller's). Built per request, as the handlers are. */
function cardRequestParser(): Parser<CardRequest> {
  return object({
    messageId: id,
    actorUuid: optional((v, path) => (v === "" ? v : uuid(v, path))),
    partner: optional((v, path) => (v === "" ? v : oneOf([...STAT_IDS])(v, path))),
    roll: optional(int(0, 20)),
    blessing: optional(int(1, 6)),
    aptitude: optional(text(500)),
  });
}
