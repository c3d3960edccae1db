// The character sheet: the H's as large dice, grouped when balanced; the Blessings pool; Apts & Specs; story.
import { bankOne, spendBanked, ETHIC_BANKS, type BankedEntry } from "../../rules";
import { ignitedStats, rechargeSpecialization, RulesError, useSpecialization, type SpecializationUse } from "../../rules";
import { gainBlessing, removeBlessing, spendBlessings, warnRefusal } from "./blessing-pool";
import { currentEdition, optionalStat } from "../../settings";
import { template } from "../templates";
import { HandlebarsActorSheet, type TemplatePart } from "./base-actor-sheet";
import { prepareCharacterContext, type CharacterView } from "./character-context";
import { planDrop } from "./character-drop";
import { CHARACTER_PARTS, CHARACTER_TABS } from "./character-layout";
import { RollDialog } from "../dialogs/roll-dialog";
import { postCheck } from "../chat/check-card";
import type { HumanityActor } from "../../documents/actor";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** An effect's name as the player reads it: an Ethic's localised name, or the text the entry was banked with. */
const effectLabel = (effect: string) => (ETHIC_BANKS[effect] ? game.i18n!.localize(`HB.Ethic.${effect}`) : effect);

export class CharacterSheet extends HandlebarsActorSheet {
  /** Play mode shows dice to click; edit mode shows their sizes as fields. */
  #editMode = false;

  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "sheet", "character"],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: CharacterSheet.#onToggleMode,
      removeBlessing: CharacterSheet.#onRemoveBlessing,
      openItem: CharacterSheet.#onOpenItem,
      deleteItem: CharacterSheet.#onDeleteItem,
      toggleCondition: CharacterSheet.#onToggleCondition,
      useSpecialization: CharacterSheet.#onUseSpecialization,
      rollStat: CharacterSheet.#onRollStat,
      gainBlessing: CharacterSheet.#onGainBlessing,
      spendBlessings: CharacterSheet.#onSpendBlessings,
      openWizard: CharacterSheet.#onOpenWizard,
      openShop: CharacterSheet.#onOpenShop,
      bankOne: CharacterSheet.#onBankOne,
      spendBanked: CharacterSheet.#onSpendBanked,
    },
  };

  static PARTS: Record<string, TemplatePart> = CHARACTER_PARTS;

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = CHARACTER_TABS;

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const view = actor.toObject() as unknown as CharacterView;
    view.items = actor.items.contents.map((i) => ({ id: i.id!, name: i.name, type: i.type, img: i.img ?? "", system: i.system as unknown as Record<string, unknown> }));
    view.statuses = [...actor.statuses];
    const system = actor.system as unknown as CharacterView["system"];
    return Object.assign(context, {
      actor,
      system,
      tabs: this._prepareTabs("primary"),
      sheet: prepareCharacterContext(view, {
        optionalStat: optionalStat(),
        ignited: ignitedStats(system.lifestyle),
        editable: this.isEditable,
        editMode: this.#editMode,
        edition: currentEdition(),
      }),
    });
  }


  /** A drop that cannot even be read (another system's data, a broken macro) is refused, and nothing changes. */
  protected async _onDrop(event: DragEvent): Promise<void> {
    // Core ignores drops it cannot read without a word; a player deserves to know nothing happened.
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: unknown };
    if (typeof data?.type !== "string") {
      ui.notifications?.warn("HB.Drop.malformed", { localize: true });
      return;
    }
    try {
      // @ts-expect-error -- V13 core implements _onDrop on ActorSheetV2; fvtt-types 13.345.1 does not declare it
      await super._onDrop(event);
    } catch (err) {
      console.warn("humanity-blessed | refused drop", err);
      ui.notifications?.warn("HB.Drop.malformed", { localize: true });
    }
  }

  /** Apts & Specs, things, Lifestyles and Ethics each drop differently; anything else is refused. */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const actor = this.actor;
    if (!actor.isOwner) return null;
    // @ts-expect-error -- V13 core implements _onDropItem (sorting within the sheet); missing from 13.345.1 types
    if (item.parent === actor) return super._onDropItem(event, item);
    const aptitudes = actor.items.filter((i) => i.type === "aptitude").map((i) => ({ id: i.id!, name: i.name }));
    const specializations = actor.items.filter((i) => i.type === "specialization")
      .map((i) => ({ name: i.name, aptitude: (i.system as unknown as { aptitude: string }).aptitude }));
    const onRow = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-drop='aptitude']")?.dataset.itemId;
    const plan = planDrop({ aptitudes, specializations }, item as never, { aptitude: onRow });
    const format = (key: string, data: Record<string, string> = {}) => game.i18n!.format(key, data);
    switch (plan.kind) {
      case "refuse":
        ui.notifications?.warn(format(plan.key, plan.data));
        return null;
      case "set":
        await actor.update({ [`system.${plan.field}`]: plan.key } as never);
        ui.notifications?.info(format(plan.field === "lifestyle" ? "HB.Drop.lifestyleSet" : "HB.Drop.ethicSet", { name: item.name }));
        return actor;
      case "create":
        return this.#createFrom(item, {});
      case "specialize":
        return this.#createFrom(item, { aptitude: plan.aptitude });
      case "chooseAptitude": {
        const aptitude = await this.#askAptitude(plan.choices);
        return aptitude ? this.#createFrom(item, { aptitude }) : null;
      }
    }
  }

  async #createFrom(item: Item.Implementation, system: Record<string, unknown>) {
    const source = game.items!.fromCompendium(item as never, { clearFolder: true }) as Record<string, unknown>;
    source.system = { ...(source.system as object), ...system };
    const created = await this.actor.createEmbeddedDocuments("Item", [source as never]);
    return created?.[0] ?? null;
  }

  async #askAptitude(choices: { id: string; name: string }[]): Promise<string | null> {
    const content = await foundry.applications.handlebars.renderTemplate(template("dialogs/choose-aptitude.hbs"), { choices });
    const picked = await foundry.applications.api.DialogV2.prompt({
      window: { title: "HB.Drop.chooseTitle" },
      content,
      ok: { callback: (_event: Event, button: HTMLButtonElement) => (button.form?.elements.namedItem("aptitude") as HTMLSelectElement | null)?.value ?? null },
      rejectClose: false,
    } as never);
    return typeof picked === "string" && picked ? picked : null;
  }

  /** Click: the roll dialog. Shift-click: a plain Normal Check straight to chat. */
  static async #onRollStat(this: CharacterSheet, event: PointerEvent, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (!stat) return;
    const actor = this.actor as unknown as HumanityActor;
    if (event.shiftKey) await postCheck(actor, { stat });
    else await new RollDialog(actor, stat).render({ force: true });
  }

  /** Stats drag to the macro hotbar (see hooks/hotbar-drop.ts). */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    for (const die of this.element.querySelectorAll<HTMLElement>("[data-action='rollStat']")) {
      die.draggable = true;
      die.addEventListener("dragstart", (event) => {
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "HB.Stat", actorUuid: this.actor.uuid, stat: die.dataset.stat }));
      });
    }
  }

  static async #onGainBlessing(this: CharacterSheet) {
    await gainBlessing(this.actor);
  }

  static async #onSpendBlessings(this: CharacterSheet) {
    await spendBlessings(this.actor, this.element.querySelector<HTMLInputElement>("[data-spend-cost]")?.value ?? "");
  }

  /** Bank one more through an entry's effect (data-index) or through the upgraded Ethic (data-kind, data-effect). */
  static async #onBankOne(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const banked = (this.actor.system as unknown as { banked: BankedEntry[] }).banked;
    const entry = target.dataset.index !== undefined ? banked[Number(target.dataset.index)] : null;
    const kind = entry?.kind ?? target.dataset.kind;
    const effect = entry?.effect ?? target.dataset.effect;
    if ((kind !== "boon" && kind !== "bust") || !effect) return;
    await this.actor.update({ "system.banked": bankOne(banked, kind, effect) } as never);
    ui.notifications?.info(game.i18n!.format("HB.Sheet.banked.banked", { effect: effectLabel(effect) }));
  }

  static async #onSpendBanked(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const banked = (this.actor.system as unknown as { banked: BankedEntry[] }).banked;
    const index = Number(target.dataset.index);
    const next = spendBanked(banked, index);
    if (!next) return;
    await this.actor.update({ "system.banked": next } as never);
    ui.notifications?.info(game.i18n!.format("HB.Sheet.banked.spent", { effect: effectLabel(banked[index]!.effect) }));
  }

  static async #onToggleMode(this: CharacterSheet) {
    this.#editMode = !this.#editMode;
    await this.render();
  }

  static async #onRemoveBlessing(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    await removeBlessing(this.actor, Number(target.dataset.index));
  }

  static async #onOpenItem(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    await item?.sheet?.render(true);
  }

  static async #onDeleteItem(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    await item?.delete();
  }

  /** Use a Specialization, or pay its recharge when it is spent; the rules engine decides both. */
  static async #onUseSpecialization(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const spec = this.actor.items.get(target.dataset.specId ?? "");
    if (!spec || spec.type !== "specialization") return;
    const state = spec.system as unknown as SpecializationUse;
    const system = this.actor.system as unknown as { blessings: number[] };
    const i18n = game.i18n!;
    try {
      if (!state.spent) {
        const next = useSpecialization(state);
        await spec.update({ "system.used": next.used, "system.spent": next.spent } as never);
        ui.notifications?.info(i18n.format("HB.Specialization.used", { name: spec.name }));
        return;
      }
      const { paid, remaining } = rechargeSpecialization(state, system.blessings, { cursed: this.actor.statuses.has("cursed") });
      const ok = await foundry.applications.api.DialogV2.confirm({
        window: { title: i18n.format("HB.Specialization.recharge", { name: spec.name }) },
        content: await foundry.applications.handlebars.renderTemplate(template("dialogs/message.hbs"), {
          message: i18n.format("HB.Specialization.rechargeConfirm", { name: spec.name, paid: paid.join(", ") }),
        }),
        rejectClose: false,
      } as never);
      if (!ok) return;
      await this.actor.update({ "system.blessings": remaining } as never);
      await spec.update({ "system.spent": false } as never);
      ui.notifications?.info(i18n.format("HB.Specialization.recharged", { name: spec.name, paid: paid.join(", ") }));
    } catch (err) {
      if (!(err instanceof RulesError)) throw err;
      warnRefusal(err);
    }
  }

  // The wizard and the shop load on demand (chunks/): most sessions never open them.
  static async #onOpenWizard(this: CharacterSheet) {
    const { CreationWizard } = await import("../dialogs/creation-wizard");
    await CreationWizard.openFor(this.actor);
  }

  static async #onOpenShop(this: CharacterSheet) {
    const { SessionShop } = await import("../dialogs/session-shop");
    await SessionShop.openFor(this.actor);
  }

  static async #onToggleCondition(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.condition;
    if (id) await this.actor.toggleStatusEffect(id);
  }
}
