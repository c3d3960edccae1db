// "Upgrade to Spark" with Foundry's dice. Book: "Roll the first Stat Die as usual … spend ⊜⊜ to add a balanced
// Stat Die to the roll. If it bumps, both dice bump as a group." The added die is thrown alone; while a throw
// bumps, the pair (two dice of the same, balanced size) is thrown again. Mirrors rules/spark-upgrade.ts.
// Without the `sparkup` modifier (the first roll could not bump: Ache, Surprised) the added die is thrown once.
import { MAX_THROWS } from "../rules/ids";
import { bumpsAgain } from "../rules/stat-dice";

const { Die } = foundry.dice.terms;

export class SparkUpgradeDie extends Die {
  static override MODIFIERS = { ...Die.MODIFIERS, sparkup: "sparkUp" } as typeof Die.MODIFIERS;

  get throws(): number[][] {
    const [first, ...rest] = this.results.map((r) => r.result);
    const out: number[][] = first === undefined ? [] : [[first]];
    for (let i = 0; i < rest.length; i += 2) out.push(rest.slice(i, i + 2));
    return out;
  }

  async sparkUp(_modifier: string): Promise<void> {
    let last = this.results.slice(-1).map((r) => r.result);
    for (let n = 1; n < MAX_THROWS && bumpsAgain(last); n++) {
      for (const r of this.results.slice(-last.length)) if (r.result === 1) r.exploded = true;
      await this.roll();
      await this.roll();
      last = this.results.slice(-2).map((r) => r.result);
    }
  }
}
