// One roll of a Check: a group of Stat Dice that bumps (a Stat Die, or a Sparked group), possibly upgraded to a
// Spark afterwards. The roll knows its throws and draws itself; the Check's outcome is resolved by the rules
// engine from the totals (see applications/chat/check-card-context.ts). Its dice are core's plain Die terms
// (group-terms.ts): the roll throws the whole group again while a throw bumps, so Dice So Nice draws every die.
import type { AsteriskReading } from "../rules/ids";
import type { HiddenResult } from "./hidden-dice";
import { flagBumps, groupTerms, throwsOf, valueOf } from "./group-terms";
import { migrateLegacyTerms } from "./legacy-terms";

type Die = foundry.dice.terms.Die;
type Result = foundry.dice.terms.DiceTerm.Result;
/** `d20`: Hidden Stat Dice — every die is a d20 read through the d20 Conversion table as a Stat Die of `sizes` (one
 *  size per die, in order), asterisks read by `reading` (hidden-dice.ts). */
type Options = {
  stat?: string;
  partner?: string;
  upgraded?: boolean;
  canBump?: boolean;
  d20?: { sizes: number[]; reading: AsteriskReading };
};
export type RollOptions = foundry.dice.Roll.Options & Options;

export class HumanityCheckRoll extends foundry.dice.Roll {
  // Core's Roll#render draws a roll with this (a roll shown alone, or hidden from a reader: a private or blind roll).
  static override CHAT_TEMPLATE = "systems/humanity-blessed/templates/chat/check-roll.hbs";

  /** Core keeps a roll's options as given (stored with the roll and passed to fromTerms); ours are these. */
  declare options: RollOptions;

  /** A group of `count` dice of `size`; it bumps unless a Condition forbids it (Ache, Surprised). */
  static group(size: number, count: number, options: Options = {}): HumanityCheckRoll {
    return this.groupOf(Array<number>(count).fill(size), options);
  }

  /** A group of dice of these sizes, thrown together ("2d6", or "1d6 + 1d8" for dice of two sizes). */
  static groupOf(sizes: readonly number[], { canBump = true, ...options }: Options = {}): HumanityCheckRoll {
    const rollOptions: RollOptions = { ...options, canBump };
    // Hidden Stat Dice: as many d20s, each read as its Stat Die (the sizes travel in the options).
    return this.fromTerms(groupTerms(options.d20 ? options.d20.sizes.map(() => 20) : sizes), rollOptions);
  }

  /** Rebuilds a stored roll; one stored with our former term classes comes back as plain dice (legacy-terms.ts). */
  static override fromData<T extends foundry.dice.Roll.AnyConstructor>(this: T, data: foundry.dice.Roll.Data) {
    // Core redirects here by class name, so `this` is this class: the roll is one of ours.
    const roll = super.fromData(data) as ReturnType<typeof foundry.dice.Roll.fromData<T>>;
    const legacy =
      roll instanceof HumanityCheckRoll &&
      migrateLegacyTerms(
        data.terms.map((t) => ("class" in t ? t.class : undefined)),
        roll.terms,
      );
    // Stryker disable next-line ConditionalExpression: a roll of current terms has its formula and bump flags already
    if (legacy) {
      Object.assign(roll.options, legacy);
      roll.resetFormula();
      roll.flagBumps();
    }
    return roll;
  }

  get stat(): string {
    return String(this.options.stat ?? "");
  }

  get partner(): string {
    return String(this.options.partner ?? "");
  }

  get canBump(): boolean {
    return this.options.canBump !== false;
  }

  get upgraded(): boolean {
    return !!this.options.upgraded;
  }

  /** Hidden Stat Dice: the Stat Die sizes its d20s are read as, and how asterisks read; null for real dice. */
  get hidden(): { sizes: number[]; reading: AsteriskReading } | null {
    return this.options.d20 ?? null;
  }

  /** The plain dice of this roll, in order (a Spark upgrade's die last). */
  get groupDice(): Die[] {
    return this.terms.filter((t): t is Die => t instanceof foundry.dice.terms.Die);
  }

  /**
   * The throws in phases, as results: the group's own throws; after a Spark upgrade, the added die's throw and the
   * whole group's re-throws. Each phase but its last throw bumped.
   */
  get phases(): Result[][][] {
    const dice = this.groupDice;
    // Stryker disable next-line UnaryOperator: an upgraded roll has two dice, so its last is its second
    const added = dice.at(-1);
    if (!this.upgraded || !added || dice.length < 2) return [throwsOf(dice)];
    // Stryker disable next-line LogicalOperator: an upgraded roll is one Stat Die and the one added (n is 1)
    const n = added.number ?? 1;
    // Stryker disable next-line ArithmeticOperator: n is 1 (above)
    const rethrows = Math.max(0, Math.ceil(added.results.length / n) - 1);
    // Stryker disable next-line LogicalOperator,ArithmeticOperator: an upgraded roll's dice are one die each
    const firstEnd = (d: Die) => (d === added ? 0 : d.results.length - rethrows * (d.number ?? 1));
    return [
      // Stryker disable next-line ArrowFunction: a start of undefined slices from 0 too
      throwsOf(dice, () => 0, firstEnd),
      [added.results.slice(0, n), ...throwsOf(dice, (d) => (d === added ? n : firstEnd(d)))],
    ];
  }

  /** Flags the results of every throw that bumped (rolls rebuilt from older data were flagged otherwise). */
  flagBumps(): void {
    for (const phase of this.phases) flagBumps(phase);
  }

  /** Every throw of this roll in order, the Spark upgrade's after the first die's: each die's value (a hidden die's
   *  value as read through the table). */
  get throws(): number[][] {
    return this.phases.flat().map((t) => t.map(valueOf));
  }

  /** Hidden Stat Dice: each throw's d20s per die (any redone d20s first, the one read last); null for real dice. */
  get d20s(): number[][][] | null {
    if (!this.hidden) return null;
    return this.phases.flat().map((t) => t.map((r: HiddenResult) => [...(r.redone ?? []), r.result]));
  }

  /** The Stat Die sizes (a hidden roll's too, from its options: its dice are d20s). */
  get sizes(): number[] {
    // Stryker disable next-line MethodExpression: a copy kept from callers; none changes what it is given
    return this.hidden?.sizes.slice() ?? this.groupDice.flatMap((d) => Array<number>(d.number ?? 1).fill(d.faces ?? 0));
  }

  /** The plain facts the chat templates draw (checkRollView). */
  get facts() {
    return {
      sizes: this.sizes,
      throws: this.throws,
      total: this.total ?? 0,
      upgraded: this.upgraded,
      d20s: this.d20s ?? undefined,
    };
  }

  /** Core throws each die once; while the last throw bumps (and may), the whole group is thrown again (rethrow.ts,
   *  loaded with the first roll thrown here: a world's rolls rebuilt from chat are drawn, never thrown). */
  protected override async _evaluate(options: foundry.dice.Roll.Options = {}) {
    await super._evaluate(options);
    await (await import("./rethrow")).throwOn(this, options);
    this._total = this._evaluateTotal();
    // fvtt-types 13.345.1 wants Evaluated<this>, whose public `_evaluated` no subclass instance can satisfy.
    return this as never;
  }

  /**
   * What core's Roll#render draws CHAT_TEMPLATE with: the roll by itself; private, only that a roll was made, as core
   * does for hidden rolls. (Core's method, V13 and V14; fvtt-types does not declare it.)
   */
  // Stryker disable next-line BooleanLiteral: core's Roll#render always passes isPrivate (its own default is false)
  protected async _prepareChatRenderContext({ isPrivate = false }: { isPrivate?: boolean; flavor?: string } = {}) {
    // Hidden Stat Dice: a roll drawn alone does not know its actor, so only the GM reads its dice in full.
    // Loaded with the first roll drawn alone (the Check card has it already): it stays out of the always-loaded bundle.
    const { checkRollView } = await import("./check-roll-view");
    // Real dice are drawn in full whatever `reveal` says (checkRollView): it decides for hidden dice alone.
    // Stryker disable next-line OptionalChaining: every client that draws a roll has a user
    const reveal = !!game.user?.isGM;
    return { ...checkRollView(this.facts, { reveal }), stat: this.stat ? `HB.Stat.${this.stat}` : "", isPrivate };
  }
}
