// The GM's toolbar and row menu: a Delayed Attack triggered, undo, the turn ended, a special-action tie resolved, a
// kind's own override (a new charge leader), a marker moved, a participant taken out, a button added; and the
// Endeavor ended.
import { BUTTON_RULES, type ButtonKind, type Difficulty, type KindGmOp } from "../../../rules/endeavor";
import type { Action } from "../../shared/lazy";
import { gmCommand, one, type RowFields } from "../view/index";
import { formFields, isFields, typedPosition } from "./form-fields";
import { command, send } from "./send-request";
import type { TrackerAction, TrackerHost } from "./tracker-host";

const isButtonKind = (value: string): value is ButtonKind => Object.hasOwn(BUTTON_RULES, value);

/** The GM toolbar's participant, and its folded track tools opened on them (the row menu's "Move marker…"). */
const gmPanel = (tracker: TrackerHost) => tracker.element.querySelector<HTMLElement>("[data-endeavor-gm]") ?? null;
/** The GM toolbar's form, read as core reads a form (numbers as numbers, a blank number as null). */
const gmFields = (tracker: TrackerHost): RowFields =>
  formFields(gmPanel(tracker)?.querySelector<HTMLFormElement>("form.hb-gm-form"));

/** Row menu: open the toolbar's track tools on this participant, the position field focused to type. */
export function menuMove(tracker: TrackerHost, id: string): void {
  const panel = gmPanel(tracker);
  const who = panel?.querySelector<HTMLSelectElement>('[name="gmWho"]');
  const more = panel?.querySelector<HTMLDetailsElement>("[data-hb-gm-more]");
  if (!who || !more) return;
  who.value = id;
  more.open = true;
  const to = panel!.querySelector<HTMLInputElement>('[name="moveTo"]')!;
  to.value = String(tracker.combat?.endeavor?.participants.find((p) => p.id === id)?.position ?? 0);
  to.focus();
  to.select();
}

/** Taking a participant out asks first (undo puts them back, but the table sees the card). */
export async function menuRemove(tracker: TrackerHost, id: string): Promise<void> {
  const name = tracker.combat?.endeavor?.participants.find((p) => p.id === id)?.name;
  if (!name) return;
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HB.Endeavor.Gm.removeTitle" },
    content: `<p>${foundry.utils.escapeHTML(game.i18n!.format("HB.Endeavor.Gm.removeConfirm", { name }))}</p>`,
    modal: true,
  });
  if (ok) await command(tracker, gmCommand({ op: "remove", id }));
}

export const gmActions = {
  /** GM: a Delayed Attack's trigger is activated; the engine rolls each Defender's Check, at the difficulty it was set
   *  with unless the GM calls another ("other effects or situations, at table discretion"). */
  async hbTriggerDelayed(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.delayed;
    const overrides = gmFields(this).delayedOverride;
    const override = id && isFields(overrides) ? one(overrides, id) : undefined;
    const difficulty = override === "easy" || override === "normal" || override === "hard" ? override : undefined;
    if (id) await command(this, { type: "triggerDelayed", id, ...(difficulty ? { difficulty } : {}) });
  },

  /** One click, no question; the notice says whose action it took back (the chat card shows what it did). */
  async hbUndo(this: TrackerHost) {
    const last = this.combat?.model?.commands.at(-1);
    // A last command is this Combat's: it is shown.
    const by =
      last && "by" in last ? this.combat!.endeavor?.participants.find((p) => p.id === last.by)?.name : undefined;
    if (await send(this, { op: "undo" })) {
      ui.notifications!.info(
        by
          ? game.i18n!.format("HB.Endeavor.Gm.undidOf", { name: by })
          : game.i18n!.localize("HB.Endeavor.Gm.undidOverride"),
      );
    }
  },

  /** Core's own ending (it asks the GM to confirm, then deletes the encounter). */
  async hbEndEndeavor(this: TrackerHost) {
    await this.combat?.endCombat();
  },

  /** GM: a special-action tie resolved (specialTies "gm"): the one named in the toolbar chooses. */
  async hbNameChooser(this: TrackerHost) {
    const id = one(gmFields(this), "gmChooser");
    if (id) await command(this, gmCommand({ op: "chooser", id }));
  },

  /** GM: a kind's own override naming a participant, from the kind's part of the toolbar (Rush's new charge leader):
   *  the button names the override (`data-op`) and the select holding the participant (`data-field`). The request's
   *  parser refuses an override no kind knows, the engine one this Endeavor's kind does not offer. */
  async hbKindOp(this: TrackerHost, _event: Event, target: HTMLElement) {
    const { op, field } = target.dataset;
    const id = op && field ? one(gmFields(this), field) : "";
    if (id) await command(this, gmCommand({ op, id } as KindGmOp));
  },

  async hbEndTurn(this: TrackerHost) {
    await command(this, gmCommand({ op: "endTurn" }));
  },

  /** GM: move the chosen participant's marker to the position typed in the toolbar's track tools. */
  async hbMove(this: TrackerHost) {
    const fields = gmFields(this);
    const id = one(fields, "gmWho");
    const to = typedPosition(fields.moveTo);
    if (id && to !== null) await command(this, gmCommand({ op: "move", id, to }));
  },

  /** GM: take the chosen participant out once confirmed (the engine's "remove"; undo puts them back). */
  async hbRemove(this: TrackerHost) {
    // Nobody chosen is nobody in the Endeavor: menuRemove asks nothing.
    await menuRemove(this, one(gmFields(this), "gmWho"));
  },

  /** GM: add a button from the override panel (owner blank = a global button, as Schemes are). */
  async hbAddButton(this: TrackerHost) {
    const fields = gmFields(this);
    const position = typedPosition(fields.buttonPosition);
    const kind = one(fields, "buttonKind");
    if (position === null || !isButtonKind(kind)) return;
    // A button whose rule carries a Check (Stealth's Objective: the Stat normally associated, the difficulty) takes
    // it from the toolbar's two selects.
    const typed = one(fields, "buttonCheckDifficulty");
    const difficulty: Difficulty | null = typed === "easy" || typed === "normal" || typed === "hard" ? typed : null;
    const check =
      BUTTON_RULES[kind].check && difficulty ? { check: { stat: one(fields, "buttonCheckStat"), difficulty } } : {};
    await command(
      this,
      gmCommand({ op: "addButton", kind, position, owner: one(fields, "buttonOwner") || null, ...check }),
    );
  },
} satisfies Partial<Record<TrackerAction, Action<TrackerHost>>>;
