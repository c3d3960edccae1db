// The character sheet's parts and tabs as plain data, shared by the sheet and the browser harness so the two
// cannot drift apart (the sheet module itself needs a running Foundry).
import { template } from "../shared/templates";

export const CHARACTER_PARTS = {
  header: { template: template("actor/character/header.hbs") },
  tabs: { template: template("actor/tabs.hbs") },
  stats: { template: template("actor/character/stats.hbs"), scrollable: [""] },
  items: { template: template("actor/character/items.hbs"), scrollable: [""] },
  story: { template: template("actor/character/story.hbs"), scrollable: [""] },
};

export const CHARACTER_TABS = {
  primary: {
    tabs: [
      { id: "stats", icon: "fa-solid fa-dice-d6", cssClass: "" },
      { id: "items", icon: "fa-solid fa-list", cssClass: "" },
      { id: "story", icon: "fa-solid fa-book-open", cssClass: "" },
    ],
    initial: "stats",
    labelPrefix: "HB.Sheet.Tab",
  },
};
