/**
 * Setting up a Stealth Endeavor (Humanity, Endeavored, "💣 Stealth Endeavors", Setup and The Eye): the rogues at
 * position 1, the Eye with its single Watch Stat, and the lay of the land as Alarm, Objective, Escape and Sanctuary
 * buttons ("At the top of the first round, the lay of the land will be provided at table discretion for the guarded
 * area").
 * "As the Endeavor progresses, additional areas may become available, each with their own track and lay of the
 * land": as for Racing, the engine keeps one track; the GM lays a new area's buttons on it (Add button) as the rogues
 * reach it, or starts a new Endeavor for it.
 */
import type { Draft } from "../../draft";
import type { Difficulty } from "../../commands";
import { refuse } from "../../errors";
import { placeAlarm } from "./alarms";
import { EYE_SIDE, ROGUE_START, ROGUES, WATCH } from "./area";
import type { Participant } from "../../state";

export type LandKind = "alarm" | "objective" | "escape" | "sanctuary";
export const LAND_KINDS: readonly LandKind[] = ["alarm", "objective", "escape", "sanctuary"];
const DIFFICULTIES: readonly Difficulty[] = ["easy", "normal", "hard"];

export interface LandSetup {
  kind: LandKind;
  position: number;
  /** Objective: its Check — the Stat normally associated with it, and the difficulty (default Normal). */
  check?: { stat: string; difficulty?: Difficulty };
}

/** A participant's side, role and starting position: rogues (the default side) begin at 1; the Eye has no position. */
export function stealthPlace(
  name: string,
  side: string | undefined,
  stats: Record<string, unknown>,
): Pick<Participant, "side" | "role" | "start"> {
  const s = side ?? ROGUES;
  if (s !== ROGUES && s !== EYE_SIDE)
    refuse("endeavor-bad-land", `Side "${s}" is neither the rogues nor the Eye.`, { name, side: s });
  if (s === EYE_SIDE) {
    const keys = Object.keys(stats);
    if (keys.length !== 1 || keys[0] !== WATCH)
      refuse("endeavor-bad-land", "The Eye has a single Watch Stat.", { name });
    return { side: s, role: "eye", start: 0 };
  }
  return { side: s, role: "character", start: ROGUE_START };
}

/** One Eye, at least one rogue, at least one Objective (the Goal is to remove them all). */
export function layLand(d: Draft, land: readonly LandSetup[]): void {
  const eyes = d.state.participants.filter((p) => p.role === "eye");
  if (eyes.length !== 1) refuse("endeavor-bad-land", "A Stealth Endeavor has exactly one Eye.");
  if (!d.state.participants.some((p) => p.role !== "eye"))
    refuse("endeavor-bad-land", "A Stealth Endeavor needs a rogue.");
  d.state.eye = { id: eyes[0]!.id, mode: "warry", alerted: null };
  for (const l of land) {
    if (!l || !LAND_KINDS.includes(l.kind) || !Number.isInteger(l.position) || l.position < 0) {
      refuse("endeavor-bad-land", "Each button of the land needs a kind and a position of 0 or more.", {
        position: String(l?.position),
      });
    }
    if (l.kind === "alarm") {
      placeAlarm(d, l.position);
    } else if (l.kind === "objective") {
      const stat = l.check?.stat;
      const difficulty = l.check?.difficulty ?? "normal";
      if (typeof stat !== "string" || !stat.trim() || !DIFFICULTIES.includes(difficulty)) {
        refuse("endeavor-bad-land", "An Objective needs its Check: a Stat and a difficulty.", { position: l.position });
      }
      d.addButton({ kind: "objective", position: l.position, owner: null, check: { stat: stat.trim(), difficulty } });
    } else {
      d.addButton({ kind: l.kind, position: l.position, owner: null });
    }
  }
  if (!d.state.buttons.some((b) => b.kind === "objective"))
    refuse("endeavor-bad-land", "A Stealth Endeavor needs at least one Objective button.");
}
