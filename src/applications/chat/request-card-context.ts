// What a call for a Check shows one viewer, from plain data (the card, the browser harness and tests share it):
// the Check's name, each character's row — a Roll button for its owners, the outcome of a roll the viewer may see,
// resolved by the rules engine from the linked Check's data — and, for the GM, one line summing it all up.
import { resolveCheck, type Difficulty } from "../../rules";
import { checkInput, type CheckCardRoll, type CheckCardSystem } from "./check-card-context";
import type { Translator } from "../shared/translator";

export type { Translator };

export interface RequestEntry {
  actorUuid: string;
  name: string;
  checkId: string;
  userId: string;
}
export interface RequestSystem {
  stat: string;
  difficulty: Difficulty;
  rolls: number | null;
  note: string;
  entries: RequestEntry[];
}

/** One character's row as the viewer's client knows it. */
export interface RequestRow {
  entry: RequestEntry;
  /** The viewer owns the character (or is the GM); the stored copy shows every button. */
  canRoll: boolean;
  /** The linked Check message, if it still exists, and whether the viewer may see its content (core's roll modes). */
  check: { system: CheckCardSystem; rolls: readonly CheckCardRoll[]; visible: boolean } | null;
}

/** "Hard Head Check", "Head Check", "Complex Head Check (4 rolls)". */
export function checkLabel(
  { stat, difficulty, rolls }: { stat: string; difficulty: Difficulty; rolls?: number | null },
  i18n: Translator,
): string {
  const name = i18n.localize(`HB.Stat.${stat}`);
  if (difficulty === "normal") return i18n.format("HB.CheckText.labelNormal", { stat: name });
  const label = i18n.format("HB.CheckText.label", {
    stat: name,
    difficulty: i18n.localize(`HB.Difficulty.${difficulty}`),
  });
  return rolls ? i18n.format("HB.CheckText.withRolls", { check: label, rolls: String(rolls) }) : label;
}

export function prepareRequestCard(
  system: RequestSystem,
  rows: readonly RequestRow[],
  isGM: boolean,
  i18n: Translator,
) {
  let succeeded = 0;
  let boons = 0;
  let busts = 0;
  let rolled = 0;
  const entries = rows.map(({ entry, canRoll, check }) => {
    const base = {
      actorUuid: entry.actorUuid,
      name: entry.name,
      checkId: entry.checkId,
      rolled: !!entry.checkId,
      canRoll: !entry.checkId && canRoll,
    };
    const hidden = {
      ...base,
      visible: false,
      missing: !!entry.checkId && !check,
      outcome: "",
      // Stryker disable next-line StringLiteral: drawn and exported on a visible row only
      outcomeLabel: "",
      // Stryker disable next-line StringLiteral: drawn and exported on a visible row only
      counts: "",
    };
    if (!entry.checkId) return hidden;
    rolled++;
    if (!check?.visible) return hidden;
    const result = resolveCheck(checkInput(check.system, check.rolls));
    if (result.success) succeeded++;
    boons += result.boons + result.exceptionalBoons;
    busts += result.busts;
    return {
      ...hidden,
      visible: true,
      outcome: result.outcome,
      outcomeLabel: `HB.Outcome.${result.outcome}.name`,
      counts: i18n.format("HB.Check.counts", {
        boons: String(result.boons),
        exceptional: String(result.exceptionalBoons),
        busts: String(result.busts),
      }),
    };
  });
  return {
    title: i18n.format("HB.Call.cardTitle", { check: checkLabel(system, i18n) }),
    note: system.note,
    balanced: i18n.format("HB.Call.balanced", { stat: i18n.localize(`HB.Stat.${system.stat}`) }),
    entries,
    summary: isGM
      ? i18n.format("HB.Call.summary", {
          rolled: String(rolled),
          total: String(entries.length),
          succeeded: String(succeeded),
          boons: String(boons),
          busts: String(busts),
        })
      : "",
  };
}

export type RequestCardContext = ReturnType<typeof prepareRequestCard>;
