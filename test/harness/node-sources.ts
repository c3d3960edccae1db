// Node side (tests, bench): the same template sources the page gets from vite, read from disk.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { foundryPath } from "./renderer";

const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const p = join(dir, name);
  return statSync(p).isDirectory() ? walk(p) : p.endsWith(".hbs") ? [p] : [];
});

export function templateSources(root = process.cwd()): Record<string, string> {
  const files = [...walk(join(root, "templates")), ...walk(join(root, "test/harness"))];
  return Object.fromEntries(files.map((f) => [foundryPath(relative(root, f).split("\\").join("/")), readFileSync(f, "utf8")]));
}
