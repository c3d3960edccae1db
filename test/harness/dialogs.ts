// The creation wizard and the Session Shop in the harness: the same pure functions the Foundry applications call
// (creation-draft/-context, shop-draft/-context), driven by the page's clicks and changes. Finishing the wizard
// shows the character it built on the real sheet templates; finishing the shop posts the real chat summary.
import { template } from "../../src/applications/shared/templates";
import { prepareCreationContext } from "../../src/applications/dialogs/creation-context";
import { emptyDraft, finishCreation, goTo, readForm, type CreationDraft, type CreationWorld, type StepError } from "../../src/applications/dialogs/creation-draft";
import { prepareShopContext } from "../../src/applications/dialogs/shop-context";
import { buy, finishShop, openShopDraft, refusalMessage, summaryCard, undo, type Purchase, type ShopDraft } from "../../src/applications/dialogs/shop-draft";
import { NEW_SESSION, SHOP_OPENED, type SessionFlags, type UpgradeTag } from "../../src/rules";
import { harnessI18n } from "./lang";
import { emptyCharacter, type CharacterFixture } from "./fixtures/character";
import type { Renderer } from "./renderer";

/** The world the harness plays in (Foundry: world settings). */
export const WORLD: CreationWorld = { optionalStat: null, settingEthic: "fateKnowledge", edition: "v0.0.21.10" };
const i18n = harnessI18n();

/** A finished shop's chat summary as the chat log draws it: worded from the facts its message keeps. */
export const shopSummaryContext = () => summaryCard({
  name: "Wren Alder", edition: WORLD.edition,
  log: [{ kind: "stat", stat: "heart", from: 8, to: 10, paidWith: "free" }, { kind: "stat", stat: "hurry", from: 6, to: 8, paidWith: "blessings", paid: [1, 1, 2] }],
}, i18n);

/** A character at the end of a session: Heart d8, Hurry d6, four Blessings (1, 1, 2, 6), one thing gained. */
export const shopper: CharacterFixture = {
  ...emptyCharacter, name: "Wren Alder",
  system: { ...emptyCharacter.system, stats: { ...emptyCharacter.system.stats, heart: 8, hurry: 6 }, highest: "heart", blessings: [1, 1, 2, 6] },
  items: [{ id: "aptitude00000001", name: "Sailing", type: "aptitude", system: {} },
    { id: "thing00000000001", name: "Grandmother's compass", type: "thing", system: { kind: "item", exceptional: false } }],
};

const freshShop = (session: SessionFlags = SHOP_OPENED) => openShopDraft({
  name: shopper.name, stats: shopper.system.stats, optional: shopper.system.optional, optionalStat: WORLD.optionalStat,
  blessings: shopper.system.blessings, lifestyle: shopper.system.lifestyle, ethic: shopper.system.ethic, cursed: false,
  session: { ...session }, aptitudes: [{ id: "aptitude00000001", name: "Sailing" }], specializations: [],
  things: [{ id: "thing00000000001", name: "Grandmother's compass", exceptional: false }],
});

export const dialogs = {
  draft: emptyDraft("New Character") as CreationDraft,
  errors: [] as StepError[],
  /** The character the wizard finished, shown by the "character-created" view. */
  created: null as CharacterFixture | null,
  shop: freshShop() as ShopDraft,
  reset() {
    Object.assign(dialogs, { draft: emptyDraft("New Character"), errors: [], created: null, shop: freshShop() });
  },
};

/** A wizard filled in as a player would, standing on one step (0–4); with errors, as after a refused Next. */
export function wizardAt(step: number, errors: StepError[] = []): void {
  const draft = emptyDraft("New Character");
  const filled: CreationDraft = {
    ...draft, step, name: step >= 4 ? "Wren Alder" : draft.name, highest: "heart",
    lifestyle: step >= 1 ? "carefree" : "", ethic: step >= 1 ? "viceVirtue" : "",
    backstory: step >= 2 ? { roleModel: "Grandma Oak, the lighthouse keeper", skills: ["Knots", "Sailing", "Weather-lore"], connections: ["The harbor guild", "", ""], afternoon: "Mending nets on the pier" } : draft.backstory,
    aptitudes: step >= 3 ? ["Tying Knots", "Sailing", errors.length ? "" : "Old Songs"] : draft.aptitudes,
    appearance: step >= 4 ? "Salt-grey coat, a sailor's squint." : "",
    things: step >= 4 ? [{ name: "Grandmother's compass", kind: "item" }, { name: "A map of the old harbor tunnels", kind: "information" }, { name: "The dock workers", kind: "alliance" }] : draft.things,
  };
  Object.assign(dialogs, { draft: filled, errors, created: null });
}

/** The shop after a free upgrade, a paid one and a new Aptitude: unlocks to spend, Undo offered, a log. */
export function shopAfterPurchases(): void {
  let shop = freshShop();
  for (const purchase of [{ kind: "stat", stat: "heart", with: "free" }, { kind: "stat", stat: "hurry", with: "blessings" }] as Purchase[]) shop = buy(shop, purchase).draft;
  dialogs.shop = shop;
}

/** The shop as the sheet's button shows it before the GM's End session: read-only, each purchase saying why not. */
export function shopClosed(): void {
  dialogs.shop = freshShop(NEW_SESSION);
}

export const creationContext = () => prepareCreationContext(dialogs.draft, WORLD, dialogs.errors);
export const shopContext = () => prepareShopContext(dialogs.shop, WORLD.edition, i18n);
export const CREATION_PARTS = ["nav", "highest", "outlook", "backstory", "aptitudes", "finishing", "preview", "footer"].map((p) => template(`dialogs/creation/${p}.hbs`));
export const SHOP_PARTS = ["summary", "stats", "upgrades", "log", "footer"].map((p) => template(`dialogs/shop/${p}.hbs`));

export interface DialogHost {
  renderer: Renderer;
  render(): void;
  show(view: string): void;
  postChat(speaker: string, content: string): void;
  notify(message: string): void;
}

const field = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";

/**
 * A change in the wizard's form: the draft follows it and, as in CreationWizard#onChange, only the preview (and the
 * Aptitude slots when their number changes) is re-rendered — so the button being clicked is never replaced.
 */
export function onDialogChange(form: HTMLFormElement, host: DialogHost): boolean {
  if (!form.classList.contains("hb-wizard")) return false;
  const before = creationContext().preview.aptitudes;
  dialogs.draft = readForm(dialogs.draft, new FormData(form).entries());
  const context = creationContext();
  const swap = (selector: string, part: string) => {
    const holder = document.createElement("template");
    holder.innerHTML = host.renderer.render(template(`dialogs/creation/${part}.hbs`), context).trim();
    form.querySelector(selector)?.replaceWith(holder.content);
  };
  swap(".hb-wizard-preview", "preview");
  if (context.preview.aptitudes !== before) swap('.hb-wizard-step[data-step="aptitudes"]', "aptitudes");
  return true;
}

/** A data-action click inside the wizard or the shop; false when it is not theirs. */
export function onDialogAction(action: string, target: HTMLElement, form: HTMLFormElement | null, host: DialogHost): boolean {
  if (form?.classList.contains("hb-wizard")) {
    dialogs.draft = readForm(dialogs.draft, new FormData(form).entries());
    if (action === "next" || action === "back") ({ draft: dialogs.draft, errors: dialogs.errors } = goTo(dialogs.draft, action === "next" ? 1 : -1, WORLD));
    else if (action === "restart") dialogs.reset();
    else if (action === "finish") return finishWizard(host);
    else if (action !== "cancel") return false;
    host.render();
    document.querySelector<HTMLElement>("#stage .hb-wizard-step:not([hidden]) h2")?.focus();
    return true;
  }
  if (form?.classList.contains("hb-shop")) {
    let purchase: Purchase | null = null;
    if (action === "buyStat") purchase = { kind: "stat", stat: target.dataset.stat!, with: target.dataset.with as "free", lower: field(form, "lower") };
    if (action === "buyTag") {
      const tag = target.dataset.tag as Exclude<UpgradeTag, "lifestyle" | "ethic">;
      purchase = { kind: "tag", tag, detail: field(form, `detail.${tag}`), thing: field(form, "thing") };
    }
    if (action === "changeLifestyle") purchase = { kind: "lifestyle", to: field(form, "lifestyle") };
    if (action === "changeEthic") purchase = { kind: "ethic", to: field(form, "ethic") };
    if (purchase) {
      const { draft, refusal } = buy(dialogs.shop, purchase);
      if (refusal) host.notify(refusalMessage(refusal, i18n));
      dialogs.shop = draft;
    } else if (action === "undo") dialogs.shop = undo(dialogs.shop);
    else if (action === "cancel") dialogs.shop = freshShop();
    else if (action === "finish") {
      const { summary } = finishShop(dialogs.shop, WORLD.edition);
      host.postChat(shopper.name, host.renderer.render(template("chat/shop-summary.hbs"), summaryCard(summary, i18n)));
      dialogs.shop = freshShop();
    } else return false;
    host.render();
    return true;
  }
  return false;
}

/** What CreationWizard#finish writes, as a sheet fixture, then the sheet is shown. */
function finishWizard(host: DialogHost): boolean {
  const done = finishCreation(dialogs.draft, WORLD);
  if (!done.ok) {
    dialogs.draft = { ...dialogs.draft, step: done.step };
    dialogs.errors = done.errors;
    host.render();
    return true;
  }
  const { name, system, items, story } = done.result;
  dialogs.created = {
    ...emptyCharacter, name,
    system: {
      ...emptyCharacter.system, ...system, stats: system.stats,
      backstory: host.renderer.render(template("dialogs/creation/backstory-field.hbs"), story.backstory).trim(),
      appearance: host.renderer.render(template("dialogs/creation/paragraphs.hbs"), { paragraphs: story.appearance }).trim(),
    },
    items: items.map((item, i) => ({ id: `created${String(i).padStart(9, "0")}`, name: item.name, type: item.type, img: "", system: "system" in item ? { ...item.system, exceptional: false } : {} })),
  };
  host.show("character-created");
  return true;
}

export const createdCharacter = (): CharacterFixture => dialogs.created ?? emptyCharacter;
