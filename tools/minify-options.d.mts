import type { MinifyOptions } from "terser";
export const MINIFY_OPTIONS: MinifyOptions;
