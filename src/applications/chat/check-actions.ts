// The Check card's actions as they run on the active GM (through the relay, one request at a time): each one is
// validated again here — who clicked, whose pool pays, whether the rules allow it — before anything is written.
import {
  achingStats,
  assertMischievous,
  assertResolved,
  buildCheckSpec,
  gainBlessings,
  majorSuccess,
  payHelp,
  resolveCheck,
  rollAnalytical,
  RulesError,
  sparkPayment,
  suggestedHelp,
  useSpecialization,
  watchable,
  type Difficulty,
  type EditionId,
} from "../../rules";
import { isAptitude, specializationItem } from "../../documents/item-types";
import type { HumanityCheckRoll } from "../../dice/humanity-check-roll";
import { RelayRefusal } from "../shared/relay";
import { checkInput, type CheckCardChanges } from "./check-card-context";
import type { SparkResult } from "./spark-dice";
import { addedDiceOf, upgradeToSpark } from "../../dice/spark-upgrade-roll";
import {
  poolActorAt,
  rollerOf,
  type CardAction,
  type CardRequest,
  type CheckMessage,
  type PoolActor,
} from "./check-card-view";
import { opportunityEthic } from "../../settings";
import { uuidOf } from "../../compat";
import { fire } from "../../api/hooks";

/** Foundry's random source, read at each draw (a test or a module may replace it). */
function rng(): number {
  return CONFIG.Dice.randomUniform();
}

/**
 * Whether this user sees the card's content, as core decides it for the viewer (ChatMessage#isContentVisible): a
 * public card, one whispered to them, or their own unless blind. A GM sees every card.
 */
export function canSeeCard(
  message: { whisper: readonly (string | null)[]; blind?: boolean; _source: { author?: unknown } },
  user: { id: string | null; isGM: boolean },
): boolean {
  const whisper = message.whisper;
  if (user.isGM || !whisper.length || whisper.includes(user.id!)) return true;
  return message._source.author === user.id && !message.blind;
}

/** The card the request names, if this user can see it (a Help on a roll whispered to the GM is refused). */
function loadMessage(id: unknown, user: User.Implementation): CheckMessage {
  const message = (typeof id === "string" ? game.messages?.get(id) : undefined) as CheckMessage | undefined;
  if (!message || message.type !== "check" || !canSeeCard(message, user)) throw new RelayRefusal("HB.Check.notVisible");
  return message;
}

/**
 * The character (or Monstrosity) a request names, which the clicking user must own. A uuid naming anything else (an
 * Item, a Scene, nothing) is refused as not a character, before anything reads its pool.
 */
function ownedActor(uuid: string | undefined, user: User.Implementation): PoolActor {
  const actor = poolActorAt(uuid);
  if (!actor) throw new RelayRefusal("HB.Check.notCharacter");
  if (!actor.testUserPermission(user, "OWNER")) throw new RelayRefusal("HB.Error.notOwner", { name: actor.name });
  return actor;
}

function requireRoller(message: CheckMessage, user: User.Implementation): PoolActor {
  const roller = rollerOf(message);
  if (!roller || !roller.testUserPermission(user, "OWNER")) throw new RelayRefusal("HB.Check.notRoller");
  return roller;
}

/** Writes the card's new data (and rolls); every client draws the card again from them when core re-renders it. */
type Save = (message: CheckMessage, system: CheckCardChanges, rolls?: HumanityCheckRoll[]) => Promise<void>;

type CardHandler = (request: CardRequest, user: User.Implementation) => Promise<unknown>;

/** The card's actions by name (CARD_ACTIONS), each registered at init as the relay request `check.<action>`. */
export function checkActions(save: Save): Record<CardAction, CardHandler> {
  const handlers = {} as Record<CardAction, CardHandler>;
  const on = (action: CardAction, handler: CardHandler) => {
    handlers[action] = handler;
  };

  // Help: "Once per roll you may spend ① to Help"; half the chosen Blessing's worth (min 1) to the lowest roll,
  // plus a bust.
  on("help", async (request, user) => {
    const { messageId, actorUuid } = request;
    const message = loadMessage(messageId, user);
    // Only the owner of a pool spends from it: the helper must be a character the clicking user owns.
    const helper = ownedActor(actorUuid, user);
    if (helper.uuid === message.system.actorUuid) throw new RelayRefusal("HB.Check.cannotHelpSelf");
    if (message.system.helps.some((h) => h.actorUuid === helper.uuid))
      throw new RelayRefusal("HB.Check.alreadyHelped", { name: helper.name });
    // Cursed: worth 1 less; Helpful: "Blessings you spend to Help another character are worth 1 more, to a
    // maximum of 6."
    const traits = { cursed: helper.statuses.has("cursed"), helpful: helper.hasSpecialization("Helpful") };
    // The Blessing the helper chose, checked again here against the pool as the GM reads it.
    const chosen = request.blessing ?? suggestedHelp(helper.system.blessings, message.system.offered, traits);
    // Stryker disable next-line StringLiteral: its English message is log text; players read HB.Error.cannot-pay
    if (chosen === null) throw new RulesError("cannot-pay", "No Blessing to Help with.", { cost: "①" });
    const payment = payHelp(helper.system.blessings, chosen, traits);
    await helper.update({ system: { blessings: payment.remaining } });
    const help = { userId: user.id!, actorUuid: uuidOf(helper), name: helper.name, blessing: payment.worth };
    await save(message, { helps: [...message.system.helps, help] });
    fire("humanity-blessed.help", helper, message, help);
    return help;
  });

  // Upgrade to Spark: the roller spends ⊜⊜ to add a balanced die that bumps with the first as a group.
  on("spark", async ({ messageId, partner = "", roll = 0 }, user) => {
    const message = loadMessage(messageId, user);
    const roller = requireRoller(message, user);
    const system = message.system;
    // Intersected with core's Roll[], the rolls type reads as Roll[]: they are ours (CONFIG.Dice.rolls rebuilds them).
    const all = message.rolls as HumanityCheckRoll[];
    if (system.partner || all.some((r) => r.sizes.length > 1)) throw new RelayRefusal("HB.Check.alreadySparked");
    const target = all[roll];
    if (!target) throw new RelayRefusal("HB.Error.badRequest", { field: "roll" });
    const dice = roller.statDice();
    // Surprised ended with the roll, but "cannot … Spark" held for it: the roll remembers.
    const conditions = system.surprised ? [...roller.statuses, "surprised"] : [...roller.statuses];
    // The same spec builder as a Spark before rolling: balanced, not Taxed/spent, and whether Ignite applies.
    const affected: Readonly<Record<string, string>> = roller.isCharacter() ? roller.system.affected : {};
    // "Effects that apply to either of the Stats used in the Spark roll also apply to the Spark roll itself": the
    // added Stat is checked as the rolled one was — an Ache recorded on it stops the pair bumping (unrecorded, the
    // roller's answer at roll time stands), a non-violent Attack may not add Hurt.
    const spec = buildCheckSpec({
      edition: system.edition as EditionId,
      dice,
      stat: system.stat,
      partners: [partner],
      difficulty: system.difficulty as Difficulty,
      complexRolls: all.length,
      hardRolls: all.length,
      conditions,
      lifestyle: roller.system.lifestyle,
      spent: roller.system.spent,
      achingStats: achingStats(affected.ache, system.canBump ? false : undefined),
      attack: (system.attack || null) as "violent" | "non-violent" | null,
    });
    const canBump = system.canBump && spec.canBump;
    const { remaining } = sparkPayment({
      dice,
      stats: [system.stat, partner],
      pool: roller.system.blessings,
      conditions,
      spent: roller.system.spent,
      cursed: spec.cursed,
    });
    const upgraded = await upgradeToSpark(target, dice[partner]!, partner, { canBump });
    await roller.update({ system: { blessings: remaining } });
    const rolls = all.map((r, i) => (i === roll ? upgraded : r));
    // A Spark with the Vexed Stat as partner is a Check "with the affected Stat" too.
    await save(
      message,
      {
        partner,
        canBump,
        ignited: spec.boosted,
        watchable: system.watchable || watchable(conditions, affected, [partner]),
      },
      rolls,
    );
    fire("humanity-blessed.spark", roller, message, { when: "upgrade", stats: [system.stat, partner] });
    // What the upgrade added goes back to the roller, whose client throws it for Dice So Nice (check-card-view.ts).
    // Stryker disable next-line OptionalChaining: an upgraded roll always has the added die's phase
    return { partner, added: addedDiceOf(upgraded)?.toJSON() ?? null } satisfies SparkResult;
  });

  // Vexed/Vulnerable: a watcher (anyone but the roller's owner; the GM for any watcher) makes the Check fail.
  on("fail", async ({ messageId }, user) => {
    const message = loadMessage(messageId, user);
    const roller = rollerOf(message);
    if (!user.isGM && roller?.testUserPermission(user, "OWNER")) throw new RelayRefusal("HB.Check.notWatcher");
    if (!message.system.watchable) throw new RelayRefusal("HB.Check.notWatchable");
    if (message.system.failedBy) return message.system.failedBy;
    const failedBy = user.character?.name ?? user.name;
    await save(message, { failedBy });
    return failedBy;
  });

  // Legend / Revelation: "On your first Major Success each session" — judged now, on the card as it stands.
  on("award", async ({ messageId }, user) => {
    const message = loadMessage(messageId, user);
    const roller = requireRoller(message, user);
    const result = resolveCheck(
      checkInput(
        message.system,
        (message.rolls as HumanityCheckRoll[]).map((r) => r.facts),
      ),
    );
    // A Monstrosity keeps no session: only a character's Major Success earns a Blessing Opportunity.
    if (!roller.isCharacter()) throw new RelayRefusal("HB.Check.noAward");
    const { flags, award } = majorSuccess(roller.system.session, opportunityEthic(roller.system.ethic));
    if (message.system.award || !award || (result.outcome !== "major" && result.outcome !== "maximum"))
      throw new RelayRefusal("HB.Check.noAward");
    const gained = gainBlessings(award.kind === "legend" ? award.gain : award.gainOrSteal, rng);
    await roller.update({ system: { blessings: [...roller.system.blessings, ...gained], session: flags } });
    await save(message, { award: award.kind, awardGained: gained });
    return gained;
  });

  // Legend: "Each other player whose character witnessed or heard about that success also gains a Blessing."
  on("witness", async ({ messageId, actorUuid }, user) => {
    const message = loadMessage(messageId, user);
    const witness = ownedActor(actorUuid, user);
    if (message.system.award !== "legend") throw new RelayRefusal("HB.Check.notLegend");
    if (witness.uuid === message.system.actorUuid) throw new RelayRefusal("HB.Check.cannotHelpSelf");
    if (message.system.witnesses.some((w) => w.actorUuid === witness.uuid))
      throw new RelayRefusal("HB.Check.alreadyWitnessed", { name: witness.name });
    const gained = gainBlessings(1, rng);
    await witness.update({ system: { blessings: [...witness.system.blessings, ...gained] } });
    await save(message, {
      witnesses: [...message.system.witnesses, { actorUuid: uuidOf(witness), name: witness.name, values: gained }],
    });
    return gained;
  });

  /** The helper's Specialization `name` used once (its Recharge or per-session limit, rules useSpecialization), or the
   *  refusal of the rules. Checked and written on the GM's client, from the item as it stands. */
  async function useOwn(helper: PoolActor, name: string): Promise<void> {
    const item = specializationItem(helper.items.contents, name);
    if (!item) throw new RelayRefusal("HB.Check.noSpecialization", { name: helper.name, specialization: name });
    const next = useSpecialization(item.system);
    await item.update({ system: { used: next.used, spent: next.spent } });
  }

  /** Someone other than the roller, acting for a character the clicking user owns. */
  function otherOwned(message: CheckMessage, actorUuid: string | undefined, user: User.Implementation): PoolActor {
    const helper = ownedActor(actorUuid, user);
    if (helper.uuid === message.system.actorUuid) throw new RelayRefusal("HB.Check.cannotHelpSelf");
    return helper;
  }

  const resultOf = (message: CheckMessage) =>
    resolveCheck(
      checkInput(
        message.system,
        (message.rolls as HumanityCheckRoll[]).map((r) => r.facts),
      ),
    );

  // Analytical: "Twice per session, you may provide Help by rolling four d6" — Help, so once per helper per roll.
  on("analytical", async ({ messageId, actorUuid }, user) => {
    const message = loadMessage(messageId, user);
    const helper = otherOwned(message, actorUuid, user);
    if (message.system.helps.some((h) => h.actorUuid === helper.uuid))
      throw new RelayRefusal("HB.Check.alreadyHelped", { name: helper.name });
    await useOwn(helper, "Analytical");
    const { dice } = rollAnalytical(rng);
    const help = {
      userId: user.id!,
      actorUuid: uuidOf(helper),
      name: helper.name,
      blessing: 0,
      analytical: dice,
    };
    await save(message, { helps: [...message.system.helps, help] });
    return help;
  });

  // Mischievous: "When another character would succeed a Check … modify that character's result by −3".
  on("mischievous", async ({ messageId, actorUuid }, user) => {
    const message = loadMessage(messageId, user);
    const helper = otherOwned(message, actorUuid, user);
    if (message.system.mischievous) throw new RelayRefusal("HB.Check.alreadyDistracted");
    assertMischievous({ byRoller: false, wouldSucceed: resultOf(message).success });
    await useOwn(helper, "Mischievous");
    await save(message, { mischievous: helper.name });
    return true;
  });

  // Resolved: "When an Attack succeeds against you, the Attacker receives one fewer boon and one additional bust than
  // usual, and you gain a Blessing." Only the Defender the roll named (Protective's, if one took their place); a card
  // that names none (no target, an older card): whoever uses it says they are.
  on("resolved", async ({ messageId, actorUuid }, user) => {
    const message = loadMessage(messageId, user);
    const helper = otherOwned(message, actorUuid, user);
    const defender = message.system.defenderUuid;
    // Stryker disable next-line StringLiteral: the model's field defaults to ""
    const named = message.system.defender ?? "";
    if (defender && helper.uuid !== defender) throw new RelayRefusal("HB.Check.notDefender", { defender: named });
    // Stryker disable next-line ArrayDeclaration: the model's field defaults to []
    const names = message.system.resolved ?? [];
    if (names.includes(helper.name)) throw new RelayRefusal("HB.Check.alreadyResolved", { name: helper.name });
    assertResolved({ attack: !!message.system.attack, succeeded: resultOf(message).success, byRoller: false });
    await useOwn(helper, "Resolved");
    const gained = gainBlessings(1, rng);
    await helper.update({ system: { blessings: [...helper.system.blessings, ...gained] } });
    await save(message, { resolved: [...names, helper.name] });
    return gained;
  });

  // Aptitude ease (v0.0.21.10) or aid (v0.0.18), once the table agrees the Check is related enough.
  // The Aptitude is named, as a roll with one records it: it is on the card, and Ambidextrous depends on which.
  on("aptitude", async ({ messageId, aptitude }, user) => {
    const message = loadMessage(messageId, user);
    const roller = requireRoller(message, user);
    const applied = message.system.aptitude;
    if (applied) throw new RelayRefusal("HB.Check.aptitudeApplied", { aptitude: applied });
    const names = roller.items.filter(isAptitude).map((i) => i.name);
    if (!names.length) throw new RelayRefusal("HB.Check.noAptitude", { name: roller.name });
    if (!aptitude || !names.includes(aptitude))
      throw new RelayRefusal("HB.Check.notAptitude", { name: roller.name, aptitudes: names.join(", ") });
    await save(message, { aptitude, ambidextrous: roller.aptitudesWith("Ambidextrous").includes(aptitude) });
    return true;
  });
  return handlers;
}
