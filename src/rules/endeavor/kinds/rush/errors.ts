/** The refusals only a Rush Endeavor makes (joined into ENDEAVOR_ERROR_CODES through the kinds table; localised as
 *  `HB.Error.<code>`). A leaf: it imports nothing, so the table and the types both read it. */
export const RUSH_ERROR_CODES = [
  "endeavor-bad-leader", // a charge leader who is not in the Endeavor
  "endeavor-leader-monstrosity", // a Monstrosity named charge leader (only an ally leads)
  "endeavor-leader-foiled", // a foiled ally named charge leader ("you cannot become the charge leader again")
  "endeavor-leader-already", // the GM's new election names the charge leader already leading
] as const;
