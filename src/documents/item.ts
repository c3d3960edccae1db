import { asLoaded } from "../data/salvage";

export class HumanityItem extends foundry.documents.Item {
  /** Core migrates a document's source with migrateDataSafe while it builds one (stored or new), and an update's
   *  changes with migrateData: only the first reads lists element by element (data/salvage.ts). */
  static override migrateDataSafe(source: Record<string, unknown>) {
    return asLoaded(() => super.migrateDataSafe(source));
  }
}
