// The acting row's forms redrawn in place as they are edited (live-forms.ts), on rows drawn in happy-dom: a label's
// words for the fields as they stand, a live form's sum and its warning colour, the Check's odds for the action chosen
// (or a pending Attack's), and after a render the turn's open step and the odds of fields put back. What the view
// computes (live-labels.ts, live-sums.ts, turn-odds.ts) is tested there: here it is stood in for, and each stand-in
// echoes what the row handed it, so a test reads the words the form shows.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { afterRender, onCheckInput, onLabelInput, onLiveInput } from "../../../../src/applications/combat/tracker/live-forms";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { checkOdds, liveLabels, liveSum } from "../../../../src/applications/combat/view/index";

vi.mock("../../../../src/applications/combat/view/index", async (original) => ({
  ...(await original<object>()),
  liveLabels: vi.fn(),
  liveSum: vi.fn(),
  checkOdds: vi.fn(),
}));

const labels = vi.mocked(liveLabels);
const sums = vi.mocked(liveSum);
const odds = vi.mocked(checkOdds);
const state = { participants: [{ id: "wren" }] };

/** The tracker showing c1's Endeavor (none: no Endeavor), its element holding `html`. */
function host(html: string, endeavor: unknown = state, drafts: Map<string, string> | null = null) {
  const element = document.createElement("section");
  element.innerHTML = html;
  document.body.replaceChildren(element);
  const tracker = {
    element,
    combat: endeavor ? { id: "c1", endeavor } : null,
    drafts: drafts && { values: drafts, focus: null },
  } as unknown as TrackerHost;
  return { tracker, element };
}
const row = (inner: string, id: string | null = "wren") =>
  `<li ${id === null ? "" : `data-combatant-id="${id}"`}><form class="hb-row-form">${inner}</form></li>`;
/** One part of a label or sum: a key and its format data. */
const part = (key: string, data: Record<string, string | number> = {}) => ({ key, data });
const text = (el: ParentNode, selector: string) => el.querySelector(selector)!.textContent;

/** A Check's odds figure as templates/combat/check-odds.hbs draws it (caption, one bar, its legend, notes). */
const figure = (kind = "", caption = "stale") =>
  `<figure data-hb-odds data-kind="${kind}"><figcaption data-hb-odds-caption>${caption}</figcaption>` +
  `<div class="hb-turn-bar"><span data-outcome="major"></span></div>` +
  `<ul class="hb-turn-legend"><li data-outcome="major"><span data-hb-percent>?</span></li></ul>` +
  `<ul data-hb-odds-notes></ul></figure>`;

/** A view of the odds for `kind`: a Hard Check of 2d6 or, with no difficulty, the refusal's plain caption. */
function oddsFor(kind: string, difficulty = "HB.Difficulty.hard") {
  return {
    caption: difficulty
      ? { key: "HB.Endeavor.Odds.caption", difficulty, dice: kind }
      : { key: "HB.Endeavor.Odds.refused", difficulty: "", dice: "" },
    outcomes: [{ outcome: "major", percent: "42 %", width: 42 }],
    notes: [{ key: "HB.Endeavor.Odds.known", data: { total: 7 } }],
    rolls: 1,
  } as unknown as ReturnType<typeof checkOdds>;
}

beforeEach(() => {
  labels.mockReset();
  sums.mockReset();
  odds.mockReset();
});

describe("a label's words", () => {
  const parts = (names: string) => ({ moveUp: [{ key: "HB.Endeavor.Step.chosen", data: { names } }] });

  it("are each part formatted for the fields as they stand, joined by a dot", () => {
    labels.mockImplementation((_s, by, fields) => ({
      moveUp: [
        part("HB.Endeavor.Steal.ticked", { count: 2 }),
        part("HB.Endeavor.Step.chosen", { names: `${by} ${String(fields.note)}` }),
      ],
    }));
    const { tracker, element } = host(row(`<input name="note" value="Oskar"><span data-hb-label="moveUp">old</span>`));
    onLabelInput(tracker, element.querySelector("li")!);
    expect(text(element, "[data-hb-label]")).toBe("2 ticked to steal. · wren Oskar");
    expect(labels).toHaveBeenCalledWith(state, "wren", { note: "Oskar" });
  });

  it("a label the view has no words for keeps its own; one already right keeps its text as it is", () => {
    labels.mockReturnValue(parts("Oskar"));
    const { tracker, element } = host(row(`<span data-hb-label="moveDown">down</span><span data-hb-label="moveUp">Oskar</span>`));
    const kept = element.querySelector('[data-hb-label="moveUp"]')!.firstChild;
    onLabelInput(tracker, element.querySelector("li")!);
    expect(text(element, '[data-hb-label="moveDown"]')).toBe("down");
    expect(element.querySelector('[data-hb-label="moveUp"]')!.firstChild).toBe(kept);
  });

  it("nothing is rewritten with no Endeavor shown or outside a participant's row", () => {
    labels.mockReturnValue(parts("Oskar"));
    const none = host(row(`<span data-hb-label="moveUp">old</span>`), null);
    onLabelInput(none.tracker, none.element.querySelector("li")!);
    expect(text(none.element, "[data-hb-label]")).toBe("old");
    const stray = host(row(`<span data-hb-label="moveUp">old</span>`, null));
    onLabelInput(stray.tracker, stray.element.querySelector("li")!);
    expect(text(stray.element, "[data-hb-label]")).toBe("old");
  });
});

describe("a live form's sum", () => {
  const combo = (inner = "") => row(`<fieldset data-hb-live="combo"><input name="moved" value="3">${inner}<output>old</output></fieldset>`);
  const input = (element: HTMLElement) => ({ target: element.querySelector("input") }) as unknown as Event;

  it("reads what the fields add up to, its parts joined by a space, red while the engine would refuse it", () => {
    sums.mockImplementation((_s, _by, form, fields) => ({
      parts: [
        part("HB.Endeavor.Combo.sumEven", { moved: String(fields.moved) }),
        part("HB.Endeavor.Combo.slowed", { asked: form }),
      ],
      danger: true,
    }));
    const { tracker, element } = host(combo());
    onLiveInput(tracker, input(element));
    const output = element.querySelector("output")!;
    expect(output.textContent).toBe(
      "Moving down in all: 3. The opponents move down by 3 in all, shared evenly unless you type their shares. " +
        "(combo typed: buttons passed on the way slow or stop the movement.)",
    );
    expect(output.classList.contains("hb-danger")).toBe(true);
    expect(sums).toHaveBeenCalledWith(state, "wren", "combo", { moved: "3" });
    sums.mockReturnValue({ parts: [{ key: "HB.Endeavor.Steal.none", data: {} }], danger: false });
    onLiveInput(tracker, input(element));
    expect(output.textContent).toBe("None ticked: the largest are stolen.");
    expect(output.classList.contains("hb-danger")).toBe(false);
  });

  it("nothing is written outside a live form, outside a row, with no Endeavor, with no sum or no output", () => {
    sums.mockReturnValue({ parts: [{ key: "HB.Endeavor.Steal.none", data: {} }], danger: true });
    const cases = [
      host(row(`<input name="moved"><output>old</output>`)),
      host(combo().replace('data-combatant-id="wren"', "")),
      host(combo(), null),
    ];
    for (const { tracker, element } of cases) {
      onLiveInput(tracker, input(element));
      expect(text(element, "output")).toBe("old");
    }
    sums.mockReturnValue(null);
    const empty = host(combo());
    onLiveInput(empty.tracker, input(empty.element));
    expect(text(empty.element, "output")).toBe("old");
    sums.mockReturnValue({ parts: [], danger: true });
    const bare = host(row(`<fieldset data-hb-live="combo"><input name="moved"></fieldset>`));
    expect(() => onLiveInput(bare.tracker, input(bare.element))).not.toThrow();
  });
});

describe("the Check's odds", () => {
  const action = (kind: string, checked = true) =>
    `<input type="radio" name="hbActionKind" value="${kind}" ${checked ? "checked" : ""}>`;

  it("are those of the action chosen, redrawn with the difficulty's word, the dice and the notes", () => {
    odds.mockImplementation((_s, _by, kind) => oddsFor(kind));
    const { tracker, element } = host(row(`${action("attack")}${figure("move")}`));
    onCheckInput(tracker, element.querySelector("li")!);
    expect(text(element, "[data-hb-odds-caption]")).toBe("Hard Check: attack");
    expect(text(element, "[data-hb-percent]")).toBe("42 %");
    expect(element.querySelector<HTMLElement>(".hb-turn-bar [data-outcome]")!.style.width).toBe("42%");
    expect([...element.querySelectorAll("[data-hb-odds-notes] li")].map((li) => li.textContent)).toEqual([
      "Your position roll, 7, is this Check's first roll.",
    ]);
    expect(odds).toHaveBeenCalledWith(state, "wren", "attack", { hbActionKind: "attack" }, false);
  });

  it("with no action chosen, those of the figure's own; a refusal's caption has no difficulty", () => {
    odds.mockImplementation((_s, _by, kind) => oddsFor(kind, ""));
    const { tracker, element } = host(row(`${action("attack", false)}${figure("move")}`));
    onCheckInput(tracker, element.querySelector("li")!);
    expect(text(element, "[data-hb-odds-caption]")).toBe("No Check with these choices:");
    expect(odds).toHaveBeenLastCalledWith(state, "wren", "move", { hbActionKind: null }, false);
    const bare = host(row(figure("")));
    onCheckInput(bare.tracker, bare.element.querySelector("li")!);
    expect(odds).toHaveBeenLastCalledWith(state, "wren", "", {}, false);
  });

  it("a pending Attack's are its own, whatever action the row has ticked", () => {
    odds.mockImplementation((_s, _by, kind) => oddsFor(kind));
    const { tracker, element } = host(row(`${action("move")}<div class="hb-pending">${figure("attack")}</div>`));
    onCheckInput(tracker, element.querySelector("li")!);
    expect(text(element, "[data-hb-odds-caption]")).toBe("Hard Check: attack");
    expect(odds).toHaveBeenCalledWith(state, "wren", "attack", { hbActionKind: "move" }, true);
  });

  it("are left as drawn with no figure, no Endeavor, outside a row, or no Check the view can read", () => {
    odds.mockImplementation((_s, _by, kind) => oddsFor(kind));
    for (const { tracker, element } of [host(row(figure("move")), null), host(row(figure("move"), null))]) {
      onCheckInput(tracker, element.querySelector("li")!);
      expect(text(element, "[data-hb-odds-caption]")).toBe("stale");
    }
    const none = host(row(action("move")));
    expect(() => onCheckInput(none.tracker, none.element.querySelector("li")!)).not.toThrow();
    odds.mockReturnValue(null);
    const unread = host(row(figure("move")));
    onCheckInput(unread.tracker, unread.element.querySelector("li")!);
    expect(text(unread.element, "[data-hb-odds-caption]")).toBe("stale");
    expect(odds).toHaveBeenCalledTimes(1);
  });
});

describe("after a render", () => {
  /** The acting row's turn: the action step (Move ticked, or none) and the details step. */
  const turn = (ticked = true) =>
    row(`<ol data-hb-turn><li><details data-step="action"><summary>Action</summary>
      <label><input type="radio" name="hbActionKind" value="move" ${ticked ? "checked" : ""}> Move</label></details></li>
      <li><details data-step="details"><summary>Details</summary><p data-for="move">Where to</p></details></li></ol>`);
  const open = (element: HTMLElement) =>
    [...element.querySelectorAll<HTMLDetailsElement>("details")].filter((d) => d.open).map((d) => d.dataset.step);

  it("the turn shows the chosen action's fields; the step open before someone else's re-render opens again", async () => {
    const first = host(turn());
    const element = first.element;
    await afterRender(first.tracker);
    expect(element.querySelector<HTMLElement>("[data-for]")!.hidden).toBe(false);
    const details = element.querySelector<HTMLDetailsElement>('[data-step="details"]')!;
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    // Redrawn with the fields put back: the details step is open again.
    element.innerHTML = turn();
    await afterRender({ ...first.tracker, drafts: { values: new Map(), focus: null } } as unknown as TrackerHost);
    expect(open(element)).toEqual(["details"]);
    // The user's own action went through (no drafts): the turn starts afresh.
    element.innerHTML = turn();
    await afterRender(first.tracker);
    expect(open(element)).toEqual([]);
  });

  it("a render with no turn and no start form forgets no step", async () => {
    const { tracker, element } = host(turn());
    await afterRender(tracker);
    const details = element.querySelector<HTMLDetailsElement>('[data-step="details"]')!;
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    element.innerHTML = row("<p>Waiting</p>");
    await afterRender(tracker);
    element.innerHTML = turn();
    await afterRender({ ...tracker, drafts: { values: new Map(), focus: null } } as unknown as TrackerHost);
    expect(open(element)).toEqual(["details"]);
  });

  it("the start form shows the fields of the kind chosen, and follows a new choice", async () => {
    const { tracker, element } = host(`<form data-endeavor-start><select name="kind"><option value="racing">Racing</option>
      <option value="rush">Rush</option></select><p data-kinds="racing">Finish</p><p data-kinds="rush">Leader</p></form>`);
    await afterRender(tracker);
    const shown = () => [...element.querySelectorAll<HTMLElement>("[data-kinds]")].filter((p) => !p.hidden).map((p) => p.textContent);
    expect(shown()).toEqual(["Finish"]);
    const select = element.querySelector("select")!;
    select.value = "rush";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(shown()).toEqual(["Leader"]);
  });

  it("the odds are redrawn for fields put back, and only then", async () => {
    odds.mockImplementation((_s, _by, kind) => oddsFor(kind));
    const html = row(`<input type="radio" name="hbActionKind" value="attack" checked>${figure("move")}`) + figure("x");
    const drafted = host(html, state, new Map([["hbActionKind", "attack"]]));
    await afterRender(drafted.tracker);
    expect(text(drafted.element, "li [data-hb-odds-caption]")).toBe("Hard Check: attack");
    // A figure outside any row is no row's odds.
    expect(text(drafted.element, ":scope > [data-hb-odds] [data-hb-odds-caption]")).toBe("stale");
    for (const drafts of [null, new Map<string, string>()]) {
      const { tracker, element } = host(html, state, drafts);
      await afterRender(tracker);
      expect(text(element, "li [data-hb-odds-caption]")).toBe("stale");
    }
  });

  it("every row's labels are written for its fields as drawn", async () => {
    labels.mockImplementation((_s, by) => ({ moveUp: [{ key: "HB.Endeavor.Step.chosen", data: { names: by } }] }));
    const { tracker, element } = host(
      row(`<span data-hb-label="moveUp">old</span>`) + row(`<span data-hb-label="moveUp">old</span>`, "oskar"),
    );
    await afterRender(tracker);
    expect([...element.querySelectorAll("[data-hb-label]")].map((el) => el.textContent)).toEqual(["wren", "oskar"]);
  });
});
