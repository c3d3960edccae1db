// A built LevelDB pack read back with the official CLI, as Foundry would load it; the scratch folder is removed after.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";

export async function readBuiltPack(path: string): Promise<any[]> {
  const out = mkdtempSync(join(tmpdir(), "hb-pack-"));
  try {
    await extractPack(path, out, { log: false });
    return readdirSync(out).map((f) => JSON.parse(readFileSync(join(out, f), "utf8")));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
