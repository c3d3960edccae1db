/** A Monstrosity's Recovery passives, active while its Recovery button is on the track. */
import { Draft } from "./draft";
import { hasButton } from "./buttons";
import type { EndeavorState, Participant } from "./state";

/** Horde: active while the Monstrosity's Recovery button is on the track. */
export function hordeActive(d: Draft | EndeavorState, p: Participant): boolean {
  const state = d instanceof Draft ? d.state : d;
  return p.tags.includes("Horde") && hasButton(state, "recovery", p.id);
}

/** Immunity: Attacks related enough to the Monstrosity's Aptitudes automatically fail. */
export function immune(d: Draft, p: Participant, relatedToAptitudes: boolean | undefined): boolean {
  return !!relatedToAptitudes && p.tags.includes("Immunity") && hasButton(d.state, "recovery", p.id);
}
