// hotbarDrop: a Stat dragged from a sheet becomes a macro that rolls it through the public API.

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
  else {
    // The macro is made by a module loaded on demand (stat-macro.ts): a drop is rare, every world load is not.
    const { actorUuid, stat } = data;
    void import("./stat-macro").then((m) => m.createStatMacro(actorUuid, stat, slot));
  }
  return false;
}
