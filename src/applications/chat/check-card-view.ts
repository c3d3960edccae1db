// The Check card as each viewer sees it (renderChatMessageHTML): which buttons show, and clicks sent to the GM. This
// is all the always-loaded bundle holds of the card; posting a card, a press of its buttons and the actions the GM runs
// for them load on demand (check-card.ts, check-card-press.ts, check-actions.ts), with the first Check rolled or press.
import { majorSuccess, type SessionFlags } from "../../rules/session-flags";
import type { HumanityActor } from "../../documents/actor";
import { actorAt, worldActors } from "../../documents/actor-types";
import type { HumanityCheckRoll } from "../../dice/humanity-check-roll";
import { opportunityEthic } from "../../settings";
import type { CheckCardSystem } from "./check-card-context";

export type CheckMessage = ChatMessage.Implementation & {
  system: CheckCardSystem & { actorUuid: string };
  rolls: HumanityCheckRoll[];
};
export type PoolActor = HumanityActor & {
  system: { blessings: number[]; lifestyle: string; spent?: string[]; ethic?: string; session?: SessionFlags };
};

export interface CardRequest {
  messageId: string;
  actorUuid?: string;
  partner?: string;
  roll?: number;
  /** Help: the Blessing the helper chose to spend (its face); left out, the GM proposes as the chooser would. */
  blessing?: number;
  /** Apply Aptitude: which of the roller's Aptitudes the Check is related enough to, by name. */
  aptitude?: string;
}

/** The card's buttons, each a relay request `check.<action>` the GM runs (check-register.ts, check-actions.ts). */
export const CARD_ACTIONS = [
  "help",
  "spark",
  "fail",
  "award",
  "witness",
  "aptitude",
  "analytical",
  "mischievous",
  "resolved",
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** The Blessing Opportunity this actor's next Major Success earns this session, if any. */
export function awardFor(actor: PoolActor | null): "legend" | "revelation" | null {
  // A Monstrosity keeps no session: only a character's Major Success earns a Blessing Opportunity.
  if (!actor?.isCharacter()) return null;
  return majorSuccess(actor.system.session, opportunityEthic(actor.system.ethic)).award?.kind ?? null;
}

/** The character or Monstrosity at this uuid (a card's roller, helper, Defender), or null: an Item, a stale uuid. */
export function poolActorAt(uuid: string | null | undefined): PoolActor | null {
  const actor = actorAt(uuid);
  return actor && (actor.isCharacter() || actor.isMonstrosity()) ? (actor as PoolActor) : null;
}

export const rollerOf = (message: CheckMessage) => poolActorAt(message.system.actorUuid);

/** The character this user Helps with: their assigned character, else the one character they own. */
export function helperFor(user: User.Implementation): PoolActor | null {
  const assigned = user.character as PoolActor | null;
  if (assigned) return assigned;
  const owned = worldActors().filter((a) => a.isCharacter() && a.testUserPermission(user, "OWNER"));
  return owned.length === 1 ? (owned[0] as PoolActor) : null;
}

/**
 * renderChatMessageHTML: per-viewer buttons, and clicks sent to the GM (check-card-press.ts, loaded with the first).
 * Prefixed attribute: ChatLog owns data-action.
 */
export function activateCheckCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const msg = message as CheckMessage;
  const roller = rollerOf(msg);
  const isRoller = !!roller?.isOwner;
  const helper = helperFor(game.user!);
  const helped = !!helper && msg.system.helps.some((h) => h.actorUuid === helper.uuid);
  const show = (action: string, visible: boolean) =>
    html.querySelectorAll<HTMLElement>(`[data-hb-action="${action}"]`).forEach((b) => {
      b.hidden = !visible;
    });
  // Help is for everyone else (a click without a character of one's own explains why); the rest is the roller's.
  show("help", !isRoller && !helped);
  show("spark", isRoller);
  show("aptitude", isRoller);
  // Vexed/Vulnerable: "when another character sees you" — anyone but the roller; the GM plays every watcher.
  show("fail", !isRoller || !!game.user!.isGM);
  // The roller's Blessing Opportunity: the card draws it only while this session's first Major Success has not had
  // one (renderCheckContent asks awardFor of the same roller); another card may have.
  show("award", isRoller);
  const witnessed = !!helper && msg.system.witnesses.some((w) => w.actorUuid === helper.uuid);
  show("witness", !isRoller && !witnessed);
  // Others' Specializations on this Check: shown to whoever's character has it.
  for (const s of ["Analytical", "Mischievous"]) show(s.toLowerCase(), !isRoller && !!helper?.hasSpecialization(s));
  // Resolved answers "an Attack against you": when the roll named its Defender, theirs, for whoever owns them (the GM
  // for a Monstrosity); otherwise whoever uses it says they are the Defender.
  const named = msg.system.defenderUuid ? poolActorAt(msg.system.defenderUuid) : undefined;
  const resolver = named === undefined ? (isRoller ? null : helper) : named?.isOwner && named !== roller ? named : null;
  show("resolved", !!resolver?.hasSpecialization("Resolved"));
  html.querySelectorAll<HTMLButtonElement>("[data-hb-action]").forEach((button) => {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      const action = button.dataset.hbAction!;
      if ((action === "help" || action === "witness") && !helper) {
        ui.notifications!.warn(action === "help" ? "HB.Check.noCharacter" : "HB.Check.noCharacterWitness", {
          localize: true,
        });
        return;
      }
      button.disabled = true;
      try {
        const by = action === "resolved" ? resolver : helper;
        // The roller as the card's header names them (the speaker), for Help's chooser, even once the actor is gone.
        const press = { message: msg, button, action, helper, by, rollerName: msg.alias };
        await (await import("./check-card-press")).pressCardButton(press);
      } finally {
        button.disabled = false;
      }
    });
  });
}
