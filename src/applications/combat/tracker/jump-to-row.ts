// The header's shortcuts through a long list: bring a row (the acting one, the viewer's own) to the top of the list,
// just under the sticky bar, and put the keyboard there, so Tab goes on through that row's controls.
import type { TrackerHost } from "./tracker-host";

export async function jumpToRow(this: TrackerHost, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const id = target.dataset.rowId;
  const row = [...this.element.querySelectorAll<HTMLElement>("li.hb-endeavor-row")].find(
    (r) => r.dataset.combatantId === id,
  );
  // Drawn from a tracker since re-rendered without that row (removed, hidden): say so, move nothing.
  if (!row) {
    // Stryker disable next-line OptionalChaining: core's notifications exist once the tracker can be clicked.
    ui.notifications?.warn("HB.Endeavor.Jump.gone", { localize: true });
    return;
  }
  const bar = this.element.querySelector<HTMLElement>(".hb-endeavor-bar");
  // Stryker disable next-line OptionalChaining: the bar is drawn whenever rows are (kept for a module that removes it).
  row.style.scrollMarginTop = `${bar?.getBoundingClientRect().height ?? 0}px`;
  row.scrollIntoView({ block: "start" });
  row.style.removeProperty("scroll-margin-top");
  if (!row.hasAttribute("tabindex")) row.tabIndex = -1;
  row.focus({ preventScroll: true });
}
