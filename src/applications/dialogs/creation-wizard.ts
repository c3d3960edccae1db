// The character creation wizard: one PART per book step, a live preview of the starting dice (rules/creation via
// creation-draft.ts), nothing written until "Create character" — then the actor in one update (or one create).
// Drafts survive closing the window and reloading: they live in a client setting (this browser only, typed as
// CreationDraft), keyed by the actor's uuid, or "new" for a character started from the Actors directory.
import { currentEdition, optionalStat, SYSTEM_ID } from "../../settings";
import { template } from "../shared/templates";
import { adoptStyles } from "../shared/styles";
import styles from "../../../styles/dialogs.scss?inline";
import { prepareCreationContext, type CreationContext } from "./creation-context";
import {
  aptitudeCount,
  emptyDraft,
  finishCreation,
  goTo,
  readForm,
  type CreationDraft,
  type CreationWorld,
  type StepError,
} from "./creation-draft";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

// Stryker disable next-line StringLiteral: the id only spares a second copy of the same rules when the Shop or the
// picker loads too (the tests load no CSS: vitest's css is off)
adoptStyles("humanity-blessed-dialogs", styles);

export const DRAFTS_SETTING = "creationDrafts";
type Drafts = Record<string, CreationDraft>;
const drafts = (): Drafts => ({ ...((game.settings.get(SYSTEM_ID, DRAFTS_SETTING) as Drafts | undefined) ?? {}) });
async function saveDraft(key: string, draft: CreationDraft | null): Promise<void> {
  const all = drafts();
  if (draft) all[key] = draft;
  else delete all[key];
  await game.settings.set(SYSTEM_ID, DRAFTS_SETTING, all);
}

export function creationWorld(): CreationWorld {
  return {
    optionalStat: optionalStat(),
    settingEthic: game.settings.get(SYSTEM_ID, "settingEthic") as string,
    edition: currentEdition(),
  };
}

const open = new Map<string, CreationWizard>();

export class CreationWizard extends HandlebarsApplicationMixin(ApplicationV2)<CreationContext> {
  #actor: Actor.Implementation | null;
  #key: string;
  #draft: CreationDraft;
  #errors: StepError[] = [];
  /** Set when the step changed, so the next render moves focus to the new step's heading. */
  #focusStep = true;

  /** Opens (or brings forward) the wizard for this actor, or for a character not created yet. */
  static async openFor(actor: Actor.Implementation | null = null): Promise<CreationWizard> {
    const key = actor?.uuid ?? "new";
    const wizard = open.get(key) ?? new CreationWizard(actor);
    open.set(key, wizard);
    await wizard.render({ force: true });
    return wizard;
  }

  constructor(
    actor: Actor.Implementation | null,
    options: Partial<foundry.applications.api.ApplicationV2.Configuration> = {},
  ) {
    super({
      ...options,
      window: { title: actor ? game.i18n!.format("HB.Creation.titleFor", { name: actor.name }) : "HB.Creation.title" },
    });
    this.#actor = actor;
    this.#key = actor?.uuid ?? "new";
    this.#draft = drafts()[this.#key] ?? emptyDraft(actor?.name ?? "");
  }

  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["humanity-blessed", "hb-dialog", "hb-wizard"],
    window: { icon: "fa-solid fa-wand-magic-sparkles", resizable: true },
    position: { width: 780, height: "auto" as const },
    // Enter in a field means "Next" (or "Create character" on the last step); nothing is submitted to a document.
    form: { handler: CreationWizard.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      next: CreationWizard.#onNext,
      back: CreationWizard.#onBack,
      finish: CreationWizard.#onFinish,
      cancel: CreationWizard.#onCancel,
      restart: CreationWizard.#onRestart,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    nav: { template: template("dialogs/creation/nav.hbs") },
    highest: { template: template("dialogs/creation/highest.hbs") },
    outlook: { template: template("dialogs/creation/outlook.hbs") },
    backstory: { template: template("dialogs/creation/backstory.hbs") },
    aptitudes: { template: template("dialogs/creation/aptitudes.hbs") },
    finishing: { template: template("dialogs/creation/finishing.hbs") },
    preview: { template: template("dialogs/creation/preview.hbs") },
    footer: { template: template("dialogs/creation/footer.hbs") },
  };

  /** The draft as it stands (tests and macros read it; it is a copy). */
  get draft(): CreationDraft {
    return structuredClone(this.#draft);
  }

  protected override async _prepareContext(): Promise<CreationContext> {
    return prepareCreationContext(this.#draft, creationWorld(), this.#errors);
  }

  protected override async _onFirstRender(context: never, options: never) {
    await super._onFirstRender(context, options);
    // Live preview: every change to a field updates the draft and re-renders the preview and the Aptitude slots.
    this.element.addEventListener("change", () => void this.#onChange());
  }

  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    // After a step change, focus its heading so keyboard and screen-reader users land on the new step.
    // Stryker disable next-line OptionalChaining: every step's template starts with its heading
    if (this.#focusStep) this.element.querySelector<HTMLElement>(".hb-wizard-step:not([hidden]) h2")?.focus();
    this.#focusStep = false;
  }

  override async close(options?: never) {
    open.delete(this.#key);
    return super.close(options);
  }

  /** Reads every field of the form into the draft (hidden steps included: their fields are in the form too). */
  #read(): void {
    const form = this.element as HTMLFormElement;
    this.#draft = readForm(this.#draft, new FormData(form).entries());
  }

  async #onChange(): Promise<void> {
    const before = aptitudeCount(this.#draft, creationWorld());
    this.#read();
    await saveDraft(this.#key, this.#draft);
    // Only the preview (and the Aptitude slots, when their number changes) depend on other answers: re-rendering
    // just those never replaces the field the player is in, so focus stays where it is.
    const parts = aptitudeCount(this.#draft, creationWorld()) === before ? ["preview"] : ["preview", "aptitudes"];
    await this.render({ parts });
  }

  async #move(direction: 1 | -1): Promise<void> {
    this.#read();
    const { draft, errors } = goTo(this.#draft, direction, creationWorld());
    this.#draft = draft;
    this.#errors = errors;
    this.#focusStep = true;
    await saveDraft(this.#key, draft);
    await this.render();
  }

  static async #onNext(this: CreationWizard) {
    await this.#move(1);
  }

  static async #onBack(this: CreationWizard) {
    await this.#move(-1);
  }

  static async #onSubmit(this: CreationWizard) {
    const last = this.#draft.step === 4;
    if (last) await this.#finish();
    else await this.#move(1);
  }

  static async #onFinish(this: CreationWizard) {
    await this.#finish();
  }

  /** Cancel changes nothing on the actor; the draft stays, so opening the wizard again continues here. */
  static async #onCancel(this: CreationWizard) {
    this.#read();
    await saveDraft(this.#key, this.#draft);
    await this.close();
  }

  static async #onRestart(this: CreationWizard) {
    this.#draft = emptyDraft(this.#actor?.name ?? "");
    this.#errors = [];
    this.#focusStep = true;
    await saveDraft(this.#key, null);
    await this.render();
  }

  async #finish(): Promise<void> {
    this.#read();
    const done = finishCreation(this.#draft, creationWorld());
    if (!done.ok) {
      this.#draft = { ...this.#draft, step: done.step };
      this.#errors = done.errors;
      this.#focusStep = true;
      await this.render();
      return;
    }
    const { name, system, items, story } = done.result;
    const render = foundry.applications.handlebars.renderTemplate;
    // The fields' own cleaning trims what the templates leave around the HTML.
    const written = {
      ...system,
      backstory: await render(template("dialogs/creation/backstory-field.hbs"), { ...story.backstory }),
      appearance: await render(template("dialogs/creation/paragraphs.hbs"), { paragraphs: story.appearance }),
    };
    const existing = this.#actor;
    if (existing) {
      // One update for the actor's own data, validated as a whole by the data model; its new items in one batch.
      await existing.update({ name, system: written });
      await existing.createEmbeddedDocuments("Item", items);
    }
    const actor =
      existing ??
      (await foundry.documents.Actor.implementation.create({ name, type: "character", system: written, items }));
    // A preCreateActor hook (another module's) may refuse: core's create then gives undefined. Nothing was made, so
    // the answers are kept and the window stays open, saying so rather than that the character is ready.
    if (!actor) {
      ui.notifications!.warn(game.i18n!.format("HB.Creation.notCreated", { name }));
      return;
    }
    await saveDraft(this.#key, null);
    ui.notifications!.info(game.i18n!.format("HB.Creation.created", { name }));
    await this.close();
    // Stryker disable next-line OptionalChaining: core's getter gives the registered sheet (its BaseSheet without one)
    await actor.sheet?.render(true);
  }
}
