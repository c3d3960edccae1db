// The Endeavor card's context, pure (names from the state, words from the i18n passed in) so tests and the harness
// build it without Foundry. Each Check an action makes is drawn by the Check card's own builder (prepareCheckCard)
// and template part (chat/check-card.hbs), in event order among the lines of what the action did to the track.
// Loaded with the first Endeavor card posted (postEndeavorCard), never with the always-loaded bundle.
import { endeavorRules, type CheckOptions, type CheckRecord, type Command, type EndeavorEvent, type EndeavorState, type SimpleAction } from "../../rules/endeavor";
import type { GroupRoll } from "../../rules";
import { statId } from "../../documents/endeavor-setup";
import { prepareCheckCard, type CheckCardContext, type CheckCardRoll, type CheckCardSystem } from "../chat/check-card-context";
import { eventData, ICONS, type CardI18n, type CardLine } from "./event-card";

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
  /** The state the command was applied to: a round ending within the command resets the position roll's Spark. */
  before?: EndeavorState;
  /** Each Check's rolls as the Foundry layer threw them, in the order of the check events (see checkRolls). */
  rolls?: readonly (readonly CheckCardRoll[] | undefined)[];
}

/**
 * The engine's check event records each roll's total, not its throws. When the engine records the groups it threw
 * (`rolls`, rules' GroupRoll), they are drawn; so are rolls the Foundry layer threw itself and passes to the card.
 * Otherwise a roll shows its die and total and no throws (a total alone cannot say whether, or how often, it bumped).
 */
type RecordedCheck = CheckRecord & { rolls?: readonly Pick<GroupRoll, "sizes" | "throws" | "total">[] };

/** The options of the Checks a command makes, in the order the engine performs them (Fatigue Checks have none). */
function checkOptions(command: Command | null): CheckOptions[] {
  // The options of each action that made a Check, in order: Attacks, Advances, a Sure-footed Protect's own Check.
  const checked = (a: SimpleAction): CheckOptions[] =>
    a.kind === "attack" || a.kind === "advance" || a.kind === "radiant" ? [a] : a.kind === "protect" && a.check ? [a.check] : [];
  if (!command) return [];
  if (command.type === "resolvePending") return command.attack ? [command.attack] : [];
  if (command.type !== "act") return [];
  if (command.action.kind === "unique") return command.action.actions.flatMap(checked);
  return command.action.kind === "pass" ? [] : checked(command.action);
}

/** Each roll's dice: the Action Die (v0.0.18: the position roll), Sparked as the action or position roll was; the
 *  further rolls of a Hard Check roll the same Stat Die alone (rules/endeavor/checks.ts). */
function rollFacts(check: RecordedCheck, size: number, partner: string, thrown: readonly CheckCardRoll[] | undefined): CheckCardRoll[] {
  return check.totals.map((total, i) => {
    const recorded = check.rolls?.[i] ?? thrown?.[i];
    const sizes = recorded?.sizes ?? (i === 0 && partner ? [size, size] : [size]);
    return { sizes, throws: recorded?.throws ?? [], total, upgraded: false };
  });
}

/** Help the engine took for this Check: each Helper's Blessing (the one paid just before the `helped` event). */
function helpsFor(check: CheckRecord, before: readonly EndeavorEvent[], name: (id: string) => string): CheckCardSystem["helps"] {
  const helps: CheckCardSystem["helps"] = [];
  before.forEach((e, i) => {
    if (e.type !== "helped" || e.use !== "roll" || e.target !== check.by) return;
    const paid = before.slice(0, i).reverse().find((p) => p.type === "blessingsSpent" && p.id === e.by);
    const value = paid?.type === "blessingsSpent" ? [...paid.temporary, ...paid.permanent][0] : undefined;
    helps.push({ userId: "", actorUuid: "", name: name(e.by), blessing: value ?? e.bonus * 2 });
  });
  return helps;
}

const PURPOSE: Record<CheckRecord["purpose"], string> = {
  attack: "HB.Endeavor.Action.attack", advance: "HB.Endeavor.Action.advance", fatigue: "HB.Endeavor.fatigueCheck",
  protect: "HB.Endeavor.Action.protect", defend: "HB.Endeavor.Delayed.defend", radiant: "HB.Endeavor.Action.radiant",
};

export function endeavorCardContext(state: EndeavorState, command: Command | null, events: readonly EndeavorEvent[], i18n: CardI18n, options: CardOptions = {}): EndeavorCardContext {
  const undone = !!options.undone;
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id === null ? i18n.localize("HB.Endeavor.global") : names.get(id) ?? id);
  const positionRoll = endeavorRules(state.edition).roundStart === "position-roll";
  const actions = checkOptions(command);
  const blocks: CardBlock[] = [];
  let lines: CardLine[] = [];
  let since = 0;
  let checks = 0;
  events.forEach((e, index) => {
    if (e.type !== "check") {
      const data = eventData(e, name, i18n);
      if (data) lines.push({ icon: ICONS[e.type] ?? "fa-solid fa-circle-info", text: i18n.format(`HB.Endeavor.Event.${e.type}`, data), css: e.type });
      return;
    }
    const c = e.check as RecordedCheck;
    const actor = (options.before ?? state).participants.find((p) => p.id === c.by);
    const stat = c.stat ?? "";
    // Spark: the action's own (default edition), or the position roll's, which the state keeps for the round.
    // A Defender's Check against a Delayed Attack rolls the targeted Stat alone: no action of theirs, no Spark.
    const own = c.purpose !== "fatigue" && c.purpose !== "defend";
    const action = own ? actions.shift() : undefined;
    const partner = !own ? "" : positionRoll ? actor?.positionSpark ?? "" : action?.spark?.stat ?? "";
    const system: CheckCardSystem = {
      stat: statId(stat), partner: partner ? statId(partner) : "", difficulty: c.difficulty, edition: state.edition,
      // An Endeavor Check knows no Aptitude, Condition or table modifier (the table sets its base difficulty).
      aptitude: "", ignited: false, conditions: [], modifier: 0, canBump: true, surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [],
      helps: helpsFor(c, events.slice(since, index), name),
    };
    // No viewer: no Help, Upgrade to Spark or Aptitude buttons. In an Endeavor, Help is offered and taken through
    // the tracker with the action itself, and the track has already moved by this result, so the card's own
    // after-the-roll actions (which rewrite a Check message) would not work here.
    const card = prepareCheckCard(system, rollFacts(c, actor?.stats[stat] ?? 0, partner, options.rolls?.[checks]), {});
    if (lines.length) blocks.push({ lines });
    lines = [];
    blocks.push({
      check: {
        caption: i18n.format("HB.Endeavor.Event.checkBy", { actor: name(c.by), purpose: i18n.localize(PURPOSE[c.purpose]) }),
        ranks: c.extraRanks > 0 ? i18n.format("HB.Endeavor.Event.extraRanks", { ranks: String(c.extraRanks) }) : "",
        automaticFailure: c.automaticFailure,
        card,
      },
    });
    since = index + 1;
    checks += 1;
  });
  if (lines.length) blocks.push({ lines });
  const by = command && "by" in command ? command.by : null;
  const title = undone ? i18n.localize("HB.Endeavor.undone") : by ? name(by) : i18n.localize("HB.Endeavor.gmOverride");
  return { title, round: state.round, blocks, undone };
}
