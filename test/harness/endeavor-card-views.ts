// Issue 7's Endeavor chat cards for the harness registry: an Attack played by the real engine, its Check drawn by the
// Check card's own builder and part (dice with bumps, outcome, adjustments), then what it did to the track.
import { template } from "../../src/applications/shared/templates";
import { endeavorCardContext, endeavorCardFacts } from "../../src/applications/combat/cards/event-card-context";
import { apply, createEndeavor, type Command, type EndeavorEvent, type EndeavorState } from "../../src/rules/endeavor";
import { rollGroup, seededRng, type DieSize } from "../../src/rules";
import type { CheckCardRoll } from "../../src/applications/chat/check-card-context";
import { harnessI18n } from "./lang";
import type { HarnessView } from "./views";

const STATS: Record<string, DieSize> = { Head: 6, Hand: 6, Heart: 4, Home: 4, Hurt: 8, Hurry: 8, History: 4 };

interface CardFixture {
  state: EndeavorState;
  command: Command;
  events: readonly EndeavorEvent[];
  rolls: CheckCardRoll[][];
}

/**
 * Wren makes a violent Attack on the Hollow King with Hurt Sparked with Hurry, Helped by Oskar, the dice thrown as
 * the Foundry layer throws them (seeded: a bump in the first throw); `thrown: false` leaves the throws unrecorded,
 * as the engine's own check event does today.
 */
export function attackCardFixture(thrown = true): CardFixture {
  let state = createEndeavor({
    kind: "monstrous",
    participants: [
      { id: "a0", name: "Wren Alder", side: "allies", stats: STATS, blessings: [3, 3, 5] },
      { id: "a1", name: "Oskar Vale", side: "allies", stats: STATS, blessings: [6] },
      { id: "m0", name: "The Hollow King", side: "monstrosities", sp: "12 (4)", stats: STATS },
    ],
  });
  const rng = seededRng(9);
  const run = (command: Command) => apply(state, command, rng);
  for (const [by, stat, blessings] of [["a0", "Hurt", [2, 4]], ["a1", "Head", [4, 6, 1, 2]], ["m0", "Hand", [5, 5, 1, 3]]] as const) {
    state = run({ type: "chooseActionDie", by, stat, blessings: [...blessings] }).state;
  }
  // The Spark's pair thrown with a 1 among the first faces (a bump), for a Medium Success once Helped.
  const wanted = (g: { throws: readonly unknown[]; total: number }) => g.throws.length === 2 && g.total <= 7;
  let group = rollGroup([8, 8], rng);
  for (let seed = 1; !wanted(group); seed += 1) group = rollGroup([8, 8], seededRng(seed));
  const command: Command = {
    type: "act", by: "a0",
    action: { kind: "attack", violent: true, targets: ["m0"], roll: [group.total], spark: { stat: "Hurry", pay: { permanent: [3, 3] } }, helpers: [{ by: "a1", pay: { temporary: [6] } }] },
  };
  const result = run(command);
  const rolls = thrown ? [[{ sizes: group.sizes, throws: group.throws, total: group.total, upgraded: false }]] : [];
  return { state: result.state, command: result.command, events: result.events, rolls };
}

const i18n = harnessI18n();

const cardView = (id: string, label: string, thrown: boolean): HarnessView => ({
  id, label, fixture: "endeavor-card",
  frame: { kind: "chat", tag: "div", classes: "", title: "Wren Alder", icon: "", width: 320 },
  parts: [template("combat/event-card.hbs")],
  context: () => {
    const fx = attackCardFixture(thrown);
    return { ...endeavorCardContext(endeavorCardFacts(fx.state, fx.command, fx.events, { rolls: fx.rolls }), { localize: i18n.localize, format: i18n.format }) };
  },
});

export const ENDEAVOR_CARD_VIEWS: HarnessView[] = [
  cardView("chat-endeavor-attack", "Chat card — Endeavor Attack: Spark, Help, the Check card, then the track", true),
  cardView("chat-endeavor-attack-totals", "Chat card — Endeavor Attack, throws not recorded (die and total only)", false),
];
