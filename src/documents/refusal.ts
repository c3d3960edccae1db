// A refusal a player reads: a localisation key (HB.Error.*) and its format data. Documents throw it when a request
// breaks the rules; the GM relay sends it back to the requester, who sees it as a warning.
export class RelayRefusal extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string> = {},
  ) {
    super(key);
  }
}
