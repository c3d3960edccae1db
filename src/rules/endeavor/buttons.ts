/**
 * Buttons (book: "Tracks" → Buttons; Monstrous "Ally Buttons"/"Monstrosity Buttons"; Racing "Racing Buttons";
 * Zealous Specialization's Zeal button). One table says how each kind is owned and activated (the engine's here; a
 * kind of Endeavor's own in its entry, joined as BUTTON_RULES in the kinds table, kinds/index.ts); track.ts applies it.
 */
import type { Button, ButtonKind, EndeavorState } from "./state";
import type { Draft } from "./draft";

export interface ButtonRule {
  personal: boolean;
  /** "over": when you move over it (we read "over" as entering its cell, so landing on it counts: the Defeat
   *  button at 0 could otherwise never be activated); "over-up": only while moving up (Terrain);
   *  "end-of-round": Fatigue; "none": Scheme. */
  activation: "over" | "over-up" | "end-of-round" | "none";
  /** Effect on activation. */
  effect: "slow" | "stop" | "stop-remove" | "recover" | "defeat" | "none" | "fatigue-check";
  /** Where such a button may lie (the GM's "add a button" is refused elsewhere). Absent: anywhere from 0. */
  lies?: { from: number; to: number };
  /** It carries a Check (`Button.check`: a Stat and a difficulty), which the GM names when adding one. */
  check?: boolean;
}

export const ENGINE_BUTTON_RULES: { [K in ButtonKind]?: ButtonRule } = {
  // Ally button. "Decrease your remaining movement by 1, to a minimum of 0."
  wound: { personal: true, activation: "over", effect: "slow" },
  // Monstrosity button. Global; no activation, no effect (counted for Declare Victory).
  scheme: { personal: false, activation: "none", effect: "none" },
  // "End your movement, remove this button, and return to your starting position." + Revenge / Unrelenting.
  recovery: { personal: true, activation: "over", effect: "recover" },
  // "End your movement, remove this button, and you are removed from the Endeavor."
  defeat: { personal: true, activation: "over", effect: "defeat" },
  // Racing: "Activated when you move over it while moving up. Effect: End your movement."
  terrain: { personal: true, activation: "over-up", effect: "stop" },
  // Racing: "Activated at the end of the round, before special actions." Cumulative Fatigue Check.
  fatigue: { personal: true, activation: "end-of-round", effect: "fatigue-check" },
  // Zealous: "End your movement, remove this button, and immediately Attack a nearby opponent."
  zeal: { personal: true, activation: "over", effect: "stop-remove" },
};

/** Buttons of a kind that a participant would see (their personal ones, or global ones). */
export function buttonsOf(buttons: readonly Button[], kind: ButtonKind, owner: string | null): Button[] {
  return buttons.filter((b) => b.kind === kind && b.owner === owner);
}

/** Longest run of consecutive positions holding a button of this kind and owner. */
export function longestRun(buttons: readonly Button[], kind: ButtonKind, owner: string | null): number {
  const positions = [...new Set(buttonsOf(buttons, kind, owner).map((b) => b.position))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const pos of positions) {
    run = pos === prev + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = pos;
  }
  return best;
}

/** "Three Wound buttons in a row" (Monstrous Goal; Monstrosity Perform Combo). */
export const woundsInARow = (state: EndeavorState, id: string): number => longestRun(state.buttons, "wound", id);
/** "10 or more Scheme buttons in a row" (Monstrosity Declare Victory). */
export const schemesInARow = (state: EndeavorState): number => longestRun(state.buttons, "scheme", null);

/** "the first position at or above your current track position without one already" (Wounds, Schemes). */
export function firstFreeAtOrAbove(
  buttons: readonly Button[],
  kind: ButtonKind,
  owner: string | null,
  from: number,
): number {
  const taken = new Set(buttonsOf(buttons, kind, owner).map((b) => b.position));
  let pos = Math.max(0, from);
  while (taken.has(pos)) pos += 1;
  return pos;
}

/** Add `count` buttons of a kind at the first free positions at or above `from`. */
export function addStacked(d: Draft, kind: ButtonKind, owner: string | null, from: number, count: number): Button[] {
  const added: Button[] = [];
  for (let i = 0; i < count; i += 1) {
    const position = firstFreeAtOrAbove(d.state.buttons, kind, owner, from);
    added.push(d.addButton({ kind, position, owner }));
  }
  return added;
}

export function hasButton(state: EndeavorState, kind: ButtonKind, owner: string | null): boolean {
  return state.buttons.some((b) => b.kind === kind && b.owner === owner);
}

/** Racing, Terrain `Area`: the nearest Area Terrain button at or below the position limits Action Dice. */
export function areaAt(state: EndeavorState, owner: string, position: number): Button | null {
  let best: Button | null = null;
  for (const b of state.buttons) {
    if (b.kind !== "terrain" || !b.area || b.owner !== owner || b.position > position) continue;
    if (!best || b.position > best.position) best = b;
  }
  return best;
}
