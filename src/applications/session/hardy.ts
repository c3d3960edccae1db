// The table's shared Hardy die (book, Optional Stats: "shared by all players at the table"), a world setting only the
// active GM's client writes: each Check card created anywhere moves it as the rules say (rules hardyAfterCheck) — a
// Check that used it returns it to a d2, a failed Check upgrades it. The rules and the card's resolution load on
// demand, only in worlds that use Hardy.
import { hardyDie, optionalStat, SYSTEM_ID } from "../../settings";
import { onHook } from "../../compat";
import type { CheckCardSystem } from "../chat/check-card-context";
import type { RollFacts } from "../../dice/check-roll-view";

type CheckLike = { type: string; system: object; rolls: readonly { facts?: RollFacts }[] };
/** A Check message: its subtype's model (check-message.ts) is the card's data. */
const isCheck = (message: CheckLike): message is CheckLike & { type: "check"; system: CheckCardSystem } =>
  message.type === "check";

/** Resolves once the die is written (or nothing needed writing): tests and the caller may wait on it. */
export async function onCheckCreated(message: CheckLike): Promise<void> {
  if (!isCheck(message) || optionalStat() !== "hardy" || !game.users!.activeGM?.isSelf) return;
  const system = message.system;
  const rolls = message.rolls.map((r) => r.facts).filter((f): f is RollFacts => !!f);
  if (!rolls.length) return;
  const [{ hardyAfterCheck, resolveCheck }, { checkInput }] = await Promise.all([
    import("../../rules"),
    import("../chat/check-card-context"),
  ]);
  // No partner is "" (no Stat).
  const used = [system.stat, ...system.partner.split("+")].includes("hardy");
  const failed = !resolveCheck(checkInput(system, rolls)).success;
  const before = hardyDie();
  const after = hardyAfterCheck(before, { used, failed });
  if (after !== before) await game.settings.set(SYSTEM_ID, "hardyDie", after);
}

export function registerHardy(): void {
  onHook("createChatMessage", (message: CheckLike) => void onCheckCreated(message));
}
