// An area the character is apt in; Specializations point at one of these.
import { htmlField } from "../fields";

export function aptitudeSchema() {
  return { description: htmlField() };
}
export type AptitudeSchema = ReturnType<typeof aptitudeSchema>;

export class AptitudeModel extends foundry.abstract.TypeDataModel<AptitudeSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HB.Aptitude"];
  static override defineSchema(): AptitudeSchema {
    return aptitudeSchema();
  }
}
