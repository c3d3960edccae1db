// `npm run casts`: the type assertions in src/ that hide a type instead of proving it. Counted: `as never`,
// `as unknown as T`, and any assertion on a document's `.system` (the type guards — isCharacter(), isSpecialization()
// — and the models narrow it instead). Each cast left is where fvtt-types is known to be wrong, with a one-line reason
// above it. Silencing the checker instead counts too: an `any` type, `@ts-ignore`, `@ts-expect-error`, `@ts-nocheck`
// or an `eslint-disable` comment. Every other `as T` is listed as a total for reference. Used by test/build/casts.test.ts (the budget).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Counted casts allowed in src/ (the target: fewer than 15, none on `.system`), lowered as they go. */
export const CAST_BUDGET = { counted: 10, system: 0 };

const files = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

const isAssertion = (n) => ts.isAsExpression(n) || ts.isTypeAssertionExpression(n);
const unwrap = (n) => (ts.isParenthesizedExpression(n) ? unwrap(n.expression) : n);
const isSystem = (n) => ts.isPropertyAccessExpression(n) && n.name.text === "system";
const SILENCERS = /@ts-(ignore|expect-error|nocheck)\b|eslint-disable/;

/** The counted casts in one file's code (`name` says where each is), and how many assertions it has in all. */
export function castsIn(name, code) {
  const found = { never: [], unknownAs: [], system: [], silenced: [], assertions: 0 };
  const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true);
  const line = (pos) => `${name}:${source.getLineAndCharacterOfPosition(pos).line + 1}`;
  const where = (n) => line(n.getStart(source));
  const silenced = [];
  // Comments, read by the scanner (a string or template holding the same words is not a comment).
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, code);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if ((kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) && SILENCERS.test(scanner.getTokenText())) {
      silenced.push(scanner.getTokenStart());
    }
  }
  const visit = (n) => {
    if (n.kind === ts.SyntaxKind.AnyKeyword) silenced.push(n.getStart(source));
    if (isAssertion(n) && n.type.getText(source) !== "const") {
      const inner = unwrap(n.expression);
      // `x as unknown as T` is one cast: counted at its outer assertion.
      const double = isAssertion(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword;
      const partOfDouble = n.type.kind === ts.SyntaxKind.UnknownKeyword && isAssertion(n.parent);
      if (!partOfDouble) {
        found.assertions++;
        const operand = double ? unwrap(inner.expression) : inner;
        let outer = n.parent;
        while (ts.isParenthesizedExpression(outer)) outer = outer.parent;
        if (isSystem(operand) || isSystem(outer)) found.system.push(where(n));
        else if (double) found.unknownAs.push(where(n));
        else if (n.type.kind === ts.SyntaxKind.NeverKeyword) found.never.push(where(n));
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  found.silenced = silenced.sort((x, y) => x - y).map(line);
  return found;
}

const KINDS = ["system", "unknownAs", "never", "silenced"];
const LABELS = { system: "on .system", unknownAs: "as unknown as", never: "as never", silenced: "any / @ts-ignore / @ts-expect-error / eslint-disable" };

/** Every counted cast in the TypeScript files under `root`/src, with where it is. */
export function castReport(root = ".") {
  const report = { never: [], unknownAs: [], system: [], silenced: [], assertions: 0 };
  for (const file of files(join(root, "src"))) {
    const found = castsIn(relative(root, file), readFileSync(file, "utf8"));
    for (const kind of KINDS) report[kind].push(...found[kind]);
    report.assertions += found.assertions;
  }
  return { ...report, counted: KINDS.reduce((sum, kind) => sum + report[kind].length, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = castReport();
  const verbose = process.argv.includes("--list");
  for (const kind of KINDS) {
    console.log(`${LABELS[kind]}: ${report[kind].length}`);
    if (verbose) for (const at of report[kind]) console.log(`  ${at}`);
  }
  console.log(`counted casts: ${report.counted} (budget ${CAST_BUDGET.counted}, ${CAST_BUDGET.system} on .system); all type assertions (not \`as const\`): ${report.assertions}`);
  if (report.counted > CAST_BUDGET.counted || report.system.length > CAST_BUDGET.system) process.exitCode = 1;
}
