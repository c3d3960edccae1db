// A party's stored membership list as the data model loads it (apart from party.ts's list operations, which only the
// sheet, loaded on demand, uses: the always-loaded bundle takes this alone).

/**
 * A stored membership list read as far as it can be: uuids kept in order, an id alone read as the world actor's uuid,
 * a `{ uuid }` entry as its uuid, one text as its words; duplicates dropped. What is no member at all is returned
 * apart, word for word, so the loader reports it instead of losing it silently.
 */
export function readMembers(stored: unknown): { members: string[]; unreadable: string[] } {
  const members: string[] = [];
  const unreadable: string[] = [];
  for (const entry of Array.isArray(stored)
    ? stored
    : typeof stored == "string"
      ? stored.split(/[\s,;]/).filter(Boolean)
      : []) {
    const value: unknown = entry?.uuid ?? entry;
    const uuid = typeof value != "string" ? "" : /^\w{16}$/.test(value) ? `Actor.${value}` : value;
    if (/^[\w.]+$/.test(uuid)) members.includes(uuid) || members.push(uuid);
    else unreadable.push(typeof entry == "string" ? entry : JSON.stringify(entry));
  }
  return { members, unreadable };
}
