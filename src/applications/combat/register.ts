// The Endeavor's Foundry wiring: the sidebar tracker, the GM relay handler, and the track board following updates.
import { HumanityCombat } from "../../documents/combat";
import { registerEndeavorRelay } from "./endeavor-relay";
import { EndeavorTracker } from "./endeavor-tracker";
import { TrackBoard } from "./track-board";

export function registerEndeavor(): void {
  CONFIG.ui.combat = EndeavorTracker;
  registerEndeavorRelay();
  // The card's words and context load with the first card posted (on the GM's client).
  HumanityCombat.reporter = async (...args) => (await import("./event-card")).postEndeavorCard(...args);
  // The sidebar tracker re-renders itself on Combat updates (core); the board is ours to refresh.
  Hooks.on("updateCombat", (combat) => TrackBoard.refresh(combat));
}
