// `npm run layout`: how the source tree holds its shape. Import circles in src/ (type imports count too: a type-only
// circle still ties two files together for a reader and for the compiler), the files directly in the tracker's folder,
// lines over 120 characters, comments that cite an issue number instead of saying what they mean, and the words of
// one kind of Endeavor written outside that kind's folder. Used by test/build/layout.test.ts (the budget).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** What the tree may hold; lowered as it goes. */
export const LAYOUT_BUDGET = { circles: 0, combatFiles: 8, longShare: 0.01, issueRefs: 0, kindWords: 1 };

// The words only one kind of Endeavor uses (Stealth's Eye, Alarms, Objectives, Sanctuaries and Escapes; Rush's
// leader and a foiled charge). A word starts where no letter comes before it or at a camelCase hump, and ends
// before a lowercase letter.
const KIND_WORDS_ALONE =
  /(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(?:[Ee]ye|[Aa]larms?|[Oo]bjectives?|[Ss]anctuar(?:y|ies)|[Ee]scapes?|[Ll]eaders?|[Ff]oiled)(?![a-z])/g;

/** A kind's own folder, in any layer: `…/kinds/<kind>/…` (the tables and types directly in `kinds/` are not one). */
const KIND_FOLDER = /\/kinds\/(?:monstrous|racing|rush|stealth)\//;

// Words that only look like a kind's: escaping text (`escapeHTML`, `CSS.escape`) and asset paths (core's eye icon).
const NOT_KIND_WORDS = /^escapeHTML$|\//;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );

/** The module specifiers `code` imports, type-only, re-exported and dynamic `import()` included. */
export function specifiersIn(code) {
  const out = [];
  const source = ts.createSourceFile("x.ts", code, ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier)
    ) {
      out.push(n.moduleSpecifier.text);
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      out.push(n.argument.literal.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

const isFile = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names (`./x`, `./x.js`, `./dir` for its index), or null (a package, an asset). */
function resolveFrom(file, spec) {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(file), spec.split("?")[0]);
  return (
    [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")].find(
      (p) => p.endsWith(".ts") && isFile(p),
    ) ?? null
  );
}

/** Each file of `root` and the files of `root` it imports. */
export function importGraph(root = "src") {
  const graph = new Map();
  for (const file of files(resolve(root))) {
    const targets = specifiersIn(readFileSync(file, "utf8")).map((s) => resolveFrom(file, s));
    graph.set(file, new Set(targets.filter((t) => t !== null)));
  }
  return graph;
}

/** The import circles of a graph: each group of files that reach one another (Tarjan's strongly connected parts). */
export function circlesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v).has(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Comments citing an issue by number ("issue 32", "issues 28 and 30"): `file:line` for each. */
export function issueRefsIn(name, code) {
  const found = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, code);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const comment = kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia;
    if (comment && /\bissues? #?\d/i.test(scanner.getTokenText())) {
      found.push(`${name}:${code.slice(0, scanner.getTokenStart()).split("\n").length}`);
    }
  }
  return found;
}

/** How many of a kind's own words `code` uses in its identifiers, properties and strings, template strings' text
 *  included (comments are prose). Read from the parsed tree: a bare scanner cannot tell a regex from a division and
 *  loses its place after one. */
export function kindWordsIn(code) {
  let n = 0;
  const source = ts.createSourceFile("x.ts", code, ts.ScriptTarget.Latest, true);
  const count = (read, css = false) => {
    if (!NOT_KIND_WORDS.test(read) && !css) n += (read.match(KIND_WORDS_ALONE) ?? []).length;
  };
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      // An identifier read alone: `.eye` is the Identifier `eye` after a dot; `CSS.escape` escapes text.
      const css = ts.isPropertyAccessExpression(node.parent) && node.parent.expression.getText(source) === "CSS";
      count(node.text, css && node.parent.name === node);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node)
    ) {
      count(node.text);
    } else if (ts.isTemplateExpression(node)) {
      count(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

/** The report: circles, the tracker folder's own files, long lines, issue citations and kind words, in `root`. */
export function layoutReport(root = "src") {
  const rel = (p) => relative(process.cwd(), p).split("\\").join("/");
  const all = files(resolve(root));
  let lines = 0;
  let long = 0;
  const issueRefs = [];
  const kindWords = new Map();
  for (const file of all) {
    const code = readFileSync(file, "utf8");
    for (const line of code.split("\n")) {
      lines++;
      if (line.length > 120) long++;
    }
    issueRefs.push(...issueRefsIn(rel(file), code));
    if (!KIND_FOLDER.test(rel(file))) {
      const n = kindWordsIn(code);
      if (n) kindWords.set(rel(file), n);
    }
  }
  const combat = resolve(root, "applications/combat");
  const combatFiles = readdirSync(combat, { withFileTypes: true }).filter((e) => e.isFile()).length;
  return {
    circles: circlesOf(importGraph(root)).map((c) => c.map(rel)),
    combatFiles,
    lines,
    long,
    longShare: long / lines,
    issueRefs,
    kindWords: [...kindWords].reduce((sum, [, n]) => sum + n, 0),
    kindWordFiles: Object.fromEntries([...kindWords].sort((a, b) => b[1] - a[1])),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const r = layoutReport();
  console.log(`import circles: ${r.circles.length}`);
  for (const c of r.circles) console.log(`  ${c.join(" → ")}`);
  console.log(`files directly in src/applications/combat: ${r.combatFiles}`);
  console.log(`lines over 120 characters: ${r.long} of ${r.lines} (${(100 * r.longShare).toFixed(2)} %)`);
  console.log(
    `comments citing an issue: ${r.issueRefs.length}${r.issueRefs.length ? `: ${r.issueRefs.join(", ")}` : ""}`,
  );
  console.log(`kind words outside a kind's folder: ${r.kindWords}`);
  for (const [f, n] of Object.entries(r.kindWordFiles)) console.log(`  ${n}\t${f}`);
}
