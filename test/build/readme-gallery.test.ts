// The screenshots: the README shows the sheet, the docs' index the gallery (the sheet, the roll dialog, a chat card,
// the wizard); every picture either links is in the repository (npm run gallery retakes them).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const images = (file: string, base: string) =>
  [...readFileSync(file, "utf8").matchAll(/!\[[^\]]+\]\(((?:docs\/)?screenshots\/[^)]+\.png)\)/g)].map((m) => join(base, m[1]!));

describe("README and docs screenshots", () => {
  it("the README shows the character sheet; the docs' gallery the sheet, the roll dialog, a chat card and the wizard", () => {
    expect(images("README.md", ".")).toEqual(["docs/screenshots/character-sheet-light.png"]);
    const gallery = images("docs/README.md", "docs");
    for (const name of ["character-sheet", "roll-dialog", "chat-card", "creation-wizard"]) expect(gallery.some((i) => i.includes(name)), name).toBe(true);
  });

  it("every image they link exists", () => {
    expect([...images("README.md", "."), ...images("docs/README.md", "docs")].filter((i) => !existsSync(i))).toEqual([]);
  });
});
