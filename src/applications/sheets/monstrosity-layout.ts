// The Monstrosity sheet's parts as plain data, shared by the sheet and the browser harness (no copy to drift).
import { template } from "../shared/templates";

export const MONSTROSITY_PARTS = {
  header: { template: template("actor/monstrosity/header.hbs") },
  body: { template: template("actor/monstrosity/body.hbs"), scrollable: [""] },
};
