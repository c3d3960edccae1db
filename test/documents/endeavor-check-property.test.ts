// The fast-check property of Endeavor Checks: for random actor states (Stat Dice, Conditions, Lifestyle) and choices
// (Stat, Spark partner, difficulty, Aptitude), and others' say on the Check (Analytical Help, a Vexed/Vulnerable
// watcher, Mischievous, Protective taking the Defender's place, the Defender's Resolved), a Check rolled from the sheet — with its card's buttons clicked as the book allows —
// and the same Check made in an Endeavor with the same dice give the same outcome, or are both refused. Both editions;
// Monstrous, Rush and Stealth Endeavors (issue 28; a Stealth rogue's Attack is on the Eye's defenses: no Defender).
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { rollCheckData } from "../../src/documents/check";
import { actorTraits } from "../../src/documents/combat-endeavor";
import { checkInput, type CheckCardSystem } from "../../src/applications/chat/check-card-context";
import { watchable } from "../../src/rules/conditions";
import type { HumanityCheckRoll } from "../../src/dice/humanity-check-roll";
import { resolveCheck, seededRng, type Rng } from "../../src/rules";
import {
  apply, createEndeavor, type CheckRecord, type Command, type EndeavorEvent, type EndeavorState,
} from "../../src/rules/endeavor";
import { engineStat } from "../../src/rules/ids";

const g = globalThis as any;
const STATS = ["head", "hand", "heart", "home", "hurt", "hurry"] as const;
const CONDITIONS = ["ache", "cursed", "disarmed", "taxed", "surprised", "uncool", "vexed"] as const;
const LIFESTYLES = ["carefree", "prodigious", "crafty", "driven", "chosen", "wired", "steadfast"];
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

interface Case {
  edition: "v0.0.21.10" | "v0.0.18";
  stats: Record<string, number>;
  conditions: string[];
  ache: string;
  lifestyle: string;
  stat: string;
  partner: string | undefined;
  difficulty: "easy" | "normal" | "hard";
  aptitude: boolean;
  /** Others' say: Analytical Help's four d6, a watcher of a Vexed/Vulnerable Stat, Mischievous, Resolved (Attacks). */
  analytical: number[] | null;
  watcher: boolean;
  mischievous: boolean;
  resolved: boolean;
  /** An Attack: the Defender's ally becomes the Defender instead (Protective) — now and then an ally without it, which
   *  both must refuse — and whether that ally has Resolved too. */
  protective: boolean;
  protectorHasProtective: boolean;
  protectorResolved: boolean;
}

function randomCase(rng: Rng): Case {
  const stats = Object.fromEntries(STATS.map((s) => [s, pick(rng, [4, 6, 8])]));
  const stat = pick(rng, STATS);
  const balanced = STATS.filter((s) => s !== stat && stats[s] === stats[stat]);
  return {
    edition: rng() < 0.5 ? "v0.0.21.10" : "v0.0.18",
    stats,
    conditions: CONDITIONS.filter(() => rng() < 0.2),
    ache: rng() < 0.5 ? pick(rng, STATS) : "",
    lifestyle: pick(rng, LIFESTYLES),
    stat,
    // Now and then an unbalanced partner, which both must refuse.
    partner: rng() < 0.6 ? (balanced.length && rng() < 0.85 ? pick(rng, balanced) : pick(rng, STATS.filter((s) => s !== stat))) : undefined,
    difficulty: pick(rng, ["easy", "normal", "hard"] as const),
    aptitude: rng() < 0.4,
    analytical: rng() < 0.3 ? [0, 0, 0, 0].map(() => 1 + Math.floor(rng() * 6)) : null,
    watcher: rng() < 0.3,
    mischievous: rng() < 0.3,
    resolved: rng() < 0.4,
    protective: rng() < 0.4,
    protectorHasProtective: rng() < 0.85,
    protectorResolved: rng() < 0.5,
  };
}

type Outcome = "refused" | Pick<CheckRecord, "outcome" | "success" | "boons" | "busts">;

/** The sheet: rollCheckData as a click on the Stat makes it, resolved as its chat card resolves it. */
/** `guarded`: an Attack with no Defender (a Stealth rogue's, on the Eye's defenses). */
async function fromSheet(c: Case, seed: number, guarded = false): Promise<{ outcome: Outcome; totals: number[]; traits: ReturnType<typeof actorTraits> }> {
  await g.game.settings.set("humanity-blessed", "edition", c.edition);
  const actor = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", system: { stats: c.stats, blessings: [4, 4], lifestyle: c.lifestyle, affected: c.ache ? { ache: c.ache } : {} },
  });
  for (const condition of c.conditions) await actor.toggleStatusEffect(condition, { active: true });
  const traits = actorTraits(actor, []);
  // The Defender (Resolved) and their ally, who may Protect them.
  const Actor = g.CONFIG.Actor.documentClass;
  const widow = await Actor.create({ type: "character", name: "Widow", items: [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }] });
  const ally = await Actor.create({ type: "character", name: "Pat", items: [
    ...(c.protectorHasProtective ? [{ type: "specialization", name: "Protective", system: { recharge: "③" } }] : []),
    ...(c.protectorResolved ? [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }] : []),
  ] });
  // Foundry maps u to ceil((1 - u) * faces): feeding it 1 − u reads the rules engine's faces.
  const rng = seededRng(seed);
  g.CONFIG.Dice.randomUniform = () => 1 - rng();
  try {
    const data = await rollCheckData(actor, {
      stat: c.stat, partner: c.partner, difficulty: c.difficulty, aptitude: c.aptitude ? "Brawling" : undefined, attack: c.stat === "hurt",
      defender: guarded ? undefined : widow.uuid, protector: c.protective && !guarded ? ally.uuid : undefined,
    });
    if (!data) throw new Error("the Check was not rolled");
    const rolls = (data.rolls as HumanityCheckRoll[]).map((r) => r.facts);
    const system = data.system as unknown as CheckCardSystem;
    const succeeds = () => resolveCheck(checkInput(system, rolls)).success;
    // The card's buttons, each clicked where the book allows it (check-actions.ts checks the same): Analytical Help,
    // then a watcher, Mischievous while it would succeed, Resolved on an Attack that succeeds.
    if (c.analytical) system.helps = [{ userId: "", actorUuid: "", name: "Ash", blessing: 0, analytical: c.analytical }];
    if (c.watcher && system.watchable && succeeds()) system.failedBy = "Widow";
    if (c.mischievous && succeeds()) system.mischievous = "Widow";
    // Resolved is the Defender's the card names (Pat's when Pat Protected Widow), if they have it.
    const defender = [widow, ally].find((a) => a.uuid === system.defenderUuid);
    if (c.resolved && system.attack && succeeds() && defender?.hasSpecialization("Resolved")) system.resolved = [defender.name];
    const r = resolveCheck(checkInput(system, rolls));
    return { outcome: { outcome: r.outcome, success: r.success, boons: r.boons, busts: r.busts }, totals: rolls.map((x) => x.total), traits };
  } catch (e) {
    if ((e as { code?: string }).code === undefined) throw e;
    return { outcome: "refused", totals: [], traits };
  }
}

/** The Endeavor: the same character (what the actor brought) makes the same Check on their turn, with the same dice. */
/** `rush`: a Rush Endeavor (default edition) with the character as the charge leader, who acts first. `stealth`: the
 *  character is a rogue — a Hurt Check is a violent Attack on the Eye's defenses, any other a Move; the Eye (Watch d8)
 *  is Mischievous and may watch; another rogue Helps (Analytical). */
type Kind = "monstrous" | "rush" | "stealth";
function inEndeavor(c: Case, totals: number[], traits: ReturnType<typeof actorTraits>, kind: Kind = "monstrous"): Outcome {
  const stats = Object.fromEntries(Object.entries(c.stats).map(([id, size]) => [engineStat(id), size])) as never;
  const rush = kind === "rush";
  const stealth = kind === "stealth";
  const SIX = { Head: 6, Hand: 6, Heart: 6, Home: 6, Hurt: 6, Hurry: 6 } as const;
  let s: EndeavorState = stealth ? createEndeavor({
    kind, edition: c.edition,
    participants: [
      { id: "c", side: "rogues", stats, blessings: [4, 4], traits, aptitudes: [{ name: "Brawling" }] },
      { id: "m", side: "eye", stats: { Watch: 8 }, specializations: ["Mischievous"] },
      { id: "h", side: "rogues", stats: SIX, specializations: ["Analytical"] },
    ],
    land: [{ kind: "alarm", position: 3 }, { kind: "objective", position: 9, check: { stat: "Head" } }],
  }) : createEndeavor({
    kind, edition: c.edition, ...(rush ? { leader: "c" } : {}),
    participants: [
      { id: "c", side: "allies", stats, blessings: [4, 4], traits, aptitudes: [{ name: "Brawling" }] },
      { id: "m", side: "monstrosities", sp: 10, stats: { Head: 6, Hand: 6, Heart: 6, Home: 6, Hurt: 6, Hurry: 6 }, specializations: ["Mischievous", "Resolved"] },
      { id: "h", side: "allies", stats: { Head: 6, Hand: 6, Heart: 6, Home: 6, Hurt: 6, Hurry: 6 }, specializations: ["Analytical"] },
      { id: "p", side: "monstrosities", sp: 10, stats: { Head: 6, Hand: 6, Heart: 6, Home: 6, Hurt: 6, Hurry: 6 },
        specializations: [...(c.protectorHasProtective ? ["Protective"] : []), ...(c.protectorResolved ? ["Resolved"] : [])] as never },
    ],
  });
  const stat = engineStat(c.stat);
  const partner = c.partner ? engineStat(c.partner) : undefined;
  const hurt = c.stat === "hurt";
  // A watcher is named only where the engine allows it (a Stat of this Check under Vexed/Vulnerable), as the card
  // offers "Make it fail" only there.
  // Resolved is named for the Defender (p when Protecting m) only where they have it, as the card offers it only there.
  const defender = c.protective ? "p" : "m";
  const resolved = c.resolved && (defender === "m" || c.protectorResolved) ? { resolved: [defender], gained: { [defender]: [3] } } : {};
  const watched = c.watcher && watchable(traits.conditions, traits.affected ?? {}, [c.stat, ...(c.partner ? [c.partner] : [])]);
  const action = {
    ...(stealth ? (hurt ? { kind: "attack" as const, violent: true, targets: [] } : { kind: "move" as const, direction: "up" as const }) : hurt ? { kind: "attack" as const, violent: true, targets: ["m"], ...(c.protective ? { protectors: { m: "p" } } : {}), ...resolved } : { kind: "advance" as const }),
    difficulty: c.difficulty, ...(c.aptitude ? { withAptitude: "Brawling" } : {}),
    ...(c.analytical ? { helpers: [{ by: "h", pay: {}, analytical: { dice: c.analytical } }] } : {}),
    ...(watched ? { watchedBy: "m" } : {}), ...(c.mischievous ? { mischievous: "m" } : {}),
  };
  const step = (command: Command) => (s = apply(s, command).state);
  try {
    if (c.edition === "v0.0.18") {
      // The position roll is the Check's first roll (Sparked when rolled); the rest come with the action.
      step({ type: "rollPosition", by: "c", stat, ...(partner ? { spark: { stat: partner, pay: { permanent: [4, 4] } } } : {}), roll: totals[0]!, blessings: Array(Math.floor(totals[0]! / 2)).fill(1) });
      step({ type: "rollPosition", by: "m", stat: "Head", roll: 200, blessings: Array(100).fill(2) });
      step({ type: "rollPosition", by: "h", stat: "Head", roll: 200, blessings: Array(100).fill(2) });
      step({ type: "rollPosition", by: "p", stat: "Head", roll: 200, blessings: Array(100).fill(2) });
      const events = apply(s, { type: "act", by: "c", action: { ...action, roll: totals.slice(1) } }).events;
      return outcomeOf(events);
    }
    step({ type: "chooseActionDie", by: "c", stat, blessings: [3, 3] });
    step({ type: "chooseActionDie", by: "m", stat: stealth ? "Watch" : "Head", blessings: [5, 5, 5] });
    step({ type: "chooseActionDie", by: "h", stat: "Head", blessings: [5, 5, 5] });
    if (!stealth) step({ type: "chooseActionDie", by: "p", stat: "Head", blessings: [5, 5, 5] });
    const events = apply(s, { type: "act", by: "c", action: { ...action, roll: totals, ...(partner ? { spark: { stat: partner, pay: { temporary: [3, 3] } } } : {}) } }).events;
    return outcomeOf(events);
  } catch (e) {
    if ((e as { code?: string }).code === undefined) throw e;
    return "refused";
  }
}

function outcomeOf(events: readonly EndeavorEvent[]): Outcome {
  const event = events.find((e) => e.type === "check");
  if (event?.type !== "check") throw new Error("no Check event");
  const { check } = event;
  return { outcome: check.outcome, success: check.success, boons: check.boons, busts: check.busts };
}

describe("an Endeavor Check and the same Check from the sheet", () => {
  it("give the same outcome for the same dice, or are both refused (300 random actors and choices, both editions)", async () => {
    onInit();
    const rng = seededRng(2026);
    const seen = {
      refused: 0, success: 0, failure: 0, v18: 0, distracted: 0, watched: 0, resolved: 0, analytical: 0, protected: 0, protectedRefused: 0, protectorResolved: 0, rush: 0,
      stealth: 0, stealthAttack: 0, stealthRefused: 0,
    };
    for (let i = 0; i < 300; i += 1) {
      const drawn = randomCase(rng);
      // A third of the default-edition cases each are played in a Rush and in a Stealth Endeavor (issue 28): the same
      // Check, the same outcome. A Stealth rogue's Attack has no Defender: no Protective, no Resolved.
      const kind: Kind = drawn.edition !== "v0.0.21.10" ? "monstrous" : (["monstrous", "rush", "stealth"] as const)[i % 3]!;
      const c = kind === "stealth" ? { ...drawn, protective: false, resolved: false } : drawn;
      const sheet = await fromSheet(c, 1000 + i, kind === "stealth");
      if (kind === "rush") seen.rush += 1;
      if (kind === "stealth") {
        seen.stealth += 1;
        if (c.stat === "hurt") seen.stealthAttack += 1;
        if (sheet.outcome === "refused") seen.stealthRefused += 1;
      }
      const endeavor = sheet.outcome === "refused" ? inEndeavor(c, [3, 3], sheet.traits, kind) : inEndeavor(c, sheet.totals, sheet.traits, kind);
      expect(endeavor, JSON.stringify({ case: c, totals: sheet.totals })).toEqual(sheet.outcome);
      if (sheet.outcome === "refused") seen.refused += 1;
      else seen[sheet.outcome.success ? "success" : "failure"] += 1;
      if (c.edition === "v0.0.18") seen.v18 += 1;
      if (sheet.outcome !== "refused") {
        if (c.mischievous) seen.distracted += 1;
        if (c.watcher) seen.watched += 1;
        if (c.resolved && c.stat === "hurt") seen.resolved += 1;
        if (c.analytical) seen.analytical += 1;
        if (c.protective && c.stat === "hurt") seen.protected += 1;
        if (c.protective && c.stat === "hurt" && c.resolved && c.protectorResolved && sheet.outcome.success) seen.protectorResolved += 1;
      } else if (c.protective && c.stat === "hurt" && !c.protectorHasProtective) seen.protectedRefused += 1;
    }
    // The cases cover refusals, successes and failures in both editions.
    expect(Math.min(seen.refused, seen.success, seen.failure, seen.v18, seen.rush, seen.stealth)).toBeGreaterThan(20);
    expect(Math.min(seen.stealthAttack, seen.stealthRefused)).toBeGreaterThan(3);
    // … and each of others' say on a Check that was made.
    expect(Math.min(seen.distracted, seen.watched, seen.analytical)).toBeGreaterThan(20);
    expect(seen.resolved).toBeGreaterThan(5);
    // … Protective on Attacks: taken, with the Protector's Resolved, and refused to an ally without it.
    expect(seen.protected).toBeGreaterThan(10);
    expect(Math.min(seen.protectorResolved, seen.protectedRefused)).toBeGreaterThan(0);
  }, 120_000);
});
