// The GM's request protocol for Endeavors: what a client sends (protocol.ts), through the relay (endeavor-relay.ts),
// to the GM's client, which reads and authorises it (endeavor-schema.ts, endeavor-gm.ts: loaded there on demand).
export { registerEndeavorRelay, requestEndeavor } from "./endeavor-relay";
export type { EndeavorRequest } from "./protocol";
