// The fields an Endeavor with an Eye adds to the tracker's and the board's contexts (the templates read them by these
// names).
import type { eyeSpecials, eyeTurn, rogueTurn } from "./eye-forms";
import type { landLine } from "./land-line";
import type { objectiveForm } from "./objective-stats";
import type { extraActionTag } from "./quicken-pace";

declare module "../kind-view" {
  interface KindActFields {
    rogue?: ReturnType<typeof rogueTurn> | null;
    eye?: ReturnType<typeof eyeTurn> | null;
  }
  interface KindSpecialFields {
    /** Quicken Pace, Sweep Defenses, Engage Sentry (null: no Eye). */
    eye?: ReturnType<typeof eyeSpecials> | null;
  }
  interface KindRowFields {
    /** The Eye's row shows its mode instead of a position. */
    eyeMode?: string;
    wake?: boolean;
    /** Quicken Pace's additional action. */
    extra?: ReturnType<typeof extraActionTag>;
  }
  interface KindHeadFields {
    /** The Eye's mode, shown to everyone ("wake mode" with who alerted it, on the board), and what it means. */
    eyeMode?: string;
    eyeModeTip?: string;
    /** What is left of the guarded area, one line of the bar. */
    land?: ReturnType<typeof landLine>;
    wake?: boolean;
  }
  interface KindToolbarFields {
    /** An Objective is added with its Check. */
    objective?: ReturnType<typeof objectiveForm>;
  }
  interface KindBoardFields {
    wake?: boolean;
    /** The header's Eye mode explained. */
    goalTip?: string;
  }
}
