// The public rules API: game.system.api.rules and globalThis.humanityBlessed.rules. Pure: no Foundry, no DOM.
export * from "./errors";
export * from "./dice";
export * from "./tiers";
export * from "./editions";
export * from "./check";
export * from "./odds";
export * from "./blessings";
export * from "./stats";
export * from "./outlooks";
export * from "./conditions";
export * from "./creation";
export * from "./shop";
export * from "./specializations";
export * from "./spark-upgrade";
export * from "./attacks";
export * from "./check-spec";
export * from "./analytical";
