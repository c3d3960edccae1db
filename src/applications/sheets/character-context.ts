// Everything the character sheet shows, computed from plain data: the sheet, the browser harness and the
// benchmarks all call this, so what a player sees is tested without a running Foundry.
import {
  CONDITIONS,
  CORE_STATS,
  rechargeCost,
  rollableStats,
  balancedGroups,
  conditionsOf,
  DEFAULT_EDITION,
  edition,
  ETHIC_BANKS,
  type DieSize,
  type EditionId,
} from "../../rules";
import type { ItemRow } from "./item-rows";
import { poolTotals } from "../../data/token-attributes";

export interface CharacterView {
  name: string;
  img: string;
  system: {
    stats: Record<string, number>;
    optional: number;
    highest: string;
    lifestyle: string;
    ethic: string;
    blessings: number[];
    banked?: { kind: string; effect: string; count: number }[];
    spent: string[];
    affected?: Record<string, string>;
    hauntingPresent?: boolean;
    pronouns: string;
    age: string;
  };
  items: ItemRow[];
  statuses: string[];
}

export interface StatCard {
  id: string;
  label: string;
  icon: string;
  size: number;
  die: string;
  highest: boolean;
  ignited: boolean;
  /** The edition's word for a Lifestyle-upgraded Stat: Ignited (v0.0.21.10) or Overcharged (v0.0.18). */
  boostLabel: string;
  spent: boolean;
  optional: boolean;
}

function isCondition(id: string): id is keyof typeof CONDITIONS {
  return Object.hasOwn(CONDITIONS, id);
}

export function prepareCharacterContext(
  actor: CharacterView,
  options: {
    optionalStat: string | null;
    ignited: readonly string[];
    editable: boolean;
    editMode: boolean;
    edition?: EditionId;
    /** The viewer is a GM: they mark the haunting present or gone. */
    gm?: boolean;
  },
) {
  const sys = actor.system;
  const dice: Record<string, DieSize> = {};
  for (const id of CORE_STATS) dice[id] = sys.stats[id] as DieSize;
  if (options.optionalStat) dice[options.optionalStat] = sys.optional as DieSize;

  const card = (id: string): StatCard => ({
    id,
    label: `HB.Stat.${id}`,
    // Stryker disable next-line OptionalChaining,StringLiteral: CONFIG.HB gives every core Stat an icon
    icon: id === options.optionalStat ? "fa-solid fa-star" : (CONFIG.HB?.stats[id]?.icon ?? "fa-solid fa-dice"),
    size: dice[id]!,
    die: `d${dice[id]}`,
    highest: sys.highest === id,
    ignited: options.ignited.includes(id),
    boostLabel: `HB.Sheet.${edition(options.edition ?? DEFAULT_EDITION).boostWord}`,
    spent: sys.spent.includes(id),
    optional: id === options.optionalStat,
  });

  const rollable = rollableStats(dice);
  // Balanced groups (and so Sparks) are of the Stats a player chooses; Haunted stands apart.
  const groups = balancedGroups(Object.fromEntries(rollable.map((id) => [id, dice[id]!]))).map((g) => ({
    die: `d${g.size}`,
    stats: g.stats.map(card),
    balanced: g.stats.length > 1,
  }));

  const aptitudes = actor.items.filter((i) => i.type === "aptitude");
  const specializations = actor.items.filter((i) => i.type === "specialization");
  const aptsAndSpecs = aptitudes.map((apt) => {
    const spec = specializations.find((s) => s.system.aptitude === apt.id);
    return {
      id: apt.id,
      name: apt.name,
      spec: spec
        ? {
            id: spec.id,
            name: spec.name,
            recharge: rechargeCost({
              recharge: String(spec.system.recharge ?? ""),
              recharged: Number(spec.system.recharged ?? 0),
              tags: (spec.system.tags as string[] | undefined) ?? [],
            }),
            spent: spec.system.spent,
          }
        : null,
    };
  });
  const looseSpecs = specializations.filter((s) => !aptitudes.some((a) => a.id === s.system.aptitude));

  return {
    editable: options.editable,
    /** A character nobody has built yet: the sheet offers the creation wizard instead of the Session Shop. */
    blank: !sys.highest && actor.items.length === 0,
    editMode: options.editMode && options.editable,
    stats: Object.keys(dice).map(card),
    /** Stats shown apart from the groups, never rolled by the player (Haunted), with whether the
     *  haunting is present. */
    unchosen: Object.keys(dice)
      .filter((id) => !rollable.includes(id))
      .map(card),
    haunting: { present: !!sys.hauntingPresent, canToggle: !!options.gm && options.editable },
    groups,
    dieChoices: { 2: "d2", 4: "d4", 6: "d6", 8: "d8", 10: "d10" },
    blessings: [...sys.blessings]
      .sort((a, b) => a - b)
      // The pool's schema holds Blessings worth 1 to 6: each has a face.
      .map((value, index) => ({ value, index, face: `⚀⚁⚂⚃⚄⚅`[value - 1] })),
    blessingTotal: poolTotals(sys.blessings).blessingWorth,
    // Book: "Bank" — track how many boons or busts you banked and through which effect (each effect says how to
    // spend them). The upgraded Ethic is the effect that banks; older entries keep the effect they were banked by.
    // Stryker disable next-line ArrayDeclaration: the schema always gives a character its banked list
    banked: (sys.banked ?? []).map((b, index) => ({
      index,
      kind: b.kind,
      count: b.count,
      label: `HB.Sheet.banked.${b.kind}.${b.count === 1 ? "one" : "other"}`,
      effectLabel: ETHIC_BANKS[b.effect] ? `HB.Ethic.${b.effect}` : b.effect,
    })),
    bankable: ETHIC_BANKS[sys.ethic]
      ? {
          kind: ETHIC_BANKS[sys.ethic]!.banks,
          effect: sys.ethic,
          label: `HB.Sheet.banked.bank.${ETHIC_BANKS[sys.ethic]!.banks}`,
          effectLabel: `HB.Ethic.${sys.ethic}`,
        }
      : null,
    // What each mark on a die means, for the marks this sheet shows (the legend under the dice).
    markers: [
      ...(sys.highest && dice[sys.highest] ? ["highest"] : []),
      ...(options.ignited.length > 0 ? [edition(options.edition ?? DEFAULT_EDITION).boostWord] : []),
      ...(sys.spent.some((id) => id in dice) ? ["spent"] : []),
    ].map((id) => ({ id, text: `HB.Sheet.marker.${id}` })),
    aptsAndSpecs,
    // A Specialization whose Aptitude is gone (or never set) says so; it can be attached to a free Aptitude.
    looseSpecs: looseSpecs.map((s) => ({ id: s.id, name: s.name })),
    freeAptitudes: aptsAndSpecs.filter((a) => !a.spec),
    things: actor.items
      .filter((i) => i.type === "thing")
      .map((t) => ({ id: t.id, name: t.name, kind: t.system.kind, exceptional: t.system.exceptional })),
    // Ache, Vexed, Vulnerable name "the affected Stat": the sheet records it, and rolls apply the Condition by it.
    // Only this system's Conditions: a status another module set has no name here (the token HUD shows it).
    conditions: actor.statuses.filter(isCondition).map((id) => ({
      id,
      label: `HB.Condition.${id}.name`,
      affects: CONDITIONS[id].affectsStat
        ? {
            name: `system.affected.${id}`,
            options: Object.keys(dice).map((s) => ({
              id: s,
              label: `HB.Stat.${s}`,
              selected: sys.affected?.[id] === s,
            })),
          }
        : null,
    })),
    /** Every Condition of the edition, to switch on from the sheet (the token HUD does the same). */
    addableConditions: conditionsOf(options.edition ?? DEFAULT_EDITION)
      .filter((id) => !actor.statuses.includes(id))
      .map((id) => ({ id, label: `HB.Condition.${id}.name` })),
  };
}

export type CharacterContext = ReturnType<typeof prepareCharacterContext>;
