// Styles that load on demand with their feature (the creation wizard and Session Shop, the roll dialog, the request
// card, the Endeavor tracker and track board): every player downloads the always-loaded stylesheet at each world
// load, and these open in few sessions. Their module imports the compiled CSS as a string (`?inline`) and adds it
// here, once per document, in the cascade layer Foundry gives system.json's stylesheet ("system"), so it weighs
// against core and modules exactly as if it were in that file.
//
// V14 can detach an application into its own browser window, a document of its own whose head has none of ours:
// each style goes into every document an application is rendered in when it loads (core's rendered applications,
// foundry.applications.instances, each in its element's ownerDocument), and every style loaded so far goes into each
// detached window as it opens (the openDetachedWindow hook) — whether or not core copies the main page's.
import { offHook, onHook } from "../../compat";

/** Every style loaded so far, by id: what a window opened later must be given. */
const loaded = new Map<string, string>();
/** The openDetachedWindow handler's id: registered with the first style loaded. */
let watching: number | null = null;

/** Add `css` under `id` to the page and to every window an application is in, unless there already. */
export function adoptStyles(id: string, css: string): void {
  // Outside a page (the bench and node tests import the tracker's pure context, which brings its styles) nothing to do.
  if (!css || typeof document === "undefined") return;
  addStyle(document, id, css);
  // Outside Foundry (the harness page renders our templates alone) the page is the only document.
  if (typeof foundry === "undefined") return;
  loaded.set(id, css);
  for (const app of foundry.applications.instances.values()) {
    if (app.element) addStyle(app.element.ownerDocument, id, css);
  }
  // One handler: each style loaded replaces the last one's (in a world the same handler, for the whole session).
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a handler left over adds the same
  if (watching !== null) offHook("openDetachedWindow", watching);
  watching = onHook("openDetachedWindow", onWindowOpened);
}

/** A detached window (V14) opened: everything loaded so far, in its document. */
function onWindowOpened(_id: string, win: Window): void {
  for (const [id, css] of loaded) addStyle(win.document, id, css);
}

function addStyle(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement("style");
  style.id = id;
  style.textContent = `@layer system{${css}}`;
  doc.head.append(style);
}
