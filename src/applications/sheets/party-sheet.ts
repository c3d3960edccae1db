// The GM's view of the table: a party's members, one live row each (applications/party/). The class is registered
// at init; its context, drops, actions and styles load with the first party sheet rendered (party-sheet-body.ts).
import { HandlebarsActorSheet, type TemplatePart } from "./base-actor-sheet";
import { PARTY_PARTS } from "../party/party-layout";
import { lazyActions } from "../shared/lazy";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

const body = () => import("../party/party-sheet-body");

export const PARTY_ACTIONS = ["openMember", "removeMember", "moveMember", "togglePrimary", "callForCheck", "endSession", "startEndeavor"] as const;
export type PartyAction = (typeof PARTY_ACTIONS)[number];

export class PartySheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: typeof HandlebarsActorSheet.DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "sheet", "party"],
    position: { width: 880, height: 680 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: lazyActions<PartySheet, PartyAction>(body, PARTY_ACTIONS),
  };

  static PARTS: Record<string, TemplatePart> = PARTY_PARTS;

  protected override async _prepareContext(options: RenderOptions) {
    return (await body()).partyContext(this, await super._prepareContext(options));
  }

  /** Members re-render the sheet when they change (a Condition, a Blessing, a spent Stat, the shop). */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    (await body()).watchMembers(this);
  }

  protected override _onClose(options: never) {
    super._onClose(options);
    void body().then((b) => b.unwatchMembers(this));
  }

  /** Characters join (or move, dropped on a row); anything else is refused with a word (party-sheet-body.ts). */
  protected override async _onDrop(event: DragEvent): Promise<void> {
    await (await body()).dropOnParty(this, event);
  }
}
