// Rolling a Check for an actor: the rules decide what is allowed and what it costs; this persists the result as a
// "check" chat message carrying its rolls. The card is rendered from that message by the chat layer.
import { conditionEffects, ignitedStats, refuse, sparkPayment, statChoices, type Difficulty } from "../rules";
import { currentEdition } from "../settings";
import { HumanityCheckRoll } from "../dice/humanity-check-roll";
import type { HumanityActor } from "./actor";

export interface CheckRequest {
  stat: string;
  /** The Stat normally associated with the action; `stat` may be it, one balanced with it, or History. */
  base?: string;
  difficulty?: Difficulty;
  /** Complex Checks: how many rolls (several, at table discretion). */
  rolls?: number;
  /** The Aptitude whose ease applies, by name. */
  aptitude?: string;
  /** Spark before rolling with this balanced Stat (pays ⊜⊜). */
  partner?: string;
  /** Uncool does not apply when you are alone. */
  alone?: boolean;
  /** A flat modifier at table discretion. */
  modifier?: number;
}

export interface CheckMessageData {
  type: "check";
  system: Record<string, unknown>;
  rolls: HumanityCheckRoll[];
  speaker: ReturnType<typeof ChatMessage.getSpeaker>;
}

/** Validates, pays, rolls; returns what to post (the caller renders the card and creates the message). */
export async function rollCheckData(actor: HumanityActor, request: CheckRequest): Promise<CheckMessageData> {
  const dice = actor.statDice();
  const statuses = [...actor.statuses];
  const stat = request.stat;
  const size = dice[stat];
  if (size === undefined) refuse("unknown-stat", `There is no Stat "${stat}".`, { stat });
  // "Choose Stat": the usual one, any balanced with it (not while Surprised), or History when the Backstory covers it.
  if (request.base && stat !== "history" && !statChoices(dice, request.base, { surprised: statuses.includes("surprised") }).includes(stat)) {
    refuse("unconventional-surprised", `${stat} cannot stand in for ${request.base} now.`, { stat });
  }
  const partner = request.partner || "";
  const effects = conditionEffects({ conditions: statuses, stats: partner ? [stat, partner] : [stat], alone: request.alone });
  const system = actor.system as unknown as { blessings: number[]; lifestyle: string; spent?: string[] };
  let pool = system.blessings;
  if (partner) {
    pool = sparkPayment({ dice, stats: [stat, partner], pool, conditions: statuses, cursed: effects.cursed }).remaining;
  }
  const difficulty = request.difficulty ?? "normal";
  const count = difficulty === "hard" ? 2 : difficulty === "complex" ? Math.max(2, request.rolls ?? 3) : 1;
  const rolls = Array.from({ length: count }, (_, i) =>
    HumanityCheckRoll.group(size, i === 0 && partner ? 2 : 1, { canBump: effects.canBump, stat, ...(i === 0 && partner ? { partner } : {}) }));
  for (const roll of rolls) await roll.evaluate({ allowInteractive: false });

  if (partner) await actor.update({ "system.blessings": pool } as never);
  // Surprised lasts "until next roll".
  if (statuses.includes("surprised")) await actor.toggleStatusEffect("surprised", { active: false });

  const ignited = ignitedStats(system.lifestyle);
  return {
    type: "check",
    system: {
      actorUuid: actor.uuid,
      stat,
      partner,
      difficulty,
      edition: currentEdition(),
      aptitude: request.aptitude ?? "",
      ignited: !!partner && (ignited.includes(stat as never) || ignited.includes(partner as never)),
      conditions: effects.modifiers.map((m) => m.source),
      modifier: request.modifier ?? 0,
      helps: [],
    },
    rolls,
    speaker: ChatMessage.getSpeaker({ actor: actor as never }),
  };
}
