// The character sheet's bodies, loaded with the first sheet rendered (character-sheet.ts is the shell registered
// at init): its context, what a drop does, and each action.
import { rollsD20s } from "../../documents/hidden-dice";
import { d20Context } from "./d20-context";
import { uuidOf } from "../../compat";
import { bankOne, spendBanked, ETHIC_BANKS, type BankedEntry } from "../../rules";
import {
  ignitedStats,
  rechargeSpecialization,
  RulesError,
  useSpecialization,
  type SpecializationUse,
} from "../../rules";
import { warnRefusal } from "./blessing-pool";
import { localiseDetails } from "../shared/refusal";
import { changePool } from "./pool-relay";
import { enrichStory } from "./story-fields";
import { currentEdition, hardyDie, optionalStat } from "../../settings";
import { template } from "../shared/templates";
import { prepareCharacterContext, type CharacterView } from "./character-context";
import { placeItem, SPECIALIZE_WHICH } from "./place-item";
import { askAptitude } from "../shared/ask-aptitude";
import type { ActorSheetHost, CharacterAction } from "./actor-sheet-host";
import { isAptitude, isSpecialization } from "../../documents/item-types";
import type { CharacterActor } from "../../documents/actor";
import { itemRows } from "./item-rows";

/** The sheet's actor as the character it is: the sheet is registered for characters only. */
function characterOf(sheet: ActorSheetHost): CharacterActor {
  const actor = sheet.actor;
  if (!actor.isCharacter()) throw new Error(`humanity-blessed | the character sheet shows a ${actor.type}`);
  return actor;
}

/** An effect's name as the player reads it: an Ethic's localised name, or the text the entry was banked with. */
function effectLabel(effect: string): string {
  return ETHIC_BANKS[effect] ? game.i18n!.localize(`HB.Ethic.${effect}`) : effect;
}

/** The sheet's context: the actor as plain data, drawn by the pure builder (character-context.ts). */
export async function characterContext<C extends object>(sheet: ActorSheetHost, context: C, tabs: unknown) {
  const actor = characterOf(sheet);
  const source = actor.toObject();
  const view: CharacterView = {
    name: source.name,
    // Stryker disable next-line LogicalOperator,StringLiteral: the template draws the actor's own image
    img: source.img ?? "",
    system: source.system,
    items: itemRows(actor),
    statuses: [...actor.statuses],
  };
  const system = actor.system;
  // Hardy is the table's one shared die: the sheet shows it, not a die of the character's own.
  if (optionalStat() === "hardy") view.system.optional = hardyDie();
  return Object.assign(context, {
    actor,
    system,
    tabs,
    enriched: await enrichStory(actor, ["backstory", "appearance", "notes"] as const),
    sheet: prepareCharacterContext(view, {
      optionalStat: optionalStat(),
      ignited: ignitedStats(system.lifestyle),
      editable: sheet.isEditable,
      editMode: sheet.editMode,
      edition: currentEdition(),
      gm: game.user!.isGM,
    }),
    // Hidden Stat Dice: whether it rolls d20s, and whether this user may change that (the GM); only the GM's Stat
    // Dice wear the d20 badge, as players never learn the dice are hidden from the sheet.
    d20: d20Context(rollsD20s(actor), game.user!.isGM),
  });
}

/** A drop that cannot even be read (another system's data, a broken macro) is refused, and nothing changes: core
 *  ignores drops it cannot read without a word, and a player deserves to know nothing happened. */
export async function dropOnSheet(event: DragEvent, drop: () => Promise<void>): Promise<void> {
  const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: unknown };
  if (typeof data?.type !== "string") {
    ui.notifications!.warn("HB.Drop.malformed", { localize: true });
    return;
  }
  try {
    await drop();
  } catch (err) {
    console.warn("humanity-blessed | refused drop", err);
    ui.notifications!.warn("HB.Drop.malformed", { localize: true });
  }
}

/** Stats drag to the macro hotbar (see hooks/hotbar-drop.ts) with what the macro needs to roll them; the portrait
 *  drags the character itself, as a row of the Actors sidebar does (onto a party, a scene, another sheet). */
export function dragStats(sheet: ActorSheetHost): void {
  const portrait = sheet.element.querySelector<HTMLElement>(".hb-portrait");
  if (portrait) {
    portrait.draggable = true;
    portrait.addEventListener("dragstart", (event) =>
      // A dragstart event always carries its dataTransfer.
      event.dataTransfer!.setData("text/plain", JSON.stringify(sheet.actor.toDragData())),
    );
  }
  for (const die of sheet.element.querySelectorAll<HTMLElement>("[data-action='rollStat']")) {
    die.draggable = true;
    die.addEventListener("dragstart", (event) => {
      event.dataTransfer!.setData(
        "text/plain",
        JSON.stringify({ type: "HB.Stat", actorUuid: sheet.actor.uuid, stat: die.dataset.stat }),
      );
    });
  }
}

/** Apts & Specs, things, Lifestyles and Ethics each drop differently, as the rules decide (place-item.ts); a drop on
 *  an Aptitude's row specializes that Aptitude. */
export async function dropItem(
  sheet: ActorSheetHost,
  event: DragEvent,
  item: Item.Implementation,
  sort: () => Promise<unknown>,
): Promise<unknown> {
  const actor = characterOf(sheet);
  if (!actor.isOwner) return null;
  if (item.parent === actor) return sort();
  const onRow = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-drop='aptitude']")?.dataset.itemId;
  return placeItem(actor, item, onRow);
}

type Act = (this: ActorSheetHost, event: PointerEvent, target: HTMLElement) => Promise<void>;

// Stryker disable next-line ObjectLiteral: module-level (run once): emptied, every button of the sheet does nothing
export const actions: Record<CharacterAction, Act> = {
  /** Bank one more through an entry's effect (data-index) or through the upgraded Ethic (data-kind, data-effect). */
  async bankOne(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    const actor = characterOf(this);
    const banked: BankedEntry[] = actor.system.banked;
    // A button with no data-index reads banked[NaN]: no entry.
    const entry = banked[Number(target.dataset.index)];
    const kind = entry?.kind ?? target.dataset.kind;
    const effect = entry?.effect ?? target.dataset.effect;
    if ((kind !== "boon" && kind !== "bust") || !effect) return;
    await actor.update({ system: { banked: bankOne(banked, kind, effect) } });
    ui.notifications!.info(game.i18n!.format("HB.Sheet.banked.banked", { effect: effectLabel(effect) }));
  },

  async spendBanked(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    const actor = characterOf(this);
    const banked: BankedEntry[] = actor.system.banked;
    const index = Number(target.dataset.index);
    const next = spendBanked(banked, index);
    if (!next) return;
    await actor.update({ system: { banked: next } });
    ui.notifications!.info(game.i18n!.format("HB.Sheet.banked.spent", { effect: effectLabel(banked[index]!.effect) }));
  },

  /** The GM marks the haunting present or gone (Haunted: "whenever the thing that haunts them is present"). */
  async toggleHaunting(this: ActorSheetHost) {
    if (!game.user!.isGM) return;
    const actor = characterOf(this);
    await actor.update({ system: { hauntingPresent: !actor.system.hauntingPresent } });
  },

  /** A Specialization on no Aptitude: attach it to the only free Aptitude, or ask which; none free says why. */
  async attachSpecialization(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    // Stryker disable next-line StringLiteral: no item has any other id either
    const spec = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    if (!spec || !isSpecialization(spec)) return;
    const taken = new Set(
      this.actor.items
        // Stryker disable next-line MethodExpression: only a Specialization points at an Aptitude
        .filter(isSpecialization)
        .filter((i) => i !== spec)
        .map((i) => i.system.aptitude),
    );
    const free = this.actor.items
      .filter((i) => isAptitude(i) && !taken.has(i.id!))
      .map((i) => ({ id: i.id!, name: i.name }));
    if (!free.length) {
      ui.notifications!.warn(game.i18n!.format("HB.Sheet.noFreeAptitude", { name: spec.name }));
      return;
    }
    const aptitude = free.length === 1 ? free[0]!.id : await askAptitude(free, SPECIALIZE_WHICH);
    if (aptitude) await spec.update({ system: { aptitude } });
  },

  /** Use a Specialization, or pay its recharge when it is spent; the rules engine decides both. */
  async useSpecialization(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    // Stryker disable next-line StringLiteral: no item has any other id either
    const spec = this.actor.items.get(target.dataset.specId ?? "");
    if (!spec || !isSpecialization(spec)) return;
    const state: SpecializationUse = spec.system;
    const system = characterOf(this).system;
    const i18n = game.i18n!;
    try {
      if (!state.spent) {
        const next = useSpecialization(state);
        await spec.update({ system: { used: next.used, spent: next.spent } });
        ui.notifications!.info(i18n.format("HB.Specialization.used", { name: spec.name }));
        return;
      }
      const { paid } = rechargeSpecialization(state, system.blessings, { cursed: this.actor.statuses.has("cursed") });
      const ok = await foundry.applications.api.DialogV2.confirm({
        window: { title: i18n.format("HB.Specialization.recharge", { name: spec.name }) },
        content: await foundry.applications.handlebars.renderTemplate(template("dialogs/message.hbs"), {
          message: i18n.format("HB.Specialization.rechargeConfirm", { name: spec.name, paid: paid.join(", ") }),
        }),
        rejectClose: false,
      });
      if (!ok) return;
      // The GM pays from the pool as it stands by then (the confirmation showed what it held a moment ago).
      const done = await changePool({ op: "recharge", actorUuid: uuidOf(this.actor), itemId: spec.id! });
      if (done?.paid)
        ui.notifications!.info(
          i18n.format("HB.Specialization.recharged", { name: spec.name, paid: done.paid.join(", ") }),
        );
    } catch (err) {
      if (!(err instanceof RulesError)) throw err;
      warnRefusal(err);
    }
  },

  /** An Aptitude's Specialize button: the picker of what this character may take there (loaded on demand). */
  async pickSpecialization(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    const aptitude = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    const { SpecializationPicker } = await import("../dialogs/specialization-picker");
    await SpecializationPicker.openFor(characterOf(this), aptitude);
  },

  // The wizard and the shop load on demand (chunks/): most sessions never open them.
  async openWizard(this: ActorSheetHost) {
    const { CreationWizard } = await import("../dialogs/creation-wizard");
    await CreationWizard.openFor(this.actor);
  },

  async openShop(this: ActorSheetHost) {
    const { SessionShop } = await import("../dialogs/session-shop");
    await SessionShop.openFor(this.actor);
  },

  async toggleCondition(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.condition;
    if (id) await this.actor.toggleStatusEffect(id);
  },
};
