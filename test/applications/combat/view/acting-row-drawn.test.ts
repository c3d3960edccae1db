// The acting row's form as the tracker draws it with real Handlebars from engine states (acting-form.ts): the actions
// its turn offers, and what each needs — Protect's ally and Blessings, Sure-footed, Radiant's Aptitudes, Commanding's
// allies and Stats, Unique Skill's two actions, a Delayed Attack's Stat — and what each confirming button says.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import type { EndeavorState, Participant, ParticipantSetup } from "../../../../src/rules/endeavor";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

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
