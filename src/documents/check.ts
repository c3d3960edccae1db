// Rolling a Check for an actor: the rules decide what is allowed and what it costs; this persists the result as a
// "check" chat message carrying its rolls. The card is rendered from that message by the chat layer.
import { hiddenDiceOf } from "./hidden-dice";
import {
  famousUsedOn,
  assertProtective,
  buildCheckSpec,
  checkRecordOf,
  HAUNTED_CAN_BUMP,
  checkRequestOf,
  RulesError,
  sparkPayment,
  specializationAtNewAction,
  useSpecialization,
  watchable,
} from "../rules";
import { currentEdition } from "../settings";
import { uuidOf } from "../compat";
import { HumanityCheckRoll } from "../dice/humanity-check-roll";
import { dressCheckRoll } from "../dice/dice-roles";
import type { HumanityActor } from "./actor";
import { isSpecialization, specializationItem } from "./item-types";
import { blessingPool } from "./blessing-pool";
import { speakerOf } from "./speaker";
import type { CheckRequest } from "./check-request";

export interface CheckMessageData {
  type: "check";
  system: Record<string, unknown>;
  rolls: HumanityCheckRoll[];
  sound: string;
  speaker: ReturnType<typeof ChatMessage.getSpeaker>;
}

/** What a Check rolled: the message to post, and the Haunted dice thrown after its rolls (not the message's: the card
 *  keeps only what they subtract; the poster throws them for Dice So Nice). */
export type RolledCheck = CheckMessageData & { ghosts?: HumanityCheckRoll[] };

/**
 * Who takes a Spark's ⊜⊜ from the pool: given the Stats of the Spark, resolves to whether it was paid. The chat
 * layer passes one that asks the GM (the pool is read and written there, one change at a time); left out, the roller's
 * client writes the pool itself.
 */
export type SparkPayer = (stats: string[]) => Promise<boolean>;

/** Validates, pays, rolls; returns what to post (the caller renders the card and creates the message), or null when
 *  the payer refused the Spark (it told the user why). */
export async function rollCheckData(
  actor: HumanityActor,
  request: CheckRequest,
  paySpark?: SparkPayer,
): Promise<RolledCheck | null> {
  const dice = actor.statDice();
  const statuses = [...actor.statuses];
  const character = actor.isCharacter() ? actor.system : null;
  // Stryker disable next-line ArrayDeclaration: only a party has no pool, and it has no Stat to roll (refused below)
  const blessings = blessingPool(actor) ?? [];
  const affected: Record<string, string> = character?.affected ?? {};
  const partners = [request.partner, request.third].filter((s): s is string => !!s);
  /** Stored as the card shows it: "hand", or "hand+heart" for an Ascendant Spark. */
  const partner = partners.join("+");
  // The rules decide what this Check is (which dice, whether it may bump or Spark, modifiers) or refuse it; an
  // Endeavor Check builds its request the same way (rules/check-request.ts).
  const spec = buildCheckSpec(
    checkRequestOf(
      currentEdition(),
      {
        dice,
        conditions: statuses,
        affected,
        lifestyle: character?.lifestyle,
        spent: character?.spent,
        specializations: ["Ascendant", "Ambidextrous"].filter((s) => actor.hasSpecialization(s)),
      },
      {
        stat: request.stat,
        base: request.base,
        partners,
        difficulty: request.difficulty,
        complexRolls: request.rolls,
        hardRolls: request.rolls,
        alone: request.alone,
        aching: request.aching,
        attack: request.attack || undefined,
        lessFamous: request.lessFamous,
        // No `exceptional`: the card resolves an exceptional thing's aid from the thing's name, stored below.
        aptitude: !!request.aptitude,
        ambidextrous: actor.aptitudesWith("Ambidextrous").some((name) => name === request.aptitude),
        modifier: request.modifier,
      },
    ),
  );
  const defence = defenderOf(actor, request, spec.violent);
  // Famous: "not against the same character more than once during the same session" (counted by the Defender named).
  // Stryker disable next-line ArrayDeclaration: a Monstrosity keeps no session, so what it would count is dropped
  const famousOver = character?.session.famousOver ?? [];
  const famousOn = request.lessFamous && request.attack ? defence.defender : null;
  if (famousOn && famousUsedOn(famousOver, [uuidOf(famousOn)]).length)
    throw new RulesError("famous-used", undefined, { name: famousOn.name });
  const ascendant = spec.partners.length === 2;
  // Checked here first (a refusal needs no round trip), then paid by the payer from the pool as it then stands.
  const pool = partner
    ? sparkPayment({
        dice,
        stats: [spec.stat, ...partners],
        pool: blessings,
        conditions: statuses,
        cursed: spec.cursed,
        ascendant,
      }).remaining
    : blessings;
  if (partner && paySpark && !(await paySpark([spec.stat, ...partners]))) return null;
  // This Check starts a new action: "Once per action" Specialization uses come back (Determined).
  const fresh = actor.items.contents.flatMap((i) =>
    isSpecialization(i) && specializationAtNewAction(i.system) !== i.system ? [{ _id: i.id, system: { used: 0 } }] : [],
  );
  // Stryker disable next-line ConditionalExpression: an update of no items changes nothing (spares the round trip)
  if (fresh.length) await actor.updateEmbeddedDocuments("Item", fresh);
  if (defence.protective)
    await defence.protective.item.update({
      system: { used: defence.protective.next.used, spent: defence.protective.next.spent },
    });
  // Hidden Stat Dice: each die a d20 read through the table as its Stat Die (the GM's "Roll d20s" on this actor).
  const hidden = hiddenDiceOf(actor);
  const d20 = (sizes: readonly number[]) => (hidden ? { d20: { sizes: [...sizes], reading: hidden.reading } } : {});
  // Dice So Nice: a Spark's second die, the Hardy die, each in the colours its roller chose (dice-roles.ts).
  const rolls = spec.rolls.map((group, i) =>
    dressCheckRoll(
      HumanityCheckRoll.groupOf(group, {
        canBump: spec.canBump,
        stat: spec.stat,
        ...(i === spec.spark ? { partner } : {}),
        ...d20(group),
      }),
      [spec.stat, ...(i === spec.spark ? spec.partners : [])],
    ),
  );
  for (const roll of rolls) await roll.evaluate({ allowInteractive: false });
  // Haunted: while the GM marks the haunting present, its die is thrown after each roll and subtracted from that roll
  // (rules hauntedModifiers, applied where the card resolves the record).
  const haunted: number[] = [];
  const ghosts: HumanityCheckRoll[] = [];
  const ghostDie = actor.hauntedDie();
  if (ghostDie) {
    for (const _ of rolls) {
      const ghost = dressCheckRoll(
        HumanityCheckRoll.groupOf([ghostDie], { canBump: HAUNTED_CAN_BUMP, stat: "haunted", ...d20([ghostDie]) }),
        ["haunted"],
      );
      await ghost.evaluate({ allowInteractive: false });
      haunted.push(ghost.total ?? 0);
      ghosts.push(ghost);
    }
  }

  if (partner && !paySpark) await actor.update({ system: { blessings: pool } });
  // Surprised lasts "until next roll" (switched off, never on: core does nothing when it is not there).
  await actor.toggleStatusEffect("surprised", { active: false });

  // What the card resolves again from (the card reads it back through rules specOfRecord).
  const record = checkRecordOf(spec);
  if (famousOn && record.conditions.includes("famous"))
    await actor.update({ system: { session: { famousOver: [...famousOver, uuidOf(famousOn)] } } });
  return {
    type: "check",
    system: {
      actorUuid: actor.uuid,
      stat: spec.stat,
      partner,
      difficulty: record.difficulty,
      edition: record.edition,
      aptitude: request.aptitude ?? "",
      exceptional: request.exceptional ?? "",
      ignited: record.boosted,
      // Conditions that changed this roll: modifiers (Uncool, Famous) and Disarmed on a violent Attack.
      conditions: record.conditions,
      attack: request.attack ? (spec.violent ? "violent" : "non-violent") : "",
      modifier: record.modifier,
      haunted,
      canBump: spec.canBump,
      surprised: statuses.includes("surprised"),
      watchable: watchable(statuses, affected, [spec.stat, ...spec.partners]),
      failedBy: "",
      award: "",
      awardGained: [],
      witnesses: [],
      offered: request.offered?.filter((v) => Number.isInteger(v) && v >= 1 && v <= 6) ?? [],
      helps: [],
      defender: defence.defender?.name ?? "",
      defenderUuid: defence.defender?.uuid ?? "",
      protectedFrom: defence.protectedFrom,
      ambidextrous: !!record.ambidextrous,
    },
    rolls,
    // Core's Roll#toMessage sounds the dice; a message we create ourselves must ask (Dice So Nice plays
    // its own instead).
    sound: CONFIG.sounds.dice,
    speaker: speakerOf(actor),
    ...(ghosts.length ? { ghosts } : {}),
  };
}

/** An Attack's Defender as the request names them, and Protective's swap: "When another nearby character would be
 *  violently Attacked, before rolls are performed, you may become the Defender instead" (rules check-reactions.ts).
 *  Checked before anything is paid or rolled; the protector's use (useSpecialization: Recharge ③) is written with the
 *  roll. Reading: "nearby" is the table's call — any character but the Attacker and the Defender. */
function defenderOf(actor: HumanityActor, request: CheckRequest, violent: boolean) {
  // Resolved here rather than through actor-types.ts: the harness type-check reads this file without
  // the document classes.
  const isActor = (doc: unknown): doc is HumanityActor => doc instanceof CONFIG.Actor.documentClass;
  const actorAt = (uuid: string | undefined): HumanityActor | null => {
    const doc = uuid ? (fromUuidSync as (u: string) => unknown)(uuid) : null;
    return isActor(doc) ? doc : null;
  };
  const named = request.attack ? actorAt(request.defender) : null;
  if (!request.protector || !request.attack) return { defender: named, protectedFrom: "", protective: null };
  const protector = actorAt(request.protector);
  const data = { specialization: "Protective", name: protector?.name ?? "?" };
  if (!named) throw new RulesError("reaction-no-defender", undefined, data);
  assertProtective({ violent, protector: request.protector, attacker: uuidOf(actor), defender: uuidOf(named) });
  const item = protector ? specializationItem(protector.items.contents, "Protective") : undefined;
  if (!protector || !item) throw new RulesError("reaction-no-specialization", undefined, data);
  // Someone else's Specialization is their player's say (as in an Endeavor): the roller names only a
  // character they own.
  if (!protector.isOwner) throw new RulesError("reaction-not-owner", undefined, data);
  return {
    defender: protector,
    protectedFrom: named.name,
    protective: { item, next: useSpecialization(item.system) },
  };
}
