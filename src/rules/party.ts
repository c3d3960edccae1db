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

export { readMembers } from "./party-members";
