/** The choices every Endeavor Check's options may make: an Aptitude (own or lent), Gains, Ache, Famous. */
import type { CheckChoices } from "../check-request";
import type { CheckOptions } from "./commands";
import { refuse } from "./errors";
import type { AptitudeEntry, Participant } from "./state";

/** An Aptitude the participant may call on, with its Specialization: their own, or one lent by an ally's Radiant
 *  while the grant lasts. Names match as a table would say them (case and spaces aside). */
export function findAptitude(p: Participant, name: string): AptitudeEntry | null {
  const same = (a: string) => a.trim().toLowerCase() === name.trim().toLowerCase();
  const own = p.aptitudes?.find((a) => same(a.name));
  const lent = p.granted?.find((g) => same(g.aptitude));
  if (!lent) return own ?? null;
  // Radiant lends an Aptitude "including its Specialization": an ally who has that Aptitude without one gains it too.
  return { name: own?.name ?? lent.aptitude, specialization: own?.specialization ?? lent.specialization };
}

export const hasAptitude = (p: Participant, name: string): boolean => findAptitude(p, name) !== null;

/** The choices a Check's options make that every Check shares (Aptitude, Gains, Ache, Famous), checked. */
export function sharedChoices(
  p: Participant,
  opts: CheckOptions,
): Pick<CheckChoices, "aptitude" | "ambidextrous" | "exceptional" | "aching" | "lessFamous"> {
  const apt = opts.withAptitude;
  if (apt !== undefined && (typeof apt !== "string" || !hasAptitude(p, apt))) {
    refuse("endeavor-no-aptitude", `${p.name} has no Aptitude "${String(apt)}".`, {
      name: p.name,
      aptitude: String(apt),
    });
  }
  // Gains: "One thing you have gained improves to an exceptional quality". A participant read from an actor (traits)
  // uses one only if the actor has one, as the roll dialog lists them; one set up without an actor: the table's word.
  if (opts.exceptional === true && p.traits && !p.traits.exceptional?.length) {
    refuse("endeavor-no-exceptional", `${p.name} has gained nothing of exceptional quality.`, { name: p.name });
  }
  return {
    aptitude: apt !== undefined,
    // Ambidextrous (v0.0.18): "aid from two sources at once related enough to this Aptitude" — the one it is on
    // (found above, or refused).
    ambidextrous: apt !== undefined && findAptitude(p, apt)!.specialization === "Ambidextrous",
    exceptional: opts.exceptional === true,
    aching: opts.aching,
    lessFamous: opts.lessFamous === true,
  };
}
