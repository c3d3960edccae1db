// What the Specialization picker shows, from plain data: the Specializations this character may take on the Aptitude,
// and apart from them the others, each with the reason. The reason comes from the drop's own rules (planDrop), so the
// picker never offers what a drop would refuse: the world's edition, a Specialization already taken (an edition's
// copy counts as the same one), a free Aptitude and a Specialization Upgrade waiting. The book ties no Specialization
// to a Lifestyle or an Ethic, so a character's outlook filters nothing here.
import { planDrop, type DropPlan, type DropTarget } from "../sheets/character-drop";
import type { Translator } from "../shared/translator";
import type { EditionId } from "../../rules";

/** One Specialization the picker may offer: the compendium's or one of the world's own Items. */
export interface SpecializationOption {
  uuid: string;
  name: string;
  /** The book's text, as HTML (enriched by the caller when it can). */
  description: string;
  recharge: string;
  limit: string;
  uses: number;
  endeavorOnly: boolean;
  /** The editions whose book has it; none listed: every edition. */
  editions?: readonly string[];
}

export interface PickerOptions {
  edition: EditionId;
  gm: boolean;
  /** The Aptitude whose button opened the picker; none (the Session Shop): the first free one, changeable. */
  aptitude?: string;
}

export interface PickerRow {
  uuid: string;
  name: string;
  description: string;
  /** Recharge, limit and "Endeavors only", as the player reads them. */
  tags: string[];
  /** Lower-case name and text, for the search box (matchesSearch). */
  search: string;
  /** Why it cannot be taken on any Aptitude (another edition's, already taken); absent when it can. */
  reason?: string;
}

export interface PickerContext {
  aptitudes: { id: string; name: string; selected: boolean }[];
  /** The Aptitude named in the window's words; "" when none is free. */
  aptitudeName: string;
  /** What stops every choice at once (no Upgrade waiting, no free Aptitude), or the GM's grant; "" when nothing. */
  notice: string;
  /** Whether Take is refused for every row (the notice says why). */
  blocked: boolean;
  upgrades: string;
  available: PickerRow[];
  unavailable: PickerRow[];
  total: number;
}

/** Refusals that stop every Specialization alike: said once above the list, not on each row. */
const FOR_EVERY_ROW = new Set([
  "HB.Error.specialization-needs-unlock",
  "HB.Error.specialization-no-aptitude",
  "HB.Error.specialization-aptitude-taken",
]);

/** Name and text without markup, in lower case with single spaces: what the search box reads (never shown). */
const searchText = (name: string, html: string) =>
  `${name} ${html.replace(/<[^>]*>/g, " ")}`
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Whether a row's search text holds every word typed (any order, any case). */
export function matchesSearch(search: string, query: string): boolean {
  // Spaces around the words split off empty ones, which every text includes: nothing to filter out.
  const words = query.toLowerCase();
  // Stryker disable next-line Regex: one space or a run of them splits off the same words (and empty ones)
  return words.split(/\s+/).every((word) => search.includes(word));
}

function tagsOf(option: SpecializationOption, t: Translator): string[] {
  const tags: string[] = [];
  if (option.recharge) tags.push(t.format("HB.Sheet.rechargeCost", { cost: option.recharge }));
  if (option.limit) tags.push(t.format(`HB.Picker.limit.${option.limit}`, { uses: String(option.uses) }));
  if (option.endeavorOnly) tags.push(t.localize("HB.Picker.endeavorOnly"));
  return tags;
}

/** A Specialization's refusals name Specializations, Aptitudes and editions, never a Stat: their details read as is. */
const refusalText = (plan: Extract<DropPlan, { kind: "refuse" }>, t: Translator) => t.format(plan.key, plan.data ?? {});

export function preparePickerContext(
  holder: DropTarget,
  options: readonly SpecializationOption[],
  picker: PickerOptions,
  t: Translator,
): PickerContext {
  const free = holder.aptitudes.filter((a) => !holder.specializations.some((s) => s.aptitude === a.id));
  const chosen = free.find((a) => a.id === picker.aptitude) ?? (picker.aptitude ? undefined : free[0]);
  const aptitude = chosen?.id ?? picker.aptitude;
  const context = { edition: picker.edition, gm: picker.gm, aptitude };
  const available: PickerRow[] = [];
  const unavailable: PickerRow[] = [];
  let notice = "";
  for (const option of [...options].sort((a, b) => a.name.localeCompare(b.name))) {
    const item = { type: "specialization", name: option.name, system: { editions: option.editions ?? [] } };
    const plan = planDrop(holder, item, context);
    const row: PickerRow = {
      uuid: option.uuid,
      name: option.name,
      description: option.description,
      tags: tagsOf(option, t),
      search: searchText(option.name, option.description),
    };
    if (plan.kind !== "refuse") available.push(row);
    else if (FOR_EVERY_ROW.has(plan.key)) {
      notice ||= refusalText(plan, t);
      available.push(row);
    } else unavailable.push({ ...row, reason: refusalText(plan, t) });
  }
  const unlocks = holder.specializationUnlocks ?? 0;
  const blocked = !!notice;
  // The GM may grant one with none waiting (rules spendSpecializationUnlock): said, so it is not done unknowingly.
  if (!blocked && !unlocks && picker.gm) notice = t.localize("HB.Picker.gmGrants");
  return {
    aptitudes: free.map((a) => ({ id: a.id, name: a.name, selected: a.id === aptitude })),
    aptitudeName: chosen?.name ?? "",
    notice,
    blocked,
    upgrades: t.format("HB.Picker.upgrades", { count: String(unlocks) }),
    available,
    unavailable,
    total: options.length,
  };
}
