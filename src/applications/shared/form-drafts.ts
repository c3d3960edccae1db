// What a user typed or ticked but has not sent yet, kept across re-renders: the tracker re-renders on every Combat
// update (anyone's action), and losing a half-typed share or a ticked Blessing to someone else's turn is a bug.
// Only fields the user changed are kept (a value the server now renders differently otherwise wins); focus and
// caret come back too, so typing goes on.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export interface Drafts {
  values: Map<string, string | boolean>;
  focus: { key: string; start: number | null } | null;
}

const FIELDS = "input[name], select[name], textarea[name]";

/** A field's identity across renders: its row (combatant), its name, and for radios and checkboxes its value. */
function keyOf(field: Field): string {
  const row = field.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
  const choice =
    field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox") ? field.value : "";
  return `${row}|${field.name}|${choice}`;
}

/** What the user changed in `field`, one of maybeChanged()'s (a box among them is one ticked other than drawn). */
function changed(field: Field): string | boolean | null {
  if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) return field.checked;
  if (field instanceof HTMLSelectElement) {
    // A select whose markup marks no option shows its first one: that is its default, not a choice the user made.
    const marked = field.querySelector<HTMLOptionElement>("option[selected]"); // defaultSelected reflects it
    return field.selectedIndex !== (marked?.index ?? 0) ? field.value : null;
  }
  return field.value !== field.defaultValue ? field.value : null;
}

/** The fields that may hold a change (the acting turn's form has a hundred, nearly all as drawn): boxes ticked other
 *  than their markup says (the browser's own selectors find them), every select and every field typed into. */
function maybeChanged(): string {
  return ["checkbox", "radio"]
    .flatMap((type) => [
      `input[type=${type}][name]:checked:not([checked])`,
      `input[type=${type}][name][checked]:not(:checked)`,
    ])
    .concat("select[name]", "textarea[name]", "input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden])")
    .join(", ");
}

/** What was typed in `root`, or only in `roots` (a partial re-render: what it redraws; what it keeps keeps its own). */
export function readDrafts(root: HTMLElement | Iterable<Element> | null | undefined): Drafts {
  const values = new Map<string, string | boolean>();
  let focus: Drafts["focus"] = null;
  const roots = !root ? [] : root instanceof Element ? [root] : [...root];
  const selector = maybeChanged();
  for (const scope of roots) {
    const fields = scope.querySelectorAll<Field>(selector);
    for (const field of scope.matches(selector) ? [scope as Field, ...fields] : fields) {
      const value = changed(field);
      if (value !== null) values.set(keyOf(field), value);
    }
  }
  // The focus of the document the fields are in: V14 can show the tracker in a browser window of its own.
  // Stryker disable OptionalChaining: a document with a root in it has an active element (its body at least)
  const active = roots
    .map((scope) => scope.ownerDocument.activeElement)
    .find((a) => a?.matches(FIELDS) && roots.some((scope) => scope.contains(a)));
  // Stryker restore OptionalChaining
  if (active) {
    const field = active as Field;
    focus = {
      key: keyOf(field),
      // Stryker disable next-line ConditionalExpression,LogicalOperator: others' selectionStart is null or unused
      start: field instanceof HTMLInputElement && field.type === "text" ? field.selectionStart : null,
    };
  }
  return { values, focus };
}

/**
 * Puts the focus back on `field` unseen by focusin listeners: core's tracker selects the whole text of an input that
 * gains focus, and a number (which has no caret to put back) would then be replaced by the next digit typed. The
 * focusin is stopped first thing, in its window's capture phase (the field's own window: V14 can detach an app).
 */
export function refocus(field: HTMLElement): void {
  const target: EventTarget = field.ownerDocument.defaultView ?? field.ownerDocument;
  const quiet = (event: Event) => event.stopImmediatePropagation();
  target.addEventListener("focusin", quiet, true);
  try {
    field.focus({ preventScroll: true });
  } finally {
    // Stryker disable next-line BooleanLiteral: happy-dom removes a listener whatever its capture flag; browsers do not
    target.removeEventListener("focusin", quiet, true);
  }
}

export function writeDrafts(root: HTMLElement | null | undefined, drafts: Drafts): void {
  for (const field of root?.querySelectorAll<Field>(FIELDS) ?? []) {
    const key = keyOf(field);
    const value = drafts.values.get(key);
    if (value !== undefined && !field.disabled) {
      if (typeof value === "boolean") (field as HTMLInputElement).checked = value;
      else field.value = value;
    }
    if (drafts.focus?.key === key) {
      refocus(field);
      if (drafts.focus.start !== null && field instanceof HTMLInputElement)
        field.setSelectionRange(drafts.focus.start, drafts.focus.start);
    }
  }
}
