// Actor: persists what the rules decide; the decisions themselves are in src/rules.
import { specializationBase } from "../rules/ids";
import { isDieSize } from "../rules/stat-dice";
import type { DieSize } from "../rules/ids";
import { hardyDie, optionalStat } from "../settings";
import type { CheckRequest } from "./check-request";
import { POOL_ATTRIBUTES } from "../data/token-attributes";
import { asLoaded } from "../data/salvage";
import { isAptitude, isSpecialization } from "./item-types";

export type RollCheckOptions = Omit<CheckRequest, "stat"> & {
  /** Open the roll dialog on this Stat instead of rolling straight away. */
  dialog?: boolean;
};
/** A character, as HumanityActor#isCharacter() proves it: `system` is its CharacterModel. */
export type CharacterActor = HumanityActor & Actor.OfType<"character">;
/** A Monstrosity, as HumanityActor#isMonstrosity() proves it: `system` is its MonstrosityModel. */
/** A party, as documents/party.ts isParty() proves it: `system` is its PartyModel (the members' uuids). */
export type PartyActor = HumanityActor & Actor.OfType<"party">;
export type MonstrosityActor = HumanityActor & Actor.OfType<"monstrosity">;
type CheckRoller = (
  actor: HumanityActor,
  stat: string,
  options: RollCheckOptions,
) => Promise<ChatMessage.Implementation | null>;

export class HumanityActor extends foundry.documents.Actor {
  /** Rolls and posts a Check: set at init by applications/chat/roll-check.ts (documents never import applications). */
  static checkRoller: CheckRoller | null = null;

  /** Core migrates a document's source with migrateDataSafe while it builds one (stored or new), and an update's
   *  changes with migrateData: only the first reads lists element by element (data/salvage.ts). */
  static override migrateDataSafe(source: Record<string, unknown>) {
    return asLoaded(() => super.migrateDataSafe(source));
  }

  /** After core's default token settings (Actor#_preCreate): our prototype token for the type, where neither the GM's
   *  Default Token Configuration nor the creation data names anything (a compendium import takes core's defaults, so
   *  ours too, token-defaults.ts); a new Monstrosity takes the world's
   *  "Roll d20s" default, and a player's actor never starts with it (Hidden Stat Dice, documents/hidden-dice.ts). */
  protected override async _preCreate(
    ...args: Parameters<foundry.documents.Actor["_preCreate"]>
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: core's own _preCreate refuses nothing
    if (allowed === false) return false;
    const [data, options, user] = args;
    (await import("./hidden-dice")).newActorD20s(this, data, user.isGM);
    // Loaded with the first actor created (token-defaults.ts): creating an actor is rare, every world load is not.
    // V13's pre-create options declare fromCompendium (a compendium import); V14's do not.
    const imported = "fromCompendium" in options && options.fromCompendium === true;
    const changes = (await import("./token-defaults")).prototypeTokenChanges(
      this.type,
      imported ? {} : data.prototypeToken,
    );
    if (changes) this.updateSource({ prototypeToken: changes });
  }

  /** A token HUD's value edit. The pool's count and worth are read from the pool: a change to the pool goes through
   *  the sheet (one change at a time, by the GM's client), so here it is refused with a word, and nothing changes. */
  override async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta?: boolean,
    isBar?: boolean,
  ): Promise<this | undefined> {
    if ((POOL_ATTRIBUTES as readonly string[]).includes(attribute)) {
      ui.notifications!.warn("HB.Token.poolReadOnly", { localize: true });
      return this;
    }
    return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }

  /** Type guard: `actor.type` alone does not narrow `actor.system` in fvtt-types 13.345.1. */
  isCharacter(): this is Actor.OfType<"character"> {
    return this.type === "character";
  }

  isMonstrosity(): this is Actor.OfType<"monstrosity"> {
    return this.type === "monstrosity";
  }

  /** The Stat Dice this actor can roll in this world (core H's plus the world's optional Stat; Hardy is the table's
   *  one shared die, not the character's own). */
  statDice(): Record<string, number> {
    if (this.isCharacter()) {
      const optional = optionalStat();
      const dice: Record<string, number> = this.system.statDice(optional);
      if (optional === "hardy") dice.hardy = hardyDie();
      return dice;
    }
    // Stryker disable next-line ConditionalExpression: a party's system has no stats: spread, they are {} as well
    if (this.isMonstrosity()) return { ...this.system.stats };
    return {};
  }

  /** Haunted (Optional Stats): the die thrown after each roll and subtracted from it, while the world plays with
   *  Haunted and the GM marks this character's haunting present; null otherwise. The roll and its odds
   *  both ask here. */
  hauntedDie(): DieSize | null {
    if (!this.isCharacter() || optionalStat() !== "haunted" || !this.system.hauntingPresent) return null;
    const size = this.system.statDice("haunted").haunted;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: the schema keeps the optional Stat a die size
    return size !== undefined && isDieSize(size) ? size : null;
  }

  /** "Roll d20s" is the GM's: a player's change to it is dropped (documents/hidden-dice.ts), the rest goes on. */
  protected override async _preUpdate(
    ...args: Parameters<foundry.documents.Actor["_preUpdate"]>
  ): Promise<boolean | void> {
    const [changed, , user] = args;
    if (!user.isGM && changed.system && "rollD20s" in changed.system)
      (await import("./hidden-dice")).dropD20sChange(changed);
    return super._preUpdate(...args);
  }

  /** Whether this actor has the Specialization the book names (whichever edition's copy was dropped on it). */
  hasSpecialization(name: string): boolean {
    return this.items.some((i) => i.type === "specialization" && specializationBase(i.name) === name);
  }

  /** The names of this actor's Aptitudes a Specialization of this base name is dropped on (Ambidextrous: "related
   *  enough to this Aptitude"). */
  aptitudesWith(name: string): string[] {
    const items = this.items.contents;
    // Stryker disable next-line MethodExpression: another item of that name points at no Aptitude
    const specializations = items.filter(isSpecialization).filter((i) => specializationBase(i.name) === name);
    const on = new Set(specializations.map((i) => i.system.aptitude));
    // Stryker disable next-line MethodExpression: a Specialization points at an Aptitude's id, never another item's
    const aptitudes = items.filter(isAptitude);
    // Embedded items always have an id.
    return aptitudes.filter((i) => on.has(i.id!)).map((i) => i.name);
  }

  /** Rolls a Check with one of this actor's Stats and posts its card (see applications/chat/roll-check.ts). */
  rollCheck(stat: string, options: RollCheckOptions = {}): Promise<ChatMessage.Implementation | null> {
    if (!HumanityActor.checkRoller) throw new Error("humanity-blessed | rollCheck before init");
    return HumanityActor.checkRoller(this, stat, options);
  }
}
