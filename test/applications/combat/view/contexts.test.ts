// The tracker and board contexts (pure) for 6 and 50 combatants, and both templates rendered with real Handlebars.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { pairOptions, singleOptions } from "../../../../src/applications/combat/view/tracker-options";
import { decodePayment, encodePayment } from "../../../../src/applications/combat/view/payment-value";
import { template } from "../../../../src/applications/shared/templates";
import { endeavorFixture, formsFixture, racingFixture } from "../../../harness/fixtures/endeavor";
import { ally, monster, run, setup } from "../../../rules/endeavor/helpers";

const g = globalThis as any;
const render = (path: string, context: object) => foundry.applications.handlebars.renderTemplate(template(path), context as never);
const dom = (html: string) => Object.assign(document.createElement("div"), { innerHTML: html });
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));

describe.each([6, 50] as const)("the tracker with %i combatants", (size) => {
  const fx = endeavorFixture(size);
  const tracker = (isGM: boolean) => prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM }, logLength: fx.log.length, edition: "v0.0.21.10" });

  it("shows the phase and every combatant's side, Action Die, temporary Blessings, position, Wounds and acted", () => {
    const ctx = tracker(false);
    if (!ctx.started) throw new Error("fixture not started");
    expect(ctx.phase).toBe("HB.Endeavor.Phase.turns");
    expect(ctx.rows).toHaveLength(size);
    const a0 = ctx.rows.find((r) => r.id === "a0")!;
    expect(a0).toMatchObject({ sideLabel: "HB.Endeavor.Side.allies", wounds: 2, woundDanger: true, actionDie: { label: "HB.Stat.head", size: 6, x: 2 } });
    expect(a0.temporary.length).toBeGreaterThan(0);
    // Three Advances and a Delayed Attack set (waiting in the GM's panel).
    expect(ctx.rows.filter((r) => r.acted)).toHaveLength(4);
    expect(ctx.rows.find((r) => r.id === "m0")!.position).toBeGreaterThanOrEqual(10);
  });

  it("gives a player controls on their own row only, and the GM every override", () => {
    const player = tracker(false);
    const gm = tracker(true);
    if (!player.started || !gm.started) throw new Error("fixture not started");
    expect(player.rows.filter((r) => r.mine).map((r) => r.id)).toEqual(["a0"]);
    expect(gm.rows.filter((r) => r.mine)).toEqual([]);
    expect(player.gm).toBeNull();
    expect(player.rows.filter((r) => r.act).map((r) => r.id)).toEqual(fx.state.turn.current === "a0" ? ["a0"] : []);
    expect(gm.rows.filter((r) => r.act).map((r) => r.id)).toEqual([fx.state.turn.current]);
    expect(gm.gm).toMatchObject({ canUndo: true, canEndTurn: true });
  });

  it("renders with real Handlebars: one row per combatant, no missing translation", async () => {
    const ctx = tracker(true);
    const el = dom(await render("combat/tracker.hbs", { endeavor: ctx }));
    expect(el.querySelectorAll("li.hb-endeavor-row")).toHaveLength(size);
    expect(el.querySelector(`li[data-combatant-id="${fx.state.turn.current}"] [data-action="hbAct"][data-kind="advance"]`)).not.toBeNull();
    // The GM's overrides are one toolbar, not a field on every row: the rows not acting carry no control at all.
    expect(el.querySelectorAll('[data-action="hbMove"]')).toHaveLength(1);
    expect(el.querySelector('[data-endeavor-gm] [data-action="hbMove"]')).not.toBeNull();
    const idle = [...el.querySelectorAll("li.hb-endeavor-row")].filter((r) => (r as HTMLElement).dataset.combatantId !== fx.state.turn.current);
    expect(idle.flatMap((r) => [...r.querySelectorAll("input, select, button")])).toEqual([]);
    expect(el.textContent).toContain("Round 1");
    expect(missing()).toEqual([]);
  });
});

describe.each([6, 50] as const)("the track board with %i combatants", (size) => {
  const fx = endeavorFixture(size);

  it("draws 0–40 with every marker and button, highlighting two Wounds and nine Schemes in a row", async () => {
    const board = prepareTrackBoard(fx.state, { isGM: true });
    if (!board.started) throw new Error("fixture not started");
    expect(board.cells.map((c) => c.position)).toEqual(Array.from({ length: 41 }, (_, i) => i));
    // Every marker and button is drawn or counted on a chip (fifty: a crowded cell's chips, board-cell-chips.test.ts).
    const chipped = (chips: "markerChips" | "buttonChips") => board.cells.reduce((n, c) => n + c[chips].reduce((k, x) => k + x.count, 0), 0);
    expect(board.cells.reduce((n, c) => n + c.markers.length, 0) + chipped("markerChips")).toBe(size);
    expect(board.cells.reduce((n, c) => n + c.buttons.length, 0) + chipped("buttonChips")).toBe(fx.state.buttons.length);
    expect([chipped("markerChips"), chipped("buttonChips")]).toEqual(size === 6 ? [0, 0] : [41, 20]);
    expect(board.dangers.map((d) => [d.key, d.name, d.count])).toEqual([
      ["HB.Endeavor.Danger.wounds", fx.state.participants[0]!.name, 2],
      ["HB.Endeavor.Danger.schemes", "", 9],
    ]);
    expect(board.cells.filter((c) => c.css.includes("danger")).map((c) => c.position)).toEqual([1, 2, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // No two markers read the same, even with fifty (repeated initials get a number); the tooltip has the full name.
    const markers = board.cells.flatMap((c) => c.markers);
    expect(new Set(markers.map((m) => m.initials)).size).toBe(markers.length);
    const el = dom(await render("combat/track-board.hbs", { board, docked: false }));
    expect(el.querySelectorAll("li.hb-cell")).toHaveLength(41);
    // The legend names the button kinds a Monstrous Endeavor uses (no Terrain, no Fatigue: kind-table.test.ts) and what
    // a marker's colour, ring and outline mean.
    const legend = [...el.querySelectorAll(".hb-board-legend li")].map((li) => li.textContent!.trim());
    expect(legend).toEqual(["Wound", "Scheme", "Recovery", "Defeat", "Zeal", "Part of a dangerous run (filled)", "Allies", "Monstrosities", "Acting now (ringed)", "In danger (outlined)"].map((t, i) => (i >= 6 ? `AB ${t}` : t)));
    expect(el.querySelector(`[data-tooltip-text="${fx.state.participants[0]!.name}"]`)).not.toBeNull();
    expect(el.querySelectorAll(".hb-track .hb-marker")).toHaveLength(size - chipped("markerChips"));
    expect(el.querySelectorAll('[data-action="hbRemoveButton"]')).toHaveLength(fx.state.buttons.length - chipped("buttonChips"));
    expect(el.textContent).toContain("9 Schemes in a row");
    expect(missing()).toEqual([]);
  });
});

describe("the track board in special cases", () => {
  it("grows past 40 when someone is further up, and warns of a racer near the finish", () => {
    const fx = racingFixture();
    const board = prepareTrackBoard(fx.state, { isGM: false });
    if (!board.started) throw new Error("not started");
    expect(board.dangers).toEqual([{ key: "HB.Endeavor.Danger.finish", name: fx.state.participants[1]!.name, count: 3 }]);
    expect(board.cells[30]!.css).toContain("goal");
    const far = { ...fx.state, participants: fx.state.participants.map((p, i) => (i === 0 ? { ...p, position: 57 } : p)) };
    const grown = prepareTrackBoard(far, { isGM: false });
    expect(grown.started && grown.cells.length).toBe(61);
  });

  it("offers the GM a start form and tells players to wait before the Endeavor begins", async () => {
    const none = { state: null, combatants: [], logLength: 0, edition: "v0.0.18" as const };
    const gm = prepareEndeavorTracker({ ...none, viewer: { isGM: true } });
    expect(gm).toMatchObject({ started: false, start: { kinds: [{ value: "monstrous", label: "HB.Endeavor.Kind.monstrous" }] } });
    const player = prepareEndeavorTracker({ ...none, viewer: { isGM: false } });
    const el = dom(await render("combat/tracker.hbs", { endeavor: player }));
    expect(el.textContent).toContain("Waiting for the GM");
  });
});

describe("the payments offered in the action forms", () => {
  const p = { temporary: [4, 2, 4, 6], blessings: [2, 3, 6] } as never;

  it("encodes a payment as a select value and back", () => {
    for (const pay of [{ temporary: [4, 4] }, { permanent: [3] }, { temporary: [2], permanent: [2] }, {}]) {
      expect(decodePayment(encodePayment(pay))).toEqual(pay);
    }
    expect(decodePayment("t:x|q:3")).toEqual({});
  });

  it("offers every pair of equal Blessings for ⊜⊜ (temporary first) and every worth once per pool for ①/③", () => {
    expect(pairOptions(p).map((o) => o.value)).toEqual(["t:4,4", "t:2|p:2", "t:6|p:6"]);
    expect(singleOptions(p).map((o) => o.value)).toEqual(["t:2", "t:4", "t:6", "p:2", "p:3", "p:6"]);
    expect(singleOptions(p, 4).map((o) => [o.label, o.t, o.p])).toEqual([
      ["HB.Endeavor.Pay.temporary", "4", ""], ["HB.Endeavor.Pay.temporary", "6", ""], ["HB.Endeavor.Pay.permanent", "", "6"],
    ]);
  });
});

describe("the action forms' context", () => {
  const tracker = (variant: "acting" | "offer") => {
    const fx = formsFixture(variant);
    const ctx = prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: false }, logLength: 0, edition: "v0.0.21.10", helpOffers: fx.helpOffers });
    if (!ctx.started) throw new Error("not started");
    return ctx;
  };

  it("lists own Helpers to include, offered ones fixed, and names the rest; no offer form for a player's own actor", () => {
    const row = (id: string) => tracker("acting").rows.find((r) => r.id === id)!;
    const help = row("a0").act!.help;
    expect(help.helpers.map((h) => [h.id, h.offered?.value ?? null])).toEqual([["a1", null], ["a2", "t:6"]]);
    expect(help.others).toBe("Tobias Reed");
    // The fixture's ruling lets the Attacker type the shares of group movement.
    expect(row("a0").act!.split).toBe(true);
    expect(row("a1").offer).toBeNull(); // the player acting for Wren includes Oskar directly
  });

  it("group movement's shares: the Attacker's to type with ruling groupSplit 'attacker', the GM's with 'group'", () => {
    const fx = formsFixture("acting");
    const act = (groupSplit: "group" | "attacker", isGM: boolean) => {
      const state = { ...fx.state, options: { ...fx.state.options, groupSplit } };
      const ctx = prepareEndeavorTracker({ state, combatants: fx.combatants, viewer: { isGM }, logLength: 0, edition: "v0.0.21.10", helpOffers: fx.helpOffers });
      if (!ctx.started) throw new Error("not started");
      const a = ctx.rows.find((r) => r.id === "a0")!.act!;
      return [a.split, a.splitByGroup];
    };
    expect(act("attacker", false)).toEqual([true, false]);
    expect(act("group", false)).toEqual([false, true]);
    expect(act("group", true)).toEqual([true, false]);
  });

  it("keeps the GM's acting form short in a big Endeavor: players' characters Help by offering, counted", () => {
    const fx = endeavorFixture(50);
    const gm = prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: true }, logLength: 0, edition: "v0.0.21.10" });
    if (!gm.started) throw new Error("not started");
    const help = gm.rows.find((r) => r.act)!.act!.help;
    expect(help.helpers).toEqual([]);
    expect(help.others).toBe("");
    expect(help.othersCount).toBeGreaterThan(30);
    expect(gm.rows.filter((r) => r.offer)).toEqual([]); // and no offer forms: every ally is a player's
  });

  it("offers Help to the one acting from a row the player controls, and the recharge of a used Specialization", () => {
    const rows = tracker("offer").rows;
    expect(rows.find((r) => r.id === "a2")!.offer).toMatchObject({ to: "Oskar Vale", helpX: true, standing: null });
    expect(rows.find((r) => r.id === "a0")!.offer).toBeNull(); // Wren has acted
    expect(rows.find((r) => r.id === "a0")!.recharge).toMatchObject([{ spec: "Commanding", cost: "③" }]);
  });
});

describe("the pending Attack's and Perform Combo's context", () => {
  const rows = (variant: "pending-zeal" | "combo" | "combo-monstrosity") => {
    const fx = formsFixture(variant);
    const ctx = prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: !!fx.isGM }, logLength: 0, edition: "v0.0.21.10", helpOffers: fx.helpOffers });
    if (!ctx.started) throw new Error("not started");
    return ctx.rows;
  };

  it("a pending Zeal Attack gets the Attack's form: one opponent of two, Spark, own and offered Help, the Blessings to steal", () => {
    const pending = rows("pending-zeal").find((r) => r.id === "a0")!.pending!;
    expect(pending).toMatchObject({ kind: "HB.Endeavor.Pending.zeal", declinable: true, checks: true, attack: true, violentAttack: false, maxTargets: 1, split: false });
    if (!("targets" in pending)) throw new Error("the pending Attack has no Check form");
    expect(pending.targets!.map((t) => [t.value, t.checked, t.steal])).toEqual([["m0", false, [5, 4, 4]], ["m1", false, [6, 5, 5, 2, 1]]]);
    expect(pending.spark!.partners.map((s) => s.value)).toEqual(["Hand"]);
    expect(pending.help!.helpers.map((h) => [h.id, h.offered?.value ?? null])).toEqual([["a2", "t:6"], ["a3", null]]);
  });

  it("an ally's Perform Combo lists the chooser and allies to move down and the opponents' shares", () => {
    const combo = rows("combo").find((r) => r.id === "a0")!.special!.combo!;
    expect(combo).toMatchObject({ monstrosity: false, up: 5 });
    if (combo.monstrosity) throw new Error("an ally");
    // Ruling groupSplit "group" (default): Wren's player types Wren's and Oskar's amounts; the others' are their
    // groups' to agree, and the Monstrosities' shares the GM's.
    expect(combo.movers.map((m) => [m.id, m.position, m.self, m.types])).toEqual([["a0", 3, true, true], ["a1", 5, false, true], ["a2", 2, false, false], ["a3", 0, false, false]]);
    expect(combo.opponents).toEqual([]);
    expect(combo.groupDecides).toBe(true);
  });

  it("an ally's Perform Combo, seen by the GM (who enters what the groups agree) or under ruling 'attacker': every amount", () => {
    const fx = formsFixture("combo");
    for (const [isGM, groupSplit] of [[true, "group"], [false, "attacker"]] as const) {
      const state = { ...fx.state, options: { ...fx.state.options, groupSplit } };
      const ctx = prepareEndeavorTracker({ state, combatants: fx.combatants, viewer: { isGM }, logLength: 0, edition: "v0.0.21.10", helpOffers: [] });
      if (!ctx.started) throw new Error("not started");
      const combo = ctx.rows.find((r) => r.id === "a0")!.special!.combo!;
      if (combo.monstrosity) throw new Error("an ally");
      expect(combo.movers.map((m) => m.types)).toEqual([true, true, true, true]);
      expect(combo.opponents.map((o) => o.id)).toEqual(["m0", "m1"]);
      expect(combo.groupDecides).toBe(false);
    }
  });

  it("a Monstrosity's Perform Combo: any first opponent; others eligible with fewer than half its temporary Blessings (the engine says)", () => {
    const combo = rows("combo-monstrosity").find((r) => r.id === "m0")!.special!.combo!;
    if (!combo.monstrosity) throw new Error("a Monstrosity");
    expect(combo.temporary).toBe(6);
    expect(combo.first.map((o) => o.value)).toEqual(["a0", "a1", "a2", "a3"]);
    expect(combo.more.map((o) => [o.value, o.temporary, o.eligible])).toEqual([["a0", 3, false], ["a1", 2, true], ["a2", 4, false], ["a3", 2, true]]);
  });
});

describe("the Delayed Attack form's difficulty (v0.0.18)", () => {
  // "If the Defender's Defense Stat Die is larger than the Attacker's Attack Stat Die, then the Check is Easy. If the
  // reverse is true, then the Check is Hard": worked out when it fires, so the form says so, with this Attack's die.
  it("names the Attack Stat Die the Defenders' dice are compared with, and offers no Aptitude", async () => {
    const s = run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 2, blessings: [1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const combatants = s.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
    const ctx = prepareEndeavorTracker({ state: s, combatants, viewer: { isGM: true }, logLength: 2, edition: "v0.0.18" });
    if (!ctx.started) throw new Error("not started");
    const delayed = ctx.rows.find((r) => r.id === "a")!.act!.delayed!;
    expect(delayed).toMatchObject({ aptitudes: null, compare: { stat: "HB.Stat.hurt", die: 6 } });
    const el = dom(await render("combat/tracker.hbs", { endeavor: ctx }));
    expect(el.querySelector(".hb-delayed")!.textContent).toContain(
      "Difficulty when it is set off: Easy for a Defender whose die for that Stat is larger than your Hurt d6, Hard for one whose die is smaller.");
    expect(el.querySelector('select[name="delayedAptitude"]')).toBeNull();
    expect(missing()).toEqual([]);
  });
});
