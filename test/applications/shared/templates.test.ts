// The templates preloaded at init (templates.ts): each by its full system path, each a file that exists — core's
// loadTemplates, like the fake's, fails on a path with no template, and that template is then fetched at first draw.
import { describe, expect, it } from "vitest";
import { apps } from "../../fakes/setup";
import { partials, preloadTemplates } from "../../../src/applications/shared/templates";

describe("preloadTemplates", () => {
  it("loads every partial, by its full system path, each a template that exists", async () => {
    apps.handlebars.loaded.length = 0;
    await expect(preloadTemplates()).resolves.toBeUndefined();
    expect(apps.handlebars.loaded).toEqual(partials());
    expect(partials().every((p) => p.startsWith("systems/humanity-blessed/templates/") && p.endsWith(".hbs"))).toBe(true);
  });
});
