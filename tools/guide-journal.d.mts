export const GUIDE_ID: string;
export const GUIDE_NAME: string;
export const GUIDE_PARTS: { folder: "play" | "gm"; ownership: { default: number } }[];
export function pageId(file: string): string;
export function entryUuid(id: string): string;
export function pageUuid(file: string): string;
export function pageOrder(docs: string, folder: string, problems: string[]): string[];
export interface GuidePage {
  _id: string; _key: string; name: string; type: "text"; title: { show: boolean; level: number };
  text: { format: number; content: string }; sort: number; ownership: { default: number }; flags: Record<string, { source: string }>;
}
export function guideJournal(docs?: string, sources?: string): {
  doc: { _id: string; _key: string; name: string; pages: GuidePage[]; ownership: { default: number }; [k: string]: unknown };
  problems: string[];
};
export function isGuide(doc: unknown): boolean;
