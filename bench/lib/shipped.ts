// Time code as players run it: one module bundled by Rollup (through Vite, as `npm run build` does) and minified with
// the build's own terser options. vite-node, which runs the benches, reaches every import through a getter; on the
// Endeavor engine's many small calls that costs about a third more than the shipped code does.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { minify } from "terser";
import { build, type Rollup } from "vite";
import { MINIFY_OPTIONS } from "../../tools/minify-options.mjs";

/** `entry` (a path from the project root) bundled and minified as shipped, then imported. */
export async function shipped<T>(entry: string): Promise<T> {
  const out = (await build({
    configFile: false,
    logLevel: "silent",
    build: { write: false, minify: false, lib: { entry: resolve(entry), formats: ["es"], fileName: "shipped" } },
  })) as Rollup.RollupOutput[];
  const chunks = out[0]!.output.filter((o): o is Rollup.OutputChunk => o.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${entry}: expected one bundled module, got ${chunks.length}`);
  const code = (await minify(chunks[0]!.code, MINIFY_OPTIONS)).code!;
  const file = join(mkdtempSync(join(tmpdir(), "hb-bench-")), "shipped.mjs");
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}
