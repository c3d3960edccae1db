// From a click on the tracker to an engine command (pure: the tracker reads the row's fields and passes them here).
// Only the shape is decided here; whether the command is legal is the engine's call on the GM's client.
import { endeavorRules, type AttackAction, type Command, type EndeavorState, type GmOp, type Payment, type Special } from "../../rules/endeavor";

export interface RowFields {
  /** Chosen opponents (multi-select), in the order they appear. */
  targets: string[];
  /** Protect: yourself or an ally. */
  ally: string;
  /** Declare Victory / Perform Combo (Monstrosities): the opponent chosen. */
  specialTarget: string;
}

/** Protect costs "Blessings" (at least one): the smallest temporary Blessing, else the smallest permanent one. */
export function cheapestBlessing(state: EndeavorState, id: string): Payment | null {
  const p = state.participants.find((q) => q.id === id);
  if (!p) return null;
  const min = (v: number[]) => Math.min(...v);
  if (p.temporary.length) return { temporary: [min(p.temporary)] };
  if (p.blessings.length) return { permanent: [min(p.blessings)] };
  return null;
}

export function chooseCommand(state: EndeavorState, by: string, stat: string): Command {
  return endeavorRules(state.edition).roundStart === "position-roll"
    ? { type: "rollPosition", by, stat }
    : { type: "chooseActionDie", by, stat };
}

export function actCommand(state: EndeavorState, by: string, kind: string, fields: RowFields): Command | null {
  switch (kind) {
    case "attack":
    case "violent":
      return { type: "act", by, action: { kind: "attack", violent: kind === "violent", targets: fields.targets } };
    case "advance":
      return { type: "act", by, action: { kind: "advance" } };
    case "pass":
      return { type: "act", by, action: { kind: "pass" } };
    case "zealous":
      return { type: "act", by, action: { kind: "zealous" } };
    case "protect": {
      const pay = cheapestBlessing(state, by) ?? {};
      return { type: "act", by, action: { kind: "protect", target: fields.ally || by, pay } };
    }
    default:
      return null;
  }
}

export function pendingCommand(state: EndeavorState, by: string, decline: boolean, fields: RowFields): Command {
  if (decline) return { type: "resolvePending", by, attack: null };
  const p = state.participants.find((q) => q.id === by);
  const attack: AttackAction = { kind: "attack", violent: p?.actionDie === "Hurt", targets: fields.targets.slice(0, 1) };
  return { type: "resolvePending", by, attack };
}

export function specialCommand(by: string, kind: string, fields: RowFields, role: "character" | "monstrosity"): Command | null {
  let special: Special | null;
  switch (kind) {
    case "decline":
      special = null;
      break;
    case "overcome":
      special = { kind: "overcome" };
      break;
    case "declareVictory":
      special = { kind: "declareVictory", target: fields.specialTarget };
      break;
    case "combo":
      // Monstrosities wound the chosen opponent; allies move up and may then move down (the GM adjusts if asked).
      special = role === "monstrosity" ? { kind: "combo", targets: fields.specialTarget ? [fields.specialTarget] : [] } : { kind: "combo" };
      break;
    default:
      return null;
  }
  return { type: "special", by, special };
}

export function gmCommand(op: GmOp): Command {
  return { type: "gm", gm: op };
}
