// A press of a Check card's button, on the client of who pressed (check-card-view.ts shows the buttons as the card
// renders): Help's chooser, the request the GM runs, and the dice its answer adds. Loaded with the first press.
import type { HumanityActor } from "../../documents/actor";
import { relay } from "../shared/relay";
import { isAptitude } from "../../documents/item-types";
import { askAptitude } from "../shared/ask-aptitude";
import { actorAt } from "../../documents/actor-types";

/** A character or Monstrosity on the card (check-card-view.ts PoolActor): its Blessings are Help's to choose from. */
type PoolActor = HumanityActor & { system: { blessings: number[] } };

export interface CardPress {
  message: ChatMessage.Implementation & { system: { offered: number[]; actorUuid: string } };
  button: HTMLButtonElement;
  action: string;
  /** The character this user Helps and Witnesses with, if any. */
  helper: PoolActor | null;
  /** Whose the request is: Resolved's Defender, else the helper. */
  by: PoolActor | null;
  rollerName: string;
}

/**
 * Sends the press to the GM as `check.<action>`. Even the author's own Spark goes through the GM: one writer of the
 * card's data, one request at a time, keeps a Help and a Spark arriving together from overwriting each other.
 */
export async function pressCardButton(press: CardPress): Promise<void> {
  const { message, button, action, helper, by, rollerName } = press;
  // Help: the helper chooses which Blessing to spend, here on their own client (closing the chooser sends nothing).
  let blessing: number | undefined;
  if (action === "help" && helper) {
    const { chooseHelp } = await import("./help-chooser");
    const traits = { cursed: helper.statuses.has("cursed"), helpful: helper.hasSpecialization("Helpful") };
    const chosen = await chooseHelp(helper.system.blessings, message.system.offered, traits, rollerName);
    if (chosen === null) return;
    blessing = chosen;
  }
  // Apply Aptitude: the roller says which Aptitude the table agreed the Check relates to (it decides Ambidextrous).
  // Read as the actor is now; gone since the card was drawn, nothing is asked and the GM says only the roller may.
  let aptitude: string | undefined;
  const roller = action === "aptitude" ? actorAt(message.system.actorUuid) : null;
  if (roller) {
    const chosen = await whichAptitude(roller);
    if (chosen === null) return;
    aptitude = chosen;
  }
  const done = await relay(`check.${action}`, {
    messageId: message.id,
    actorUuid: by?.uuid,
    partner: button.dataset.partner ?? "",
    roll: Number(button.dataset.roll ?? 0),
    // Left undefined (no chooser, or one kind of Blessing), the GM proposes as the chooser would.
    blessing,
    aptitude,
  });
  // What a Spark upgrade added, or Analytical's Help dice, are thrown for Dice So Nice here, on the client of who
  // pressed (spark-dice.ts decides from the action).
  if (done) void import("./spark-dice").then((dice) => dice.throwAnswer(action, done, message));
}

/** The roller's Aptitude to apply: their only one, or the one they pick; null when they have none or close the list. */
async function whichAptitude(roller: HumanityActor): Promise<string | null> {
  const names = roller.items.filter(isAptitude).map((i) => i.name);
  if (!names.length) {
    ui.notifications!.warn(game.i18n!.format("HB.Check.noAptitude", { name: roller.name }));
    return null;
  }
  if (names.length === 1) return names[0]!;
  const question = { title: "HB.Check.aptitudeTitle", prompt: "HB.Check.whichAptitude", name: roller.name };
  return askAptitude(
    names.map((name) => ({ id: name, name })),
    question,
  );
}
