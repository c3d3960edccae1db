// A Stealth Endeavor's acting forms say where each choice leads, in the real EndeavorTracker under the fake Foundry: a
// rogue's Move (where each direction lands and what is there; the Escape this move would take), redrawn as Help on X
// is chosen; step 3 titled for the action, a step the action has not left out, the closed step saying what was chosen
// and the confirm button saying the whole action.
import { afterEach, describe, expect, it, vi } from "vitest";
import { started, type Started } from "../tracker-helpers";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Alarms at 3, 5 and 12; an Objective at 9 (Hand, Hard); Escapes at 4 and 15. Wren, Oskar, Mina are rogues at 1. */
const LAND = { alarms: "3 5 12", objectives: "9 Hand hard", escapes: "4 15", sanctuaries: "" };

async function stealth() {
  return started("v0.0.21.10", undefined, "stealth", { land: LAND, watch: 8 });
}

async function round(w: Started, mina: [string, number[]] = ["Hand", [1, 6]]) {
  const chosen = { wren: ["Head", [3, 3]], oskar: ["Hurt", [2, 4]], mina, widow: ["Watch", [4, 4, 5]] } as const;
  for (const who of ["wren", "oskar", "mina", "widow"] as const) {
    const [stat, blessings] = chosen[who];
    await w.combat.dispatch({ type: "chooseActionDie", by: w.ids[who], stat, blessings: [...blessings] });
  }
  w.dispatched.length = 0;
}

/** The GM ends turns until it is `id`'s. */
async function turnOf(w: Started, id: string) {
  for (let i = 0; i < 8 && w.combat.endeavor!.turn.current !== id; i += 1) {
    await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
  }
  expect(w.combat.endeavor!.turn.current).toBe(id);
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const label = (row: HTMLElement, name: string) => text(row.querySelector(`[data-hb-label="${name}"]`));
/** A choice made as a user makes it: the control changed, and the change event the tracker listens to. */
function choose(row: HTMLElement, selector: string, value?: string) {
  const el = row.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  if (value === undefined) (el as HTMLInputElement).checked = true;
  else el.value = value;
  el.dispatchEvent(new Event("change", { bubbles: true }));
}
/** The labels are redrawn from the tracker's lazily loaded body: wait for the text. */
const shows = async (row: HTMLElement, name: string, expected: string) =>
  vi.waitFor(() => expect(label(row, name)).toBe(expected));
const visibleSteps = (row: HTMLElement) =>
  [...row.querySelectorAll<HTMLElement>("[data-hb-turn] > li")]
    .filter((li) => !li.hidden)
    .map((li) => `${text(li.querySelector(".hb-step-n"))} ${text([...li.querySelectorAll(".hb-step-title")].find((t) => !(t as HTMLElement).hidden) ?? null)}`);

describe("a rogue's Move says where it leads", () => {
  it("each direction: where it lands and what is there; the Escape this move reaches; Help on X redraws them", async () => {
    const w = await stealth();
    await round(w, ["Head", [1]]);
    // Mina has the fewest temporary Blessings: she Covers first, so her Help is there for Wren's Move.
    await w.as("gm");
    w.row(w.ids.mina).querySelector<HTMLElement>('[data-action="hbAct"][data-kind="cover"]')!.click();
    await vi.waitFor(() => expect(w.combat.endeavor!.participants.find((p) => p.id === w.ids.mina)!.delayed).toBe(true));
    await turnOf(w, w.ids.wren);
    await w.tracker.render();
    const row = w.row(w.ids.wren);
    // Head d6: X 2 from 1 — up lands on the Alarm at 3, down stops at the track's bottom.
    expect(label(row, "moveUp")).toBe("Up by X (2) → 3 · Alarm");
    expect(label(row, "moveDown")).toBe("Down by X (2) → 0");
    expect(label(row, "moveEscape")).toBe("Leave safely by the Escape at 4: out of reach (3 away, X is 2)");
    // Mina's Help raises X (her 1 is worth +1): up reaches the Escape at 4 and stops there if Wren leaves.
    choose(row, `input[name="helper"][value="${w.ids.mina}"]`);
    choose(row, `select[name="helpUse.${w.ids.mina}"]`, "x");
    await shows(row, "moveUp", "Up by X (3) → 4 · Escape");
    expect(label(row, "moveEscape")).toBe("Leave safely by the Escape at 4: this move reaches it");
    // Lowered instead (Cover): X 1.
    choose(row, `select[name="helpUse.${w.ids.mina}"]`, "x-down");
    await shows(row, "moveUp", "Up by X (1) → 2");
    expect(label(row, "moveDown")).toBe("Down by X (1) → 0");
    // Down: the Escape option speaks of that way.
    choose(row, 'input[name="moveDirection"][value="down"]');
    await shows(row, "moveEscape", "Leave safely by an Escape: there is none this way");
    // The radios' names are these texts: a screen reader hears the same.
    const up = row.querySelector<HTMLInputElement>('input[name="moveDirection"][value="up"]')!;
    expect(text(up.closest("label"))).toBe("Up by X (1) → 2");
  });

  it("the steps are the Move's, titled for it; the closed step and the button say what was chosen", async () => {
    const w = await stealth();
    await round(w);
    await w.as("player");
    const row = w.row(w.ids.wren);
    // Nothing chosen: the book's steps.
    expect(visibleSteps(row)).toEqual(["1 Action Die", "2 Action", "3 Targets, Spark, Help, payments", "4 The Check", "5 Confirm"]);
    choose(row, 'input[name="hbActionKind"][value="move"]');
    expect(visibleSteps(row)).toEqual(["1 Action Die", "2 Action", "3 Direction, Spark, Help", "4 The Check", "5 Confirm"]);
    await shows(row, "summary.move", "Up → 3");
    expect(text(row.querySelector('[data-action="hbAct"][data-kind="move"]'))).toBe("Move: up by X (2) → 3");
    choose(row, 'input[name="moveEscape"]');
    choose(row, 'input[name="moveDirection"][value="down"]');
    await shows(row, "summary.move", "Down → 0");
    expect(text(row.querySelector('[data-action="hbAct"][data-kind="move"]'))).toBe("Move: down by X (2) → 0");
    // Cover needs neither step 3 nor a Check: they are not listed, and Confirm is step 3.
    choose(row, 'input[name="hbActionKind"][value="cover"]');
    expect(visibleSteps(row)).toEqual(["1 Action Die", "2 Action", "3 Confirm"]);
  });
});

describe("the Eye's Search", () => {
  it("lists no Check; step 3 is where to search, and the button says the Alarm it adds", async () => {
    const w = await stealth();
    await round(w);
    await w.as("gm");
    await turnOf(w, w.ids.widow);
    await w.tracker.render();
    const row = w.row(w.ids.widow);
    choose(row, 'input[name="hbActionKind"][value="search"]');
    expect(visibleSteps(row)).toEqual(["1 Action Die", "2 Action", "3 Where to search", "4 Confirm"]);
    // The first free position is 2 (the rogues stand at 1, an Alarm at 3).
    expect(label(row, "summary.search")).toBe("Alarm at 2");
    expect(label(row, "confirm.search")).toBe("Search: add an Alarm at 2");
    const at = row.querySelector<HTMLInputElement>('input[name="searchPosition"]')!;
    at.value = "7";
    at.dispatchEvent(new Event("input", { bubbles: true }));
    await shows(row, "confirm.search", "Search: add an Alarm at 7");
    expect(label(row, "summary.search")).toBe("Alarm at 7");
  });
});
