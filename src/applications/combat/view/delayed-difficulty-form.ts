// A Delayed Attack's difficulty as the tracker names it (pure; the engine decides it): its form's choices and the
// pending ones.
import { delayedAttackDifficulty } from "../../../rules/attacks";
import { edition } from "../../../rules/editions";
import { statDie, type EndeavorState, type Participant } from "../../../rules/endeavor";
import { findAptitude } from "../../../rules/endeavor/check-choices";
import { statLabel } from "./tracker-options";

/** A difficulty as the tracker names it: Hard past two rolls says how many (one reading of "a rank above Hard"). */
export function difficultyText(difficulty: string, rolls: number) {
  // Stryker disable next-line ConditionalExpression: only Hard has ranks past it (more than two rolls)
  return difficulty === "hard" && rolls > 2
    ? { difficulty: "HB.Endeavor.Delayed.hardRolls", rolls }
    : { difficulty: `HB.Difficulty.${difficulty}`, rolls };
}

/**
 * The Delayed Attack form's difficulty: the engine works it out (rules delayedAttackDifficulty). v0.0.21.10: from the
 * Aptitude the Attacker names as related ("the Attacker's Apts and Specs, at the time the trigger is set"), each
 * choice saying what it makes the Defenders' Check; v0.0.18: the dice compared when it fires, from this Attack's
 * Stat Die.
 */
export function delayedDifficultyForm(state: EndeavorState, p: Participant) {
  const stats = Object.keys(p.stats).map((s) => ({ value: s, label: statLabel(s) }));
  if (edition(state.edition).delayedDifficulty === "compare-dice") {
    // Stryker disable next-line ConditionalExpression: the acting participant, whose form this is, has an Action Die
    const compare = p.actionDie === null ? null : { stat: statLabel(p.actionDie), die: statDie(state, p, p.actionDie) };
    return { stats, aptitudes: null, compare };
  }
  const option = (value: string, label: string, aptitude = "", specialization = "") => {
    const r = delayedAttackDifficulty({
      edition: state.edition,
      attackerApt: !!aptitude,
      attackerSpecialized: !!specialization,
    });
    return { value, label, aptitude, specialization, ...difficultyText(r.difficulty, r.rolls) };
  };
  // Their own Aptitudes and those lent by an ally's Radiant, once each, with the Specialization either brings.
  const names = new Set([...(p.granted ?? []).map((g) => g.aptitude), ...(p.aptitudes ?? []).map((a) => a.name)]);
  const aptitudes = [option("", "HB.Endeavor.Delayed.aptNone")];
  for (const name of names) {
    const specialization = findAptitude(p, name)!.specialization;
    aptitudes.push(option(`a:${name}`, "HB.Endeavor.Delayed.apt", name));
    if (specialization) aptitudes.push(option(`s:${name}`, "HB.Endeavor.Delayed.aptSpecialized", name, specialization));
  }
  return { stats, aptitudes, compare: null };
}
