// The Monstrosity sheet for the harness registry, from the same pure context and PARTS the sheet uses.
import { prepareMonstrosityContext, type MonstrosityView } from "../../src/applications/sheets/monstrosity-context";
import { MONSTROSITY_PARTS } from "../../src/applications/sheets/monstrosity-layout";
import type { HarnessView } from "./views";

export const hollowKing: MonstrosityView = {
  name: "The Hollow King",
  img: "icons/svg/mystery-man.svg",
  system: {
    stats: { head: 6, hand: 8, heart: 4, home: 2, hurt: 10, hurry: 4, history: 6 },
    sp: { start: 12, recovery: 4 },
    tags: ["Horde", "Revenge"],
    blessings: [5, 1, 3],
    notes: "<p>Wears a crown of river reeds; speaks only in questions.</p>",
  },
  items: [
    { id: "apt1", name: "Shadow-walking", type: "aptitude", img: "", system: {} },
    { id: "spec1", name: "Imposing", type: "specialization", img: "", system: { aptitude: "apt1" } },
  ],
};

const monstrosityView = (id: string, label: string, editMode: boolean): HarnessView => ({
  id, label, fixture: "hollowKing",
  frame: { kind: "window", tag: "form", classes: "sheet humanity-blessed monstrosity", title: hollowKing.name, icon: "fa-solid fa-dragon", width: 560 },
  parts: Object.values(MONSTROSITY_PARTS).map((p) => p.template),
  context: (state) => ({
    actor: { name: hollowKing.name, img: hollowKing.img },
    system: hollowKing.system,
    // Plain HTML, no links or secrets: core's enrichHTML gives it back as it is.
    enriched: { notes: hollowKing.system.notes },
    sheet: prepareMonstrosityContext(hollowKing, { editable: true, editMode: state.editMode ?? editMode }),
  }),
});

export const MONSTROSITY_VIEWS: HarnessView[] = [
  monstrosityView("monstrosity", "Monstrosity sheet", false),
  monstrosityView("monstrosity-edit", "Monstrosity sheet — edit mode", true),
];
