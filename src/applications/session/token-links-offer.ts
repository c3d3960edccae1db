// The world migration's one question about tokens: characters made before linked tokens (or placed from an unlinked
// prototype) are offered, once, to the GM to be linked — their prototype tokens and the tokens already on scenes.
// Asked or not (nothing to link), the offer is not made again; declined, the GM is still told where an unlinked
// character token is used (documents/token-links.ts). Loaded on demand from the ready hook.
import { linkCharacterTokens, unlinkedCharacterTokens } from "../../documents/token-links";
import { SYSTEM_ID } from "../../settings";
import { template } from "../shared/templates";

/** Active GM only. Resolves to whether the tokens were linked. */
export async function offerTokenLinks(): Promise<boolean> {
  // No GM connected: no active GM to ask.
  if (!game.users!.activeGM?.isSelf || game.settings.get(SYSTEM_ID, "tokenLinksOffered")) return false;
  const found = unlinkedCharacterTokens();
  await game.settings.set(SYSTEM_ID, "tokenLinksOffered", true);
  if (!found.actors.length && !found.tokens.length) return false;
  const content = await foundry.applications.handlebars.renderTemplate(template("dialogs/link-tokens.hbs"), {
    actors: found.actors.length,
    tokens: found.tokens.length,
  });
  const yes = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HB.Token.offer.title", icon: "fa-solid fa-link" },
    content,
    yes: { label: "HB.Token.offer.link", icon: "fa-solid fa-link" },
    no: { label: "HB.Token.offer.keep" },
    rejectClose: false,
  });
  if (yes !== true) return false;
  await linkCharacterTokens(found);
  ui.notifications!.info(
    game.i18n!.format("HB.Token.offer.done", {
      actors: String(found.actors.length),
      tokens: String(found.tokens.length),
    }),
  );
  return true;
}
