// A form's controls put back as their markup says: an element rewritten into another (html-morph.ts) keeps
// what was typed in it, which a newly parsed one would not have. DOM only, no Foundry.

/** The controls that may differ from their markup: boxes ticked otherwise (the browser's own selectors find them),
 *  every select, text of any kind (a turn's form has a hundred controls, nearly all as drawn). */
const RESETTABLE = ["checkbox", "radio"]
  .flatMap((type) => [`input[type=${type}]:checked:not([checked])`, `input[type=${type}][checked]:not(:checked)`])
  .concat("select", "textarea", "input:not([type=checkbox]):not([type=radio]):not([type=hidden])")
  .join(", ");

/**
 * The form controls in `root` as their markup says, as if just parsed (a form's reset, writing only what differs):
 * what was typed, ticked or chosen in them is dropped. A select without a `selected` option shows its first enabled
 * one; with several, the last. (The markup is read from the attributes, which defaultValue, defaultChecked and
 * defaultSelected reflect.)
 */
export function resetControls(root: Element): void {
  for (const c of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(RESETTABLE)) {
    if (c.localName === "select") {
      const select = c as HTMLSelectElement;
      const options = [...select.options];
      if (select.multiple) {
        for (const o of options)
          // Stryker disable next-line ConditionalExpression: the same selectedness written again changes nothing
          if (o.selected !== o.hasAttribute("selected")) o.selected = o.hasAttribute("selected");
        continue;
      }
      let chosen = -1;
      options.forEach((o, i) => {
        if (o.hasAttribute("selected")) chosen = i;
      });
      // An option is disabled by its own attribute or its group's (a disabled select still shows its first option).
      if (chosen < 0)
        chosen = options.findIndex((o) => !o.disabled && !o.closest("optgroup")?.hasAttribute("disabled"));
      // Stryker disable next-line ConditionalExpression: writing the same choice again changes nothing
      if (select.selectedIndex !== chosen) select.selectedIndex = chosen;
    } else if (c.localName === "textarea") {
      const text = (c as HTMLTextAreaElement).defaultValue;
      // Stryker disable next-line ConditionalExpression: the same text written again leaves the caret (the standard)
      if (c.value !== text) c.value = text;
    } else if ((c as HTMLInputElement).type === "checkbox" || (c as HTMLInputElement).type === "radio") {
      const box = c as HTMLInputElement;
      // Stryker disable next-line ConditionalExpression: the same tick written again changes nothing
      if (box.checked !== box.hasAttribute("checked")) box.checked = box.hasAttribute("checked");
    } else {
      const value = c.getAttribute("value") ?? "";
      // Stryker disable next-line ConditionalExpression: the same text written again leaves the caret (the standard)
      if (c.value !== value) c.value = value;
    }
  }
}
