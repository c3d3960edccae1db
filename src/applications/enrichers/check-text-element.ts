// A Check written in text, as the element that replaces it: a link named after the Check, or — for text that is not
// a Check — the text as written, marked, with the reason in its tooltip. Plain DOM from plain data: the enricher,
// the browser harness and tests share it.
import { parseCheckText, type CheckTextError, type Difficulty } from "../../rules";
import { checkLabel, type Translator } from "../chat/request-card-context";

export interface CheckPreset {
  stat: string;
  difficulty: Difficulty;
  rolls?: number;
}

export function checkTextError(error: CheckTextError, i18n: Translator): string {
  return i18n.format(`HB.CheckText.error.${error.code}`, "word" in error ? { word: error.word } : {});
}

/** The enricher's element for one match of CHECK_TEXT_PATTERN (words in group 1, a label in group 2). */
export function checkTextElement(match: RegExpMatchArray, i18n: Translator): HTMLElement {
  const parsed = parseCheckText(match[1]);
  if (!parsed.ok) {
    const span = document.createElement("span");
    span.classList.add("humanity-blessed", "hb-check-text-error");
    // As text: the reason quotes the word as written, and core shows any other data-tooltip as HTML.
    span.dataset.tooltipText = checkTextError(parsed, i18n);
    span.setAttribute("aria-label", `${match[0]} — ${span.dataset.tooltipText}`);
    span.setAttribute("role", "note");
    span.textContent = match[0];
    return span;
  }
  const preset: CheckPreset = {
    stat: parsed.stat,
    difficulty: parsed.difficulty,
    ...(parsed.rolls ? { rolls: parsed.rolls } : {}),
  };
  const link = document.createElement("a");
  link.classList.add("humanity-blessed", "hb-check-link");
  link.dataset.stat = preset.stat;
  link.dataset.difficulty = preset.difficulty;
  if (preset.rolls) link.dataset.rolls = String(preset.rolls);
  // A link without a destination: a button to assistive technology and the keyboard (register.ts handles Enter/Space).
  link.setAttribute("role", "button");
  link.tabIndex = 0;
  link.dataset.tooltip = i18n.format("HB.CheckText.tooltip", { check: checkLabel(preset, i18n) });
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-dice-d6";
  icon.inert = true;
  link.append(icon, match[2]?.trim() || checkLabel(preset, i18n));
  return link;
}
