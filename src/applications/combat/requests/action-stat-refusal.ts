// An action the Action Die does not allow: the engine refuses it with the book's requirement as its code ("Hurt only",
// "Not Hurt") and the action's kinds-table id in its details. The reader is told which action and what the book marks
// beside it, in their own language: the GM's client (this chunk) sends the key of that action's message
// (HB.Endeavor.ActionStat.<requirement>.<action>), the reader's client fills it in. An action the book does not mark
// (a kinds table edited) keeps the code's own message.
import type { RulesError } from "../../../rules/errors";
import { RelayRefusal } from "../../shared/relay";

/** The book's mark beside an action that an engine code stands for, or none (read where it is asked, so that it is
 *  measured with the refusals it names). */
function requirementOf(code: unknown): string | null {
  switch (code) {
    case "endeavor-violent-needs-hurt":
      return "hurt-only";
    case "endeavor-not-hurt":
      return "not-hurt";
  }
  return null;
}

/** The refusal the reader should see for `err`: that action's message, or `err` itself. */
export function actionStatRefusal(err: unknown): unknown {
  // Read as the relay reads a refusal (its code), the engine's chunk being its own. Another code, or an action the book
  // does not mark so (or none), has no message: its key (ending ".null" or ".undefined") is in no language file.
  const refusal = err as Partial<RulesError> | null;
  const key = `HB.Endeavor.ActionStat.${requirementOf(refusal?.code)}.${String(refusal?.details?.action)}`;
  if (!game.i18n!.has(key)) return err;
  const details = refusal!.details!;
  return new RelayRefusal(key, Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v)])));
}
