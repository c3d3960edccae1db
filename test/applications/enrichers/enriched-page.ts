// Text enriched as a journal page shows it, and the roll dialog its link opens: shared by the Check link's tests.
const g = globalThis as any;

export const settle = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};
/** The page as the reader sees it: the text enriched by core's TextEditor, on the page. */
export async function enrich(html: string): Promise<HTMLElement> {
  const page = document.createElement("article");
  page.innerHTML = await g.foundry.applications.ux.TextEditor.implementation.enrichHTML(html);
  document.body.append(page);
  return page;
}
export const rollForm = () => document.querySelector<HTMLFormElement>("form.hb-roll");
export const fieldValue = (name: string) =>
  rollForm()!.querySelector<HTMLSelectElement | HTMLInputElement>(`[name="${name}"]`)!.value;
