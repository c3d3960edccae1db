// Quicken Pace (Humanity, Endeavored) on the tracker's rows, rendered with real Handlebars from the harness's fixture
// (played by the engine): who has an additional action to come, and whose turn is the additional action itself.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState, Participant } from "../../../../src/rules/endeavor";
import { quickenFixture, type QuickenVariant } from "../../../harness/fixtures/stealth";

const render = (path: string, context: object) => foundry.applications.handlebars.renderTemplate(template(path), context as never);

type Edit = (s: EndeavorState) => EndeavorState;

async function rows(variant: QuickenVariant, edit: Edit = (s) => s) {
  const fx = quickenFixture(variant);
  const endeavor = prepareEndeavorTracker({ state: edit(fx.state), combatants: fx.combatants, viewer: { isGM: fx.isGM }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" });
  const el = Object.assign(document.createElement("div"), { innerHTML: await render("combat/tracker.hbs", { endeavor }) });
  const tags = (id: string) => [...el.querySelectorAll(`li[data-combatant-id="${id}"] .hb-row-facts .hb-tag`)].map((t) => t.textContent!.trim());
  return { el, tags };
}

describe("Quicken Pace on the rows", () => {
  it("before it is chosen, no row speaks of an additional action; Wren's own row offers it with the allies to tick", async () => {
    const { el, tags } = await rows("quicken");
    for (const id of ["r0", "r1", "r2"]) expect(tags(id).filter((t) => t.includes("Quicken"))).toEqual([]);
    expect([...el.querySelectorAll<HTMLInputElement>('li[data-combatant-id="r0"] input[name="quickenAllies"]')].map((i) => i.value)).toEqual(["r1", "r2"]);
  });

  it("next round: the acting rogue's second turn is marked as the additional action; the ally quickened with her has one to come", async () => {
    const { el, tags } = await rows("extra");
    expect(tags("r0")).toContain("Additional action (Quicken Pace)");
    expect(tags("r1")).toContain("+1 action in round 2 (Quicken Pace)");
    expect(tags("r2").filter((t) => t.includes("Quicken"))).toEqual([]);
    // It is a turn like any: her actions are offered again.
    expect(el.querySelector('li[data-combatant-id="r0"] input[name="hbActionKind"][value="move"]')).not.toBeNull();
  });

  /** Each rogue's Quicken Pace as `extra` says (`undefined`: none). */
  const quickened = (extra: Record<string, Participant["extraActions"]>, more: Partial<Participant> = {}): Edit => (s) => ({
    ...s,
    participants: s.participants.map((p) => (p.id in extra ? { ...p, ...more, extraActions: extra[p.id] } : p)),
  });
  const quicken = (t: string[]) => t.filter((x) => x.includes("Quicken"));

  it("an additional action of a past round, or one taken by a rogue whose turn it is not, shows nothing", async () => {
    const { tags } = await rows("extra", (s) => quickened({ r0: { round: s.round - 1, left: 1 }, r1: { round: s.round, left: 0 }, r2: { round: s.round, left: 1 } })(s));
    expect(quicken(tags("r0"))).toEqual([]);
    expect(quicken(tags("r1"))).toEqual([]);
    // One still to take this round is to come, on the acting rogue's row as on another's.
    expect(quicken(tags("r2"))).toEqual(["+1 action in round 2 (Quicken Pace)"]);
  });

  it("the acting rogue with one still to take this round is told it is to come; a rogue out of the Endeavor is told nothing", async () => {
    const { tags } = await rows("extra", (s) => quickened({ r0: { round: s.round, left: 1 } })(s));
    expect(quicken(tags("r0"))).toEqual(["+1 action in round 2 (Quicken Pace)"]);
    const out = await rows("extra", (s) => quickened({ r1: { round: s.round + 1, left: 1 } }, { removed: { round: 1, reason: "gm", by: null } })(s));
    expect(quicken(out.tags("r1"))).toEqual([]);
    const next = await rows("extra", (s) => quickened({ r1: { round: s.round + 1, left: 1 } })(s));
    expect(quicken(next.tags("r1"))).toEqual(["+1 action in round 3 (Quicken Pace)"]);
  });
});
