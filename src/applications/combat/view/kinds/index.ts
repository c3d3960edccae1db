// The views only one kind of Endeavor uses, each under its kind's folder: the rest of view/ reaches them here.
export { leaderControl } from "./rush/leader-control";
export { eyeSpecials, eyeTurn, eyeTurnActions, rogueTurn } from "./stealth/eye-forms";
export { objectiveStats } from "./stealth/objective-stats";
export { extraActionTag } from "./stealth/quicken-pace";
