// npm run docs:views: the preview's views, listed in docs/dev/preview.md between its markers, from the harness's own
// registry (test/harness/views.ts), so the list cannot drift from what the preview shows.
import { readFileSync, writeFileSync } from "node:fs";
import { viewsSection, withViews } from "./docs-views-list";
import { VIEWS } from "../test/harness/views";

const FILE = "docs/dev/preview.md";
writeFileSync(FILE, withViews(readFileSync(FILE, "utf8"), viewsSection(VIEWS)));
console.log(`${FILE}: ${VIEWS.length} views`);
