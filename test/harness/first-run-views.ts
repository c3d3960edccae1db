// Issue 29 in the harness registry: the "Using the system" journal (packs/_source/rules/using-the-system.yml) as a
// journal window shows it, every page in order, its Check links enriched by the enricher's own element builder. The
// Tours and the Dice So Nice settings are drawn by core's own templates (tour-step.html, the settings form): not ours.
import { parse } from "yaml";
import source from "../../packs/_source/rules/using-the-system.yml?raw";
import { enrichChecks } from "./call-views";
import type { HarnessView } from "./views";

type Journal = { name: string; pages: { name: string; sort: number; text: { content: string } }[] };
const journal = parse(source) as Journal;
/** Each page under its own heading, as the journal sheet shows them one after another. */
const pages = [...journal.pages].sort((a, b) => a.sort - b.sort).map((p) => `<h3>${p.name}</h3>${p.text.content}`).join("");

export const FIRST_RUN_VIEWS: HarnessView[] = [
  {
    id: "journal-using-the-system", label: "Journal — Using the system (opens once per user at the first load)", fixture: "fullCharacter",
    frame: { kind: "window", tag: "div", classes: "journal-sheet journal-entry humanity-blessed", title: journal.name, icon: "fa-solid fa-book-open", width: 600 },
    parts: ["harness/journal-page.hbs"],
    // The node-side registry render has no DOM to build the links with: there the page shows as written.
    context: () => ({ title: journal.name, content: typeof document === "undefined" ? pages : enrichChecks(pages) }),
  },
];
