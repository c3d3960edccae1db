// A rules refusal as the player reads it: `HB.Error.<code>` filled with the refusal's details (every code has its
// message; test/system/error-messages.test.ts holds the placeholders to the details each refusal passes).
import type { RulesError } from "../../rules/errors";
import { STAT_IDS, statId } from "../../rules/ids";

/** A refusal's Stats in the reader's language: the engine names them as the book prints them ("Hurt"), the rules
 *  by id ("hurt"); both read as HB.Stat.<id>. */
export function localiseDetails(
  data: Record<string, string>,
  localize: (key: string) => string,
): Record<string, string> {
  const out = { ...data };
  for (const key of ["stat", "partner"]) {
    // Stryker disable next-line StringLiteral: a missing detail and any word that is no Stat both name no Stat
    const id = statId(out[key] ?? "");
    if (STAT_IDS.has(id)) out[key] = localize(`HB.Stat.${id}`);
  }
  return out;
}

export function refusalOf(err: RulesError): { key: string; data: Record<string, string> } {
  return {
    key: `HB.Error.${err.code}`,
    data: Object.fromEntries(Object.entries(err.details).map(([k, v]) => [k, String(v)])),
  };
}

export function warnRefusal(err: RulesError): void {
  const { key, data } = refusalOf(err);
  ui.notifications!.warn(
    game.i18n!.format(
      key,
      localiseDetails(data, (k) => game.i18n!.localize(k)),
    ),
  );
}
