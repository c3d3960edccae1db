// The Endeavor's Foundry wiring: the sidebar tracker, the GM relay handler, and the track board following updates.
import { HumanityCombat } from "../../documents/combat";
import { registerEndeavorRelay } from "./requests/index";
import { EndeavorTracker } from "./tracker/index";
// Not through board/index.ts: that would bring the board itself (its styles, its class) into the always-loaded
// bundle; only its id is needed here, until a board is on screen.
import { TRACK_BOARD_ID } from "./board/track-board-id";
import { EndeavorMessageModel } from "../../data/chat/endeavor-message";
import type { MessageRenderOptions } from "../chat/message-frame";
import type { EndeavorMessage } from "./cards/index";
// The chat card and the board load from their own modules, not through their folders' index.ts: each chunk is then
// the module's own, as the always-loaded bundle names it (through the indexes that bundle grew by a few bytes).
import type * as EventCard from "./cards/event-card";

let loaded: typeof EventCard | undefined;
const card = async () => (loaded ??= await import("./cards/event-card"));

/** The endeavor subtype's model, with its drawing: core's renderHTML hands the message to it (event-card.ts). */
export class EndeavorMessageView extends EndeavorMessageModel {
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    return (await card()).renderEndeavorMessage(this.parent as EndeavorMessage, options);
  }
  /** The chat log's export (documents/chat-message.ts): null (core's) until the card's module has loaded. */
  exportLines(): string[] | null {
    return loaded?.exportEndeavorMessage(this.parent as EndeavorMessage) ?? null;
  }
  static prepareExport(): Promise<unknown> {
    return card();
  }
}

export function registerEndeavor(): void {
  // Through the one property we set: with V14's declarations, comparing our tracker's class with core's whole
  // CombatTracker type is too complex for tsc (TS2859).
  const ui: { combat: unknown } = CONFIG.ui;
  ui.combat = EndeavorTracker;
  registerEndeavorRelay();
  // The card's words and context load with the first card posted or shown.
  HumanityCombat.reporter = async (...args) => (await card()).postEndeavorCard(...args);
  Object.assign(CONFIG.ChatMessage.dataModels, { endeavor: EndeavorMessageView });
  // The sidebar tracker re-renders itself on Combat updates (core); the board is ours to refresh. It loads with its
  // first opening (track-board.ts): while none is on screen there is nothing to refresh, and nothing to load. Found
  // among core's rendered applications, wherever it is: V14 can detach it into its own browser window, out of reach
  // of the main page's getElementById.
  const refresh = (combat: { id: string | null }) => {
    // Stryker disable next-line ConditionalExpression: TrackBoard.refresh finds no board either; this spares the load
    if (foundry.applications.instances.has(TRACK_BOARD_ID)) {
      void import("./board/track-board").then(({ TrackBoard }) => TrackBoard.refresh(combat));
    }
  };
  Hooks.on("updateCombat", refresh);
  // A deleted encounter leaves the board saying there is no Endeavor, not showing the last state.
  Hooks.on("deleteCombat", refresh);
}
