/**
 * The lay of a guarded area as the GM writes it in the start form (supplement, "💣 Stealth Endeavors", Setup: "the lay
 * of the land will be provided at table discretion"): positions (whole numbers from 0, by spaces or commas) for
 * Alarms, Escapes and Sanctuaries; Objectives as "9 Head hard, 14 Hand" (a position, the Stat normally associated, the
 * difficulty — Normal when left out). The parts that cannot be read are returned, not guessed.
 */
import { engineStat, STAT_IDS } from "../../../ids";
import type { LandKind, LandSetup } from "./land";

/** The start form's fields for the lay of the land, each a kind of button (Objectives are read with their Checks). */
const POSITION_FIELDS = { alarms: "alarm", escapes: "escape", sanctuaries: "sanctuary" } as const satisfies Record<
  string,
  LandKind
>;
export type LandField = keyof typeof POSITION_FIELDS | "objectives";
/** Every field, in the start form's order. */
export const LAND_FIELDS: readonly LandField[] = ["alarms", "objectives", "escapes", "sanctuaries"];

export function readLand(land: Partial<Record<LandField, string>>): { land: LandSetup[]; unreadable: string[] } {
  const out: LandSetup[] = [];
  const unreadable: string[] = [];
  for (const [field, kind] of Object.entries(POSITION_FIELDS) as [keyof typeof POSITION_FIELDS, LandKind][]) {
    for (const part of (land[field] ?? "").split(/[\s,;]+/).filter(Boolean)) {
      if (/^\d+$/.test(part)) out.push({ kind, position: Number(part) });
      else unreadable.push(part);
    }
  }
  for (const part of (land.objectives ?? "")
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^(\d+)\s+([A-Za-z]+)(?:\s+(easy|normal|hard))?$/i.exec(part);
    if (!m || !STAT_IDS.has(m[2]!.toLowerCase())) {
      unreadable.push(part);
      continue;
    }
    const difficulty = (m[3]?.toLowerCase() ?? "normal") as "easy" | "normal" | "hard";
    out.push({
      kind: "objective",
      position: Number(m[1]),
      check: { stat: engineStat(m[2]!.toLowerCase()), difficulty },
    });
  }
  return { land: out, unreadable };
}
