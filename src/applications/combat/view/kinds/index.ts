// What each kind of Endeavor shows of its own in the tracker and on the board, in one table keyed by kind (its hooks:
// kind-view.ts; each kind's under its folder). The generic view asks a kind's entry here, never the kind's state.
import { DEFAULT_KIND, isEndeavorKind, type AttackAction, type EndeavorKind } from "../../../../rules/endeavor";
import type { RowFields } from "../row-fields";
import type { KindView } from "./kind-view";
import { rushView } from "./rush/view";
import { stealthView } from "./stealth/view";

export type { KindBoard, KindView, OwnAction } from "./kind-view";

/** Each kind's views (built when asked, like the rest of a view). */
export function kindViews(): Record<EndeavorKind, KindView> {
  return { monstrous: {}, racing: {}, rush: rushView(), stealth: stealthView() };
}

/** A kind's views (an unknown kind — a hand-edited state — reads as the first, as its rules do). */
export function kindView(kind: string): KindView {
  return kindViews()[isEndeavorKind(kind) ? kind : DEFAULT_KIND];
}

/** The kinds' part named `key` (action, special or button kind: one name, one kind's). Own keys only: a name from a
 *  form ("constructor") finds nothing a table does not hold. */
function ownPart<T>(
  part: (v: KindView) => Readonly<Partial<Record<string, T>>> | undefined,
  key: string,
): T | undefined {
  const holder = Object.values(kindViews()).find((v) => Object.hasOwn(part(v) ?? {}, key));
  return holder && part(holder)![key];
}

/** The row's fields read into a kind's own action, by action kind. */
export function kindActionFields(kind: string) {
  return ownPart((v) => v.actions, kind);
}

/** The row's fields read into a kind's own special action, by special kind. */
export function kindSpecialFields(kind: string) {
  return ownPart((v) => v.specialCommands, kind);
}

/** The board's icon of a kind's own button kind. */
export function kindButtonIcon(kind: string): string | undefined {
  return ownPart((v) => v.buttonIcons, kind);
}

/** What each kind's own fields add to a violent Attack (what it removes of the kind's defenses). */
export function kindAttackFields(fields: RowFields): Partial<AttackAction> {
  const added: Partial<AttackAction> = Object.assign({}, ...Object.values(kindViews()).map((v) => v.attack?.(fields)));
  return added;
}
