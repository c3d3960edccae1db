// Styles that load on demand with their feature (the creation wizard and Session Shop, the roll dialog, the request
// card, the Endeavor tracker and track board): every player downloads the always-loaded stylesheet at each world
// load, and these open in few sessions. Their module imports the compiled CSS as a string (`?inline`) and adds it
// here, once, in the cascade layer Foundry gives system.json's stylesheet ("system"), so it weighs against core and
// modules exactly as if it were in that file.

/** Add `css` to the page under `id`, unless it is there already. */
export function adoptStyles(id: string, css: string): void {
  // Outside a page (the bench and node tests import the tracker's pure context, which brings its styles) nothing to do.
  if (!css || typeof document === "undefined" || document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = `@layer system{${css}}`;
  document.head.append(style);
}
