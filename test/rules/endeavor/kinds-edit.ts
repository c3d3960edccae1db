// Editing the kinds table in a test (to prove a reader follows it), restored after each test of the file that calls
// restoreKindsAfterEach().
import { afterEach } from "vitest";
import { ENDEAVOR_KINDS, type EndeavorKind, type KindAction, type StatRequirement } from "../../../src/rules/endeavor/kinds";

export function restoreKindsAfterEach(): typeof ENDEAVOR_KINDS {
  const saved = { ...ENDEAVOR_KINDS };
  afterEach(() => Object.assign(ENDEAVOR_KINDS, saved));
  return saved;
}

/** The table with one role's actions edited. */
export function editActions(kind: EndeavorKind, role: "character" | "monstrosity", edit: (actions: readonly KindAction[]) => KindAction[]): void {
  const entry = ENDEAVOR_KINDS[kind];
  ENDEAVOR_KINDS[kind] = { ...entry, roles: { ...entry.roles, [role]: { ...entry.roles[role], actions: edit(entry.roles[role].actions) } } };
}

/** An edit: this action requires that Stat. */
export const requiring = (id: KindAction["id"], stat: StatRequirement) => (actions: readonly KindAction[]): KindAction[] =>
  actions.map((a) => (a.id === id ? { ...a, stat } : a));
