// Using a Specialization in an Endeavor (book: "Recharge"): "Once activated, these effects cannot be activated again
// until the cost is paid". Apart from actions.ts so the Checks that use others' Specializations (checks.ts, attack.ts)
// import it without a cycle.
import type { Draft } from "./draft";
import { refuse } from "./errors";
import { hasSpecialization, type EndeavorSpecialization, type Participant } from "./state";

export function useSpecialization(d: Draft, p: Participant, spec: EndeavorSpecialization, target?: string): void {
  if (!hasSpecialization(p, spec))
    refuse("endeavor-no-specialization", `${p.name} lacks ${spec}.`, { name: p.name, specialization: spec });
  if (p.needsRecharge.includes(spec))
    refuse("endeavor-needs-recharge", `${spec} must be recharged first.`, { name: p.name, specialization: spec });
  const w = d.edit(p.id);
  w.needsRecharge = [...w.needsRecharge, spec];
  // Stryker disable ConditionalExpression: an undefined target is dropped when the event is stored (JSON)
  d.emit(
    target === undefined
      ? { type: "specializationUsed", id: p.id, specialization: spec }
      : { type: "specializationUsed", id: p.id, specialization: spec, target },
  );
  // Stryker restore ConditionalExpression
}
