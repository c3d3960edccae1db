// One roll of a Check: a group of Stat Dice that bumps (a Stat Die, or a Sparked pair), possibly upgraded to a
// Spark afterwards. The roll knows its throws and draws itself; the Check's outcome is resolved by the rules
// engine from the totals (see applications/chat/check-card-context.ts).
import { BumpDie } from "./bump-die";
import { checkRollView } from "./check-roll-view";
import { SparkUpgradeDie } from "./spark-upgrade-die";

type Options = { stat?: string; partner?: string; upgraded?: boolean };

export class HumanityCheckRoll extends foundry.dice.Roll {
  // Core renders each roll with this when a message's content is hidden from a viewer (a private or blind roll).
  static override CHAT_TEMPLATE = "systems/humanity-blessed/templates/chat/check-roll.hbs";

  /** A group of `count` dice of `size`; it bumps unless a Condition forbids it (Ache, Surprised). */
  static group(size: number, count: number, { canBump = true, ...options }: Options & { canBump?: boolean } = {}): HumanityCheckRoll {
    return new this(`${count}d${size}${canBump ? "bump" : ""}`, {}, options as never);
  }

  /**
   * An evaluated roll of throws already made: an Endeavor's Checks and position rolls are thrown by the rules engine
   * on Foundry's random source and recorded; this hands them back to Foundry so the message carries them and Dice So
   * Nice throws the same dice. Bumped 1s are flagged `exploded`, as the bump modifier flags them.
   */
  static fromThrows({ sizes, throws }: { sizes: readonly number[]; throws: readonly (readonly number[])[] }, options: Options = {}): HumanityCheckRoll {
    const last = throws.length - 1;
    const results = throws.flatMap((t, i) => t.map((result) => ({ result, active: true, ...(result === 1 && i < last ? { exploded: true } : {}) })));
    const die = BumpDie.fromData({ class: "BumpDie", number: sizes.length, faces: sizes[0], modifiers: ["bump"], results, evaluated: true } as never);
    return this.fromTerms([die] as never, options as never) as HumanityCheckRoll;
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

  get partner(): string {
    return String((this.options as Options).partner ?? "");
  }

  /** Every throw of this roll in order, the Spark upgrade's after the first die's. */
  get throws(): number[][] {
    return this.terms.flatMap((t) => (t instanceof BumpDie || t instanceof SparkUpgradeDie ? t.throws : []));
  }

  get sizes(): number[] {
    return this.dice.flatMap((d) => (d instanceof SparkUpgradeDie ? [d.faces ?? 0] : Array(d.number ?? 1).fill(d.faces ?? 0)));
  }

  get upgraded(): boolean {
    return !!(this.options as Options).upgraded || this.terms.some((t) => t instanceof SparkUpgradeDie);
  }

  /** The plain facts the chat templates draw (checkRollView). */
  get facts() {
    return { sizes: this.sizes, throws: this.throws, total: this.total ?? 0, upgraded: this.upgraded };
  }

  /** The roll drawn by itself; private: only that a roll was made, as core does for hidden rolls. */
  override async render({ template = (this.constructor as typeof HumanityCheckRoll).CHAT_TEMPLATE, isPrivate = false }: { template?: string; isPrivate?: boolean; flavor?: string } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const context = { ...checkRollView(this.facts), stat: this.stat ? `HB.Stat.${this.stat}` : "", isPrivate };
    return foundry.applications.handlebars.renderTemplate(template, context);
  }

  /**
   * A new, evaluated roll: this one plus a balanced die of `size`; while a throw bumps, both dice are thrown again
   * as a group (rules/spark-upgrade.ts). `canBump: false` keeps whatever stopped the first die bumping.
   */
  async upgradeToSpark(size: number, partner: string, { canBump = true }: { canBump?: boolean } = {}): Promise<HumanityCheckRoll> {
    const added = new SparkUpgradeDie({ number: 1, faces: size, modifiers: canBump ? ["sparkup"] : [] } as never);
    await added.evaluate({ allowInteractive: false } as never);
    const cls = this.constructor as typeof HumanityCheckRoll;
    const plus = new foundry.dice.terms.OperatorTerm({ operator: "+" });
    await plus.evaluate();
    return cls.fromTerms([...this.terms, plus, added] as never, { ...this.options, partner, upgraded: true } as never) as HumanityCheckRoll;
  }
}
