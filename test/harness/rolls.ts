// Placeholder until the rules engine lands.
import type { Renderer } from "./renderer";
export function rollFromSheet(_r: Renderer, _view: string, stat: string, _seed: number) { return { speaker: stat, chat: "" }; }
