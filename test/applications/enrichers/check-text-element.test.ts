// The element a Check written in text becomes (check-text-element.ts), as a reader and assistive technology meet it:
// the link's name, label, icon, keyboard stop and tooltip; malformed text kept as written, marked, with its reason
// spoken and shown as text.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { checkTextElement } from "../../../src/applications/enrichers/check-text-element";
import { translator } from "../../../src/applications/shared/translator";
import { CHECK_TEXT_PATTERN } from "../../../src/rules/check-text-pattern";

/** The element for the first Check written in `text`. */
function element(text: string): HTMLElement {
  const match = [...text.matchAll(CHECK_TEXT_PATTERN)][0]!;
  return checkTextElement(match, translator());
}

beforeEach(() => {
  onInit();
});

describe("a well-formed Check", () => {
  it("is a link with the dice icon (hidden from assistive technology), a keyboard stop and a tooltip naming the Check", () => {
    const link = element("[[/hbcheck hurry complex rolls=4]]");
    expect(link.outerHTML).toBe(
      '<a class="humanity-blessed hb-check-link" data-stat="hurry" data-difficulty="complex" data-rolls="4" role="button" '
        + 'tabindex="0" data-tooltip="Roll the Complex Hurry Check (4 rolls)"><i class="fa-solid fa-dice-d6" inert="">'
        + "</i>Complex Hurry Check (4 rolls)</a>",
    );
  });

  it("a label is trimmed; a blank one gives way to the Check's name; a Check without rolls= carries none", () => {
    expect(element("[[/hbcheck head]]{  Keep calm  }").textContent).toBe("Keep calm");
    const blank = element("[[/hbcheck head hard]]{   }");
    expect([blank.textContent, blank.dataset.rolls, blank.hasAttribute("data-rolls")]).toEqual(["Hard Head Check", undefined, false]);
  });
});

describe("malformed text", () => {
  it("stays as written in a marked note; its reason is its tooltip (as text) and is spoken with it", () => {
    const note = element("[[/hbcheck head head]]");
    const reason = 'Not a Check: "head" is a second Stat; a Check names one (the roll dialog offers the balanced ones).';
    expect([note.tagName, note.className, note.getAttribute("role"), note.textContent]).toEqual(["SPAN", "humanity-blessed hb-check-text-error", "note", "[[/hbcheck head head]]"]);
    expect([note.dataset.tooltipText, note.dataset.tooltip, note.getAttribute("aria-label")]).toEqual([reason, undefined, `[[/hbcheck head head]] — ${reason}`]);
  });

  it("a reason without a word names none", () => {
    expect(element("[[/hbcheck head rolls=3]]").dataset.tooltipText).toBe("Not a Check: rolls= is only for Complex Checks.");
  });
});
