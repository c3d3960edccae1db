// Issue 21 in the harness registry: a GM's call for a Check as the GM and as a player see it (rows resolved by the
// card's own context builder from Check data), and a journal page whose Checks are enriched by the enricher's own
// element builder — a link per Check, the malformed one marked.
import { template } from "../../src/applications/shared/templates";
import { prepareRequestCard, type RequestRow, type RequestSystem } from "../../src/applications/chat/request-card-context";
import type { CheckCardSystem } from "../../src/applications/chat/check-card-context";
import { checkTextElement } from "../../src/applications/enrichers/check-text-element";
import { CHECK_TEXT_PATTERN } from "../../src/rules/check-text-pattern";
import { callDialogContext } from "../../src/applications/chat/call-dialog-context";
import { CORE_STATS } from "../../src/rules/ids";
import { harnessI18n } from "./lang";
import type { HarnessView } from "./views";

const i18n = harnessI18n();
const t = { localize: i18n.localize, format: (k: string, d: Record<string, string>) => i18n.format(k, d) };

const checkSystem = (stat: string): CheckCardSystem => ({
  stat, partner: "", difficulty: "hard", edition: "v0.0.21.10", aptitude: "", ignited: false, conditions: [], modifier: 0, canBump: true,
  surprised: false, watchable: false, failedBy: "", attack: "", award: "", awardGained: [], witnesses: [], offered: [], helps: [],
});
const roll = (total: number, size = 6) => ({ sizes: [size], throws: [[total]], total, upgraded: false });

const call: RequestSystem = {
  stat: "head", difficulty: "hard", rolls: null, note: "about the locked door",
  entries: [
    { actorUuid: "Actor.wren", name: "Wren Alder", checkId: "c1", userId: "u1" },
    { actorUuid: "Actor.oskar", name: "Oskar Vale", checkId: "c2", userId: "u2" },
    { actorUuid: "Actor.ash", name: "Ash", checkId: "", userId: "" },
  ],
};
/** Wren rolled 12 and 9 (Medium), Oskar rolled blind 3 and 8 (a Failure), Ash has not rolled. */
const rows = (viewer: "gm" | "ash"): RequestRow[] => [
  { entry: call.entries[0]!, canRoll: viewer === "gm", check: { system: checkSystem("head"), rolls: [roll(12, 8), roll(9, 8)], visible: true } },
  { entry: call.entries[1]!, canRoll: viewer === "gm", check: { system: checkSystem("hand"), rolls: [roll(3), roll(8)], visible: viewer === "gm" } },
  { entry: call.entries[2]!, canRoll: true, check: null },
];

const PAGE = "<p>When the way is uncertain, the GM names a Check: a [[/hbcheck head]], an [[/hbcheck heart easy]] to calm a friend, "
  + "a [[/hbcheck hand hard]] to pick the lock, or a [[/hbcheck hurry complex rolls=4]] for the chase.</p>"
  + "<p>A label of your own reads better in prose: [[/hbcheck home]]{make the place feel safe}. "
  + "A typo stays visible so it can be fixed: [[/hbcheck hed hard]].</p>";

/** The enrichment core runs over a page's text nodes, applied with our enricher's element builder. */
export function enrichChecks(html: string): string {
  const root = document.createElement("div");
  root.innerHTML = html;
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const text: Text[] = [];
  while (walk.nextNode()) text.push(walk.currentNode as Text);
  for (const node of text) {
    for (const match of [...(node.textContent ?? "").matchAll(CHECK_TEXT_PATTERN)].reverse()) {
      let target = node;
      if (match.index! > 0) target = node.splitText(match.index!);
      if (match[0].length < target.length) target.splitText(match[0].length);
      target.replaceWith(checkTextElement(match, t));
    }
  }
  return root.innerHTML;
}

const chat = (title: string) => ({ kind: "chat" as const, tag: "div" as const, classes: "", title, icon: "", width: 320 });

export const CALL_VIEWS: HarnessView[] = [
  {
    // The GM's dialog (DialogV2.prompt), opened from a token's menu: Wren and Oskar ticked, Ash not.
    id: "dialog-call", label: "Dialog — Call for a Check (the GM's, two of three characters ticked)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "form", classes: "dialog", title: "HB.Call.title", localizeTitle: true, icon: "fa-solid fa-bullhorn", width: 400 },
    parts: [template("dialogs/call-for-check.hbs"), "harness/dialog-footer.hbs"],
    context: () => callDialogContext(CORE_STATS, { difficulty: "hard", label: call.note },
      call.entries.map((e, i) => ({ uuid: e.actorUuid, name: e.name, checked: i < 2 }))),
  },
  {
    id: "chat-request-gm", label: "Chat card — a call for a Check, as the GM sees it", fixture: "fullCharacter",
    frame: chat("Gamemaster"), parts: [template("chat/request-card.hbs")],
    context: () => prepareRequestCard(call, rows("gm"), true, t),
  },
  {
    id: "chat-request-player", label: "Chat card — a call for a Check, as Ash's player sees it (a blind roll hidden)", fixture: "fullCharacter",
    frame: chat("Gamemaster"), parts: [template("chat/request-card.hbs")],
    context: () => prepareRequestCard(call, rows("ash"), false, t),
  },
  {
    id: "journal-checks", label: "Journal page — Checks written in text", fixture: "fullCharacter",
    // .humanity-blessed on the window only carries our theme variables (the links style themselves).
    frame: { kind: "window", tag: "div", classes: "journal-sheet journal-entry humanity-blessed", title: "How to play", icon: "fa-solid fa-book-open", width: 560 },
    parts: ["harness/journal-page.hbs"],
    // The node-side registry render has no DOM to build the links with: there the page shows as written.
    context: () => ({ title: "Checks", content: typeof document === "undefined" ? PAGE : enrichChecks(PAGE) }),
  },
];
