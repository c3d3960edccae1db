// A rules refusal as the player reads it on their own client: the localised message, its Stats in the reader's
// language, its numbers as written.
import { describe, expect, it } from "vitest";
import { refusalOf, warnRefusal } from "../../../src/applications/shared/refusal";
import { RulesError } from "../../../src/rules/errors";
import { ui } from "../../fakes/setup";

const told = () => ui.messages.map((m) => `${m.type}: ${m.message}`);

describe("a refusal shown to the player", () => {
  it("names both Stats of a Spark in the reader's language, whoever named them", () => {
    warnRefusal(new RulesError("endeavor-spark-unbalanced", "log text", { name: "Wren", stat: "Hurt", partner: "hand" }));
    expect(told()).toEqual([
      "warn: Wren cannot Spark Hurt with Hand: only a Stat balanced with it (the same die size) can Spark.",
    ]);
  });

  it("writes a number detail as the player reads it", () => {
    warnRefusal(new RulesError("spark-count", "log text", { want: 2, count: 4 }));
    expect(told()).toEqual(["warn: A Spark combines 2 balanced Stats, not 4 (three only with the Ascendant Specialization)."]);
  });

  it("hands a module the key and the details as text", () => {
    expect(refusalOf(new RulesError("spark-count", "log text", { want: 2, count: 4 }))).toEqual({
      key: "HB.Error.spark-count",
      data: { want: "2", count: "4" },
    });
  });
});
