// The rows' context, from the Combat as the user sees it (its Endeavor, its combatants, the world's edition and the
// offers standing), computed by the pure view; and the row drawn alone and the next turn drawn ahead, for the partial
// re-render.
import { currentEdition } from "../../../settings";
import { nextTurnContext, prepareEndeavorTracker, type TrackerCombatant, type TrackerInput } from "../view/index";
import { template } from "../../shared/templates";
import { analyticalUsedUp } from "../offers/index";
import { rowHtml } from "../render/index";
import { startChoices } from "./tracker-start";
import type { TrackerHost } from "./tracker-host";

/** The rows drawn from the engine state (tracker-context.ts); core's per-turn context is replaced, not extended. */
export function trackerContext(tracker: TrackerHost) {
  // A row drawn alone (partial-render.ts morphRow), through the partial Foundry compiled and registered when it loaded
  // the tracker's templates (getTemplate), with the options renderTemplate gives. (Callers that only want the context
  // pass a bare { combat }.)
  const keep = (tracker as Partial<TrackerHost>).keep;
  if (keep)
    keep.renderRow ??= (row) => {
      const partial: unknown = Handlebars.partials[template("combat/tracker-row.hbs")];
      // Stryker disable ConditionalExpression: Foundry registers the tracker's partials compiled
      const render =
        typeof partial === "function" ? (partial as Handlebars.TemplateDelegate) : Handlebars.compile(String(partial));
      // Stryker restore ConditionalExpression
      return rowHtml(
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: renderTemplate's options; the rows are plain objects
        (_path, context) => render(context, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true }),
        row,
      );
    };
  // The acting row learns what it shows when the browser is idle (turn-ahead.ts learnTurns): Safari has no
  // requestIdleCallback.
  if (keep)
    keep.later ??= (job) =>
      void ("requestIdleCallback" in globalThis
        ? requestIdleCallback(() => job(), { timeout: 2000 })
        : setTimeout(job, 100));
  // Then the next turn is drawn ahead (turn-ahead.ts), from the Combat as it is by then.
  if (keep) keep.nextTurn ??= () => nextTurnContext(trackerInput(tracker));
  return prepareEndeavorTracker(trackerInput(tracker));
}

/** What the tracker's context is computed from: the Combat's Endeavor, its combatants as the user sees them, the
 *  world's edition, the offers standing. */
function trackerInput(tracker: TrackerHost): TrackerInput {
  const combat = tracker.combat;
  const user = game.user!;
  const combatants: TrackerCombatant[] = (combat?.combatants.contents ?? []).map((c) => ({
    id: c.id!,
    // Core names every Combatant (its token's, its actor's or "Unknown Combatant").
    name: c.name!,
    img: c.img ?? c.actor?.img ?? "",
    hidden: c.hidden,
    isOwner: !!c.actor?.testUserPermission(user, "OWNER"),
    playerOwned: !!game.users!.some((u) => !u.isGM && !!c.actor?.testUserPermission(u, "OWNER")),
    // Stryker disable next-line ArrayDeclaration: a made-up Specialization used up is one no row offers
    usedUp: analyticalUsedUp(c.actor) !== null ? ["Analytical"] : [],
    ...startChoices(c),
  }));
  return {
    state: combat?.endeavor ?? null,
    combatants,
    viewer: { isGM: user.isGM },
    // Stryker disable OptionalChaining,ArrayDeclaration: a Combat's model is null only while core constructs it; with
    // no Combat there is no Endeavor, so no offer stands whatever the list
    logLength: combat?.model?.commands.length ?? 0,
    lastCommand: combat?.model?.commands.at(-1) ?? null,
    edition: currentEdition(),
    helpOffers: combat?.model?.offers ?? [],
    reactionOffers: combat?.model?.reactions ?? [],
    // Stryker restore OptionalChaining,ArrayDeclaration
  };
}
