// Help offered in advance (book: Pass — "Delay your action so you can Help another character who has not acted this
// round"). The flow, chosen as the simplest honest one: a Helper's own player offers Help from their own row to
// whoever is acting (a pending Revenge, Unrelenting or Zeal Attack's attacker first: it interrupts), paying nothing
// yet; the offer (who, to whom, which Blessing, roll or X) is stored in the Combat's data (`system.helpOffers`) by the
// GM. The acting player's action form then lists it, and the GM relay lets that action include this Helper with exactly
// the offered payment even though the acting player does not own them. Helpers the acting player owns are simply
// included from the action form; the GM's form includes the characters no player owns (the relay lets the GM include
// anyone, a GM's authority). Offers lapse when their turn or round is over. Pure, and small: the GM relay (always
// loaded) checks commands against them.
import type { Command, EndeavorState, HelpInput, Participant, Payment } from "../../../rules/endeavor";
import type { HelpOffer } from "../../../data/combat/endeavor-combat";
import { kindRules } from "../../../rules/endeavor/kinds";

export type { HelpOffer };

/** Could `helper` Help `actor`'s Check now? (The engine's rule — in the Endeavor, has not acted, not skipping — and,
 *  in a Monstrous Endeavor, on the same side: nobody Helps their opponents.) */
export function canHelp(state: EndeavorState, helper: Participant, actor: Participant): boolean {
  if (helper.id === actor.id || helper.removed !== null || helper.acted || helper.skipping) return false;
  return kindRules(state.kind).sides.helpOpponents || helper.side === actor.side;
}

/** Whose Check Help goes to now: the attacker of the first pending Attack (Revenge, Unrelenting, Zeal: it comes
 *  before anything else, in any phase), else whoever's turn it is. */
export function actingNow(state: EndeavorState): string | null {
  const head = state.pending[0];
  if (head) return head.by;
  return state.phase === "turns" ? state.turn.current : null;
}

function sorted(v: number[] | undefined): string {
  return String([...(v ?? [])].sort((a, b) => a - b));
}
function samePay(a: Payment, b: Payment): boolean {
  return sorted(a.temporary) === sorted(b.temporary) && sorted(a.permanent) === sorted(b.permanent);
}

/** Does an offer stand behind this Help in `actor`'s command? */
export function offered(offers: readonly HelpOffer[], state: EndeavorState, actor: string, help: HelpInput): boolean {
  const use = help.analytical ? "analytical" : (help.use ?? "roll");
  return offers.some(
    (o) => o.by === help.by && o.to === actor && o.round === state.round && o.use === use && samePay(o.pay, help.pay),
  );
}

/** Every Help a command carries (an action's Check, a Sure-footed Protect's Check, each part of a Unique Skill, a
 *  pending Attack). */
export function helpInCommand(command: Command): HelpInput[] {
  type WithHelp = { helpers?: HelpInput[]; check?: { helpers?: HelpInput[] } } | null;
  const from = (o: unknown) => [...((o as WithHelp)?.helpers ?? []), ...((o as WithHelp)?.check?.helpers ?? [])];
  if (command.type === "act") {
    return command.action.kind === "unique" ? command.action.actions.flatMap(from) : from(command.action);
  }
  // Stryker disable next-line ConditionalExpression: no other command carries an `attack`
  return command.type === "resolvePending" ? from(command.attack) : [];
}

/** Offers made in advance (Help here, others' reactions in reaction-offers.ts) that still stand: same round, their
 *  actor still acting (actingNow), both still in the Endeavor, and `open` — what the rules still let the offerer do. */
export function offersStanding<O extends { by: string; to: string; round: number }>(
  offers: readonly O[],
  state: EndeavorState | null,
  open: (by: Participant, to: Participant, offer: O, state: EndeavorState) => boolean,
): O[] {
  if (!state) return [];
  // Nobody acting (null) is no offer's `to`.
  const acting = actingNow(state);
  const byId = new Map(state.participants.map((p) => [p.id, p]));
  return offers.filter((o) => {
    const by = byId.get(o.by);
    const to = byId.get(o.to);
    return o.round === state.round && acting === o.to && !!by && !!to && open(by, to, o, state);
  });
}

/** Offers still worth keeping: their Helper still able to Help. */
export const liveOffers = (offers: readonly HelpOffer[], state: EndeavorState | null): HelpOffer[] =>
  offersStanding(offers, state, (helper, actor, _o, s) => canHelp(s, helper, actor));
