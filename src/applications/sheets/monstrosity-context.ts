// Everything the Monstrosity sheet shows, from plain data: the sheet and the browser harness both call this.
// Book: "Monstrosities" — Stat Dice, "SP 10 (3)" (start at 10, a Recovery button 3 below), secret tags.
import { CORE_STATS } from "../../rules";
import { MONSTROSITY_TAGS, type MonstrosityTag } from "../../rules/endeavor/state";
import type { ItemRow } from "./item-rows";
import { poolTotals } from "../../data/token-attributes";

export interface MonstrosityView {
  system: {
    stats: Record<string, number>;
    sp: { start: number; recovery: number };
    tags: string[];
    blessings: number[];
    notes: string;
  };
  items: ItemRow[];
}

export function prepareMonstrosityContext(actor: MonstrosityView, options: { editable: boolean; editMode: boolean }) {
  const sys = actor.system;
  const editMode = options.editMode && options.editable;
  const aptitudes = actor.items.filter((i) => i.type === "aptitude");
  const specializations = actor.items.filter((i) => i.type === "specialization");
  return {
    editable: options.editable,
    editMode,
    stats: CORE_STATS.map((id) => ({
      id,
      label: `HB.Stat.${id}`,
      // Stryker disable next-line OptionalChaining,StringLiteral: CONFIG.HB gives every core Stat an icon
      icon: CONFIG.HB?.stats[id]?.icon ?? "fa-solid fa-dice",
      size: sys.stats[id],
      die: `d${sys.stats[id]}`,
    })),
    dieChoices: { 2: "d2", 4: "d4", 6: "d6", 8: "d8", 10: "d10" },
    /** Where the Recovery button lands; never below the Defeat button at 0. */
    sp: { start: sys.sp.start, recovery: sys.sp.recovery, recoveryAt: Math.max(0, sys.sp.start - sys.sp.recovery) },
    // Tags are secret from players (book: "The GM keeps the tags secret"); only who may edit the sheet sees them.
    tags: options.editable
      ? MONSTROSITY_TAGS.map((tag: MonstrosityTag) => ({
          id: tag,
          label: `HB.Monstrosity.Tag.${tag}.name`,
          hint: `HB.Monstrosity.Tag.${tag}.hint`,
          on: sys.tags.includes(tag),
        }))
      : [],
    blessings: [...sys.blessings]
      .sort((a, b) => a - b)
      // The pool's schema holds Blessings worth 1 to 6: each has a face.
      .map((value, index) => ({ value, index, face: "⚀⚁⚂⚃⚄⚅"[value - 1] })),
    blessingTotal: poolTotals(sys.blessings).blessingWorth,
    aptitudes: aptitudes.map((apt) => {
      const spec = specializations.find((s) => s.system.aptitude === apt.id);
      return { id: apt.id, name: apt.name, spec: spec ? { name: spec.name } : null };
    }),
    looseSpecs: specializations
      .filter((s) => !aptitudes.some((a) => a.id === s.system.aptitude))
      .map((s) => ({ id: s.id, name: s.name })),
  };
}

export type MonstrosityContext = ReturnType<typeof prepareMonstrosityContext>;
