// The party sheet for the harness registry: a four-member party, drawn by the same pure context and PARTS the sheet
// uses, as the GM sees it and as one member's player does.
import { preparePartyContext, type PartyMember } from "../../src/applications/party/party-context";
import { PARTY_PARTS } from "../../src/applications/party/party-layout";
import { ignitedStats } from "../../src/rules";
import type { CharacterView } from "../../src/applications/sheets/character-context";
import type { HarnessView } from "./views";

const IMG = "icons/svg/mystery-man.svg";
const character = (name: string, system: Partial<CharacterView["system"]>, statuses: string[] = []): CharacterView => ({
  name, img: IMG, items: [], statuses,
  system: {
    stats: { head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 }, optional: 4, highest: "", lifestyle: "carefree", ethic: "viceVirtue",
    blessings: [], spent: [], pronouns: "", age: "", ...system,
  },
});
const spec = (name: string, use: { recharge?: string; limit?: "" | "session"; uses?: number; used?: number; spent?: boolean; recharged?: number; tags?: string[] }) =>
  ({ name, recharge: "", limit: "" as const, uses: 0, used: 0, spent: false, ...use });

const full = (uuid: string, view: CharacterView, extra: Partial<Extract<PartyMember, { sees: "all" }>> = {}): PartyMember => ({
  uuid, sees: "all", canOpen: true, character: view, specializations: [], famous: { names: [], hidden: 0 },
  session: { shopOpen: false, freeUpgradeUsed: false }, ...extra,
});

/** Wren (Vexed on Heart, a spent Stat, Famous twice), Oskar (Cursed, shop done), Mina (shop due), Ash (plain). */
const members = (player: boolean): PartyMember[] => [
  full("Actor.wren", character("Wren Alder", { stats: { head: 8, hand: 6, heart: 6, home: 4, hurt: 4, hurry: 6, history: 4 }, highest: "head", lifestyle: "blossomed",
    ethic: "fateKnowledge", blessings: [1, 3, 5, 5], spent: ["hand"], affected: { vexed: "heart" } }, ["vexed"]), {
    specializations: [spec("Insured", { recharge: "③", spent: true, recharged: 1, tags: ["escalating-recharge"] }), spec("Lucky", { limit: "session", uses: 1, used: 1 })],
    famous: player ? { names: ["Mina Sorrel"], hidden: 1 } : { names: ["Mina Sorrel", "The Hollow King"], hidden: 0 },
    session: { shopOpen: true, freeUpgradeUsed: false },
  }),
  player ? { uuid: "Actor.oskar", sees: "name", name: "Oskar Brandt", img: IMG, canOpen: true }
    : full("Actor.oskar", character("Oskar Brandt", { stats: { head: 10, hand: 4, heart: 8, home: 6, hurt: 2, hurry: 4, history: 6 }, highest: "head", lifestyle: "eager",
      ethic: "cunningCapability", blessings: [2, 6] }, ["cursed", "famous"]), { session: { shopOpen: true, freeUpgradeUsed: true } }),
  full("Actor.mina", character("Mina Sorrel", { stats: { head: 6, hand: 8, heart: 4, home: 8, hurt: 6, hurry: 4, history: 4 }, highest: "hand", lifestyle: "wisened",
    ethic: "viceVirtue", blessings: [4] }, ["ache"]), { specializations: [spec("Determined", { recharge: "③", spent: true })], session: { shopOpen: true, freeUpgradeUsed: false } }),
  full("Actor.ash", character("Ash Calder", { stats: { head: 4, hand: 6, heart: 6, home: 4, hurt: 8, hurry: 8, history: 2 }, highest: "hurt", spent: ["hurry", "hurt"] })),
];

const partyView = (id: string, label: string, player: boolean): HarnessView => ({
  id, label, fixture: "party",
  frame: { kind: "window", tag: "form", classes: "sheet humanity-blessed party", title: "The Lantern Crew", icon: "fa-solid fa-users", width: 880 },
  parts: Object.values(PARTY_PARTS).map((p) => p.template),
  context: () => ({
    party: preparePartyContext(members(player), {
      name: "The Lantern Crew", img: IMG, editable: !player, gm: !player, primary: !player,
      optionalStat: null, edition: "v0.0.21.10", ignited: ignitedStats,
    }),
  }),
});

export const PARTY_VIEWS: HarnessView[] = [
  partyView("party-gm", "Party sheet — four members, as the GM", false),
  partyView("party-player", "Party sheet — as Wren's player (Oskar by name only)", true),
];
