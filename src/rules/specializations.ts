// Specialization limits. Book: "Aptitudes and Specializations" — "You may not specialize the same Aptitude more
// than once or choose the same Specialization more than once."
import { formatCost, parseCost, payCost } from "./blessings";
import { rechargeReadable } from "./cost-notation";
import { refuse } from "./errors";

export interface SpecializationHolder {
  aptitudes: readonly { id: string; name: string }[];
  specializations: readonly { name: string; aptitude: string }[];
}

/** Aptitudes not yet specialized, in order. */
export const unspecializedAptitudes = (h: SpecializationHolder) =>
  h.aptitudes.filter((a) => !h.specializations.some((s) => s.aptitude === a.id));

/** Same Specialization = same name, ignoring an edition suffix such as " (v0.0.18)" and case. */
const baseName = (name: string) =>
  name
    .replace(/\s*\(v[\d.]+\)\s*$/, "")
    .trim()
    .toLowerCase();

/** Throws when taking `name` on `aptitudeId` breaks a limit; with no aptitude, checks one is free. */
export function checkSpecialize(h: SpecializationHolder, name: string, aptitudeId?: string): void {
  if (h.specializations.some((s) => baseName(s.name) === baseName(name))) {
    refuse("specialization-duplicate", `You already have the ${name} Specialization.`, { name });
  }
  const free = unspecializedAptitudes(h);
  if (!free.length)
    refuse("specialization-no-aptitude", "Every Aptitude is already specialized: become apt in a new area first.", {
      name,
    });
  if (aptitudeId !== undefined) {
    const apt = h.aptitudes.find((a) => a.id === aptitudeId);
    if (!apt) refuse("specialization-no-aptitude", "That Aptitude is not on this character.", { name });
    if (!free.includes(apt))
      refuse("specialization-aptitude-taken", `${apt.name} is already specialized.`, { name, aptitude: apt.name });
  }
}

/**
 * A new Specialization on a character spends one Specialization Upgrade: "You won't begin the game with
 * Specializations" (Step Four), and the Session Shop's "Specialization Upgrade `d8`" is how one is gained (the same
 * in both books). Returns the upgrades left. Our reading (the book's "at table discretion" on what is gained): the GM
 * may grant one with none waiting; a player may not.
 */
export function spendSpecializationUnlock(unlocks: number, options: { gm?: boolean } = {}): number {
  if (unlocks > 0) return unlocks - 1;
  if (options.gm) return 0;
  return refuse(
    "specialization-needs-unlock",
    "A new Specialization needs a Specialization Upgrade (d8) from the Session Shop.",
  );
}

/**
 * An item made for one edition's book (Specializations, Lifestyles and Ethics carry `editions`): refused in a world
 * of the other edition, whose book does not have it.
 */
export function assertItemEdition(name: string, editions: readonly string[] | undefined, world: string): void {
  if (editions?.length && !editions.includes(world)) {
    refuse("item-other-edition", `${name} belongs to ${editions.join(", ")}, not to this world's ${world}.`, {
      name,
      editions: editions.join(", "),
      edition: world,
    });
  }
}

/** What a Specialization on a sheet tracks between uses. */
export interface SpecializationUse {
  recharge: string;
  limit: "" | "session" | "action" | "endeavor";
  uses: number;
  used: number;
  spent: boolean;
  /** Recharges paid this session (Insured's cost grows with each). */
  recharged?: number;
  tags?: readonly string[];
}

/** Insured's tag: "When this effect is recharged, increase the cost to recharge it by ①①." */
export const ESCALATING_RECHARGE = "escalating-recharge";

/**
 * What recharging costs now: the printed cost, plus ①① for each recharge already paid this session when the
 * Specialization escalates (Insured). Reading: the increase lasts until the session ends, when it starts over.
 */
export function rechargeCost(spec: Pick<SpecializationUse, "recharge" | "recharged" | "tags">): string {
  if (!spec.recharge) return "";
  // Text the notation cannot read is shown as written (rechargeSpecialization refuses to pay it).
  if (!rechargeReadable(spec.recharge)) return spec.recharge;
  const times = spec.tags?.includes(ESCALATING_RECHARGE) ? Math.max(0, Math.floor(spec.recharged ?? 0)) : 0;
  if (!times) return spec.recharge;
  const cost = parseCost(spec.recharge);
  return formatCost({ atLeast: [...cost.atLeast, ...Array<number>(2 * times).fill(1)], same: cost.same });
}

/**
 * Using a Specialization: "Once activated, these effects cannot be activated again until the cost is paid"
 * (Recharge), and "Once/Twice per session" limits. Returns the new state or throws with the rule that forbids it.
 */
export function useSpecialization(spec: SpecializationUse): SpecializationUse {
  if (spec.spent)
    refuse("specialization-spent", "This Specialization must be recharged before it is used again.", {
      cost: rechargeCost(spec),
    });
  if (spec.limit && spec.uses > 0 && spec.used >= spec.uses)
    refuse("specialization-used-up", "This Specialization has no uses left until its limit resets.", {
      uses: spec.uses,
    });
  return { ...spec, used: spec.limit ? spec.used + 1 : spec.used, spent: !!spec.recharge };
}

/** A use taken back (an undone Endeavor command that used it): one fewer counted against its limit. Only counted
 *  limits come back; a session's end between the use and the undo has already given it back (never below 0). */
export function specializationUseUndone<T extends SpecializationUse>(spec: T): T {
  return spec.limit && spec.used > 0 ? { ...spec, used: spec.used - 1 } : spec;
}

/**
 * A new action begins (the character rolls another Check): "Once per action" uses come back. A recharge, paid later,
 * also starts a new action for it — Determined ("Once per action … Recharge ③") works again once recharged.
 */
export function specializationAtNewAction<T extends SpecializationUse>(spec: T): T {
  return spec.limit === "action" && spec.used ? { ...spec, used: 0 } : spec;
}

/**
 * An Endeavor ends: "Once per … Endeavor" uses come back (the books' Discovery and Stealth Specializations read "Once
 * per Discovery Endeavor", "Once per Stealth Endeavor"), and so do "per action" ones (its end ends every action).
 * Session limits wait for the session's end; a spent Specialization stays spent until recharged.
 */
export function specializationAtEndeavorEnd<T extends SpecializationUse>(spec: T): T {
  return (spec.limit === "endeavor" || spec.limit === "action") && spec.used ? { ...spec, used: 0 } : spec;
}

/** Pays a spent Specialization's recharge cost (rechargeCost) from the pool with the least valuable Blessings. */
export function rechargeSpecialization(
  spec: SpecializationUse,
  pool: readonly number[],
  options: { cursed?: boolean } = {},
): { spec: SpecializationUse; paid: number[]; remaining: number[] } {
  if (!spec.spent || !spec.recharge) return { spec, paid: [], remaining: [...pool] };
  if (!rechargeReadable(spec.recharge))
    refuse(
      "specialization-recharge-unreadable",
      `The recharge cost "${spec.recharge}" cannot be read: correct it on the Specialization first.`,
      { cost: spec.recharge },
    );
  const cost = rechargeCost(spec);
  const payment = payCost(pool, parseCost(cost), options);
  if (!payment) refuse("cannot-pay", `The pool cannot pay the recharge cost ${cost}.`, { cost });
  const next = specializationAtNewAction({ ...spec, spent: false, recharged: (spec.recharged ?? 0) + 1 });
  return { spec: next, paid: payment.paid, remaining: payment.remaining };
}

export { specializationBase } from "./ids";
export { rechargeReadable };
