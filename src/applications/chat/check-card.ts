// The Check chat card: posting it, showing each viewer the buttons they may use, and sending their clicks to the
// GM (check-actions.ts), where they are validated again. The card is drawn from a template with a pure context.
import { canSpark, RulesError } from "../../rules";
import { rollCheckData, type CheckRequest } from "../../documents/check";
import type { HumanityActor } from "../../documents/actor";
import type { HumanityCheckRoll } from "../../dice/humanity-check-roll";
import { relay } from "../relay";
import { template } from "../templates";
import { prepareCheckCard, type CheckCardSystem } from "./check-card-context";
import { awardFor, registerCheckActions as registerActions, rollerOf, type CheckMessage, type PoolActor } from "./check-actions";

/** Balanced Stats the roller could add now (not the rolled one, not spent), if the pool can pay ⊜⊜. */
function sparkPartners(actor: PoolActor | null, stat: string): string[] {
  if (!actor) return [];
  const dice = actor.statDice();
  if (!canSpark(actor.system.blessings, { conditions: [...actor.statuses], cursed: actor.statuses.has("cursed") })) return [];
  const spent = actor.system.spent ?? [];
  return Object.keys(dice).filter((s) => s !== stat && dice[s] === dice[stat] && !spent.includes(s));
}

/**
 * The card's HTML, stored as the message content so every client shows the same result. Buttons are drawn for
 * the roller's view; activateCheckCard hides, per viewer, the ones that viewer may not use.
 */
export async function renderCheckContent(system: CheckCardSystem, rolls: HumanityCheckRoll[], actor: PoolActor | null): Promise<string> {
  const context = prepareCheckCard(system, rolls.map((r) => r.facts), { canHelp: true, isRoller: true, sparkPartners: sparkPartners(actor, system.stat), award: awardFor(actor) });
  return foundry.applications.handlebars.renderTemplate(template("chat/check-card.hbs"), context);
}

/** V14 renamed roll modes to message modes (ChatMessage.applyMode, core.messageMode); use whichever core has. */
export function applyMessageMode(data: Record<string, unknown>): Record<string, unknown> {
  const CM = ChatMessage as unknown as Record<string, ((d: unknown, m: unknown) => unknown) | undefined>;
  if (typeof CM.applyMode === "function") CM.applyMode(data, game.settings!.get("core" as never, "messageMode" as never));
  else CM.applyRollMode?.(data, game.settings!.get("core" as never, "rollMode" as never));
  return data;
}

const warnRulesError = (err: RulesError) =>
  ui.notifications?.warn(game.i18n!.format(`HB.Error.${err.code}`, Object.fromEntries(Object.entries(err.details).map(([k, v]) => [k, String(v)]))));

/** Rolls a Check and posts its card. Refusals (a Spark while Taxed, an unpaid cost…) warn and post nothing. */
export async function postCheck(actor: HumanityActor, request: CheckRequest): Promise<ChatMessage.Implementation | null> {
  try {
    const data = await rollCheckData(actor, request);
    const content = await renderCheckContent(data.system as unknown as CheckCardSystem, data.rolls, actor as PoolActor);
    return (await ChatMessage.implementation.create(applyMessageMode({ ...data, content }) as never)) ?? null;
  } catch (err) {
    if (!(err instanceof RulesError)) throw err;
    warnRulesError(err);
    return null;
  }
}

/** The character this user Helps with: their assigned character, else the one character they own. */
export function helperFor(user: User.Implementation): PoolActor | null {
  const assigned = user.character as PoolActor | null;
  if (assigned) return assigned;
  const owned = (game.actors?.contents ?? []).filter((a) => a.type === "character" && a.testUserPermission(user, "OWNER"));
  return owned.length === 1 ? (owned[0] as PoolActor) : null;
}

/**
 * renderChatMessageHTML: per-viewer buttons, and clicks sent to the GM. Prefixed attribute: ChatLog owns data-action.
 * Even the author's own Spark goes through the GM: the card's content is drawn from its data by whoever writes it,
 * so one writer, one request at a time, keeps a Help and a Spark arriving together from overwriting each other.
 */
export function activateCheckCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const msg = message as CheckMessage;
  const roller = rollerOf(msg);
  const isRoller = !!roller?.isOwner;
  const helper = helperFor(game.user!);
  const helped = !!helper && msg.system.helps.some((h) => h.actorUuid === helper.uuid);
  const show = (action: string, visible: boolean) => html.querySelectorAll<HTMLElement>(`[data-hb-action="${action}"]`).forEach((b) => { b.hidden = !visible; });
  // Help is for everyone else (a click without a character of one's own explains why); the rest is the roller's.
  show("help", !isRoller && !helped);
  show("spark", isRoller);
  show("aptitude", isRoller);
  // Vexed/Vulnerable: "when another character sees you" — anyone but the roller; the GM plays every watcher.
  show("fail", !isRoller || !!game.user!.isGM);
  // The roller's Blessing Opportunity, while this session's first Major Success has not had one (another card may have).
  show("award", isRoller && awardFor(roller) !== null);
  const witnessed = !!helper && msg.system.witnesses.some((w) => w.actorUuid === helper.uuid);
  show("witness", !isRoller && !witnessed);
  html.querySelectorAll<HTMLButtonElement>("[data-hb-action]").forEach((button) => {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      const action = button.dataset.hbAction!;
      if ((action === "help" || action === "witness") && !helper) {
        ui.notifications?.warn(action === "help" ? "HB.Check.noCharacter" : "HB.Check.noCharacterWitness", { localize: true });
        return;
      }
      button.disabled = true;
      try {
        await relay(`check.${action}`, { messageId: message.id, actorUuid: helper?.uuid ?? "", partner: button.dataset.partner ?? "", roll: Number(button.dataset.roll ?? 0) });
      } finally {
        button.disabled = false;
      }
    });
  });
}

/** GM side: card actions write the message through here, redrawing its content from the new data. */
async function saveCard(message: CheckMessage, system: Partial<CheckCardSystem>, rolls?: HumanityCheckRoll[]) {
  const nextRolls = rolls ?? message.rolls;
  const content = await renderCheckContent({ ...message.system, ...system }, nextRolls, rollerOf(message));
  await message.update({ system, content, ...(rolls ? { rolls: rolls.map((r) => r.toJSON()) } : {}) } as never);
}

export const registerCheckActions = (): void => registerActions(saveCard);
