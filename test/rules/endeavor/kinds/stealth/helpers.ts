/** Fixtures for the Stealth Endeavor tests (Humanity, Endeavored): rogues, the Eye, and the track drawn as one line. */
import type { EndeavorState } from "../../../../../src/rules/endeavor/index";

export { rogue, special, theEye } from "../../../../builders/endeavor";

const GLYPH: Record<string, string> = { alarm: "A", objective: "O", escape: "E", sanctuary: "S", wound: "w" };

/**
 * The track as a table would read it off the board: each position holding anything, rogues by id, buttons by glyph
 * (a temporary one with its last round: "A~3"; a Wound with its owner: "wa"), then the Eye's mode, the round and phase,
 * whose turn it is, and who has left.
 */
export function track(s: EndeavorState): string {
  const cells = new Map<number, string[]>();
  const put = (pos: number, what: string) => cells.set(pos, [...(cells.get(pos) ?? []), what]);
  for (const p of s.participants) if (p.role !== "eye" && p.removed === null) put(p.position, p.id);
  for (const b of s.buttons) put(b.position, `${GLYPH[b.kind] ?? b.kind}${b.owner ?? ""}${b.expires !== undefined ? `~${b.expires}` : ""}`);
  const line = [...cells.keys()].sort((a, b) => a - b).map((pos) => `${pos}:${cells.get(pos)!.join("")}`).join(" ");
  const out = s.participants.filter((p) => p.removed).map((p) => `${p.id}(${p.removed!.reason})`).join(",");
  const turn = s.phase === "turns" ? ` ${s.turn.current}` : s.phase === "special" ? ` [${s.chooser.join(",")}]` : "";
  return `${line} | ${s.eye?.mode} r${s.round} ${s.phase}${turn}${out ? ` out:${out}` : ""}`;
}
