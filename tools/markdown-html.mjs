// The small markdown the guide's pages are written in (docs/play, docs/gm), turned into the HTML a JournalEntryPage
// of type "text" stores (format 1): headings, paragraphs, lists, **bold**, *italic*, `code`, fenced code and links.
// Anything else (tables, quotes, images, raw HTML, nested lists) is refused by name, so a page never ships half drawn.

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/**
 * One line's inline markdown as HTML. `link(url, html)` returns what a link becomes (it may throw to refuse one).
 * Code spans are kept out of every other rule; the rest is escaped before it is marked up.
 */
export function inline(text, link) {
  const codes = [];
  const held = text.replace(/`([^`]+)`/g, (_, code) => `\u0000${codes.push(code) - 1}\u0000`);
  let html = escapeHtml(held)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, url) => link(url.replace(/&amp;/g, "&"), label))
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?![*\w])/g, "$1<em>$2</em>");
  html = html.replace(/\u0000(\d+)\u0000/g, (_, i) => `<code>${escapeHtml(codes[Number(i)])}</code>`);
  return html;
}

const LIST = { ul: /^- (.*)$/, ol: /^\d+\. (.*)$/ };
const REFUSED = [
  [/^\s*\|/, "a table"], [/^\s*>/, "a quotation"], [/!\[/, "an image"], [/^\s*</, "raw HTML"],
  [/^ {0,3}(\*|\+) /, "a list marked other than with -"], [/^ {2,}(- |\d+\. )/, "a nested list"],
  [/^#{4,} /, "a heading deeper than ###"],
];

/**
 * A page's markdown as { title, html }: its first line is `# Title` (the page's name, which Foundry shows itself),
 * the rest its content. Throws, naming the line, on anything outside the subset.
 */
export function markdownToPage(markdown, link) {
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  const first = /^# (.+)$/.exec(lines[0] ?? "");
  if (!first) throw new Error("line 1: a page starts with its title, \"# Title\"");
  const out = [];
  let paragraph = [];
  let list = null; // { tag, items: string[] }
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(" "), link)}</p>`);
    paragraph = [];
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i, link)}</li>`).join("")}</${list.tag}>`);
    list = null;
  };
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n];
    const where = `line ${n + 1}`;
    if (line.startsWith("```")) {
      flush();
      const code = [];
      for (n++; n < lines.length && !lines[n].startsWith("```"); n++) code.push(lines[n]);
      if (n >= lines.length) throw new Error(`${where}: a code block is never closed`);
      out.push(`<pre><code>${escapeHtml(code.join("\n"))}</code></pre>`);
      continue;
    }
    const refused = REFUSED.find(([pattern]) => pattern.test(line));
    if (refused) throw new Error(`${where}: ${refused[1]} is not in the guide's markdown`);
    if (!line.trim()) { flush(); continue; }
    const heading = /^(##|###) (.+)$/.exec(line);
    if (heading) { flush(); out.push(`<h${heading[1].length}>${inline(heading[2], link)}</h${heading[1].length}>`); continue; }
    const item = Object.entries(LIST).map(([tag, re]) => [tag, re.exec(line)]).find(([, m]) => m);
    if (item) {
      const [tag, match] = item;
      if (paragraph.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push(match[1]);
      continue;
    }
    if (/^#/.test(line)) throw new Error(`${where}: only one "# Title", the first line`);
    if (list && /^ +\S/.test(line)) { list.items[list.items.length - 1] += ` ${line.trim()}`; continue; }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return { title: first[1].trim(), html: out.join("") };
}
