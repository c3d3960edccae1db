// What dropping an Item on a character does, decided by the rules from plain data so every legal and illegal drop
// is testable. Book: "Specialization Limits" — one Specialization per Aptitude, never the same Specialization twice;
// Step Four — "You won't begin the game with Specializations" (each needs a Specialization Upgrade); the Session
// Shop's Lifestyle and Ethic paths; and an item from the other edition's book does not exist in this world.
import {
  assertItemEdition,
  assertOutlookChange,
  checkSpecialize,
  ethicUpgrades,
  lifestyleUpgrades,
  RulesError,
  spendSpecializationUnlock,
  unspecializedAptitudes,
  type EditionId,
  type SpecializationHolder,
} from "../../rules";
import { refusalOf } from "../shared/refusal";

export interface DroppedItem {
  type: string;
  name: string;
  /** A Lifestyle's or Ethic's `key`, an edition-bound item's `editions`: read only where the item has them. */
  system?: object;
}

/** The character the item is dropped on, as the rules need it. */
export interface DropTarget extends SpecializationHolder {
  lifestyle?: string;
  ethic?: string;
  /** Built: creation is done (a highest Stat chosen); before, a starting Lifestyle/Ethic may still be picked. */
  built?: boolean;
  /** Specialization Upgrades from the Session Shop not yet used. */
  specializationUnlocks?: number;
}

export interface DropContext {
  edition: EditionId;
  gm: boolean;
  aptitude?: string;
}

export type DropPlan =
  | { kind: "create" }
  | { kind: "specialize"; aptitude: string; unlocks: number }
  | { kind: "chooseAptitude"; choices: { id: string; name: string }[]; unlocks: number }
  | { kind: "set"; field: "lifestyle" | "ethic"; key: string }
  | { kind: "refuse"; key: string; data?: Record<string, string> };

const ADDABLE = new Set(["aptitude", "thing"]);

/** A refusal as the player reads it; a path refusal names where the Session Shop's path does lead. */
function refusal(err: RulesError, field?: "lifestyle" | "ethic"): DropPlan {
  const { key, data } = refusalOf(err);
  if (field && (err.code === "shop-lifestyle-path" || err.code === "shop-ethic-path")) {
    const allowed = (field === "lifestyle" ? lifestyleUpgrades : ethicUpgrades)(String(err.details.from));
    return { kind: "refuse", key: `HB.Drop.${field}Path`, data: { ...data, allowed: allowed.join(", ") } };
  }
  return { kind: "refuse", key, data };
}

function decide<T extends DropPlan>(fn: () => T, field?: "lifestyle" | "ethic"): DropPlan {
  try {
    return fn();
  } catch (err) {
    if (err instanceof RulesError) return refusal(err, field);
    throw err;
  }
}

export function planDrop(holder: DropTarget, item: DroppedItem, context: DropContext): DropPlan {
  if (ADDABLE.has(item.type)) return { kind: "create" };
  const system = item.system ?? {};
  const editions = "editions" in system ? system.editions : undefined;
  if (editions !== undefined && !(Array.isArray(editions) && editions.every((e) => typeof e === "string")))
    return { kind: "refuse", key: "HB.Drop.malformed" };
  if (item.type === "lifestyle" || item.type === "ethic") {
    const field = item.type;
    const key = "key" in system ? system.key : undefined;
    if (typeof key !== "string" || !key) return { kind: "refuse", key: "HB.Drop.malformed" };
    return decide(() => {
      assertItemEdition(item.name, editions as string[] | undefined, context.edition);
      assertOutlookChange(field, String(holder[field] ?? ""), key, {
        built: holder.built ?? true,
        edition: context.edition,
        gm: context.gm,
      });
      return { kind: "set" as const, field, key };
    }, field);
  }
  if (item.type !== "specialization") return { kind: "refuse", key: "HB.Drop.wrongType", data: { type: item.type } };
  return decide((): DropPlan => {
    assertItemEdition(item.name, editions as string[] | undefined, context.edition);
    checkSpecialize(holder, item.name, context.aptitude);
    const unlocks = spendSpecializationUnlock(holder.specializationUnlocks ?? 0, { gm: context.gm });
    if (context.aptitude) return { kind: "specialize", aptitude: context.aptitude, unlocks };
    const free = unspecializedAptitudes(holder);
    return free.length === 1
      ? { kind: "specialize", aptitude: free[0]!.id, unlocks }
      : { kind: "chooseAptitude", choices: free.map((a) => ({ id: a.id, name: a.name })), unlocks };
  });
}
