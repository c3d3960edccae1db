// What a partial re-render keeps: each keyed piece of a part (a row, a piece of the GM's toolbar, a board
// cell) whose context equals the one it was last drawn from is kept on screen, and the rest drawn anew; the acting
// turn's form moves on into the element of the row whose turn it was. Pure: contexts in, keys and signatures out.

/** What each keyed piece of a part now on screen was drawn from: `scope` (what every piece reads besides its own
 *  context: the viewer, the edition, the Combat shown …) and one signature per key. */
export interface Drawn {
  scope: string;
  signatures: Map<string, string>;
}

/** The pieces to keep: `kept[key]` is true for each piece drawn from the same context as the one on screen. */
export interface KeepPlan {
  kept: Record<string, true>;
  next: Drawn;
}

/**
 * Compares each piece's context with what is on screen. `prior` null (a first render, explicit parts, the user's own
 * action …) or drawn in another scope keeps nothing. A piece's signature is its context as JSON: the templates of
 * the pieces read nothing else but what `scope` names.
 */
export function planKeep(
  pieces: Iterable<readonly [key: string, context: unknown]>,
  prior: Drawn | null,
  scope: string,
): KeepPlan {
  const reuse = prior?.scope === scope ? prior.signatures : null;
  const kept: Record<string, true> = {};
  const signatures = new Map<string, string>();
  for (const [key, context] of pieces) {
    const signature = JSON.stringify(context) ?? "";
    signatures.set(key, signature);
    if (reuse?.get(key) === signature) kept[key] = true;
  }
  return { kept, next: { scope, signatures } };
}

/** The tracker's state between renders: what its rows and GM toolbar on screen were drawn from, what the render under
 *  way draws, and whether the next render redraws everything (a first render, parts named by the caller, the user's
 *  own action — their forms start afresh —, a kept row not found on screen). */
export interface TrackerKeep {
  drawn: TrackerDrawn | null;
  drawing: TrackerDrawn | null;
  redraw: boolean;
  /** This render's rows drawn into the element of another row redrawn (or their own): row id → that row and the row's
   *  context (planTracker). */
  morph?: Map<string, { donor: string; row: unknown }>;
  /** One row's HTML as the tracker's template draws it (rowHtml), given by whoever renders the tracker; without it
   *  no row is morphed. */
  renderRow?: (row: unknown) => string;
  /** Runs a job when the browser is idle (learnTurns); given with renderRow. */
  later?: (job: () => void) => void;
  /** This render's rows drawn with the acting turn's form: row id → the row's context (planTracker). */
  turnRows?: Map<string, unknown>;
  /** What this render keeps (planTracker): rows by combatant, toolbar pieces by key. */
  kept?: { rows: Record<string, true>; gm: Record<string, true> };
  /** The tracker's context as the next turn most likely draws it (next-turn.ts), given by whoever renders the tracker
   *  with renderRow and later: the rows it would redraw into another's element are drawn ahead when the browser is idle
   *  (turn-ahead.ts). */
  nextTurn?: () => TrackerRows | null;
  /** The rows drawn ahead (turn-ahead.ts): by row, the signature of the context each was drawn from and its HTML, in
   *  `scope`. */
  ahead?: { scope: string; rows: Map<string, { signature: string; html: string }> };
}

/** What planTracker reads of the tracker's context. */
export interface TrackerRows {
  started?: boolean;
  rows?: readonly { id: string; turn?: unknown }[];
  gm?: GmContext | null;
}

/** What the rows and toolbar on screen were drawn from; `turns`: the rows drawn with the acting turn's form. */
export interface TrackerDrawn {
  rows: Drawn;
  gm: Drawn;
  turns: ReadonlySet<string>;
}

/** The GM's toolbar (gm-toolbar.hbs) in two pieces: its first row (Undo, which names the last command, so it changes
 *  at every command) and its folded track tools with their lists of participants, which seldom change. The tie's
 *  row between them is small and always drawn. A field not named here (a new one) counts for both pieces. */
type GmContext = {
  canUndo?: unknown;
  undo?: unknown;
  canEndTurn?: unknown;
  tie?: unknown;
  owners?: unknown;
  buttonKinds?: unknown;
  delayed?: unknown;
};
function gmPieces({ canUndo, undo, canEndTurn, tie: _tie, owners, buttonKinds, delayed, ...other }: GmContext) {
  return [
    ["gmActions", { canUndo, undo, canEndTurn, other }],
    ["gmTrack", { owners, buttonKinds, delayed, other }],
  ] as const;
}

/** The tracker's rows and toolbar pieces drawn from the same context as the ones on screen are kept (placeholders in
 *  the template). Everything they read besides their own context is in `scope`: the viewer, the edition, the Combat. */
export function planTracker(keep: TrackerKeep, endeavor: TrackerRows, scope: string) {
  keep.drawing = null;
  keep.morph = new Map();
  keep.turnRows = undefined;
  keep.kept = undefined;
  if (!endeavor.started || !endeavor.rows) return null;
  const prior = keep.redraw ? null : keep.drawn;
  const rows = planKeep(
    endeavor.rows.map((row) => [row.id, row] as const),
    prior?.rows ?? null,
    scope,
  );
  const gm = planKeep(endeavor.gm ? gmPieces(endeavor.gm) : [], prior?.gm ?? null, scope);
  keep.turnRows = new Map(endeavor.rows.filter((row) => row.turn).map((row) => [row.id, row]));
  const turns = new Set(keep.turnRows.keys());
  // A row redrawn with a turn takes the element of a row redrawn that showed one (its own first): a placeholder in the
  // template, like a kept row; onScreenPieces rewrites that element into the row.
  if (keep.renderRow && prior?.rows.scope === scope) {
    const donors = [...prior.turns].filter((id) => !rows.kept[id]);
    const takers = endeavor.rows.filter((row) => row.turn && !rows.kept[row.id]);
    const pairs = takers.filter((row) => donors.includes(row.id)).map((row) => [row, row.id] as const);
    const free = donors.filter((id) => !pairs.some(([row]) => row.id === id));
    for (const row of takers.filter((r) => !donors.includes(r.id))) if (free.length) pairs.push([row, free.shift()!]);
    for (const [row, donor] of pairs) {
      rows.kept[row.id] = true;
      keep.morph.set(row.id, { donor, row });
    }
    // In return, the row that gave its turn up takes the element of the row that took it: two rows rewritten, none
    // parsed (a new row costs more to style and lay out than the few attributes and texts that differ). A donor paired
    // with another row is no taker (a taker pairs with itself), so it shows no turn now and is not kept; a row paired
    // with itself is set again as it is.
    for (const [row, donor] of pairs) {
      const back = endeavor.rows.find((r) => r.id === donor);
      if (!back || !prior.rows.signatures.has(row.id)) continue;
      rows.kept[donor] = true;
      keep.morph.set(donor, { donor: row.id, row: back });
    }
  }
  keep.drawing = { rows: rows.next, gm: gm.next, turns };
  keep.kept = { rows: rows.kept, gm: gm.kept };
  // Rows on screen drawn in this scope: the list is drawn as a placeholder holding only the rows redrawn, each put in
  // its place on screen after (tracker-rows.ts).
  return { rows: rows.kept, gm: gm.kept, keyed: prior?.rows.scope === scope };
}
