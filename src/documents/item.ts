import { asLoaded } from "../data/salvage";

export class HumanityItem extends foundry.documents.Item {
  /** Built from stored or new data: its lists are read element by element (data/salvage.ts). */
  protected override _initializeSource(...args: Parameters<foundry.documents.Item["_initializeSource"]>) {
    return asLoaded(() => super._initializeSource(...args));
  }

  isSpecialization(): this is Item.OfType<"specialization"> {
    return this.type === "specialization";
  }
  isAptitude(): this is Item.OfType<"aptitude"> {
    return this.type === "aptitude";
  }
}
