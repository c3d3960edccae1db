// An actor's HTML fields (backstory, appearance, notes) as each viewer reads them: enriched by core's TextEditor
// (content links, inline rolls, our Check links), GM secret sections only for owners (core removes unrevealed
// `section.secret` blocks unless `secrets` is set). The template gives the raw source only to those who may edit it.
export async function enrichStory<F extends string>(
  actor: Actor.Implementation & { system: { readonly [K in F]: string } },
  fields: readonly F[],
): Promise<Record<F, string>> {
  const editor = foundry.applications.ux.TextEditor.implementation;
  const out = {} as Record<F, string>;
  for (const field of fields) {
    out[field] = await editor.enrichHTML(actor.system[field], {
      secrets: actor.isOwner,
      relativeTo: actor,
      rollData: () => actor.getRollData(),
    });
  }
  return out;
}
