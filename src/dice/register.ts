import { BumpDie } from "./bump-die";
import { HumanityCheckRoll } from "./humanity-check-roll";
import { SparkUpgradeDie } from "./spark-upgrade-die";

export function registerDice(): void {
  CONFIG.Dice.rolls.push(HumanityCheckRoll as never);
  // Terms are rebuilt from chat messages by class name: without this they would come back as plain Dice.
  Object.assign(CONFIG.Dice.termTypes, { BumpDie, SparkUpgradeDie });
}
