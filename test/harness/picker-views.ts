// The Specialization picker (src/applications/dialogs/specialization-picker.ts) over the system's real compendium
// (packs/_source/specializations), its Checks enriched as core would: what a player may take on Sailing, and the
// same picker with no Specialization Upgrade waiting (the reason said once, every Take refused).
import { parse } from "yaml";
import { template } from "../../src/applications/shared/templates";
import { preparePickerContext, type SpecializationOption } from "../../src/applications/dialogs/specialization-picker-context";
import type { DropTarget } from "../../src/applications/sheets/character-drop";
import { enrichChecks } from "./call-views";
import { harnessI18n } from "./lang";
import type { HarnessView } from "./views";

const i18n = harnessI18n();
const sources = import.meta.glob<string>("../../packs/_source/specializations/[!_]*.yml", { query: "?raw", import: "default", eager: true });

interface PackSpecialization {
  _id: string;
  name: string;
  system: { description: string; recharge: string; limit: string; uses: number; endeavorOnly: boolean; editions: string[] };
}

/** The compendium's Specializations as the picker reads them; built when a view is drawn (the page has a document). */
export const packOptions = (): SpecializationOption[] => Object.values(sources).map((raw) => {
  const { _id, name, system } = parse(raw) as PackSpecialization;
  return {
    uuid: `Compendium.humanity-blessed.specializations.Item.${_id}`, name, // The node-side registry render has no DOM to build the links with: there the text shows as written.
    description: typeof document === "undefined" ? system.description : enrichChecks(system.description),
    recharge: system.recharge, limit: system.limit, uses: system.uses, endeavorOnly: system.endeavorOnly, editions: system.editions,
  };
});

const wren = (unlocks: number): DropTarget => ({
  aptitudes: [{ id: "aptSailing000001", name: "Sailing" }, { id: "aptSongs00000001", name: "Old Songs" }],
  specializations: [{ name: "Calm", aptitude: "aptSongs00000001" }],
  specializationUnlocks: unlocks,
  built: true,
});

const pickerView = (id: string, label: string, unlocks: number): HarnessView => ({
  id, label, fixture: "shopper",
  frame: { kind: "window", tag: "form", classes: "humanity-blessed hb-dialog hb-picker", title: "HB.Picker.title", localizeTitle: true, titleName: "Wren Alder", icon: "fa-solid fa-star", width: 560, height: 640 },
  parts: [template("dialogs/specialization-picker.hbs")],
  context: () => ({ ...preparePickerContext(wren(unlocks), packOptions(), { edition: "v0.0.21.10", gm: false, aptitude: "aptSailing000001" }, i18n) }),
});

export const PICKER_VIEWS: HarnessView[] = [
  pickerView("dialog-specialization-picker", "Dialog — Specialization picker, Sailing, one Upgrade waiting", 1),
  pickerView("dialog-specialization-picker-none", "Dialog — Specialization picker with no Upgrade waiting (every Take refused, said why)", 0),
];
