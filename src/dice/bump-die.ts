// A group of Stat Dice that bumps: when any die of a throw shows 1, the whole group is thrown again and added.
// Written as a modifier ("2d6bump") on a Die so Dice So Nice animates every throw die by die, and so the dice
// come from Foundry's random source (CONFIG.Dice.randomUniform) and its fulfillment methods.
import { MAX_THROWS } from "../rules/ids";
import { bumpsAgain } from "../rules/stat-dice";

const { Die } = foundry.dice.terms;

export class BumpDie extends Die {
  static override MODIFIERS = { ...Die.MODIFIERS, bump: "bump" } as typeof Die.MODIFIERS;

  /** The throws of this group in order; a throw is one result per die. */
  get throws(): number[][] {
    const size = this.number ?? 1;
    const out: number[][] = [];
    for (let i = 0; i < this.results.length; i += size) out.push(this.results.slice(i, i + size).map((r) => r.result));
    return out;
  }

  get bumps(): number {
    return Math.max(0, this.throws.length - 1);
  }

  /** The `bump` modifier. Throws again while the rules say the last throw bumps. */
  async bump(_modifier: string): Promise<void> {
    const size = this.number ?? 1;
    for (let start = 0; start / size < MAX_THROWS - 1; start += size) {
      const last = this.results.slice(start, start + size);
      if (!bumpsAgain(last.map((r) => r.result))) return;
      // Flag the 1s so Dice So Nice shows a follow-up throw, and keep them active: a bumped 1 still counts.
      for (const r of last) if (r.result === 1) r.exploded = true;
      for (let n = 0; n < size; n++) await this.roll();
    }
  }
}
