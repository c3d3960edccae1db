// What each wizard PART renders, from the draft alone. Labels are localisation keys; templates localise them.
import {
  advancement,
  balancedGroups,
  highestChoices,
  STARTING_ETHICS,
  STARTING_LIFESTYLES,
  STARTING_STATS,
  STARTING_THINGS,
} from "../../rules";
import {
  aptitudeCount,
  CREATION_STEPS,
  outlookPairs,
  previewDice,
  type CreationDraft,
  type CreationWorld,
  type StepError,
} from "./creation-draft";

function stat(id: string): string {
  return `HB.Stat.${id}`;
}

// Stryker disable next-line ArrayDeclaration: the wizard and the harness always pass the errors shown
export function prepareCreationContext(draft: CreationDraft, world: CreationWorld, errors: StepError[] = []) {
  const current = CREATION_STEPS[draft.step]!;
  const dice = previewDice(draft, world);
  const pair = outlookPairs(draft.lifestyle, draft.ethic);
  const apts = aptitudeCount(draft, world);
  const kinds = advancement(world.edition).thingKinds;

  // Only what the templates draw: a field nothing reads would hide its own mistakes.
  return {
    errors,
    steps: CREATION_STEPS.map((id, index) => ({
      number: index + 1,
      label: `HB.Creation.step.${id}.title`,
      current: index === draft.step,
      done: index < draft.step,
    })),
    step: {
      first: draft.step === 0,
      last: draft.step === CREATION_STEPS.length - 1,
    },
    /** Each part shows only when it is the current step (one PART per step; the others are hidden, not removed). */
    show: Object.fromEntries(CREATION_STEPS.map((id) => [id, id === current])) as Record<
      (typeof CREATION_STEPS)[number],
      boolean
    >,
    // Each Stat with its Scope from the book, so the choice is made knowing what the Stat covers.
    highest: highestChoices(world.optionalStat).map((id) => ({
      id,
      label: stat(id),
      scope: `HB.Scope.${id}`,
      checked: draft.highest === id,
      optional: id === world.optionalStat,
    })),
    lifestyles: STARTING_LIFESTYLES.map((id) => ({
      id,
      label: `HB.Lifestyle.${id}`,
      hint: `HB.Creation.lifestyle.${id}`,
      checked: draft.lifestyle === id,
    })),
    ethics: STARTING_ETHICS.map((id) => ({
      id,
      label: `HB.Ethic.${id}`,
      hint: `HB.Creation.ethic.${id}`,
      checked: draft.ethic === id,
    })),
    /** The book's Lifestyle/Ethic Starting Stats table, with the chosen cell marked. */
    table: {
      ethics: STARTING_ETHICS.map((id) => ({ label: `HB.Ethic.${id}` })),
      rows: STARTING_LIFESTYLES.map((l) => ({
        label: `HB.Lifestyle.${l}`,
        cells: STARTING_ETHICS.map((e) => ({
          stats: STARTING_STATS[l][e].map(stat),
          chosen: l === draft.lifestyle && e === draft.ethic,
        })),
      })),
    },
    settingEthic: { label: `HB.Ethic.${world.settingEthic}` },
    backstory: {
      roleModel: draft.backstory.roleModel,
      skills: draft.backstory.skills.map((value, index) => ({ index, number: index + 1, value })),
      connections: draft.backstory.connections.map((value, index) => ({ index, number: index + 1, value })),
      afternoon: draft.backstory.afternoon,
    },
    aptitudes: {
      third: apts === 3,
      slots: draft.aptitudes.slice(0, apts).map((value, index) => ({ index, number: index + 1, value })),
      /** Reminders from the Backstory step, so Step Four can draw on it. */
      skills: draft.backstory.skills.filter((s) => s.trim()),
    },
    finishing: {
      name: draft.name,
      appearance: draft.appearance,
      min: STARTING_THINGS.min,
      max: STARTING_THINGS.max,
      kinds: Object.fromEntries(kinds.map((k) => [k, `HB.Thing.kind.${k}`])),
      oneKind: kinds.length === 1,
      things: draft.things.map((t, index) => ({ index, number: index + 1, name: t.name, kind: t.kind })),
    },
    preview: {
      invalid: dice === null,
      groups: balancedGroups(dice ?? {}).map((g) => ({
        die: `d${g.size}`,
        size: g.size,
        balanced: g.stats.length > 1,
        stats: g.stats.map((id) => ({
          id,
          label: stat(id),
          highest: id === draft.highest,
          outlook: pair.includes(id),
        })),
      })),
      lifestyle: draft.lifestyle ? `HB.Lifestyle.${draft.lifestyle}` : "",
      ethic: draft.ethic ? `HB.Ethic.${draft.ethic}` : "",
      aptitudes: apts,
    },
  };
}

export type CreationContext = ReturnType<typeof prepareCreationContext>;
