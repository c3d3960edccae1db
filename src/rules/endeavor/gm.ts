/** GM overrides: "the GM … may override anything (move a marker, add or remove a button, end a turn)".
 *  They still keep the track legal: no position below 0, no second personal button of one kind on one cell. */
import type { GmOp, KindGmOp } from "./commands";
import type { Draft } from "./draft";
import { refuse } from "./errors";
import { endTurn } from "./flow";
import { detectOutcome, endEndeavor, removeParticipant } from "./removal";
import { BUTTON_RULES, ENDEAVOR_KIND_IDS, kindRules } from "./kinds";
import { kindEngine } from "./kinds/engine";

const DIFFICULTIES = ["easy", "normal", "hard"];

export function gm(d: Draft, op: GmOp): void {
  switch (op.op) {
    case "move": {
      const p = d.get(op.id);
      if (!Number.isInteger(op.to) || op.to < 0)
        refuse("endeavor-below-zero", "Positions start at 0.", { name: p.name, position: op.to });
      if (p.position !== op.to) {
        d.edit(op.id).position = op.to;
        d.emit({ type: "moved", id: op.id, from: p.position, to: op.to, cause: null });
        detectOutcome(d);
      }
      return;
    }
    case "addButton": {
      const rule = BUTTON_RULES[op.kind];
      if (!rule || !Number.isInteger(op.position) || op.position < 0) refuse("endeavor-bad-button", "Bad button.");
      if (rule.personal !== (op.owner !== null))
        refuse("endeavor-bad-button", `${op.kind} buttons are ${rule.personal ? "personal" : "global"}.`, {
          kind: op.kind,
          position: op.position,
        });
      if (op.owner !== null) d.get(op.owner);
      if (d.state.buttons.some((b) => b.kind === op.kind && b.owner === op.owner && b.position === op.position)) {
        refuse("endeavor-bad-button", "That cell already holds such a button.", {
          kind: op.kind,
          position: op.position,
        });
      }
      // Some buttons lie only within bounds (a guarded area's), some carry a Check (the buttons table says).
      if (rule.lies && (op.position < rule.lies.from || op.position > rule.lies.to))
        refuse("endeavor-bad-button", `These buttons lie at ${rule.lies.from}–${rule.lies.to}.`, {
          kind: op.kind,
          position: op.position,
        });
      const check = rule.check ? op.check : undefined;
      if (
        rule.check &&
        (typeof check?.stat !== "string" || !check.stat.trim() || !DIFFICULTIES.includes(check.difficulty))
      ) {
        refuse("endeavor-bad-button", "This button needs its Check: a Stat and a difficulty.", {
          kind: op.kind,
          position: op.position,
        });
      }
      d.addButton({
        kind: op.kind,
        position: op.position,
        owner: op.owner,
        ...(op.area ? { area: op.area.slice() } : {}),
        ...(check ? { check: { stat: check.stat.trim(), difficulty: check.difficulty } } : {}),
      });
      return;
    }
    case "removeButton":
      if (!d.state.buttons.some((b) => b.id === op.button))
        refuse("endeavor-bad-button", "No such button.", { id: op.button });
      d.removeButton(op.button);
      detectOutcome(d); // a kind's goal may hang on a button (kinds/<kind>/goal.ts)
      return;
    case "endTurn":
      d.state.pending = [];
      endTurn(d);
      return;
    case "remove":
      // A role with no way out (the table's `irremovable`): the GM ends the Endeavor instead.
      if (kindRules(d.state.kind).roles[d.get(op.id).role]?.irremovable)
        refuse("endeavor-bad-target", "This participant cannot be removed.", {
          name: d.get(op.id).name,
          target: d.get(op.id).name,
        });
      removeParticipant(d, op.id, op.reason ?? "gm", null);
      return;
    case "setOptions":
      d.state.options = { ...d.state.options, ...op.options };
      return;
    case "end":
      const fixed = kindRules(d.state.kind).sides.fixed;
      if (op.winner !== null && fixed && !fixed.includes(op.winner)) {
        refuse("endeavor-bad-setup", "The winner is allies, monstrosities or nobody.");
      }
      endEndeavor(d, { winner: op.winner, winnerId: null, reason: "gm" });
      return;
    case "chooser":
      // "with the GM resolving ties": one of those tied for the special action (and only then) chooses it.
      if (d.state.phase !== "special" || !d.state.chooser.includes(op.id)) {
        refuse("endeavor-not-chooser", "Only one of those tied for the special action can be named to choose it.", {
          name: d.get(op.id).name,
        });
      }
      d.state.chooser = [op.id];
      d.emit({ type: "specialChooser", candidates: [op.id] });
      return;
    default:
      kindGmOp(d, op);
  }
}

/** An override of a kind's own (its engine's `gmOps`): refused as unavailable in a kind without it, and as unknown
 *  when no kind has it. */
function kindGmOp(d: Draft, op: KindGmOp): void {
  const name: unknown = op.op;
  const has = (kind: string): boolean => typeof name === "string" && Object.hasOwn(kindEngine(kind).gmOps ?? {}, name);
  if (!has(d.state.kind)) {
    if (ENDEAVOR_KIND_IDS.some(has))
      refuse("endeavor-action-unavailable", "This kind of Endeavor has no such override.", { action: op.op });
    refuse("endeavor-unknown-command", "Unknown GM override.");
  }
  (kindEngine(d.state.kind).gmOps![op.op] as (d: Draft, op: KindGmOp) => void)(d, op);
}
