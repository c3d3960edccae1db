export function readPackSources(dir: string, packType: string): { docs: { file: string; doc: any }[]; problems: string[] };
