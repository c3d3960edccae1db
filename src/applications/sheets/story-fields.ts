// An actor's HTML fields (backstory, appearance, notes) as each viewer reads them: enriched by core's TextEditor
// (content links, inline rolls, our Check links), GM secret sections only for owners (core removes unrevealed
// `section.secret` blocks unless `secrets` is set). The template gives the raw source only to those who may edit it.
type StoryActor = { isOwner: boolean; system: unknown; getRollData(): object };

export async function enrichStory<F extends string>(actor: StoryActor, fields: readonly F[]): Promise<Record<F, string>> {
  const editor = foundry.applications.ux.TextEditor.implementation;
  const system = actor.system as Record<string, unknown>;
  const out = {} as Record<F, string>;
  for (const field of fields) {
    const source = typeof system[field] === "string" ? (system[field] as string) : "";
    out[field] = await editor.enrichHTML(source, { secrets: actor.isOwner, relativeTo: actor as never, rollData: () => actor.getRollData() } as never);
  }
  return out;
}
