// turn-ahead.ts: what the browser's idle time prepares for the tracker's next command: the acting rows learn what they
// show, then the row most likely to take the turn next is drawn ahead and its morph worked out, so that the command
// only writes. A guess that misses, or a row written into since, is drawn as ever: the DOM is always a full render's.
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { isPrepared, remembers } from "../../../../src/applications/shared/morph/html-morph";
import { learnTurns, rowSource } from "../../../../src/applications/combat/render/turn-ahead";
import type { TrackerKeep } from "../../../../src/applications/combat/render/tracker-plan";
import { expectAsFresh, started, toTurns, type Started } from "../tracker-helpers";

describe("learnTurns", () => {
  it("finds each acting row whatever its id (one starting with a digit needs escaping in a selector) and learns it when idle", () => {
    const id = "5Tz4iXztytTAggL5";
    const li = `<li data-combatant-id="${id}"><p>Wren's turn</p></li>`;
    document.body.innerHTML = `<section><ol class="hb-endeavor-rows"><li data-combatant-id="a1"><p>Oskar</p></li>${li}</ol></section>`;
    const part = document.body.firstElementChild as HTMLElement;
    const jobs: (() => void)[] = [];
    learnTurns({ drawn: null, drawing: null, redraw: false, renderRow: () => li, later: (job) => jobs.push(job), turnRows: new Map([[id, {}]]) }, part);
    expect(jobs).toHaveLength(1);
    jobs.forEach((job) => job());
    const rows = [...part.querySelectorAll("li")];
    expect(rows.map(remembers)).toEqual([false, true]);
  });
});

/** A GM's tracker of its own in the turns, its idle time in the test's hands; `drawing` lists the rows it draws alone
 *  (the rows rewritten into another's element) at each render. */
async function trackerInTurns(): Promise<{ w: Started; t: EndeavorTracker; idle: () => void; drawing: string[]; rowOf: (id: string) => HTMLElement }> {
  const w = await started();
  await toTurns(w);
  const t = new EndeavorTracker();
  const jobs: (() => void)[] = [];
  t.keep.later = (job) => jobs.push(job);
  await t.render({ force: true });
  const drawing: string[] = [];
  const real = t.keep.renderRow!;
  t.keep.renderRow = (row) => {
    drawing.push((row as { id: string }).id);
    return real(row);
  };
  const rowOf = (id: string) => t.element!.querySelector<HTMLElement>(`[data-application-part="tracker"] li[data-combatant-id="${id}"]`)!;
  return { w, t, idle: () => jobs.splice(0).forEach((job) => job()), drawing, rowOf };
}

describe("the next turn drawn ahead", () => {
  it("once the browser idles after a render, the row most likely to take the turn is drawn and its morph into the acting row worked out; the command's render then draws it no more", async () => {
    const { w, t, idle, drawing, rowOf } = await trackerInTurns();
    const acting = rowOf(w.ids.wren);
    expect(acting.querySelector("[data-hb-turn]")).not.toBeNull();
    expect(t.keep.ahead).toBeUndefined();
    idle();
    expect(remembers(acting)).toBe(true);
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    const next = w.combat.endeavor!.turn.current!;
    const ahead = t.keep.ahead!.rows.get(next)!;
    expect(ahead.html).toContain("data-hb-turn");
    expect(isPrepared(acting, ahead.html)).toBe(true);
    drawing.length = 0;
    await t.render();
    expect(rowOf(next)).toBe(acting);
    // The next actor's row, rewritten into Wren's element, was not drawn at the command: what was drawn ahead was.
    expect(drawing).not.toContain(next);
    await expectAsFresh(t, "the turn moved on into the row drawn ahead");
    // And on from there: the element morphed into learns nothing more, and the next turn is drawn ahead again.
    idle();
    await w.combat.dispatch({ type: "act", by: next, action: { kind: "advance" } });
    const third = w.combat.endeavor!.turn.current!;
    if (third && third !== next && t.keep.ahead!.rows.has(third)) expect(isPrepared(acting, t.keep.ahead!.rows.get(third)!.html)).toBe(true);
    await t.render();
    await expectAsFresh(t, "moved on again");
    await t.close();
  });

  it("a guess that misses (the next row's context changed in other ways) or a row written into since is drawn as ever, as a fresh render draws it", async () => {
    const { w, t, idle, drawing, rowOf } = await trackerInTurns();
    const acting = rowOf(w.ids.wren);
    idle();
    const ahead = [...t.keep.ahead!.rows.keys()];
    expect(ahead.length).toBeGreaterThan(0);
    // The GM moves the next actor's marker first: its row's context is no longer the one drawn ahead.
    const taker = ahead.find((id) => id !== w.ids.wren)!;
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: taker, to: 7 } });
    await t.render();
    expect(rowOf(w.ids.wren)).toBe(acting);
    await w.combat.dispatch({ type: "act", by: w.ids.wren, action: { kind: "advance" } });
    drawing.length = 0;
    await t.render();
    expect(drawing).toContain(w.combat.endeavor!.turn.current!);
    await expectAsFresh(t, "the guess missed");
    // Drawn ahead again, then a script writes into the acting row (a step opened) before the command.
    idle();
    const now = w.combat.endeavor!.turn.current!;
    const actingNow = rowOf(now);
    const steps = [...actingNow.querySelectorAll<HTMLDetailsElement>("details[data-step]")];
    steps.at(-1)!.open = true;
    steps[0]!.open = false;
    await w.combat.dispatch({ type: "act", by: now, action: { kind: "advance" } });
    await t.render();
    await expectAsFresh(t, "written into after it was drawn ahead");
    await t.close();
  });
});

describe("rowSource", () => {
  const keep = (scope: string, signature: string): TrackerKeep => ({
    drawn: null, redraw: false,
    drawing: { rows: { scope: "gm", signatures: new Map([["a6", signature]]) }, gm: { scope: "gm", signatures: new Map() }, turns: new Set() },
    ahead: { scope, rows: new Map([["a6", { signature: "{\"id\":\"a6\"}", html: "<li>drawn ahead</li>" }]]) },
  });
  it("is the HTML drawn ahead for a row whose context is the one it was drawn from, in the same scope; else the row drawn now", () => {
    const render = vi.fn(() => "<li>drawn now</li>");
    expect(rowSource(keep("gm", '{"id":"a6"}'), "a6", {}, render)).toBe("<li>drawn ahead</li>");
    expect(render).not.toHaveBeenCalled();
    expect(rowSource(keep("gm", '{"id":"a6","acted":true}'), "a6", {}, render)).toBe("<li>drawn now</li>");
    expect(rowSource(keep("player", '{"id":"a6"}'), "a6", {}, render)).toBe("<li>drawn now</li>");
    expect(rowSource(keep("gm", '{"id":"a6"}'), "a7", {}, render)).toBe("<li>drawn now</li>");
    expect(render).toHaveBeenCalledTimes(3);
  });
});

describe("learnTurns, then the next turn", () => {
  it("draws nothing ahead if the tracker rendered again before the browser idled (that render prepares its own), or nobody's turn comes next", () => {
    document.body.innerHTML = `<section><ol class="hb-endeavor-rows"><li data-combatant-id="a1"><p>Wren's turn</p></li><li data-combatant-id="a2"><p>Oskar</p></li></ol></section>`;
    const part = document.body.firstElementChild as HTMLElement;
    const jobs: (() => void)[] = [];
    const drawn = { rows: { scope: "gm", signatures: new Map([["a1", "{}"], ["a2", "{}"]]) }, gm: { scope: "gm", signatures: new Map() }, turns: new Set(["a1"]) };
    const nextTurn = vi.fn(() => ({ started: true, rows: [{ id: "a1" }, { id: "a2", turn: {} }] }));
    const k: TrackerKeep = { drawn, drawing: drawn, redraw: false, renderRow: () => "<li>x</li>", later: (job) => jobs.push(job), turnRows: new Map([["a1", {}]]), nextTurn };
    learnTurns(k, part);
    expect(jobs).toHaveLength(2);
    k.drawn = { ...drawn };
    jobs.splice(0).forEach((job) => job());
    expect(nextTurn).not.toHaveBeenCalled();
    expect(k.ahead).toBeUndefined();
    learnTurns(k, part);
    nextTurn.mockReturnValueOnce(null as never);
    jobs.splice(0).forEach((job) => job());
    expect(nextTurn).toHaveBeenCalledTimes(1);
    expect(k.ahead).toBeUndefined();
    // Oskar takes the turn (the element of Wren's row), and Wren's row Oskar's in return: both drawn ahead.
    learnTurns(k, part);
    jobs.splice(0).forEach((job) => job());
    expect([...k.ahead!.rows.keys()].sort()).toEqual(["a1", "a2"]);
  });
});

describe("learnTurns, when there is nothing to learn or draw ahead", () => {
  const ROWS = `<ol class="hb-endeavor-rows"><li data-combatant-id="a1"><p>Wren's turn</p></li><li data-combatant-id="a2"><p>Oskar</p></li></ol>`;
  const drawnOf = (turns: string[]) => ({
    rows: { scope: "gm", signatures: new Map([["a1", "{}"], ["a2", "{}"]]) }, gm: { scope: "gm", signatures: new Map() }, turns: new Set(turns),
  });
  /** A tracker part on screen, the idle jobs learnTurns leaves, and a next turn where Oskar (a2) takes Wren's turn. */
  function part(html = ROWS) {
    document.body.innerHTML = `<section>${html}</section>`;
    const el = document.body.firstElementChild as HTMLElement;
    const jobs: (() => void)[] = [];
    const nextTurn = vi.fn(() => ({ started: true, rows: [{ id: "a1" }, { id: "a2", turn: {} }] }));
    const keep: TrackerKeep = {
      drawn: drawnOf(["a1"]), drawing: null, redraw: false, renderRow: (row) => `<li data-combatant-id="${(row as { id: string }).id}">x</li>`,
      later: (job) => jobs.push(job), turnRows: new Map([["a1", {}]]), nextTurn,
    };
    const idle = () => jobs.splice(0).forEach((job) => job());
    return { el, jobs, keep, nextTurn, idle };
  }

  it("learns nothing without a way to draw a row, to wait for idle time, or an acting row", () => {
    for (const over of [{ renderRow: undefined }, { later: undefined }, { turnRows: undefined }, { turnRows: new Map() }]) {
      const { el, jobs, keep, idle } = part();
      expect(() => learnTurns({ ...keep, ...over }, el)).not.toThrow();
      expect(jobs).toHaveLength(0);
      idle();
      expect([...el.querySelectorAll("li")].map(remembers)).toEqual([false, false]);
    }
  });

  it("draws nothing ahead without a guess at the next turn or rows on screen drawn by a plan", () => {
    for (const over of [{ nextTurn: undefined }, { drawn: null }]) {
      const { el, jobs, keep } = part();
      learnTurns({ ...keep, ...over }, el);
      expect(jobs).toHaveLength(1);
    }
  });

  it("draws nothing ahead once the tracker's part has left the screen", () => {
    const { el, keep, nextTurn, idle } = part();
    learnTurns(keep, el);
    el.remove();
    idle();
    expect(nextTurn).not.toHaveBeenCalled();
    expect(keep.ahead).toBeUndefined();
  });

  it("a row whose element is not on screen is not drawn ahead; the row it swaps with still is", () => {
    const { el, keep, idle } = part(`<ol class="hb-endeavor-rows"><li data-combatant-id="a2"><p>Oskar</p></li></ol>`);
    keep.turnRows = new Map([["a2", {}]]);
    learnTurns(keep, el);
    idle();
    expect([...keep.ahead!.rows]).toEqual([["a1", { signature: '{"id":"a1"}', html: '<li data-combatant-id="a1">x</li>' }]]);
    expect(keep.ahead!.scope).toBe("gm");
  });
});

describe("rowSource with nothing drawn ahead", () => {
  it("draws the row now when nothing was drawn ahead, or no render is under way", () => {
    const render = vi.fn(() => "<li>drawn now</li>");
    const drawing = { rows: { scope: "gm", signatures: new Map([["a6", "{}"]]) }, gm: { scope: "gm", signatures: new Map() }, turns: new Set<string>() };
    const ahead = { scope: "gm", rows: new Map([["a6", { signature: "{}", html: "<li>drawn ahead</li>" }]]) };
    expect(rowSource({ drawn: null, redraw: false, drawing }, "a6", {}, render)).toBe("<li>drawn now</li>");
    expect(rowSource({ drawn: null, redraw: false, drawing: null, ahead }, "a6", {}, render)).toBe("<li>drawn now</li>");
    expect(rowSource({ drawn: null, redraw: false, drawing, ahead }, "a6", {}, render)).toBe("<li>drawn ahead</li>");
  });
});
