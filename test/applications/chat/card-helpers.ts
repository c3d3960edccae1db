// Shared by the chat-card tests: Foundry's random source set to give chosen faces, the warnings shown, who is
// clicking, and a card rendered into the page as the chat log would.
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
