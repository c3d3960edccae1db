// What the tracker shows before an Endeavor starts: the GM's start form (the edition's Endeavor types), a player's
// wait. It is all the sidebar draws at a world's load, so it loads on its own, without the rows' context and the
// engine (tracker-context.ts, which draws the same through here once there is a Combat without an Endeavor).
import { endeavorRules } from "../../rules/endeavor/endeavor-editions";
import type { EditionId } from "../../rules/endeavor";

export function prepareTrackerStart(input: { isGM: boolean; count: number; edition: EditionId }) {
  const kinds = endeavorRules(input.edition).kinds.map((k) => ({ value: k, label: `HB.Endeavor.Kind.${k}` }));
  return {
    started: false as const, isGM: input.isGM, waiting: !input.isGM, count: input.count,
    start: input.isGM ? { kinds, racing: kinds.some((k) => k.value === "racing"), finishLine: 30 } : null,
  };
}
