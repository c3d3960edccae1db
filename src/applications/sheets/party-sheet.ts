// The GM's view of the table: a party's members, one live row each (applications/party/). The class is registered
// at init; its context, drops, actions and styles load with the first party sheet rendered (party-sheet-body.ts),
// which also keeps the rows live while the sheet is open.
import { HumanityActorSheet, type TemplatePart } from "./base-actor-sheet";
import { PARTY_PARTS } from "../party/party-layout";
import { lazyActions } from "../shared/lazy";
import { PARTY_ACTIONS, type PartyAction } from "./actor-sheet-host";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

const body = () => import("../party/party-sheet-body");

export class PartySheet extends HumanityActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["party"],
    position: { width: 880, height: 680 },
    actions: lazyActions<PartySheet, PartyAction>(body, PARTY_ACTIONS),
  };

  static PARTS: Record<string, TemplatePart> = PARTY_PARTS;

  protected override async _prepareContext(options: RenderOptions) {
    return (await body()).partyContext(this, await super._prepareContext(options));
  }

  /** Rows drag as their actors do (onto another row, another party, the canvas). */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    (await body()).dragRows(this);
  }

  /** Characters join (or move, dropped on a row); anything else is refused with a word (party-sheet-body.ts). */
  protected override async _onDrop(event: DragEvent): Promise<void> {
    await (await body()).dropOnParty(this, event);
  }
}
