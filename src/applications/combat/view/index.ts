// What the tracker and board compute from the Endeavor state, as one chunk loaded when they first render: most
// sessions never open an Endeavor, and the always-loaded bundle is downloaded at every world load.
export { prepareEndeavorTracker } from "./tracker-context";
export { nextTurnContext } from "./next-turn";
export {
  actCommand,
  chooseCommand,
  decodePayment,
  fieldGroup,
  gmCommand,
  pendingCommand,
  rechargeCommand,
  specialCommand,
} from "./tracker-commands";
export { liveSum } from "./live-sums";
export { checkOdds } from "./turn-odds";
export { prepareTrackBoard } from "./board-context";
export { REACTION_KINDS } from "../offers/reaction-offers";
