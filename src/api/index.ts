// The object macro authors and modules see as game.system.api and globalThis.humanityBlessed.
import { rollCheck } from "../applications/chat/roll-check";
import { callForCheck } from "../applications/chat/request-register";

import type { OldNames } from "./rules";
import type * as RulesModule from "../rules";

type Rules = typeof RulesModule;

let rules: Promise<Rules & OldNames> | null = null;

export const api = {
  /**
   * The pure rules engine (src/rules), loaded on first use — every player downloads the always-loaded bundle at
   * each world load, and few macros need the engine: `const rules = await game.system.api.rules;`.
   * Deprecated until 0.3: `tierOf`, `tierOdds`, `tierGrants`, `TIERS` (now `outcomeOf`, `outcomeOdds`, `outcomeGrants`,
   * `OUTCOMES`) still answer, with a one-time warning.
   */
  get rules(): Promise<Rules & OldNames> {
    // The 0.1 names come with the engine (api/rules.ts).
    return (rules ??= import("./rules").then((m) => m.rulesApi));
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
