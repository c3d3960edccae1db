import { HumanityCheckRoll } from "./humanity-check-roll";

export function registerDice(): void {
  // Rolls are rebuilt from chat messages by class name. Their dice are core's Die (the former BumpDie and
  // SparkUpgradeDie terms of stored rolls are rewritten as such when they are rebuilt: legacy-terms.ts).
  // fvtt-types 14.366.0 wants core's Roll constructor exactly (its fromData's `this` type), which no subclass is.
  CONFIG.Dice.rolls.push(HumanityCheckRoll as never);
}
