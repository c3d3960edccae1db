/**
 * What a Stealth start asks and how it reads the answers (supplement, "💣 Stealth Endeavors", Setup and The Eye): the
 * lay of the land as written in the start form (land-text.ts) and the Eye's Watch die, "set by the GM at the start"
 * (default d8), and the world settings it reads.
 */
import { DIE_SIZES, type DieSize } from "../../../ids";
import { ALLIES, MONSTROSITIES } from "../../state";
import { EYE_SIDE, ROGUES, WATCH } from "./area";
import { STEALTH_RULINGS } from "./rulings";
import type { KindStart, KindStartRead } from "../kind-entry";
import { LAND_FIELDS, readLand, type LandField } from "./land-text";

declare module "../kind-entry" {
  interface KindStartOptions {
    land?: Partial<Record<LandField, string>>;
    watch?: number;
  }
}

export const STEALTH_START: KindStart = {
  finishLine: false,
  terrain: false,
  teams: false,
  sides: true,
  fields: ["land"],
  // A guarded area: the combatant on the Monstrosities' side (or a Monstrosity whose side is left blank, to its actor
  // type) stands for the Eye; everyone else — a Monstrosity the GM put with the allies too — is a rogue. (The
  // Combatant's stored side keeps its two choices: no new data.)
  side: (chosen, monstrosity) => (chosen === MONSTROSITIES || (chosen !== ALLIES && monstrosity) ? EYE_SIDE : ROGUES),
  // The Eye "has only a single Watch Stat", its die set at the start (d8 unless set; a die that is none is refused).
  stand: (side, options) =>
    side === EYE_SIDE ? { stats: { [WATCH]: (options.watch ?? 8) as DieSize }, blessings: [] } : null,
  // The land's four fields as typed (blank when left empty), and the Watch die chosen.
  fromForm: (form) => {
    const group = form.land;
    const watch = Number(form.watch);
    const typed =
      typeof group === "object" && group !== null && !Array.isArray(group) ? new Map(Object.entries(group)) : null;
    return {
      ...(typed ? { land: Object.fromEntries(LAND_FIELDS.map((k) => [k, String(typed.get(k) ?? "")])) } : {}),
      ...(Number.isInteger(watch) && watch > 0 ? { watch } : {}),
    };
  },
  read: (options): KindStartRead => {
    if (options.watch !== undefined && !(DIE_SIZES as readonly number[]).includes(options.watch))
      return { refusal: "HB.Endeavor.Start.badWatch", data: { value: String(options.watch) } };
    const { land, unreadable } = readLand(options.land ?? {});
    if (unreadable.length) return { refusal: "HB.Endeavor.Start.badLand", data: { parts: unreadable.join(", ") } };
    return { setup: { land } };
  },
  // The Watch die's choices, d2 to d10.
  choices: () => ({ watchDice: DIE_SIZES.map((n) => ({ value: String(n), label: `d${n}` })) }),
  rulings: STEALTH_RULINGS,
};
