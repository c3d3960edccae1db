// Specialization limits. Book: "Aptitudes and Specializations" — "You may not specialize the same Aptitude more
// than once or choose the same Specialization more than once."
import { refuse } from "./errors";

export interface SpecializationHolder {
  aptitudes: readonly { id: string; name: string }[];
  specializations: readonly { name: string; aptitude: string }[];
}

/** Aptitudes not yet specialized, in order. */
export const unspecializedAptitudes = (h: SpecializationHolder) =>
  h.aptitudes.filter((a) => !h.specializations.some((s) => s.aptitude === a.id));

/** Same Specialization = same name, ignoring an edition suffix such as " (v0.0.18)" and case. */
const baseName = (name: string) => name.replace(/\s*\(v[\d.]+\)\s*$/, "").trim().toLowerCase();

/** Throws when taking `name` on `aptitudeId` breaks a limit; with no aptitude, checks one is free. */
export function checkSpecialize(h: SpecializationHolder, name: string, aptitudeId?: string): void {
  if (h.specializations.some((s) => baseName(s.name) === baseName(name))) {
    refuse("specialization-duplicate", `You already have the ${name} Specialization.`, { name });
  }
  const free = unspecializedAptitudes(h);
  if (!free.length) refuse("specialization-no-aptitude", "Every Aptitude is already specialized: become apt in a new area first.", { name });
  if (aptitudeId !== undefined) {
    const apt = h.aptitudes.find((a) => a.id === aptitudeId);
    if (!apt) refuse("specialization-no-aptitude", "That Aptitude is not on this character.", { name });
    if (!free.includes(apt)) refuse("specialization-aptitude-taken", `${apt.name} is already specialized.`, { name, aptitude: apt.name });
  }
}
