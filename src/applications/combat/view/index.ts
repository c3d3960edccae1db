// What the tracker and board compute from the Endeavor state, as one chunk loaded when they first render: most
// sessions never open an Endeavor, and the always-loaded bundle is downloaded at every world load. Pure: no Foundry
// globals, no DOM (the tracker's shell gathers the input; the tests, the harness and the bench call it as it does).
export { prepareEndeavorTracker, type EndeavorTrackerContext, type TrackerRow } from "./tracker-context";
export type { TrackerCombatant, TrackerInput } from "./tracker-input";
export { prepareTrackerStart } from "./start-form";
export { nextTurnContext } from "./next-turn";
export { fieldGroup, one, type RowFields } from "./row-fields";
export { decodePayment } from "./payment-value";
export { actCommand, pendingCommand } from "./act-commands";
export { specialCommand } from "./special-commands";
export { chooseCommand, gmCommand, rechargeCommand } from "./tracker-commands";
export { liveSum } from "./live-sums";
export { liveLabels } from "./live-labels";
export { checkOdds } from "./turn-odds";
export { prepareTrackBoard, type TrackBoardContext } from "./board-context";
export { REACTION_KINDS } from "../offers/index";
