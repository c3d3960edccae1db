// The registry this project installs from carries only the packages for the platforms we build on, so npm
// records optional platform packages (rollup's, esbuild's …) that it could not resolve, and `npm ci` then refuses
// the lock. Run after `npm install`: drops optional dependencies that the lock does not contain.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let removed = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const dep of Object.keys(entry.optionalDependencies)) {
    if (!lock.packages[`node_modules/${dep}`] && !lock.packages[`${path}/node_modules/${dep}`]) {
      delete entry.optionalDependencies[dep];
      removed++;
    }
  }
  if (!Object.keys(entry.optionalDependencies).length) delete entry.optionalDependencies;
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lock: removed ${removed} unresolvable optional dependencies`);
