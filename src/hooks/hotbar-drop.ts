// hotbarDrop: a Stat dragged from a sheet becomes a macro that rolls it through the public API.
export function onHotbarDrop(_bar: unknown, dropped: unknown, slot: number): boolean | void {
  const data = dropped as { type?: string; actorUuid?: string; stat?: string };
  if (data?.type !== "HB.Stat" || !data.actorUuid || !data.stat) return;
  // The macro is made by a module loaded on demand (stat-macro.ts): a drop is rare, every world load is not.
  const { actorUuid, stat } = data;
  void import("./stat-macro").then((m) => m.createStatMacro(actorUuid, stat, slot));
  return false;
}
