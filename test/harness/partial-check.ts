// The partial re-render against a fresh render, for any names and any game (the property tests run it in happy-dom
// and, through the harness page, in Chromium's own parser): a Monstrous Endeavor whose participants bear the names
// given is played by the seeded bot (endeavor-bot.ts); after each command the GM's tracker part is re-rendered
// partially, as EndeavorTracker does it (partial-render.ts replaceTracker, the form drafts read and written back, the
// turns' steps restored, the browser's idle work done when the run says so), and a fresh part is rendered beside it.
// The two must be the same markup and every control must hold the same value.
import { apply, createEndeavor, type EndeavorState } from "../../src/rules/endeavor";
import { seededRng, type DieSize } from "../../src/rules";
import { prepareEndeavorTracker, type TrackerCombatant } from "../../src/applications/combat/view/tracker-context";
import { nextTurnContext } from "../../src/applications/combat/view/next-turn";
import { planTracker, replaceTracker, rowHtml, type TrackerKeep } from "../../src/applications/combat/render/partial-render";
import { readDrafts, writeDrafts, type Drafts } from "../../src/applications/shared/form-drafts";
import { restoreTurns } from "../../src/applications/combat/tracker/turn-steps";
import { template } from "../../src/applications/shared/templates";
import { proposals } from "./endeavor-bot";

const TRACKER = template("combat/tracker.hbs");
const STATS: Record<string, DieSize> = { Head: 6, Hand: 6, Heart: 4, Home: 4, Hurt: 8, Hurry: 4, History: 4 };
const SCOPE = "gm|true|v0.0.21.10|combat";
const FIDDLED = ["select", "input[type=checkbox]", "input[type=text]", "input[type=number]", "textarea"]
  .map((c) => `li[data-combatant-id] ${c}`).join(", ");
type Render = (path: string, context: object) => string;

export interface PartialRun {
  /** The participants' names: the first `allies` are allies, the rest Monstrosities. */
  names: string[];
  allies: number;
  seed: number;
  steps: number;
  /** After which commands the browser idles (its idle work done), by the command's index modulo the length. */
  idle: boolean[];
  /** Before which commands the GM changes a few controls and puts them back as they were (by the command's index
   *  modulo the length): nothing to keep, but the browser now holds those controls' values as the user's own, and
   *  a change of their markup no longer shows in them. */
  fiddle: boolean[];
  /** The fresh render's controls set as their markup says, as a browser's parser sets them: happy-dom's parser picks
   *  the wrong option of some selects (Chromium's needs no help). */
  parserFix?: (root: Element) => void;
}

/** What a control holds, as the user sees it: its value, whether it is ticked, which of its options are chosen (read
 *  from the options: happy-dom gives a select of one chosen option the selectedIndex -1). */
type Control = HTMLInputElement | HTMLSelectElement;
export const controlValues = (part: Element): string[] => [...part.querySelectorAll<Control>("input, select, textarea")]
  .map((c) => {
  const row = c.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "-";
  const chosen = "options" in c ? [...c.options].map((o) => (o.selected ? 1 : 0)).join("") : "";
  return `${row} ${c.name}=${JSON.stringify(c.value)}:${"checked" in c ? c.checked : ""}:${chosen}`;
});

/** Plays the run: null when every partial re-render equals the fresh render, else what differed first. */
export function checkPartial(render: Render, host: HTMLElement, run: PartialRun): string | null {
  const doc = host.ownerDocument;
  const participants = run.names.map((name, i) => (i < run.allies
    ? { id: `a${i}`, name, side: "allies", stats: STATS, blessings: [2, 5] }
    : { id: `m${i}`, name, side: "monstrosities", sp: "10 (3)", stats: STATS, tags: ["Revenge" as const] }));
  let state: EndeavorState = createEndeavor({ kind: "monstrous", participants });
  const combatants: TrackerCombatant[] = state.participants.map((p) => ({
    id: p.id, name: p.name, img: "", hidden: false, isOwner: true, playerOwned: p.role === "character",
  }));
  let logLength = 0;
  const rnd = seededRng(run.seed);
  const dice = seededRng(run.seed + 1);
  const input = () => ({ state, combatants, viewer: { isGM: true }, logLength, edition: "v0.0.21.10" as const });
  const idle: (() => void)[] = [];
  const keep: TrackerKeep = {
    drawn: null, drawing: null, redraw: true, renderRow: (row) => rowHtml(render, row), later: (job) => idle.push(job),
    nextTurn: () => nextTurnContext(input()),
  };
  const parse = (html: string) => {
    const t = doc.createElement("template");
    t.innerHTML = html;
    return t.content.firstElementChild as HTMLElement;
  };
  const partOf = (content: Element) => content.querySelector<HTMLElement>('[data-application-part="tracker"]')!;
  // The application's content: core's _replaceHTML swaps each part's element for the one rendered, or appends it.
  const content = doc.createElement("section");
  const freshContent = doc.createElement("section");
  // The fresh part stays out of the document: its <details> share names with the tracker's (a name makes them one
  // accordion in a document: opening one closes the others).
  host.append(content);
  const replace = (into: Element) => (parts: Record<string, HTMLElement>) => {
    for (const [id, el] of Object.entries(parts)) {
      const prior = into.querySelector(`[data-application-part="${id}"]`);
      if (prior) prior.replaceWith(el);
      else into.append(el);
    }
  };
  /** EndeavorTracker's render: the plan, the template, the part put in (patched in place when rows are kept), the
   *  drafts read before and written after, the turns' steps restored. A first render reads no drafts. */
  const renderTracker = (first: boolean) => {
    const endeavor = prepareEndeavorTracker(input());
    const hbKept = planTracker(keep, endeavor, SCOPE);
    const part = parse(render(TRACKER, { endeavor, hbKept }));
    part.dataset.applicationPart = "tracker";
    let drafts: Drafts | null = null;
    let again = false;
    const drafted = (redrawn: Element[]) => void (drafts = first ? null : readDrafts(redrawn));
    replaceTracker(keep, { tracker: part }, content, replace(content), () => void (again = true), drafted);
    const read = drafts as Drafts | null;
    if (read && (read.values.size || read.focus)) writeDrafts(content as HTMLElement, read);
    restoreTurns(content as HTMLElement, !read);
    if (again) {
      keep.redraw = true;
      renderTracker(false);
    }
  };
  const renderFresh = () => {
    const part = parse(render(TRACKER, { endeavor: prepareEndeavorTracker(input()) }));
    part.dataset.applicationPart = "tracker";
    freshContent.replaceChildren(part);
    run.parserFix?.(part);
    restoreTurns(freshContent as HTMLElement, true);
  };
  /** A few controls in the rows changed and put back, as a user trying a choice and going back on it. */
  const fiddle = () => {
    const controls = [...content.querySelectorAll<HTMLInputElement | HTMLSelectElement>(FIDDLED)];
    for (let k = 0; k < 4 && controls.length; k += 1) {
      const c = controls[Math.floor(rnd() * controls.length)]!;
      if (c instanceof HTMLSelectElement) {
        const was = c.selectedIndex;
        c.selectedIndex = (was + 1) % c.options.length;
        c.selectedIndex = was;
      } else if (c.type === "checkbox") {
        c.checked = !c.checked;
        c.checked = !c.checked;
      } else {
        const was = c.value;
        c.value = `${was}1`;
        c.value = was;
      }
    }
  };
  try {
    renderTracker(true);
    for (let step = 0; step < run.steps && !state.outcome; step += 1) {
      const command = proposals(state, rnd).find((c) => {
        try {
          apply(state, c, seededRng(1));
          return true;
        } catch {
          return false;
        }
      });
      if (!command) break;
      if (run.fiddle[step % run.fiddle.length]) fiddle();
      state = apply(state, command, dice).state;
      logLength += 1;
      renderTracker(false);
      renderFresh();
      const label = `after ${JSON.stringify(command)} (command ${step + 1})`;
      const [shown, fresh] = [partOf(content).outerHTML, partOf(freshContent).outerHTML];
      if (shown !== fresh) {
        let at = 0;
        while (shown[at] === fresh[at]) at += 1;
        const around = (html: string) => JSON.stringify(html.slice(Math.max(0, at - 120), at + 80));
        return `markup differs ${label}: ${around(shown)} instead of ${around(fresh)}`;
      }
      const [a, b] = [controlValues(partOf(content)), controlValues(partOf(freshContent))];
      const i = a.findIndex((v, j) => v !== b[j]);
      if (i >= 0 || a.length !== b.length) return `control values differ ${label}: ${a[i]} instead of ${b[i]}`;
      if (run.idle[step % run.idle.length]) idle.splice(0).forEach((job) => job());
      else idle.length = 0;
    }
    return null;
  } finally {
    content.remove();
    freshContent.remove();
  }
}
