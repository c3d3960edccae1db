// The Check chat card: posting it, showing each viewer the buttons they may use, and its actions (Help,
// Upgrade to Spark, Aptitude ease). Changes run on the GM through the relay and are validated there again.
import { canSpark, HELP_COST, payCost, RulesError, sparkPayment, worthOf, ignitedStats } from "../../rules";
import { rollCheckData, type CheckRequest } from "../../documents/check";
import type { HumanityActor } from "../../documents/actor";
import type { HumanityCheckRoll } from "../../dice/humanity-check-roll";
import { registerRelayHandler, relay, RelayRefusal } from "../relay";
import { template } from "../templates";
import { prepareCheckCard, type CheckCardSystem } from "./check-card-context";

type Message = ChatMessage.Implementation & { system: CheckCardSystem & { actorUuid: string }; rolls: HumanityCheckRoll[] };
type Actorish = HumanityActor & { system: { blessings: number[] } };

const rollView = (r: HumanityCheckRoll) => ({ throws: r.throws, total: r.total ?? 0, sizes: r.sizes, upgraded: r.upgraded });

/** Balanced Stats the roller could add now (not the rolled one, not spent), if the pool can pay ⊜⊜. */
function sparkPartners(actor: Actorish | null, stat: string): string[] {
  if (!actor) return [];
  const dice = actor.statDice();
  if (!canSpark(actor.system.blessings, { conditions: [...actor.statuses], cursed: actor.statuses.has("cursed") })) return [];
  const spent = (actor.system as { spent?: string[] }).spent ?? [];
  return Object.keys(dice).filter((s) => s !== stat && dice[s] === dice[stat] && !spent.includes(s));
}

export async function renderCheckContent(system: CheckCardSystem, rolls: HumanityCheckRoll[], actor: Actorish | null): Promise<string> {
  const context = prepareCheckCard(system, rolls.map(rollView), { canHelp: true, isRoller: true, sparkPartners: sparkPartners(actor, system.stat) });
  return foundry.applications.handlebars.renderTemplate(template("chat/check-card.hbs"), context);
}

/** V14 renamed roll modes to message modes; use whichever the running core has. */
function applyMessageMode(data: Record<string, unknown>): Record<string, unknown> {
  const CM = ChatMessage as unknown as Record<string, (d: unknown, m: unknown) => unknown>;
  if (typeof CM.applyMode === "function") CM.applyMode(data, game.settings!.get("core" as never, "messageMode" as never));
  else CM.applyRollMode?.(data, game.settings!.get("core" as never, "rollMode" as never));
  return data;
}

/** Rolls a Check and posts its card. Refusals (a Spark while Taxed, an unpaid cost…) warn and post nothing. */
export async function postCheck(actor: HumanityActor, request: CheckRequest): Promise<ChatMessage.Implementation | null> {
  try {
    const data = await rollCheckData(actor, request);
    const content = await renderCheckContent(data.system as unknown as CheckCardSystem, data.rolls, actor as Actorish);
    return (await ChatMessage.implementation.create(applyMessageMode({ ...data, content }) as never)) ?? null;
  } catch (err) {
    if (!(err instanceof RulesError)) throw err;
    ui.notifications?.warn(game.i18n!.format(`HB.Error.${err.code}`, Object.fromEntries(Object.entries(err.details).map(([k, v]) => [k, String(v)]))));
    return null;
  }
}

const actorOf = (message: Message) => (fromUuidSync(message.system.actorUuid) as Actorish | null) ?? null;

/** The character this user Helps with: their assigned character, else the one character they own. */
function helperFor(user: User.Implementation): Actorish | null {
  const assigned = user.character as Actorish | null;
  if (assigned) return assigned;
  const owned = (game.actors?.contents ?? []).filter((a) => a.type === "character" && a.testUserPermission(user, "OWNER"));
  return owned.length === 1 ? (owned[0] as Actorish) : null;
}

export function activateCheckCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const msg = message as Message;
  const roller = actorOf(msg);
  const isRoller = !!roller?.isOwner;
  const helper = helperFor(game.user!);
  const show = (action: string, visible: boolean) => html.querySelectorAll<HTMLElement>(`[data-hb-action="${action}"]`).forEach((b) => { b.hidden = !visible; });
  show("help", !!helper && helper !== roller && !isRoller);
  show("spark", isRoller);
  show("aptitude", isRoller);
  html.querySelectorAll<HTMLButtonElement>("[data-hb-action]").forEach((button) => {
    button.addEventListener("click", async () => {
      button.disabled = true;
      try {
        const action = button.dataset.hbAction!;
        const payload = { messageId: message.id, actorUuid: helper?.uuid ?? "", partner: button.dataset.partner ?? "" };
        await relay(`check.${action}`, payload);
      } finally {
        button.disabled = false;
      }
    });
  });
}

// ---- GM side ------------------------------------------------------------------------------------------------

interface CardRequest { messageId: string; actorUuid: string; partner: string }

function loadMessage(id: string): Message {
  const message = game.messages?.get(id) as Message | undefined;
  if (!message || message.type !== "check") throw new RelayRefusal("HB.Error.relayFailed");
  return message;
}

async function save(message: Message, system: Partial<CheckCardSystem>, rolls?: HumanityCheckRoll[]) {
  const nextSystem = { ...message.system, ...system };
  const nextRolls = rolls ?? message.rolls;
  const content = await renderCheckContent(nextSystem, nextRolls, actorOf(message));
  await message.update({ system, content, ...(rolls ? { rolls: rolls.map((r) => r.toJSON()) } : {}) } as never);
}

function requireRoller(message: Message, user: User.Implementation): Actorish {
  const roller = actorOf(message);
  if (!roller || !roller.testUserPermission(user, "OWNER")) throw new RelayRefusal("HB.Check.notRoller");
  return roller;
}

export function registerCheckActions(): void {
  // Help: "Once per roll you may spend ① to Help"; half its worth (min 1) to the lowest roll, plus a bust.
  registerRelayHandler<CardRequest>("check.help", async ({ messageId, actorUuid }, user) => {
    const message = loadMessage(messageId);
    const helper = fromUuidSync(actorUuid) as Actorish | null;
    if (!helper || !helper.testUserPermission(user, "OWNER")) throw new RelayRefusal("HB.Error.notOwner", { name: helper?.name ?? "?" });
    if (helper.uuid === message.system.actorUuid) throw new RelayRefusal("HB.Check.cannotHelpSelf");
    if (message.system.helps.some((h) => h.actorUuid === helper.uuid)) throw new RelayRefusal("HB.Check.alreadyHelped", { name: helper.name });
    const cursed = helper.statuses.has("cursed");
    const payment = payCost(helper.system.blessings, HELP_COST, { cursed });
    if (!payment) throw new RulesError("cannot-pay", "No Blessing to Help with.", { cost: "①" });
    await helper.update({ "system.blessings": payment.remaining } as never);
    const help = { userId: user.id!, actorUuid: helper.uuid, name: helper.name, blessing: worthOf(payment.paid[0]!, cursed) };
    await save(message, { helps: [...message.system.helps, help] });
    return help;
  });

  // Upgrade to Spark: the roller spends ⊜⊜ to add a balanced die that bumps with the first as a group.
  registerRelayHandler<CardRequest>("check.spark", async ({ messageId, partner }, user) => {
    const message = loadMessage(messageId);
    const roller = requireRoller(message, user);
    if (message.system.partner || message.rolls[0]?.upgraded) throw new RelayRefusal("HB.Check.alreadySparked");
    const dice = roller.statDice();
    const { remaining } = sparkPayment({ dice, stats: [message.system.stat, partner], pool: roller.system.blessings, conditions: [...roller.statuses], spent: (roller.system as { spent?: string[] }).spent, cursed: roller.statuses.has("cursed") });
    const [first, ...rest] = message.rolls;
    const upgraded = await first!.upgradeToSpark(dice[partner]!, partner);
    await roller.update({ "system.blessings": remaining } as never);
    const ignited = ignitedStats((roller.system as unknown as { lifestyle: string }).lifestyle);
    await save(message, { partner, ignited: ignited.includes(message.system.stat as never) || ignited.includes(partner as never) }, [upgraded, ...rest]);
    return partner;
  });

  // Aptitude ease (v0.0.21.10) or aid (v0.0.18), once the table agrees the Check is related enough.
  registerRelayHandler<CardRequest>("check.aptitude", async ({ messageId }, user) => {
    const message = loadMessage(messageId);
    requireRoller(message, user);
    await save(message, { aptitude: game.i18n!.localize("HB.Rule.aptitude") });
    return true;
  });
}
