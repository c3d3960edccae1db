// What the track board draws: every position from 0 to at least 40 (more when someone or something lies further up),
// each participant's marker and every button as an icon, with the dangers a table watches for highlighted.
// Pure, like the tracker context: the board application, the harness and the tests all call it.
import { visibleState } from "./visible-state";
import {
  ALLIES,
  buttonKindsOf,
  isActive,
  kindRules,
  longestRun,
  optionOf,
  type Button,
  type EndeavorState,
} from "../../../rules/endeavor";
import { kindButtonIcon, kindView, type KindBoard } from "./kinds/index";
import { compactCell, type CountChip } from "./board-cell-chips";
import { statLabel } from "./tracker-options";

export const BOARD_MIN_LENGTH = 40;
/** Racing: a racer this close to the finish line is highlighted (the most X a d10 Action Die gives, plus Help). */
export const NEAR_FINISH = 5;

export const BUTTON_ICONS: Partial<Record<Button["kind"], string>> = {
  wound: "fa-solid fa-droplet",
  scheme: "fa-solid fa-scroll",
  recovery: "fa-solid fa-heart-pulse",
  defeat: "fa-solid fa-skull",
  terrain: "fa-solid fa-mountain",
  fatigue: "fa-solid fa-bed",
  zeal: "fa-solid fa-fire",
};

/** A button kind's icon: the engine's own, or the kind of Endeavor's whose button it is. */
const iconOf = (kind: Button["kind"]): string => BUTTON_ICONS[kind] ?? kindButtonIcon(kind) ?? "";

/** Positions of every run of `min` or more consecutive cells among these buttons. */
function runs(buttons: readonly Button[], min: number): Set<string> {
  const sorted = [...buttons].sort((a, b) => a.position - b.position);
  const hot = new Set<string>();
  // Stryker disable next-line ArrayDeclaration: the first button starts a run either way (runs counted have 2+)
  let run: Button[] = [];
  const flush = () => {
    if (run.length >= min) for (const b of run) hot.add(b.id);
  };
  // The engine puts no two buttons of a kind (and owner) on one cell: each button continues the run or starts one.
  for (const b of sorted) {
    const last = run[run.length - 1];
    if (last && b.position === last.position + 1) run.push(b);
    else {
      flush();
      run = [b];
    }
  }
  flush();
  return hot;
}

function initials(name: string): string {
  const words = name.match(/\S+/g) ?? [];
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join("") || "?"
  );
}

/** Each marker's text: the initials, and where two participants share them (fifty racers), a number after them in
 *  seating order — "WA", "WA2" — so no two markers on the board read the same. The tooltip has the full name. */
export function markerLabels(participants: readonly { id: string; name: string }[]): Map<string, string> {
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const p of participants) {
    const base = initials(p.name);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(p.id, n === 1 ? base : `${base}${n}`);
  }
  return out;
}

/** The dangers that highlight buttons (the legend explains a highlighted button only where there can be one). */
const HOT_BUTTON_DANGERS: readonly string[] = ["wounds", "schemes"];

/** The legend: the button kinds this kind of Endeavor uses (the kinds table's) with their icons, and what a marker's
 *  colour and ring mean. */
function legend(racing: boolean, own: KindBoard, state: EndeavorState) {
  // The kind may say whose markers are on the track (Stealth: the Eye's opponents'; the Eye has none).
  const sides = racing
    ? [{ css: "racer", label: "HB.Endeavor.Board.Legend.racer" }]
    : (own.sides?.(state) ?? [
        { css: "allies", label: "HB.Endeavor.Side.allies" },
        { css: "monstrosities", label: "HB.Endeavor.Side.monstrosities" },
      ]);
  return {
    buttons: buttonKindsOf(state.kind).map((kind) => ({
      kind,
      icon: iconOf(kind),
      label: `HB.Endeavor.Button.${kind}`,
    })),
    hotButton:
      kindRules(state.kind).board.dangers.some((d) => HOT_BUTTON_DANGERS.includes(d)) || !!own.hotButton?.(state),
    temporary: !!own.temporary?.(state),
    markers: [
      ...sides,
      ...(own.markers?.(sides[0]!.css) ?? []),
      { css: `${sides[0]!.css} current`, label: "HB.Endeavor.Board.Legend.current" },
      { css: `${sides[0]!.css} danger`, label: "HB.Endeavor.Board.Legend.danger" },
    ],
  };
}

/** `viewer.hidden`: the combatants the GM keeps hidden, left off a player's board (visible-state.ts). */
export function prepareTrackBoard(
  whole: EndeavorState | null,
  viewer: { isGM: boolean; hidden?: ReadonlySet<string> },
) {
  if (!whole) return { started: false as const, cells: [], dangers: [], isGM: viewer.isGM };
  const state = viewer.isGM || !viewer.hidden ? whole : visibleState(whole, viewer.hidden);
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const kind = kindRules(state.kind);
  const own = kindView(state.kind).board ?? {};
  // Those the kind draws no marker for (Stealth's Eye "has no track position").
  const active = state.participants.filter((p) => isActive(p) && !own.unmarked?.(p));
  // Markers all alike (racers) rather than coloured by side.
  const racing = kind.board.markers === "racer";
  const goal = kind.goal.position === null ? -1 : state.options[kind.goal.position];
  const furthest = Math.max(goal, ...active.map((p) => p.position), ...state.buttons.map((b) => b.position));
  // Whole rows of ten, with room above whoever is furthest up.
  const length = Math.max(BOARD_MIN_LENGTH, Math.ceil((furthest + 2) / 10) * 10);

  const hot = new Set<string>();
  const dangers: { key: string; name: string; count: number }[] = [];
  // Monstrous goal: "three Wound buttons in a row" removes an ally — two in a row is one Wound away.
  // Stryker disable next-line ConditionalExpression: no other kind has allies with Wound buttons
  if (kind.board.dangers.includes("wounds")) {
    for (const p of active) {
      if (p.side !== ALLIES) continue;
      const wounds = state.buttons.filter((b) => b.kind === "wound" && b.owner === p.id);
      const run = runs(wounds, 2);
      if (run.size === 0) continue;
      run.forEach((id) => hot.add(id));
      dangers.push({ key: "HB.Endeavor.Danger.wounds", name: p.name, count: longestRun(state.buttons, "wound", p.id) });
    }
  }
  // Stryker disable next-line ConditionalExpression: no other kind has Schemes
  if (kind.board.dangers.includes("schemes")) {
    // Declare Victory for Monstrosities needs ten Schemes in a row: nine is the last warning.
    const schemes = state.buttons.filter((b) => b.kind === "scheme");
    const warn = state.options.victorySchemes - 1;
    const run = runs(schemes, warn);
    if (run.size) {
      run.forEach((id) => hot.add(id));
      dangers.push({ key: "HB.Endeavor.Danger.schemes", name: "", count: longestRun(state.buttons, "scheme", null) });
    }
  }
  // Markers drawn in danger: a racer near the finish line, and those the kind's dangers mark.
  const inDanger = new Set<string>();
  if (kind.board.dangers.includes("finish")) {
    for (const p of active) {
      if (goal - p.position > NEAR_FINISH) continue;
      inDanger.add(p.id);
      dangers.push({ key: "HB.Endeavor.Danger.finish", name: p.name, count: Math.max(0, goal - p.position) });
    }
  }
  // The kind's own dangers (Rush: the charge leader close to foiled; Stealth: a rogue caught, the Eye awake).
  own.dangers?.(state, active, (id) => names.get(id) ?? id, {
    hotButton: (id) => hot.add(id),
    dangerMarker: (id) => inDanger.add(id),
    danger: (line) => dangers.push(line),
  });

  const cells = Array.from({ length: length + 1 }, (_, position) => ({
    position,
    css: [position === goal ? "goal" : "", position % 10 === 0 ? "decade" : ""].filter(Boolean).join(" "),
    markers: [] as { id: string; name: string; initials: string; css: string }[],
    buttons: [] as {
      id: string;
      kind: string;
      icon: string;
      label: string;
      /** The button's name with its Check, if it carries one (filled with label, stat, difficulty). */
      kindKey: string;
      stat: string;
      difficulty: string;
      /** The tooltip's line (owner and last round named when the button has them), filled with label, owner, until. */
      tip: string;
      owner: string;
      css: string;
      until: number | null;
    }[],
    /** Past a few markers or buttons, chips that count the rest (board-cell-chips.ts). */
    markerChips: [] as CountChip[],
    buttonChips: [] as CountChip[],
    hot: false,
  }));
  const labels = markerLabels(state.participants);
  // The board reaches past the furthest marker and button: each has its cell.
  for (const p of active) {
    const cell = cells[p.position]!;
    const danger = inDanger.has(p.id);
    const css = [
      racing ? "racer" : p.side,
      own.markerCss?.(state, p) ?? "",
      state.turn.current === p.id ? "current" : "",
      danger ? "danger" : "",
    ]
      .filter(Boolean)
      .join(" ");
    cell.markers.push({ id: p.id, name: p.name, initials: labels.get(p.id)!, css });
    if (danger) cell.hot = true;
  }
  for (const b of state.buttons) {
    const cell = cells[b.position]!;
    const danger = hot.has(b.id);
    // A temporary button (Sweep Defenses, Hidden) is drawn dashed; its tooltip says the round it goes.
    const css = [b.kind, danger ? "danger" : "", b.expires !== undefined ? "temporary" : ""].filter(Boolean).join(" ");
    const label = `HB.Endeavor.Button.${b.kind}`;
    cell.buttons.push({
      id: b.id,
      kind: b.kind,
      icon: iconOf(b.kind),
      label,
      // A button carrying a Check (an Objective) is named with it: "Objective: Hand Check, Hard". The template fills
      // `kindKey` with the three (a button without one: its label, the other two unused).
      kindKey: b.check ? "HB.Endeavor.Board.Tip.withCheck" : label,
      stat: b.check ? statLabel(b.check.stat) : label,
      difficulty: b.check ? `HB.Difficulty.${b.check.difficulty}` : label,
      tip: `HB.Endeavor.Board.Tip.${b.owner ? "owned" : "alone"}${b.expires === undefined ? "" : "Until"}`,
      owner: b.owner ? (names.get(b.owner) ?? b.owner) : "",
      css,
      until: b.expires ?? null,
    });
    if (danger) cell.hot = true;
  }
  for (const cell of cells) {
    if (cell.hot) cell.css = `${cell.css} danger`.trim();
    Object.assign(cell, compactCell(cell));
  }
  // The header's goal: the kind's (Stealth: the Eye's mode), the finish line or Declare Victory's position.
  // With a Monstrosities' side, each side's victory: the allies' Declare Victory position, the Schemes in a row the
  // Monstrosities need (both the table's options).
  const goalLabel =
    own.goalLabel?.(state) ??
    (kind.goal.position === "finishLine"
      ? "HB.Endeavor.Board.finish"
      : kind.sides.monstrosities
        ? "HB.Endeavor.Board.victorySides"
        : "HB.Endeavor.Board.victory");
  return {
    started: true as const,
    isGM: viewer.isGM,
    round: state.round,
    goal,
    goalLabel,
    schemes: state.options.victorySchemes,
    racing,
    length,
    cells,
    dangers,
    legend: legend(racing, own, state),
    ...own.fields?.(state),
  };
}

export type TrackBoardContext = ReturnType<typeof prepareTrackBoard>;
