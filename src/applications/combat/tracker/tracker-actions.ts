// The Endeavor tracker's bodies, loaded once there is a Combat to show (endeavor-tracker.ts is the shell init
// registers as CONFIG.ui.combat): the rows' context, the live sums, and every click as an Endeavor request to the GM.
import { currentEdition } from "../../../settings";
import { requestEndeavor, type EndeavorRequest } from "../requests/endeavor-relay";
import * as logic from "../view/index";
import * as steps from "./turn-steps";
import type { TrackerCombatant, TrackerInput } from "../view/tracker-context";
import { one, type RowFields } from "../view/tracker-commands";
import { TrackBoard } from "../board/track-board";
import {
  BUTTON_RULES,
  DEFAULT_KIND,
  isEndeavorKind,
  type ButtonKind,
  type Command,
  type Difficulty,
} from "../../../rules/endeavor";
import type { EndeavorTracker, TrackerAction } from "./endeavor-tracker";
import { startChoices } from "./tracker-start";
import { template } from "../../shared/templates";
import { COMBATANT_SIDES, type CombatantSide } from "../../../data/combat/endeavor-combatant";
import { analyticalUsedUp } from "../offers/analytical-uses";
import { rowHtml } from "../render/partial-render";
export { followActors } from "./follow-actors";

const isCombatantSide = (value: string): value is CombatantSide =>
  (COMBATANT_SIDES as readonly string[]).includes(value);
const isButtonKind = (value: string): value is ButtonKind => Object.hasOwn(BUTTON_RULES, value);
/** An expanded group of fields (`delayedOverride.<id>` → `delayedOverride: {…}`). */
const isFields = (value: unknown): value is RowFields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A form as core reads one (FormDataExtended), its dotted names expanded (`split.<id>` → `split: {…}`); none: empty. */
function formFields(form: HTMLFormElement | null | undefined): RowFields {
  // fvtt-types declares expandObject's result a bare `object`: its entries are the fields.
  return form
    ? Object.fromEntries(
        Object.entries(foundry.utils.expandObject(new foundry.applications.ux.FormDataExtended(form).object)),
      )
    : {};
}

/** A row's form (tracker-commands.ts says which names mean what); a row without one (nothing to do in it) reads empty. */
const rowFields = (row: HTMLElement | null | undefined): RowFields =>
  formFields(row?.querySelector<HTMLFormElement>("form.hb-row-form"));

const rowOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-combatant-id]");

/** A click in a row: the Endeavor, the row's participant and what its form says. */
function clicked(tracker: EndeavorTracker, target: HTMLElement) {
  const row = rowOf(target);
  return { state: tracker.combat?.endeavor, by: row?.dataset.combatantId, fields: () => rowFields(row) };
}

/** The rows drawn from the engine state (tracker-context.ts); core's per-turn context is replaced, not extended. */
/** The trackers whose element has the turn steps' listeners (bound once: the element outlives re-renders). */
const stepsBound = new WeakSet<HTMLElement>();

/**
 * After each render of an Endeavor: the acting row's steps (turn-steps.ts) — the choice and open step survive
 * re-renders, not the user's own action (nor a first render) —, and the odds of fields put back from before the
 * re-render (drawn for the form as first drawn, so redrawn).
 */
export async function afterRender(tracker: EndeavorTracker): Promise<void> {
  const element = tracker.element;
  // The start form's fields follow the kind chosen (turn-steps.ts showStartKind), as a turn's follow its action.
  if (element.querySelector("[data-hb-turn], [data-endeavor-start]")) {
    if (!stepsBound.has(element)) steps.bindTurnSteps(element);
    stepsBound.add(element);
    steps.restoreTurns(element, !tracker.drafts);
  }
  if (tracker.drafts?.values.size && element.querySelector("[data-hb-odds]")) refreshOdds(tracker);
}

export function trackerContext(tracker: EndeavorTracker) {
  // A row drawn alone (partial-render.ts morphRow), through the partial Foundry compiled and registered when it loaded
  // the tracker's templates (getTemplate), with the options renderTemplate gives. (Callers that only want the context
  // pass a bare { combat }.)
  const keep = (tracker as Partial<EndeavorTracker>).keep;
  if (keep)
    keep.renderRow ??= (row) => {
      const partial: unknown = Handlebars.partials[template("combat/tracker-row.hbs")];
      const render =
        typeof partial === "function" ? (partial as Handlebars.TemplateDelegate) : Handlebars.compile(String(partial));
      return rowHtml(
        (_path, context) => render(context, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true }),
        row,
      );
    };
  // The acting row learns what it shows when the browser is idle (turn-ahead.ts learnTurns): Safari has no
  // requestIdleCallback.
  if (keep)
    keep.later ??= (job) =>
      void ("requestIdleCallback" in globalThis
        ? requestIdleCallback(() => job(), { timeout: 2000 })
        : setTimeout(job, 100));
  // Then the next turn is drawn ahead (turn-ahead.ts), from the Combat as it is by then.
  if (keep) keep.nextTurn ??= () => logic.nextTurnContext(trackerInput(tracker));
  return logic.prepareEndeavorTracker(trackerInput(tracker));
}

/** What the tracker's context is computed from: the Combat's Endeavor, its combatants as the user sees them, the
 *  world's edition, the offers standing. */
function trackerInput(tracker: EndeavorTracker): TrackerInput {
  const combat = tracker.combat;
  const user = game.user!;
  const combatants: TrackerCombatant[] = (combat?.combatants.contents ?? []).map((c) => ({
    id: c.id!,
    name: c.name ?? "",
    img: c.img ?? c.actor?.img ?? "",
    hidden: c.hidden,
    isOwner: !!c.actor?.testUserPermission(user, "OWNER"),
    playerOwned: !!game.users?.some((u) => !u.isGM && !!c.actor?.testUserPermission(u, "OWNER")),
    usedUp: analyticalUsedUp(c.actor) !== null ? ["Analytical"] : [],
    ...startChoices(c),
  }));
  return {
    state: combat?.endeavor ?? null,
    combatants,
    viewer: { isGM: user.isGM },
    logLength: combat?.model?.commands.length ?? 0,
    lastCommand: combat?.model?.commands.at(-1) ?? null,
    edition: currentEdition(),
    helpOffers: combat?.model?.offers ?? [],
    reactionOffers: combat?.model?.reactions ?? [],
  };
}

/** Rewrites a live form's <output> with what its fields now add up to (live-sums.ts). */
export function onLiveInput(tracker: EndeavorTracker, event: Event): void {
  const form = (event.target as HTMLElement).closest<HTMLElement>("[data-hb-live]");
  const row = form && rowOf(form);
  const state = tracker.combat?.endeavor;
  if (!form || !row?.dataset.combatantId || !state) return;
  const sum = logic.liveSum(state, row.dataset.combatantId, form.dataset.hbLive ?? "", rowFields(row));
  const output = form.querySelector("output");
  if (!sum || !output) return;
  output.textContent = sum.parts.map((p) => game.i18n!.format(p.key, p.data as Record<string, string>)).join(" ");
  output.classList.toggle("hb-danger", sum.danger);
}

/** Redraws the Check's odds in `row` for the form as it now stands (turn-odds.ts): the acting row's chosen action,
 *  or a pending Attack's (its figure names it). */
export function onCheckInput(tracker: EndeavorTracker, row: HTMLElement): void {
  const figure = row.querySelector<HTMLElement>("[data-hb-odds]");
  const state = tracker.combat?.endeavor;
  const by = row.dataset.combatantId;
  if (!figure || !state || !by) return;
  const pending = !!figure.closest(".hb-pending");
  const kind =
    (pending ? "" : row.querySelector<HTMLInputElement>('input[name="hbActionKind"]:checked')?.value) ||
    figure.dataset.kind ||
    "";
  const view = logic.checkOdds(state, by, kind, rowFields(row), pending);
  if (!view) return;
  const i18n = game.i18n!;
  const format = (key: string, data: Record<string, string | number>) =>
    i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  steps.drawOdds(row, {
    caption: view.caption.difficulty
      ? format(view.caption.key, { difficulty: i18n.localize(view.caption.difficulty), dice: view.caption.dice })
      : i18n.localize(view.caption.key),
    outcomes: view.outcomes,
    notes: view.notes.map((n) => format(n.key, n.data)),
    rolls: view.rolls,
  });
}

/** After a re-render that put typed fields back (form drafts): the odds of what they now say. */
export function refreshOdds(tracker: EndeavorTracker): void {
  for (const figure of tracker.element?.querySelectorAll<HTMLElement>("[data-hb-odds]") ?? []) {
    const row = rowOf(figure);
    if (row) onCheckInput(tracker, row);
  }
}

/** Whether the GM's client accepted the request. */
async function send(
  tracker: EndeavorTracker,
  request: Omit<EndeavorRequest, "combatId"> & Record<string, unknown>,
): Promise<boolean> {
  const combat = tracker.combat;
  if (!combat) return false;
  tracker.sent = true;
  // Refused: nothing re-renders and the fields still hold what the user typed, to correct and send again.
  if ((await requestEndeavor({ ...request, combatId: combat.id! } as EndeavorRequest)) !== undefined) return true;
  tracker.sent = false;
  return false;
}

function command(tracker: EndeavorTracker, command: Command | null): Promise<boolean> {
  return command ? send(tracker, { op: "command", command }) : Promise.resolve(false);
}

/** The GM toolbar's participant, and its folded track tools opened on them (the row menu's "Move marker…"). */
const gmPanel = (tracker: EndeavorTracker) => tracker.element?.querySelector<HTMLElement>("[data-endeavor-gm]") ?? null;
/** The GM toolbar's form, read as core reads a form (numbers as numbers, a blank number as null). */
const gmFields = (tracker: EndeavorTracker): RowFields =>
  formFields(gmPanel(tracker)?.querySelector<HTMLFormElement>("form.hb-gm-form"));

/** Row menu: open the toolbar's track tools on this participant, the position field focused to type. */
export function menuMove(tracker: EndeavorTracker, id: string): void {
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
export async function menuRemove(tracker: EndeavorTracker, id: string): Promise<void> {
  const name = tracker.combat?.endeavor?.participants.find((p) => p.id === id)?.name;
  if (!name) return;
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HB.Endeavor.Gm.removeTitle" },
    content: `<p>${foundry.utils.escapeHTML(game.i18n!.format("HB.Endeavor.Gm.removeConfirm", { name }))}</p>`,
    modal: true,
  });
  if (ok) await command(tracker, logic.gmCommand({ op: "remove", id }));
}

/** A track position the GM typed: a whole number from 0. Anything else (a cleared field too, which Number() reads
 *  as 0) is answered with a message and moves nothing. */
/** A track position typed in a number field: a whole number from 0, else a message and nothing (a blank is not 0). */
function typedPosition(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  ui.notifications?.warn(
    game.i18n!.format("HB.Endeavor.badPosition", { value: value === null || value === undefined ? "" : String(value) }),
  );
  return null;
}

type Act = (this: EndeavorTracker, event: PointerEvent, target: HTMLElement) => Promise<void>;

export const actions: Record<TrackerAction, Act> = {
  async hbStart(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const fields = formFields(target.closest<HTMLFormElement>("form[data-endeavor-start]"));
    // A kind the table does not know (a hand-edited form) starts the first kind; the GM's client checks the edition.
    const kind = isEndeavorKind(fields.kind) ? fields.kind : DEFAULT_KIND;
    // Sides and teams chosen in the form are stored on the Combatants, which the start reads (only the GM sees this
    // form). A field the form does not draw (teams without Racing) keeps what was set before.
    const combat = this.combat;
    const sides = logic.fieldGroup(fields, "side");
    const teams = logic.fieldGroup(fields, "team");
    const before: { _id: string; system: ReturnType<typeof startChoices> }[] = [];
    const changes = (combat?.combatants.contents ?? []).flatMap((c) => {
      const was = startChoices(c);
      // A side the schema does not know (a hand-edited form) keeps the one stored.
      const chosen = String(sides[c.id!] ?? was.side);
      const side = isCombatantSide(chosen) ? chosen : was.side;
      const team = typeof teams[c.id!] === "string" ? String(teams[c.id!]).trim() : was.team;
      if (side === was.side && team === was.team) return [];
      before.push({ _id: c.id!, system: was });
      return [{ _id: c.id!, system: { side, team } }];
    });
    if (combat && changes.length) await combat.updateEmbeddedDocuments("Combatant", changes);
    // Left empty, the finish line is the book's 30; anything typed goes to the GM's check (a refusal says why).
    const finishLine = fields.finishLine ?? null;
    const leader = typeof fields.leader === "string" && fields.leader ? { leader: fields.leader } : {};
    // Stealth: the lay of the land (four fields, read by the GM's client) and the Eye's die; other kinds ignore them.
    const land = isFields(fields.land)
      ? Object.fromEntries(
          ["alarms", "objectives", "escapes", "sanctuaries"].map((k) => [
            k,
            String((fields.land as RowFields)[k] ?? ""),
          ]),
        )
      : undefined;
    const watch = Number(fields.watch);
    const started = await send(this, {
      op: "start",
      options: {
        kind,
        edition: currentEdition(),
        ...(finishLine !== null ? { finishLine: Number(finishLine) } : {}),
        terrain: String(fields.terrain ?? ""),
        ...(land ? { land } : {}),
        ...(Number.isInteger(watch) && watch > 0 ? { watch } : {}),
        ...leader,
      },
    });
    // A refused start leaves the Combatants as they were (the form still shows the choices, to correct and begin).
    if (!started && combat && before.length) await combat.updateEmbeddedDocuments("Combatant", before);
  },

  /** A Stat button (Action Die, position roll), or v0.0.18's "Roll Sparked" with the pair chosen beside it. */
  async hbChoose(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    const sparked = target.dataset.spark === "true";
    if (state && by && (target.dataset.stat || sparked)) {
      await command(this, logic.chooseCommand(state, by, target.dataset.stat ?? "", fields(), sparked));
    }
  },

  /** Kinetic (v0.0.18): exchange position rolls with the ally chosen, or keep one's own. */
  async hbKinetic(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { by, fields } = clicked(this, target);
    const ally = target.dataset.keep === "true" ? null : String(fields().kineticAlly ?? "") || null;
    if (by) await command(this, { type: "kinetic", by, ally });
  },

  async hbSkipRound(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "skipRound", by });
  },

  async hbAct(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    const kind = target.dataset.kind ?? "";
    // The Eye's Search: a position typed (a blank is answered here, not sent as 0).
    if (kind === "search" && typedPosition(fields().searchPosition) === null) return;
    if (state && by) await command(this, logic.actCommand(state, by, kind, fields()));
  },

  async hbReverse(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "reverseTurnOrder", by });
  },

  async hbPending(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    if (state && by) await command(this, logic.pendingCommand(state, by, target.dataset.kind ?? "", fields()));
  },

  async hbSpecial(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    const p = state?.participants.find((q) => q.id === by);
    if (p)
      await command(
        this,
        logic.specialCommand(
          p.id,
          target.dataset.kind ?? "",
          fields(),
          p.role === "monstrosity" ? "monstrosity" : "character",
        ),
      );
  },

  /** Offer Help to whoever is acting (or withdraw the offer): see help-offers.ts for the flow. */
  async hbOfferHelp(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { by, fields: read } = clicked(this, target);
    if (!by) return;
    if (target.dataset.withdraw === "true") {
      await send(this, { op: "offerHelp", by, offer: null });
      return;
    }
    const fields = read();
    const use =
      fields.offerUse === "x" || fields.offerUse === "x-down" || fields.offerUse === "analytical"
        ? fields.offerUse
        : "roll";
    await send(this, {
      op: "offerHelp",
      by,
      offer: { pay: use === "analytical" ? {} : logic.decodePayment(String(fields.offerPay ?? "")), use },
    });
  },

  /** Offer Mischievous, watching, Resolved or Protective (with whom) on whoever is acting's Check, or withdraw it:
   *  see reaction-offers.ts. */
  async hbOfferReaction(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { by } = clicked(this, target);
    const kind = logic.REACTION_KINDS.find((k) => k === target.dataset.kind);
    if (!by || !kind) return;
    if (target.dataset.withdraw === "true") {
      await send(this, { op: "offerReaction", by, kind, withdraw: true });
      return;
    }
    const whom = target.closest(".hb-reaction")?.querySelector<HTMLSelectElement>("select[name=reactionWhom]")?.value;
    await send(this, { op: "offerReaction", by, kind, ...(whom ? { whom } : {}) });
  },

  async hbRecharge(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const { by, fields } = clicked(this, target);
    if (by && target.dataset.spec) await command(this, logic.rechargeCommand(by, target.dataset.spec, fields()));
  },

  async hbFatigue(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "fatigueCheck", by });
  },

  /** GM: a Delayed Attack's trigger is activated; the engine rolls each Defender's Check, at the difficulty it was set
   *  with unless the GM calls another ("other effects or situations, at table discretion"). */
  async hbTriggerDelayed(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.delayed;
    const overrides = gmFields(this).delayedOverride;
    const override = id && isFields(overrides) ? one(overrides, id) : "";
    const difficulty = override === "easy" || override === "normal" || override === "hard" ? override : undefined;
    if (id) await command(this, { type: "triggerDelayed", id, ...(difficulty ? { difficulty } : {}) });
  },

  /** One click, no question; the notice says whose action it took back (the chat card shows what it did). */
  async hbUndo(this: EndeavorTracker) {
    const last = this.combat?.model?.commands.at(-1);
    const by =
      last && "by" in last ? this.combat?.endeavor?.participants.find((p) => p.id === last.by)?.name : undefined;
    if (await send(this, { op: "undo" })) {
      ui.notifications?.info(
        by
          ? game.i18n!.format("HB.Endeavor.Gm.undidOf", { name: by })
          : game.i18n!.localize("HB.Endeavor.Gm.undidOverride"),
      );
    }
  },

  /** Core's own ending (it asks the GM to confirm, then deletes the encounter). */
  async hbEndEndeavor(this: EndeavorTracker) {
    await this.combat?.endCombat();
  },

  /** GM: a special-action tie resolved (specialTies "gm"): the one named in the toolbar chooses. */
  async hbNameChooser(this: EndeavorTracker) {
    const id = one(gmFields(this), "gmChooser");
    if (id) await command(this, logic.gmCommand({ op: "chooser", id }));
  },

  /** GM: the allies' new charge leader (Rush), chosen in the toolbar; the engine refuses a foiled ally or a Monstrosity. */
  async hbLeader(this: EndeavorTracker) {
    const id = one(gmFields(this), "gmLeader");
    if (id) await command(this, logic.gmCommand({ op: "leader", id }));
  },

  async hbEndTurn(this: EndeavorTracker) {
    await command(this, logic.gmCommand({ op: "endTurn" }));
  },

  /** GM: move the chosen participant's marker to the position typed in the toolbar's track tools. */
  async hbMove(this: EndeavorTracker) {
    const fields = gmFields(this);
    const id = one(fields, "gmWho");
    const to = typedPosition(fields.moveTo);
    if (id && to !== null) await command(this, logic.gmCommand({ op: "move", id, to }));
  },

  /** GM: take the chosen participant out of the Endeavor, once confirmed (the engine's "remove"; undo puts them back). */
  async hbRemove(this: EndeavorTracker) {
    const id = one(gmFields(this), "gmWho");
    if (id) await menuRemove(this, id);
  },

  /** GM: add a button from the override panel (owner blank = a global button, as Schemes are). */
  async hbAddButton(this: EndeavorTracker) {
    const fields = gmFields(this);
    const position = typedPosition(fields.buttonPosition);
    const kind = one(fields, "buttonKind");
    if (position === null || !isButtonKind(kind)) return;
    // An Objective carries its Check (the Stat normally associated, the difficulty): the toolbar's two selects.
    const typed = one(fields, "objectiveDifficulty");
    const difficulty: Difficulty | null = typed === "easy" || typed === "normal" || typed === "hard" ? typed : null;
    const check =
      kind === "objective" && difficulty ? { check: { stat: one(fields, "objectiveStat"), difficulty } } : {};
    await command(
      this,
      logic.gmCommand({ op: "addButton", kind, position, owner: one(fields, "buttonOwner") || null, ...check }),
    );
  },

  async hbOpenBoard(this: EndeavorTracker) {
    await TrackBoard.open(this.combat);
  },
};
