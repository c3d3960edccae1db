// A press in a participant's row (row-actions.ts) and the request it sends the GM: the Stat chosen, the action, the
// offer made or withdrawn, the recharge paid; a press outside a row, or with a position left blank, sends nothing.
// The engine's commands are built by the view (tested there): here they echo what the row handed them.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rowActions } from "../../../../src/applications/combat/tracker/row-actions";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { requestEndeavor } from "../../../../src/applications/combat/requests/index";
import { ui } from "../../../fakes/setup";

vi.mock("../../../../src/applications/combat/requests/index", async (original) => ({
  ...(await original<object>()),
  requestEndeavor: vi.fn(async () => true),
}));
vi.mock("../../../../src/applications/combat/view/index", async (original) => ({
  ...(await original<object>()),
  chooseCommand: (...args: unknown[]) => ({ type: "choose", args }),
  actCommand: (...args: unknown[]) => ({ type: "act", args }),
  pendingCommand: (...args: unknown[]) => ({ type: "pending", args }),
  specialCommand: (...args: unknown[]) => ({ type: "special", args }),
}));

const sent = vi.mocked(requestEndeavor);
const state = { participants: [{ id: "wren", role: "character" }, { id: "maw", role: "monstrosity" }] };

/** The tracker showing Combat c1's Endeavor (none: no Combat shown). */
function host(combat = true) {
  return { combat: combat ? { id: "c1", endeavor: state } : null, sent: false } as unknown as TrackerHost;
}

/** A button drawn in `id`'s row, beside the row's form holding `form` (html); none: a button in no row. */
function button(data: Record<string, string>, id: string | null = "wren", form = "") {
  const list = document.createElement("ol");
  list.innerHTML = `<li ${id ? `data-combatant-id="${id}"` : ""}><form class="hb-row-form">${form}</form>
    <div class="hb-reaction"><select name="reactionWhom"><option value="">—</option><option value="oskar">Oskar</option>
    </select><button type="button">Offer</button></div></li>`;
  const b = list.querySelector<HTMLButtonElement>("button")!;
  Object.assign(b.dataset, data);
  return b;
}

type Handler = (this: TrackerHost, event: PointerEvent, target: HTMLElement) => Promise<void>;
/** Press `target` with `name`'s handler; what was sent (the Combat's id left out), in order. */
async function press(name: keyof typeof rowActions, target: HTMLElement, tracker = host()) {
  sent.mockClear();
  await (rowActions[name] as Handler).call(tracker, new PointerEvent("click"), target);
  return sent.mock.calls.map(([r]) => {
    expect(r.combatId).toBe("c1");
    const { combatId: _, ...rest } = r as unknown as Record<string, unknown>;
    return rest;
  });
}
const cmd = (command: unknown) => [{ op: "command", command }];

beforeEach(() => {
  ui.messages.length = 0;
});

describe("the round's choice", () => {
  it("a Stat pressed sends that Stat, not Sparked, with the row's fields", async () => {
    const b = button({ stat: "Hurt" }, "wren", `<input name="note" value="x">`);
    expect(await press("hbChoose", b)).toEqual(cmd({ type: "choose", args: [state, "wren", "Hurt", { note: "x" }, false] }));
  });

  it("Roll Sparked sends Sparked with no Stat of its own; another spark value is no press", async () => {
    expect(await press("hbChoose", button({ spark: "true" }))).toEqual(cmd({ type: "choose", args: [state, "wren", "", {}, true] }));
    expect(await press("hbChoose", button({ spark: "false" }))).toEqual([]);
    expect(await press("hbChoose", button({ spark: "false", stat: "Hurt" }))).toEqual(
      cmd({ type: "choose", args: [state, "wren", "Hurt", {}, false] }),
    );
  });

  it("nothing outside a row or with no Combat", async () => {
    expect(await press("hbChoose", button({ stat: "Hurt" }, null))).toEqual([]);
    expect(await press("hbChoose", button({ stat: "Hurt" }), host(false))).toEqual([]);
  });
});

describe("Kinetic", () => {
  it("exchanges with the ally chosen, or keeps one's own", async () => {
    const ally = `<select name="kineticAlly"><option value="oskar" selected>Oskar</option></select>`;
    expect(await press("hbKinetic", button({}, "wren", ally))).toEqual(cmd({ type: "kinetic", by: "wren", ally: "oskar" }));
    expect(await press("hbKinetic", button({ keep: "true" }, "wren", ally))).toEqual(
      cmd({ type: "kinetic", by: "wren", ally: null }),
    );
    expect(await press("hbKinetic", button({}, "wren"))).toEqual(cmd({ type: "kinetic", by: "wren", ally: null }));
    expect(await press("hbKinetic", button({}, null, ally))).toEqual([]);
  });
});

describe("the row's plain presses", () => {
  it("skip the round, reverse the order, the Fatigue Check: each names the row's participant", async () => {
    expect(await press("hbSkipRound", button({}))).toEqual(cmd({ type: "skipRound", by: "wren" }));
    expect(await press("hbReverse", button({}))).toEqual(cmd({ type: "reverseTurnOrder", by: "wren" }));
    expect(await press("hbFatigue", button({}))).toEqual(cmd({ type: "fatigueCheck", by: "wren" }));
    for (const name of ["hbSkipRound", "hbReverse", "hbFatigue"] as const) expect(await press(name, button({}, null))).toEqual([]);
  });
});

describe("the turn's action and a pending Attack", () => {
  it("the action pressed, with the row's fields", async () => {
    const b = button({ kind: "move" }, "wren", `<input name="note" value="x">`);
    expect(await press("hbAct", b)).toEqual(cmd({ type: "act", args: [state, "wren", "move", { note: "x" }] }));
    expect(await press("hbAct", button({}))).toEqual(cmd({ type: "act", args: [state, "wren", "", {}] }));
    expect(await press("hbAct", button({ kind: "move" }, null))).toEqual([]);
    expect(await press("hbAct", button({ kind: "move" }), host(false))).toEqual([]);
  });

  it("the Eye's Search with a position typed is sent; left blank, the player is told and nothing is sent", async () => {
    const typed = button({ kind: "search" }, "wren", `<input name="searchPosition" type="number" value="7">`);
    expect(await press("hbAct", typed)).toEqual(cmd({ type: "act", args: [state, "wren", "search", { searchPosition: 7 }] }));
    expect(ui.messages).toEqual([]);
    const blank = button({ kind: "search" }, "wren", `<input name="searchPosition" type="number" value="">`);
    expect(await press("hbAct", blank)).toEqual([]);
    expect(ui.messages.map((m) => m.type)).toEqual(["warn"]);
    // Another action does not read the position field.
    expect(await press("hbAct", button({ kind: "move" }, "wren", `<input name="searchPosition" type="number" value="">`))).toEqual(
      cmd({ type: "act", args: [state, "wren", "move", { searchPosition: null }] }),
    );
    expect(ui.messages).toHaveLength(1);
  });

  it("a pending Attack's press, with the row's fields", async () => {
    const b = button({ kind: "attack" }, "wren", `<input name="note" value="x">`);
    expect(await press("hbPending", b)).toEqual(cmd({ type: "pending", args: [state, "wren", "attack", { note: "x" }] }));
    expect(await press("hbPending", button({}))).toEqual(cmd({ type: "pending", args: [state, "wren", "", {}] }));
    expect(await press("hbPending", button({ kind: "attack" }, null))).toEqual([]);
    expect(await press("hbPending", button({ kind: "attack" }), host(false))).toEqual([]);
  });
});

describe("special actions", () => {
  it("a character's, a Monstrosity's; nobody in the Endeavor sends nothing", async () => {
    const b = button({ kind: "kinetic" }, "wren", `<input name="note" value="x">`);
    expect(await press("hbSpecial", b)).toEqual(cmd({ type: "special", args: ["wren", "kinetic", { note: "x" }, "character"] }));
    expect(await press("hbSpecial", button({}, "maw"))).toEqual(cmd({ type: "special", args: ["maw", "", {}, "monstrosity"] }));
    expect(await press("hbSpecial", button({ kind: "kinetic" }, "stranger"))).toEqual([]);
    expect(await press("hbSpecial", button({ kind: "kinetic" }), host(false))).toEqual([]);
  });
});

describe("offering Help", () => {
  const form = (use: string, pay = "t:4,4") =>
    `<select name="offerUse"><option value="${use}" selected></option></select>` +
    `<select name="offerPay"><option value="${pay}" selected></option></select>`;

  it("the use chosen and the Blessings paid; Analytical pays nothing; anything else is a roll", async () => {
    for (const use of ["x", "x-down", "roll"]) {
      expect(await press("hbOfferHelp", button({}, "wren", form(use)))).toEqual([
        { op: "offerHelp", by: "wren", offer: { pay: { temporary: [4, 4] }, use } },
      ]);
    }
    expect(await press("hbOfferHelp", button({}, "wren", form("analytical")))).toEqual([
      { op: "offerHelp", by: "wren", offer: { pay: {}, use: "analytical" } },
    ]);
    expect(await press("hbOfferHelp", button({}, "wren", form("sideways", "p:3")))).toEqual([
      { op: "offerHelp", by: "wren", offer: { pay: { permanent: [3] }, use: "roll" } },
    ]);
    expect(await press("hbOfferHelp", button({}, "wren"))).toEqual([{ op: "offerHelp", by: "wren", offer: { pay: {}, use: "roll" } }]);
  });

  it("withdrawn: no offer; outside a row: nothing", async () => {
    expect(await press("hbOfferHelp", button({ withdraw: "true" }, "wren", form("x")))).toEqual([
      { op: "offerHelp", by: "wren", offer: null },
    ]);
    expect(await press("hbOfferHelp", button({ withdraw: "false" }, "wren", form("x")))).toEqual([
      { op: "offerHelp", by: "wren", offer: { pay: { temporary: [4, 4] }, use: "x" } },
    ]);
    expect(await press("hbOfferHelp", button({}, null, form("x")))).toEqual([]);
    expect(await press("hbOfferHelp", button({ withdraw: "true" }, null))).toEqual([]);
  });
});

describe("offering a reaction", () => {
  it("the kind pressed, with whom when one is chosen; withdrawn; an unknown kind or no row sends nothing", async () => {
    expect(await press("hbOfferReaction", button({ kind: "mischievous" }))).toEqual([
      { op: "offerReaction", by: "wren", kind: "mischievous" },
    ]);
    const b = button({ kind: "protective" });
    b.closest(".hb-reaction")!.querySelector("select")!.value = "oskar";
    expect(await press("hbOfferReaction", b)).toEqual([{ op: "offerReaction", by: "wren", kind: "protective", whom: "oskar" }]);
    expect(await press("hbOfferReaction", button({ kind: "watch", withdraw: "true" }))).toEqual([
      { op: "offerReaction", by: "wren", kind: "watch", withdraw: true },
    ]);
    expect(await press("hbOfferReaction", button({ kind: "resolved", withdraw: "false" }))).toEqual([
      { op: "offerReaction", by: "wren", kind: "resolved" },
    ]);
    expect(await press("hbOfferReaction", button({ kind: "gloating" }))).toEqual([]);
    expect(await press("hbOfferReaction", button({}))).toEqual([]);
    expect(await press("hbOfferReaction", button({ kind: "watch" }, null))).toEqual([]);
  });

  it("a button outside the reaction's box, or a box without its select, sends no whom", async () => {
    const b = button({ kind: "protective" });
    b.closest(".hb-reaction")!.querySelector("select")!.value = "oskar";
    b.closest("li")!.append(b);
    expect(await press("hbOfferReaction", b)).toEqual([{ op: "offerReaction", by: "wren", kind: "protective" }]);
    const bare = button({ kind: "protective" });
    bare.closest(".hb-reaction")!.querySelector("select")!.remove();
    expect(await press("hbOfferReaction", bare)).toEqual([{ op: "offerReaction", by: "wren", kind: "protective" }]);
  });
});

describe("recharging a Specialization", () => {
  it("pays with the Blessing chosen in its row; without a Specialization or a row, nothing", async () => {
    const pay = `<select name="rechargePay.Climbing"><option value="t:3" selected></option></select>`;
    expect(await press("hbRecharge", button({ spec: "Climbing" }, "wren", pay))).toEqual(
      cmd({ type: "recharge", by: "wren", specialization: "Climbing", pay: { temporary: [3] } }),
    );
    expect(await press("hbRecharge", button({}, "wren", pay))).toEqual([]);
    expect(await press("hbRecharge", button({ spec: "Climbing" }, null, pay))).toEqual([]);
  });
});
