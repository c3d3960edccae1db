// The Endeavor's chat cards (loaded with the first card posted or shown): each event as the table reads it, its dice
// thrown for Dice So Nice, and the chat log's export.
export { exportEndeavorMessage, postEndeavorCard, renderEndeavorMessage, type EndeavorMessage } from "./event-card";
export type { EndeavorCardContext } from "./event-card-context";
