// The tracker's shortcuts through a long list (fifty participants): to the row acting now, and to the viewer's own
// row. Pure: rows in, the two targets out.

interface JumpRow {
  id: string;
  name: string;
  /** The viewer owns it and is not the GM (the GM owns every row: no "You" there). */
  mine: boolean;
}

export interface RowJump {
  id: string;
  name: string;
}

/** `acting`: the participant acting now (a pending Attack's attacker first). A player owning the acting row is offered
 *  one shortcut to it, as their own; one owning several rows is taken to the first. */
export function rowJumps(
  rows: readonly JumpRow[],
  acting: string | null,
): { acting: RowJump | null; mine: RowJump | null } {
  const row = rows.find((r) => r.id === acting);
  const own = (row?.mine ? row : null) ?? rows.find((r) => r.mine);
  return {
    acting: row && !row.mine ? { id: row.id, name: row.name } : null,
    mine: own ? { id: own.id, name: own.name } : null,
  };
}
