// The acting row's form as the tracker draws it with real Handlebars from engine states (acting-form.ts): the actions
// its turn offers, and what each needs — Protect's ally and Blessings, Sure-footed, Radiant's Aptitudes, Commanding's
// allies and Stats, Unique Skill's two actions, a Delayed Attack's Stat — and what each confirming button says.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState, Participant, ParticipantSetup } from "../../../../src/rules/endeavor";
import { ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";
import { actControls, turnOf } from "../../../../src/applications/combat/view/acting-form";
import { liveLabels } from "../../../../src/applications/combat/view/live-labels";
import type { Viewer } from "../../../../src/applications/combat/view/tracker-input";

const g = globalThis as any;
const missing = () => [...g.game.i18n.missing].filter((k: string) => k.startsWith("HB."));
const words = (el: Element | null) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** The acting row drawn for the GM (or a player owning `mine`). */
async function acting(state: EndeavorState, viewer: { isGM: boolean; mine?: string[] } = { isGM: true }) {
  const combatants = state.participants.map((p) => ({
    id: p.id, name: p.name, img: "", hidden: false, isOwner: viewer.isGM || !!viewer.mine?.includes(p.id), playerOwned: p.role === "character",
  }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: viewer.isGM }, logLength: 0, edition: state.edition });
  const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor: ctx } as never);
  const el = Object.assign(document.createElement("div"), { innerHTML: html });
  const row = el.querySelector<HTMLElement>(`li[data-combatant-id="${state.turn.current}"]`)!;
  return {
    actions: words(row.querySelector(".hb-action-choices")),
    buttons: [...row.querySelectorAll(".hb-row-controls button")].map(words),
    fieldset: (css: string) => words(row.querySelector(`fieldset.${css}`)),
    options: (name: string) =>
      [...row.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => `${o.value}${o.selected ? "*" : ""}${o.disabled ? "!" : ""}=${words(o)}`),
    boxes: (name: string) => [...row.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((i) => `${i.value}${i.checked ? "*" : ""}`),
  };
}

const withP = (s: EndeavorState, id: string, over: Partial<Participant>): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)),
});

const APTITUDES = [{ name: "Singing" }, { name: "Cooking", specialization: "Radiant" }, { name: "Traps", specialization: "Tactical" }];

/** Wren acts first (the fewest temporary Blessings, Action Die `die`), with Oskar and Mina, against the Grey Widow. */
function wren(specializations: string[], die = "Heart", edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10", extra: ParticipantSetup[] = []) {
  const participants = [
    ally("a0", { name: "Wren", specializations: specializations as never, aptitudes: APTITUDES as never }),
    ally("a1", { name: "Oskar" }), ally("a2", { name: "Mina" }), ...extra, monster("m0", "10", { name: "Grey Widow" }),
  ];
  const s = edition === "v0.0.18"
    ? run(setup({ kind: "monstrous", edition, participants }), [
      { type: "rollPosition", by: "a0", stat: die, roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "a1", stat: "Head", roll: 4, blessings: [3, 4] },
      { type: "rollPosition", by: "a2", stat: "Hand", roll: 4, blessings: [4, 4] },
      ...extra.map((p) => ({ type: "rollPosition" as const, by: p.id, stat: "Head", roll: 4, blessings: [2, 2] })),
      { type: "rollPosition", by: "m0", stat: "Hurt", roll: 8, blessings: [5, 5, 6, 6] },
    ]).state
    : run(setup({ kind: "monstrous", edition, participants }), [
      choose("a0", die, die === "Heart" ? [1] : [1, 1]), choose("a1", "Head", [3, 4]), choose("a2", "Hand", [4, 4]),
      ...extra.map((p) => choose(p.id, "Head", [2, 2])), choose("m0", "Hurt", [5, 5, 6]),
    ]).state;
  expect(s.turn.current).toBe("a0");
  return s;
}

const ALL = ["Commanding", "Zealous", "Radiant", "Sure-footed"];

describe("the actions Wren's turn offers", () => {
  it("with Commanding, Zealous, Radiant and Sure-footed on Heart: each action, and what each button says", async () => {
    const row = await acting(wren(ALL));
    expect(row.actions).toBe("Attack Advance Protect Zealous Radiant Delayed Attack Commanding Unique Skill Pass");
    expect(row.buttons).toEqual(["Attack Grey Widow", "Advance: up by 1 → 1", "Protect Wren", "Zealous", "Radiant", "Delayed Attack", "Commanding", "Unique Skill", "Pass"]);
    expect(missing()).toEqual([]);
  });

  it("without them: the book's actions alone", async () => {
    expect((await acting(wren([]))).actions).toBe("Attack Advance Protect Delayed Attack Unique Skill Pass");
  });

  it("Radiant only on Heart, Home or a Stat balanced with either; a Specialization awaiting its recharge is not offered", async () => {
    // Hand d6 is balanced with Head d6 (Zealous), with neither Heart d4 nor Home d4.
    expect((await acting(wren(ALL, "Hand"))).actions).toBe("Attack Advance Protect Zealous Delayed Attack Commanding Unique Skill Pass");
    const spent = withP(wren(ALL), "a0", { needsRecharge: ["Zealous", "Commanding", "Radiant"] });
    expect((await acting(spent)).actions).toBe("Attack Advance Protect Delayed Attack Unique Skill Pass");
  });

  it("no Blessing to spend: no Protect", async () => {
    const none = withP(wren(ALL), "a0", { temporary: [], blessings: [] });
    expect((await acting(none)).actions).toBe("Attack Advance Zealous Radiant Delayed Attack Commanding Unique Skill Pass");
  });
});

describe("what each action needs", () => {
  it("Protect: whom (oneself first) and one box per Blessing held, temporary first, the cheapest ticked; Sure-footed's Check", async () => {
    const row = await acting(withP(wren(ALL), "a0", { temporary: [3, 2], blessings: [1, 4] }));
    expect(row.options("ally")).toEqual(["a0*=Wren", "a1=Oskar", "a2=Mina"]);
    expect(row.boxes("protectPay")).toEqual(["t:3", "t:2*", "p:1", "p:4"]);
    expect(row.fieldset("hb-protect")).toContain("Sure-footed: also roll a Check with my Action Die");
    const permanent = await acting(withP(wren([]), "a0", { temporary: [], blessings: [4, 2] }));
    expect(permanent.boxes("protectPay")).toEqual(["p:4", "p:2*"]);
    expect(permanent.fieldset("hb-protect")).not.toContain("Sure-footed");
  });

  it("v0.0.18: Sure-footed makes no Check", async () => {
    expect((await acting(wren(ALL, "Heart", "v0.0.18"))).fieldset("hb-protect")).not.toContain("Sure-footed");
  });

  it("Radiant: the other Aptitudes, each with its Specialization (never Radiant's own)", async () => {
    expect((await acting(wren(ALL))).options("radiantAptitude")).toEqual(["Singing*=Singing", "Traps=Traps (Tactical)"]);
  });

  it("Commanding: each ally who has not acted, with each Stat (the current one said, the spent ones not choosable)", async () => {
    const s = withP(wren(ALL, "Heart", "v0.0.21.10", [ally("a3", { name: "Tom" })]), "a1", { spent: ["Hand"] });
    const row = await acting(s);
    expect(row.options("command").slice(0, 3)).toEqual(["a1|Head*=Oskar: Head d6 (current)", "a1|Hand!=Oskar: Hand d6", "a1|Heart=Oskar: Heart d4"]);
    expect(row.options("command").filter((o) => o.includes("=Mina"))).toHaveLength(7);
    expect(row.options("command").filter((o) => o.includes("=Tom"))).toHaveLength(7);
    expect(row.options("command").filter((o) => o.includes("=Grey Widow") || o.includes("=Wren"))).toEqual([]);
    expect(row.fieldset("hb-commanding")).toMatch(/^Commanding Ally and their new Action Die .* Ignores your Action Die\./);
    // Nobody who acted, passes the round, has left, or is on the other side.
    const gone = withP(withP(withP(s, "a1", { acted: true }), "a2", { skipping: true }), "a3", { removed: { reason: "wounds", by: "m0" } } as never);
    const left = await acting(gone);
    expect(left.options("command")).toEqual([]);
    expect(left.actions).not.toContain("Commanding");
  });

  it("Commanding: a player reads no hidden die's size; v0.0.18 asks for the Stat of a new position roll", async () => {
    const hidden = withP(wren(ALL), "a1", { rollD20s: true });
    const player = await acting(hidden, { isGM: false, mine: ["a0"] });
    expect(player.options("command").slice(0, 2)).toEqual(["a1|Head*=Oskar: Head (current)", "a1|Hand=Oskar: Hand"]);
    expect((await acting(hidden)).options("command")[0]).toBe("a1|Head*=Oskar: Head d6 (current)");
    const older = await acting(wren(ALL, "Heart", "v0.0.18"));
    expect(older.fieldset("hb-commanding")).toMatch(/^Commanding Ally and the Stat of their new position roll .* Ignores your position roll\./);
  });

  it("Unique Skill: any two of the simple actions offered, the second chosen second", async () => {
    const row = await acting(wren(ALL));
    expect(row.options("unique1")).toEqual(["attack*=Attack", "advance=Advance", "protect=Protect", "zealous=Zealous", "commanding=Commanding"]);
    expect(row.options("unique2")).toEqual(["attack=Attack", "advance*=Advance", "protect=Protect", "zealous=Zealous", "commanding=Commanding"]);
    expect(row.options("uniquePay")).toEqual(["*=no Blessings to pay with"]);
    const paid = await acting(withP(wren([]), "a0", { temporary: [2, 2, 3] }));
    expect(paid.options("uniquePay")).toEqual(["t:2,2*=temporary 2, 2"]);
  });

  it("Unique Skill: a Monstrosity only with the Unique tag", async () => {
    const s = withP(wren([]), "m0", {});
    const widow = { ...s, turn: { ...s.turn, current: "m0" } };
    expect((await acting(widow)).actions).not.toContain("Unique Skill");
    const tagged = withP(widow, "m0", { tags: ["Unique"] });
    expect((await acting(tagged)).actions).toContain("Unique Skill");
  });

  it("a Delayed Attack with Hurt: violent, its targets Hurry (no Stat to choose); otherwise the Stat is chosen", async () => {
    const hurt = await acting(wren([], "Hurt"));
    expect(hurt.fieldset("hb-delayed")).toMatch(/^Delayed Attack .*Hurry/);
    expect(hurt.options("delayedStat")).toEqual([]);
    expect(hurt.boxes("violentDelayed")).toEqual(["1"]);
    const heart = await acting(wren([]));
    expect(heart.options("delayedStat")[0]).toBe("Head*=Head");
    expect(heart.boxes("violentDelayed")).toEqual([""]);
  });
});

/** The GM's (or a player owning `mine`) view, as the tracker's context builds it. */
function viewer(over: Partial<Viewer> = {}): Viewer {
  return { isGM: true, owns: () => true, playerOwned: () => false, usedUp: () => false, offers: [], reactions: [], offersFor: () => false, ...over };
}
const who = (s: EndeavorState, id: string) => s.participants.find((q) => q.id === id)!;

describe("the acting form as its view model gives it (pure)", () => {
  it("Protect's boxes say which Blessing each is; Unique Skill's actions are those offered (no Zealous without it)", () => {
    const s = withP(wren([]), "a0", { temporary: [3], blessings: [2] });
    const act = actControls(s, who(s, "a0"), viewer());
    expect(act.protectPay).toEqual([
      { value: "t:3", label: "HB.Endeavor.Pay.temporary", t: "3", p: "", checked: true },
      { value: "p:2", label: "HB.Endeavor.Pay.permanent", t: "", p: "2", checked: false },
    ]);
    expect(act.unique?.kinds.map((k) => k.value)).toEqual(["attack", "advance", "protect"]);
  });

  it("Unique Skill with one action offered (a violent Attack with Hurt): that one is the second too", () => {
    const s = withP(wren([], "Hurt"), "a0", { temporary: [], blessings: [] });
    const act = actControls(s, who(s, "a0"), viewer());
    expect(act.unique?.kinds).toEqual([{ value: "violent", label: "HB.Endeavor.Action.violent" }]);
    expect(act.unique?.second).toBe("violent");
  });

  it("Commanding in a race: an ally in a terrain area takes only its Stats; before any area, every Stat", () => {
    const s = run(
      setup({
        kind: "racing",
        participants: [
          racer("r1", { name: "Rae", side: "blue", specializations: ["Commanding"] }), racer("r2", { name: "Sol", side: "blue" }),
          racer("r3", { name: "Ivo", side: "blue" }), racer("r4", { name: "Kit", side: "red" }),
        ],
        terrain: [{ position: 2, area: ["Hand", "Hurry"] }],
      }),
      [choose("r1", "Hand", [1, 1]), choose("r2", "Hurry", [3, 4]), choose("r3", "Hurry", [3, 4]), choose("r4", "Hand", [3, 4])],
    ).state;
    const moved = withP(s, "r2", { position: 3 });
    const allies = actControls(moved, who(moved, moved.turn.current!), viewer()).commanding?.allies ?? [];
    expect(allies.map((a) => [a.name, a.stats.filter((st) => !st.disabled).map((st) => st.label)])).toEqual([
      ["Sol", ["HB.Stat.hand", "HB.Stat.hurry"]],
      ["Ivo", allies[1]!.stats.map((st) => st.label)],
    ]);
    expect(allies[1]!.stats).toHaveLength(7);
  });

  it("a rogue's own turn (Stealth): no Protect, Delayed Attack or Unique Skill; Commanding among its own actions", () => {
    const s = run(
      setup({
        kind: "stealth",
        participants: [
          rogue("a", { name: "Ada", specializations: ["Commanding"] }), rogue("b", { name: "Bo", specializations: ["Radiant"] }),
          theEye("eye", 8, { name: "The Warden" }),
        ],
        land: [{ kind: "objective", position: 6, check: { stat: "Head" } }],
      }),
      [choose("a", "Hurt", [1, 2]), choose("b", "Heart", [3]), choose("eye", "Watch", [3, 4])],
    ).state;
    const ada = withP(s, "a", { blessings: [3] });
    const act = actControls(ada, who(ada, "a"), viewer());
    expect([act.violentAttack, act.protect, act.unique, act.delayed]).toEqual([true, false, null, null]);
    expect(act.ownActions).toEqual([
      ["violent", true, true, true], ["attack", false, true, true], ["move", false, true, true], ["objective", false, true, true],
      ["hidden", false, true, true], ["radiant", false, true, false], ["commanding", true, true, false], ["cover", true, false, false],
    ]);
    // Bo has no Commanding, and Radiant on Heart; without Radiant, Heart lends nothing.
    const bo = actControls(ada, who(ada, "b"), viewer()).ownActions;
    expect(bo?.filter((a) => a[0] === "radiant" || a[0] === "commanding")).toEqual([["radiant", true, true, false], ["commanding", false, true, false]]);
    const plain = withP(ada, "b", { specializations: [] });
    expect(actControls(plain, who(plain, "b"), viewer()).ownActions).toContainEqual(["radiant", false, true, false]);
  });

  it("the turn's labels as first drawn count the Help offered (its payment and use) and the lone target ticked", () => {
    const s = wren([]);
    const offer = { by: "a1", to: "a0", round: s.round, pay: { temporary: [3], permanent: [] }, use: "x" as const };
    const v = viewer({ offers: [offer] });
    const turn = turnOf(s, who(s, "a0"), actControls(s, who(s, "a0"), v), true);
    const fields = { targets: ["m0"], helper: ["a1"], helpPay: { a1: "t:3" }, helpUse: { a1: "x" } };
    expect(turn.labels).toEqual(liveLabels(s, "a0", fields));
    expect(turn.labels).not.toEqual(liveLabels(s, "a0", { ...fields, helpUse: {} }));
    expect(turn.labels).not.toEqual(liveLabels(s, "a0", { ...fields, targets: [] }));
    const attack = turn.actions.find((a) => a.value === "attack")!;
    expect([attack.summary, attack.confirm]).toEqual([turn.labels["summary.attack"] ?? null, turn.labels["confirm.attack"]]);
    // Oskar's Help on X makes Wren's X 2: Advance moves her up by 2.
    const step = (key: string, data: Record<string, unknown>) => [{ key: `HB.Endeavor.Step.${key}`, data }];
    expect(turn.actions.map((a) => [a.value, a.summary, a.confirm])).toEqual([
      ["attack", step("chosen", { names: "Grey Widow" }), step("Confirm.attack", { names: "Grey Widow" })],
      ["advance", null, step("Confirm.advance", { x: 2, position: 2 })],
      ["protect", step("chosen", { names: "Wren" }), step("Confirm.protect", { names: "Wren" })],
      ["delayedAttack", null, null], ["unique", null, null], ["pass", null, null],
    ]);
    expect(liveLabels(s, "a0", { targets: ["m0"] })["confirm.advance"]).toEqual(step("Confirm.advance", { x: 1, position: 1 }));
  });

  it("as first drawn with two opponents, neither is ticked, and a Helper who has not offered counts for nothing", () => {
    const s = wren([], "Heart", "v0.0.21.10", [monster("m1", "10", { name: "Shade" })]);
    const offer = { by: "a1", to: "a0", round: s.round, pay: { temporary: [3], permanent: [] }, use: "x" as const };
    // The GM's view: Mina (no player) may be included by the GM, but has offered nothing.
    const act = actControls(s, who(s, "a0"), viewer({ offers: [offer] }));
    expect(act.help.helpers.map((h) => [h.name, h.offered?.use ?? null])).toEqual([["Oskar", "x"], ["Mina", null]]);
    expect(act.targets.map((t) => [t.value, t.checked])).toEqual([["m1", false], ["m0", false]]);
    const turn = turnOf(s, who(s, "a0"), act, true);
    const step = (key: string, data: Record<string, unknown>) => [{ key: `HB.Endeavor.Step.${key}`, data }];
    expect(turn.actions.slice(0, 2).map((a) => [a.value, a.summary, a.confirm])).toEqual([
      ["attack", step("noTarget", {}), step("Confirm.attackNone", { names: "" })],
      ["advance", null, step("Confirm.advance", { x: 2, position: 2 })],
    ]);
    expect(turn.labels).toEqual(liveLabels(s, "a0", { helper: ["a1"], helpPay: { a1: "t:3" }, helpUse: { a1: "x" } }));
  });
});
