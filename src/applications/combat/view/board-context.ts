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
import { onOrNextTo } from "../../../rules/endeavor/kinds/stealth";

export const BOARD_MIN_LENGTH = 40;
/** Racing: a racer this close to the finish line is highlighted (the most X a d10 Action Die gives, plus Help). */
export const NEAR_FINISH = 5;

export const BUTTON_ICONS: Record<Button["kind"], string> = {
  wound: "fa-solid fa-droplet",
  scheme: "fa-solid fa-scroll",
  recovery: "fa-solid fa-heart-pulse",
  defeat: "fa-solid fa-skull",
  terrain: "fa-solid fa-mountain",
  fatigue: "fa-solid fa-bed",
  zeal: "fa-solid fa-fire",
  // A guarded area (Humanity, Endeavored): the Eye's defenses, the rogues' aims, ways out, safe places.
  alarm: "fa-solid fa-bell",
  objective: "fa-solid fa-bullseye",
  escape: "fa-solid fa-door-open",
  sanctuary: "fa-solid fa-shield-heart",
};

/** Positions of every run of `min` or more consecutive cells among these buttons. */
function runs(buttons: readonly Button[], min: number): Set<string> {
  const sorted = [...buttons].sort((a, b) => a.position - b.position);
  const hot = new Set<string>();
  let run: Button[] = [];
  const flush = () => {
    if (run.length >= min) for (const b of run) hot.add(b.id);
  };
  for (const b of sorted) {
    const last = run[run.length - 1];
    if (last && b.position === last.position + 1) run.push(b);
    else if (!last || b.position !== last.position) {
      flush();
      run = [b];
    }
  }
  flush();
  return hot;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("") || "?";

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
const HOT_BUTTON_DANGERS: readonly string[] = ["wounds", "schemes", "alarm"];

/** The legend: the button kinds this kind of Endeavor uses (the kinds table's) with their icons, and what a marker's
 *  colour and ring mean. */
function legend(racing: boolean, leader: boolean, state: EndeavorState) {
  // Where there is an Eye, the markers are its opponents' (the Eye has none).
  const eye = state.eye ? state.participants.find((p) => p.id !== state.eye!.id)?.side : undefined;
  const sides = racing
    ? [{ css: "racer", label: "HB.Endeavor.Board.Legend.racer" }]
    : eye
      ? [{ css: eye, label: `HB.Endeavor.Side.${eye}` }]
      : [
          { css: "allies", label: "HB.Endeavor.Side.allies" },
          { css: "monstrosities", label: "HB.Endeavor.Side.monstrosities" },
        ];
  return {
    buttons: buttonKindsOf(state.kind).map((kind) => ({
      kind,
      icon: BUTTON_ICONS[kind],
      label: `HB.Endeavor.Button.${kind}`,
    })),
    hotButton: kindRules(state.kind).board.dangers.some((d) => HOT_BUTTON_DANGERS.includes(d)),
    temporary: !!state.eye,
    markers: [
      ...sides,
      ...(leader ? [{ css: `${sides[0]!.css} leader`, label: "HB.Endeavor.Board.Legend.leader" }] : []),
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
  // The Eye "has no track position": no marker.
  const active = state.participants.filter((p) => isActive(p) && p.role !== "eye");
  const kind = kindRules(state.kind);
  // Markers all alike (racers) rather than coloured by side.
  const racing = kind.board.markers === "racer";
  const goal = kind.goal.position === null ? -1 : state.options[kind.goal.position];
  const furthest = Math.max(goal, ...active.map((p) => p.position), ...state.buttons.map((b) => b.position));
  // Whole rows of ten, with room above whoever is furthest up.
  const length = Math.max(BOARD_MIN_LENGTH, Math.ceil((furthest + 2) / 10) * 10);

  const hot = new Set<string>();
  const dangers: { key: string; name: string; count: number }[] = [];
  // Monstrous goal: "three Wound buttons in a row" removes an ally — two in a row is one Wound away.
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
  // Markers drawn in danger: a racer near the finish line, a charge leader close to foiled.
  const nearFinish = new Set<string>();
  // Rush: the charge leader is close to foiled when a Monstrosity holds as many Blessings as they do (counted as the
  // special action counts them): it would choose the special action, and Plot Victory foils.
  if (kind.board.dangers.includes("leader")) {
    const leader = active.find((p) => p.id === state.leader);
    const count = (p: (typeof active)[number]) =>
      p.temporary.length + (optionOf(state, "specialCount") === "all" ? p.blessings.length : 0);
    const most = Math.max(-1, ...active.filter((p) => p.side === kind.sides.monstrosities).map(count));
    if (leader && most >= count(leader)) {
      nearFinish.add(leader.id);
      dangers.push({ key: "HB.Endeavor.Danger.leader", name: leader.name, count: most });
    }
  }
  if (kind.board.dangers.includes("finish")) {
    for (const p of active) {
      if (goal - p.position > NEAR_FINISH) continue;
      nearFinish.add(p.id);
      dangers.push({ key: "HB.Endeavor.Danger.finish", name: p.name, count: Math.max(0, goal - p.position) });
    }
  }

  // Stealth: a rogue on an Alarm ends the turn there unless they move (no Sanctuary next to them); the Eye awake.
  const onAlarm = new Set<string>();
  if (kind.board.dangers.includes("alarm") && state.eye?.mode === "warry") {
    for (const p of active) {
      const alarm = state.buttons.find((b) => b.kind === "alarm" && b.position === p.position);
      const sheltered = state.buttons.some((b) => b.kind === "sanctuary" && onOrNextTo(state, b.position, p.position));
      if (!alarm || sheltered) continue;
      onAlarm.add(p.id);
      hot.add(alarm.id);
      dangers.push({ key: "HB.Endeavor.Danger.alarm", name: p.name, count: p.position });
    }
  }
  const alerted = state.eye?.alerted ?? null;
  if (kind.board.dangers.includes("wake") && state.eye?.mode === "wake") {
    dangers.push(
      alerted?.by && alerted.button
        ? {
            key: "HB.Endeavor.Danger.wakeBy",
            name: names.get(alerted.by) ?? alerted.by,
            count: alerted.button.position,
          }
        : { key: "HB.Endeavor.Danger.wake", name: "", count: alerted?.round ?? state.round },
    );
  }

  const cells = Array.from({ length: length + 1 }, (_, position) => ({
    position,
    css: [position === goal ? "goal" : "", position % 10 === 0 ? "decade" : ""].filter(Boolean).join(" "),
    markers: [] as { id: string; name: string; initials: string; css: string }[],
    buttons: [] as {
      id: string;
      kind: string;
      icon: string;
      label: string;
      owner: string;
      css: string;
      until: number | null;
    }[],
    hot: false,
  }));
  const labels = markerLabels(state.participants);
  for (const p of active) {
    const cell = cells[p.position];
    if (!cell) continue;
    const danger = nearFinish.has(p.id) || onAlarm.has(p.id);
    const css = [
      racing ? "racer" : p.side,
      state.leader === p.id ? "leader" : "",
      state.turn.current === p.id ? "current" : "",
      danger ? "danger" : "",
    ]
      .filter(Boolean)
      .join(" ");
    cell.markers.push({ id: p.id, name: p.name, initials: labels.get(p.id) ?? initials(p.name), css });
    if (danger) cell.hot = true;
  }
  for (const b of state.buttons) {
    const cell = cells[b.position];
    if (!cell) continue;
    const danger = hot.has(b.id);
    // A temporary button (Sweep Defenses, Hidden) is drawn dashed; its tooltip says the round it goes.
    const css = [b.kind, danger ? "danger" : "", b.expires !== undefined ? "temporary" : ""].filter(Boolean).join(" ");
    cell.buttons.push({
      id: b.id,
      kind: b.kind,
      icon: BUTTON_ICONS[b.kind],
      label: `HB.Endeavor.Button.${b.kind}`,
      owner: b.owner ? (names.get(b.owner) ?? b.owner) : "",
      css,
      until: b.expires ?? null,
    });
    if (danger) cell.hot = true;
  }
  for (const cell of cells) if (cell.hot) cell.css = `${cell.css} danger`.trim();
  // The header's goal: the finish line, Declare Victory's position, or the Eye's mode.
  const goalLabel = state.eye
    ? `HB.Endeavor.Board.eye.${state.eye.mode}`
    : kind.goal.position === "finishLine"
      ? "HB.Endeavor.Board.finish"
      : "HB.Endeavor.Board.victory";
  return {
    started: true as const,
    isGM: viewer.isGM,
    round: state.round,
    goal,
    goalLabel,
    racing,
    length,
    cells,
    dangers,
    legend: legend(racing, kind.leader, state),
    wake: state.eye?.mode === "wake",
  };
}

export type TrackBoardContext = ReturnType<typeof prepareTrackBoard>;
