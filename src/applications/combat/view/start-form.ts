// The start form's context (pure): what the tracker shows before an Endeavor starts — the GM's start form (the
// edition's Endeavor types), a player's wait. The tracker draws it before the first Endeavor (tracker-start.ts loads
// it alone, without the rows' context and the engine) and once there is a Combat without an Endeavor.
import { ENDEAVOR_KINDS, kindsOf } from "../../../rules/endeavor/kinds";
import type { EditionId } from "../../../rules/endeavor";
import { DIE_SIZES } from "../../../rules/ids";

/** A combatant as the start form shows it: the side the GM may set (blank: from the actor) and a Racing team. */
export interface StartCombatant {
  id: string;
  name: string;
  side?: string;
  team?: string;
}

const SIDES = [
  { value: "", label: "HB.Endeavor.Start.sideFromActor" },
  { value: "allies", label: "HB.Endeavor.Side.allies" },
  { value: "monstrosities", label: "HB.Endeavor.Side.monstrosities" },
];

/** `kind`: the kind the form is drawn with (the first the edition offers unless named). */
export function prepareTrackerStart(input: {
  isGM: boolean;
  combatants: readonly StartCombatant[];
  edition: EditionId;
  finishLine?: number;
  kind?: string;
}) {
  const offered = kindsOf(input.edition).map((k) => ENDEAVOR_KINDS[k]);
  const kinds = offered.map((k) => ({ value: k.id, label: k.label }));
  // The form is drawn once for every kind the edition has: it asks what any of them needs (each field says which).
  const asks = (what: keyof (typeof offered)[number]["start"]) => offered.some((k) => k.start[what]);
  // Each field is shown only while the kind chosen asks it (turn-steps.ts showStartKind): which kinds do, and whether
  // the kind the form is drawn with does.
  const fields = ["finishLine", "terrain", "teams", "sides", "land", "leader"] as const;
  const askedBy = Object.fromEntries(
    fields.map((f) => [
      f,
      offered
        .filter((k) => k.start[f])
        .map((k) => k.id)
        .join(" "),
    ]),
  ) as Record<(typeof fields)[number], string>;
  const chosen = offered.find((k) => k.id === input.kind) ?? offered[0];
  const hide = Object.fromEntries(fields.map((f) => [f, !chosen?.start[f]])) as Record<
    (typeof fields)[number],
    boolean
  >;
  const racing = asks("finishLine") || asks("terrain") || asks("teams");
  return {
    started: false as const,
    isGM: input.isGM,
    waiting: !input.isGM,
    count: input.combatants.length,
    start: input.isGM
      ? {
          // The world's finish line (setting endeavorFinishLine; the book's 30), which the GM may change for this race.
          kinds,
          racing,
          finishLine: input.finishLine ?? 30,
          askedBy,
          hide,
          kind: chosen?.id ?? "",
          asks: {
            finishLine: asks("finishLine"),
            terrain: asks("terrain"),
            teams: asks("teams"),
            sides: asks("sides"),
            land: asks("land"),
            leader: asks("leader"),
          },
          // Stealth: the Eye's Watch die, set by the GM (d8 unless changed).
          watchDice: DIE_SIZES.map((n) => ({ value: String(n), label: `d${n}` })),
          // Rush's charge leader, elected among the allies before the first round (none: Monstrosities act first).
          leaders: input.combatants.map((c) => ({ value: c.id, label: c.name })),
          // Who is on which side (Monstrous) and who races together (Racing): stored on each Combatant at the start.
          combatants: input.combatants.map((c) => ({
            id: c.id,
            name: c.name,
            side: c.side ?? "",
            team: c.team ?? "",
            sides: SIDES,
          })),
        }
      : null,
  };
}
