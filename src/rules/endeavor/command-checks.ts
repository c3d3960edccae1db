/**
 * The Checks a command has its actor make, in the order the engine makes them: an Attack's or an Advance's, each part
 * of a Unique Skill, a Sure-footed Protect's (when the command asks for it), Radiant's (default edition; v0.0.18's
 * Radiant lasts half the position roll and makes none), a pending Attack's. Others' say on a Check (Mischievous,
 * watching, Resolved, Protective) and the acting form's choices go where these are.
 */
import type { AttackAction, CheckOptions, Command, CoverAction, PassAction, SimpleAction } from "./commands";
import type { EndeavorState } from "./state";
import { endeavorRules } from "./endeavor-editions";
import { ENDEAVOR_KINDS } from "./kinds";

/** The kinds' own actions that are Checks made with the command's own options. */
const KIND_CHECKS = new Set<string>(
  Object.values(ENDEAVOR_KINDS).flatMap((k) =>
    Object.values(k.roles).flatMap((r) => r?.actions.filter((a) => a.check).map((a) => a.id) ?? []),
  ),
);

/** Pass and Cover make no Check (nor does any other action that is not listed here or in the table as one). */
function partChecks(part: SimpleAction | PassAction | CoverAction, edition: EndeavorState["edition"]): CheckOptions[] {
  switch (part.kind) {
    case "attack":
    case "advance":
    case "move":
    case "hidden":
      return [part];
    case "protect":
      return part.check ? [part.check] : [];
    case "radiant":
      return endeavorRules(edition).roundStart === "position-roll" ? [] : [part];
    default:
      // A kind's own action that is a Check (its table entry's `check`).
      return KIND_CHECKS.has(part.kind) ? [part as CheckOptions] : [];
  }
}

export function checksInCommand(command: Command, edition: EndeavorState["edition"]): CheckOptions[] {
  if (command.type === "resolvePending") return command.attack ? [command.attack] : [];
  if (command.type !== "act") return [];
  const a = command.action;
  // Stryker disable next-line ArrayDeclaration: anything in place of no parts is no object, so it makes no Check either
  const parts = a.kind === "unique" ? (Array.isArray(a.actions) ? a.actions : []) : [a];
  // Stryker disable next-line ConditionalExpression: a part that is no object has no kind (partChecks' default); null
  // is kept out
  return parts.flatMap((part) => (part && typeof part === "object" ? partChecks(part, edition) : []));
}

export const isAttackCheck = (check: CheckOptions): check is AttackAction =>
  (check as { kind?: unknown }).kind === "attack";
