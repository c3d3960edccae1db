// The clicks in a participant's row: the round's choice of Action Die, the turn's action, a pending Attack, the
// special actions, offers on whoever is acting's Check, recharges and the Fatigue Check: each an engine command built
// by the view (tracker-commands.ts, act-commands.ts, special-commands.ts) from the row's fields, sent to the GM.
import type { Action } from "../../shared/lazy";
import {
  actCommand,
  chooseCommand,
  decodePayment,
  one,
  pendingCommand,
  REACTION_KINDS,
  rechargeCommand,
  specialCommand,
} from "../view/index";
import { clicked, rowOf, typedPosition } from "./form-fields";
import { command, send } from "./send-request";
import type { TrackerAction, TrackerHost } from "./tracker-host";

// The table is built at load, before any mutant is active (each handler is measured on its own).
// Stryker disable next-line ObjectLiteral: static, never tested by a run
export const rowActions = {
  /** A Stat button (Action Die, position roll), or v0.0.18's "Roll Sparked" with the pair chosen beside it. */
  async hbChoose(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    const sparked = target.dataset.spark === "true";
    if (state && by && (target.dataset.stat || sparked)) {
      await command(this, chooseCommand(state, by, target.dataset.stat ?? "", fields(), sparked));
    }
  },

  /** Kinetic (v0.0.18): exchange position rolls with the ally chosen, or keep one's own. */
  async hbKinetic(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { by, fields } = clicked(this, target);
    const ally = target.dataset.keep === "true" ? null : String(fields().kineticAlly ?? "") || null;
    if (by) await command(this, { type: "kinetic", by, ally });
  },

  async hbSkipRound(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "skipRound", by });
  },

  async hbAct(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    const kind = target.dataset.kind ?? "";
    // The Eye's Search: a position typed (a blank is answered here, not sent as 0).
    if (kind === "search" && typedPosition(fields().searchPosition) === null) return;
    if (state && by) await command(this, actCommand(state, by, kind, fields()));
  },

  async hbReverse(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "reverseTurnOrder", by });
  },

  async hbPending(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    if (state && by) await command(this, pendingCommand(state, by, target.dataset.kind ?? "", fields()));
  },

  async hbSpecial(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { state, by, fields } = clicked(this, target);
    const p = state?.participants.find((q) => q.id === by);
    if (p)
      await command(
        this,
        specialCommand(
          p.id,
          target.dataset.kind ?? "",
          fields(),
          p.role === "monstrosity" ? "monstrosity" : "character",
        ),
      );
  },

  /** Offer Help to whoever is acting (or withdraw the offer): see help-offers.ts for the flow. */
  async hbOfferHelp(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
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
      offer: { pay: use === "analytical" ? {} : decodePayment(one(fields, "offerPay")), use },
    });
  },

  /** Offer Mischievous, watching, Resolved or Protective (with whom) on whoever is acting's Check, or withdraw it:
   *  see reaction-offers.ts. */
  async hbOfferReaction(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { by } = clicked(this, target);
    const kind = REACTION_KINDS.find((k) => k === target.dataset.kind);
    if (!by || !kind) return;
    if (target.dataset.withdraw === "true") {
      await send(this, { op: "offerReaction", by, kind, withdraw: true });
      return;
    }
    const whom = target.closest(".hb-reaction")?.querySelector<HTMLSelectElement>("select[name=reactionWhom]")?.value;
    await send(this, { op: "offerReaction", by, kind, ...(whom ? { whom } : {}) });
  },

  async hbRecharge(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const { by, fields } = clicked(this, target);
    if (by && target.dataset.spec) await command(this, rechargeCommand(by, target.dataset.spec, fields()));
  },

  async hbFatigue(this: TrackerHost, _event: PointerEvent, target: HTMLElement) {
    const by = rowOf(target)?.dataset.combatantId;
    if (by) await command(this, { type: "fatigueCheck", by });
  },
} satisfies Partial<Record<TrackerAction, Action<TrackerHost>>>;
