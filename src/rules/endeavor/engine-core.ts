/** The Endeavor engine's command processing, as one module the Foundry layer can load on demand. */
export { apply, replay } from "./apply";
export { createEndeavor } from "./setup";
export { validateState } from "./invariants";
