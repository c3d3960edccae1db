// What an Endeavor command did, as a chat card: each Check drawn exactly as any Check's card (the Check card's own
// context builder and template part), then one line per engine event of what it did to the track. The words for
// each event live in event-lines.ts; the card's context is built in event-card-context.ts, which loads with the
// first card posted (most sessions never run an Endeavor); postEndeavorCard renders templates/combat/event-card.hbs.
import type { Command, EndeavorEvent, EndeavorState } from "../../rules/endeavor";
import type { CardOptions } from "./event-card-context";
import { template } from "../shared/templates";
import { speakerOf } from "../../documents/speaker";

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
    content, speaker: actor ? speakerOf(actor) : ChatMessage.implementation.getSpeaker(),
    ...(secret ? { whisper: game.users!.filter((u) => u.isGM).map((u) => u.id!) } : {}),
    ...(rolls.length ? { rolls: rolls.map((r) => r.toJSON()), sound: CONFIG.sounds.dice } : {}),
  } as never);
}
