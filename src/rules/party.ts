// A party's members: uuids, in the order the GM keeps them. Pure list operations, so the sheet, the drop and the
// migration agree on what a membership list may hold (no duplicates, no blanks, order kept).

/** The members after adding `uuids` at `at` (the end by default): ones already in stay where they are. */
export function addMembers(members: readonly string[], uuids: readonly string[], at = members.length): string[] {
  const fresh = [...new Set(uuids)].filter((u) => u && !members.includes(u));
  const index = Math.max(0, Math.min(at, members.length));
  return [...members.slice(0, index), ...fresh, ...members.slice(index)];
}

/** The members without `uuid`. */
export const removeMember = (members: readonly string[], uuid: string): string[] => members.filter((m) => m !== uuid);

/** The members with `uuid` moved to `to` (clamped to the list); a uuid not in the list changes nothing. */
export function moveMember(members: readonly string[], uuid: string, to: number): string[] {
  const from = members.indexOf(uuid);
  if (from < 0) return [...members];
  const rest = removeMember(members, uuid);
  const index = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, index), uuid, ...rest.slice(index)];
}

/**
 * A stored membership list read as far as it can be: uuids kept in order, an id alone ("abc123") read as the world
 * actor's uuid, a `{ uuid }` entry as its uuid; duplicates dropped. What is not a member at all is returned apart,
 * word for word, so the loader can report it instead of losing it silently.
 */
export function readMembers(stored: unknown): { members: string[]; unreadable: string[] } {
  const list = Array.isArray(stored) ? stored : typeof stored === "string" ? stored.split(/[\s,;]+/).filter(Boolean) : [];
  const members: string[] = [];
  const unreadable: string[] = [];
  for (const entry of list) {
    const value = typeof entry === "object" && entry !== null && "uuid" in entry ? (entry as { uuid: unknown }).uuid : entry;
    const uuid = typeof value !== "string" ? "" : /^[A-Za-z0-9]{16}$/.test(value) ? `Actor.${value}` : value.trim();
    if (uuid && /^[A-Za-z0-9.]+$/.test(uuid)) {
      if (!members.includes(uuid)) members.push(uuid);
    } else unreadable.push(typeof entry === "string" ? entry : JSON.stringify(entry) ?? String(entry));
  }
  return { members, unreadable };
}
