// The GM's Begin on the start form (start-endeavor.ts): the sides and teams chosen are stored on the Combatants, and
// the start asked of the GM's client carries the kind, the world's edition, the finish line, the Terrain and the
// kinds' own fields; a refused start puts the Combatants back as they were.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startEndeavor } from "../../../../src/applications/combat/tracker/start-endeavor";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { requestEndeavor } from "../../../../src/applications/combat/requests/index";

vi.mock("../../../../src/applications/combat/requests/index", async (original) => ({
  ...(await original<object>()),
  requestEndeavor: vi.fn(async () => true),
}));
vi.mock("../../../../src/settings", async (original) => ({
  ...(await original<object>()),
  currentEdition: () => "v0.0.18",
}));

const sent = vi.mocked(requestEndeavor);
type Stored = { id: string; system: { side: string; team: string } };

/** A Combat of Wren (allies, team Red) and the Maw (side blank); updates are stored as the server would. */
function combat() {
  const combatants: Stored[] = [
    { id: "wren", system: { side: "allies", team: "Red" } },
    { id: "maw", system: { side: "", team: "" } },
  ];
  const updates: unknown[] = [];
  const updateEmbeddedDocuments = vi.fn(async (type: string, changes: { _id: string; system: Stored["system"] }[]) => {
    if (type !== "Combatant") throw new Error(`${type} is not embedded in a Combat`);
    updates.push(changes);
    for (const c of changes) Object.assign(combatants.find((x) => x.id === c._id)!.system, c.system);
  });
  return { id: "c1", combatants: { contents: combatants }, updateEmbeddedDocuments, updates, stored: combatants };
}

/** The start form holding `html`, its Begin pressed; what was sent, the Combat's id left out. */
async function begin(html: string, c: ReturnType<typeof combat> | null = combat()) {
  sent.mockClear();
  const wrap = document.createElement("div");
  wrap.innerHTML = `<form data-endeavor-start>${html}<button type="button">Begin</button></form>`;
  const tracker = { combat: c, sent: false } as unknown as TrackerHost;
  await startEndeavor.call(tracker, new PointerEvent("click"), wrap.querySelector("button")!);
  return sent.mock.calls.map(([r]) => {
    expect(r.combatId).toBe("c1");
    const { combatId: _, ...rest } = r as unknown as Record<string, unknown>;
    return rest;
  });
}
const select = (name: string, value: string) =>
  `<select name="${name}"><option value="${value}" selected>${value}</option></select>`;
const text = (name: string, value: string) => `<input name="${name}" value="${value}">`;
const number = (name: string, value: string) => `<input name="${name}" type="number" value="${value}">`;
const sides = (stored: Stored[]) => stored.map((c) => [c.id, c.system.side, c.system.team]);

beforeEach(() => {
  sent.mockImplementation(async () => true);
});

describe("what the start sends", () => {
  it("the kind chosen, the edition, the finish line typed, the Terrain and the kind's own fields", async () => {
    const form = select("kind", "rush") + number("finishLine", "24") + text("terrain", "Marsh") + select("leader", "wren");
    expect(await begin(form)).toEqual([
      { op: "start", options: { kind: "rush", edition: "v0.0.18", finishLine: 24, terrain: "Marsh", leader: "wren" } },
    ]);
  });

  it("a kind the table does not know starts the first; no finish line typed is the book's; no Terrain is blank", async () => {
    expect(await begin(select("kind", "jousting") + number("finishLine", ""))).toEqual([
      { op: "start", options: { kind: "monstrous", edition: "v0.0.18", terrain: "" } },
    ]);
    expect(await begin(number("finishLine", "0"))).toEqual([
      { op: "start", options: { kind: "monstrous", edition: "v0.0.18", finishLine: 0, terrain: "" } },
    ]);
  });

  it("every kind's own fields are read from the form (Stealth's Watch die beside Rush's leader)", async () => {
    expect(await begin(select("kind", "stealth") + number("watch", "10") + select("leader", "maw"))).toEqual([
      { op: "start", options: { kind: "stealth", edition: "v0.0.18", terrain: "", watch: 10, leader: "maw" } },
    ]);
  });
});

describe("sides and teams", () => {
  it("the choices changed are stored before the start; the unchanged are not written", async () => {
    const c = combat();
    const form = select("side.wren", "allies") + text("team.wren", " Blue ") + select("side.maw", "monstrosities");
    await begin(form, c);
    expect(c.updates).toEqual([
      [
        { _id: "wren", system: { side: "allies", team: "Blue" } },
        { _id: "maw", system: { side: "monstrosities", team: "" } },
      ],
    ]);
    expect(sides(c.stored)).toEqual([["wren", "allies", "Blue"], ["maw", "monstrosities", ""]]);
  });

  it("nothing changed writes nothing; a field not drawn keeps what was stored; an unknown side keeps the one stored", async () => {
    const c = combat();
    await begin(select("side.wren", "allies") + text("team.wren", "Red"), c);
    await begin("", c);
    await begin(select("side.wren", "dragons") + select("side.maw", "pirates"), c);
    expect(c.updateEmbeddedDocuments).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledOnce();
  });

  it("a refused start puts the Combatants back as they were", async () => {
    sent.mockImplementation(async () => undefined as unknown as boolean);
    const c = combat();
    await begin(select("side.maw", "allies") + text("team.maw", "Red"), c);
    expect(c.updates).toEqual([
      [{ _id: "maw", system: { side: "allies", team: "Red" } }],
      [{ _id: "maw", system: { side: "", team: "" } }],
    ]);
    expect(sides(c.stored)).toEqual([["wren", "allies", "Red"], ["maw", "", ""]]);
  });

  it("a refused start with nothing changed writes nothing; with no Combat nothing is stored or sent", async () => {
    sent.mockImplementation(async () => undefined as unknown as boolean);
    const c = combat();
    await begin(select("side.wren", "allies"), c);
    expect(c.updateEmbeddedDocuments).not.toHaveBeenCalled();
    expect(await begin(select("side.maw", "allies"), null)).toEqual([]);
  });
});
