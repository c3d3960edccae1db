// The helper's chooser, on their own client: which Blessing to spend on Help (book, "Helping": "add half the value
// of the spent Blessing"). Loaded with the first Help click; the GM checks the choice again (check-actions.ts).
import { helpChoices, suggestedHelp, type HelperTraits } from "../../rules/help";
import { template } from "../shared/templates";

/** The chooser's context: each Blessing the helper could spend, what it adds, the one proposed first. */
export function helpChooserContext(
  pool: readonly number[],
  offered: readonly number[],
  traits: HelperTraits,
  roller: string,
) {
  const proposed = suggestedHelp(pool, offered, traits);
  return {
    roller,
    choices: helpChoices(pool, traits).map((c) => ({
      ...c,
      selected: c.value === proposed,
      changed: c.worth !== c.value,
    })),
  };
}

/**
 * The Blessing the helper picks, or null when they close the chooser. With nothing to choose between (one kind of
 * Blessing, or none — the GM then refuses with the rule), it asks nothing.
 */
export async function chooseHelp(
  pool: readonly number[],
  offered: readonly number[],
  traits: HelperTraits,
  roller: string,
): Promise<number | null | undefined> {
  const context = helpChooserContext(pool, offered, traits, roller);
  if (context.choices.length <= 1) return context.choices[0]?.value;
  const content = await foundry.applications.handlebars.renderTemplate(template("dialogs/choose-help.hbs"), context);
  const picked = await foundry.applications.api.DialogV2.prompt({
    window: { title: "HB.Check.chooseHelpTitle" },
    content,
    ok: {
      label: "HB.Check.help",
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) =>
        // Core's dialog buttons are in its form.
        button.form!.querySelector<HTMLInputElement>('[name="blessing"]:checked')?.value ?? null,
    },
    rejectClose: false,
  });
  const value = Number(picked);
  return typeof picked === "string" && Number.isInteger(value) ? value : null;
}
