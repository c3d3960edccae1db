// A rules refusal as the player reads it: `HB.Error.<code>` filled with the refusal's details (every code has its
// message; test/system/error-messages.test.ts holds the placeholders to the details each refusal passes).
import type { RulesError } from "../rules/errors";

export const refusalOf = (err: RulesError): { key: string; data: Record<string, string> } => ({
  key: `HB.Error.${err.code}`,
  data: Object.fromEntries(Object.entries(err.details).map(([k, v]) => [k, String(v)])),
});

export function warnRefusal(err: RulesError): void {
  const { key, data } = refusalOf(err);
  ui.notifications?.warn(game.i18n!.format(key, data));
}
