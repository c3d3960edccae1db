// A Check written in text, as a link: "Hard Head Check". Loaded on demand, the first time text holding one is
// enriched or such a link is hovered or clicked (register.ts wires those in the always-loaded bundle). Hovering it
// shows the exact odds of each outcome for the character who would roll — the ones the roll dialog opens with;
// clicking opens that roll dialog with the Stat and difficulty set. Malformed text stays as written, marked as an
// error with the reason, and never throws.
import { RulesError, type Difficulty } from "../../rules";
import { checkLabel as labelOf } from "../chat/request-card-context";
import { translator } from "../shared/translator";
import { checkTextElement, type CheckPreset } from "./check-text-element";
import { currentEdition } from "../../settings";
import type { HumanityActor } from "../../documents/actor";
import { template } from "../shared/templates";
import { RollDialog, rollDialogActor } from "../dialogs/roll-dialog";
import { initialRollState, prepareRollDialog } from "../dialogs/roll-dialog-context";
import { localiseDetails, refusalOf } from "../shared/refusal";

function i18n() {
  return game.i18n!;
}

/** "Hard Head Check" in the user's language. */
export function checkLabel(preset: CheckPreset): string {
  return labelOf(preset, translator());
}

/** The enricher: a link for a well-formed Check, the text as written (marked, with the reason) for anything else. */
export function enrichCheckText(match: RegExpMatchArray): HTMLElement {
  return checkTextElement(match, translator());
}

export function presetOf(link: HTMLElement): CheckPreset {
  const rolls = Number(link.dataset.rolls);
  return {
    // Stryker disable next-line StringLiteral: every link drawn (check-text-element.ts) names its Stat
    stat: link.dataset.stat ?? "",
    difficulty: (link.dataset.difficulty ?? "normal") as Difficulty,
    ...(rolls ? { rolls } : {}),
  };
}

/** Who rolls a written Check for this user: their assigned character, else the actor of the token they control. */
export function rollerFor(user: User.Implementation): HumanityActor | null {
  const assigned = user.character as HumanityActor | null;
  if (assigned) return assigned;
  // No canvas (disabled, or no scene viewed yet): no token is controlled.
  const controlled = (globalThis as { canvas?: { tokens?: { controlled?: { actor?: unknown }[] } } }).canvas?.tokens
    ?.controlled;
  return (controlled?.find((t) => t.actor)?.actor as HumanityActor | undefined) ?? null;
}

/** The actors this user may roll for, when nothing says which: the characters and Monstrosities they own. */
export function candidatesFor(user: User.Implementation): HumanityActor[] {
  return (game.actors?.contents ?? []).filter(
    (a) => (a.type === "character" || a.type === "monstrosity") && a.testUserPermission(user, "OWNER"),
  ) as HumanityActor[];
}

/** The exact odds the roll dialog opens with for this actor and Check (one rule: prepareRollDialog → outcomeOdds). */
export function oddsFor(actor: HumanityActor, preset: CheckPreset) {
  const state = {
    ...initialRollState(preset.stat),
    difficulty: preset.difficulty,
    ...(preset.rolls ? { rolls: preset.rolls } : {}),
  };
  return prepareRollDialog(rollDialogActor(actor), state, currentEdition()).odds;
}

/** Hover or focus: the tooltip becomes the odds for whoever would roll now (it may change between two hovers). */
export async function refreshOdds(link: HTMLElement): Promise<void> {
  const preset = presetOf(link);
  const actor = rollerFor(game.user!);
  const check = checkLabel(preset);
  if (!actor) {
    link.dataset.tooltip = i18n().format("HB.CheckText.tooltipNoActor", { check });
    return;
  }
  const title = i18n().format("HB.CheckText.oddsFor", { check, name: actor.name });
  let context: Record<string, unknown>;
  try {
    context = { title, odds: oddsFor(actor, preset) };
  } catch (err) {
    if (!(err instanceof RulesError)) throw err;
    const { key, data } = refusalOf(err);
    context = {
      title,
      refusal: i18n().format(
        key,
        localiseDetails(data, (k) => i18n().localize(k)),
      ),
    };
  }
  link.dataset.tooltip = await foundry.applications.handlebars.renderTemplate(template("chat/check-odds.hbs"), context);
}

async function chooseRoller(user: User.Implementation, preset: CheckPreset): Promise<HumanityActor | null> {
  const choices = candidatesFor(user);
  if (choices.length <= 1) return choices[0] ?? null;
  const content = await foundry.applications.handlebars.renderTemplate(template("dialogs/choose-actor.hbs"), {
    prompt: i18n().format("HB.CheckText.chooseActor", { check: checkLabel(preset) }),
    choices: choices.map((a) => ({ id: a.id, name: a.name })),
  });
  const id = await foundry.applications.api.DialogV2.prompt({
    window: { title: "HB.CheckText.chooseTitle" },
    content,
    ok: {
      label: "HB.Roll.roll",
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) =>
        (button.form?.elements.namedItem("actor") as HTMLSelectElement | null)?.value ?? null,
    },
    rejectClose: false,
  });
  return choices.find((a) => a.id === id) ?? null;
}

/** Click (or Enter/Space): the roll dialog for this Check, for the user's character or the one they pick. */
export async function rollCheckLink(link: HTMLElement): Promise<void> {
  const preset = presetOf(link);
  const actor = rollerFor(game.user!) ?? (await chooseRoller(game.user!, preset));
  if (!actor) {
    if (!candidatesFor(game.user!).length) ui.notifications!.warn("HB.CheckText.noActor", { localize: true });
    return;
  }
  if (!actor.isOwner) {
    ui.notifications!.warn(i18n().format("HB.CheckText.notOwner", { name: actor.name }));
    return;
  }
  await new RollDialog(
    actor,
    preset.stat,
    {},
    { difficulty: preset.difficulty, ...(preset.rolls ? { rolls: preset.rolls } : {}) },
  ).render({ force: true });
}
