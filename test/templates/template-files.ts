import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// Helpers Foundry V13 registers (foundry.applications.handlebars) that our templates may use.
export const FOUNDRY_HELPERS = [
  "localize", "selectOptions", "checked", "disabled", "concat", "editor", "ifThen", "numberFormat", "numberInput",
  "radioBoxes", "formInput", "formGroup", "formField", "eq", "ne", "lt", "lte", "gt", "gte", "and", "or", "not", "json", "timeSince",
];
export const BUILTIN = ["if", "unless", "each", "with", "lookup", "log"];

export function templateFiles(dir = "templates"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? templateFiles(p) : p.endsWith(".hbs") ? [p] : [];
  });
}

