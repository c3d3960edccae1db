// The words for each event an Endeavor command raises, one line of the card each: pure (names and the i18n passed
// in), so the card's context (event-card-context.ts), tests and the harness build them without Foundry. The events
// only one kind's rules raise are told by that kind (kinds/).
import { sideNameKey, type EndeavorEvent } from "../../../rules/endeavor";
import type { Translator } from "../../shared/translator";
import { statId } from "../../../documents/endeavor-setup";
import { kindCards, type KindCard } from "./kinds/index";

export type CardI18n = Translator;

export interface CardLine {
  icon: string;
  text: string;
  css: string;
}

/** Format data for one event (names from the state; Stats and kinds localised). */
export function eventData(
  e: EndeavorEvent,
  name: (id: string | null) => string,
  i18n: CardI18n,
): Record<string, string> | null {
  const stat = (s: string) => i18n.localize(`HB.Stat.${statId(s)}`);
  const kind = (k: string) => i18n.localize(`HB.Endeavor.Button.${k}`);
  const list = (v: number[]) => v.join(", ");
  switch (e.type) {
    case "roundStarted":
    case "roundEnded":
      return { round: String(e.round) };
    case "actionDieChosen":
      return { actor: name(e.by), stat: stat(e.stat), x: String(e.x) };
    case "positionRolled":
      return { actor: name(e.by), stat: stat(e.stat), total: String(e.total) };
    case "temporaryGained":
    case "temporaryLost":
    case "blessingsGained":
      return { actor: name(e.id), values: list(e.values) };
    case "blessingsSpent":
      return { actor: name(e.id), values: list([...e.temporary, ...e.permanent]) };
    case "roundSkipped":
    case "turnStarted":
    case "passed":
    case "specialDeclined":
    case "protectionEnded":
    case "turnOrderReversed":
      return { actor: name(e.by) };
    case "turnOrderSet":
      return { actor: name(e.first) };
    case "actionTaken":
      return { actor: name(e.by), action: i18n.localize(`HB.Endeavor.Action.${e.action}`) };
    case "helped":
      return { actor: name(e.by), target: name(e.target), bonus: String(e.bonus) };
    case "moved":
      return { actor: name(e.id), from: String(e.from), to: String(e.to) };
    case "buttonAdded":
    case "buttonRemoved":
      return { kind: kind(e.button.kind), position: String(e.button.position), actor: name(e.button.owner) };
    case "buttonActivated":
      return { kind: kind(e.button.kind), position: String(e.button.position), actor: name(e.id) };
    // Stryker disable next-line ConditionalExpression: falling into immune's adds a target its line never reads
    case "wounded":
      return { actor: name(e.id) };
    case "immune":
      return { actor: name(e.id), target: name(e.by) };
    case "famousExerted":
      return { actor: name(e.by), targets: e.over.map(name).join(", ") };
    case "blessingsStolen":
      return { actor: name(e.by), target: name(e.from), values: list(e.values) };
    case "protected":
      return { actor: name(e.by), target: name(e.target), ranks: String(e.ranks) };
    case "aptitudeLent":
      return {
        actor: name(e.by),
        aptitude: e.aptitude + (e.specialization ? ` (${e.specialization})` : ""),
        turns: String(e.turns),
        targets: e.to.map(name).join(", "),
      };
    case "positionsExchanged":
      return { actor: name(e.by), target: name(e.ally), from: String(e.rolls[1]), to: String(e.rolls[0]) };
    case "aptitudeReturned":
      return { actor: name(e.id), aptitude: e.aptitude, target: name(e.from) };
    case "delayedAttackSet":
    case "delayedAttackTriggered":
      return {
        actor: name(e.attack.by),
        targets: e.attack.targets.map(name).join(", "),
        stat: stat(e.attack.stat),
        trigger: e.attack.trigger,
      };
    case "removed":
      return { actor: name(e.id), reason: i18n.localize(`HB.Endeavor.Removal.${e.reason}`) };
    case "pendingAttack":
    case "pendingDeclined":
      return { actor: name(e.by), kind: i18n.localize(`HB.Endeavor.Pending.${e.kind}`) };
    case "specialChooser":
      return { actor: e.candidates.map(name).join(", ") };
    case "specialPerformed":
      return { actor: name(e.by), special: i18n.localize(`HB.Endeavor.Special.${e.special}`) };
    case "actionDieChanged":
      return { actor: name(e.id), stat: stat(e.stat), target: name(e.by) };
    case "specializationUsed":
      return { actor: name(e.id), name: e.specialization, ...(e.target ? { target: name(e.target) } : {}) };
    case "recharged":
      return { actor: name(e.id), name: e.specialization };
    case "statsSpent":
    case "statsRegained":
      return { actor: name(e.id), stats: e.stats.map(stat).join(", ") };
    case "endeavorEnded":
      return {
        winner: winnerOf(e.outcome, name, i18n),
        reason: i18n.localize(`HB.Endeavor.Outcome.${e.outcome.reason}`),
      };
    default:
      // A kind's event, or a Check (none: drawn as a Check card, event-card-context.ts).
      return kindPart((k) => k.data?.(e, name, i18n)) ?? null;
  }
}

/** Who won, as the tracker names them: a racer, a side (a Racing team by its own name), or nobody. */
function winnerOf(
  o: Extract<EndeavorEvent, { type: "endeavorEnded" }>["outcome"],
  name: (id: string | null) => string,
  i18n: CardI18n,
): string {
  if (o.winnerId) return name(o.winnerId);
  if (!o.winner) return i18n.localize("HB.Endeavor.nobody");
  const key = sideNameKey(o.winner);
  return key ? i18n.localize(key) : o.winner;
}

/** The first answer a kind's card gives (an event's type, a Check's purpose: one name, one kind's). */
export function kindPart<T>(part: (k: KindCard) => T | undefined): T | undefined {
  for (const k of Object.values(kindCards())) {
    const found = part(k);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An event's icon: the engine's own events' or the kind's whose rules raise it. */
export function eventIcon(type: EndeavorEvent["type"]): string {
  const icons: Partial<Record<EndeavorEvent["type"], string>> = {
    roundStarted: "fa-solid fa-rotate",
    actionDieChosen: "fa-solid fa-dice",
    positionRolled: "fa-solid fa-dice",
    temporaryGained: "fa-solid fa-sun",
    temporaryLost: "fa-regular fa-sun",
    blessingsSpent: "fa-solid fa-hand-holding-heart",
    blessingsGained: "fa-solid fa-sun",
    moved: "fa-solid fa-shoe-prints",
    buttonAdded: "fa-solid fa-circle-plus",
    buttonRemoved: "fa-solid fa-circle-minus",
    buttonActivated: "fa-solid fa-bolt",
    wounded: "fa-solid fa-droplet",
    removed: "fa-solid fa-skull",
    endeavorEnded: "fa-solid fa-flag-checkered",
    delayedAttackSet: "fa-solid fa-hourglass-start",
    delayedAttackTriggered: "fa-solid fa-burst",
    turnStarted: "fa-solid fa-play",
  };
  return icons[type] ?? kindPart((k) => k.icons?.[type]) ?? "fa-solid fa-circle-info";
}
