// Rush on the Endeavor's card (pure): a charge leader foiled, changed or elected.
import type { EndeavorEvent } from "../../../../../rules/endeavor";
import type { Translator } from "../../../../shared/translator";
import type { KindCard } from "../kind-card";

/** Each of the kind's events' format data (undefined: another's). */
function rushEventData(
  e: EndeavorEvent,
  name: (id: string | null) => string,
  i18n: Translator,
): Record<string, string> | undefined {
  switch (e.type) {
    case "foiled":
      return { actor: name(e.by), target: name(e.id) };
    case "leaderChanged":
      return { actor: e.id ? name(e.id) : i18n.localize("HB.Endeavor.Rush.nobody") };
    case "leaderElected":
      return { actor: name(e.id), target: e.from ? name(e.from) : i18n.localize("HB.Endeavor.Rush.noneElected") };
  }
  return undefined;
}

/** Rush's card parts. */
export function rushCard(): KindCard {
  return {
    icons: {
      foiled: "fa-solid fa-user-slash",
      leaderChanged: "fa-solid fa-flag",
      leaderElected: "fa-solid fa-flag",
    },
    data: rushEventData,
  };
}
