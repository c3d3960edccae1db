// The roll dialog: choose the Stat, difficulty, Aptitude and Spark, say which Help is offered and how Conditions
// apply, watch the exact odds change, then roll. Closing it (Cancel, Escape, the window's ×) changes nothing.
import { hiddenDiceOf } from "../../documents/hidden-dice";
import type { Difficulty } from "../../rules";
import { currentEdition } from "../../settings";
import type { HumanityActor } from "../../documents/actor";
import { postCheck } from "../chat/check-card";
import { template } from "../shared/templates";
import { adoptStyles } from "../shared/styles";
import styles from "../../../styles/roll-dialog.scss?inline";
import { isThing, specializationItem } from "../../documents/item-types";
import { worldActors } from "../../documents/actor-types";
import { uuidOf } from "../../compat";
import { blessingPool } from "../../documents/blessing-pool";
import {
  initialRollState,
  parseOffered,
  prepareRollDialog,
  type AttackChoice,
  type RollDialogActor,
  type RollDialogState,
} from "./roll-dialog-context";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

// Stryker disable next-line StringLiteral: the key only keeps the sheet from being adopted twice
adoptStyles("humanity-blessed-roll-dialog", styles);

export function rollDialogActor(actor: HumanityActor): RollDialogActor {
  // A Monstrosity has no Lifestyle, spent Stats or affected Stats of its own.
  const character = actor.isCharacter() ? actor.system : null;
  // Stryker disable next-line ArrayDeclaration: only a party has no pool, and no Stat: prepareRollDialog refuses it
  const pool = blessingPool(actor) ?? [];
  // Stryker disable next-line ArrayDeclaration: a Monstrosity's dice have no Stat of a placeholder's name
  const spent = character?.spent ?? [];
  return {
    dice: actor.statDice(),
    statuses: [...actor.statuses],
    blessings: [...pool],
    lifestyle: character?.lifestyle,
    aptitudes: actor.items.filter((i) => i.type === "aptitude").map((i) => i.name),
    spent: [...spent],
    affected: { ...(character?.affected ?? {}) },
    ascendant: actor.hasSpecialization("Ascendant"),
    ambidextrous: actor.aptitudesWith("Ambidextrous"),
    exceptional: actor.items.filter((i) => isThing(i) && i.system.exceptional).map((i) => i.name),
    haunted: actor.hauntedDie(),
    d20: hiddenDiceOf(actor)?.reading ?? null,
    famousOver: character?.session.famousOver,
    ...attackTarget(actor),
  };
}

/** The Defender of an Attack: the user's first targeted token other than the roller's own (its actor's Stat Dice);
 *  and who could Protect them: characters the user plays whose Protective is ready. */
function attackTarget(actor: HumanityActor): Pick<RollDialogActor, "defender" | "defenders" | "protectors"> {
  const targets = [...game.user!.targets].map((t) => t.actor).filter((a): a is HumanityActor => !!a && a !== actor);
  const first = targets[0];
  // No Defender: none is named, nobody is offered to Protect them.
  if (!first) return {};
  // The Defender is left out of their own Protectors where the dialog lists them (roll-dialog-context.ts).
  const ready = (a: HumanityActor) =>
    a.isOwner &&
    a !== actor &&
    !!specializationItem(a.items.contents, "Protective") &&
    !specializationItem(a.items.contents, "Protective")!.system.spent;
  const protectors = worldActors()
    .filter(ready)
    .map((a) => ({ uuid: uuidOf(a), name: a.name, dice: a.statDice() }));
  return {
    defender: { name: first.name, dice: first.statDice(), uuid: uuidOf(first) },
    defenders: targets.length,
    protectors,
  };
}

type FormConfig = foundry.applications.api.ApplicationV2.FormConfiguration;

/** What a caller may set before the dialog opens (a Check written in text, a GM's call for a Check). */
export type RollPreset = Partial<Pick<RollDialogState, "difficulty" | "rolls">>;

type RollDialogContext = ReturnType<typeof prepareRollDialog>;

export class RollDialog extends HandlebarsApplicationMixin(ApplicationV2)<RollDialogContext> {
  actor: HumanityActor;
  choices: RollDialogState;
  #posted: ChatMessage.Implementation | null = null;
  #settle!: (message: ChatMessage.Implementation | null) => void;
  /** Settles when the dialog closes: to the Check message it posted, or null when closed without rolling. */
  readonly closed = new Promise<ChatMessage.Implementation | null>((resolve) => {
    this.#settle = resolve;
  });

  constructor(
    actor: HumanityActor,
    stat: string,
    options: Partial<foundry.applications.api.ApplicationV2.Configuration> = {},
    preset: RollPreset = {},
  ) {
    super(options);
    this.actor = actor;
    // A difficulty set by the caller (a Check written in text) is not replaced by an Attack's difficulty by the book.
    this.choices = { ...initialRollState(stat), ...preset, ...(preset.difficulty ? { difficultyChosen: true } : {}) };
  }

  protected override _onClose(options: never) {
    super._onClose(options);
    this.#settle(this.#posted);
  }

  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["humanity-blessed", "hb-dialog", "hb-roll"],
    // No title here: the window's title names the Stat rolled (the `title` getter, which core's frame reads).
    window: { icon: "fa-solid fa-dice" },
    position: { width: 440 },
    form: { handler: RollDialog.#onSubmit, closeOnSubmit: true, submitOnChange: false },
  };

  static override PARTS = { form: { template: template("dialogs/roll-dialog.hbs") } };

  override get title(): string {
    return game.i18n!.format("HB.Roll.title", { stat: game.i18n!.localize(`HB.Stat.${this.choices.stat}`) });
  }

  protected override async _prepareContext(): Promise<RollDialogContext> {
    const context = prepareRollDialog(rollDialogActor(this.actor), this.choices, currentEdition());
    // Keep the rules' corrections (a partner no longer balanced is dropped); read and kept in one step, nothing
    // can change the choices in between.
    this.choices = context.state;
    return context;
  }

  /** Keyboard users start on the first choice; Enter rolls, Escape (core) closes without rolling. */
  protected override async _onFirstRender(context: never, options: never) {
    await super._onFirstRender(context, options);
    this.element.querySelector<HTMLElement>('[name="stat"]')!.focus();
  }

  /** Live odds: every change re-reads the form and renders again. Core keeps the focused field across the render
   *  (its part state), so a field left with Tab, whose change fires then, does not take the focus back. */
  protected override _onChangeForm(formConfig: FormConfig, event: Event) {
    super._onChangeForm(formConfig, event);
    this.choices = RollDialog.readForm(this.element as HTMLFormElement, this.choices);
    void this.render();
  }

  static readForm(form: HTMLFormElement, previous: RollDialogState): RollDialogState {
    const data = new FormData(form);
    const get = (k: string) => (data.get(k) as string | null) ?? "";
    const has = (k: string) => form.querySelector(`[name="${k}"]`) !== null;
    const attack = (["violent", "non-violent"].includes(get("attack")) ? get("attack") : "") as AttackChoice;
    return {
      ...previous,
      stat: get("stat") || previous.stat,
      difficulty: (get("difficulty") || previous.difficulty) as Difficulty,
      rolls: Math.max(2, Math.min(8, Math.floor(Number(get("rolls")) || previous.rolls))),
      aptitude: get("aptitude"),
      partner: get("partner"),
      third: get("third"),
      // Checkboxes only exist while their Condition is on; an absent box keeps the previous answer.
      alone: has("alone") ? data.get("alone") === "on" : previous.alone,
      aching: has("aching") ? data.get("aching") === "on" : previous.aching,
      offered: has("offered") ? parseOffered(get("offered")) : previous.offered,
      attack,
      // Picking a difficulty by hand stops the Attack's difficulty by the book being proposed over it.
      difficultyChosen: previous.difficultyChosen || (!!get("difficulty") && get("difficulty") !== previous.difficulty),
      defenderApt: has("defenderApt") ? data.get("defenderApt") === "on" : previous.defenderApt,
      defenderSpecialized: has("defenderSpecialized")
        ? data.get("defenderSpecialized") === "on"
        : previous.defenderSpecialized,
      exceptional: has("exceptional") ? get("exceptional") : previous.exceptional,
      lessFamous: has("lessFamous") ? data.get("lessFamous") === "on" : previous.lessFamous,
      // Protective answers a violent Attack only: a Protector still drawn when Roll reads the form (an Attack made
      // non-violent, Roll pressed before the redraw) is not sent.
      protector: attack === "violent" ? get("protector") : "",
    };
  }

  static async #onSubmit(this: RollDialog, _event: Event, form: HTMLFormElement) {
    const s = RollDialog.readForm(form, this.choices);
    this.#posted = await postCheck(this.actor, {
      stat: s.stat,
      base: s.base,
      difficulty: s.difficulty,
      rolls: s.difficulty === "hard" ? s.hardRolls : s.rolls,
      aptitude: s.aptitude,
      partner: s.partner,
      third: s.third,
      alone: s.alone,
      aching: s.aching,
      offered: s.offered,
      attack: s.attack || false,
      lessFamous: s.lessFamous,
      exceptional: s.exceptional,
      // The Defender is named by the target; Protective's, as chosen, takes their place before the roll.
      defender: rollDialogActor(this.actor).defender?.uuid,
      protector: s.protector || undefined,
    });
  }
}
