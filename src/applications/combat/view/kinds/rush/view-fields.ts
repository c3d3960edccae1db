// The fields Rush adds to the tracker's and the board's contexts (the templates read them by these names).
import type { leaderControl } from "./leader-control";
import type { plotVictoryForm } from "./plot-victory";

declare module "../kind-view" {
  interface KindSpecialFields {
    /** Plot Victory's form (null: not offered now). */
    plot?: ReturnType<typeof plotVictoryForm>["plot"];
  }
  interface KindRowFields {
    /** The charge leader, and the allies foiled (who can never lead again). */
    leader?: boolean;
    foiled?: boolean;
  }
  interface KindToolbarFields {
    /** The allies may elect another charge leader, among those who may lead. */
    leader?: ReturnType<typeof leaderControl>;
  }
}
