// The Monstrosity sheet for the harness registry, from the same pure context and PARTS the sheet uses.
import { prepareMonstrosityContext, type MonstrosityView } from "../../src/applications/sheets/monstrosity-context";
import { MONSTROSITY_PARTS } from "../../src/applications/sheets/monstrosity-layout";
import type { HarnessView } from "./views";
import { prepareCheckCard } from "../../src/applications/chat/check-card-context";
import { template } from "../../src/applications/shared/templates";
import { d20Context } from "../../src/applications/sheets/d20-context";

export const hollowKing: MonstrosityView & { name: string; img: string } = {
  name: "The Hollow King",
  img: "icons/svg/mystery-man.svg",
  system: {
    stats: { head: 6, hand: 8, heart: 4, home: 2, hurt: 10, hurry: 4, history: 6 },
    sp: { start: 12, recovery: 4 },
    tags: ["Horde", "Revenge"],
    blessings: [5, 1, 3],
    notes: "<p>Wears a crown of river reeds; speaks only in questions.</p>",
  },
  items: [
    { id: "apt1", name: "Shadow-walking", type: "aptitude", system: {} },
    { id: "spec1", name: "Imposing", type: "specialization", system: { aptitude: "apt1" } },
  ],
};

const monstrosityView = (id: string, label: string, editMode: boolean, d20 = d20Context(false, false)): HarnessView => ({
  id, label, fixture: "hollowKing",
  frame: { kind: "window", tag: "form", classes: "sheet humanity-blessed monstrosity", title: hollowKing.name, icon: "fa-solid fa-dragon", width: 560 },
  parts: Object.values(MONSTROSITY_PARTS).map((p) => p.template),
  context: (state) => ({
    actor: { name: hollowKing.name, img: hollowKing.img },
    system: hollowKing.system,
    // Plain HTML, no links or secrets: core's enrichHTML gives it back as it is.
    enriched: { notes: hollowKing.system.notes },
    sheet: prepareMonstrosityContext(hollowKing, { editable: true, editMode: state.editMode ?? editMode }),
    d20,
  }),
});

/**
 * A hidden Check (Hidden Stat Dice, "Roll d20s"): the Hollow King's Hand d8 thrown as d20s — 9 reads 1 and bumps,
 * 14 reads 6 — as a player reads the card (the d20s and the outcome) and as the GM does ("d20 9 → d8 1").
 */
const hiddenCheckView = (id: string, label: string, reveal: boolean): HarnessView => ({
  id, label, fixture: "hollowKing",
  frame: { kind: "chat", tag: "div", classes: "", title: hollowKing.name, icon: "", width: 320 },
  parts: [template("chat/check-card.hbs")],
  context: () => prepareCheckCard(
    { stat: "hand", partner: "", difficulty: "normal", edition: "v0.0.21.10", aptitude: "", ignited: false, conditions: [], modifier: 0, canBump: true, surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [], helps: [{ userId: "u", actorUuid: "a", name: "Ash", blessing: 4 }] },
    [{ throws: [[1], [6]], total: 7, sizes: [8], upgraded: false, d20s: [[[9]], [[14]]] }],
    { canHelp: !reveal, isRoller: reveal, sparkPartners: [], reveal },
  ),
});

export const MONSTROSITY_VIEWS: HarnessView[] = [
  monstrosityView("monstrosity", "Monstrosity sheet", false),
  monstrosityView("monstrosity-edit", "Monstrosity sheet — edit mode", true),
  monstrosityView("monstrosity-d20-gm", "Monstrosity sheet — rolls d20s (GM)", false, d20Context(true, true)),
  hiddenCheckView("chat-check-hidden-player", "Chat card — hidden Check (d20s), as a player", false),
  hiddenCheckView("chat-check-hidden-gm", "Chat card — hidden Check (d20s), as the GM", true),
];
