// The harness page: real Handlebars 4.7.8 + Foundry helper stand-ins + our templates and compiled CSS, rendering
// the registry's views in a Foundry-like frame. Tests drive it through the DOM and window.harness.
import "./foundry-theme.css";
// Foundry ships Font Awesome; the preview uses the Free edition from npm (icons Pro adds would show as missing).
import "@fortawesome/fontawesome-free/css/all.min.css";
import "../../styles/humanity-blessed.scss";
import "../../styles/sheets.scss";
import "../../styles/dialogs.scss";
import "../../styles/roll-dialog.scss";
import "../../styles/request-card.scss";
import "../../styles/tracker.scss";
import "../../styles/track-board.scss";
import "../../styles/party.scss";
import "../../styles/rulings.scss";
import "./harness.css";
import Handlebars from "handlebars";
import { HB_CONFIG } from "../../src/config";
import { registerFoundryHelpers } from "./foundry-helpers";
import { HARNESS_LANG, harnessI18n } from "./lang";
import { createRenderer, foundryPath } from "./renderer";
import { VIEWS, findView, type Theme, type ViewState } from "./views";
import { dialogs, onDialogAction, onDialogChange, type DialogHost } from "./dialogs";
import { checkCardContext, rollNormalCheck } from "./rolls";
import { bindTurnSteps, openStep, restoreTurns, showAction } from "../../src/applications/combat/tracker/turn-steps";
import { applySearch } from "../../src/applications/dialogs/picker-search";
import { benchInPage, type BrowserBenchResult } from "./tracker-bench";

// The same CONFIG.HB object the system installs at init (src/config.ts), nothing more.
(globalThis as unknown as { CONFIG: { HB: typeof HB_CONFIG } }).CONFIG = { HB: HB_CONFIG };

const raw = {
  ...import.meta.glob<string>("../../templates/**/*.hbs", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>(["./tab-navigation.hbs", "./templates/*.hbs", "./core/**/*.hbs"], { query: "?raw", import: "default", eager: true }),
};
const repoPath = (key: string) => (key.startsWith("../../") ? key.slice(6) : `test/harness/${key.slice(2)}`);
const sources = Object.fromEntries(Object.entries(raw).map(([k, v]) => [foundryPath(repoPath(k)), v]));

const hbs = Handlebars.create();
const i18n = harnessI18n();
registerFoundryHelpers(hbs, i18n);
const renderer = createRenderer(hbs, sources);

const params = new URLSearchParams(location.search);
// en-XA: the tag pseudo-locales go by, so a screen reader and the page's own lang agree with what is drawn.
if (HARNESS_LANG === "pseudo") document.documentElement.lang = "en-XA";
const asTheme = (t: string | null): Theme | null => (t === "dark" || t === "light" ? t : null);
const state: ViewState & { view: string; seed: number; interface: Theme } = {
  view: findView(params.get("view") ?? "")?.id ?? VIEWS[0]!.id,
  theme: asTheme(params.get("theme")) ?? "light",
  // Foundry's interface theme (on the body) may differ from the applications theme (on each window).
  interface: asTheme(params.get("interface")) ?? asTheme(params.get("theme")) ?? "light",
  seed: Number(params.get("seed") ?? 1) || 1,
};

const stage = document.getElementById("stage")!;
const chatLog = document.getElementById("chat-log")!;
const select = document.getElementById("view-select") as HTMLSelectElement;
const themeToggle = document.getElementById("theme-toggle") as HTMLButtonElement;

function render(): void {
  const view = findView(state.view)!;
  document.body.classList.remove("theme-light", "theme-dark");
  document.body.classList.add(`theme-${state.interface}`);
  themeToggle.setAttribute("aria-pressed", String(state.theme === "dark"));
  themeToggle.textContent = state.theme === "dark" ? "Light theme" : "Dark theme";
  select.value = view.id;
  stage.innerHTML = renderer.renderView(view, state);
  // The Endeavor tracker's turn steps, as the tracker walks them (bound once on the stage below).
  restoreTurns(stage, true);
  // A view of a turn part-way through: its action chosen and a later step open.
  const turn = view.turn ? stage.querySelector<HTMLElement>("[data-hb-turn]") : null;
  const radio = turn?.querySelector<HTMLInputElement>(`input[name="hbActionKind"][value="${view.turn!.action}"]`);
  if (turn && radio) {
    radio.checked = true;
    showAction(turn);
    openStep(turn, view.turn!.step, false);
  }
  document.dispatchEvent(new CustomEvent("harness:rendered", { detail: view.id }));
}

/** Append a rendered card to the chat log as a Foundry chat message. */
function postChat(speaker: string, content: string): HTMLElement {
  const holder = document.createElement("template");
  holder.innerHTML = renderer.render("harness/chat-message.hbs", { id: `m${chatLog.children.length + 1}`, speaker, content }).trim();
  const message = holder.content.firstElementChild as HTMLElement;
  chatLog.append(message);
  message.scrollIntoView({ block: "nearest" });
  return message;
}

/** Core ApplicationV2#changeTab: toggle .active on the nav item and the tab section of that group. */
function changeTab(root: HTMLElement, group: string, tab: string): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`)) el.classList.toggle("active", el.dataset.tab === tab);
}

stage.addEventListener("click", (event) => {
  const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
  const app = target?.closest<HTMLElement>(".application");
  if (!target || !app) return;
  event.preventDefault();
  switch (target.dataset.action) {
    case "tab": changeTab(app, target.dataset.group!, target.dataset.tab!); state.tab = target.dataset.tab!; break;
    case "toggleMode": state.editMode = !(state.editMode ?? state.view === "character-edit"); render(); break;
    default:
      // What only a running Foundry can do (open an item, change a document) says so instead of doing nothing.
      if (!onDialogAction(target.dataset.action!, target, target.closest("form"), dialogHost)) {
        const what = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim() || target.dataset.action!;
        dialogHost.notify(`"${what}" needs Foundry: the preview shows this control, but cannot run it.`);
      }
      break;
    case "rollStat": {
      const actor = findView(state.view)?.actor;
      if (!actor) break;
      const roll = rollNormalCheck(actor, target.dataset.stat!, state.seed++);
      postChat(actor.name, renderer.render("systems/humanity-blessed/templates/chat/check-card.hbs", checkCardContext(actor, roll)));
      break;
    }
  }
});

/** The wizard and the shop (test/harness/dialogs.ts) render, post and warn through the page like Foundry would. */
const dialogHost: DialogHost = {
  renderer, render,
  show(view) { Object.assign(state, { view, editMode: undefined, tab: undefined }); render(); },
  postChat(speaker, content) { postChat(speaker, content); },
  notify(message) {
    // ui.notifications.warn: a toast in Foundry; here a live region the tests can read.
    let box = document.getElementById("notifications");
    if (!box) { box = Object.assign(document.createElement("ol"), { id: "notifications", className: "harness-notifications" }); box.setAttribute("role", "status"); document.body.append(box); }
    box.append(Object.assign(document.createElement("li"), { className: "notification warning", textContent: message }));
  },
};
// Enter in a dialog's field must not reload the page (Foundry's form handler prevents the default submit too).
stage.addEventListener("submit", (event) => event.preventDefault());
stage.addEventListener("change", (event) => {
  const form = (event.target as HTMLElement).closest("form");
  if (form) onDialogChange(form, dialogHost);
});

// The Specialization picker's search filters its rows as typed, as the picker does in Foundry.
stage.addEventListener("input", (event) => {
  const search = (event.target as HTMLElement).closest<HTMLInputElement>(".hb-picker input[name='search']");
  const app = search?.closest<HTMLElement>(".application");
  if (search && app) applySearch(app, search.value, (shown, total) => i18n.format("HB.Picker.shown", { shown: String(shown), total: String(total) }));
});
bindTurnSteps(stage);
for (const view of VIEWS) select.add(new Option(view.label, view.id));
select.addEventListener("change", () => { state.view = select.value; state.editMode = undefined; state.tab = undefined; findView(state.view)?.enter?.(); render(); });
themeToggle.addEventListener("click", () => { state.theme = state.interface = state.theme === "dark" ? "light" : "dark"; render(); });

declare global {
  interface Window {
    harness: {
      views: string[]; show(view: string, theme?: Theme): void; missing: () => string[]; seed(n: number): void; resetDialogs(): void;
      /** Issue 32: one command in the GM's 50-participant tracker (and board), re-rendered in full and partially. */
      benchTracker(runs: number, idle?: boolean): Promise<BrowserBenchResult[]>;
      /** A partial re-render against a fresh render, any names (partial-runs.ts): null when the property holds. */
      partialProperty(seed: number, numRuns: number): Promise<string | null>;
    };
  }
}
window.harness = {
  views: VIEWS.map((v) => v.id),
  show(view, theme = state.theme) { Object.assign(state, { view, theme, interface: theme, editMode: undefined, tab: undefined }); findView(view)?.enter?.(); render(); },
  missing: () => [...i18n.missing],
  seed(n) { state.seed = n; },
  resetDialogs() { dialogs.reset(); document.getElementById("notifications")?.remove(); },
  benchTracker(runs, idle) {
    window.harness.show("endeavor-tracker-50-gm", "light");
    return benchInPage((path, context) => renderer.render(path, context), stage, runs, idle);
  },
  // Loaded when asked: fast-check is no part of the preview.
  async partialProperty(seed, numRuns) {
    const { partialProperty } = await import("./partial-runs");
    return partialProperty((path, context) => renderer.render(path, context), stage, { seed, numRuns });
  },
};
findView(state.view)?.enter?.();
render();
