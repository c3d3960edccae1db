// The object macro authors and modules see as game.system.api and globalThis.humanityBlessed.
import { rollCheck } from "./applications/roll-check";
import { callForCheck } from "./applications/chat/request-register";

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
  /**
   * GM only: `callForCheck({ stat, difficulty, actors, label, rolls })` posts a call for a Check with a Roll button
   * per character, e.g. `game.system.api.callForCheck({ stat: "head", difficulty: "hard", label: "the locked door" })`;
   * `actors` (Actors, uuids or ids) defaults to the player characters of the active players. Without a Stat it opens
   * the "Call for a Check" dialog.
   */
  callForCheck,
};
