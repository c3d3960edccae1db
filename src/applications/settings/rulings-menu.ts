// The Endeavor table rulings, in one form a GM can read (Configure Settings → "Endeavor table rulings"): for each,
// the book's words it reads and what each reading does, the default first. The values are world settings (their keys in
// settings.ts); this form is where they are changed. Loaded on demand (settings/register.ts).
import { SYSTEM_ID } from "../../settings";
import { template } from "../shared/templates";
import { adoptStyles } from "../shared/styles";
import { prepareRulings, readRulings, RULING_KEYS } from "./rulings-context";
import styles from "../../../styles/rulings.scss?inline";

// Stryker disable next-line StringLiteral: run once at load; the id only keeps the styles from being adopted twice
adoptStyles("humanity-blessed-rulings", styles);

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** The rulings' settings, read and written by key (each typed in SettingConfig; here by their common shape). */
function settings() {
  return game.settings as {
    get(ns: string, key: string): unknown;
    set(ns: string, key: string, value: unknown): Promise<unknown>;
  };
}

export class RulingsMenu extends HandlebarsApplicationMixin(ApplicationV2) {
  // Stryker disable all: static class fields, run once at load (the menu's tests draw the form and its title from them)
  static override DEFAULT_OPTIONS = {
    id: "hb-rulings",
    tag: "form",
    classes: ["humanity-blessed", "hb-dialog", "hb-rulings"],
    window: { title: "HB.Rulings.title", icon: "fa-solid fa-scale-balanced", resizable: true },
    position: { width: 640, height: 720 },
    form: { handler: RulingsMenu.#onSubmit, closeOnSubmit: true },
  };

  static override PARTS: Record<string, TemplatePart> = {
    form: { template: template("settings/rulings.hbs"), scrollable: [""] },
    footer: { template: template("settings/rulings-footer.hbs") },
  };
  // Stryker restore all

  /** Opens the form, or brings the one already open to the front with the GM's unsaved choices: Configure Settings
   *  makes a new instance at each click, and a second under the same id would replace the first's window in the page
   *  and in foundry.applications.instances, leaving the first open but unreachable. */
  static async open(): Promise<RulingsMenu> {
    const open = foundry.applications.instances.get(RulingsMenu.DEFAULT_OPTIONS.id);
    if (open instanceof RulingsMenu) {
      await open.maximize();
      open.bringToFront();
      return open;
    }
    // Two clicks before the first form is drawn (it is in instances only once rendered): one form.
    return (RulingsMenu.#opening ??= new RulingsMenu().render({ force: true }).finally(() => {
      RulingsMenu.#opening = null;
    }));
  }

  static #opening: Promise<RulingsMenu> | null = null;

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    return Object.assign(
      context,
      prepareRulings((key) => settings().get(SYSTEM_ID, key)),
    );
  }

  /** Saves each ruling whose value changed (a GM's form: registerMenu restricts it). */
  static async #onSubmit(
    this: RulingsMenu,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    if (!game.user!.isGM) return;
    const values = readRulings(formData.object);
    for (const key of RULING_KEYS) {
      if (key in values && values[key] !== settings().get(SYSTEM_ID, key))
        await settings().set(SYSTEM_ID, key, values[key]);
    }
  }
}
