// The pattern of a Check written in text, apart from its reader (check-text.ts): the enricher registers it at init,
// in the always-loaded bundle, while the reader loads with the first text that holds one.

/** The command, its words (no brackets inside), and an optional `{label}`; malformed words match too (and are
 *  marked). */
export const CHECK_TEXT_PATTERN = /\[\[\/hbcheck(?:\s+([^\]]*))?\]\](?:\{([^}]*)\})?/gi;
