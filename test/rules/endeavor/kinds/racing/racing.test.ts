/** Racing: the lay of the land as Terrain buttons (terrain.ts), and the Fatigue Check at the end of the round
 *  (fatigue.ts, for any kind). */
import { describe, expect, it } from "vitest";
import { apply, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import type { TerrainSetup } from "../../../../../src/rules/endeavor/kinds/racing/terrain";
import { act, choose, get, racer, refusalOf, run, seededRng, setup } from "../../helpers";

const race = (terrain: TerrainSetup[]) => setup({ kind: "racing", participants: [racer("r1"), racer("r2")], terrain, options: { finishLine: 20 } });
/** The race's setup refused: its code and details. */
function setupRefusal(terrain: TerrainSetup[]) {
  try {
    race(terrain);
  } catch (e) {
    const { code, details } = e as { code: string; details: unknown };
    return { code, details };
  }
  throw new Error("expected a refusal");
}
/** r1 spent a Blessing (a Fatigue button) protecting itself, r2 passed: the Fatigue phase, r1 owes a Check. */
const toFatigue = (): EndeavorState => run(setup({ kind: "racing", participants: [racer("r1", { blessings: [3] }), racer("r2", { name: "Rosa" })], options: { finishLine: 20 } }), [
  choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2]), act("r1", { kind: "protect", target: "r1", pay: { permanent: [3] } }), act("r2", { kind: "pass" }),
]).state;

describe("the lay of the land", () => {
  it("a Terrain button for every racer, or for its owner alone; at 0 too", () => {
    expect(race([{ position: 0 }]).buttons.map((b) => [b.kind, b.position, b.owner])).toEqual([["terrain", 0, "r1"], ["terrain", 0, "r2"]]);
    expect(race([{ position: 4, owner: "r2" }]).buttons.map((b) => [b.position, b.owner])).toEqual([[4, "r2"]]);
  });

  it("a position below 0 or between two is refused, naming it", () => {
    expect(setupRefusal([{ position: -1 }])).toEqual({ code: "endeavor-bad-setup", details: { position: -1 } });
    expect(setupRefusal([{ position: 2.5 }])).toEqual({ code: "endeavor-bad-setup", details: { position: 2.5 } });
  });

  it("an Area's Stats are the race's own copy: changing the list given afterwards changes nothing", () => {
    const area = ["Hand", "Hurry"];
    const s = race([{ position: 3, owner: "r1", area }]);
    area.push("Hurt");
    expect(s.buttons[0]!.area).toEqual(["Hand", "Hurry"]);
  });
});

describe("the Fatigue Check", () => {
  it("comes only at the end of the round; one who owes none is named", () => {
    const s = toFatigue();
    expect(s.phase).toBe("fatigue");
    const early = run(setup({ kind: "racing", participants: [racer("r1"), racer("r2")] }), [choose("r1", "Hand", [2, 2])]).state;
    expect(refusalOf(early, { type: "fatigueCheck", by: "r1", roll: [9] }).code).toBe("endeavor-wrong-phase");
    expect(refusalOf(s, { type: "fatigueCheck", by: "r2", roll: [9] })).toEqual({ code: "endeavor-not-fatigued", details: { name: "Rosa" } });
  });

  it("is a Fatigue Check; the dice rolled are written into the command, so it replays", () => {
    const r = apply(toFatigue(), { type: "fatigueCheck", by: "r1" }, seededRng(3));
    expect(r.events.flatMap((e) => (e.type === "check" ? [e.check.purpose] : []))).toEqual(["fatigue"]);
    expect(r.command).toMatchObject({ type: "fatigueCheck", by: "r1", roll: [expect.any(Number)], throws: [expect.any(Array)] });
    expect(apply(toFatigue(), r.command).state).toEqual(r.state);
    expect(get(r.state, "r1").removed === null).toBe(r.events.some((e) => e.type === "check" && e.check.success));
  });
});
