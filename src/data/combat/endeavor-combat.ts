// The Endeavor a Combat runs: the engine's state, the setup it started from and the log of applied commands.
// The log holds every command as the engine applied it (dice filled in), so undo is a replay of the log minus its
// last entry from createEndeavor(setup) — no snapshots to keep in step, and the result is exactly the earlier state.
import type { Command, EndeavorSetup, EndeavorState, Payment } from "../../rules/endeavor";
import { integerField, unreadableField, worthField } from "../fields";
import { salvage } from "../salvage";

/** Help offered in advance: who offers, to whom, in which round, the Blessings they mean to spend and on what
 *  (Analytical: four d6 instead of a Blessing, `pay` empty). */
/** What Help offered from a Helper's row adds to (the first: the roll). */
const HELP_USES = ["roll", "x", "x-down", "analytical"] as const;

export interface HelpOffer {
  by: string;
  to: string;
  round: number;
  pay: Payment;
  /** "x-down": Cover's Help lowering X (an Endeavor with an Eye). */
  use: "roll" | "x" | "x-down" | "analytical";
}

/** Others' say on a Check (applications/combat/offers/reaction-offers.ts): Mischievous, watching (Vexed/Vulnerable),
 *  Resolved, Protective. */
export type ReactionKind = "mischievous" | "watch" | "resolved" | "protective";
export const REACTION_KIND_IDS: readonly ReactionKind[] = ["mischievous", "watch", "resolved", "protective"];

/** A reaction offered in advance: who, on whose Check, in which round, how, and (Protective) in whose place ("" else).
 *  `used`: standing (null/absent), or the log's length once the command that used it (or moved past it) was applied —
 *  undoing that command stands it again. */
export interface ReactionOffer {
  by: string;
  to: string;
  round: number;
  kind: ReactionKind;
  whom: string;
  used?: number | null;
}

const { ObjectField, ArrayField, SchemaField, StringField, NumberField } = foundry.data.fields;

const blessings = () => new ArrayField(worthField());

/**
 * Help offered in advance (applications/combat/offers/help-offers.ts): a Helper's player offers Help to whoever is
 * acting, paying nothing yet; the GM writes the list and the relay checks a command's Help against it. Older worlds
 * kept it in `flags["humanity-blessed"].helpOffers`: HumanityCombat.migrateData moves it here.
 */
export const helpOfferSchema = () =>
  new SchemaField({
    /** The Helper, and the participant whose Check is helped (the one acting when the offer was made). */
    by: new StringField({ required: true, blank: false }),
    to: new StringField({ required: true, blank: false }),
    round: integerField({ min: 0, initial: 0 }),
    pay: new SchemaField({ temporary: blessings(), permanent: blessings() }),
    /** "analytical" (Analytical Help) added with the reaction offers; older offers are "roll" or "x", read
     *  as they were. */
    // "x-down" (Cover) is a choice added beside the others: stored offers keep theirs, nothing to migrate.
    use: new StringField({
      // Stryker disable next-line BooleanLiteral: left out, a value is cleaned to its initial one before validation
      required: true,
      choices: [...HELP_USES],
      initial: "roll",
    }),
  });

/**
 * Reactions offered in advance (applications/combat/offers/reaction-offers.ts), beside the Help offers. Added without a
 * migration step: a Combat stored before it loads with none standing (the field's default), its Help offers
 * as they were.
 */
export const reactionOfferSchema = () =>
  new SchemaField({
    by: new StringField({ required: true, blank: false }),
    to: new StringField({ required: true, blank: false }),
    round: integerField({ min: 0, initial: 0 }),
    kind: new StringField({ required: true, blank: false, choices: [...REACTION_KIND_IDS] }),
    whom: new StringField({
      // Stryker disable next-line BooleanLiteral: left out, a value is cleaned to its initial one before validation
      required: true,
      blank: true,
      initial: "",
    }),
    used: new NumberField({
      // Stryker disable next-line BooleanLiteral: left out, a value is cleaned to its initial one before validation
      required: true,
      nullable: true,
      integer: true,
      min: 0,
      initial: null,
    }),
  });

/**
 * Plain ObjectFields, not a field per engine property: the state is the engine's versioned JSON (state.ts) and the
 * engine alone decides its shape, dropping keys it no longer needs. Foundry would merge an ObjectField update key by
 * key and keep those, so the Combat always writes the whole system with `recursive: false` (combat-endeavor.ts).
 */
/** An ObjectField that holds the engine's JSON, typed as the engine types it (the engine owns the shape). */
const engineObject = <T>() =>
  new ObjectField<{ required: true; nullable: true; initial: null }, T | null, T | null>({
    // Stryker disable next-line BooleanLiteral: left out, a value is cleaned to its initial one before validation
    required: true,
    nullable: true,
    initial: null,
  });

/** A Specialization use given back when the Endeavor ended, with the count it had: undoing the end puts it back. */
export const endedUseSchema = () =>
  new SchemaField({
    combatantId: new StringField({ required: true, blank: false }),
    itemId: new StringField({ required: true, blank: false }),
    used: integerField({ min: 0, initial: 0 }),
  });

export const endeavorCombatSchema = () => ({
  /** null until the GM starts the Endeavor. */
  setup: engineObject<EndeavorSetup>(),
  state: engineObject<EndeavorState>(),
  log: new ArrayField(
    // Stryker disable next-line ObjectLiteral: an ObjectField's defaults, typed here for the engine's Command
    new ObjectField<{ required: true; nullable: false }, Command, Command>({
      required: true,
      nullable: false,
    }),
  ),
  helpOffers: new ArrayField(helpOfferSchema()),
  reactionOffers: new ArrayField(reactionOfferSchema()),
  /** The uses the Endeavor's end gave back (empty until it ends; absent in older worlds: empty). */
  endedUses: new ArrayField(endedUseSchema()),
  unreadable: unreadableField(),
});

export type EndeavorCombatSchema = ReturnType<typeof endeavorCombatSchema>;

export class EndeavorCombatModel extends foundry.abstract.TypeDataModel<EndeavorCombatSchema, Combat.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HB.Endeavor"];

  static override defineSchema(): EndeavorCombatSchema {
    return endeavorCombatSchema();
  }

  /** Every list read element by element on load (salvage.ts): one offer of an unknown kind never costs the others. */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, source));
  }

  /** The engine state, typed (the field stores it as a plain object). */
  get endeavor(): EndeavorState | null {
    return this.state ?? null;
  }

  get endeavorSetup(): EndeavorSetup | null {
    return this.setup ?? null;
  }

  /** The standing Help offers (written by the GM only), as copies: a caller's change is not the stored offer's. */
  get offers(): HelpOffer[] {
    return this.helpOffers.map((o) => ({
      ...o,
      pay: { temporary: [...o.pay.temporary], permanent: [...o.pay.permanent] },
      use: o.use as HelpOffer["use"],
    }));
  }

  /** The standing reaction offers (written by the GM only). */
  get reactions(): ReactionOffer[] {
    return this.reactionOffers.map((o) => ({
      by: o.by,
      to: o.to,
      round: o.round,
      kind: o.kind as ReactionKind,
      whom: o.whom,
      used: o.used,
    }));
  }

  get commands(): readonly Command[] {
    return this.log;
  }
}
