// A crowded cell on the track board (fifty participants start on one space; ten Defeat buttons pile up where a fight
// went on): past a few markers or buttons, the cell shows count chips instead — "+34" in the allies' colour,
// the Defeat icon "×10" — whose tooltip and aria-label say what they stand for ("+34 allies: Lena Frost, …",
// "Defeat ×10: …"), so every cell keeps the height of a few pieces, and its width: a cell is as narrow as two
// markers. Pure.

/** A cell draws up to this many markers; with more, one fewer, and the rest as chips (one a side). */
export const MARKERS_SHOWN = 4;
/** A cell draws up to this many buttons; with more, every kind it holds several of becomes one chip. */
export const BUTTONS_SHOWN = 4;

interface CellMarker {
  id: string;
  name: string;
  css: string;
}
interface CellButton {
  id: string;
  kind: string;
  icon: string;
  label: string;
  owner: string;
  css: string;
}

export interface CountChip {
  /** The side or the button kind it counts. */
  id: string;
  /** The chip's text key ("+{count}", "×{count}"). */
  text: string;
  /** The tooltip's and aria-label's key, filled with count, kind and names ("+{count} allies: {names}"). */
  list: string;
  count: number;
  /** A button chip's kind label key ("" for markers). */
  kind: string;
  /** A button chip's icon, the kind's ("" for markers). */
  icon: string;
  /** Who the chip stands for, in seating or track order ("" for buttons nobody owns). */
  names: string;
  css: string;
}

/** What a marker chip is coloured by: its first class, the side (or "racer"). */
function sideOf(m: CellMarker): string {
  return m.css.split(" ")[0]!;
}

/** The one acting and those in danger are drawn first. */
function important(css: string): boolean {
  return /\b(current|danger)\b/.test(css);
}

/** The sides whose chip has its own words ("+3 allies: …"); any other side's reads "+3 more: …". */
function listKey(side: string): string {
  return `HB.Endeavor.Board.More.${["allies", "monstrosities", "rogues", "racer"].includes(side) ? side : "other"}`;
}

/** The markers a crowded cell still draws (the one acting and those in danger first) and chips for the rest. */
function compactMarkers<M extends CellMarker>(markers: readonly M[]): { shown: M[]; chips: CountChip[] } {
  if (markers.length <= MARKERS_SHOWN) return { shown: [...markers], chips: [] };
  const first = [...markers.filter((m) => important(m.css)), ...markers.filter((m) => !important(m.css))];
  const shown = first.slice(0, MARKERS_SHOWN - 1);
  const rest = markers.filter((m) => !shown.includes(m));
  const bySide = new Map<string, M[]>();
  for (const m of rest) bySide.set(sideOf(m), [...(bySide.get(sideOf(m)) ?? []), m]);
  const chips = [...bySide].map(([side, group]) => ({
    id: side,
    text: "HB.Endeavor.Board.More.markers",
    list: listKey(side),
    count: group.length,
    kind: "",
    // Stryker disable next-line StringLiteral: a chip with no kind draws no icon (the template asks for the kind).
    icon: "",
    names: group.map((m) => m.name).join(", "),
    css: `markers ${side}`,
  }));
  // Seating order among those drawn, as in an uncrowded cell.
  return { shown: markers.filter((m) => shown.includes(m)), chips };
}

/** The buttons a crowded cell still draws (each kind it holds once) and a chip for each kind it holds several of. */
function compactButtons<B extends CellButton>(buttons: readonly B[]): { shown: B[]; chips: CountChip[] } {
  if (buttons.length <= BUTTONS_SHOWN) return { shown: [...buttons], chips: [] };
  const byKind = new Map<string, B[]>();
  for (const b of buttons) byKind.set(b.kind, [...(byKind.get(b.kind) ?? []), b]);
  const shown = buttons.filter((b) => byKind.get(b.kind)!.length === 1);
  const chips = [...byKind]
    .filter(([, group]) => group.length > 1)
    .map(([kind, group]) => {
      const owners = group.map((b) => b.owner).filter(Boolean);
      return {
        id: kind,
        text: "HB.Endeavor.Board.More.buttons",
        list: owners.length ? "HB.Endeavor.Board.More.buttonsOwned" : "HB.Endeavor.Board.More.buttonsAlone",
        count: group.length,
        kind: group[0]!.label,
        icon: group[0]!.icon,
        names: owners.join(", "),
        // Drawn as the kind's button is (its colour), filled when one of them is part of a dangerous run.
        css: ["buttons", kind, group.some((b) => /\bdanger\b/.test(b.css)) ? "danger" : ""].filter(Boolean).join(" "),
      };
    });
  return { shown, chips };
}

/** A cell's markers and buttons as drawn: what fits, and the chips for the rest. */
export function compactCell<M extends CellMarker, B extends CellButton>(cell: {
  markers: readonly M[];
  buttons: readonly B[];
}): { markers: M[]; buttons: B[]; markerChips: CountChip[]; buttonChips: CountChip[] } {
  const markers = compactMarkers(cell.markers);
  const buttons = compactButtons(cell.buttons);
  return { markers: markers.shown, buttons: buttons.shown, markerChips: markers.chips, buttonChips: buttons.chips };
}
