// Which Aptitude, asked in a small dialog (templates/dialogs/choose-aptitude.hbs): a Specialization dropped where
// several Aptitudes could take it, or an Aptitude applied to a Check after the roll once the table agrees it relates.
import { template } from "./templates";

export interface AptitudeQuestion {
  /** The window's title, a lang key. */
  title: string;
  /** The question above the list, a lang key; `name` fills its {name}. */
  prompt: string;
  name?: string;
}

/** The value of the Aptitude picked, or null when the dialog is closed (or nothing is picked). */
export async function askAptitude(
  choices: { id: string; name: string }[],
  question: AptitudeQuestion,
): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template("dialogs/choose-aptitude.hbs"), {
    choices,
    prompt: question.prompt,
    name: question.name,
  });
  const picked = await foundry.applications.api.DialogV2.prompt({
    window: { title: question.title },
    content,
    ok: {
      callback: (_event: Event, button: HTMLButtonElement) =>
        (button.form?.elements.namedItem("aptitude") as HTMLSelectElement | null)?.value ?? null,
    },
    rejectClose: false,
  });
  return picked || null;
}
