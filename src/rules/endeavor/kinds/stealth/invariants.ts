/** What every reachable state of a Stealth Endeavor keeps in its own parts (invariants.ts asks it through the table):
 *  one Eye, Alarms at 1–20 and never two at one position, every Objective with its Check. */
import type { EndeavorState } from "../../state";
import { AREA_TOP } from "./area";

export function stealthInvariants(s: EndeavorState): string[] {
  const problems: string[] = [];
  if (!s.eye) return problems;
  const eyes = s.participants.filter((p) => p.role === "eye");
  if (eyes.length !== 1 || eyes[0]!.id !== s.eye.id) problems.push("not exactly the one Eye");
  const alarms = s.buttons.filter((b) => b.kind === "alarm").map((b) => b.position);
  if (alarms.some((p) => p < 1 || p > AREA_TOP)) problems.push("an Alarm outside 1–20");
  if (new Set(alarms).size !== alarms.length) problems.push("two Alarms at one position");
  if (s.buttons.some((b) => b.kind === "objective" && !b.check)) problems.push("an Objective without its Check");
  return problems;
}
