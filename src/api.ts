// The object macro authors and modules see as game.system.api and globalThis.humanityBlessed.
import * as rules from "./rules";
import { postCheck } from "./applications/chat/check-card";
import type { CheckRequest } from "./documents/check";
import type { HumanityActor } from "./documents/actor";

/** Rolls a Check for an actor and posts its card, e.g. `game.system.api.rollCheck(actor, "heart", { difficulty: "hard" })`. */
const rollCheck = (actor: HumanityActor, stat: string, options: Omit<CheckRequest, "stat"> = {}) => postCheck(actor, { ...options, stat });

export const api = { rules, rollCheck };
