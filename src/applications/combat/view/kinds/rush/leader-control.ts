// Rush's charge leader, in the GM's toolbar (pure).
import { kindRules, type EndeavorState } from "../../../../../rules/endeavor";
import { mayLead } from "../../../../../rules/endeavor/kinds/rush";
import { choice } from "../../tracker-options";

/** The GM's "charge leader" control: those who may lead (allies in the Endeavor never foiled), the leader chosen. */
export function leaderControl(state: EndeavorState) {
  const choices =
    kindRules(state.kind).leader && !state.outcome
      ? state.participants.filter((q) => mayLead(state, q)).map(choice)
      : [];
  // One option is always the rendered choice (nobody leading: the first), so a re-render's drafts (form-drafts.ts) do
  // not read it as the GM's own and keep it.
  return choices.length ? { choices, current: state.leader ?? choices[0]!.value } : null;
}
