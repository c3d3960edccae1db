// Others' say on a Check, offered from the reactor's own row and sent with the acting form, clicked through the real
// EndeavorTracker under the fake Foundry: what each row shows, the exact command the engine receives, the live odds.
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, set, started, toTurns, warnings, type Started, type World } from "../tracker-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const spec = (name: string) => (w: World, who: "wren" | "oskar" | "mina") => w.actors[who].createEmbeddedDocuments("Item", [{ name, type: "specialization" }]);
const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const failure = (row: HTMLElement) => Number(row.querySelector('[data-hb-odds] li[data-outcome="failure"] [data-hb-percent]')!.textContent);

/** Everyone passes (delaying) until it is the Grey Widow's turn. */
async function widowsTurn(w: Started) {
  while (w.combat.endeavor!.turn.current !== w.ids.widow) await w.combat.dispatch({ type: "act", by: w.combat.endeavor!.turn.current!, action: { kind: "pass" } });
  w.dispatched.length = 0;
}

describe("Mischievous offered from the distracter's row", () => {
  it("Oskar's player offers it on Wren's Check; Wren's form shows it fixed, its odds count it, and her Attack carries it", async () => {
    const w = await started("v0.0.21.10", (world) => spec("Mischievous")(world, "oskar"));
    await toTurns(w);
    await w.as("player");
    const plain = failure(w.row(w.ids.wren));
    expect(w.row(w.ids.wren).querySelector(".hb-reactions")).toBeNull(); // nobody has offered, and she has nobody to include

    await w.as("player2");
    const oskar = w.row(w.ids.oskar);
    expect(text(oskar.querySelector(".hb-reaction-offers legend"))).toBe("On Wren's coming Check");
    expect(text(oskar.querySelector('.hb-reaction[data-kind="mischievous"] span'))).toBe("Mischievous: distract Wren if their Check would succeed (−3; Recharge ⑤)");
    click(oskar.querySelector('[data-action="hbOfferReaction"][data-kind="mischievous"]'));
    await vi.waitFor(() => expect(w.combat.system.reactionOffers).toHaveLength(1));
    expect(w.dispatched).toEqual([]); // offering sends no command
    await w.tracker.render();
    expect(text(w.row(w.ids.oskar).querySelector('.hb-reaction[data-kind="mischievous"]'))).toContain("Offered");
    expect(w.row(w.ids.oskar).querySelector('[data-action="hbOfferReaction"][data-withdraw="true"]')).not.toBeNull();

    await w.as("player");
    const wren = w.row(w.ids.wren);
    expect(text(wren.querySelector(".hb-reaction-fixed"))).toBe("Oskar distracts you if the Check would succeed (Mischievous, −3)");
    expect(wren.querySelector<HTMLInputElement>('input[type="hidden"][name="mischievous"]')!.value).toBe(w.ids.oskar);
    // Successes of 5–7 become Failures: the odds of this very Check say so.
    expect(failure(wren)).toBeGreaterThan(plain);
    click(wren.querySelector('[data-action="hbAct"][data-kind="advance"]'));
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true));
    expect(w.dispatched).toEqual([{ type: "act", by: w.ids.wren, action: { kind: "advance", mischievous: w.ids.oskar } }]);
    // Used by her Check: it stands no more (kept, marked used by her command, for undo).
    expect(w.combat.system.reactionOffers.map((o: { used: number | null }) => o.used)).toEqual([w.combat.model.commands.length]);
    await w.tracker.render();
    expect(w.row(w.ids.wren).querySelector(".hb-reactions")).toBeNull();
    expect(warnings()).toEqual([]);
  });

  it("withdrawing takes it off Wren's form", async () => {
    const w = await started("v0.0.21.10", (world) => spec("Mischievous")(world, "oskar"));
    await toTurns(w);
    await w.as("player2");
    click(w.row(w.ids.oskar).querySelector('[data-action="hbOfferReaction"][data-kind="mischievous"]'));
    await vi.waitFor(() => expect(w.combat.system.reactionOffers).toHaveLength(1));
    await w.tracker.render();
    click(w.row(w.ids.oskar).querySelector('[data-action="hbOfferReaction"][data-withdraw="true"]'));
    await vi.waitFor(() => expect(w.combat.system.reactionOffers).toHaveLength(0));
    await w.as("player");
    expect(w.row(w.ids.wren).querySelector(".hb-reactions")).toBeNull();
  });
});

describe("Protective and Resolved on the Grey Widow's Attack", () => {
  it("offered from Oskar's and Wren's rows; the GM's form shows both, and the Attack on Wren sends Oskar as her Defender", async () => {
    const w = await started("v0.0.21.10", async (world) => {
      await spec("Protective")(world, "oskar");
      await spec("Resolved")(world, "wren");
    });
    await toTurns(w);
    await widowsTurn(w);
    await w.as("player2");
    const oskar = w.row(w.ids.oskar);
    expect(text(oskar.querySelector('.hb-reaction[data-kind="protective"] span'))).toBe("Protective: become the Defender if Grey Widow violently Attacks (Recharge ③)");
    expect([...oskar.querySelectorAll<HTMLOptionElement>('select[name="reactionWhom"] option')].map((o) => o.textContent)).toEqual(["Wren", "Mina"]);
    set(oskar, "reactionWhom", w.ids.wren);
    click(oskar.querySelector('[data-action="hbOfferReaction"][data-kind="protective"]'));
    await vi.waitFor(() => expect(w.combat.system.reactionOffers).toHaveLength(1));
    await w.as("player");
    expect(text(w.row(w.ids.wren).querySelector('.hb-reaction[data-kind="resolved"] span'))).toBe("Resolved: if Grey Widow's Attack succeeds against me (Recharge ④)");
    click(w.row(w.ids.wren).querySelector('[data-action="hbOfferReaction"][data-kind="resolved"]'));
    await vi.waitFor(() => expect(w.combat.system.reactionOffers).toHaveLength(2));
    expect(w.combat.system.reactionOffers).toEqual([
      { by: w.ids.oskar, to: w.ids.widow, round: 1, kind: "protective", whom: w.ids.wren, used: null },
      { by: w.ids.wren, to: w.ids.widow, round: 1, kind: "resolved", whom: "", used: null },
    ]);

    await w.as("gm");
    const widow = w.row(w.ids.widow);
    expect([...widow.querySelectorAll(".hb-reaction-fixed")].map(text)).toEqual([
      "Oskar becomes the Defender in place of Wren (Protective)",
      "Wren uses Resolved if the Attack succeeds against them",
    ]);
    widow.querySelectorAll<HTMLInputElement>('input[name="targets"]').forEach((t) => { t.checked = t.value === w.ids.wren; });
    click(widow.querySelector('[data-action="hbAct"][data-kind="violent"]'));
    await vi.waitFor(() => expect(w.dispatched).toHaveLength(1));
    // Oskar Defends in Wren's place, so Wren is no Defender of it and her Resolved is not sent.
    expect(w.dispatched[0]).toEqual({ type: "act", by: w.ids.widow, action: { kind: "attack", violent: true, targets: [w.ids.wren], protectors: { [w.ids.wren]: w.ids.oskar } } });
    expect(w.p(w.ids.oskar).needsRecharge).toContain("Protective");
    expect(warnings()).toEqual([]);
  });
});
