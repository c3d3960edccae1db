// hotbarDrop: a Stat dragged from a sheet becomes a macro that rolls it through the public API.
import { actorAt } from "../documents/actor-types";

/**
 * Core's Hotbar#_onDrop (V13) calls this hook first and ends the drop when it returns false — before its own refusal
 * to overwrite a Macro while the bar is locked. Ours returns false (core cannot make a Stat's Macro), so it refuses
 * that drop itself, as core would.
 */
export function onHotbarDrop(bar: object | null | undefined, dropped: unknown, slot: number): boolean | void {
  const data = dropped as { type?: string; actorUuid?: string; stat?: string };
  if (data?.type !== "HB.Stat" || !data.actorUuid || !data.stat) return;
  const taken = game.macros?.get((game.user?.hotbar as Record<number, string | undefined> | undefined)?.[slot] ?? "");
  // Core's Hotbar#locked, which fvtt-types 13.345.1 does not declare.
  const locked = !!bar && "locked" in bar && bar.locked === true;
  if (taken && locked) ui.notifications?.warn("MACRO.CannotOverwrite", { localize: true });
  else void createStatMacro(data.actorUuid, data.stat, slot);
  return false;
}

async function createStatMacro(actorUuid: string, stat: string, slot: number) {
  const actor = actorAt(actorUuid);
  if (!actor) return;
  const name = game.i18n!.format("HB.Roll.macro", { stat: game.i18n!.localize(`HB.Stat.${stat}`), name: actor.name });
  // Returns the roll's promise so a macro calling this one can await the posted Check.
  const command = [
    `const actor = await fromUuid(${JSON.stringify(actorUuid)});`,
    `if (!actor) return ui.notifications.warn("HB.Roll.macroMissing", { localize: true });`,
    `return game.system.api.rollCheck(actor, ${JSON.stringify(stat)});`,
  ].join("\n");
  const macro = game.macros?.find((m) => m.name === name && m.command === command)
    ?? (await Macro.implementation.create({ name, type: "script", command, img: "icons/svg/d20-grey.svg" }));
  if (macro) await game.user!.assignHotbarMacro(macro, slot);
}
