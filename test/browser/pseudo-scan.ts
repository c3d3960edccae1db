// Scans for the pseudo-locale (test/harness/pseudo-locale.ts), run in the page. Every string of ours arrives wrapped
// in two invisible markers, so what a player reads outside any marker never went through the language file: English
// written into a template or built in TypeScript. Two strings of ours side by side in one run of text are a sentence
// glued from pieces, which a translator cannot reorder. Data (a name, a number, dice) is allowed outside them.
import type { Page } from "playwright-core";
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "../harness/pseudo-locale";

export interface PseudoOptions {
  /** Words that are the fixtures' own data (names of characters, things, places), not our strings. */
  data: readonly string[];
  /** Markup whose text is not ours to translate (core's, or the book's and the guide's English content). */
  exempt: readonly string[];
  /** Our own markup inside exempt markup (a Check link the enricher puts in a journal page). */
  ours: readonly string[];
  /** Elements whose own attributes, but not their content, are core's (the chat log's name). */
  exemptAttributes: readonly string[];
  /** Keys of lang/en.json: a data-tooltip that is a key is localised by core when shown. */
  keys: readonly string[];
}

/** The attributes a player reads (a tooltip) or hears (a screen reader). */
const READ_ATTRIBUTES = [
  "aria-label",
  "title",
  "data-tooltip",
  "data-tooltip-text",
  "placeholder",
  "alt",
  "aria-description",
  "label",
];

/**
 * Text outside our strings that is not data ("unmarked"), runs joining two of our strings ("joined"), and markers
 * left open or closed twice ("unbalanced": a string cut in code). Text is read in document order across elements,
 * as a string of ours may hold markup; every tab is read, hidden ones included.
 */
export async function pseudoProblems(page: Page, options: PseudoOptions, scope = "#stage"): Promise<string[]> {
  return page.evaluate(
    ({ sel, open, close, data, exempt, ours, exemptAttributes, keys, attributes }) => {
      const root = document.querySelector(sel)!;
      // Longest first, so "The Hollow King" goes before a shorter name it contains; whole words only.
      const phrases = [...data]
        .sort((a, b) => b.length - a.length)
        .map((p) => new RegExp(`(?<!\\p{L})${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "gu"));
      const known = new Set(keys);
      const skipped = (el: Element | null) => {
        const theirs = exempt.length ? el?.closest(exempt.join(", ")) : null;
        const own = ours.length ? el?.closest(ours.join(", ")) : null;
        return !!theirs && !(own && theirs.contains(own));
      };
      const out: string[] = [];
      const where = (el: Element | null) => {
        const parts: string[] = [];
        for (let e = el; e && e !== root && parts.length < 3; e = e.parentElement) {
          parts.unshift(
            `${e.tagName.toLowerCase()}${[...e.classList]
              .slice(0, 2)
              .map((c) => `.${c}`)
              .join("")}`,
          );
        }
        return parts.join(" > ");
      };
      const clean = (s: string) =>
        s.replaceAll(open, "⟦").replaceAll(close, "⟧").replace(/\s+/g, " ").trim().slice(0, 140);
      /** Words outside our strings that are not data: dice (d6, 2d8, d20), the book's Blessing notation (1x4),
       *  numbers and the fixtures' phrases are. */
      const strays = (run: string) => {
        let rest = run.replace(/\b\d*d\d+\b|\b\d+x\d+\b/g, " ");
        for (const phrase of phrases) rest = rest.replace(phrase, " ");
        return rest.match(/\p{L}[\p{L}\p{M}'’]*/gu) ?? [];
      };
      /** Two of our strings side by side are fine after a label or a sentence of ours ("Spent:", "… here."), as items
       *  of a list (", ", " · ", " + ", " / ") or with data between them; any other joint is a sentence in pieces. */
      const fineJoint = (before: string, between: string) =>
        /[:.!?]$/.test(before.trimEnd()) || /[\p{L}\p{N}]/u.test(between) || /^(?:,|·|\+|\/)$/.test(between.trim());
      const read = (text: string, depth: number) => {
        let outside = "";
        let bad = false;
        const joints: string[] = [];
        // The last of our strings closed at the top level in this text, and what has come since.
        let last: string | null = null;
        let inner = "";
        let between = "";
        for (const c of text) {
          if (c === open) {
            if (depth === 0 && last !== null && !fineJoint(last, between))
              joints.push(`${last.slice(-20)}⟧${between}⟦`);
            if (depth === 0) inner = "";
            depth += 1;
          } else if (c === close) {
            depth -= 1;
            if (depth < 0) {
              bad = true;
              depth = 0;
            }
            if (depth === 0) {
              last = inner;
              between = "";
            }
          } else if (depth === 0) {
            outside += c;
            between += c;
          } else inner += c;
        }
        return { outside, joints, depth, bad };
      };

      let depth = 0;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (parent?.closest("script, style, textarea")) continue;
        const text = n.textContent ?? "";
        const r = read(text, depth);
        depth = r.depth;
        if (skipped(parent)) continue;
        const at = where(parent);
        if (r.bad) out.push(`unbalanced: "${clean(text)}" in ${at}`);
        const stray = strays(r.outside);
        if (stray.length) out.push(`unmarked: "${clean(text)}" (${stray.join(" ")}) in ${at}`);
        if (r.joints.length) out.push(`joined: "${clean(text)}" in ${at}`);
      }
      if (depth !== 0) out.push(`unbalanced: ${depth} string(s) never closed`);

      for (const el of root.querySelectorAll("*")) {
        if (skipped(el) || (exemptAttributes.length && el.matches(exemptAttributes.join(", ")))) continue;
        for (const attr of attributes) {
          const value = el.getAttribute(attr);
          if (!value || (attr === "data-tooltip" && known.has(value))) continue;
          const r = read(value, 0);
          const stray = strays(r.outside);
          const at = `${where(el)}[${attr}]`;
          if (r.bad || r.depth !== 0) out.push(`unbalanced: "${clean(value)}" in ${at}`);
          if (stray.length) out.push(`unmarked: "${clean(value)}" (${stray.join(" ")}) in ${at}`);
          if (r.joints.length) out.push(`joined: "${clean(value)}" in ${at}`);
        }
      }
      return out;
    },
    {
      sel: scope,
      open: PSEUDO_OPEN,
      close: PSEUDO_CLOSE,
      data: [...options.data],
      exempt: [...options.exempt],
      ours: [...options.ours],
      exemptAttributes: [...options.exemptAttributes],
      keys: [...options.keys],
      attributes: READ_ATTRIBUTES,
    },
  );
}

/**
 * Text drawn past the edge of a box that hides its overflow (or of its window): a word cut off or an ellipsis where
 * a longer translation no longer fits. Text in a scrolling box is reachable, and visually-hidden text (a 1 px box
 * for screen readers) is meant to be clipped.
 */
export async function clippedText(page: Page, scope = "#stage"): Promise<string[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    const out: string[] = [];
    const tol = 1;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !/[\p{L}\p{N}]/u.test(n.textContent ?? "") || parent.closest("script, style, select, textarea"))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!rects.length) continue;
      const box = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      const win = parent.closest(".application, .chat-message, .harness-chat-frame");
      for (let p: HTMLElement | null = parent; p && p !== root.parentElement; p = p.parentElement) {
        const s = getComputedStyle(p);
        const pr = p.getBoundingClientRect();
        if (pr.width <= 2 || pr.height <= 2) break;
        const hidesX = s.overflowX === "hidden" || s.overflowX === "clip";
        const hidesY = s.overflowY === "hidden" || s.overflowY === "clip";
        const outX = box.left < pr.left - tol || box.right > pr.right + tol;
        const outY = box.top < pr.top - tol || box.bottom > pr.bottom + tol;
        if ((hidesX && outX) || (hidesY && outY) || (p === win && (outX || outY))) {
          const text = (n.textContent ?? "")
            .replace(/[\u2062\u2064]/g, "")
            .replace(/\s+/g, " ")
            .trim()
            .slice(0, 60);
          out.push(`cut: "${text}" by ${p.tagName.toLowerCase()}${[...p.classList].map((c) => `.${c}`).join("")}`);
          break;
        }
        if (
          s.overflowX === "auto" ||
          s.overflowX === "scroll" ||
          s.overflowY === "auto" ||
          s.overflowY === "scroll" ||
          p === win
        )
          break;
      }
    }
    // A field's placeholder is drawn on one line inside the field: wider than the field, its end is cut off.
    const pen = document.createElement("canvas").getContext("2d")!;
    for (const input of root.querySelectorAll<HTMLInputElement>(
      "input[placeholder]:not([type=hidden]), textarea[placeholder]",
    )) {
      if (input.value || !input.checkVisibility()) continue;
      const s = getComputedStyle(input);
      pen.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const text = input.placeholder.replace(/[\u2062\u2064]/g, "");
      const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (pen.measureText(text).width > room + 1)
        out.push(`cut: placeholder "${text.slice(0, 60)}" in a ${Math.round(room)} px field`);
    }
    return out;
  }, scope);
}
