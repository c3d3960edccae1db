// The Specialization picker: from an Aptitude's button on the character sheet (or after the Session Shop sells a
// Specialization Upgrade), the Specializations of the system's compendium and of the world this character may take,
// searchable by name and text, the others apart with the reason (specialization-picker-context.ts). Taking one goes
// through the very path a drop takes (sheets/place-item.ts), decided again from the character as it is then.
import { currentEdition, SYSTEM_ID } from "../../settings";
import { template } from "../shared/templates";
import { adoptStyles } from "../shared/styles";
import styles from "../../../styles/dialogs.scss?inline";
import { translator } from "../shared/translator";
import { uuidOf } from "../../compat";
import { dropTarget, placeItem } from "../sheets/place-item";
import { isSpecialization } from "../../documents/item-types";
import type { CharacterActor } from "../../documents/actor";
import { applySearch } from "./picker-search";
import { preparePickerContext, type PickerContext, type SpecializationOption } from "./specialization-picker-context";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

adoptStyles("humanity-blessed-dialogs", styles);

/** The system's own compendium of the books' Specializations. */
export const SPECIALIZATIONS_PACK = `${SYSTEM_ID}.specializations`;

const open = new Map<string, SpecializationPicker>();

/** The Specializations on offer: the compendium's, then the world's own (a table's adjusted copies). */
async function candidates() {
  const pack = game.packs?.get(SPECIALIZATIONS_PACK) as { getDocuments(): Promise<Item.Implementation[]> } | undefined;
  // Stryker disable next-line ArrayDeclaration: whatever else it held would be filtered out below, not a Specialization
  const packed = (await pack?.getDocuments()) ?? [];
  // fvtt-types 13 types the world's Items as core's Item, not CONFIG's class, which every one of them is.
  const world = (game.items?.filter((i) => i.type === "specialization") ?? []) as Item.Implementation[];
  return [...packed, ...world].filter(isSpecialization);
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

export class SpecializationPicker extends HandlebarsApplicationMixin(ApplicationV2)<PickerContext> {
  #actor: CharacterActor;
  #aptitude: string | undefined;
  #items = new Map<string, Candidate>();
  #query = "";

  /** Opens (or brings forward) the picker of `actor`, on the Aptitude `aptitude` when given. */
  static async openFor(actor: CharacterActor, aptitude?: string): Promise<SpecializationPicker | null> {
    // Only an owner may change the character (a console call included): said, and nothing opens.
    if (!actor.isOwner) {
      // Stryker disable next-line OptionalChaining: a ready world has ui.notifications (a picker opens only then)
      ui.notifications?.warn(game.i18n!.format("HB.Picker.notOwner", { name: actor.name }));
      return null;
    }
    const picker = open.get(uuidOf(actor)) ?? new SpecializationPicker(actor);
    open.set(uuidOf(actor), picker);
    picker.#aptitude = aptitude;
    await picker.render({ force: true });
    return picker;
  }

  constructor(actor: CharacterActor, options: Partial<foundry.applications.api.ApplicationV2.Configuration> = {}) {
    super({ ...options, window: { title: game.i18n!.format("HB.Picker.title", { name: actor.name }) } });
    this.#actor = actor;
  }

  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["humanity-blessed", "hb-dialog", "hb-picker"],
    window: { icon: "fa-solid fa-star", resizable: true },
    position: { width: 560, height: 640 },
    form: { handler: SpecializationPicker.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { take: SpecializationPicker.#onTake },
  };

  static override PARTS: Record<string, TemplatePart> = {
    body: { template: template("dialogs/specialization-picker.hbs"), scrollable: [".hb-picker-lists"] },
  };

  protected override async _prepareContext(): Promise<PickerContext> {
    const items = await candidates();
    this.#items = new Map(items.map((i) => [uuidOf(i), i]));
    const enrich = (html: string) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html);
    const options: SpecializationOption[] = await Promise.all(
      items.map(async (i) => ({
        uuid: uuidOf(i),
        name: i.name,
        description: await enrich(i.system.description),
        recharge: i.system.recharge,
        limit: i.system.limit,
        uses: i.system.uses,
        endeavorOnly: i.system.endeavorOnly,
        editions: i.system.editions,
      })),
    );
    // Stryker disable next-line OptionalChaining: a world that is ready has its user
    const gm = !!game.user?.isGM;
    return preparePickerContext(
      dropTarget(this.#actor),
      options,
      { edition: currentEdition(), gm, aptitude: this.#aptitude },
      translator(),
    );
  }

  /** The search filters the rows in place (no render): what was typed stays, and each list says how many match. */
  protected override async _onRender(context: PickerContext, options: never): Promise<void> {
    await super._onRender(context, options);
    const search = this.element.querySelector<HTMLInputElement>("input[name='search']")!;
    search.value = this.#query;
    search.addEventListener("input", () => {
      this.#query = search.value;
      this.#filter();
    });
    this.#filter();
  }

  #filter(): void {
    applySearch(this.element, this.#query, (shown, total) =>
      game.i18n!.format("HB.Picker.shown", { shown: String(shown), total: String(total) }),
    );
  }

  override async close(options?: never) {
    open.delete(uuidOf(this.#actor));
    return super.close(options);
  }

  /** Enter in the search box takes nothing: a Specialization is taken by its own button. */
  static async #onSubmit() {}

  static async #onTake(this: SpecializationPicker, _event: PointerEvent, target: HTMLElement) {
    // A Take drawn refused (aria-disabled) still goes through: the rules say why, as they would for a drop.
    const item = this.#items.get(String(target.dataset.uuid));
    if (!item) {
      // Stryker disable next-line OptionalChaining: a ready world has ui.notifications (a picker opens only then)
      ui.notifications?.warn(game.i18n!.localize("HB.Picker.gone"));
      return void (await this.render());
    }
    const select = this.element.querySelector<HTMLSelectElement>("select[name='aptitude']");
    const aptitude = select?.value || this.#aptitude;
    if (await placeItem(this.#actor, item, aptitude)) {
      // Placed on `aptitude`, which is therefore one of the character's.
      // Stryker disable next-line OptionalChaining: placed on `aptitude`, which is therefore there
      const name = String(this.#actor.items.get(String(aptitude))?.name);
      // Stryker disable next-line OptionalChaining: a ready world has ui.notifications (a picker opens only then)
      ui.notifications?.info(game.i18n!.format("HB.Drop.specialized", { aptitude: name, name: item.name }));
      return void (await this.close());
    }
    // Refused (placeItem said why): the character may have changed since the list was drawn.
    await this.render();
  }
}
