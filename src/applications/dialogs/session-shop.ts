// The Session Shop dialog for one character. Every purchase goes through shop-draft.ts (and so src/rules); an
// illegal one is refused with the rule's message. Nothing is written until "Finish shopping": then the Blessings paid
// (taken on the GM's pool queue from the pool as it stands, sheets/pool-relay.ts), the rest of the actor in one
// update, the new Aptitudes and exceptional things, and a chat summary (its facts, worded
// when shown: session/shop-message.ts).
import { currentEdition, optionalStat } from "../../settings";
import { NEW_SESSION, type UpgradeTag } from "../../rules";
import { template } from "../shared/templates";
import { adoptStyles } from "../shared/styles";
import styles from "../../../styles/dialogs.scss?inline";
import { prepareShopContext } from "./shop-context";
import {
  buy,
  finishShop,
  openShopDraft,
  refusalMessage,
  replayShop,
  specializationsTaken,
  undo,
  type Purchase,
  type ShopCharacter,
  type ShopDraft,
} from "./shop-draft";
import { uuidOf } from "../../compat";
import { changePool } from "../sheets/pool-relay";
import { translator } from "../shared/translator";
import { isAptitude, isSpecialization, isThing } from "../../documents/item-types";
import { actorAt } from "../../documents/actor-types";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

// Stryker disable next-line StringLiteral: the id only spares a second copy of the same rules when the wizard or the
// picker loads too (the tests load no CSS: vitest's css is off)
adoptStyles("humanity-blessed-dialogs", styles);

/** The shop's view of a character document (plain data; the draft never holds the document). */
export function shopCharacter(actor: Actor.Implementation): ShopCharacter {
  if (!actor.isCharacter())
    throw new Error(`humanity-blessed | ${actor.name} is not a character: only characters shop`);
  const sys = actor.system;
  const items = actor.items.contents;
  return {
    name: actor.name,
    stats: { ...sys.stats },
    optional: sys.optional,
    optionalStat: optionalStat(),
    blessings: [...sys.blessings],
    lifestyle: sys.lifestyle,
    ethic: sys.ethic,
    cursed: actor.statuses.has("cursed"),
    session: { ...NEW_SESSION, ...sys.session },
    aptitudes: items.filter(isAptitude).map((i) => ({ id: i.id!, name: i.name })),
    specializations: items.filter(isSpecialization).map((i) => ({ name: i.name, aptitude: i.system.aptitude })),
    things: items.filter(isThing).map((i) => ({ id: i.id!, name: i.name, exceptional: i.system.exceptional })),
    specializationUnlocks: sys.specializationUnlocks,
  };
}

const open = new Map<string, SessionShop>();

type ShopContext = ReturnType<typeof prepareShopContext>;

export class SessionShop extends HandlebarsApplicationMixin(ApplicationV2)<ShopContext> {
  #actor: Actor.Implementation;
  #draft: ShopDraft;

  /**
   * The open-shop query (session.ts), on the player's client: opens the shop of a character this user owns while the
   * GM's End session for it is pending (its shop flag, written by the GM's reset and cleared when the shop is
   * finished). Anything else is ignored: any client may send this query, and a shop pushed open at another time would
   * only be a window in someone's way.
   */
  static async openFromQuery(data: unknown): Promise<boolean> {
    const actorUuid = typeof data === "object" && data !== null && "actorUuid" in data ? data.actorUuid : undefined;
    if (typeof actorUuid !== "string") return false;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: actorAt finds no actor at junk either; the
    // cap keeps another client's junk out of core's uuid parser.
    if (actorUuid.length > 256) return false;
    const actor = actorAt(actorUuid);
    if (!actor || !actor.isCharacter() || !actor.isOwner || !actor.system.session.shopOpen) return false;
    await this.openFor(actor);
    return true;
  }

  static async openFor(actor: Actor.Implementation): Promise<SessionShop> {
    const shop = open.get(uuidOf(actor)) ?? new SessionShop(actor);
    open.set(uuidOf(actor), shop);
    // A read-only shop left open when the GM ends the session reopens with what the character has now.
    if (shop.#draft.state.closed) shop.#draft = openShopDraft(shopCharacter(actor));
    await shop.render({ force: true });
    return shop;
  }

  constructor(
    actor: Actor.Implementation,
    options: Partial<foundry.applications.api.ApplicationV2.Configuration> = {},
  ) {
    super({ ...options, window: { title: game.i18n!.format("HB.Shop.title", { name: actor.name }) } });
    this.#actor = actor;
    this.#draft = openShopDraft(shopCharacter(actor));
  }

  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["humanity-blessed", "hb-dialog", "hb-shop"],
    window: { icon: "fa-solid fa-store", resizable: true },
    position: { width: 680, height: "auto" as const },
    // No form handler (core's default has none): Enter in a field submits and closes nothing; purchases are buttons.
    actions: {
      buyStat: SessionShop.#onBuyStat,
      buyTag: SessionShop.#onBuyTag,
      changeLifestyle: SessionShop.#onChangeLifestyle,
      changeEthic: SessionShop.#onChangeEthic,
      undo: SessionShop.#onUndo,
      cancel: SessionShop.#onCancel,
      finish: SessionShop.#onFinish,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    summary: { template: template("dialogs/shop/summary.hbs") },
    stats: { template: template("dialogs/shop/stats.hbs") },
    upgrades: { template: template("dialogs/shop/upgrades.hbs") },
    log: { template: template("dialogs/shop/log.hbs") },
    footer: { template: template("dialogs/shop/footer.hbs") },
  };

  protected override async _prepareContext(): Promise<ShopContext> {
    return prepareShopContext(this.#draft, currentEdition(), translator());
  }

  override async close(options?: never) {
    open.delete(uuidOf(this.#actor));
    return super.close(options);
  }

  #field(name: string): string {
    const el = (this.element as HTMLFormElement).elements.namedItem(name) as
      HTMLInputElement | HTMLSelectElement | null;
    // Stryker disable next-line StringLiteral: a field not drawn offers nothing; the rules refuse any name as none
    return el?.value ?? "";
  }

  /** One purchase: refused with the rule's message (nothing changes), or applied to the draft and shown. */
  async #buy(purchase: Purchase): Promise<void> {
    const { draft, refusal } = buy(this.#draft, purchase);
    if (refusal) {
      ui.notifications!.warn(refusalMessage(refusal, translator()));
      return;
    }
    this.#draft = draft;
    await this.render();
  }

  static async #onBuyStat(this: SessionShop, _event: PointerEvent, target: HTMLElement) {
    const payment = target.dataset.with as "free" | "blessings" | "downgrade";
    await this.#buy({ kind: "stat", stat: target.dataset.stat!, with: payment, lower: this.#field("lower") });
  }

  static async #onBuyTag(this: SessionShop, _event: PointerEvent, target: HTMLElement) {
    const tag = target.dataset.tag as Exclude<UpgradeTag, "lifestyle" | "ethic">;
    await this.#buy({ kind: "tag", tag, detail: this.#field(`detail.${tag}`), thing: this.#field("thing") });
  }

  static async #onChangeLifestyle(this: SessionShop) {
    await this.#buy({ kind: "lifestyle", to: this.#field("lifestyle") });
  }

  static async #onChangeEthic(this: SessionShop) {
    await this.#buy({ kind: "ethic", to: this.#field("ethic") });
  }

  static async #onUndo(this: SessionShop) {
    this.#draft = undo(this.#draft);
    await this.render();
  }

  /** A cancelled shop changes nothing: the draft is dropped with the window. */
  static async #onCancel(this: SessionShop) {
    await this.close();
  }

  static async #onFinish(this: SessionShop) {
    const actor = this.#actor;
    const { paid, update, createItems, updateItems, summary } = finishShop(this.#draft, currentEdition());
    if (paid.length && !(await changePool({ op: "shop", actorUuid: uuidOf(actor), paid }))) {
      // Refused (the GM said why: the pool changed since the shop opened): nothing was written. The purchases are
      // priced again from the character as it is now, for the player to check and finish again.
      const { draft, dropped } = replayShop(this.#draft, shopCharacter(actor));
      this.#draft = draft;
      if (dropped) ui.notifications!.warn(game.i18n!.format("HB.Shop.replayDropped", { count: String(dropped) }));
      return void (await this.render());
    }
    // finishShop (shop-draft.ts) writes dotted system paths and items by their type's name, which fvtt-types' update
    // and create data do not accept as strings; the rules chose each value (the model validates them on write).
    await actor.update(update as never);
    if (createItems.length) await actor.createEmbeddedDocuments("Item", createItems as never);
    if (updateItems.length) await actor.updateEmbeddedDocuments("Item", updateItems as never);
    // The character speaks (core's speaker data for an Actor without a Token; getSpeaker's Actor type differs in V14).
    const speaker = { scene: null, actor: actor.id, token: null, alias: actor.name };
    // No content: each reader's client words the summary from its facts when it is shown (session/shop-message.ts).
    await foundry.documents.ChatMessage.implementation.create({
      type: "shop",
      system: { ...summary, log: [...summary.log] },
      speaker,
    });
    await this.close();
    // A Specialization Upgrade's effect is choosing the Specialization: the picker opens on it at once.
    const bought = specializationsTaken(summary.log).length > 0;
    if (bought && actor.isCharacter()) {
      const { SpecializationPicker } = await import("./specialization-picker");
      await SpecializationPicker.openFor(actor);
    }
  }
}
