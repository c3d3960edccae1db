// The party sheet as its reader sees it: preparePartyContext (party-context.ts) rendered through the sheet's real
// template. What is read is the page — the header's member count, which rows appear to whom, the move buttons a GM
// may press, and each member's facts as text — never the context's fields.
import { describe, expect, it } from "vitest";
import { preparePartyContext, type PartyMember, type PartyOptions } from "../../../src/applications/party/party-context";
import { PARTY_PARTS } from "../../../src/applications/party/party-layout";
import type { CharacterView } from "../../../src/applications/sheets/character-context";
import { ignitedStats } from "../../../src/rules";

type Full = Extract<PartyMember, { sees: "all" }>;
const character = (name: string, system: Partial<CharacterView["system"]> = {}, statuses: string[] = []): CharacterView => ({
  name, img: `${name}.png`, items: [], statuses,
  system: {
    stats: { head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 }, optional: 4, highest: "", lifestyle: "carefree", ethic: "viceVirtue",
    blessings: [], spent: [], pronouns: "", age: "", ...system,
  },
});
const full = (name: string, extra: Partial<Full> = {}, system: Partial<CharacterView["system"]> = {}, statuses: string[] = []): PartyMember => ({
  uuid: `Actor.${name}`, sees: "all", canOpen: true, character: character(name, system, statuses), specializations: [],
  famous: { names: [], hidden: 0 }, session: { shopOpen: false, freeUpgradeUsed: false }, ...extra,
});
const spec = (name: string, use: Partial<Full["specializations"][number]>) => ({ name, recharge: "", limit: "" as const, uses: 0, used: 0, spent: false, ...use });
const gm: Partial<PartyOptions> = { editable: true, gm: true };

async function page(members: PartyMember[], options: Partial<PartyOptions> = {}) {
  const party = preparePartyContext(members, {
    name: "The Lantern Crew", img: "party.png", editable: false, gm: false, primary: false, optionalStat: null, edition: "v0.0.21.10", ignited: ignitedStats, ...options,
  });
  const html = await foundry.applications.handlebars.renderTemplate(PARTY_PARTS.body.template, { party } as never);
  return Object.assign(document.createElement("div"), { innerHTML: html });
}
const text = (el: Element | null) => el?.textContent!.replace(/\s+/g, " ").trim() ?? null;
const header = (el: HTMLElement) => text(el.querySelector(".hb-party-header .hb-hint"));
const rows = (el: HTMLElement) => [...el.querySelectorAll(".hb-party-row")].map((li) => `${li.getAttribute("data-member-uuid")}: ${text(li.querySelector(".hb-party-name"))}`);
/** Each row's up and down buttons: "up" / "down" when pressable, "-" when disabled. */
const moves = (el: HTMLElement) => [...el.querySelectorAll(".hb-party-row")].map((li) =>
  [...li.querySelectorAll('[data-op="moveMember"]')].map((b) => `${b.getAttribute("data-to")}${b.hasAttribute("disabled") ? "-" : b.getAttribute("data-by") === "1" ? "down" : "up"}`).join(" "));
const fact = (el: HTMLElement, uuid: string, name: string) => text(el.querySelector(`[data-member-uuid="${uuid}"] [data-fact="${name}"] dd`));

describe("the party sheet as rendered", () => {
  it("the header counts the members shown: none, one, several", async () => {
    expect(header(await page([]))).toBe("0 members");
    expect(text((await page([])).querySelector(".hb-party-empty"))).toBe("No members yet.");
    expect(header(await page([full("wren")]))).toBe("1 member");
    expect(header(await page([full("wren"), full("oskar")]))).toBe("2 members");
  });

  it("the header: the party's name and portrait, editable by its owner only; the GM's actions and the primary mark", async () => {
    const header = async (options: Partial<PartyOptions>) => {
      const el = await page([], options);
      const name = el.querySelector<HTMLInputElement>('.hb-party-header input[name="name"]')!;
      return [name.getAttribute("value"), name.hasAttribute("disabled"), el.querySelector(".hb-portrait")!.getAttribute("src"),
        el.querySelector('[data-op="togglePrimary"]')?.getAttribute("aria-pressed") ?? null, !!el.querySelector(".hb-party-drop")];
    };
    expect(await header({})).toEqual(["The Lantern Crew", true, "party.png", null, false]);
    expect(await header({ editable: true })).toEqual(["The Lantern Crew", false, "party.png", null, true]);
    expect(await header({ editable: true, gm: true })).toEqual(["The Lantern Crew", false, "party.png", "false", true]);
    expect(await header({ editable: true, gm: true, primary: true, name: "Night Watch", img: "watch.png" })).toEqual(["Night Watch", false, "watch.png", "true", true]);
  });

  it("a deleted member is shown to whoever may remove it, never to a player; a member a player may not see, to nobody", async () => {
    const members: PartyMember[] = [full("wren"), { uuid: "Actor.gone", sees: "missing" }, { uuid: "Actor.secret", sees: "nothing" }, full("mina")];
    const player = await page(members);
    expect([header(player), rows(player), moves(player)]).toEqual(["2 members", ["Actor.wren: wren", "Actor.mina: mina"], ["", ""]]);
    const keeper = await page(members, gm);
    expect([header(keeper), rows(keeper)]).toEqual(["3 members", ["Actor.wren: wren", "Actor.gone: A member no longer in this world", "Actor.mina: mina"]]);
    expect(keeper.querySelector('[data-member-uuid="Actor.gone"]')!.className).toBe("hb-party-row missing");
    expect(keeper.querySelectorAll('[data-member-uuid="Actor.gone"] .hb-party-facts, [data-member-uuid="Actor.gone"] .hb-party-limited').length).toBe(0);
    // Moving is by place among the rows shown: the first cannot go up, the last cannot go down.
    expect(moves(keeper)).toEqual(["0- 0down", "1up 1down", "2up 2-"]);
    expect(moves(await page([full("wren")], gm))).toEqual(["0- 0-"]);
  });

  it("a member seen by name only: the name and portrait, a button to open only if allowed, and no facts", async () => {
    const el = await page([{ uuid: "Actor.oskar", sees: "name", name: "Oskar", img: "oskar.png", canOpen: false },
      { uuid: "Actor.ash", sees: "name", name: "Ash", img: "ash.png", canOpen: true }]);
    const oskar = el.querySelector('[data-member-uuid="Actor.oskar"]')!;
    expect([oskar.querySelector("button"), oskar.querySelector("img")!.getAttribute("src"), text(oskar.querySelector(".hb-party-limited")), oskar.querySelector(".hb-party-facts")])
      .toEqual([null, "oskar.png", "You may see only this member’s name.", null]);
    expect(el.querySelector('[data-member-uuid="Actor.ash"] button.hb-party-open')!.getAttribute("aria-label")).toBe("Open Ash’s sheet");
  });

  it("a member seen in full: dice, Blessings, Conditions with their Stat, outlook, Specializations, fame and the shop", async () => {
    const wren = full("wren", {
      specializations: [spec("Insured", { recharge: "③", spent: true }), spec("Lucky", { limit: "session", uses: 1, used: 1 }),
        spec("Steady", { limit: "session", uses: 2, used: 1 })],
      famous: { names: ["Mina", "Ash"], hidden: 1 }, session: { shopOpen: true, freeUpgradeUsed: false },
    }, { stats: { head: 8, hand: 6, heart: 6, home: 4, hurt: 4, hurry: 6, history: 4 }, highest: "head", lifestyle: "blossomed", ethic: "fateKnowledge",
      blessings: [1, 3, 5, 5], spent: ["hand"], affected: { vexed: "heart" } }, ["vexed", "cursed"]);
    const el = await page([wren, full("oskar", { famous: { names: [], hidden: 1 }, session: { shopOpen: true, freeUpgradeUsed: true } }),
      full("mina", { famous: { names: ["Wren"], hidden: 0 } })]);
    expect(el.querySelector('[data-member-uuid="Actor.wren"] .hb-party-open img')!.getAttribute("src")).toBe("wren.png");
    const die = [...el.querySelectorAll('[data-member-uuid="Actor.wren"] .hb-party-die')].map((d) => `${d.className.replace("hb-party-die ", "")}: ${text(d)}`);
    expect(die.slice(0, 3)).toEqual(["d8 highest: d8 Head Highest", "d6 spent: d6 Hand Spent", "d6 ignited: d6 Heart Ignited"]);
    expect(fact(el, "Actor.wren", "blessings")).toBe("4 worth 14 — Pool: 1, 3, 5, 5");
    expect(el.querySelector('[data-member-uuid="Actor.wren"] .hb-party-pool')!.getAttribute("data-tooltip-text")).toBe("Pool: 1, 3, 5, 5");
    expect(fact(el, "Actor.oskar", "blessings")).toBe("No Blessings");
    expect(fact(el, "Actor.wren", "conditions")).toBe("Vexed (Heart) Cursed");
    expect(fact(el, "Actor.oskar", "conditions")).toBe("None");
    expect(fact(el, "Actor.wren", "outlook")).toBe("Blossomed · Fate & Knowledge");
    // What useSpecialization would refuse now is listed; Steady, with a use left, is not.
    expect(fact(el, "Actor.wren", "specializations")).toBe("Insured: spent, recharge ③ Lucky: used 1 of 1 (Per session)");
    expect(fact(el, "Actor.oskar", "specializations")).toBe("None");
    expect([fact(el, "Actor.wren", "famous"), fact(el, "Actor.oskar", "famous"), fact(el, "Actor.mina", "famous")])
      .toEqual(["Mina, Ash, 1 you cannot see", "1 you cannot see", "Wren"]);
    // No fame, and a Stat-bound Condition with no Stat recorded yet: "None", and the Condition alone.
    const plain = await page([full("ash", {}, {}, ["vexed"])]);
    expect([fact(plain, "Actor.ash", "famous"), fact(plain, "Actor.ash", "conditions")]).toEqual(["None", "Vexed"]);
    expect(["wren", "oskar", "mina"].map((n) => `${el.querySelector(`[data-member-uuid="Actor.${n}"] [data-fact="shop"]`)!.getAttribute("data-shop")} ${fact(el, `Actor.${n}`, "shop")}`))
      .toEqual(["due Open: free upgrade due", "taken Open: free upgrade taken", "closed Closed"]);
  });
});
