// A first session that explains itself, loaded on demand at `ready` on every client (hooks/ready.ts): the Tours, the
// "Using the system" page once per user, and Dice So Nice's colours by role. Nothing of it is in the always-loaded
// bundle but the hook that imports this module.
import { addColorsets, registerDiceSettings, type Dice3d } from "./dice-colours";
import { registerTours } from "./tours";
import { welcomeOnce } from "./welcome";

/** At `ready`: the Dice So Nice settings (where it is active), the Tours, and the welcome page for a new user. */
export async function onFirstReady(): Promise<void> {
  registerDiceSettings();
  registerTours();
  await welcomeOnce();
}

/** On `diceSoNiceReady` (fired after `ready`, once its textures have loaded): our colour sets. */
export async function onDiceSoNiceReady(dice3d: Dice3d): Promise<void> {
  await addColorsets(dice3d);
}
