// `npm run typecheck:v14`: type-checks src/ against Foundry V14's declarations. npm's fvtt-types stops at V13, so the
// League's V14 declarations come from the vendored tarball (../shared/vendor, see its README), installed in
// types-v14/ apart from the V13 node_modules with the same pixi overrides. Without the tarball it says so in one line.
// tsc peaked at 4.8 GB of heap while src/ had V14 errors (1.3 GB without) and takes 3–6 minutes on 2 cores.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const VERSION = "14.366.0";
const TARBALL = `fvtt-types-${VERSION}.tgz`;
// ../shared beside the repository (a worktree or checkout next to it), else the machine's /work/shared (CI's clone).
const shared = [process.env.HB_SHARED, resolve(root, "../shared"), "/work/shared"].filter(Boolean);
const tarball = shared.map((dir) => join(dir, "vendor", TARBALL)).find((file) => existsSync(file));
if (!tarball) {
  console.log(`typecheck:v14: skipped — ${TARBALL} not found in ../shared/vendor (HB_SHARED names another shared folder)`);
  process.exit(0);
}

const run = (cmd, args, cwd) => {
  const { status } = spawnSync(cmd, args, { cwd, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
};

const dir = join(root, "types-v14");
const installed = join(dir, "node_modules/fvtt-types/package.json");
if (!existsSync(installed) || JSON.parse(readFileSync(installed, "utf8")).version !== VERSION) {
  console.log(`typecheck:v14: installing fvtt-types ${VERSION} from ${tarball} into types-v14/`);
  run("npm", ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--ignore-scripts", `fvtt-types@file:${tarball}`], dir);
}
const tsc = createRequire(join(root, "package.json")).resolve("typescript/bin/tsc");
const started = Date.now();
// The V14 declarations took 4.8 GB of heap while errors were being reported (the default 4 GB ran out); 6 GB caps it.
run(process.execPath, ["--max-old-space-size=6144", tsc, "--noEmit", "-p", join(dir, "tsconfig.json")], root);
console.log(`typecheck:v14: src/ type-checks against fvtt-types ${VERSION} (Foundry V14) in ${Math.round((Date.now() - started) / 1000)} s`);
