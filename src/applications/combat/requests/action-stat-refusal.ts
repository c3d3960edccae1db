// An action the Action Die does not allow: the engine refuses it with the book's requirement as its code ("Hurt only",
// "Not Hurt") and the action's kinds-table id in its details. The reader is told which action and what the book marks
// beside it, in their own language: the GM's client (this chunk) sends the key of that action's message
// (HB.Endeavor.ActionStat.<requirement>.<action>), the reader's client fills it in. An action the book does not mark
// (a kinds table edited) keeps the code's own message.
import type { RulesError } from "../../../rules/errors";
import { RelayRefusal } from "../../shared/relay";

const REQUIREMENTS: Record<string, string> = {
  "endeavor-violent-needs-hurt": "hurt-only",
  "endeavor-not-hurt": "not-hurt",
};

/** The refusal the reader should see for `err`: that action's message, or `err` itself. */
export function actionStatRefusal(err: unknown): unknown {
  // Read as the relay reads a refusal (its code), the engine's chunk being its own.
  const refusal = err as Partial<RulesError> | null;
  if (typeof refusal?.code !== "string" || !Object.hasOwn(REQUIREMENTS, refusal.code) || !refusal.details) return err;
  const key = `HB.Endeavor.ActionStat.${REQUIREMENTS[refusal.code]}.${String(refusal.details.action)}`;
  if (!game.i18n!.has(key)) return err;
  return new RelayRefusal(key, Object.fromEntries(Object.entries(refusal.details).map(([k, v]) => [k, String(v)])));
}
