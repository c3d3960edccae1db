// From a click on the tracker to an engine command (pure: the tracker reads the row's fields and passes them here):
// the round's choice of Action Die or position roll, a recharge paid, a GM override; an action on one's turn in
// act-commands.ts, a special action in special-commands.ts. Only the shape is decided here; whether the command is
// legal is the engine's call on the GM's client, and its refusal (a spent Stat, too few Blessings, …) is what the
// player sees.
import { endeavorRules, type Command, type EndeavorState, type GmOp } from "../../../rules/endeavor";
import { fieldGroup, one, type RowFields } from "./row-fields";
import { decodePayment } from "./payment-value";

/** default edition: choose an Action Die. v0.0.18: a position roll, Sparked when `positionSpark` is sent. */
export function chooseCommand(
  state: EndeavorState,
  by: string,
  stat: string,
  fields: RowFields = {},
  sparked = false,
): Command {
  if (endeavorRules(state.edition).roundStart !== "position-roll") return { type: "chooseActionDie", by, stat };
  if (!sparked) return { type: "rollPosition", by, stat };
  // Stryker disable next-line StringLiteral: split always gives a first part (blank at least)
  const [first = "", partner = ""] = one(fields, "positionSpark").split("|");
  return {
    type: "rollPosition",
    by,
    stat: first,
    spark: { stat: partner, pay: decodePayment(one(fields, "positionSparkPay")) },
  };
}

/** Pay a used Specialization's recharge cost (book: "Recharge") with the Blessing chosen in its row. */
export function rechargeCommand(by: string, specialization: string, fields: RowFields): Command {
  return {
    type: "recharge",
    by,
    specialization,
    pay: decodePayment(one(fieldGroup(fields, "rechargePay"), specialization)),
  };
}

export function gmCommand(op: GmOp): Command {
  return { type: "gm", gm: op };
}
