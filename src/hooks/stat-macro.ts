// The macro a Stat dragged from a sheet to the hotbar becomes (hotbar-drop.ts, loaded on the first such drop): it
// rolls the Stat through the public API.
import { actorAt } from "../documents/actor-types";

export async function createStatMacro(actorUuid: string, stat: string, slot: number) {
  const actor = actorAt(actorUuid);
  if (!actor) return;
  const name = game.i18n!.format("HB.Roll.macro", { stat: game.i18n!.localize(`HB.Stat.${stat}`), name: actor.name });
  // Returns the roll's promise so a macro calling this one can await the posted Check.
  const command = [
    `const actor = await fromUuid(${JSON.stringify(actorUuid)});`,
    `if (!actor) return ui.notifications.warn("HB.Roll.macroMissing", { localize: true });`,
    `return game.system.api.rollCheck(actor, ${JSON.stringify(stat)});`,
  ].join("\n");
  const macro =
    game.macros?.find((m) => m.name === name && m.command === command) ??
    (await Macro.implementation.create({ name, type: "script", command, img: "icons/svg/d20-grey.svg" }));
  if (macro) await game.user!.assignHotbarMacro(macro, slot);
}
