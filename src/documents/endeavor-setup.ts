// From the combatants' actors to the engine's EndeavorSetup (pure: the Combat gathers the data, this decides).
// Book, Monstrous "Setup": allies at 0; a Monstrosity with SP "10 (3)" at 10 with a Recovery button 3 below and a
// Defeat button at 0 (createEndeavor lays both). Racing "Setup": every racer at 0, the lay of the land as Terrain.
import {
  ALLIES,
  DEFAULT_OPTIONS,
  kindRules,
  MONSTROSITIES,
  MONSTROSITY_TAGS,
  type CheckTraits,
  type EditionId,
  type EndeavorKind,
  type EndeavorOptions,
  type EndeavorSetup,
  type EndeavorSpecialization,
  ENDEAVOR_SPECIALIZATIONS,
  type MonstrosityTag,
  type ParticipantSetup,
  type TerrainSetup,
} from "../rules/endeavor";
import { specializationBase, type DieSize } from "../rules";
import { CONDITION_IDS, engineStat, STAT_IDS } from "../rules/ids";
import { RelayRefusal } from "./refusal";
import type { KindStartOptions } from "../rules/endeavor/kinds/kind-entry";
import { ENDEAVOR_RULINGS } from "../settings";

/** What the Combat reads from one combatant and its actor. */
export interface SetupSource {
  id: string;
  name: string;
  actorType: string;
  /** Stat id (the actor's lowercase ids: "head", "hollyJolly") → die size. */
  stats: Record<string, number>;
  blessings: number[];
  sp?: { start: number; recovery: number };
  tags?: string[];
  /** Names of the actor's Specialization items. */
  specializations: string[];
  /** The actor's Aptitudes, each with the name of the Specialization on it. */
  aptitudes?: { name: string; specialization: string | null }[];
  /** What the actor brings to Checks now (traitsOf). */
  traits?: CheckTraits;
  /** Hidden Stat Dice: the actor rolls d20s ("Roll d20s", the GM's), read by the GM's client from the actor. */
  rollD20s?: boolean;
  /** The combatant's stored choices (EndeavorCombatantModel). */
  side: string;
  team: string;
}

/** A start as the GM's start form asks it: the options every kind shares, and each kind's own (the kind's start entry,
 *  `start.read`, reads them). */
export interface EndeavorStartOptions extends KindStartOptions {
  kind: EndeavorKind;
  edition: EditionId;
  /** Racing: the finish line (book: 30 unless the table says otherwise). */
  finishLine?: number;
  /** Racing: "8, 15: Hand Hurry, 22" — positions, with the Stats an `Area` allows after a colon. */
  terrain?: string;
}

// The engine names Stats as the book prints them ("Hurt": it checks "Hurt only" by name); actors key them by id.
export { engineStat, statId } from "../rules/ids";

/** "Zealous (v0.0.18)" → "Zealous"; null for Specializations that have no Endeavor effect in the engine. */
function engineSpecialization(name: string): EndeavorSpecialization | null {
  const base = specializationBase(name);
  return ENDEAVOR_SPECIALIZATIONS.find((s) => s === base) ?? null;
}

/** A Stat's id from its name typed in any case ("hollyjolly", "HollyJolly" → "hollyJolly"); undefined for none. */
function statNamed(word: string): string | undefined {
  return [...STAT_IDS].find((id) => id.toLowerCase() === word.toLowerCase());
}

/** The GM's lay of the land, "8, 15: Hand Hurry, 22": the Terrain read, and the parts that could not be (a position
 *  that is not a whole number, a Stat the game does not have), which the tracker shows instead of guessing. */
export function readTerrain(text: string): { terrain: TerrainSetup[]; unreadable: string[] } {
  const terrain: TerrainSetup[] = [];
  const unreadable: string[] = [];
  for (const part of text.split(/[,;]/)) {
    if (!part.trim()) continue;
    const m = /^\s*(\d+)\s*(?::([A-Za-z ]+))?\s*$/.exec(part);
    const area = (m?.[2]?.split(" ").filter(Boolean) ?? []).map(statNamed);
    if (!m || area.includes(undefined)) {
      unreadable.push(part.trim());
      continue;
    }
    terrain.push({
      position: Number(m[1]),
      ...(area.length ? { area: area.map((id) => engineStat(id!)) } : {}),
    });
  }
  return { terrain, unreadable };
}

/** The world's Endeavor table rulings (settings.ts ENDEAVOR_RULINGS: the shared ones and those each kind reads, its
 *  `start.rulings`) as the engine's options, each setting `endeavor<Option>` read into its option `<option>`; anything
 *  unreadable is the documented default (a choice's first reading). */
export function rulingOptions(
  read: (key: keyof typeof ENDEAVOR_RULINGS | "specialActionTies" | "d20Asterisks") => unknown,
): Partial<EndeavorOptions> {
  const ties = read("specialActionTies");
  // Special-action ties: the GM names one (default; v0.0.18's own words), at random, or whoever acted last.
  const out: Partial<EndeavorOptions> = {
    specialTies: ties === "random" ? "random" : ties === "fewestActed" ? "lastActed" : "gm",
  };
  for (const key of Object.keys(ENDEAVOR_RULINGS) as (keyof typeof ENDEAVOR_RULINGS)[]) {
    const spec: readonly string[] | boolean | number = ENDEAVOR_RULINGS[key];
    const value = read(key);
    const option = rulingOption(key);
    if (typeof spec === "number") {
      if (Number.isInteger(value) && Number(value) >= 1) Object.assign(out, { [option]: value });
    } else if (typeof spec === "boolean") Object.assign(out, { [option]: value === true });
    else Object.assign(out, { [option]: spec.find((reading) => reading === value) ?? spec[0] });
  }
  // Hidden Stat Dice: "* Or redo the roll" (world setting d20Asterisks; absent: the table's value, the default).
  return read("d20Asterisks") === "redo" ? { ...out, d20Asterisks: "redo" } : out;
}

/** A ruling's setting `endeavorSpentDie` names the engine's option `spentDie`. */
type RulingOption<K extends string> = K extends `endeavor${infer O}` ? Uncapitalize<O> : never;
function rulingOption(key: keyof typeof ENDEAVOR_RULINGS): keyof EndeavorOptions {
  // The return type checks the names: a ruling whose option the engine does not have fails to compile.
  const option = (key.charAt(8).toLowerCase() + key.slice(9)) as RulingOption<typeof key>;
  return option;
}

/** What an actor brings to a Check, as the engine keeps it: its Conditions (the actor's status effects that are
 *  Conditions), the Stats its Ache/Vexed/Vulnerable affect, its Lifestyle and its Specializations' base names. Sorted,
 *  so an unchanged actor reads the same and no command carries it again. */
export function traitsOf(actor: {
  statuses: Iterable<string>;
  lifestyle?: string;
  affected?: Record<string, string>;
  specializations: readonly string[];
  exceptional?: readonly string[];
  /** Famous's count, as participants (the combatants whose actors they have exerted their fame over this session). */
  famousOver?: readonly string[];
}): CheckTraits {
  const conditions = [...new Set(actor.statuses)]
    .filter((s) => (CONDITION_IDS as readonly string[]).includes(s))
    .sort();
  const affected = Object.fromEntries(
    Object.entries(actor.affected ?? {})
      .filter(([c, stat]) => conditions.includes(c) && !!stat)
      .sort(),
  );
  return {
    conditions,
    ...(Object.keys(affected).length ? { affected } : {}),
    ...(actor.lifestyle ? { lifestyle: actor.lifestyle } : {}),
    specializations: [...new Set(actor.specializations.map(specializationBase))].sort(),
    ...(actor.exceptional?.length ? { exceptional: [...new Set(actor.exceptional)].sort() } : {}),
    ...(actor.famousOver?.length ? { famousOver: [...new Set(actor.famousOver)].sort() } : {}),
  };
}

/** The traits that differ from what the engine last stored for each participant (none: nothing to carry). */
export function changedTraits(
  stored: readonly { id: string; traits?: CheckTraits }[],
  current: ReadonlyMap<string, CheckTraits>,
): Record<string, CheckTraits> | null {
  let out: Record<string, CheckTraits> | null = null;
  for (const p of stored) {
    const now = current.get(p.id);
    if (now && JSON.stringify(now) !== JSON.stringify(p.traits ?? { conditions: [], specializations: [] }))
      (out ??= {})[p.id] = now;
  }
  return out;
}

function sideOf(source: SetupSource, kind: EndeavorKind): string {
  const { sides, start } = kindRules(kind);
  // A kind that lays its own sides (a guarded area's rogues and Eye) reads the two the start form offers its way.
  if (start.side) return start.side(source.side, source.actorType === "monstrosity");
  // Teams (Racing): the team typed, else racing alone.
  if (!sides.fixed) return source.team.trim() || source.id;
  if (sides.fixed.includes(source.side)) return source.side;
  return source.actorType === "monstrosity" ? MONSTROSITIES : ALLIES;
}

/** `options`: the kind's own start options (a side that plays with something other than its actor's, as the Eye). */
export function participantSetup(
  source: SetupSource,
  kind: EndeavorKind,
  options: KindStartOptions = {},
): ParticipantSetup {
  const side = sideOf(source, kind);
  const stands = kindRules(kind).start.stand?.(side, options);
  if (stands) return { id: source.id, name: source.name, side, ...stands };
  const stats = Object.fromEntries(Object.entries(source.stats).map(([id, size]) => [engineStat(id), size as DieSize]));
  const specializations = [...new Set(source.specializations.map(engineSpecialization).filter((s) => s !== null))];
  const p: ParticipantSetup = {
    id: source.id,
    name: source.name,
    side,
    stats,
    blessings: source.blessings,
    specializations,
  };
  if (source.traits) p.traits = source.traits;
  if (source.rollD20s === true) p.rollD20s = true;
  if (source.aptitudes?.length) {
    p.aptitudes = source.aptitudes.map((a) => ({
      name: a.name,
      specialization: a.specialization ? specializationBase(a.specialization) : null,
    }));
  }
  if (side === kindRules(kind).sides.monstrosities) {
    // A character the GM puts on the Monstrosities' side has no SP of its own: it starts at 1 (the lowest legal).
    p.sp = source.sp?.start ?? 1;
    if (source.sp && source.sp.recovery > 0 && source.sp.recovery < source.sp.start) p.recovery = source.sp.recovery;
    p.tags = source.tags?.filter((t): t is MonstrosityTag => (MONSTROSITY_TAGS as readonly string[]).includes(t)) ?? [];
  }
  return p;
}

export function buildEndeavorSetup(
  sources: readonly SetupSource[],
  options: EndeavorStartOptions,
  rulings: Partial<EndeavorOptions> = {},
): EndeavorSetup {
  const kind = kindRules(options.kind);
  const setup: EndeavorSetup = {
    edition: options.edition,
    kind: options.kind,
    participants: sources.map((s) => participantSetup(s, options.kind, options)),
  };
  // The kind's own start (the lay of the land, a leader): read by the kind, refused as it says.
  const own = kind.start.read?.(options);
  if (own && "refusal" in own) throw new RelayRefusal(own.refusal, own.data);
  if (own) Object.assign(setup, own.setup);
  // Only the rulings a table changed are stored (the rest are the engine's documented defaults); the finish line only
  // for a race.
  const changed = Object.entries(rulings).filter(
    ([key, value]) =>
      value !== DEFAULT_OPTIONS[key as keyof EndeavorOptions] && (key !== "finishLine" || kind.start.finishLine),
  );
  if (changed.length) setup.options = Object.fromEntries(changed);
  if (kind.start.terrain) {
    // Refused rather than guessed: a race run on a lay of the land the GM did not mean cannot be put right by undo.
    const { terrain, unreadable } = readTerrain(options.terrain ?? "");
    if (unreadable.length) throw new RelayRefusal("HB.Endeavor.Start.badTerrain", { parts: unreadable.join(", ") });
    setup.terrain = terrain;
  }
  if (kind.start.finishLine && options.finishLine !== undefined) {
    if (!Number.isInteger(options.finishLine) || options.finishLine < 1)
      throw new RelayRefusal("HB.Endeavor.Start.badFinishLine", { value: String(options.finishLine) });
    setup.options = { ...setup.options, finishLine: options.finishLine };
  }
  return setup;
}
