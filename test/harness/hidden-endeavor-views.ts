// Hidden Stat Dice in an Endeavor (issue 30): the Hollow King rolls d20s. Its violent Attack on Wren, played by the
// real engine (Hurt d8: d20 9 reads 1 and bumps, 14 reads 6), and the tracker after it, each as a player who owns
// Wren reads them (the d20s, the outcome, the Action Die and X — no die size) and as the GM does ("d20 9 → d8 1").
import { template } from "../../src/applications/shared/templates";
import { endeavorCardContext, endeavorCardFacts } from "../../src/applications/combat/cards/event-card-context";
import { prepareEndeavorTracker } from "../../src/applications/combat/view/tracker-context";
import { apply, createEndeavor, type ApplyResult, type Command, type EndeavorState } from "../../src/rules/endeavor";
import type { DieSize } from "../../src/rules";
import { harnessI18n } from "./lang";
import type { HarnessView } from "./views";

const STATS: Record<string, DieSize> = { Head: 6, Hand: 6, Heart: 4, Home: 4, Hurt: 8, Hurry: 8, History: 4 };
const i18n = harnessI18n();

/** The engine's d20s, in order (the rules read a face as floor(u × 20) + 1). */
const d20s = (list: number[]) => {
  const q = list.map((f) => (f - 0.5) / 20);
  return () => q.shift() ?? 0.5;
};

function hiddenAttack(): { before: EndeavorState; result: ApplyResult } {
  let state = createEndeavor({
    kind: "monstrous",
    participants: [
      { id: "a0", name: "Wren Alder", side: "allies", stats: STATS, blessings: [3, 5] },
      { id: "a1", name: "Oskar Vale", side: "allies", stats: STATS, blessings: [6] },
      { id: "m0", name: "The Hollow King", side: "monstrosities", sp: "12 (4)", stats: STATS, rollD20s: true },
    ],
  });
  const run = (command: Command, rng?: () => number) => (state = apply(state, command, rng).state);
  for (const [by, stat, blessings] of [["a0", "Head", [2, 4]], ["a1", "Head", [4, 6]], ["m0", "Hurt", [5, 5]]] as const) {
    run({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
  }
  while (state.turn.current !== "m0") run({ type: "act", by: state.turn.current!, action: { kind: "pass" } });
  const before = state;
  return { before, result: apply(state, { type: "act", by: "m0", action: { kind: "attack", violent: true, targets: ["a0"] } }, d20s([9, 14])) };
}

const cardView = (id: string, label: string, gm: boolean): HarnessView => ({
  id, label, fixture: "endeavor-hidden",
  frame: { kind: "chat", tag: "div", classes: "", title: "The Hollow King", icon: "", width: 320 },
  parts: [template("combat/event-card.hbs")],
  context: () => {
    const { before, result } = hiddenAttack();
    const facts = endeavorCardFacts(result.state, result.command, result.events, { before });
    return { ...endeavorCardContext(facts, { localize: i18n.localize, format: i18n.format }, () => gm) };
  },
});

const trackerView = (id: string, label: string, gm: boolean): HarnessView => ({
  id, label, fixture: "endeavor-hidden",
  frame: { kind: "window", tag: "div", classes: "humanity-blessed endeavor-tracker", title: "HB.Endeavor.title", localizeTitle: true, icon: "fa-solid fa-swords", width: 320 },
  parts: ["templates/sidebar/tabs/combat/header.hbs", template("combat/tracker.hbs")],
  context: () => {
    const { result } = hiddenAttack();
    const state = result.state;
    const combatants = state.participants.map((p) => ({
      id: p.id, name: p.name, img: "icons/svg/mystery-man.svg", hidden: false, isOwner: gm || p.id === "a0", playerOwned: p.role === "character",
    }));
    return { hasCombat: true, combat: { round: state.round }, endeavor: prepareEndeavorTracker({ state, combatants, viewer: { isGM: gm }, logLength: 1, edition: state.edition }) };
  },
});

export const HIDDEN_ENDEAVOR_VIEWS: HarnessView[] = [
  trackerView("endeavor-hidden-player", "Endeavor tracker — a Monstrosity rolling d20s, as a player (no die size)", false),
  trackerView("endeavor-hidden-gm", "Endeavor tracker — a Monstrosity rolling d20s, as the GM", true),
  cardView("chat-endeavor-hidden-player", "Chat card — a Monstrosity's Attack on d20s, as a player (d20s and outcome)", false),
  cardView("chat-endeavor-hidden-gm", "Chat card — a Monstrosity's Attack on d20s, as the GM (d20 → d8)", true),
];
