// The in-game guide in the harness registry: the "Using the system" journal the build makes from docs/play and
// docs/gm (tools/guide-journal.mjs), page by page in each folder's README order, as a journal window shows it — a
// player's pages, and the GM's after them — its links drawn as core draws content links and its Check links by the
// enricher's own element builder. The Tours and the Dice So Nice settings are drawn by core (tour-step.html, the
// settings form): not ours, not previewed.
import { markdownToPage } from "../../tools/markdown-html.mjs";
import { enrichChecks } from "./call-views";
import type { HarnessView } from "./views";

const sources = import.meta.glob("../../docs/{play,gm}/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** A folder's pages in its README's order, each under its own heading, as the journal sheet shows them in a row. */
function pages(folder: "play" | "gm"): string {
  const index = sources[`../../docs/${folder}/README.md`]!;
  return [...index.matchAll(/\]\(([^)#]+\.md)\)/g)].map((m) => {
    // Links as the build writes them (@UUID[…]{label}), drawn below as core's enricher draws a content link.
    const page = markdownToPage(sources[`../../docs/${folder}/${m[1]}`]!, (url: string, label: string) =>
      (/^https?:/.test(url) ? `<a href="${url}">${label}</a>` : `@UUID[${url}]{${label}}`));
    return `<h3>${page.title}</h3>${page.html}`;
  }).join("");
}

const contentLinks = (html: string) =>
  html.replace(/@UUID\[[^\]]+\]\{([^}]+)\}/g, '<a class="content-link" draggable="true"><i class="fa-solid fa-file-lines" inert></i>$1</a>');
const content = (html: string) => (typeof document === "undefined" ? html : enrichChecks(contentLinks(html)));

const frame = { kind: "window", tag: "div", classes: "journal-sheet journal-entry humanity-blessed", title: "Using the system", icon: "fa-solid fa-book-open", width: 600 } as const;

export const FIRST_RUN_VIEWS: HarnessView[] = [
  {
    id: "journal-using-the-system", label: "Journal — Using the system, a player's pages (opens once per user at the first load)", fixture: "fullCharacter",
    frame, parts: ["harness/journal-page.hbs"],
    context: () => ({ title: "Using the system", content: content(pages("play")) }),
  },
  {
    id: "journal-using-the-system-gm", label: "Journal — Using the system, the GM's pages (GM only)", fixture: "fullCharacter",
    frame, parts: ["harness/journal-page.hbs"],
    context: () => ({ title: "Using the system", content: content(pages("gm")) }),
  },
];
