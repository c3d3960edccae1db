// The GM's start form: the sides and teams chosen are stored on the Combatants, then the start is asked of the GM's
// client with the kind, the finish line, the Terrain and each kind's own fields the form says.
import { currentEdition } from "../../../settings";
import { DEFAULT_KIND, isEndeavorKind } from "../../../rules/endeavor";
import { ENDEAVOR_KINDS } from "../../../rules/endeavor/kinds";
import type { KindStartOptions } from "../../../rules/endeavor/kinds/kind-entry";
import { COMBATANT_SIDES, type CombatantSide } from "../../../data/combat/endeavor-combatant";
import type { Action } from "../../shared/lazy";
import { fieldGroup } from "../view/index";
import { formFields } from "./form-fields";
import { send } from "./send-request";
import { startChoices } from "./tracker-start";
import type { TrackerHost } from "./tracker-host";

const isCombatantSide = (value: string): value is CombatantSide =>
  (COMBATANT_SIDES as readonly string[]).includes(value);

/** The start form's Begin. */
export const startEndeavor: Action<TrackerHost> = async function (
  this: TrackerHost,
  _event: PointerEvent,
  target: HTMLElement,
) {
  const fields = formFields(target.closest<HTMLFormElement>("form[data-endeavor-start]"));
  // A kind the table does not know (a hand-edited form) starts the first kind; the GM's client checks the edition.
  const kind = isEndeavorKind(fields.kind) ? fields.kind : DEFAULT_KIND;
  // Sides and teams chosen in the form are stored on the Combatants, which the start reads (only the GM sees this
  // form). A field the form does not draw (teams without Racing) keeps what was set before.
  const combat = this.combat;
  // No Combat shown: nothing to store, and nothing to start.
  if (!combat) return;
  const sides = fieldGroup(fields, "side");
  const teams = fieldGroup(fields, "team");
  const before: { _id: string; system: ReturnType<typeof startChoices> }[] = [];
  const changes = combat.combatants.contents.flatMap((c) => {
    const was = startChoices(c);
    // A side the schema does not know (a hand-edited form) keeps the one stored.
    const chosen = String(sides[c.id!] ?? was.side);
    const side = isCombatantSide(chosen) ? chosen : was.side;
    const team = typeof teams[c.id!] === "string" ? String(teams[c.id!]).trim() : was.team;
    if (side === was.side && team === was.team) return [];
    before.push({ _id: c.id!, system: was });
    return [{ _id: c.id!, system: { side, team } }];
  });
  if (changes.length) await combat.updateEmbeddedDocuments("Combatant", changes);
  // Left empty, the finish line is the book's 30; anything typed goes to the GM's check (a refusal says why).
  const finishLine = fields.finishLine ?? null;
  // Each kind's own fields (the lay of the land, a leader), as the kind's entry reads them from the form: sent
  // whichever kind is chosen, and read by the GM's client only for the kind that asks them.
  const own: KindStartOptions = Object.assign(
    {},
    ...Object.values(ENDEAVOR_KINDS).map((k) => k.start.fromForm?.(fields) ?? {}),
  );
  const started = await send(this, {
    op: "start",
    options: {
      kind,
      edition: currentEdition(),
      ...(finishLine !== null ? { finishLine: Number(finishLine) } : {}),
      terrain: String(fields.terrain ?? ""),
      ...own,
    },
  });
  // A refused start leaves the Combatants as they were (the form still shows the choices, to correct and begin).
  if (!started && before.length) await combat.updateEmbeddedDocuments("Combatant", before);
};
