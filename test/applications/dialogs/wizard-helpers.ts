// Driving the creation wizard's window as a player does: type or pick in its fields, press its buttons, and wait for
// the re-render each change starts.
import type { CreationWizard } from "../../../src/applications/dialogs/creation-wizard";
import { onInit } from "../../../src/hooks/init";

export const el = (w: CreationWizard) => w.element as HTMLFormElement;
export const settle = () => new Promise((r) => setTimeout(r, 0));

/** Sets each named field (a radio group by the value to check) and fires its change, one field at a time. */
export async function fill(w: CreationWizard, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const inputs = [...el(w).querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    if (!inputs.length) throw new Error(`no field ${name}`);
    for (const input of inputs) if (input.type === "radio") input.checked = input.value === value; else input.value = value;
    inputs[0]!.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
  }
}

/** Presses the step's button for an action (next, back, finish...); a step without one is a failed test, said so. */
export async function click(w: CreationWizard, action: string) {
  const button = el(w).querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  if (!button) throw new Error(`no ${action} button on step ${w.draft.step}`);
  button.click();
  await settle();
  await settle();
}

/** A fresh page and world with Wren, a player's character not yet built: the actor each wizard test fills in. */
export async function newWren(): Promise<any> {
  document.body.replaceChildren();
  onInit();
  const g = globalThis as any;
  return g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
}

/** An element's text as a player reads it: whitespace folded. */
export const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
