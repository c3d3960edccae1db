export class HumanityItem extends foundry.documents.Item {
  isSpecialization(): this is Item.OfType<"specialization"> {
    return this.type === "specialization";
  }
  isAptitude(): this is Item.OfType<"aptitude"> {
    return this.type === "aptitude";
  }
}
