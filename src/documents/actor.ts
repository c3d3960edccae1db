// Actor: persists what the rules decide; the decisions themselves are in src/rules.
import { specializationBase } from "../rules/ids";
import { isDieSize } from "../rules/stat-dice";
import type { DieSize } from "../rules/ids";
import { hardyDie, optionalStat } from "../settings";
import type { CheckRequest } from "./check";

export type RollCheckOptions = Omit<CheckRequest, "stat"> & {
  /** Open the roll dialog on this Stat instead of rolling straight away. */
  dialog?: boolean;
};
/** A character, as HumanityActor#isCharacter() proves it: `system` is its CharacterModel. */
export type CharacterActor = HumanityActor & Actor.OfType<"character">;
/** A Monstrosity, as HumanityActor#isMonstrosity() proves it: `system` is its MonstrosityModel. */
export type MonstrosityActor = HumanityActor & Actor.OfType<"monstrosity">;
type CheckRoller = (actor: HumanityActor, stat: string, options: RollCheckOptions) => Promise<ChatMessage.Implementation | null>;

export class HumanityActor extends foundry.documents.Actor {
  /** Rolls and posts a Check: set at init by applications/chat/roll-check.ts (documents never import applications). */
  static checkRoller: CheckRoller | null = null;

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
    if (this.isMonstrosity()) return { ...this.system.stats };
    return {};
  }

  /** Haunted (Optional Stats): the die thrown after each roll and subtracted from it, while the world plays with
   *  Haunted and the GM marks this character's haunting present; null otherwise. The roll and its odds both ask here. */
  hauntedDie(): DieSize | null {
    if (!this.isCharacter() || optionalStat() !== "haunted" || !this.system.hauntingPresent) return null;
    const size = this.system.statDice("haunted").haunted;
    return size !== undefined && isDieSize(size) ? size : null;
  }

  /** Hidden Stat Dice: a new Monstrosity takes the world's "Roll d20s" default (documents/hidden-dice.ts). */
  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed !== false && this.type === "monstrosity") (await import("./hidden-dice")).newMonstrosityD20s(this, data);
    return allowed;
  }

  /** "Roll d20s" is the GM's: a player's change to it is dropped (documents/hidden-dice.ts), the rest goes on. */
  protected override async _preUpdate(changed: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Implementation) {
    if (!user.isGM && changed.system && "rollD20s" in changed.system) (await import("./hidden-dice")).dropD20sChange(changed);
    return super._preUpdate(changed, options, user);
  }

  /** Whether this actor has the Specialization the book names (whichever edition's copy was dropped on it). */
  hasSpecialization(name: string): boolean {
    return this.items.some((i) => i.type === "specialization" && specializationBase(i.name ?? "") === name);
  }

  /** Rolls a Check with one of this actor's Stats and posts its card (see applications/chat/roll-check.ts). */
  rollCheck(stat: string, options: RollCheckOptions = {}): Promise<ChatMessage.Implementation | null> {
    if (!HumanityActor.checkRoller) throw new Error("humanity-blessed | rollCheck before init");
    return HumanityActor.checkRoller(this, stat, options);
  }
}
