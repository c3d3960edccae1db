// The Monstrosity sheet's bodies, loaded with the first one rendered (monstrosity-sheet.ts is the shell registered
// at init): its context and its own actions (those every actor sheet has are actor-sheet-actions.ts).
import { prepareMonstrosityContext, type MonstrosityView } from "./monstrosity-context";
import { enrichStory } from "./story-fields";
import { MONSTROSITY_TAGS } from "../../rules/endeavor/state";
import type { ActorSheetHost, MonstrosityAction } from "./actor-sheet-host";
import type { MonstrosityActor } from "../../documents/actor";
import { itemRows } from "./item-rows";
import { warnRefusal } from "../shared/refusal";
import { rollsD20s } from "../../documents/hidden-dice";
import { d20Context } from "./d20-context";
import { currentEdition } from "../../settings";
import { assertItemEdition, RulesError } from "../../rules";
import { isSpecialization } from "../../documents/item-types";

/** What a Monstrosity can hold: Apts & Specs (book: "characters as usual"); things and Outlooks are for characters. */
function holds(type: string): boolean {
  return type === "aptitude" || type === "specialization";
}

/** A drop on the sheet: Apts & Specs of this world's edition go on (core's drop, `add`); anything else is refused with
 *  a word, and nothing changes. */
export async function dropItem(
  sheet: ActorSheetHost,
  item: Item.Implementation,
  add: () => Promise<Item.Implementation | null>,
): Promise<Item.Implementation | null> {
  if (!sheet.actor.isOwner) return null;
  if (!holds(item.type)) {
    ui.notifications!.warn(game.i18n!.format("HB.Drop.monstrosityRefuses", { name: item.name }));
    return null;
  }
  // A Specialization from the other edition's book does not exist in this world.
  try {
    assertItemEdition(item.name, isSpecialization(item) ? item.system.editions : undefined, currentEdition());
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: assertItemEdition refuses with a RulesError alone
    if (!(err instanceof RulesError)) throw err;
    warnRefusal(err);
    return null;
  }
  return add();
}

/** The sheet's actor as the Monstrosity it is: the sheet is registered for Monstrosities only. */
function monstrosityOf(sheet: ActorSheetHost): MonstrosityActor {
  const actor = sheet.actor;
  if (!actor.isMonstrosity()) throw new Error(`humanity-blessed | the Monstrosity sheet shows a ${actor.type}`);
  return actor;
}

export async function monstrosityContext<C extends object>(sheet: ActorSheetHost, context: C) {
  const actor = monstrosityOf(sheet);
  const view: MonstrosityView = { system: actor.toObject().system, items: itemRows(actor) };
  return Object.assign(context, {
    actor,
    system: actor.system,
    enriched: await enrichStory(actor, ["notes"] as const),
    sheet: prepareMonstrosityContext(view, { editable: sheet.isEditable, editMode: sheet.editMode }),
    // Hidden Stat Dice: whether it rolls d20s, and whether this user may change that (the GM); only the GM's Stat
    // Dice wear the d20 badge, as players never learn the dice are hidden from the sheet.
    d20: d20Context(rollsD20s(actor), game.user!.isGM),
  });
}

type Act = (this: ActorSheetHost, event: PointerEvent, target: HTMLElement) => Promise<void>;

export const actions: Record<MonstrosityAction, Act> = {
  /** Tags switch on and off with one press each (buttons, so the keyboard reaches them like any action). */
  async toggleTag(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    const tag = MONSTROSITY_TAGS.find((t) => t === target.dataset.tag);
    if (!tag) return;
    const actor = monstrosityOf(this);
    const tags = actor.system.tags;
    await actor.update({ system: { tags: tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag] } });
  },
};
