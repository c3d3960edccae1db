// A special action at the round's end, from the row's fields to an engine command (pure): Overcome, Declare Victory,
// Perform Combo (allies' and a Monstrosity's), a kind's own (its folder reads them), or decline.
import type { ComboSpecial, Command, Special } from "../../../rules/endeavor";
import { kindSpecialFields } from "./kinds/index";
import { all, amounts, one, type RowFields } from "./row-fields";

export function specialCommand(
  by: string,
  kind: string,
  fields: RowFields,
  role: "character" | "monstrosity",
): Command | null {
  let special: Special | null;
  const target = one(fields, "specialTarget");
  switch (kind) {
    case "decline":
      special = null;
      break;
    case "overcome":
      special = { kind: "overcome" };
      break;
    case "declareVictory":
      special = { kind: "declareVictory", target };
      break;
    case "declareVictoryAll":
      special = { kind: "declareVictoryAll" };
      break;
    case "combo":
      special = role === "monstrosity" ? monstrosityCombo(fields) : allyCombo(fields);
      break;
    default: {
      // A kind's own special action (its folder names the fields); none: not a special action.
      const own = kindSpecialFields(kind);
      if (!own) return null;
      special = own(fields);
    }
  }
  return { type: "special", by, special };
}

/** Allies' Perform Combo: how far the chooser and each ally move down (`comboDown.<id>`), and the opponents' shares of
 *  the amount moved (`comboOpp.<id>`; none typed: the engine shares it evenly). Blank shares are left out. */
export function allyCombo(fields: RowFields): ComboSpecial {
  const combo: ComboSpecial = { kind: "combo" };
  const down = amounts(fields, "comboDown");
  const opponents = amounts(fields, "comboOpp");
  if (down) combo.down = down;
  if (opponents) combo.opponents = opponents;
  return combo;
}

/** A Monstrosity's Perform Combo: the first opponent chosen (`comboFirst`), then those ticked (`comboMore`). */
function monstrosityCombo(fields: RowFields): ComboSpecial {
  const first = one(fields, "comboFirst");
  return { kind: "combo", targets: [...new Set([first, ...all(fields, "comboMore")].filter(Boolean))] };
}
