// The Monstrosity sheet's bodies, loaded with the first one rendered (monstrosity-sheet.ts is the shell registered
// at init): its context and its own actions (those every actor sheet has are actor-sheet-actions.ts).
import { prepareMonstrosityContext, type MonstrosityView } from "./monstrosity-context";
import { enrichStory } from "./story-fields";
import { MONSTROSITY_TAGS } from "../../rules/endeavor/state";
import type { MonstrosityAction, MonstrositySheet } from "./monstrosity-sheet";

export async function monstrosityContext<C extends object>(sheet: MonstrositySheet, context: C) {
  const actor = sheet.actor;
  const view = actor.toObject() as unknown as MonstrosityView;
  view.items = actor.items.contents.map((i) => ({ id: i.id!, name: i.name, type: i.type, img: i.img ?? "", system: i.system as unknown as Record<string, unknown> }));
  return Object.assign(context, {
    actor,
    system: actor.system,
    enriched: await enrichStory(actor, ["notes"] as const),
    sheet: prepareMonstrosityContext(view, { editable: sheet.isEditable, editMode: sheet.editMode }),
  });
}

type Act = (this: MonstrositySheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

export const actions: Record<MonstrosityAction, Act> = {
  /** Tags switch on and off with one press each (buttons, so the keyboard reaches them like any action). */
  async toggleTag(this: MonstrositySheet, _event: PointerEvent, target: HTMLElement) {
    const tag = target.dataset.tag;
    if (!tag || !(MONSTROSITY_TAGS as readonly string[]).includes(tag)) return;
    const tags = (this.actor.system as unknown as { tags: string[] }).tags;
    await this.actor.update({ "system.tags": tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag] } as never);
  },
};
