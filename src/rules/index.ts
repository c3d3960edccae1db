// The public rules API, exposed to macros as the system API's `rules` — a promise: this module loads on first use
// (ids.ts names the few leaf modules the always-loaded bundle takes instead). Pure: no Foundry, no DOM.
export * from "./errors";
export * from "./error-codes";
export * from "./dice";
export * from "./outcomes";
export * from "./editions";
export * from "./check";
export * from "./odds";
export * from "./blessings";
export * from "./stats";
export * from "./outlooks";
export * from "./bank";
export * from "./conditions";
export * from "./creation";
export * from "./shop";
export * from "./specializations";
export * from "./spark-upgrade";
export * from "./session";
export * from "./creation-steps";
export * from "./attacks";
export * from "./check-spec";
export * from "./check-request";
export * from "./analytical";
export * from "./check-text";
export * from "./help";
export * from "./hardy";
export * from "./haunted";
