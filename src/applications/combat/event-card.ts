// What an Endeavor command did, as a chat card: each Check drawn exactly as any Check's card (the Check card's own
// context builder and template part), then one line per engine event of what it did to the track. The words for
// each event live here (eventData); the card's context is built in event-card-context.ts, which loads with the
// first card posted (most sessions never run an Endeavor); postEndeavorCard renders templates/combat/event-card.hbs.
import type { Command, EndeavorEvent, EndeavorState } from "../../rules/endeavor";
import type { CardOptions } from "./event-card-context";
import { statId } from "../../documents/endeavor-setup";
import { template } from "../shared/templates";

export interface CardI18n {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

export interface CardLine {
  icon: string;
  text: string;
  css: string;
}

export const ICONS: Partial<Record<EndeavorEvent["type"], string>> = {
  roundStarted: "fa-solid fa-rotate", actionDieChosen: "fa-solid fa-dice", positionRolled: "fa-solid fa-dice",
  temporaryGained: "fa-solid fa-sun", temporaryLost: "fa-regular fa-sun", blessingsSpent: "fa-solid fa-hand-holding-heart",
  moved: "fa-solid fa-shoe-prints", buttonAdded: "fa-solid fa-circle-plus", buttonRemoved: "fa-solid fa-circle-minus",
  buttonActivated: "fa-solid fa-bolt", wounded: "fa-solid fa-droplet", removed: "fa-solid fa-skull",
  endeavorEnded: "fa-solid fa-flag-checkered", delayedAttackSet: "fa-solid fa-hourglass-start", delayedAttackTriggered: "fa-solid fa-burst", turnStarted: "fa-solid fa-play", check: "fa-solid fa-dice-d20",
};

/** Format data for one event (names from the state; Stats and kinds localised). */
export function eventData(e: EndeavorEvent, name: (id: string | null) => string, i18n: CardI18n): Record<string, string> | null {
  const stat = (s: string | null) => (s ? i18n.localize(`HB.Stat.${statId(s)}`) : "");
  const kind = (k: string) => i18n.localize(`HB.Endeavor.Button.${k}`);
  const list = (v: number[]) => v.join(", ");
  switch (e.type) {
    case "roundStarted": case "roundEnded": return { round: String(e.round) };
    case "actionDieChosen": return { actor: name(e.by), stat: stat(e.stat), x: String(e.x) };
    case "positionRolled": return { actor: name(e.by), stat: stat(e.stat), total: String(e.total) };
    case "temporaryGained": case "temporaryLost": return { actor: name(e.id), values: list(e.values) };
    case "blessingsSpent": return { actor: name(e.id), values: list([...e.temporary, ...e.permanent]) };
    case "roundSkipped": case "turnStarted": case "passed": case "specialDeclined": case "protectionEnded": return { actor: name(e.by) };
    case "turnOrderSet": return { actor: name(e.first) };
    case "turnOrderReversed": return { actor: name(e.by) };
    case "actionTaken": return { actor: name(e.by), action: i18n.localize(`HB.Endeavor.Action.${e.action}`) };
    case "helped": return { actor: name(e.by), target: name(e.target), bonus: String(e.bonus) };
    case "check": return null; // drawn as a Check card (event-card-context.ts)
    case "moved": return { actor: name(e.id), from: String(e.from), to: String(e.to) };
    case "buttonAdded": case "buttonRemoved": return { kind: kind(e.button.kind), position: String(e.button.position), actor: name(e.button.owner) };
    case "buttonActivated": return { kind: kind(e.button.kind), position: String(e.button.position), actor: name(e.id) };
    case "wounded": return { actor: name(e.id) };
    case "immune": return { actor: name(e.id), target: name(e.by) };
    case "blessingsStolen": return { actor: name(e.by), target: name(e.from), values: list(e.values) };
    case "protected": return { actor: name(e.by), target: name(e.target), ranks: String(e.ranks) };
    case "aptitudeLent": return { actor: name(e.by), aptitude: e.aptitude + (e.specialization ? ` (${e.specialization})` : ""), turns: String(e.turns), targets: e.to.map(name).join(", ") };
    case "positionsExchanged": return { actor: name(e.by), target: name(e.ally), from: String(e.rolls[1]), to: String(e.rolls[0]) };
    case "aptitudeReturned": return { actor: name(e.id), aptitude: e.aptitude, target: name(e.from) };
    case "delayedAttackSet": case "delayedAttackTriggered":
      return { actor: name(e.attack.by), targets: e.attack.targets.map(name).join(", "), stat: stat(e.attack.stat), trigger: e.attack.trigger };
    case "removed": return { actor: name(e.id), reason: i18n.localize(`HB.Endeavor.Removal.${e.reason}`) };
    case "pendingAttack": case "pendingDeclined": return { actor: name(e.by), kind: i18n.localize(`HB.Endeavor.Pending.${e.kind}`) };
    case "specialChooser": return { actor: e.candidates.map(name).join(", ") };
    case "specialPerformed": return { actor: name(e.by), special: i18n.localize(`HB.Endeavor.Special.${e.special}`) };
    case "actionDieChanged": return { actor: name(e.id), stat: stat(e.stat), target: name(e.by) };
    case "specializationUsed": case "recharged": return { actor: name(e.id), name: e.specialization };
    case "statsSpent": case "statsRegained": return { actor: name(e.id), stats: e.stats.map(stat).join(", ") };
    case "endeavorEnded": {
      const o = e.outcome;
      const winner = o.winnerId ? name(o.winnerId) : o.winner ? i18n.localize(`HB.Endeavor.Side.${o.winner}`) : "";
      return { winner: winner || o.winner || "", reason: i18n.localize(`HB.Endeavor.Outcome.${o.reason}`) };
    }
  }
}

/**
 * Post the card as the acting participant's actor (GM overrides speak as the GM). Options (CardOptions): `undone`;
 * `before`, the state the command was applied to; `rolls`, each Check's rolls as the Foundry layer threw them.
 */
export async function postEndeavorCard(
  combat: Combat.Implementation, state: EndeavorState, command: Command | null, events: readonly EndeavorEvent[], options: CardOptions = {},
): Promise<void> {
  const i18n = game.i18n!;
  const { endeavorCardContext } = await import("./event-card-context");
  const context = endeavorCardContext(state, command, events, { localize: (k) => i18n.localize(k), format: (k, d) => i18n.format(k, d) }, options);
  const content = await foundry.applications.handlebars.renderTemplate(template("combat/event-card.hbs"), context as never);
  const by = command && "by" in command ? command.by : null;
  const actor = by ? combat.combatants.get(by)?.actor ?? undefined : undefined;
  const rolls = options.undone ? [] : (await import("./event-card-dice")).thrownRolls(events);
  // A card that names a combatant the GM keeps hidden goes to the GMs alone, as the tracker and board keep it from players.
  const said = JSON.stringify([command, events]);
  const secret = combat.combatants.contents.some((c) => c.hidden && said.includes(`"${c.id}"`));
  await ChatMessage.implementation.create({
    content, speaker: ChatMessage.implementation.getSpeaker({ actor } as never),
    ...(secret ? { whisper: game.users!.filter((u) => u.isGM).map((u) => u.id!) } : {}),
    ...(rolls.length ? { rolls: rolls.map((r) => r.toJSON()), sound: CONFIG.sounds.dice } : {}),
  } as never);
}
