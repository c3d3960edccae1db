// The Check's options as the row's fields say (pure): Spark, the Check's own choices, Help and others' say on it.
import type { CheckOptions, HelpInput } from "../../../rules/endeavor";
import { all, fieldGroup, one, type RowFields } from "./row-fields";
import { decodePayment } from "./payment-value";

/** Spark (the Action Die's Check) and Help, as the row's fields say. */
export function checkOptions(fields: RowFields): CheckOptions {
  const options: CheckOptions = {};
  const partner = one(fields, "spark");
  if (partner) options.spark = { stat: partner, pay: decodePayment(one(fields, "sparkPay")) };
  // The Check's own choices (check-odds.hbs); blank is the engine's default (Normal, or v0.0.18's proposal; no
  // Aptitude; the Spark on the first roll).
  const difficulty = one(fields, "difficulty");
  if (difficulty === "easy" || difficulty === "normal" || difficulty === "hard") options.difficulty = difficulty;
  const aptitude = one(fields, "withAptitude");
  if (aptitude) options.withAptitude = aptitude;
  const sparkRoll = Number(one(fields, "sparkRoll"));
  if (partner && Number.isInteger(sparkRoll) && sparkRoll > 0) options.sparkRoll = sparkRoll;
  // Famous ("+2 bonus in Attacks against" someone less famous) and an Ache with no Stat on the sheet ("My Ache
  // affects this Stat"): offered only to a Famous or aching character; a box left unticked says no.
  if (one(fields, "lessFamous")) options.lessFamous = true;
  if ("aching" in fields) options.aching = one(fields, "aching") !== "";
  // An exceptional thing gained (Gains), by name as the roll dialog lists them: the engine needs only that one helps.
  if (one(fields, "exceptional")) options.exceptional = true;
  const helpers: HelpInput[] = all(fields, "helper").map((id) => {
    const help: HelpInput = { by: id, pay: decodePayment(one(fieldGroup(fields, "helpPay"), id)) };
    const use = one(fieldGroup(fields, "helpUse"), id);
    if (use === "x" || use === "roll" || use === "x-down") help.use = use;
    // Analytical: four d6 instead of a Blessing (the engine rolls them; nothing is paid).
    if (use === "analytical") {
      help.analytical = {};
      help.pay = {};
    }
    if (one(fieldGroup(fields, "helpTactical"), id) === "1") help.tactical = true;
    return help;
  });
  if (helpers.length) options.helpers = helpers;
  const mischievous = one(fields, "mischievous");
  if (mischievous) options.mischievous = mischievous;
  const watcher = one(fields, "watchedBy");
  if (watcher) options.watchedBy = watcher;
  return options;
}
