// The character creation wizard's state and everything it shows, as plain data: the wizard, the browser harness and
// the tests all call these, so each step is tested without a running Foundry. Every number comes from src/rules.
import {
  advancement,
  highestChoices,
  RulesError,
  STARTING_ETHICS,
  STARTING_LIFESTYLES,
  STARTING_STATS,
  STARTING_THINGS,
  startingAptitudes,
  startingStats,
  startingStatsSoFar,
  type DieSize,
  type EditionId,
  type StartingEthic,
  type StartingLifestyle,
} from "../../rules";

/** One PART per step, in the book's order (Steps One to Four, then Finishing Touches). */
export const CREATION_STEPS = ["highest", "outlook", "backstory", "aptitudes", "finishing"] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];
export type ThingKind = "item" | "information" | "alliance";

/** Everything the player has entered so far. Plain JSON: it is kept between openings (see creation-wizard.ts). */
declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** Character creation drafts in progress on this browser, by actor uuid ("new" from the directory). */
    "humanity-blessed.creationDrafts": Record<string, CreationDraft>;
  }
}

export interface CreationDraft {
  step: number;
  name: string;
  highest: string;
  lifestyle: string;
  ethic: string;
  backstory: { roleModel: string; skills: string[]; connections: string[]; afternoon: string };
  aptitudes: string[];
  appearance: string;
  things: { name: string; kind: ThingKind }[];
}

export interface CreationWorld {
  optionalStat: string | null;
  settingEthic: string;
  edition: EditionId;
}

/** A problem that keeps the player on a step: a localisation key and its data. */
export interface StepError {
  key: string;
  data?: Record<string, string>;
}

const MAX_APTITUDES = 3;

export function emptyDraft(name = ""): CreationDraft {
  return {
    step: 0,
    name,
    highest: "",
    lifestyle: "",
    ethic: "",
    backstory: { roleModel: "", skills: ["", "", ""], connections: ["", "", ""], afternoon: "" },
    aptitudes: Array(MAX_APTITUDES).fill(""),
    appearance: "",
    things: Array.from({ length: STARTING_THINGS.max }, () => ({ name: "", kind: "item" as ThingKind })),
  };
}

/** Copies the fields present in a form into a new draft (unknown names are ignored; the step never comes from it). */
export function readForm(draft: CreationDraft, entries: Iterable<[string, unknown]>): CreationDraft {
  const next: CreationDraft = structuredClone(draft);
  for (const [name, raw] of entries) {
    // The wizard's form has no file input: every value is a string.
    const value = String(raw);
    const [field, index, sub] = name.split(".");
    const i = Number(index);
    switch (field) {
      case "name":
      case "highest":
      case "lifestyle":
      case "ethic":
      case "appearance":
        next[field] = value;
        break;
      case "roleModel":
      case "afternoon":
        next.backstory[field] = value;
        break;
      case "skills":
      case "connections":
        if (i >= 0 && i < 3) next.backstory[field][i] = value;
        break;
      case "aptitudes":
        if (i >= 0 && i < MAX_APTITUDES) next.aptitudes[i] = value;
        break;
      case "things":
        if (i >= 0 && i < STARTING_THINGS.max && sub === "name") next.things[i]!.name = value;
        if (i >= 0 && i < STARTING_THINGS.max && sub === "kind" && ["item", "information", "alliance"].includes(value))
          next.things[i]!.kind = value as ThingKind;
        break;
    }
  }
  return next;
}

function filled(values: string[]): string[] {
  return values.map((v) => v.trim()).filter(Boolean);
}

/** The dice so far (Step One alone until Lifestyle and Ethic are chosen). Null when a choice is not the book's. */
export function previewDice(draft: CreationDraft, world: CreationWorld): Record<string, DieSize> | null {
  try {
    return startingStatsSoFar({
      highest: draft.highest,
      lifestyle: draft.lifestyle,
      ethic: draft.ethic,
      optional: world.optionalStat,
    });
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: startingStatsSoFar throws nothing but RulesErrors
    if (err instanceof RulesError) return null;
    throw err;
  }
}

/** How many Aptitudes Step Four asks for, from the dice so far. */
export function aptitudeCount(draft: CreationDraft, world: CreationWorld): number {
  return startingAptitudes(previewDice(draft, world) ?? {});
}

/** What keeps the player on a step, if anything. Backstory prompts and the appearance may stay
 *  blank (table discretion). */
export function validateStep(draft: CreationDraft, step: CreationStep, world: CreationWorld): StepError[] {
  switch (step) {
    case "highest":
      return highestChoices(world.optionalStat).includes(draft.highest) ? [] : [{ key: "HB.Creation.error.highest" }];
    case "outlook": {
      const errors: StepError[] = [];
      if (!STARTING_LIFESTYLES.includes(draft.lifestyle as StartingLifestyle))
        errors.push({ key: "HB.Creation.error.lifestyle" });
      if (!STARTING_ETHICS.includes(draft.ethic as StartingEthic)) errors.push({ key: "HB.Creation.error.ethic" });
      return errors;
    }
    case "backstory":
      return [];
    case "aptitudes": {
      const count = aptitudeCount(draft, world);
      const names = filled(draft.aptitudes.slice(0, count));
      if (names.length < count) return [{ key: "HB.Creation.error.aptitudes", data: { count: String(count) } }];
      if (new Set(names.map((n) => n.toLowerCase())).size < names.length)
        return [{ key: "HB.Creation.error.aptitudeTwice" }];
      return [];
    }
    case "finishing": {
      const errors: StepError[] = [];
      if (!draft.name.trim()) errors.push({ key: "HB.Creation.error.name" });
      const things = filled(draft.things.map((t) => t.name)).length;
      // Stryker disable next-line ConditionalExpression: the draft has STARTING_THINGS.max slots, never more things
      if (things < STARTING_THINGS.min || things > STARTING_THINGS.max)
        errors.push({
          key: "HB.Creation.error.things",
          data: { min: String(STARTING_THINGS.min), max: String(STARTING_THINGS.max) },
        });
      return errors;
    }
  }
}

/** Next: only when this step is complete. Back: always. Neither ever leaves the step range. */
export function goTo(
  draft: CreationDraft,
  direction: 1 | -1,
  world: CreationWorld,
): { draft: CreationDraft; errors: StepError[] } {
  if (direction === 1) {
    const errors = validateStep(draft, CREATION_STEPS[draft.step]!, world);
    if (errors.length) return { draft, errors };
  }
  // Next on the last step stays there (Finish creates the character).
  const step = Math.min(CREATION_STEPS.length - 1, Math.max(0, draft.step + direction));
  return { draft: { ...draft, step }, errors: [] };
}

/** The finished character: the ONE actor update (system fields) and the items created with it. */
export interface CreationResult {
  name: string;
  system: {
    stats: Record<string, number>;
    optional?: number;
    highest: string;
    lifestyle: string;
    ethic: string;
    appearance: string;
    backstory: string;
  };
  items: ({ type: "aptitude"; name: string } | { type: "thing"; name: string; system: { kind: ThingKind } })[];
  /** What the backstory and appearance templates render into the HTML fields (the app renders, then writes). */
  story: { backstory: BackstoryView; appearance: string[] };
}
export interface BackstoryView {
  roleModel: string;
  skills: string[];
  connections: string[];
  afternoon: string;
}

/** Validates every step and builds the result; the first failing step is returned instead. */
export function finishCreation(
  draft: CreationDraft,
  world: CreationWorld,
): { ok: true; result: CreationResult } | { ok: false; step: number; errors: StepError[] } {
  for (const [index, step] of CREATION_STEPS.entries()) {
    const errors = validateStep(draft, step, world);
    if (errors.length) return { ok: false, step: index, errors };
  }
  const dice = startingStats({
    highest: draft.highest,
    lifestyle: draft.lifestyle,
    ethic: draft.ethic,
    optional: world.optionalStat,
  });
  const { optionalStat } = world;
  const stats = Object.fromEntries(Object.entries(dice).filter(([id]) => id !== optionalStat));
  const kinds = advancement(world.edition).thingKinds;
  const b = draft.backstory;
  return {
    ok: true,
    result: {
      name: draft.name.trim(),
      system: {
        stats,
        ...(optionalStat ? { optional: dice[optionalStat]! } : {}),
        highest: draft.highest,
        lifestyle: draft.lifestyle,
        ethic: draft.ethic,
        appearance: "",
        backstory: "",
      },
      items: [
        ...filled(draft.aptitudes.slice(0, startingAptitudes(dice))).map((name) => ({
          type: "aptitude" as const,
          name,
        })),
        ...draft.things
          .filter((t) => t.name.trim())
          .map((t) => ({
            type: "thing" as const,
            name: t.name.trim(),
            system: { kind: kinds.includes(t.kind) ? t.kind : "item" },
          })),
      ],
      story: {
        backstory: {
          roleModel: b.roleModel.trim(),
          skills: filled(b.skills),
          connections: filled(b.connections),
          afternoon: b.afternoon.trim(),
        },
        // One paragraph a line; blank lines between paragraphs fall out with the empty ones.
        appearance: draft.appearance
          .split("\n")
          .map((p) => p.trim())
          .filter(Boolean),
      },
    },
  };
}

/** The Lifestyle/Ethic Starting Stats table, for Step Two's context. */
export function outlookPairs(lifestyle: string, ethic: string): readonly string[] {
  // Stryker disable next-line ArrayDeclaration: the pair is only searched for a Stat's id
  return STARTING_STATS[lifestyle as StartingLifestyle]?.[ethic as StartingEthic] ?? [];
}
