// The Endeavor tracker's bodies, loaded once there is a Combat to show (endeavor-tracker.ts is the shell init
// registers as CONFIG.ui.combat): the rows' context, the live sums, and every click as an Endeavor request to the GM.
import { currentEdition } from "../../settings";
import { requestEndeavor, type EndeavorRequest } from "./endeavor-relay";
import * as logic from "./tracker-logic";
import type { TrackerCombatant } from "./tracker-context";
import type { RowFields } from "./tracker-commands";
import { TrackBoard } from "./track-board";
import type { ButtonKind, Command } from "../../rules/endeavor";
import { startChoices, type EndeavorTracker, type TrackerAction } from "./endeavor-tracker";

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

/** The rows drawn from the engine state (tracker-context.ts); core's per-turn context is replaced, not extended. */
export function trackerContext(tracker: EndeavorTracker) {
  const combat = tracker.combat;
  const user = game.user!;
  const combatants: TrackerCombatant[] = (combat?.combatants.contents ?? []).map((c) => ({
    id: c.id!,
    name: c.name ?? "",
    img: c.img ?? c.actor?.img ?? "",
    hidden: c.hidden,
    isOwner: !!c.actor?.testUserPermission(user, "OWNER"),
    playerOwned: !!game.users?.some((u) => !u.isGM && !!c.actor?.testUserPermission(u, "OWNER")),
    ...startChoices(c),
  }));
  return logic.prepareEndeavorTracker({
    state: combat?.endeavor ?? null,
    combatants,
    viewer: { isGM: user.isGM },
    logLength: combat?.model.commands.length ?? 0,
    edition: currentEdition(),
    helpOffers: logic.readOffers(combat?.flags),
  });
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

async function send(tracker: EndeavorTracker, request: Omit<EndeavorRequest, "combatId"> & Record<string, unknown>): Promise<void> {
  const combat = tracker.combat;
  if (!combat) return;
  tracker.sent = true;
  // Refused: nothing re-renders and the fields still hold what the user typed, to correct and send again.
  if ((await requestEndeavor({ ...request, combatId: combat.id! } as EndeavorRequest)) === undefined) tracker.sent = false;
}

function command(tracker: EndeavorTracker, command: Command | null): Promise<void> {
  return command ? send(tracker, { op: "command", command }) : Promise.resolve();
}

/** A track position the GM typed: a whole number from 0. Anything else (a cleared field too, which Number() reads
 *  as 0) is answered with a message and moves nothing. */
function typedPosition(raw: string): number | null {
  if (/^\s*\d+\s*$/.test(raw)) return Number(raw);
  ui.notifications?.warn(game.i18n!.format("HB.Endeavor.badPosition", { value: raw }));
  return null;
}

type Act = (this: EndeavorTracker, event: PointerEvent, target: HTMLElement) => Promise<void>;

export const actions: Record<TrackerAction, Act> = {
  async hbStart(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const form = target.closest<HTMLElement>("[data-endeavor-start]");
    const value = (name: string) => form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
    const kind = value("kind") === "racing" ? "racing" : "monstrous";
    // Sides and teams chosen in the form are stored on the Combatants first (only the GM sees this form).
    const combat = this.combat;
    const changes = (combat?.combatants.contents ?? []).flatMap((c) => {
      const was = startChoices(c);
      const side = value(`side.${c.id}`);
      const team = value(`team.${c.id}`).trim();
      return side === was.side && team === was.team ? [] : [{ _id: c.id!, system: { side, team } }];
    });
    if (combat && changes.length) await combat.updateEmbeddedDocuments("Combatant", changes as never);
    // Left empty, the finish line is the book's 30; anything typed goes to the GM's check (a refusal says why).
    const finishLine = value("finishLine").trim();
    await send(this, { op: "start", options: { kind, edition: currentEdition(), ...(finishLine ? { finishLine: Number(finishLine) } : {}), terrain: value("terrain") } });
  },

  /** A Stat button (Action Die, position roll), or v0.0.18's "Roll Sparked" with the pair chosen beside it. */
  async hbChoose(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    const sparked = target.dataset.spark === "true";
    if (state && by && (target.dataset.stat || sparked)) {
      await command(this, logic.chooseCommand(state, by, target.dataset.stat ?? "", rowFields(row), sparked));
    }
  },

  /** Kinetic (v0.0.18): exchange position rolls with the ally chosen, or keep one's own. */
  async hbKinetic(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    const ally = target.dataset.keep === "true" ? null : row?.querySelector<HTMLSelectElement>('[name="kineticAlly"]')?.value ?? null;
    if (by) await command(this, { type: "kinetic", by, ally });
  },

  async hbSkipRound(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "skipRound", by });
  },

  async hbAct(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (state && by) await command(this, logic.actCommand(state, by, target.dataset.kind ?? "", rowFields(row)));
  },

  async hbReverse(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "reverseTurnOrder", by });
  },

  async hbPending(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (state && by) await command(this, logic.pendingCommand(state, by, target.dataset.kind ?? "", rowFields(row)));
  },

  async hbSpecial(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const state = this.combat?.endeavor;
    const row = rowOf(target);
    const p = state?.participants.find((q) => q.id === row?.dataset.combatantId);
    if (p) await command(this, logic.specialCommand(p.id, target.dataset.kind ?? "", rowFields(row), p.role));
  },

  /** Offer Help to whoever is acting (or withdraw the offer): see help-offers.ts for the flow. */
  async hbOfferHelp(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (!by) return;
    if (target.dataset.withdraw === "true") return send(this, { op: "offerHelp", by, offer: null });
    const fields = rowFields(row);
    await send(this, { op: "offerHelp", by, offer: { pay: logic.decodePayment(fields.offerPay?.[0] ?? ""), use: fields.offerUse?.[0] === "x" ? "x" : "roll" } });
  },

  async hbRecharge(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const by = row?.dataset.combatantId;
    if (by && target.dataset.spec) await command(this, logic.rechargeCommand(by, target.dataset.spec, rowFields(row)));
  },

  async hbFatigue(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "fatigueCheck", by });
  },

  /** GM: a Delayed Attack's trigger is activated; the engine rolls each Defender's Check. */
  async hbTriggerDelayed(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    if (target.dataset.delayed) await command(this, { type: "triggerDelayed", id: target.dataset.delayed });
  },

  async hbUndo(this: EndeavorTracker) {
    await send(this, { op: "undo" });
  },

  async hbEndTurn(this: EndeavorTracker) {
    await command(this, logic.gmCommand({ op: "endTurn" }));
  },

  /** GM: move a marker to the position typed in its row. */
  async hbMove(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const row = rowOf(target);
    const to = typedPosition(row?.querySelector<HTMLInputElement>('input[name="moveTo"]')?.value ?? "");
    if (row?.dataset.combatantId && to !== null) await command(this, logic.gmCommand({ op: "move", id: row.dataset.combatantId, to }));
  },

  /** GM: take a participant out of the Endeavor (the engine's "remove"; undo puts them back). */
  async hbRemove(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const id = rowOf(target)?.dataset.combatantId;
    if (id) await command(this, logic.gmCommand({ op: "remove", id }));
  },

  /** GM: add a button from the override panel (owner blank = a global button, as Schemes are). */
  async hbAddButton(this: EndeavorTracker, _event: PointerEvent, target: HTMLElement) {
    const panel = target.closest<HTMLElement>("[data-endeavor-gm]");
    const value = (name: string) => panel?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
    const position = typedPosition(value("buttonPosition"));
    if (position === null) return;
    await command(this, logic.gmCommand({ op: "addButton", kind: value("buttonKind") as ButtonKind, position, owner: value("buttonOwner") || null }));
  },

  async hbOpenBoard(this: EndeavorTracker) {
    await TrackBoard.open(this.combat);
  },
};
