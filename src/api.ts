// The object macro authors and modules see as game.system.api and globalThis.humanityBlessed.
import { rollCheck } from "./applications/roll-check";

type Rules = typeof import("./rules");
let rules: Promise<Rules> | null = null;

export const api = {
  /**
   * The pure rules engine (src/rules), loaded on first use — every player downloads the always-loaded bundle at
   * each world load, and few macros need the engine: `const rules = await game.system.api.rules;`.
   */
  get rules(): Promise<Rules> {
    return (rules ??= import("./rules"));
  },
  /**
   * `rollCheck(actor, stat, options)` rolls a Check and posts its card, e.g.
   * `game.system.api.rollCheck(actor, "heart", { difficulty: "hard" })`; `{ dialog: true }` opens the roll dialog.
   */
  rollCheck,
};
