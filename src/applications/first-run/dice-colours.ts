// Dice So Nice by role, where that module is active: our colour sets (one per role the table must tell apart) and
// each player's client setting choosing the colours of each role's dice ("none": the player's own dice). The rolls
// read the choice when they are built (dice/dice-roles.ts). Loaded with the first-run chunk at `ready`.
import { SYSTEM_ID } from "../../settings";
import { colorsetName, DICE_ROLES, NO_COLORSET, roleSetting, type DiceRole } from "../../dice/dice-roles";

/** Dice So Nice's `game.dice3d` as we use it (its API is no part of core's declarations). */
export interface Dice3d {
  addColorset(colorset: object, mode?: "default" | "preferred"): Promise<void> | void;
}

/** Each role's colours: a Spark's gold, Help's green, the Haunted die's pale ghost, the Hardy die's oak. Chosen to be
 *  told apart from each other and from Dice So Nice's default white and black dice, in either light. */
function colours(): Record<
  DiceRole,
  { foreground: string; background: string; outline: string; edge: string; material: string }
> {
  return {
    spark: { foreground: "#2b1d00", background: "#f2c14e", outline: "#fff4cc", edge: "#b8860b", material: "metal" },
    help: { foreground: "#ffffff", background: "#2e7d4f", outline: "#0b3d20", edge: "#1b5e35", material: "plastic" },
    haunted: { foreground: "#1d1530", background: "#c9c3e6", outline: "#f4f1ff", edge: "#6f5fa8", material: "glass" },
    hardy: { foreground: "#fff3e0", background: "#7a4a1f", outline: "#2e1a08", edge: "#a0652b", material: "wood" },
  };
}

/** Our colour sets as Dice So Nice's addColorset takes them (it localises `description` and `category`). */
export function colorsets() {
  return DICE_ROLES.map((role) => ({
    name: colorsetName(role),
    description: `HB.Dice.Colorset.${role}`,
    category: "HB.Dice.category",
    texture: "none",
    font: "Arial",
    visibility: "visible",
    ...colours()[role],
  }));
}

/** Is Dice So Nice active in this world? Without it nothing here registers and no roll is dressed. */
export function diceSoNiceActive(): boolean {
  return !!game.modules!.get("dice-so-nice")?.active;
}

/** Each role's client setting (once): our colour sets to choose from, or the player's own dice; its own by default. */
export function registerDiceSettings(): void {
  if (!diceSoNiceActive()) return;
  const choices = {
    [NO_COLORSET]: "HB.Dice.none",
    ...Object.fromEntries(DICE_ROLES.map((r) => [colorsetName(r), `HB.Dice.Colorset.${r}`])),
  };
  for (const role of DICE_ROLES) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: registered again, the same setting (value kept)
    if (game.settings!.settings.has(`${SYSTEM_ID}.${roleSetting(role)}`)) continue;
    game.settings!.register(SYSTEM_ID, roleSetting(role), {
      name: `HB.Dice.Setting.${role}.name`,
      hint: `HB.Dice.Setting.${role}.hint`,
      scope: "client",
      config: true,
      type: String,
      choices,
      default: colorsetName(role),
    });
  }
}

/** On `diceSoNiceReady`: our colour sets join Dice So Nice's (each player's own dice stay their default). */
export async function addColorsets(dice3d: Dice3d): Promise<void> {
  registerDiceSettings();
  for (const colorset of colorsets()) await dice3d.addColorset(colorset, "default");
}
