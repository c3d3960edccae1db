// docs/dev/preview.md lists the preview's views from the harness's registry: a view added or renamed there and not
// listed (npm run docs:views) fails here, so the documentation cannot go stale.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VIEWS } from "../harness/views";
import { viewsSection, withViews } from "../../tools/docs-views-list";

describe("the preview's documented views", () => {
  const page = readFileSync("docs/dev/preview.md", "utf8");

  it("are exactly the harness's views, in its order, each with its label", () => {
    expect(withViews(page, viewsSection(VIEWS))).toBe(page);
    expect(page).toContain(`${VIEWS.length} views:`);
    expect(page).toContain("- `party-gm`:");
  });

  it("a view missing from the page is noticed", () => {
    const fewer = viewsSection(VIEWS.slice(1));
    expect(withViews(page, fewer)).not.toBe(page);
    expect(() => withViews("no markers here", fewer)).toThrow(/lost its views markers/);
  });
});
