// Checks written in text ([[/hbcheck head hard]]): the enricher and the page-wide listeners its links need, registered
// at init. Everything they do loads on demand (check-link.ts), the first time text holding a Check is enriched or
// such a link is hovered or clicked: every player downloads this bundle at each world load.
import { CHECK_TEXT_PATTERN } from "../../rules/check-text-pattern";

const load = () => import("./check-link");
const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("a.hb-check-link") : null;

const wired = new WeakSet<HTMLElement>();

export function registerCheckEnricher(): void {
  CONFIG.TextEditor.enrichers.push({
    pattern: CHECK_TEXT_PATTERN,
    enricher: async (match) => (await load()).enrichCheckText(match),
  });
  const body = document.body;
  if (wired.has(body)) return;
  wired.add(body);
  const roll = (event: Event) => {
    const link = linkOf(event.target);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    void load().then((m) => m.rollCheckLink(link));
  };
  body.addEventListener("click", roll);
  body.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") roll(event);
  });
  // Before core's tooltip reads data-tooltip (registered after init, and waiting a moment before it shows).
  const odds = (event: Event) => {
    const link = event.target instanceof HTMLElement && event.target.matches("a.hb-check-link") ? event.target : null;
    if (link) void load().then((m) => m.refreshOdds(link));
  };
  body.addEventListener("pointerenter", odds, true);
  body.addEventListener("focusin", odds);
}
