// What an Endeavor command did, as a chat card: one line per engine event, Checks with their throws and tier.
// The context is pure (names come from the state, words from the i18n passed in) so tests and the harness build it
// without Foundry; postEndeavorCard renders templates/combat/event-card.hbs and creates the message.
import type { Command, EndeavorEvent, EndeavorState } from "../../rules/endeavor";
import { statId } from "../../documents/endeavor-setup";
import { template } from "../templates";

export interface CardI18n {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

export interface CardLine {
  icon: string;
  text: string;
  css: string;
}

export interface CardCheck {
  actor: string;
  stat: string;
  difficulty: string;
  totals: string;
  tier: string;
  success: boolean;
}

export interface EndeavorCardContext {
  title: string;
  round: number;
  lines: CardLine[];
  checks: CardCheck[];
  undone: boolean;
}

const ICONS: Partial<Record<EndeavorEvent["type"], string>> = {
  roundStarted: "fa-solid fa-rotate", actionDieChosen: "fa-solid fa-dice", positionRolled: "fa-solid fa-dice",
  temporaryGained: "fa-solid fa-sun", temporaryLost: "fa-regular fa-sun", blessingsSpent: "fa-solid fa-hand-holding-heart",
  moved: "fa-solid fa-shoe-prints", buttonAdded: "fa-solid fa-circle-plus", buttonRemoved: "fa-solid fa-circle-minus",
  buttonActivated: "fa-solid fa-bolt", wounded: "fa-solid fa-droplet", removed: "fa-solid fa-skull",
  endeavorEnded: "fa-solid fa-flag-checkered", turnStarted: "fa-solid fa-play", check: "fa-solid fa-dice-d20",
};

/** Format data for one event (names from the state; Stats and kinds localised). */
function eventData(e: EndeavorEvent, name: (id: string | null) => string, i18n: CardI18n): Record<string, string> | null {
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
    case "check": return null; // shown in the Checks block
    case "moved": return { actor: name(e.id), from: String(e.from), to: String(e.to) };
    case "buttonAdded": case "buttonRemoved": return { kind: kind(e.button.kind), position: String(e.button.position), actor: name(e.button.owner) };
    case "buttonActivated": return { kind: kind(e.button.kind), position: String(e.button.position), actor: name(e.id) };
    case "wounded": return { actor: name(e.id) };
    case "immune": return { actor: name(e.id), target: name(e.by) };
    case "blessingsStolen": return { actor: name(e.by), target: name(e.from), values: list(e.values) };
    case "protected": return { actor: name(e.by), target: name(e.target), ranks: String(e.ranks) };
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

export function endeavorCardContext(state: EndeavorState, command: Command | null, events: readonly EndeavorEvent[], i18n: CardI18n, undone = false): EndeavorCardContext {
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id === null ? i18n.localize("HB.Endeavor.global") : names.get(id) ?? id);
  const lines: CardLine[] = [];
  const checks: CardCheck[] = [];
  for (const e of events) {
    if (e.type === "check") {
      const c = e.check;
      checks.push({
        actor: name(c.by),
        stat: c.stat ? i18n.localize(`HB.Stat.${statId(c.stat)}`) : "",
        difficulty: i18n.localize(`HB.Difficulty.${c.difficulty}`),
        totals: c.totals.join(", "),
        tier: c.automaticFailure ? i18n.localize("HB.Endeavor.immuneFailure") : i18n.localize(`HB.Tier.${c.tier}.name`),
        success: c.success,
      });
      continue;
    }
    const data = eventData(e, name, i18n);
    if (data) lines.push({ icon: ICONS[e.type] ?? "fa-solid fa-circle-info", text: i18n.format(`HB.Endeavor.Event.${e.type}`, data), css: e.type });
  }
  const by = command && "by" in command ? command.by : null;
  const title = undone ? i18n.localize("HB.Endeavor.undone") : by ? name(by) : i18n.localize("HB.Endeavor.gmOverride");
  return { title, round: state.round, lines, checks, undone };
}

/** Post the card as the acting participant's actor (GM overrides speak as the GM). */
export async function postEndeavorCard(combat: Combat.Implementation, state: EndeavorState, command: Command | null, events: readonly EndeavorEvent[], undone = false): Promise<void> {
  const i18n = game.i18n!;
  const context = endeavorCardContext(state, command, events, { localize: (k) => i18n.localize(k), format: (k, d) => i18n.format(k, d) }, undone);
  const content = await foundry.applications.handlebars.renderTemplate(template("combat/event-card.hbs"), context as never);
  const by = command && "by" in command ? command.by : null;
  const actor = by ? combat.combatants.get(by)?.actor ?? undefined : undefined;
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.implementation.getSpeaker({ actor } as never) } as never);
}
