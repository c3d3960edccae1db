// Who rolls a Check written in text, as a player meets it: the token they control when no character is assigned,
// the characters and Monstrosities they own when nothing says which (never a party, never one they only observe), the
// chooser's words and its answer read from its form, a chooser dismissed, a character they do not own, and the odds
// of a Complex Check, of a link written without a difficulty, of a Stat the character lacks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { outcomeOdds, OUTCOMES } from "../../../src/rules";
import { apps, ui } from "../../fakes/setup";
import { enrich, fieldValue, rollForm, settle } from "./enriched-page";

const g = globalThis as any;
/** The roll dialog's chosen Stat as the player reads it ("Head (d6)"). */
const statShown = () => rollForm()!.querySelector("[name=stat] option[selected]")?.textContent?.trim();
/** A link as a page's own HTML may hold one (no enricher ran): its data attributes as written. */
const handWritten = (data: Record<string, string>) => {
  const link = document.createElement("a");
  link.classList.add("humanity-blessed", "hb-check-link");
  Object.assign(link.dataset, data);
  link.textContent = "a Check";
  document.body.append(link);
  return link;
};
/** The tooltip a hover leaves: its title, the odds' lines and any refusal, as read. */
async function hover(link: HTMLElement) {
  link.dispatchEvent(new PointerEvent("pointerenter"));
  await settle();
  const tip = document.createElement("div");
  tip.innerHTML = link.dataset.tooltip!;
  return {
    title: tip.querySelector("strong")?.textContent,
    odds: [...tip.querySelectorAll("li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim()),
    refusal: tip.querySelector("p")?.textContent,
  };
}
const oddsLines = (odds: Record<string, number>) =>
  OUTCOMES.map((t) => `${g.game.i18n.localize(`HB.Outcome.${t}.name`)} ${(odds[t]! * 100).toFixed(1)}%`);

let wren: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  apps.DialogV2.answers.length = 0;
  apps.DialogV2.asked.length = 0;
  wren = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [5, 3], lifestyle: "crafty" },
  });
  g.game.user = g.game.users.get("player");
});
afterEach(() => {
  delete g.canvas;
});

describe("the roller, when no character is assigned", () => {
  it("is the actor of the first controlled token that has one", async () => {
    const ash = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 3 }, system: { stats: { head: 8 } } });
    g.canvas = { tokens: { controlled: [{ actor: null }, { actor: ash }, { actor: wren }] } };
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    expect((await hover(link)).title).toBe("Head Check for Ash");
    link.click();
    await settle();
    expect(apps.DialogV2.asked).toEqual([]);
    expect(statShown()).toContain("d8");
  });

  it("a canvas with no token layer (no scene viewed) controls no one: the hover says who will be asked", async () => {
    g.canvas = {};
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    link.dispatchEvent(new PointerEvent("pointerenter"));
    await settle();
    expect(link.dataset.tooltip).toBe(
      "Roll the Head Check: you have no character assigned and control no token, so you will be asked which character rolls.",
    );
  });

  it("with one character owned, it rolls without asking; a party and an actor only observed are never offered", async () => {
    await g.CONFIG.Actor.documentClass.create({ type: "party", name: "The Company", ownership: { default: 0, player: 3 } });
    await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 2 }, system: { stats: { head: 8 } } });
    const link = (await enrich("<p>[[/hbcheck head hard]]</p>")).querySelector<HTMLElement>("a")!;
    link.click();
    await settle();
    expect(apps.DialogV2.asked).toEqual([]);
    expect([statShown(), fieldValue("difficulty")]).toEqual(["Head (d6)", "hard"]);
  });

  it("a Monstrosity they own is offered beside their character; the choice is read from the chooser's form", async () => {
    const grendel = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grendel", ownership: { default: 0, player: 3 }, system: { stats: { head: 10 } } });
    let shown: { title: string; label: string; prompt: string; options: string[] } | null = null;
    apps.DialogV2.answers.push((config: any) => {
      const form = document.createElement("form");
      form.innerHTML = config.content;
      shown = {
        title: config.window.title,
        label: config.ok.label,
        prompt: form.querySelector("p")!.textContent!,
        options: [...form.querySelectorAll("option")].map((o) => `${o.value}:${o.textContent}`),
      };
      form.querySelector<HTMLSelectElement>("select")!.value = grendel.id;
      const button = document.createElement("button");
      form.append(button);
      return config.ok.callback(new Event("click"), button);
    });
    const link = (await enrich("<p>[[/hbcheck head easy]]</p>")).querySelector<HTMLElement>("a")!;
    link.click();
    await settle();
    expect(shown).toEqual({
      title: "HB.CheckText.chooseTitle",
      label: "HB.Roll.roll",
      prompt: "Which character rolls the Easy Head Check?",
      options: [`${wren.id}:Wren`, `${grendel.id}:Grendel`],
    });
    expect([statShown(), fieldValue("difficulty")]).toEqual(["Head (d10)", "easy"]);
  });

  it("a chooser answered without its form picks no one: nothing opens and nothing is said", async () => {
    await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 3 } });
    apps.DialogV2.answers.push((config: any) => config.ok.callback(new Event("click"), document.createElement("button")));
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    link.click();
    await settle();
    expect(apps.DialogV2.asked).toHaveLength(1);
    expect([rollForm(), ui.messages]).toEqual([null, []]);
  });

  it("a chooser dismissed: nothing opens, nothing is said, nothing throws", async () => {
    await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 3 } });
    const { rollCheckLink } = await import("../../../src/applications/enrichers/check-link");
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    await expect(rollCheckLink(link)).resolves.toBeUndefined();
    expect(apps.DialogV2.asked).toHaveLength(1);
    expect([rollForm(), ui.messages]).toEqual([null, []]);
  });
});

describe("a character assigned to a player who does not own it", () => {
  it("is refused by name, and no roll dialog opens", async () => {
    const ash = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Ash", ownership: { default: 0, player: 2 } });
    g.game.user.character = ash;
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    link.click();
    await settle();
    expect(rollForm()).toBeNull();
    expect(ui.messages.map((m) => m.message)).toEqual(["You do not own Ash, so you cannot roll for them."]);
  });
});

describe("the odds on hover", () => {
  beforeEach(() => {
    g.game.user.character = wren;
  });

  it("a Complex Check's odds count its rolls", async () => {
    const link = (await enrich("<p>[[/hbcheck head complex rolls=4]]</p>")).querySelector<HTMLElement>("a")!;
    const tip = await hover(link);
    expect(tip.title).toBe("Complex Head Check (4 rolls) for Wren");
    expect(tip.odds).toEqual(oddsLines(outcomeOdds({ sizes: [6], difficulty: "complex", complexRolls: 4 })));
  });

  it("a link written without a difficulty is a normal Check, on hover and on click", async () => {
    const link = handWritten({ stat: "head" });
    const tip = await hover(link);
    expect(tip.title).toBe("Head Check for Wren");
    expect(tip.odds).toEqual(oddsLines(outcomeOdds({ sizes: [6], difficulty: "normal" })));
    link.click();
    await settle();
    expect([fieldValue("stat"), fieldValue("difficulty")]).toEqual(["head", "normal"]);
  });

  it("an error that is no rule's refusal is not dressed as one: it reaches the caller, the tooltip left as it was", async () => {
    const { refreshOdds } = await import("../../../src/applications/enrichers/check-link");
    const link = (await enrich("<p>[[/hbcheck head]]</p>")).querySelector<HTMLElement>("a")!;
    vi.spyOn(wren, "statDice").mockImplementation(() => {
      throw new TypeError("the sheet's data is broken");
    });
    await expect(refreshOdds(link)).rejects.toThrow("the sheet's data is broken");
    expect(link.dataset.tooltip).toBe("Roll the Head Check");
  });

  it("a Stat the character does not have: the reason, no odds", async () => {
    // The world's optional Stat is not Hardy: the text is a Check, but Wren has no such Stat to roll.
    const link = (await enrich("<p>[[/hbcheck hardy hard]]</p>")).querySelector<HTMLElement>("a")!;
    expect(await hover(link)).toEqual({ title: "Hard Hardy Check for Wren", odds: [], refusal: 'There is no Stat "Hardy".' });
  });
});
