export function extractPacks(packsDir: string, sourcesDir: string): Promise<Record<string, number>>;
