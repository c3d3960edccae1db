// What a Stealth Endeavor's requests carry beyond the shared ones (the supplement's Stealth Endeavors): the Eye's
// Watch Stat; the rogues' Move, an Objective's Check, Hidden, and the Eye's actions; the Alarm an Attack on the Eye's
// defenses raises; the special actions; a rogue who escaped; the start's lay of the land and Watch die; the Eye,
// the GM's to play.
import { WATCH } from "../../../../../rules/endeavor/kinds/stealth";
import {
  bool,
  int,
  list,
  literal,
  object,
  optional,
  record,
  refuse,
  text,
  type Parser,
} from "../../../../shared/request-schema";
import { MAX_PEOPLE } from "../../request-parts";
import type { KindRequests } from "../kind-requests";

export const STEALTH_REQUESTS = {
  // The Eye's single Watch Stat is a Stat of the Endeavor (its Action Die), not a character's.
  stats() {
    return [WATCH];
  },
  removals() {
    return ["escaped"] as const;
  },
  // The Eye (Humanity, Endeavored) is the GM's to play.
  gmOnly(state, participant) {
    return state.eye && participant === state.eye.id ? "HB.Error.endeavorEyeGmOnly" : null;
  },
  parsers({ pid, buttonId, direction, blessings, position, checkOptions }) {
    // Exactly two: list() refuses a third, and a missing one is undefined.
    const twoIds: Parser<[string, string]> = (v, path) => {
      const [first, second] = list(buttonId, 2)(v, path);
      // A parsed list has no holes, so a second id means a first (TypeScript needs both)
      // Stryker disable next-line ConditionalExpression
      return first !== undefined && second !== undefined ? [first, second] : refuse(path);
    };
    return {
      actions: {
        move: object({ kind: literal("move"), direction, escape: optional(bool), ...checkOptions }),
        objective: object({ kind: literal("objective"), button: buttonId, ...checkOptions }),
        hidden: object({ kind: literal("hidden"), ...checkOptions }),
        search: object({ kind: literal("search"), position }),
        scan: object({ kind: literal("scan"), direction }),
        awaken: object({ kind: literal("awaken"), owners: optional(record(buttonId, pid, 400)) }),
        wound: object({ kind: literal("wound"), target: pid, blessings: optional(blessings) }),
      },
      attack: { alarm: optional(buttonId) },
      specials: {
        quickenPace: object({ kind: literal("quickenPace"), allies: list(pid, MAX_PEOPLE) }),
        sweepDefenses: object({ kind: literal("sweepDefenses"), between: twoIds }),
        engageSentry: object({ kind: literal("engageSentry") }),
      },
      gm: {},
      start: {
        land: optional(
          object({
            alarms: optional(text(1000)),
            objectives: optional(text(2000)),
            escapes: optional(text(1000)),
            sanctuaries: optional(text(1000)),
          }),
        ),
        watch: optional(int(2, 10)),
      },
    };
  },
} satisfies KindRequests;
