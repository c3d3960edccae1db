export const LAYOUT_BUDGET: {
  circles: number;
  combatFiles: number;
  longShare: number;
  issueRefs: number;
  kindWords: number;
};
export function specifiersIn(code: string): string[];
export function importGraph(root?: string): Map<string, Set<string>>;
export function circlesOf(graph: Map<string, Set<string>>): string[][];
export function issueRefsIn(name: string, code: string): string[];
export function kindWordsIn(code: string): number;
export interface LayoutReport {
  circles: string[][];
  combatFiles: number;
  lines: number;
  long: number;
  longShare: number;
  issueRefs: string[];
  kindWords: number;
  kindWordFiles: Record<string, number>;
}
export function layoutReport(root?: string): LayoutReport;
