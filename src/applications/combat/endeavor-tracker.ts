// The combat sidebar runs Endeavors: V13's CombatTracker with its header (encounter cycling, round) kept, and the
// tracker part replaced by rows built from the engine state. Footer dropped: core's previous/next turn and round
// buttons would move Combat.turn/round behind the engine's back. Every click becomes an Endeavor request to the GM.
import type { HumanityCombat } from "../../documents/combat";
import { currentEdition } from "../../settings";
import { template } from "../templates";
import { NO_DRAFTS, readDrafts, writeDrafts, type Drafts } from "../form-drafts";
import { requestEndeavor, type EndeavorRequest } from "./endeavor-relay";
import type { TrackerCombatant } from "./tracker-context";
import type { RowFields } from "./tracker-commands";

const logic = () => import("./tracker-logic");
import { TrackBoard } from "./track-board";
import type { ButtonKind, Command } from "../../rules/endeavor";

const { CombatTracker } = foundry.applications.sidebar.tabs;
type RenderOptions = foundry.applications.sidebar.tabs.CombatTracker.RenderOptions;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type Action = (this: EndeavorTracker, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** Every field in the row, by name (tracker-commands.ts says which names mean what): selects give their chosen
 *  options, checkboxes and radios their value when checked, other inputs their text. */
function rowFields(row: HTMLElement | null): RowFields {
  const fields: Record<string, string[]> = {};
  const add = (name: string, value: string) => (fields[name] ??= []).push(value);
  for (const el of row?.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select[name], input[name]") ?? []) {
    if (el instanceof HTMLSelectElement) for (const o of el.selectedOptions) add(el.name, o.value);
    else if (el.type === "checkbox" || el.type === "radio") { if (el.checked) add(el.name, el.value); }
    else add(el.name, el.value);
  }
  return fields;
}

const rowOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-combatant-id]");

export class EndeavorTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "endeavor-tracker"],
    // Prefixed: core's tracker owns the plain names (rollInitiative, toggleDefeated, trackerSettings …).
    actions: {
      hbStart: EndeavorTracker.#onStart,
      hbChoose: EndeavorTracker.#onChoose,
      hbSkipRound: EndeavorTracker.#onSkipRound,
      hbAct: EndeavorTracker.#onAct,
      hbReverse: EndeavorTracker.#onReverse,
      hbPending: EndeavorTracker.#onPending,
      hbSpecial: EndeavorTracker.#onSpecial,
      hbFatigue: EndeavorTracker.#onFatigue,
      hbOfferHelp: EndeavorTracker.#onOfferHelp,
      hbRecharge: EndeavorTracker.#onRecharge,
      hbUndo: EndeavorTracker.#onUndo,
      hbEndTurn: EndeavorTracker.#onEndTurn,
      hbMove: EndeavorTracker.#onMove,
      hbAddButton: EndeavorTracker.#onAddButton,
      hbTriggerDelayed: EndeavorTracker.#onTriggerDelayed,
      hbKinetic: EndeavorTracker.#onKinetic,
      hbOpenBoard: EndeavorTracker.#onOpenBoard,
    } satisfies Record<string, Action>,
  };

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: template("combat/tracker.hbs"), templates: [template("combat/tracker-row.hbs"), template("combat/check-form.hbs")], scrollable: [""] },
  };

  /** Fields typed or ticked and not sent, carried over a re-render (someone else's action re-renders the tracker). */
  #drafts: Drafts = NO_DRAFTS;
  /** The user's own request went through: the re-render it causes starts their forms afresh. */
  #sent = false;

  get combat(): HumanityCombat | null {
    return (this.viewed as HumanityCombat | null) ?? null;
  }

  protected override async _prepareTrackerContext(context: CombatTracker.RenderContext, _options: RenderOptions) {
    // Core's per-turn context (initiative, token effects) is replaced, not extended: our rows come from the state.
    const combat = this.combat;
    const user = game.user!;
    const combatants: TrackerCombatant[] = (combat?.combatants.contents ?? []).map((c) => ({
      id: c.id!,
      name: c.name ?? "",
      img: c.img ?? c.actor?.img ?? "",
      hidden: c.hidden,
      isOwner: !!c.actor?.testUserPermission(user, "OWNER"),
      playerOwned: !!game.users?.some((u) => !u.isGM && !!c.actor?.testUserPermission(u, "OWNER")),
    }));
    const { prepareEndeavorTracker, readOffers } = await logic();
    Object.assign(context, {
      endeavor: prepareEndeavorTracker({
        state: combat?.endeavor ?? null,
        combatants,
        viewer: { isGM: user.isGM },
        logLength: combat?.model.commands.length ?? 0,
        edition: currentEdition(),
        helpOffers: readOffers(combat?.flags),
      }),
      hasCombat: !!combat,
    });
  }

  protected override async _preRender(context: never, options: never) {
    await super._preRender(context, options);
    this.#drafts = this.#sent ? NO_DRAFTS : readDrafts(this.element);
    this.#sent = false;
  }

  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    writeDrafts(this.element, this.#drafts);
  }

  protected override async _onFirstRender(context: object, options: RenderOptions) {
    await super._onFirstRender(context as never, options);
    // Forms with a live sum (Perform Combo's spread, the Blessings to steal): the element outlives re-renders.
    this.element.addEventListener("input", (event) => void this.#onLiveInput(event));
  }

  /** Rewrites a live form's <output> with what its fields now add up to (live-sums.ts). */
  async #onLiveInput(event: Event) {
    const form = (event.target as HTMLElement).closest<HTMLElement>("[data-hb-live]");
    const row = form && rowOf(form);
    const state = this.combat?.endeavor;
    if (!form || !row?.dataset.combatantId || !state) return;
    const sum = (await logic()).liveSum(state, row.dataset.combatantId, form.dataset.hbLive ?? "", rowFields(row));
    const output = form.querySelector("output");
    if (!sum || !output) return;
    output.textContent = sum.parts.map((p) => game.i18n!.format(p.key, p.data as Record<string, string>)).join(" ");
    output.classList.toggle("hb-danger", sum.danger);
  }

  async #send(request: Omit<EndeavorRequest, "combatId"> & Record<string, unknown>): Promise<void> {
    const combat = this.combat;
    if (!combat) return;
    this.#sent = true;
    // Refused: nothing re-renders and the fields still hold what the user typed, to correct and send again.
    if ((await requestEndeavor({ ...request, combatId: combat.id! } as EndeavorRequest)) === undefined) this.#sent = false;
  }

  #command(command: Command | null): Promise<void> {
    return command ? this.#send({ op: "command", command }) : Promise.resolve();
  }

  static async #onStart(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const form = target.closest<HTMLElement>("[data-endeavor-start]");
    const value = (name: string) => form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
    const kind = value("kind") === "racing" ? "racing" : "monstrous";
    await this.#send({ op: "start", options: { kind, edition: currentEdition(), finishLine: Number(value("finishLine")) || 30, terrain: value("terrain") } });
  }

  /** A Stat button (Action Die, position roll), or v0.0.18's "Roll Sparked" with the pair chosen beside it. */
  static async #onChoose(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    const sparked = target.dataset.spark === "true";
    if (state && by && (target.dataset.stat || sparked)) {
      await this.#command((await logic()).chooseCommand(state, by, target.dataset.stat ?? "", rowFields(row), sparked));
    }
  }

  /** Kinetic (v0.0.18): exchange position rolls with the ally chosen, or keep one's own. */
  static async #onKinetic(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    const ally = target.dataset.keep === "true" ? null : row?.querySelector<HTMLSelectElement>('[name="kineticAlly"]')?.value ?? null;
    if (by) await this.#command({ type: "kinetic", by, ally });
  }

  static async #onSkipRound(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await this.#command({ type: "skipRound", by });
  }

  static async #onAct(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (state && by) await this.#command((await logic()).actCommand(state, by, target.dataset.kind ?? "", rowFields(row)));
  }

  static async #onReverse(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await this.#command({ type: "reverseTurnOrder", by });
  }

  static async #onPending(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (state && by) await this.#command((await logic()).pendingCommand(state, by, target.dataset.kind ?? "", rowFields(row)));
  }

  static async #onSpecial(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const p = state?.participants.find((q) => q.id === row?.dataset.combatantId);
    if (p) await this.#command((await logic()).specialCommand(p.id, target.dataset.kind ?? "", rowFields(row), p.role));
  }

  /** Offer Help to whoever is acting (or withdraw the offer): see help-offers.ts for the flow. */
  static async #onOfferHelp(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (!by) return;
    if (target.dataset.withdraw === "true") return this.#send({ op: "offerHelp", by, offer: null });
    const fields = rowFields(row);
    const { decodePayment } = await logic();
    await this.#send({ op: "offerHelp", by, offer: { pay: decodePayment(fields.offerPay?.[0] ?? ""), use: fields.offerUse?.[0] === "x" ? "x" : "roll" } });
  }

  static async #onRecharge(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (by && target.dataset.spec) await this.#command((await logic()).rechargeCommand(by, target.dataset.spec, rowFields(row)));
  }

  static async #onFatigue(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await this.#command({ type: "fatigueCheck", by });
  }

  /** GM: a Delayed Attack's trigger is activated; the engine rolls each Defender's Check. */
  static async #onTriggerDelayed(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    if (target.dataset.delayed) await this.#command({ type: "triggerDelayed", id: target.dataset.delayed });
  }

  static async #onUndo(this: EndeavorTracker) {
    await this.#send({ op: "undo" });
  }

  static async #onEndTurn(this: EndeavorTracker) {
    await this.#command((await logic()).gmCommand({ op: "endTurn" }));
  }

  /** GM: move a marker to the position typed in its row. */
  static async #onMove(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const to = Number(row?.querySelector<HTMLInputElement>('input[name="moveTo"]')?.value);
    if (row?.dataset.combatantId && Number.isInteger(to)) await this.#command((await logic()).gmCommand({ op: "move", id: row.dataset.combatantId, to }));
  }

  /** GM: add a button from the override panel (owner blank = a global button, as Schemes are). */
  static async #onAddButton(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const panel = target.closest<HTMLElement>("[data-endeavor-gm]");
    const value = (name: string) => panel?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
    const position = Number(value("buttonPosition"));
    if (!Number.isInteger(position)) return;
    await this.#command((await logic()).gmCommand({ op: "addButton", kind: value("buttonKind") as ButtonKind, position, owner: value("buttonOwner") || null }));
  }

  static async #onOpenBoard(this: EndeavorTracker) {
    await TrackBoard.open(this.combat);
  }
}
