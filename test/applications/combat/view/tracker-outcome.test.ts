// The tracker's line once an Endeavor is over, rendered with real Handlebars: the winner named in words for every
// kind's sides, a Racing team by its own name, a racer by theirs, and nobody when no side is left.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { Outcome } from "../../../../src/rules/endeavor";
import { endeavorFixture } from "../../../harness/fixtures/endeavor";

const render = (path: string, context: object) => foundry.applications.handlebars.renderTemplate(template(path), context as never);

async function outcomeLine(outcome: Outcome): Promise<string> {
  const fx = endeavorFixture(6);
  const state = { ...fx.state, outcome };
  const ctx = prepareEndeavorTracker({ state, combatants: fx.combatants, viewer: { isGM: false }, logLength: 0, edition: "v0.0.21.10" });
  const el = Object.assign(document.createElement("div"), { innerHTML: await render("combat/tracker.hbs", { endeavor: ctx }) });
  return el.querySelector(".hb-endeavor-outcome")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
}

describe("the tracker says who won", () => {
  it.each([
    ["allies", "Allies"],
    ["monstrosities", "Monstrosities"],
    ["rogues", "Rogues"],
    ["eye", "The Eye"],
    ["Red Team", "Red Team"],
  ])("side %s reads %s", async (winner, words) => {
    expect(await outcomeLine({ winner, winnerId: null, reason: "opponents-removed" }))
      .toBe(`The Endeavor is over: ${words} won. (every opponent removed)`);
  });

  it("a racer by name, nobody by the word", async () => {
    const fx = endeavorFixture(6);
    const racer = fx.state.participants[0]!;
    expect(await outcomeLine({ winner: racer.side, winnerId: racer.id, reason: "opponents-removed" }))
      .toBe(`The Endeavor is over: ${racer.name} won. (every opponent removed)`);
    expect(await outcomeLine({ winner: null, winnerId: null, reason: "opponents-removed" }))
      .toBe("The Endeavor is over: nobody won. (every opponent removed)");
  });
});
