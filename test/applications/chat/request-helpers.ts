// Shared by the call-for-a-Check tests (request-card*.test.ts): a fresh chat with the characters a call is made to,
// the GM at the keyboard, and the call's card drawn as the chat log draws it.
import { as, freshChat } from "./card-helpers";

const g = globalThis as any;

/** Lets the card's asynchronous drawing (the hook's listeners, the linked rolls read) finish. */
export const settle = async () => {
  for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0));
};

/** One character at the table: its name, the player who owns it, its Stat Dice and Blessings, and whether it is that
 *  player's own character (the one a call names by default). */
export interface Caller {
  name: string;
  player: string;
  stats: Record<string, number>;
  blessings?: number[];
  own?: boolean;
}

/** A fresh page and system (card-helpers' freshChat), these characters made in order, the GM acting. */
export async function callTable(cast: readonly Caller[] = []): Promise<any[]> {
  freshChat();
  const Actor = g.CONFIG.Actor.documentClass;
  const actors: any[] = [];
  for (const { name, player, stats, blessings, own } of cast) {
    const system = { stats, ...(blessings ? { blessings } : {}) };
    const actor = await Actor.create({ type: "character", name, ownership: { default: 0, [player]: 3 }, system });
    if (own) g.game.users.get(player).character = actor;
    actors.push(actor);
  }
  as("gm");
  return actors;
}

/** The chat log's rendering of a message for the current user, drawn anew (core's ChatMessage#renderHTML, which runs
 *  the renderChatMessageHTML hook), once its listeners have settled. */
export async function shown(message: any): Promise<HTMLElement> {
  document.querySelectorAll(`[data-message-id="${message.id}"]`).forEach((el) => el.remove());
  const li = await message.renderHTML();
  document.body.append(li);
  await settle();
  return li;
}
