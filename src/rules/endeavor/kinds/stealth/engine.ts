/** What Stealth adds to the engine's: the sides and the lay of the land at creation, the rogues' and the Eye's actions,
 *  the Alarms' passive, the special actions of an Endeavor with an Eye, and the ends of turns and rounds. */
import type { KindEngine } from "../kind-entry";
import { eyeAction, eyeSpecial, inEyeMode } from "./eye";
import { layLand, stealthPlace } from "./land";
import { hiddenAction, objectiveCheck, stealthAttack, stealthMove } from "./rogue-actions";
import { alarmPassive, endOfRound, endOfTurn, takeExtraAction } from "./turn";

export const STEALTH_ENGINE: KindEngine = {
  place: stealthPlace,
  prepare: (d, setup) => layLand(d, setup.land ?? []),
  action: (d, dice, by, a) => {
    switch (a.kind) {
      case "attack":
        // An Attack on the Eye's defenses (without an Eye: the engine's).
        // Stryker disable next-line ConditionalExpression: layLand gives every Stealth Endeavor its Eye
        if (!d.state.eye) return false;
        stealthAttack(d, dice, by, a);
        return true;
      case "move":
        stealthMove(d, dice, by, a);
        return true;
      case "objective":
        objectiveCheck(d, dice, by, a);
        return true;
      case "hidden":
        hiddenAction(d, dice, by, a);
        return true;
      case "search":
      case "scan":
      case "awaken":
      case "wound":
        eyeAction(d, dice, by, a);
        return true;
      // Stryker disable next-line ConditionalExpression: falling out of the switch returns undefined, as false does
      default:
        return false;
    }
  },
  afterAction: (d, mark) => {
    // A rogue's failed or Sparked Checks spread the Alarms.
    // Stryker disable next-line ConditionalExpression: without an Eye there are no Alarms to spread
    if (d.state.eye) alarmPassive(d, mark);
  },
  offersSpecial: inEyeMode,
  special: (d, p, sp) => {
    // Stryker disable next-line ConditionalExpression: layLand gives every Stealth Endeavor its Eye
    if (!d.state.eye) return false;
    eyeSpecial(d, p.id, sp);
    return true;
  },
  turnEnded: endOfTurn,
  extraTurn: takeExtraAction,
  roundEnded: endOfRound,
};
