// The chat lines a Rush Endeavor adds (issue 28) — a charge leader foiled and the lead passed on (Plot Victory, its
// Scheme per Recovery button activated), the GM entering the allies' new leader, Declare Victory removing every ally
// — posted by the Combat as facts and told by each reader's client in that reader's language.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { endeavorWorld } from "../../../documents/combat-helpers";

const g = globalThis as any;
const html = (content: string) => Object.assign(document.createElement("div"), { innerHTML: content });
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
/** The card's event lines as core's chat log draws them for the current user. */
const lines = async (message: any) =>
  [...html((await message.renderHTML()).querySelector(".message-content")!.innerHTML).querySelectorAll(".hb-endeavor-events li")].map(text);

/** Another reader's client: German for the Rush lines and the words they name (the rest as English). */
const GERMAN: Record<string, string> = {
  "HB.Endeavor.Event.specialPerformed": "{actor} führt {special} aus.",
  "HB.Endeavor.Event.foiled": "{actor} vereitelt den Anführer des Sturms, {target}.",
  "HB.Endeavor.Event.leaderChanged": "Anführer des Sturms jetzt: {actor}.",
  "HB.Endeavor.Event.leaderElected": "Die Verbündeten wählen einen neuen Anführer des Sturms (vom SL eingetragen): {actor}, bisher {target}.",
  "HB.Endeavor.Event.buttonAdded": "{kind}-Knopf auf {position} gelegt ({actor}).",
  "HB.Endeavor.Event.removed": "{actor} verlässt das Unterfangen: {reason}.",
  "HB.Endeavor.Event.endeavorEnded": "Das Unterfangen ist vorbei: {winner} gewinnen ({reason}).",
  "HB.Endeavor.Special.plotVictory": "Sieg planen",
  "HB.Endeavor.Special.declareVictoryAll": "Sieg erklären",
  "HB.Endeavor.Button.scheme": "Plan",
  "HB.Endeavor.global": "für alle",
  "HB.Endeavor.Removal.victory": "durch Sieg erklären entfernt",
  "HB.Endeavor.Side.monstrosities": "Monstrositäten",
  "HB.Endeavor.Outcome.allies-removed": "alle Verbündeten entfernt",
};

async function inGerman<T>(read: () => Promise<T>): Promise<T> {
  const i18n = g.game.i18n;
  const { localize, format } = i18n;
  i18n.localize = (key: string) => GERMAN[key] ?? localize(key);
  i18n.format = (key: string, data: Record<string, string>) => (GERMAN[key] ? i18n.localize(key).replace(/{[^}]+}/g, (k: string) => String(data[k.slice(1, -1)])) : format(key, data));
  try {
    return await read();
  } finally {
    i18n.localize = localize;
    i18n.format = format;
  }
}

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

describe("a Rush Endeavor's cards", () => {
  it("Plot Victory, the GM's new leader and Declare Victory, in English and in another reader's language", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "rush", edition: "v0.0.21.10", leader: ids.oskar });
    const last = () => g.game.messages.contents.at(-1);
    // Read anew at each call: a property read in the loop's test would stay narrowed by the first loop's end.
    const phase = () => combat.endeavor!.phase;
    // Round 1, Oskar leads: Oskar, Mina, the Grey Widow, Wren. Wren's violent Attack (X 2) takes the Widow, whom the
    // GM put at 9, onto her Recovery button at 7 (activated: back to 10, and her Revenge, which Wounds Wren).
    for (const [by, stat, blessings] of [[ids.wren, "Hurt", [3, 3, 3]], [ids.oskar, "Head", [2, 4]], [ids.mina, "Hand", [1, 6]], [ids.widow, "Hurt", [4, 4, 5]]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    }
    while (combat.endeavor!.turn.current !== ids.wren) await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.widow, to: 9 } });
    await combat.dispatch({ type: "act", by: ids.wren, action: { kind: "attack", violent: true, targets: [ids.widow], roll: [9] } });
    await combat.dispatch({ type: "resolvePending", by: ids.widow, attack: { kind: "attack", violent: true, targets: [ids.wren], roll: [9] } });
    while (phase() === "turns") await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    expect(combat.endeavor!.chooser).toEqual([ids.widow]);

    await combat.dispatch({ type: "special", by: ids.widow, special: { kind: "plotVictory", leader: ids.mina } });
    const plot = last();
    const plotLines = [
      "Grey Widow performs Plot Victory.", "Grey Widow spends Blessings: 4, 4, 5.", "Grey Widow foils the charge leader, Oskar.",
      "Charge leader now: Mina.", "Scheme button added at 10 (global).",
    ];
    expect((await lines(plot)).slice(0, 5)).toEqual(plotLines);
    await combat.dispatch({ type: "gm", gm: { op: "leader", id: ids.wren } });
    const elected = last();
    expect(await lines(elected)).toEqual(["The allies elect a new charge leader (entered by the GM): Wren, until now Mina."]);
    // Round 2: the GM lays ten Schemes in a row; Wren, leading, skips the round; the Widow chooses Declare Victory.
    for (let position = 11; position <= 19; position += 1) await combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "scheme", position, owner: null } });
    await combat.dispatch({ type: "skipRound", by: ids.wren });
    for (const [by, stat, blessings] of [[ids.oskar, "Hand", [2]], [ids.mina, "Head", [1]], [ids.widow, "Head", [2, 3]]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    }
    while (phase() === "turns") await combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    expect(combat.endeavor!.chooser).toEqual([ids.widow]);
    await combat.dispatch({ type: "special", by: ids.widow, special: { kind: "declareVictoryAll" } });
    const victory = last();
    // Every ally removed at once: the leader last, so the lead passes to nobody on the way.
    expect(await lines(victory)).toEqual([
      "Grey Widow performs Declare Victory.", "Grey Widow spends Blessings: 2, 3.",
      "Oskar leaves the Endeavor: Removed by Declare Victory.", "Mina leaves the Endeavor: Removed by Declare Victory.",
      "Wren leaves the Endeavor: Removed by Declare Victory.",
      "Wren loses temporary Blessings: 3, 3, 3.", "Oskar loses temporary Blessings: 2, 4, 2.", "Mina loses temporary Blessings: 1, 6, 1.",
      "The Endeavor is over: Monstrosities won (every ally removed).",
    ]);

    // The messages hold facts, not words: a reader whose client speaks German reads the same cards in German.
    expect([plot.content, elected.content, victory.content]).toEqual(["", "", ""]);
    const german = await inGerman(async () => [(await lines(plot)).slice(0, 5), await lines(elected), await lines(victory)]);
    expect(german).toEqual([
      [
        "Grey Widow führt Sieg planen aus.", "Grey Widow spends Blessings: 4, 4, 5.", "Grey Widow vereitelt den Anführer des Sturms, Oskar.",
        "Anführer des Sturms jetzt: Mina.", "Plan-Knopf auf 10 gelegt (für alle).",
      ],
      ["Die Verbündeten wählen einen neuen Anführer des Sturms (vom SL eingetragen): Wren, bisher Mina."],
      [
        "Grey Widow führt Sieg erklären aus.", "Grey Widow spends Blessings: 2, 3.",
        "Oskar verlässt das Unterfangen: durch Sieg erklären entfernt.", "Mina verlässt das Unterfangen: durch Sieg erklären entfernt.",
        "Wren verlässt das Unterfangen: durch Sieg erklären entfernt.",
        "Wren loses temporary Blessings: 3, 3, 3.", "Oskar loses temporary Blessings: 2, 4, 2.", "Mina loses temporary Blessings: 1, 6, 1.",
        "Das Unterfangen ist vorbei: Monstrositäten gewinnen (alle Verbündeten entfernt).",
      ],
    ]);
    // And back in English for this reader: nothing was stored in either language.
    expect((await lines(plot)).slice(0, 5)).toEqual(plotLines);
  });
});
