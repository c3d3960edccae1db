// The Check an Attack or Advance makes, as the tracker draws it with real Handlebars (tracker-check-form.ts, check-form.hbs)
// on the acting row and on a pending Attack's row: the targets (how many, ticked already when alone), their shares of
// group movement or the Blessings to steal, the Spark, the Helpers (offered, one's own, called on by Tactical, those
// who may offer), and others' say on the Check.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { HelpOffer, ReactionOffer } from "../../../../src/applications/combat/offers/index";
import type { EndeavorState, Participant, ParticipantSetup } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

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

  it("offered ones are fixed, one Mischievous at most (the first offered); the GM's own choice of it is then gone", async () => {
    const s = vexed();
    const offer = (by: string, kind: ReactionOffer["kind"]): ReactionOffer => ({ by, to: "a0", round: s.round, kind, whom: "" });
    const row = await drawn(s, { reactionOffers: [offer("a1", "mischievous"), offer("m0", "mischievous"), offer("a2", "watch")] });
    expect(row.inputs.filter((i) => /^(mischievous|watchedBy|resolved)/.test(i))).toEqual(["mischievous=a1", "watchedBy=a2", "resolved=m0"]);
    expect(row.options("mischievous")).toEqual([]);
    expect(row.options("watchedBy")).toEqual([]);
  });

  it("nobody to say anything: no fieldset", async () => {
    expect((await drawn(game())).reactions).toBe("");
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

  it("Revenge with nobody left to Attack may be declined; Unrelenting always; Hurt offers the violent Attack", async () => {
    const s = game();
    const gone = { ...withP(s, "m1", { removed: { reason: "victory", by: "a0" } } as never), pending: [{ kind: "revenge" as const, by: "a1", eligible: ["m1"] }] };
    const left = await drawn(gone, {}, "a1");
    expect(left.inputs.filter((i) => i.startsWith("targets"))).toEqual([]);
    expect(left.buttons).toEqual(["Revenge: Attack", "Decline"]);
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
