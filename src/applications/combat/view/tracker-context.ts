// What the Endeavor tracker shows, from the engine state alone (pure: no Foundry, so the browser harness, the tests
// and the bench call it as the tracker does). Labels are localisation keys; the templates localise them. The rows are
// tracker-row.ts's, the GM's toolbar gm-toolbar.ts's, and before an Endeavor starts the start form's (start-form.ts).
import { kindRules, previewOrder, sideNameKey } from "../../../rules/endeavor";
import { actingNow, liveOffers, liveReactions } from "../offers/index";
import { visibleState } from "./visible-state";
import { prepareTrackerStart } from "./start-form";
import { gmToolbar } from "./gm-toolbar";
import { rowFor } from "./tracker-row";
import { tieUnresolved } from "./tracker-specials";
import { kindView } from "./kinds/index";
import { rowJumps } from "./row-jumps";
import type { TrackerInput, Viewer } from "./tracker-input";

export type { TrackerCombatant, TrackerInput } from "./tracker-input";

export type TrackerRow = ReturnType<typeof rowFor>;

export function prepareEndeavorTracker(input: TrackerInput) {
  const { combatants, viewer } = input;
  const byId = new Map(combatants.map((c) => [c.id, c]));
  if (!input.state) return prepareTrackerStart({ isGM: viewer.isGM, combatants, edition: input.edition });
  // Players do not see combatants the GM keeps hidden, anywhere in the tracker.
  const state = viewer.isGM
    ? input.state
    : visibleState(input.state, new Set(combatants.filter((c) => c.hidden).map((c) => c.id)));
  const order = previewOrder(state);
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : "");
  // Stryker disable next-line StringLiteral: no combatant has an empty id, nor the mutant's.
  const acting = byId.get(actingNow(state) ?? "");
  const who: Viewer = {
    isGM: viewer.isGM,
    owns: (id) => !!byId.get(id)?.isOwner,
    playerOwned: (id) => !!byId.get(id)?.playerOwned,
    usedUp: (id, specialization) => !!byId.get(id)?.usedUp?.includes(specialization),
    // Stryker disable next-line ArrayDeclaration: a string is no live offer (liveOffers keeps this round's only).
    offers: liveOffers(input.helpOffers ?? [], state),
    // Stryker disable next-line ArrayDeclaration: a string is no live offer (liveReactions keeps standing ones only).
    reactions: liveReactions(input.reactionOffers ?? [], state),
    // Whoever acts for the acting participant (a pending Attack's attacker first) includes the Helpers they control
    // directly from its form. So a player offers only when someone else acts; the GM offers for the characters no
    // player owns, on a player's turn or pending Attack.
    offersFor: (c) => (viewer.isGM ? !c?.playerOwned && !!acting?.playerOwned : !acting?.isOwner),
  };
  const rows = state.participants.map((p) => rowFor(state, p, byId.get(p.id), who));
  const inEndeavor = new Set(state.participants.map((p) => p.id));
  const outcome = state.outcome;
  const head = state.pending[0];
  return {
    started: true as const,
    isGM: viewer.isGM,
    kind: kindRules(state.kind).label,
    round: state.round,
    phase: `HB.Endeavor.Phase.${state.phase}`,
    current: name(state.turn.current),
    upNext: order
      .filter((id) => id !== state.turn.current)
      .slice(0, 3)
      .map(name)
      .join(", "),
    pending: head ? { actor: name(head.by), kind: `HB.Endeavor.Pending.${head.kind}` } : null,
    chooser: state.chooser.map(name).join(", "),
    // "with the GM resolving ties": the tied are named, and the GM picks one of them in the toolbar.
    tie: tieUnresolved(state),
    finishLine: kindRules(state.kind).goal.position === "finishLine" ? state.options.finishLine : null,
    // The kind's own state at a glance (Stealth: the Eye's mode, shown to everyone).
    ...kindView(state.kind).head?.(state),
    outcome: outcome
      ? {
          // A side's name is a localisation key (allies, Monstrosities); a racer's or a team's is shown as it is.
          winnerKey: outcome.winnerId ? "" : outcome.winner ? sideNameKey(outcome.winner) : "HB.Endeavor.nobody",
          // Drawn only when winnerKey is blank: a racer's name, or a team's (no side's key names it).
          winnerName: outcome.winnerId ? name(outcome.winnerId) : outcome.winner,
          reason: `HB.Endeavor.Outcome.${outcome.reason}`,
        }
      : null,
    rows,
    // The header's "jump to the acting row" and, for a player, "jump to my row".
    jump: rowJumps(rows, outcome ? null : actingNow(state)),
    outsiders: combatants
      .filter((c) => !inEndeavor.has(c.id) && (viewer.isGM || !c.hidden))
      .map((c) => ({ id: c.id, name: c.name })),
    gm: viewer.isGM ? gmToolbar(state, input, name) : null,
  };
}

export type EndeavorTrackerContext = ReturnType<typeof prepareEndeavorTracker>;
