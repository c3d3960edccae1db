// What Advance's confirming button does, as the form stands (pure): the engine answers in a dry run with a success
// supplied (success-run.ts), so X, Help on X, the track's end and a Monstrosity's Schemes are its own.
import { endeavorRules, type EndeavorState } from "../../../rules/endeavor";
import { actCommand } from "./act-commands";
import type { LiveText } from "./kinds/kind-view";
import type { RowFields } from "./row-fields";
import { successEvents } from "./success-run";

/** "Advance: up by 3 → 7", "Advance: add Schemes (2)"; null where the button keeps its name: v0.0.18, whose amount is
 *  the position roll's half with the Check's boons and busts (unknown before the roll), or an Advance refused. */
export function advanceLabel(state: EndeavorState, by: string, fields: RowFields): LiveText[] | null {
  // v0.0.18's dry run is refused too (its Check's first roll is the position roll, never supplied): not run at all.
  // Stryker disable next-line ConditionalExpression: the refused dry run answers null alike
  if (endeavorRules(state.edition).amountFromRoll) return null;
  const command = actCommand(state, by, "advance", fields);
  const events = command && successEvents(state, command);
  if (!events) return null;
  // Stryker disable next-line ConditionalExpression: the only buttons an Advance adds are a Monstrosity's Schemes
  const schemes = events.filter((e) => e.type === "buttonAdded" && e.button.kind === "scheme").length;
  if (schemes) return [{ key: "HB.Endeavor.Step.Confirm.advanceSchemes", data: { count: schemes } }];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an Advance moves its actor first, and no one else
  const moved = events.find((e) => e.type === "moved" && e.id === by);
  // Stryker disable next-line ConditionalExpression,OptionalChaining: a successful Advance adding no Schemes moves
  if (moved?.type !== "moved") return null;
  return [{ key: "HB.Endeavor.Step.Confirm.advance", data: { x: moved.to - moved.from, position: moved.to } }];
}
