// One roll of a Check: a group of Stat Dice that bumps (a Stat Die, or a Sparked pair), possibly upgraded to a
// Spark afterwards. The roll knows its throws; the Check's outcome is resolved by the rules engine from the totals.
import { BumpDie } from "./bump-die";
import { SparkUpgradeDie } from "./spark-upgrade-die";

type Options = { stat?: string; partner?: string };

export class HumanityCheckRoll extends foundry.dice.Roll {
  static override CHAT_TEMPLATE = "systems/humanity-blessed/templates/chat/check-card.hbs";

  /** A group of `count` dice of `size`; it bumps unless a Condition forbids it (Ache, Surprised). */
  static group(size: number, count: number, { canBump = true, ...options }: Options & { canBump?: boolean } = {}): HumanityCheckRoll {
    return new this(`${count}d${size}${canBump ? "bump" : ""}`, {}, options as never);
  }

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    super(formula, data as never, options as never);
    // Formulas re-parsed by core ("2d6bump") come back as plain Dice; give them our terms again.
    this.terms = this.terms.map((term) => {
      if (!(term instanceof foundry.dice.terms.Die) || term instanceof BumpDie || term instanceof SparkUpgradeDie) return term;
      const mods = term.modifiers ?? [];
      // Every group is a BumpDie so its throws are known; without the `bump` modifier it simply never bumps.
      const cls = mods.includes("sparkup") ? SparkUpgradeDie : BumpDie;
      return new cls({ number: term.number, faces: term.faces, modifiers: mods, results: term.results, options: term.options } as never);
    }) as typeof this.terms;
  }

  get stat(): string {
    return String((this.options as Options).stat ?? "");
  }

  /** Every throw of this roll in order, the Spark upgrade's after the first die's. */
  get throws(): number[][] {
    return this.terms.flatMap((t) => (t instanceof BumpDie || t instanceof SparkUpgradeDie ? t.throws : []));
  }

  get sizes(): number[] {
    return this.dice.flatMap((d) => (d instanceof SparkUpgradeDie ? [d.faces ?? 0] : Array(d.number ?? 1).fill(d.faces ?? 0)));
  }

  get upgraded(): boolean {
    return this.terms.some((t) => t instanceof SparkUpgradeDie);
  }

  /** A new, evaluated roll: this one plus a balanced die of `size` that bumps with it as a group. */
  async upgradeToSpark(size: number, partner: string): Promise<HumanityCheckRoll> {
    const added = new HumanityCheckRoll(`1d${size}sparkup`);
    await added.evaluate({ allowInteractive: false });
    const cls = this.constructor as typeof HumanityCheckRoll;
    const plus = new foundry.dice.terms.OperatorTerm({ operator: "+" });
    (plus as unknown as { _evaluated: boolean })._evaluated = true;
    const roll = cls.fromTerms([...this.terms, plus, ...added.terms] as never, { ...this.options, partner } as never) as HumanityCheckRoll;
    return roll;
  }
}
