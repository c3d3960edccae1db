// Issue 32: the tracker and the track board re-render only the rows, the toolbar and the cells whose context changed.
// A seeded game of each kind (Monstrous, Racing) is played through the engine; after each command the GM's and a
// player's trackers and the board re-render (partially) and must show the very DOM a fresh full render shows.
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { remembers } from "../../../../src/applications/shared/morph/html-morph";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { apply, type EndeavorKind } from "../../../../src/rules/endeavor";
import { seededRng } from "../../../../src/rules";
import { proposals } from "../../../harness/endeavor-bot";
import { asUser, OWNERSHIP } from "../../../documents/combat-helpers";
import {
  click, expectAsFresh, g, inAnotherPage, markup, started, toTurns, trackerPart, type Started,
} from "../tracker-helpers";

const rowElements = (t: EndeavorTracker) => new Map([...trackerPart(t).querySelectorAll<HTMLElement>("li[data-combatant-id]")].map((li) => [li.dataset.combatantId!, li]));

/** The tracker part a tracker redraws in full (parts named: every row drawn anew). A re-render, like the partial one
 *  it is compared with: a first render puts back no form drafts, so it never redraws the odds figures (the same bars,
 *  written by the script with a trailing `;` in their style). */
async function fullTracker(full: EndeavorTracker): Promise<string> {
  await full.render({ parts: ["header", "tracker"] });
  return markup(trackerPart(full));
}

async function fullBoard(combatId: string): Promise<string> {
  const fresh = inAnotherPage(new TrackBoard());
  fresh.combatId = combatId;
  await fresh.render({ force: true });
  const html = markup(fresh.element!.querySelector('[data-application-part="board"]')!);
  await fresh.close();
  return html;
}

/** Watches what is written into `root` from now on: the function returns the nodes written to (and stops). */
function watchWrites(root: Element): () => Node[] {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  return () => {
    records.push(...observer.takeRecords());
    observer.disconnect();
    return records.map((r) => r.target);
  };
}

async function playSeeded(kind: EndeavorKind, seed: number) {
  const w: Started = await started("v0.0.21.10", undefined, kind);
  const rnd = seededRng(seed);
  const gm = w.tracker;
  asUser("player");
  const player = inAnotherPage(new EndeavorTracker());
  await player.render({ force: true });
  const playerFull = inAnotherPage(new EndeavorTracker());
  await playerFull.render({ force: true });
  asUser("gm");
  const gmFull = inAnotherPage(new EndeavorTracker());
  await gmFull.render({ force: true });
  const full = { gm: gmFull, player: playerFull };
  const board = await TrackBoard.open(w.combat);
  // The acting rows learn what they show when the browser is idle, and the next turn is drawn ahead (turn-ahead.ts):
  // after every other command here and after each full render, so that the turn's form moves on from a learned row,
  // from one not yet learned, and into a row drawn ahead.
  const idle: (() => void)[] = [];
  for (const t of [gm, player]) t.keep.later = (job) => idle.push(job);
  // The rows drawn alone at a render (rewritten into another's element): one moved on but not drawn then was drawn
  // ahead when the browser idled (turn-ahead.ts).
  const drawnAlone: string[] = [];
  for (const t of [gm, player]) {
    const real = t.keep.renderRow;
    if (real) t.keep.renderRow = (row) => (drawnAlone.push((row as { id: string }).id), real(row));
  }
  const kept = { gm: 0, player: 0, redrawn: 0, cells: 0, cellsRedrawn: 0, movedOn: 0, drawnAhead: 0 };
  let commands = 0;
  for (let step = 0; step < 60 && !w.combat.endeavor!.outcome; step += 1) {
    const s = w.combat.endeavor!;
    const command = proposals(s, rnd).find((c) => {
      try {
        apply(s, c, seededRng(1));
        return true;
      } catch {
        return false;
      }
    });
    if (!command) break;
    // The board follows the Combat by itself (updateCombat): what it showed, and what is written into it, is taken
    // from before the command.
    const cellsBefore = new Set(board.element!.querySelectorAll("li.hb-cell"));
    const boardWrites = watchWrites(board.element!);
    await w.combat.dispatch(command);
    commands += 1;
    for (const [user, tracker] of [["gm", gm], ["player", player]] as const) {
      asUser(user);
      const before = rowElements(tracker);
      const writes = watchWrites(tracker.element!);
      drawnAlone.length = 0;
      // Now and then drawn in full (as after the user's own action): its acting row is parsed anew, and learns.
      await tracker.render(commands % 5 ? {} : { parts: ["header", "tracker"] });
      const written = writes();
      const onScreen = new Set(before.values());
      for (const [id, li] of rowElements(tracker)) {
        // Kept: the very element, nothing written into it. Redrawn: a new element, or rewritten where it differs.
        if (before.get(id) === li && !written.some((n) => li.contains(n))) kept[user] += 1;
        else kept.redrawn += 1;
        // The acting turn's form moved on: another row's element now draws this one.
        if (before.get(id) !== li && onScreen.has(li)) {
          kept.movedOn += 1;
          if (!drawnAlone.includes(id)) kept.drawnAhead += 1;
        }
      }
      expect(trackerPart(tracker).querySelector("[data-hb-kept]")).toBeNull();
      expect(markup(trackerPart(tracker)), `${kind} ${user} after ${JSON.stringify(command)}`).toBe(await fullTracker(full[user]));
    }
    asUser("gm");
    await board.render();
    const boardWritten = boardWrites();
    for (const li of board.element!.querySelectorAll("li.hb-cell")) {
      if (cellsBefore.has(li) && !boardWritten.some((n) => li.contains(n))) kept.cells += 1;
      else kept.cellsRedrawn += 1;
    }
    expect(markup(board.element!.querySelector('[data-application-part="board"]')!), `${kind} board after ${JSON.stringify(command)}`).toBe(await fullBoard(w.combat.id!));
    if (commands % 2 || !(commands % 5)) idle.splice(0).forEach((job) => job());
    else idle.length = 0;
  }
  for (const t of [player, gmFull, playerFull]) await t.close();
  await board.close();
  TrackBoard.instance = null;
  return { commands, kept };
}

describe("partial re-renders (issue 32)", () => {
  it.each(["monstrous", "racing"] as const)("a seeded %s game: after each command the partially re-rendered tracker (GM's, player's) and board equal a full render", async (kind) => {
    const { commands, kept } = await playSeeded(kind, kind === "monstrous" ? 32 : 64);
    expect(commands).toBeGreaterThan(15);
    // Rows, and cells, were kept as they were: the re-renders were partial.
    expect(kept.gm).toBeGreaterThan(commands);
    expect(kept.player).toBeGreaterThan(commands);
    expect(kept.redrawn).toBeGreaterThan(commands / 2);
    expect(kept.cells).toBeGreaterThan(commands * 30);
    expect(kept.cellsRedrawn).toBeGreaterThan(10);
    // The turns whose form moved on to the next actor (the other commands change no turn, or start a round).
    expect(kept.movedOn).toBeGreaterThan(2);
    // Of those, rows drawn ahead while the browser idled (turn-ahead.ts): the guess hit, and the DOM is still a full render's.
    expect(kept.drawnAhead).toBeGreaterThan(2);
  }, 60_000);

  it("the acting turn's form moves on with the turn: the next row takes its element (and gives its own in return), as a fresh one would be (nothing typed in it follows), unless it holds the focus", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const acting = w.row(w.ids.wren);
    expect(acting.querySelector("[data-hb-turn]")).not.toBeNull();
    // Something chosen and ticked in Wren's turn, never sent.
    acting.querySelector<HTMLInputElement>('input[name="hbActionKind"][value="attack"]')!.checked = true;
    const box = acting.querySelector<HTMLInputElement>('input[name="targets"]')!;
    box.checked = true;
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    const shown = rowElements(w.tracker);
    await w.tracker.render();
    const next = w.combat.endeavor!.turn.current!;
    expect(next).not.toBe(w.ids.wren);
    expect(w.row(next)).toBe(acting);
    expect(w.row(w.ids.wren)).not.toBe(acting);
    // In return, Wren's row (its turn done) takes the element that showed the next actor's row, rewritten.
    expect(w.row(w.ids.wren)).toBe(shown.get(next));
    const fresh = inAnotherPage(new EndeavorTracker());
    await fresh.render({ force: true });
    expect(markup(trackerPart(w.tracker))).toBe(markup(trackerPart(fresh)));
    // Every control as a fresh render draws it: nothing chosen or ticked in Wren's turn carried to the next one.
    const state = (t: EndeavorTracker) => [...trackerPart(t).querySelectorAll<HTMLInputElement>(`li[data-combatant-id="${next}"] input, li[data-combatant-id="${next}"] select`)]
      .map((c) => `${c.name}=${c.value}:${c.checked}`);
    expect(state(w.tracker)).toEqual(state(fresh));
    expect(acting.querySelector<HTMLInputElement>('input[name="hbActionKind"]:checked')).toBeNull();
    await fresh.close();
    // The focus in the acting turn: its row is drawn anew (the focus is not carried into another's form).
    const focused = w.row(next);
    focused.querySelector<HTMLInputElement>('input[name="hbActionKind"]')!.focus();
    await w.combat.dispatch({ type: "act", by: next, action: { kind: "advance" } });
    await w.tracker.render();
    const third = w.combat.endeavor!.turn.current!;
    expect(w.row(third)).not.toBe(focused);
    expect(w.row(next)).not.toBe(focused);
  });

  it("keeps a row whose context did not change, with what the user typed in it and the focus, and redraws the others", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const field = [...w.tracker.element!.querySelectorAll<HTMLInputElement | HTMLSelectElement>("li.hb-endeavor-row:not(.active) form [name]")]
      .find((f): f is HTMLSelectElement => f instanceof HTMLSelectElement && f.options.length > 1);
    if (!field) throw new Error("no field in a row not acting");
    const row = field.closest<HTMLElement>("li[data-combatant-id]")!;
    field.value = field.options[1]!.value;
    field.focus();
    const acting = w.row(w.ids.wren);
    // Nothing in the kept rows is written to (the acting turn's steps are restored only where they differ), so the
    // browser restyles none of it.
    const writes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => writes.push(...records));
    watch.observe(w.tracker.element!.querySelector("ol.hb-endeavor-rows")!, { subtree: true, attributes: true, characterData: true, childList: true });
    // A button laid far up the track changes no row (the toolbar's undo now names the override).
    await w.combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "scheme", position: 30, owner: null } });
    await w.tracker.render();
    writes.push(...watch.takeRecords());
    watch.disconnect();
    expect(writes.map((m) => `${m.type} ${(m.target as Element).localName} ${m.attributeName ?? ""}`)).toEqual([]);
    expect(w.row(row.dataset.combatantId!)).toBe(row);
    expect(w.row(w.ids.wren)).toBe(acting);
    expect(field.value).toBe(field.options[1]!.value);
    expect(document.activeElement).toBe(field);
    // Wren advances: Wren's row and the next one's change, and are redrawn.
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    await w.tracker.render();
    expect(w.row(w.ids.wren)).not.toBe(acting);
    expect(w.tracker.element!.querySelector("[data-hb-kept]")).toBeNull();
  });

  it("an action redraws the GM toolbar's first row (Undo names it) and keeps its track tools, open, with what was typed", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const el = w.tracker.element!;
    const undo = el.querySelector<HTMLButtonElement>('[data-action="hbUndo"]')!;
    const wren = w.p(w.ids.wren).name;
    expect(undo.getAttribute("aria-label")).not.toContain(wren);
    const track = el.querySelector<HTMLDetailsElement>("[data-hb-gm-more]")!;
    track.open = true;
    const moveTo = track.querySelector<HTMLInputElement>('input[name="moveTo"]')!;
    moveTo.value = "7";
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    await w.tracker.render();
    // Redrawn where it differs: the same button, its label naming Wren's Advance.
    expect(el.querySelector('[data-action="hbUndo"]')).toBe(undo);
    expect(undo.getAttribute("aria-label")).toContain(wren);
    expect(el.querySelector("[data-hb-gm-more]")).toBe(track);
    expect(track.open).toBe(true);
    expect(moveTo.value).toBe("7");
    expect(el.querySelector("[data-hb-kept]")).toBeNull();
  });

  it("redraws everything on a first render and when the viewer changes", async () => {
    const w = await started();
    await toTurns(w);
    const before = w.row(w.ids.oskar);
    await w.as("player");
    expect(w.row(w.ids.oskar)).not.toBe(before);
    const again = w.row(w.ids.oskar);
    await w.tracker.render({ parts: ["tracker"] });
    expect(w.row(w.ids.oskar)).not.toBe(again);
    await vi.waitFor(() => expect(w.tracker.rendered).toBe(true));
  });

  it("the user's own action redraws, afresh, only what it changed: the rows it left and what was typed there stay", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const el = w.tracker.element!;
    const rows = rowElements(w.tracker);
    const track = el.querySelector<HTMLDetailsElement>("[data-hb-gm-more]")!;
    track.open = true;
    const moveTo = track.querySelector<HTMLInputElement>('input[name="moveTo"]')!;
    moveTo.value = "7";
    // The GM's own click: Wren's Advance, through the relay as any click goes.
    click(w.row(w.ids.wren).querySelector('[data-action="hbAct"][data-kind="advance"]'));
    // The first click loads the tracker's bodies: seconds on a loaded two-core machine.
    await vi.waitFor(() => expect(w.p(w.ids.wren).acted).toBe(true), { timeout: 10_000 });
    await w.tracker.render();
    const after = rowElements(w.tracker);
    // Wren's row and the next actor's changed: drawn anew; the others are the very rows on screen before.
    const next = w.combat.endeavor!.turn.current!;
    const kept = [...rows.keys()].filter((id) => after.get(id) === rows.get(id));
    expect(kept.sort()).toEqual([...rows.keys()].filter((id) => id !== w.ids.wren && id !== next).sort());
    expect(kept.length).toBeGreaterThan(0);
    expect([el.querySelector("[data-hb-gm-more]"), track.open, moveTo.value]).toEqual([track, true, "7"]);
    // And the rows show what a fresh tracker shows (the track tools the GM opened and typed in aside).
    track.open = false;
    await expectAsFresh(w.tracker, "after the GM's own Advance");
  });
});

describe("the acting turn's element, remembered from turn to turn (html-morph.ts rewrites it from the difference)", () => {
  const asFresh = (w: Started, label: string) => expectAsFresh(w.tracker, label);
  /** The turn moves on: the next actor's row takes the element of the row whose turn it was (moved on twice, the
   *  second time from what it was made to show the first). */
  async function advance(w: Started, element: HTMLElement): Promise<string> {
    await w.combat.dispatch({ type: "act", by: w.combat.endeavor!.turn.current!, action: { kind: "advance" } });
    await w.tracker.render();
    const next = w.combat.endeavor!.turn.current!;
    expect(w.row(next)).toBe(element);
    return next;
  }

  it("drawn in full, it learns what it shows once the browser is idle; written into before and after, it moves on as a fresh render draws it", async () => {
    const w = await started();
    await toTurns(w);
    // A tracker of its own, its idle time in the test's hands from its first (full) render.
    const t = inAnotherPage(new EndeavorTracker());
    const idle: (() => void)[] = [];
    t.keep.later = (job) => idle.push(job);
    await t.render({ force: true });
    const rowOf = (id: string) => trackerPart(t).querySelector<HTMLElement>(`li[data-combatant-id="${id}"]`)!;
    const acting = rowOf(w.ids.wren);
    expect(acting.querySelector("[data-hb-turn]")).not.toBeNull();
    expect(remembers(acting)).toBe(false);
    // An action chosen before the browser idles, a harder difficulty (its odds redrawn) after.
    const radio = acting.querySelector<HTMLInputElement>('input[name="hbActionKind"][value="advance"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    idle.splice(0).forEach((job) => job());
    expect(remembers(acting)).toBe(true);
    const difficulty = acting.querySelector<HTMLSelectElement>('select[name="difficulty"]')!;
    difficulty.value = "hard";
    difficulty.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(acting.querySelector("[data-hb-odds-caption]")!.textContent).toContain("Hard"));
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    await t.render();
    const next = w.combat.endeavor!.turn.current!;
    expect(rowOf(next)).toBe(acting);
    const fresh = inAnotherPage(new EndeavorTracker());
    await fresh.render({ force: true });
    expect(markup(trackerPart(t))).toBe(markup(trackerPart(fresh)));
    await fresh.close();
    await t.close();
  });

  it("after scripts wrote into it (an action chosen, the odds redrawn, a step opened, a draft typed, a live sum written), it is drawn as a fresh render draws it", async () => {
    const w = await started();
    await toTurns(w);
    await w.tracker.render();
    const acting = w.row(w.ids.wren);
    await advance(w, acting);
    await asFresh(w, "moved on once");
    // The user's hand in the turn now shown: each redraws or writes into the element (turn-steps.ts, turn-odds.ts).
    const radio = acting.querySelector<HTMLInputElement>('input[name="hbActionKind"][value="advance"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    const difficulty = acting.querySelector<HTMLSelectElement>('select[name="difficulty"]')!;
    difficulty.value = "hard";
    difficulty.dispatchEvent(new Event("change", { bubbles: true }));
    const caption = acting.querySelector("[data-hb-odds-caption]")!;
    await vi.waitFor(() => expect(caption.textContent).toContain("Hard"));
    const steps = [...acting.querySelectorAll<HTMLDetailsElement>("details[data-step]")];
    click(steps.at(-1)!.querySelector("summary"));
    steps.at(-1)!.open = true;
    const typed = acting.querySelector<HTMLInputElement>('input[name="delayedTrigger"]');
    if (typed) typed.value = "when the bell rings";
    // A Blessing ticked to steal: the live sum's text is written into the form's <output> (the same markup next turn).
    const live = acting.querySelector<HTMLOutputElement>("[data-hb-live] output")!;
    const said = live.textContent;
    const steal = acting.querySelector<HTMLInputElement>('input[name^="steal."]')!;
    steal.checked = true;
    steal.dispatchEvent(new Event("input", { bubbles: true }));
    steal.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(live.textContent).not.toBe(said));
    await advance(w, acting);
    await asFresh(w, "moved on after the writes");
    await advance(w, acting);
    await asFresh(w, "moved on a third time");
  });

  it("after the viewer's ownership or a setting changed, it is drawn as a fresh render draws it", async () => {
    const w = await started();
    // The player plays Wren, Oskar and Mina: the acting turn's form moves on from one to the next in their tracker.
    for (const actor of [w.actors.oskar, w.actors.mina]) {
      await actor.update({ ownership: { default: OWNERSHIP.NONE, player: OWNERSHIP.OWNER } });
    }
    await toTurns(w);
    await w.as("player");
    const acting = w.row(w.ids.wren);
    expect(acting.querySelector("[data-hb-turn]")).not.toBeNull();
    expect(await advance(w, acting)).toBe(w.ids.oskar);
    await asFresh(w, "the player's tracker, moved on to Oskar");
    // Oskar's owner changes while his turn's form is on screen (the element moved on from Wren's), and back.
    asUser("gm");
    await w.actors.oskar.update({ ownership: { player: OWNERSHIP.NONE } });
    asUser("player");
    await w.tracker.render();
    await asFresh(w, "Oskar no longer the player's");
    expect(w.row(w.ids.oskar).querySelector("[data-hb-turn]")).toBeNull();
    asUser("gm");
    await w.actors.oskar.update({ ownership: { default: OWNERSHIP.NONE, player: OWNERSHIP.OWNER } });
    asUser("player");
    await w.tracker.render();
    await asFresh(w, "Oskar the player's again");
    const again = w.row(w.ids.oskar);
    expect(await advance(w, again)).toBe(w.ids.mina);
    await asFresh(w, "moved on to Mina");
    // A world setting the tracker reads, then the edition (every row drawn anew), on the GM's tracker.
    await w.as("gm");
    const gmActing = w.row(w.ids.mina);
    await advance(w, gmActing);
    await g.game.settings.set("humanity-blessed", "endeavorFinishLine", 12);
    await w.tracker.render();
    await asFresh(w, "the finish line moved");
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    await w.tracker.render();
    await asFresh(w, "another edition");
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.21.10");
  });
});
