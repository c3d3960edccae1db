// The start form's context (pure): what the tracker shows before an Endeavor starts — the GM's start form (the
// edition's Endeavor types), a player's wait. The tracker draws it before the first Endeavor (tracker-start.ts loads
// it alone, without the rows' context and the engine) and once there is a Combat without an Endeavor.
import { ENDEAVOR_KINDS, kindsOf, type EndeavorKindRules } from "../../../rules/endeavor/kinds";
import type { EditionId } from "../../../rules/endeavor";

/** A combatant as the start form shows it: the side the GM may set (blank: from the actor) and a Racing team. */
export interface StartCombatant {
  id: string;
  name: string;
  side?: string;
  team?: string;
}

/** The sides the GM may set on a combatant (blank: from its actor). */
function sides() {
  return [
    { value: "", label: "HB.Endeavor.Start.sideFromActor" },
    { value: "allies", label: "HB.Endeavor.Side.allies" },
    { value: "monstrosities", label: "HB.Endeavor.Side.monstrosities" },
  ];
}

/** The fields every kind's start entry says yes or no to; a kind's own are its `start.fields`. */
function shared() {
  return ["finishLine", "terrain", "teams", "sides"] as const;
}
type Shared = ReturnType<typeof shared>[number];
function isShared(f: string): f is Shared {
  return (shared() as readonly string[]).includes(f);
}

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
  // The form asks the shared fields and every kind's own (each kind's entry says which it asks): drawn once for every
  // kind the edition has, it asks what any of them needs (each field says which).
  const every = Object.values(ENDEAVOR_KINDS);
  // Stryker disable next-line ArrayDeclaration: a field no kind asks is drawn nowhere
  const fields = [...new Set([...shared(), ...every.flatMap((k) => k.start.fields ?? [])])];
  const asked = (k: EndeavorKindRules, f: (typeof fields)[number]) =>
    isShared(f) ? !!k.start[f] : !!k.start.fields?.includes(f);
  const asks = (f: (typeof fields)[number]) => offered.some((k) => asked(k, f));
  // Each field is shown only while the kind chosen asks it (turn-steps.ts showStartKind): which kinds do, and whether
  // the kind the form is drawn with does.
  const askedBy = Object.fromEntries(
    fields.map((f) => [
      f,
      offered
        .filter((k) => asked(k, f))
        .map((k) => k.id)
        .join(" "),
    ]),
  );
  // Every edition offers a kind.
  const chosen = offered.find((k) => k.id === input.kind) ?? offered[0]!;
  const hide = Object.fromEntries(fields.map((f) => [f, !asked(chosen, f)]));
  // The choices the kinds' own fields offer (the Eye's Watch die, Rush's charge leader), whichever kinds are offered.
  const choices: Record<string, { value: string; label: string }[]> = Object.assign(
    {},
    ...every.map((k) => k.start.choices?.(input.combatants) ?? {}),
  );
  return {
    started: false as const,
    count: input.combatants.length,
    start: input.isGM
      ? {
          kinds,
          // The world's finish line (setting endeavorFinishLine; the book's 30), which the GM may change for this race.
          finishLine: input.finishLine ?? 30,
          askedBy,
          hide,
          kind: chosen.id,
          asks: Object.fromEntries(fields.map((f) => [f, asks(f)])),
          ...choices,
          // Who is on which side (Monstrous) and who races together (Racing): stored on each Combatant at the start.
          combatants: input.combatants.map((c) => ({
            id: c.id,
            name: c.name,
            side: c.side ?? "",
            team: c.team ?? "",
            sides: sides(),
          })),
        }
      : null,
  };
}
