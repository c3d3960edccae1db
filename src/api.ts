// The object macro authors and modules see as game.system.api and globalThis.humanityBlessed.
import * as rules from "./rules";

export const api = { rules };
