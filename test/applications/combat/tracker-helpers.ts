// The tracker's action forms clicked through the real EndeavorTracker under the fake Foundry: a started Endeavor as the
// GM, the tracker rendered, every command the engine receives recorded (spied on HumanityCombat#dispatch, which the GM
// relay calls), and a refusal's check (exactly this warning, nothing stored, the Combat unchanged).
import { expect, vi } from "vitest";
import { EndeavorTracker } from "../../../src/applications/combat/tracker/endeavor-tracker";
import type { Command, EditionId, EndeavorKind } from "../../../src/rules/endeavor";
import type { EndeavorStartOptions } from "../../../src/documents/endeavor-setup";
import { ui } from "../../fakes/setup";
import { choose } from "../../builders/endeavor";
import { asUser, endeavorWorld, snapshot } from "../../documents/combat-helpers";

export const g = globalThis as any;
export const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
export const click = (el: Element | null) => {
  if (!el) throw new Error("nothing to click");
  el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
};

export type World = Awaited<ReturnType<typeof endeavorWorld>>;

/** A started Endeavor (as the GM) with the tracker rendered; `before` runs on the world first (specializations …). */
export async function started(
  edition: EditionId = "v0.0.21.10",
  before?: (w: World) => Promise<unknown>,
  kind: EndeavorKind = "monstrous",
  options: Omit<EndeavorStartOptions, "kind" | "edition"> = {},
) {
  const world = await endeavorWorld();
  asUser("gm");
  await before?.(world);
  await world.combat.startEndeavor({ kind, edition, ...options });
  const tracker = new EndeavorTracker();
  await tracker.render({ force: true });
  const dispatched: Command[] = [];
  const original = world.combat.dispatch.bind(world.combat);
  vi.spyOn(world.combat, "dispatch").mockImplementation((c: Command) => {
    dispatched.push(JSON.parse(JSON.stringify(c)));
    return original(c);
  });
  const p = (id: string) => world.combat.endeavor!.participants.find((q) => q.id === id)!;
  const row = (id: string) => {
    const el = tracker.element!.querySelector<HTMLElement>(`li[data-combatant-id="${id}"]`);
    if (!el) throw new Error(`no row ${id}`);
    return el;
  };
  const as = async (user: "gm" | "player" | "player2") => {
    asUser(user);
    await tracker.render();
  };
  return { ...world, tracker, dispatched, p, row, as };
}

/** Action Dice for everyone (the GM's override path), with the temporary Blessings given: Wren acts first. */
export type Started = Awaited<ReturnType<typeof started>>;

export async function toTurns(w: Started, wren: { stat: string; blessings: number[] } = { stat: "Head", blessings: [3, 3] }) {
  const { combat, ids } = w;
  await combat.dispatch(choose(ids.wren, wren.stat, wren.blessings));
  await combat.dispatch(choose(ids.oskar, "Head", [2, 4]));
  await combat.dispatch(choose(ids.mina, "Hand", [1, 6]));
  await combat.dispatch(choose(ids.widow, "Hurt", [4, 4, 5]));
  expect(combat.endeavor!.turn.current).toBe(ids.wren);
  w.dispatched.length = 0;
}

export const set = (row: HTMLElement, name: string, value: string) => {
  const el = row.querySelector<HTMLSelectElement | HTMLInputElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  el.value = value;
};
export const check = (row: HTMLElement, name: string, value: string) => {
  const el = row.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (!el) throw new Error(`no checkbox ${name}=${value}`);
  el.checked = true;
};

/** The click is refused: exactly this warning, nothing sent on to the engine's store, the Combat unchanged. */
export async function refused(w: Started, act: () => void, message: string) {
  const before = snapshot(w.combat);
  const seen = warnings().length;
  act();
  await vi.waitFor(() => expect(warnings().length).toBe(seen + 1));
  expect(warnings().at(-1)).toBe(message);
  expect(snapshot(w.combat)).toBe(before);
}

/** Opens a context menu as a user does (a right click on a row; a left click for the encounter's ellipsis): the
 *  labels core's ContextMenu shows (test/fakes/ux.ts), none when it shows no menu. */
export function openMenu(on: Element | null, eventName: "contextmenu" | "click" = "contextmenu"): string[] {
  if (!on) throw new Error("nothing to open a menu on");
  on.dispatchEvent(new MouseEvent(eventName, { bubbles: true, cancelable: true, button: eventName === "click" ? 0 : 2 }));
  return [...document.querySelectorAll("#context-menu .context-item")].map((li) => li.textContent ?? "");
}

/** Clicks the open menu's item with this label. */
export function chooseMenuItem(label: string) {
  const item = [...document.querySelectorAll("#context-menu .context-item")].find((li) => li.textContent === label);
  if (!item) throw new Error(`no menu item ${label}`);
  item.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

/** A tracker part's markup: the odds figure's bars are written by the template (`width: 56%`) and, when a re-render
 *  puts form drafts back, again by script (`width: 56%;`, the same declaration): the trailing `;` is not compared. */
export const markup = (el: Element) => el.outerHTML.replace(/style="([^"]*?);"/g, 'style="$1"');
export const trackerPart = (t: EndeavorTracker) => t.element!.querySelector('[data-application-part="tracker"]')!;

/** The fake's mark of another client's page (test/fakes/applications.ts): not core's API, so fvtt-types does not
 *  declare it on our applications; asked of the application itself, which fails here if it lacks it. */
export function inAnotherPage<A extends object>(app: A): A {
  const marks = (a: A): a is A & { inAnotherPage(): unknown } =>
    "inAnotherPage" in a && typeof a.inAnotherPage === "function";
  if (!marks(app)) throw new Error("not an application of the fake Foundry");
  app.inAnotherPage();
  return app;
}

/** `t` shows, markup and every control in its rows, what a fresh full render shows. */
export async function expectAsFresh(t: EndeavorTracker, label: string): Promise<void> {
  const fresh = inAnotherPage(new EndeavorTracker());
  await fresh.render({ force: true });
  expect(markup(trackerPart(t)), label).toBe(markup(trackerPart(fresh)));
  const controls = (x: EndeavorTracker) => [...trackerPart(x).querySelectorAll<HTMLInputElement>("li[data-combatant-id] :is(input, select, textarea)")]
    .map((c) => `${c.closest<HTMLElement>("li[data-combatant-id]")!.dataset.combatantId} ${c.name}=${c.value}:${c.checked}`);
  expect(controls(t), label).toEqual(controls(fresh));
  await fresh.close();
}
