// The live sums of the tracker's forms (pure: the tracker writes the text into the form's <output> as it is edited).
// Perform Combo's spread is judged by the engine itself, in a dry run on this client (the state is never touched): it
// knows how far everyone really moves (a Wound button passed slows the movement, a Zeal or Defeat button stops it) and
// whether the opponents' shares add up, so no rule is restated here.
import type { EndeavorState } from "../../../rules/endeavor";
import { apply } from "../../../rules/endeavor/engine-core";
import { stolen } from "./act-commands";
import { allyCombo } from "./special-commands";
import type { RowFields } from "./row-fields";
import type { LiveText } from "./kinds/kind-view";

export type { LiveText };

export interface LiveSum {
  /** Localisation keys with their data, shown one after the other. */
  parts: LiveText[];
  /** The engine would refuse the form as it stands. */
  danger: boolean;
}

const refusal = (err: unknown): LiveText => {
  const code = (err as { code?: unknown }).code;
  return { key: typeof code === "string" ? `HB.Error.${code}` : "HB.Error.relayFailed", data: {} };
};

/** What a form with a live sum (`data-hb-live`) says now: "steal" (the Blessings ticked), "combo" (allies' spread). */
export function liveSum(state: EndeavorState, by: string, form: string, fields: RowFields): LiveSum | null {
  if (form === "steal") {
    const count = Object.values(stolen(fields) ?? {}).reduce((s, ticked) => s + ticked.length, 0);
    return {
      parts: [
        count ? { key: "HB.Endeavor.Steal.ticked", data: { count } } : { key: "HB.Endeavor.Steal.none", data: {} },
      ],
      danger: false,
    };
  }
  if (form === "combo") return comboSum(state, by, fields);
  return null;
}

function comboSum(state: EndeavorState, by: string, fields: RowFields): LiveSum | null {
  const p = state.participants.find((q) => q.id === by);
  if (!p) return null;
  const special = allyCombo(fields);
  const { down, opponents } = special;
  // First the movement alone (the opponents then share it evenly, which the engine always accepts) …
  let moved = 0;
  try {
    const { events } = apply(state, { type: "special", by, special: { kind: "combo", ...(down ? { down } : {}) } });
    const side = new Set(state.participants.filter((q) => q.side === p.side).map((q) => q.id));
    for (const e of events) {
      // Stryker disable next-line ConditionalExpression: no other event names a participant with a from and a to
      if (e.type !== "moved") continue;
      // Down only: the chooser's move up by their temporary Blessings comes first.
      if (side.has(e.id)) moved += Math.max(0, e.from - e.to);
    }
  } catch (err) {
    return { parts: [refusal(err)], danger: true };
  }
  const parts: LiveText[] = [];
  if (moved === 0) {
    // Nobody moves down: shares typed for the opponents are refused by the engine (they would move nobody).
    parts.push({ key: "HB.Endeavor.Combo.sumNone", data: {} });
  } else {
    if (opponents) {
      parts.push({
        key: "HB.Endeavor.Combo.sumShares",
        data: { moved, shares: Object.values(opponents).reduce((s, n) => s + n, 0) },
      });
    } else {
      parts.push({ key: "HB.Endeavor.Combo.sumEven", data: { moved } });
    }
    const asked = Object.values(down ?? {}).reduce((s, n) => s + n, 0);
    if (asked > moved) parts.push({ key: "HB.Endeavor.Combo.slowed", data: { asked } });
  }
  // … then with the opponents' shares, as the GM's engine will judge them.
  try {
    apply(state, { type: "special", by, special });
    return { parts, danger: false };
  } catch (err) {
    return { parts: [...parts, refusal(err)], danger: true };
  }
}
