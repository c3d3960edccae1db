// The Endeavor card's context, pure (names from the state, words from the i18n passed in) so tests and the harness
// build it without Foundry. Each Check an action makes is drawn by the Check card's own builder (prepareCheckCard)
// and template part (chat/check-card.hbs), in event order among the lines of what the action did to the track.
// Loaded with the first Endeavor card posted (postEndeavorCard), never with the always-loaded bundle.
import type { CheckRecord, Command, EditionId, EndeavorEvent, EndeavorState } from "../../../rules/endeavor";
import { statId } from "../../../documents/endeavor-setup";
import {
  prepareCheckCard,
  type CheckCardContext,
  type CheckCardRoll,
  type CheckCardSystem,
} from "../../chat/check-card-context";
import { eventData, eventIcon, kindPart, type CardI18n, type CardLine } from "./event-lines";

export interface CardCheck {
  /** "Wren Alder: Attack" — whose Check and what for. */
  caption: string;
  /** Protect / Fatigue ranks past the base difficulty ("" when none). */
  ranks: string;
  /** Immunity: the Check failed automatically, whatever its dice. */
  automaticFailure: boolean;
  /** Exactly what the Check card of any Check shows, from the same builder. */
  card: CheckCardContext;
}

/** The card, in event order: runs of track lines and the Checks between them. */
export type CardBlock = { lines: CardLine[]; check?: undefined } | { check: CardCheck; lines?: undefined };

export interface EndeavorCardContext {
  title: string;
  round: number;
  blocks: CardBlock[];
  undone: boolean;
}

export interface CardOptions {
  undone?: boolean;
  /** The state the command was applied to (the actors' Stat Dice as they rolled them, whoever a command removes). */
  before?: EndeavorState;
  /** Each Check's rolls as the Foundry layer threw them, in the order of the check events (see checkRolls). */
  rolls?: readonly (readonly CheckCardRoll[] | undefined)[];
}

/**
 * What the card tells, as its chat message keeps it (data/chat/endeavor-message.ts): the engine's events, the names
 * they need and each Check's Stat Die. No words: each reader's client tells it in their language when it is shown.
 */
export interface EndeavorCardFacts {
  round: number;
  edition: EditionId;
  /** Whose command it was; blank for a GM override. */
  by: string;
  undone: boolean;
  names: readonly { id: string; name: string }[];
  events: readonly EndeavorEvent[];
  /** Per check event: the roller's Stat Die for the Stat rolled, and the rolls the Foundry layer threw (if any). */
  checks: readonly { size: number; rolls: readonly CheckCardRoll[] }[];
}

/** The facts of a command's card, from the engine's state after it (and before it, when given). */
export function endeavorCardFacts(
  state: EndeavorState,
  command: Command | null,
  events: readonly EndeavorEvent[],
  options: CardOptions = {},
): EndeavorCardFacts {
  // Stryker disable next-line ArrayDeclaration: a stand-in with no id names nobody the card reads
  const names = new Map([...(options.before?.participants ?? []), ...state.participants].map((p) => [p.id, p.name]));
  const checks = events
    .filter((e) => e.type === "check")
    .map((e, i) => {
      // Every Check's roller is a participant: the engine never takes one off the list (a removed one is marked).
      const actor = (options.before ?? state).participants.find((p) => p.id === e.check.by)!;
      // Hidden Stat Dice: no size for a roller who rolls d20s (0): the card never needs it (the engine records such a
      // roll's dice with their sizes, which the card shows only to those who may read them).
      return {
        size: actor.rollD20s ? 0 : (actor.stats[e.check.stat] ?? 0),
        // Stryker disable next-line ArrayDeclaration: a stand-in roll has no sizes or throws: drawn as no roll passed
        rolls: [...(options.rolls?.[i] ?? [])],
      };
    });
  return {
    round: state.round,
    edition: state.edition,
    by: command && "by" in command ? command.by : "",
    undone: !!options.undone,
    names: [...names].map(([id, name]) => ({ id, name })),
    events,
    checks,
  };
}

/**
 * Each roll's dice. The check event records each roll's throws when the engine threw them (`rolls`, bumps included);
 * rolls the Foundry layer threw itself are passed to the card. Otherwise a roll shows its die and total and no throws
 * (a total alone cannot say whether, or how often, it bumped): the Action Die (v0.0.18: the position roll), Sparked
 * as the record says; the further rolls of a Hard Check roll the same Stat Die alone (rules/endeavor/checks.ts).
 */
function rollFacts(
  check: CheckRecord,
  size: number,
  partner: string,
  thrown: readonly CheckCardRoll[],
): CheckCardRoll[] {
  return check.totals.map((total, i) => {
    const recorded = check.rolls?.[i] ?? thrown[i];
    // A hidden roller's total handed to the engine without its d20s (size 0, above): drawn as d20s with no throws.
    if (!recorded && !size)
      return { sizes: i === 0 && partner ? [20, 20] : [20], throws: [], total, upgraded: false, d20s: [] };
    const sizes = recorded?.sizes ?? (i === 0 && partner ? [size, size] : [size]);
    // Hidden Stat Dice: the d20s each die was read from (the card shows them, and the sizes only to who may read them).
    return {
      sizes,
      throws: recorded?.throws ?? [],
      total,
      upgraded: false,
      ...(recorded?.d20s ? { d20s: recorded.d20s } : {}),
    };
  });
}

/** Hidden Stat Dice: whether the reader may see this participant's die sizes (the GM, its actor's owners). A card told
 *  without a reader (tests, the harness's GM view) shows everything, as any Check card told without `reveal`. */
export type RevealDice = (participant: string) => boolean;

/** Help the engine took on this Check's roll, as it records it: each Helper and their Blessing (Help used on X
 *  raised the amount, not the roll, and is not drawn on the Check). */
function helpsFor(check: CheckRecord, name: (id: string) => string): CheckCardSystem["helps"] {
  // Stryker disable next-line ArrayDeclaration: a stand-in Help was not used on the roll, so is not drawn
  return (check.help ?? [])
    .filter((h) => h.use === "roll")
    .map((h) => ({
      // Stryker disable next-line StringLiteral: a Helper is drawn by name; the ids serve a Check card's buttons only
      userId: "",
      // Stryker disable next-line StringLiteral: as above
      actorUuid: "",
      name: name(h.by),
      blessing: h.value,
      ...(h.analytical ? { analytical: h.analytical } : {}),
    }));
}

/** What the engine applied to the Check, as a sheet Check's card records it (rules checkRecordOf), read off the check
 *  event's adjustments: the Conditions whose modifier applied and Disarmed, Ignite/Overcharge, the Aptitude, Gains. So
 *  the card, which resolves again from its data, reads the outcome the engine reached. */
function appliedOf(
  c: CheckRecord,
  i18n: CardI18n,
): Pick<CheckCardSystem, "conditions" | "ignited" | "aptitude" | "ambidextrous" | "exceptional" | "attack"> {
  // Stryker disable next-line ArrayDeclaration: a stand-in adjustment names no rule the card applies
  const adj = c.adjustments ?? [];
  const disarmed = adj.some((a) => a.rule === "disarmed");
  return {
    // Stryker disable next-line ArrayDeclaration: a Condition the rules do not know is not drawn
    conditions: [...new Set(adj.flatMap((a) => (a.rule === "modifier" && a.source ? [a.source] : [])))].concat(
      // Stryker disable next-line ArrayDeclaration: as above
      disarmed ? ["disarmed"] : [],
    ),
    ignited: adj.some((a) => a.rule === "ignite" || a.rule === "overcharge"),
    aptitude: c.aptitude ?? "",
    ambidextrous: !!c.ambidextrous,
    exceptional: adj.some((a) => a.rule === "exceptional") ? i18n.localize("HB.Rule.exceptional") : "",
    attack: disarmed ? "violent" : "",
  };
}

/** What a Check is for, in words: the engine's own Checks', or the kind's whose action makes it. */
function purposeOf(purpose: CheckRecord["purpose"]): string {
  const own: Partial<Record<CheckRecord["purpose"], string>> = {
    attack: "HB.Endeavor.Action.attack",
    advance: "HB.Endeavor.Action.advance",
    fatigue: "HB.Endeavor.fatigueCheck",
    protect: "HB.Endeavor.Action.protect",
    defend: "HB.Endeavor.Delayed.defend",
    radiant: "HB.Endeavor.Action.radiant",
  };
  // Stryker disable next-line StringLiteral: every purpose is the engine's or a kind's
  return own[purpose] ?? kindPart((k) => k.purposes?.[purpose]) ?? "";
}

export function endeavorCardContext(
  facts: EndeavorCardFacts,
  i18n: CardI18n,
  reveal?: RevealDice,
): EndeavorCardContext {
  const { undone } = facts;
  const names = new Map(facts.names.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id === null ? i18n.localize("HB.Endeavor.global") : (names.get(id) ?? id));
  const blocks: CardBlock[] = [];
  let lines: CardLine[] = [];
  let checks = 0;
  facts.events.forEach((e) => {
    if (e.type !== "check") {
      const data = eventData(e, name, i18n);
      // Protective names whose place its user took as the Defender.
      // A kind's event may be told another way (kinds/).
      const key =
        e.type === "specializationUsed" && e.target
          ? "HB.Endeavor.Event.specializationUsedFor"
          : (kindPart((k) => k.key?.(e)) ?? `HB.Endeavor.Event.${e.type}`);
      if (data) lines.push({ icon: eventIcon(e.type), text: i18n.format(key, data), css: e.type });
      return;
    }
    const c = e.check;
    const stat = c.stat;
    // Spark as the engine records it: the action's own (default edition) or the position roll's (v0.0.18); none for
    // a Defender's Check against a Delayed Attack, which rolls the targeted Stat alone.
    const partner = c.spark ?? "";
    const system: CheckCardSystem = {
      stat: statId(stat),
      partner: partner ? statId(partner) : "",
      difficulty: c.difficulty,
      edition: facts.edition,
      modifier: 0,
      canBump: true,
      // Stryker disable next-line BooleanLiteral: read by Upgrade and with canBump false; this card has neither
      surprised: false,
      watchable: false,
      failedBy: "",
      award: "",
      // Stryker disable next-line ArrayDeclaration: drawn only with an award claimed, which an Endeavor Check never has
      awardGained: [],
      witnesses: [],
      offered: [],
      ...appliedOf(c, i18n),
      helps: helpsFor(c, name),
      // Others' say on it, named before the roll and applied by the engine (a watcher's Vexed/Vulnerable, Mischievous,
      // Resolved): the card names them as a sheet Check's card does.
      ...(c.failedBy ? { failedBy: name(c.failedBy) } : {}),
      ...(c.mischievous ? { mischievous: name(c.mischievous) } : {}),
      ...(c.resolved ? { resolved: c.resolved.map(name) } : {}),
    };
    // No viewer: no Help, Upgrade to Spark or Aptitude buttons. In an Endeavor, Help is offered and taken through
    // the tracker with the action itself, and the track has already moved by this result, so the card's own
    // after-the-roll actions (which rewrite a Check message) would not work here.
    // One per check event, as endeavorCardFacts wrote them (a record edited by hand is told as unreadable).
    const known = facts.checks[checks]!;
    // Hidden Stat Dice: a reader who may not see the roller's dice reads the d20s and the outcome only (no size, value
    // or total), as on any Check card.
    const card = prepareCheckCard(system, rollFacts(c, known.size, partner, known.rolls), {
      reveal: reveal?.(c.by),
    });
    if (lines.length) blocks.push({ lines });
    lines = [];
    blocks.push({
      check: {
        caption: i18n.format("HB.Endeavor.Event.checkBy", {
          actor: name(c.by),
          purpose: i18n.localize(purposeOf(c.purpose)),
        }),
        ranks: c.extraRanks > 0 ? i18n.format("HB.Endeavor.Event.extraRanks", { ranks: String(c.extraRanks) }) : "",
        automaticFailure: c.automaticFailure,
        card,
      },
    });
    checks += 1;
  });
  if (lines.length) blocks.push({ lines });
  const by = facts.by;
  const title = undone
    ? by
      ? i18n.format("HB.Endeavor.undoneOf", { actor: name(by) })
      : i18n.localize("HB.Endeavor.undone")
    : by
      ? name(by)
      : i18n.localize("HB.Endeavor.gmOverride");
  return { title, round: facts.round, blocks, undone };
}
