export function readJson(path: string): any;
export function deriveDocumentTypes(template: Record<string, { types: string[]; htmlFields?: string[] }>): Record<string, Record<string, { htmlFields?: string[] }>>;
export function deriveManifest(system: any, template: any, options?: { version?: string; url?: string; manifest?: string; download?: string }): any;
export function manifestPaths(system: any): string[];
