// The object macro authors and modules see as game.system.api and globalThis.humanityBlessed.
import * as rules from "./rules";
import { rollCheck } from "./applications/roll-check";

/**
 * `rollCheck(actor, stat, options)` rolls a Check and posts its card, e.g.
 * `game.system.api.rollCheck(actor, "heart", { difficulty: "hard" })`; `{ dialog: true }` opens the roll dialog.
 */
export const api = { rules, rollCheck };
