export interface FileSize { file: string; raw: number; gz: number }
export const ALWAYS_LOADED_BUDGET: number;
export function staticImports(code: string): string[];
export function staticClosure(dist: string, entries: string[]): string[];
export function bundleReport(dist?: string): {
  always: { js: FileSize[]; css: FileSize[] };
  alwaysJsGz: number;
  alwaysCssGz: number;
  alwaysGz: number;
  lazy: FileSize[];
  lazyGz: number;
};
