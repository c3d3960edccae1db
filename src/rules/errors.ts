// Illegal requests throw a RulesError with a stable code; the Foundry layer shows `HB.Error.<code>` and changes
// nothing.
import type { RulesErrorCode } from "./error-codes";

export class RulesError extends Error {
  readonly code: string;
  readonly details: Record<string, string | number>;

  constructor(code: RulesErrorCode | (string & {}), message?: string, details: Record<string, string | number> = {}) {
    super(message ?? code);
    this.name = "RulesError";
    this.code = code;
    this.details = details;
  }
}

export function refuse(code: RulesErrorCode, message: string, details: Record<string, string | number> = {}): never {
  throw new RulesError(code, message, details);
}
