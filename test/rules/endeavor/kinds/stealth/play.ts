/** A Stealth Endeavor at a's first turn, for the tests of the Stealth rules' own files (stealth-*.test.ts). */
import {
  apply, type Command, type EndeavorEvent, type EndeavorOptions, type EndeavorState, type ParticipantSetup,
} from "../../../../../src/rules/endeavor/index";
import type { LandSetup } from "../../../../../src/rules/endeavor/kinds/stealth/land";
import { choose, play, rogue, setup, theEye } from "../../../../builders/endeavor";

export { gm, moveTo, play } from "../../../../builders/endeavor";

/** The Objective every land here has (button b1): a Head Check at 9. */
export const OBJ: LandSetup = { kind: "objective", position: 9, check: { stat: "Head" } };

export interface Begin {
  options?: Partial<EndeavorOptions>;
  /** The Action Dice a and b choose (Head: X 2). */
  a?: string;
  b?: string;
  /** Other rogues, who choose Head. */
  more?: ParticipantSetup[];
  /** a's own setup (Specializations, conditions). */
  aSetup?: Partial<ParticipantSetup>;
  /** Where OBJ lies instead of 9. */
  objective?: number;
}

/** a and b (rogues at 1) and the Eye (Watch d8, X 2), each having chosen with two temporary Blessings; a's turn. The
 *  land's buttons follow OBJ: b2, b3, … in order. */
export function begin(land: LandSetup[], o: Begin = {}): EndeavorState {
  const more = o.more ?? [];
  const s = setup({
    kind: "stealth", participants: [rogue("a", o.aSetup), rogue("b"), ...more, theEye()],
    land: [{ ...OBJ, position: o.objective ?? OBJ.position }, ...land], options: o.options ?? {},
  });
  const chosen = [choose("a", o.a ?? "Head", [2, 2]), choose("b", o.b ?? "Head", [2, 2]), ...more.map((p) => choose(p.id, "Head", [2, 2])), choose("eye", "Watch", [2, 2])];
  return play(s, chosen);
}

export const eventsOf = (s: EndeavorState, c: Command): EndeavorEvent[] => apply(s, c).events;
export const buttonsAt = (s: EndeavorState, kind: string): number[] => s.buttons.filter((b) => b.kind === kind).map((b) => b.position);
