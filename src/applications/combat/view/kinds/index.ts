// What each kind of Endeavor shows of its own in the tracker and on the board, in one table keyed by kind (its hooks:
// kind-view.ts; each kind's under its folder). The generic view asks a kind's entry here, never the kind's state.
import { DEFAULT_KIND, isEndeavorKind, type AttackAction, type EndeavorKind } from "../../../../rules/endeavor";
import type { RowFields } from "../row-fields";
import type { KindView } from "./kind-view";
import { RUSH_VIEW } from "./rush/view";
import { STEALTH_VIEW } from "./stealth/view";

export type { KindBoard, KindView, OwnAction } from "./kind-view";

export const KIND_VIEWS: Record<EndeavorKind, KindView> = {
  monstrous: {},
  racing: {},
  rush: RUSH_VIEW,
  stealth: STEALTH_VIEW,
};

/** A kind's views (an unknown kind — a hand-edited state — reads as the first, as its rules do). */
export function kindView(kind: string): KindView {
  return KIND_VIEWS[isEndeavorKind(kind) ? kind : DEFAULT_KIND];
}

/** Every kind's parts keyed by what they read (action, special or button kind: one name, one kind's). A map: a name
 *  from a form ("constructor") finds nothing it does not hold. */
const merged = <T>(part: (v: KindView) => Readonly<Partial<Record<string, T>>> | undefined): ReadonlyMap<string, T> =>
  new Map(
    Object.values(KIND_VIEWS).flatMap((v) => Object.entries(part(v) ?? {}).flatMap(([k, t]) => (t ? [[k, t]] : []))),
  );

/** The row's fields read into each kind's own actions and special actions; the board's icon of each button kind. */
export const KIND_ACTION_FIELDS = merged((v) => v.actions);
export const KIND_SPECIAL_FIELDS = merged((v) => v.specialCommands);
export const KIND_BUTTON_ICONS = merged((v) => v.buttonIcons);

/** What each kind's own fields add to a violent Attack (what it removes of the kind's defenses). */
export function kindAttackFields(fields: RowFields): Partial<AttackAction> {
  const added: Partial<AttackAction> = Object.assign({}, ...Object.values(KIND_VIEWS).map((v) => v.attack?.(fields)));
  return added;
}
