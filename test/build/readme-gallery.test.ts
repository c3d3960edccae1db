// The README's screenshot gallery: every picture it shows is in the repository (npm run gallery retakes them).
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("README screenshots", () => {
  it("shows the sheet, the roll dialog, a chat card and the wizard, and every image it links exists", () => {
    const images = [...readFileSync("README.md", "utf8").matchAll(/!\[[^\]]+\]\((docs\/screenshots\/[^)]+\.png)\)/g)].map((m) => m[1]!);
    for (const name of ["character-sheet", "roll-dialog", "chat-card", "creation-wizard"]) expect(images.some((i) => i.includes(name)), name).toBe(true);
    expect(images.filter((i) => !existsSync(i))).toEqual([]);
  });
});
