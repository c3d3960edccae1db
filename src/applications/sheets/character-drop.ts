// What dropping an Item on a character does, decided from plain data so every legal and illegal drop is testable.
// Book: "Specialization Limits" — one Specialization per Aptitude, never the same Specialization twice.
import { checkSpecialize, RulesError, unspecializedAptitudes, type SpecializationHolder } from "../../rules";
import { refusalOf } from "../shared/refusal";

export interface DroppedItem {
  type: string;
  name: string;
  system?: { key?: unknown };
}

export type DropPlan =
  | { kind: "create" }
  | { kind: "specialize"; aptitude: string }
  | { kind: "chooseAptitude"; choices: { id: string; name: string }[] }
  | { kind: "set"; field: "lifestyle" | "ethic"; key: string }
  | { kind: "refuse"; key: string; data?: Record<string, string> };

const ADDABLE = new Set(["aptitude", "thing"]);

export function planDrop(holder: SpecializationHolder, item: DroppedItem, target: { aptitude?: string } = {}): DropPlan {
  if (ADDABLE.has(item.type)) return { kind: "create" };
  if (item.type === "lifestyle" || item.type === "ethic") {
    const key = item.system?.key;
    if (typeof key !== "string" || !key) return { kind: "refuse", key: "HB.Drop.malformed" };
    return { kind: "set", field: item.type, key };
  }
  if (item.type !== "specialization") return { kind: "refuse", key: "HB.Drop.wrongType", data: { type: item.type } };
  try {
    checkSpecialize(holder, item.name, target.aptitude);
  } catch (err) {
    if (err instanceof RulesError) return { kind: "refuse", ...refusalOf(err) };
    throw err;
  }
  if (target.aptitude) return { kind: "specialize", aptitude: target.aptitude };
  const free = unspecializedAptitudes(holder);
  return free.length === 1 ? { kind: "specialize", aptitude: free[0]!.id } : { kind: "chooseAptitude", choices: free.map((a) => ({ id: a.id, name: a.name })) };
}
