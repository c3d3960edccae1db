// The Check an Attack or Advance makes, as the tracker draws it with real Handlebars (tracker-check-form.ts, check-form.hbs)
// on the acting row and on a pending Attack's row: the targets (how many, ticked already when alone), their shares of
// group movement or the Blessings to steal, the Spark, the Helpers (offered, one's own, called on by Tactical, those
// who may offer), and others' say on the Check.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { HelpOffer, ReactionOffer } from "../../../../src/applications/combat/offers/index";
import type { EndeavorState, Participant, ParticipantSetup } from "../../../../src/rules/endeavor";
import { ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";
import { checkForm, fixedReactionFields, pendingControls } from "../../../../src/applications/combat/view/tracker-check-form";
import { checkStep } from "../../../../src/applications/combat/view/turn-odds";
import type { Viewer } from "../../../../src/applications/combat/view/tracker-input";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const words = (el: Element | null) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

interface Viewing {
  isGM?: boolean;
  /** The rows the viewing player owns (the GM owns every row). */
  mine?: string[];
  helpOffers?: HelpOffer[];
  reactionOffers?: ReactionOffer[];
}

/** `id`'s row (the acting one unless named) as drawn for this viewer: its check form's parts. */
async function drawn(state: EndeavorState, { isGM = true, mine = [], helpOffers = [], reactionOffers = [] }: Viewing = {}, id = state.turn.current!) {
  const combatants = state.participants.map((p) => ({
    id: p.id, name: p.name, img: "", hidden: false, isOwner: isGM || mine.includes(p.id), playerOwned: p.role === "character",
  }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM }, logLength: 0, edition: state.edition, helpOffers, reactionOffers });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  const row = el.querySelector<HTMLElement>(`li[data-combatant-id="${id}"]`)!;
  return {
    targets: words(row.querySelector("fieldset.hb-targets")),
    help: words(row.querySelector("fieldset.hb-check-options")),
    reactions: words(row.querySelector("fieldset.hb-reactions")),
    pending: words(row.querySelector(".hb-pending .hb-pending-lead")),
    buttons: [...row.querySelectorAll(".hb-pending .hb-row-controls button")].map(words),
    odds: !!row.querySelector(".hb-pending [data-hb-odds]"),
    /** The fields the form sends: name=value, ticked ones starred. */
    inputs: [...row.querySelectorAll<HTMLInputElement>("fieldset.hb-targets input, fieldset.hb-check-options input, fieldset.hb-reactions input")]
      .map((i) => `${i.name}=${i.value}${i.checked ? "*" : ""}`),
    options: (name: string) =>
      [...row.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => `${o.value}${o.disabled ? "!" : ""}=${words(o)}`),
  };
}

const withP = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});

/** Wren acts first (Action Die `die`, two temporary 1s), with Oskar and Mina, against the Grey Widow and the Hound. */
function game(die = "Hurt", wren: Partial<ParticipantSetup> = {}, edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10", extra: ParticipantSetup[] = []): EndeavorState {
  const participants = [
    ally("a0", { name: "Wren", ...wren }), ally("a1", { name: "Oskar" }), ally("a2", { name: "Mina" }), ...extra,
    monster("m0", "10", { name: "Grey Widow" }), monster("m1", "12", { name: "Hound" }),
  ];
  const s = edition === "v0.0.18"
    ? run(setup({ kind: "monstrous", edition, participants }), [
      { type: "rollPosition", by: "a0", stat: die, roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "a1", stat: "Head", roll: 4, blessings: [3, 4] },
      { type: "rollPosition", by: "a2", stat: "Hand", roll: 4, blessings: [4, 4] },
      ...extra.map((p) => ({ type: "rollPosition" as const, by: p.id, stat: "Head", roll: 4, blessings: [2, 2] })),
      { type: "rollPosition", by: "m0", stat: "Hurt", roll: 8, blessings: [5, 5, 6, 6] }, { type: "rollPosition", by: "m1", stat: "Head", roll: 8, blessings: [6, 6, 6, 6] },
    ]).state
    : run(setup({ kind: "monstrous", edition, participants }), [
      choose("a0", die, [1, 1]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]),
      ...extra.map((p) => choose(p.id, "Head", [2, 2])), choose("m0", "Hurt", [5, 5, 6]), choose("m1", "Head", [6, 6]),
    ]).state;
  expect(s.turn.current).toBe("a0");
  return s;
}

const SPLIT = "A violent Attack moves its targets down by a total of X (2, plus Help on X). Type each target's share, or leave them blank to share evenly.";
const BY_GROUP = "A violent Attack moves its targets down by a total of X (2, plus Help on X), shared as the group moved agrees: evenly, unless the GM enters the shares they agree on.";

describe("the targets", () => {
  it("up to X opponents, none ticked; the GM types each one's share of the group movement", async () => {
    const gm = await drawn(game());
    expect(gm.targets).toBe(`Targets (up to 2) Grey Widow Hound ${SPLIT}`);
    expect(gm.inputs.filter((i) => /^(targets|split)/.test(i))).toEqual(["targets=m0", "split.m0=", "targets=m1", "split.m1="]);
    expect(missing()).toEqual([]);
  });

  it("a player is told the group moved shares it out, unless the table lets the Attacker or they play every opponent", async () => {
    const player = await drawn(game(), { isGM: false, mine: ["a0"] });
    expect(player.targets).toBe(`Targets (up to 2) Grey Widow Hound ${BY_GROUP}`);
    expect(player.inputs.filter((i) => i.startsWith("split"))).toEqual([]);
    const attacker = game();
    const ruled = await drawn({ ...attacker, options: { ...attacker.options, groupSplit: "attacker" } }, { isGM: false, mine: ["a0"] });
    expect(ruled.targets).toBe(`Targets (up to 2) Grey Widow Hound ${SPLIT}`);
    const everyone = await drawn(game(), { isGM: false, mine: ["a0", "m0", "m1"] });
    expect(everyone.targets).toBe(`Targets (up to 2) Grey Widow Hound ${SPLIT}`);
    const one = await drawn(game(), { isGM: false, mine: ["a0", "m0"] });
    expect(one.targets).toBe(`Targets (up to 2) Grey Widow Hound ${BY_GROUP}`);
  });

  it("a non-violent Attack: each target's temporary Blessings to tick, largest first; no shares", async () => {
    const head = await drawn(game("Head"));
    expect(head.targets).toBe(
      "Targets (up to 2) Grey Widow 6 5 5 Hound 6 6 A non-violent Attack steals X (2, plus Help on X) of its targets' temporary Blessings in all, or all they hold if fewer. Tick which, under each target. None ticked: the largest are stolen.",
    );
    expect(head.inputs.filter((i) => i.startsWith("steal"))).toEqual(["steal.m0=6", "steal.m0=5", "steal.m0=5", "steal.m1=6", "steal.m1=6"]);
  });

  it("v0.0.18: one opponent; the Blessings ticked are an order of preference; no Spark with the position roll", async () => {
    const s = game("Head", {}, "v0.0.18");
    const row = await drawn(s);
    expect(row.targets).toMatch(/^Targets \(up to 1\) Grey Widow 6 6 5 5 Hound 6 6 6 6 How many are stolen depends on the roll's boons and busts: those ticked are taken first, then the largest\.$/);
    expect(row.help).not.toContain("Spark the Action Die");
    const violent = await drawn(game("Hurt", {}, "v0.0.18"));
    expect(violent.targets).toBe("Targets (up to 1) Grey Widow Hound");
  });

  it("a Monstrosity's violent Attack moves each target its own X: no shares", async () => {
    const s = game();
    const widow = await drawn({ ...s, turn: { ...s.turn, current: "m0" } });
    expect(widow.targets).toBe("Targets (up to 2) Wren Oskar Mina");
  });
});

describe("Spark and Help", () => {
  it("the Stats that may Spark the Action Die, a spent one not choosable", async () => {
    const row = await drawn(withP(game(), "a0", { spent: ["Hand"] }));
    expect(row.options("spark")).toEqual(["=no Spark", "Head=Head d6", "Hand!=Hand d6 (spent)"]);
    expect(row.options("sparkPay")).toEqual(["t:1,1=temporary 1, 1"]);
    // With Head and Hand d8, no Stat is balanced with Hurt d6: no Spark to choose.
    expect((await drawn(withP(game(), "a0", { stats: { ...game().participants[0]!.stats, Head: 8, Hand: 8 } }))).options("spark")).toEqual([]);
  });

  it("the GM includes the characters no player owns; a player's characters offer from their own rows (named)", async () => {
    const gm = await drawn(game());
    expect(gm.help).toContain("Oskar, Mina may offer Help from their own row; it appears here.");
    const player = await drawn(game(), { isGM: false, mine: ["a0", "a1"] });
    expect(player.help).toContain("Help from Oskar Pay ① temporary 3temporary 4 Help adds to the rollX");
    expect(player.help).toContain("Mina may offer Help from their own row; it appears here.");
    expect(player.inputs.filter((i) => i.startsWith("help"))).toEqual(["helper=a1"]);
  });

  it("more than three who may offer are counted", async () => {
    const extra = [ally("a3", { name: "Tom" }), ally("a4", { name: "Ada" })];
    const row = await drawn(game("Hurt", {}, "v0.0.21.10", extra));
    expect(row.help).toContain("4 others may offer Help from their own row; offers appear here.");
    expect(row.help).not.toContain("Oskar");
    expect(row.help).not.toContain("it appears here");
  });

  it("Tactical: the acting player calls on an ally who has not acted, without an offer", async () => {
    const row = await drawn(game("Hurt", { specializations: ["Tactical"] }), { isGM: false, mine: ["a0"] });
    expect(row.help).toContain("Call on Oskar (Tactical: they skip their turn this round) Pay ① temporary 3temporary 4");
    expect(row.inputs.filter((i) => i.startsWith("help"))).toEqual(["helper=a1", "helpTactical.a1=1", "helper=a2", "helpTactical.a2=1"]);
  });

  it("Help offered from a Helper's own row is ticked with its payment and use fixed", async () => {
    const s = game();
    const offer = (by: string, use: HelpOffer["use"], temporary: number[]): HelpOffer => ({ by, to: "a0", round: s.round, pay: { temporary, permanent: [] }, use });
    const row = await drawn(s, { isGM: false, mine: ["a0"], helpOffers: [offer("a1", "x", [3]), offer("a2", "roll", [4])] });
    expect(row.inputs.filter((i) => i.startsWith("help"))).toEqual(["helper=a1*", "helpPay.a1=t:3", "helpUse.a1=x", "helper=a2*", "helpPay.a2=t:4", "helpUse.a2=roll"]);
    expect(row.help).toContain("Help from Oskar");
    // v0.0.18: Help adds to the roll alone, so no use is sent.
    const older = game("Hurt", {}, "v0.0.18");
    const sent = await drawn(older, { isGM: false, mine: ["a0"], helpOffers: [{ by: "a1", to: "a0", round: older.round, pay: { temporary: [3], permanent: [] }, use: "roll" }] });
    expect(sent.inputs.filter((i) => i.startsWith("help"))).toEqual(["helper=a1*", "helpPay.a1=t:3"]);
  });

  it("nobody who has not acted: nobody can Help", async () => {
    const s = withP(withP(game(), "a1", { acted: true }), "a2", { acted: true });
    expect((await drawn(s)).help).toContain("Nobody who has not acted can Help now.");
  });
});

describe("others' say on the Check", () => {
  /** Wren Vexed on Hurt; Oskar Mischievous; the Grey Widow Resolved and Mischievous. */
  const vexed = () => {
    const s = setup({
      kind: "monstrous",
      participants: [
        ally("a0", { name: "Wren", traits: { conditions: ["vexed"], affected: { vexed: "hurt" } } }),
        ally("a1", { name: "Oskar", specializations: ["Mischievous"] }),
        ally("a2", { name: "Mina" }),
        monster("m0", "10", { name: "Grey Widow", specializations: ["Resolved", "Mischievous"] }),
      ],
    });
    return run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", "Hurt", [5, 5, 6])]).state;
  };

  it("the GM chooses for the reactors no player owns: the Widow's Mischievous, Resolved, her watch", async () => {
    const row = await drawn(vexed());
    expect(row.options("mischievous")).toEqual(["=none", "m0=Grey Widow"]);
    expect(row.inputs.filter((i) => /^(resolved|protective)/.test(i))).toEqual(["resolved=m0"]);
    expect(row.reactions).toMatch(/^Others' say on this Check/);
  });

  it("offered ones are fixed, one Mischievous and one watcher at most (the first offered); the GM's choices are then gone", async () => {
    const s = vexed();
    const offer = (by: string, kind: ReactionOffer["kind"]): ReactionOffer => ({ by, to: "a0", round: s.round, kind, whom: "" });
    const offers = [offer("a1", "mischievous"), offer("m0", "mischievous"), offer("a2", "watch"), offer("m0", "watch")];
    const row = await drawn(s, { reactionOffers: offers });
    expect(row.inputs.filter((i) => /^(mischievous|watchedBy|resolved)/.test(i))).toEqual(["mischievous=a1", "watchedBy=a2", "resolved=m0"]);
    expect(row.options("mischievous")).toEqual([]);
    expect(row.options("watchedBy")).toEqual([]);
  });

  it("a watcher offered and the GM's Mischievous to choose: both shown", async () => {
    const s = withP(vexed(), "m0", { specializations: ["Mischievous"] });
    const row = await drawn(s, { reactionOffers: [{ by: "a2", to: "a0", round: s.round, kind: "watch", whom: "" }] });
    expect(row.inputs.filter((i) => /^(mischievous|watchedBy|resolved)/.test(i))).toEqual(["watchedBy=a2"]);
    expect(row.options("mischievous")).toEqual(["=none", "m0=Grey Widow"]);
  });

  it("nobody to say anything: no fieldset", async () => {
    expect((await drawn(game())).reactions).toBe("");
  });
});

describe("in a race", () => {
  /** Rae (Tactical, Hurt d6: X 2) and Sol race for blue, Kit and Ivo for red; a player plays Rae alone. */
  const race = () => {
    const s = run(
      setup({
        kind: "racing",
        participants: [
          racer("r1", { name: "Rae", side: "blue", specializations: ["Tactical"] }), racer("r2", { name: "Sol", side: "blue" }),
          racer("r3", { name: "Kit", side: "red" }), racer("r4", { name: "Ivo", side: "red" }),
        ],
      }),
      [choose("r1", "Hurt", [1, 1]), choose("r2", "Hurry", [3, 4]), choose("r3", "Hand", [3, 4]), choose("r4", "Hand", [4, 4])],
    ).state;
    expect(s.turn.current).toBe("r1");
    return s;
  };

  it("an opponent, not up to X; no shares", async () => {
    const row = await drawn(race());
    expect(row.targets).toMatch(/^Targets \(up to 1\) Kit Ivo$/);
  });

  it("Tactical calls on an ally alone; an opponent who may Help offers from their own row", async () => {
    const row = await drawn(race(), { isGM: false, mine: ["r1"] });
    expect(row.inputs.filter((i) => i.startsWith("help"))).toEqual(["helper=r2", "helpTactical.r2=1"]);
    expect(row.help).toContain("Kit, Ivo may offer Help from their own row; it appears here.");
  });
});

describe("in a guarded area", () => {
  it("the Eye's turn makes no Attack or Advance: no targets, Spark or Help", async () => {
    const s = run(
      setup({
        kind: "stealth",
        participants: [rogue("a", { name: "Ada" }), theEye("eye", 8, { name: "The Warden" })],
        land: [{ kind: "objective", position: 6, check: { stat: "Head" } }],
      }),
      [choose("a", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
    ).state;
    const eye = await drawn({ ...s, turn: { ...s.turn, current: "eye" } });
    expect([eye.targets, eye.help]).toEqual(["", ""]);
    expect((await drawn(s)).help).toMatch(/^The Check: Spark and Help/);
  });
});

describe("a pending Attack's row", () => {
  it("Revenge on an opponent who moved one down: that one alone, ticked already, with the odds; not declinable", async () => {
    const s = { ...game(), pending: [{ kind: "revenge" as const, by: "a1", eligible: ["m1"] }] };
    const row = await drawn(s, {}, "a1");
    expect(row.pending).toBe("Revenge Attack Attack an opponent who moved you down this round, even if you have already acted. It cannot be declined while one of them is in the Endeavor.");
    expect(row.inputs.filter((i) => i.startsWith("targets"))).toEqual(["targets=m1*"]);
    expect(row.buttons).toEqual(["Revenge: Attack"]);
    expect(row.odds).toBe(true);
  });

  it("Revenge with nobody left to Attack can only be declined; Unrelenting always may be; Hurt offers the violent Attack", async () => {
    const s = game();
    const gone = { ...withP(s, "m1", { removed: { reason: "victory", by: "a0" } } as never), pending: [{ kind: "revenge" as const, by: "a1", eligible: ["m1"] }] };
    const left = await drawn(gone, {}, "a1");
    expect(left.inputs.filter((i) => i.startsWith("targets"))).toEqual([]);
    expect(left.buttons).toEqual(["Decline"]);
    const allGone = withP(withP(s, "m0", { removed: { reason: "victory", by: "a0" } } as never), "m1", { removed: { reason: "victory", by: "a0" } } as never);
    const alone = await drawn({ ...allGone, pending: [{ kind: "unrelenting" as const, by: "a0", eligible: [] }] }, {}, "a0");
    expect([alone.buttons, alone.inputs.filter((i) => i.startsWith("targets"))]).toEqual([["Decline"], []]);
    const unrelenting = { ...s, pending: [{ kind: "unrelenting" as const, by: "a0", eligible: [] }] };
    const row = await drawn(unrelenting, {}, "a0");
    expect(row.buttons).toEqual(["Unrelenting: Violent Attack", "Decline"]);
    expect(row.inputs.filter((i) => i.startsWith("targets"))).toEqual(["targets=m0", "targets=m1"]);
  });

  it("without an Action Die (the GM's move while dice are chosen) it can only be declined", async () => {
    const s = setup({ kind: "monstrous", participants: [ally("a0", { name: "Wren" }), monster("m0", "10", { name: "Grey Widow" })] });
    const row = await drawn({ ...s, pending: [{ kind: "zeal", by: "a0", eligible: [] }] }, {}, "a0");
    expect(row.pending).toMatch(/^Zeal Attack/);
    expect(row.buttons).toEqual(["Decline"]);
    expect(row.odds).toBe(false);
  });
});

/** The GM's (or a player owning `mine`) view of the offers and uses left, as the tracker's context builds it. */
function viewer(over: Partial<Viewer> = {}, mine: string[] = []): Viewer {
  const isGM = over.isGM ?? true;
  return {
    isGM, owns: (id) => isGM || mine.includes(id), playerOwned: () => false, usedUp: () => false,
    offers: [], reactions: [], offersFor: () => false, ...over,
  };
}
const who = (s: EndeavorState, id: string) => s.participants.find((q) => q.id === id)!;

describe("the Check form as its view model gives it (pure)", () => {
  it("Help offered: its use sent when not the plain roll (Analytical in either edition), an offer to another ignored", () => {
    const s = game("Hurt", {}, "v0.0.18");
    const offer = (by: string, to: string, use: HelpOffer["use"]): HelpOffer => ({ by, to, round: s.round, pay: { temporary: [3], permanent: [] }, use });
    const help = checkForm(s, who(s, "a0"), viewer({ offers: [offer("a2", "a1", "x"), offer("a1", "a0", "analytical"), offer("a2", "a0", "roll")] })).help;
    expect(help.helpers.map((h) => [h.id, h.offered?.use, h.offered?.sendUse, h.offered?.analytical, h.offered?.useLabel, h.analytical, h.tactical]))
      .toEqual([["a1", "analytical", true, true, "HB.Endeavor.Help.use.analytical", false, false], ["a2", "roll", false, false, "HB.Endeavor.Help.use.roll", false, false]]);
  });

  it("one's own Helper with Analytical may use it until used up; Tactical's called ally has none to use", () => {
    const s = withP(withP(game(), "a1", { specializations: ["Analytical"] }), "a2", { specializations: ["Analytical"] });
    const own = checkForm(s, who(s, "a0"), viewer({ usedUp: (id, sp) => id === "a2" && sp === "Analytical" })).help.helpers;
    expect(own.map((h) => [h.id, h.analytical, h.tactical])).toEqual([["a1", true, false], ["a2", false, false]]);
    const plain = checkForm(game(), who(game(), "a0"), viewer()).help.helpers;
    expect(plain.map((h) => h.analytical)).toEqual([false, false]);
    const t = withP(s, "a0", { specializations: ["Tactical"] });
    const called = checkForm(t, who(t, "a0"), viewer({ isGM: false }, ["a0"])).help.helpers;
    expect(called.map((h) => [h.id, h.analytical, h.tactical])).toEqual([["a1", false, true], ["a2", false, true]]);
  });

  it("exactly three who may offer Help are named, not counted; Help lowers X only where the kind says (Stealth's Cover)", () => {
    const s = game("Hurt", {}, "v0.0.21.10", [ally("a3", { name: "Tom" })]);
    const help = checkForm(s, who(s, "a0"), viewer({ playerOwned: () => true })).help;
    expect([help.others, help.othersCount, help.xDown, help.helpX]).toEqual(["Oskar, Mina, Tom", 0, false, true]);
    const stealth = run(
      setup({
        kind: "stealth",
        participants: [rogue("a", { name: "Ada" }), rogue("b", { name: "Bo" }), theEye("eye", 8, { name: "The Warden" })],
        land: [{ kind: "objective", position: 6, check: { stat: "Head" } }],
      }),
      [choose("a", "Head", [1, 2]), choose("b", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
    ).state;
    expect(checkForm(stealth, who(stealth, stealth.turn.current!), viewer()).help.xDown).toBe(true);
  });

  it("v0.0.18 has no Spark (the position roll)", () => {
    const s = game("Hurt", {}, "v0.0.18");
    expect(checkForm(s, who(s, "a0"), viewer()).spark).toBeNull();
    // Hurt makes only the violent Attack: still a Check to make.
    expect(checkForm(game(), who(game(), "a0"), viewer()).checks).toBe(true);
  });

  it("others' say: offers to another's Check ignored; the GM's reactors as choices; shown with a choice alone", () => {
    const s = setup({
      kind: "monstrous",
      participants: [
        ally("a0", { name: "Wren", traits: { conditions: ["vexed"], affected: { vexed: "hurt" } } }),
        ally("a1", { name: "Oskar" }), ally("a2", { name: "Mina" }),
        monster("m0", "10", { name: "Grey Widow", specializations: ["Mischievous", "Resolved"] }),
      ],
    });
    const v = run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", "Hurt", [5, 5, 6])]).state;
    const elsewhere: ReactionOffer = { by: "a2", to: "a1", round: v.round, kind: "watch", whom: "" };
    const reactions = checkForm(v, who(v, "a0"), viewer({ reactions: [elsewhere] })).reactions;
    expect(reactions).toEqual({
      fixed: [], mischievous: [{ value: "m0", label: "Grey Widow" }],
      ticks: [{ field: "resolved", value: "m0", label: "HB.Endeavor.Reaction.include.resolved", name: "Grey Widow", whom: "" }],
      watchedBy: [{ value: "a1", label: "Oskar" }, { value: "a2", label: "Mina" }, { value: "m0", label: "Grey Widow" }],
      condition: "HB.Condition.vexed.name",
    });
    const watched = checkForm(v, who(v, "a0"), viewer({ reactions: [{ ...elsewhere, to: "a0" }] })).reactions;
    expect(watched?.fixed).toEqual([{ field: "watchedBy", value: "a2", label: "HB.Endeavor.Reaction.include.watch", name: "Mina", whom: "" }]);
    expect(watched?.watchedBy).toEqual([]);
    expect(fixedReactionFields(watched)).toEqual({ watchedBy: ["a2"] });
    expect(fixedReactionFields(null)).toEqual({});
    // A player whose Oskar may only watch: that choice alone shows the fieldset.
    const player = checkForm(v, who(v, "a0"), viewer({ isGM: false }, ["a0", "a1"])).reactions;
    expect([player?.fixed, player?.mischievous, player?.watchedBy, player?.ticks]).toEqual([[], [], [{ value: "a1", label: "Oskar" }], []]);
  });
});

describe("Protective on an opponent's violent Attack (pure)", () => {
  it("an offered Protective is fixed; the same protector's choice for another ally stays the GM's to tick", () => {
    const s = setup({
      kind: "monstrous",
      participants: [
        ally("a0", { name: "Wren" }), ally("a1", { name: "Oskar", specializations: ["Protective"] }), ally("a2", { name: "Mina" }),
        monster("m0", "10", { name: "Grey Widow" }),
      ],
    });
    const started = run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]), choose("m0", "Hurt", [5, 5, 6])]).state;
    const widow = { ...started, turn: { ...started.turn, current: "m0" } };
    const offered: ReactionOffer = { by: "a1", to: "m0", round: widow.round, kind: "protective", whom: "a0" };
    const r = checkForm(widow, who(widow, "m0"), viewer({ reactions: [offered] })).reactions;
    const line = (whom: string, name: string) =>
      ({ field: "protective", value: `${whom}|a1`, label: "HB.Endeavor.Reaction.include.protective", name: "Oskar", whom: name });
    expect([r?.fixed, r?.ticks]).toEqual([[line("a0", "Wren")], [line("a2", "Mina")]]);
  });
});

describe("a pending Attack as its view model gives it (pure)", () => {
  it("one target at most, no Advance; its first odds are the Check's with the target ticked and the Spark offered", () => {
    const s = { ...game(), pending: [{ kind: "revenge" as const, by: "a0", eligible: ["m1"] }] };
    const a0 = who(s, "a0");
    const row = pendingControls(s, a0, s.pending[0]!, viewer());
    expect(["maxTargets" in row && row.maxTargets, row.advance, row.checks, row.declinable]).toEqual([1, false, true, false]);
    expect(row.odds).toEqual(checkStep(s, a0, "violent", ["m1"], true, true, true, {}));
    // Head d8 is balanced with no other Stat: no Spark.
    const h = game("Head");
    const head = { ...withP(h, "a0", { stats: { ...who(h, "a0").stats, Head: 8 } }), pending: [{ kind: "zeal" as const, by: "a0", eligible: [] }] };
    const zeal = pendingControls(head, who(head, "a0"), head.pending[0]!, viewer({ isGM: false }, ["a0"]));
    expect(["maxTargets" in zeal && zeal.maxTargets, zeal.advance, zeal.attack, zeal.declinable, "spark" in zeal && zeal.spark])
      .toEqual([1, false, true, true, null]);
    expect(zeal.odds).toEqual(checkStep(head, who(head, "a0"), "attack", [], false, false, true, {}));
  });

  it("a pending Attack by one not acting: its odds are the pending Attack's, not a refused turn's", () => {
    const s = { ...game(), pending: [{ kind: "revenge" as const, by: "a1", eligible: ["m1"] }] };
    const row = pendingControls(s, who(s, "a1"), s.pending[0]!, viewer());
    expect(row.odds).toEqual(checkStep(s, who(s, "a1"), "attack", ["m1"], true, true, true, {}));
    // No refusal noted: the odds are shown.
    expect(row.odds?.odds?.notes).toEqual([]);
  });

  it("Revenge without an Action Die may only be declined; nothing else is offered", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a0", { name: "Wren" }), monster("m0", "10", { name: "Grey Widow" })] });
    const head = { kind: "revenge" as const, by: "a0", eligible: [] };
    const row = pendingControls(s, who(s, "a0"), head, viewer());
    expect(row).toEqual({
      odds: null, kind: "HB.Endeavor.Pending.revenge", hint: "HB.Endeavor.Pending.hint.revenge", declinable: true,
      checks: false, violentAttack: false, attack: false, advance: false,
    });
  });
});
