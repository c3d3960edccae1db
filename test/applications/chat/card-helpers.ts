// Shared by the chat-card tests: Foundry's random source set to give chosen faces, the warnings shown, who is
// clicking, and a card rendered into the page as the chat log would.
import { onInit } from "../../../src/hooks/init";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { ui } from "../../fakes/setup";

const g = globalThis as any;

/** The next dice thrown show `list` on n-sided dice (Foundry's Die reads 1 − u). */
export const faces = (list: number[], n: number) => {
  const q = list.map((f) => 1 - (f - 0.5) / n);
  g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
};

/** d6 results read by the rules (faceOf: floor(u × 6) + 1) from Foundry's random source: Blessings, Analytical. */
export const d6 = (list: number[]) => {
  const q = list.map((f) => (f - 0.5) / 6);
  g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
};

export const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

/** The user whose client is acting. */
export const as = (id: string) => {
  g.game.user = g.game.users.get(id);
};

/** What core's chat log does for each message: ChatMessage#renderHTML (ours draws from the data), which runs the hook. */
export async function renderCard(message: any): Promise<HTMLElement> {
  const li = await message.renderHTML();
  document.body.append(li);
  return li;
}

/** The card's actions a viewer sees. */
export const visible = (html: HTMLElement) => [...html.querySelectorAll<HTMLElement>("[data-hb-action]")].filter((b) => !b.hidden).map((b) => b.dataset.hbAction);

/** A fresh page and system, as the entry file (humanity-blessed.ts) leaves them: core's renderHTML runs our hook on
 *  every message it draws. */
export function freshChat(): void {
  document.body.replaceChildren();
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
}

/** The card tests' cast: Wren (player's; Head d6, Hand d6, Heart d4, Blessings 3, 3, 5, Crafty) rolls, Ash
 *  (player2's; Blessings 6, 2, 4) may help, and a third player has no character. */
export async function wrenAndAsh(): Promise<{ roller: any; helper: any }> {
  freshChat();
  const Actor = g.CONFIG.Actor.documentClass;
  const roller = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [3, 3, 5], lifestyle: "crafty" } });
  const helper = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 }, system: { blessings: [6, 2, 4] } });
  g.game.users.set("player3", g.game.users.makeUser("player3", "Third Player", 1));
  return { roller, helper };
}
