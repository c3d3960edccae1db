// Walks the acting row's turn (templates/combat/row/turn.hbs) in the browser: choosing an action shows its fields
// and its button, Next opens the next step it has (an action without targets or a Check goes on to its button), and
// a step's summary reopens it. DOM only, no Foundry: the tracker binds it on its element, the harness on its stage.
// Which step is open is remembered on the bound element, so a re-render (someone else's action) keeps the place.

const TURN = "[data-hb-turn]";
const KIND = 'input[name="hbActionKind"]';

// Functions, not module-level arrows: each is measured with the tests that walk a turn.
function turnOf(el: Element): HTMLElement | null {
  return el.closest<HTMLElement>(TURN);
}
function rowIdOf(turn: HTMLElement): string {
  return turn.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
}
function chosen(turn: HTMLElement): HTMLInputElement | null {
  return turn.querySelector<HTMLInputElement>(`${KIND}:checked`);
}
function steps(turn: HTMLElement): HTMLDetailsElement[] {
  return [...turn.querySelectorAll<HTMLDetailsElement>("details[data-step]")];
}

/** Show the chosen action's fields, step titles and button (and nothing of the others), and only the steps it has;
 *  name it in the action step's summary.
 *  Only what differs is written: a re-render calls this on a turn kept as it was, which then stays clean
 *  for the browser's style and layout. */
export function showAction(turn: HTMLElement): void {
  const radio = chosen(turn);
  const kind = radio?.value ?? "";
  for (const el of turn.querySelectorAll<HTMLElement>("[data-for]")) {
    const hidden = !el.dataset.for!.split(" ").includes(kind);
    if (el.hidden !== hidden) el.hidden = hidden;
  }
  // Step 3's own title until an action names it.
  for (const el of turn.querySelectorAll<HTMLElement>("[data-hb-untitled]"))
    if (el.hidden !== !!kind) el.hidden = !!kind;
  const summary = turn.querySelector<HTMLElement>("[data-hb-summary]");
  // A choice is a radio in its label (templates/combat/row/turn.hbs).
  const text = radio ? radio.parentElement!.textContent.trim() : "";
  if (summary && summary.textContent !== text) summary.textContent = text;
  const next = turn.querySelector<HTMLButtonElement>('[data-step="action"] [data-hb-next]');
  const waiting = !radio;
  if (next && next.disabled !== waiting) next.disabled = waiting;
  if (turn.dataset.kind !== kind) turn.dataset.kind = kind;
  // The steps the chosen action has, numbered in turn (none chosen yet: every step, in the book's order).
  let n = 0;
  for (const li of turn.children) {
    const item = li as HTMLElement;
    const step = item.querySelector<HTMLDetailsElement>("details[data-step]");
    const gone = !!radio && !!step && !needed(turn, step);
    if (item.hidden !== gone) item.hidden = gone;
    if (gone) continue;
    n += 1;
    const number = item.querySelector(".hb-step-n");
    if (number && number.textContent !== String(n)) number.textContent = String(n);
  }
}

/** Does the chosen action have anything in this step? (Steps without data-needs are always walked.) */
function needed(turn: HTMLElement, step: HTMLDetailsElement): boolean {
  const needs = step.dataset.needs;
  if (!needs) return true;
  return !!chosen(turn)?.dataset[needs];
}

/** Open one step (closing the others, as details sharing a name do) and put focus on its first control. */
export function openStep(turn: HTMLElement, key: string, focus = true): void {
  for (const step of steps(turn)) if (step.open !== (step.dataset.step === key)) step.open = step.dataset.step === key;
  const open = turn.querySelector<HTMLDetailsElement>(`details[data-step="${key}"]`);
  if (!open || !focus) return;
  const first = [
    ...open.querySelectorAll<HTMLElement>(
      ".hb-step-body input:not([type=hidden]), .hb-step-body select, .hb-step-body button",
    ),
  ].find((el) => !el.closest("[hidden]") && !(el as HTMLButtonElement).disabled);
  // Every step has its summary (templates/combat/row/turn.hbs).
  (first ?? open.querySelector("summary")!).focus();
}

/** The step after `from` that the chosen action needs. */
export function nextStep(turn: HTMLElement, from: string): string | null {
  const all = steps(turn);
  const at = all.findIndex((s) => s.dataset.step === from);
  return all.slice(at + 1).find((s) => needed(turn, s))?.dataset.step ?? null;
}

/** The start form shows the fields the Endeavor kind chosen asks (`data-kinds`: the kinds that ask each), no others. */
export function showStartKind(root: HTMLElement): void {
  for (const form of root.querySelectorAll<HTMLElement>("[data-endeavor-start]")) {
    // The form always asks the kind (templates/combat/start-form.hbs).
    const kind = form.querySelector<HTMLSelectElement>('select[name="kind"]')!.value;
    for (const el of form.querySelectorAll<HTMLElement>("[data-kinds]")) {
      const hidden = !el.dataset.kinds!.split(" ").includes(kind);
      if (el.hidden !== hidden) el.hidden = hidden;
    }
  }
}

/** Before an Endeavor: the start form's fields follow the kind chosen (bound once on the tracker's element). */
export function bindStartForm(root: HTMLElement): void {
  bindTurnSteps(root);
  showStartKind(root);
}

/** The elements listened on: once each, whoever asks first (the start form, then the Endeavor's turns). */
const bound = new WeakSet<HTMLElement>();

/** Listen once on an element that outlives re-renders (the tracker's, the harness stage). */
export function bindTurnSteps(root: HTMLElement): void {
  if (bound.has(root)) return;
  bound.add(root);
  root.addEventListener("change", (event) => {
    const target = event.target as HTMLElement;
    const turn = target.matches(KIND) ? turnOf(target) : null;
    if (turn) showAction(turn);
    if (target.matches('[data-endeavor-start] select[name="kind"]')) showStartKind(root);
  });
  root.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-hb-next]");
    const turn = button && turnOf(button);
    const from = button?.closest<HTMLElement>("details[data-step]")?.dataset.step;
    if (!turn || !from) return;
    const to = nextStep(turn, from);
    if (to) openStep(turn, to);
  });
  // Remember the open step (a summary clicked, Next) for the next render of the same turn.
  root.addEventListener(
    "toggle",
    (event) => {
      const step = event.target as HTMLElement;
      const turn = step instanceof HTMLDetailsElement && step.open && step.dataset.step ? turnOf(step) : null;
      if (turn) root.dataset.hbStep = `${rowIdOf(turn)}|${step.dataset.step}`;
    },
    true,
  );
}

/** After a re-render: the chosen action's fields again (drafts.ts has put the choice back), and the step that was
 *  open. `fresh`: the user's own action went through, so their next turn starts at its first step. */
export function restoreTurns(root: HTMLElement, fresh: boolean): void {
  if (fresh) delete root.dataset.hbStep;
  // A redrawn start form has its kind put back by the drafts: its fields follow.
  showStartKind(root);
  // None remembered reads "undefined": no step.
  const [row, step] = String(root.dataset.hbStep).split("|");
  for (const turn of root.querySelectorAll<HTMLElement>(TURN)) {
    showAction(turn);
    if (step && rowIdOf(turn) === row && chosen(turn)) openStep(turn, step, false);
  }
}

/** What turn-odds.ts says of the Check the form makes now (the pure view, its texts already localised). */
export interface DrawnOdds {
  caption: string;
  outcomes: readonly { outcome: string; percent: string; width: number }[];
  notes: readonly string[];
  rolls: number;
}

/** Sets a text only if it differs (a figure already showing these odds, in a row kept by a re-render, stays clean). */
function setText(el: Element | null, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}

/** Redraw a row's odds figure (templates/combat/check-odds.hbs) for the Check its fields make now, and offer the
 *  Spark's roll only when a Spark is chosen and the Check has more than one roll. Only what differs is written. */
export function drawOdds(row: HTMLElement, odds: DrawnOdds): void {
  const figure = row.querySelector<HTMLElement>("[data-hb-odds]");
  if (!figure) return;
  setText(figure.querySelector("[data-hb-odds-caption]"), odds.caption);
  for (const o of odds.outcomes) {
    const bar = figure.querySelector<HTMLElement>(`.hb-turn-bar [data-outcome="${o.outcome}"]`);
    if (bar && bar.style.width !== `${o.width}%`) bar.style.width = `${o.width}%`;
    setText(figure.querySelector(`.hb-turn-legend [data-outcome="${o.outcome}"] [data-hb-percent]`), o.percent);
  }
  const notes = figure.querySelector("[data-hb-odds-notes]")!;
  const shown = [...notes.children].map((li) => li.textContent);
  if (shown.length !== odds.notes.length || shown.some((text, i) => text !== odds.notes[i])) {
    notes.replaceChildren(
      ...odds.notes.map((text) => Object.assign(document.createElement("li"), { textContent: text })),
    );
  }
  const sparkRoll = row.querySelector<HTMLElement>("[data-hb-spark-roll]");
  const select = sparkRoll?.querySelector("select");
  if (!sparkRoll || !select) return;
  const sparked = !!row.querySelector<HTMLSelectElement>('select[name="spark"]')?.value;
  const hidden = !sparked || odds.rolls < 2;
  if (sparkRoll.hidden !== hidden) sparkRoll.hidden = hidden;
  for (const option of select.options) {
    const out = Number(option.value) >= odds.rolls;
    if (option.hidden !== out) option.hidden = out;
    if (option.disabled !== out) option.disabled = out;
  }
  if (Number(select.value) >= odds.rolls) select.value = "0";
}
