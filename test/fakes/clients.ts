// One process plays every client: the client a piece of code runs on, when it is not the test's own (a socket
// listener, a query handler, a hook a client registered). game.user reads it through every await.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FakeUser } from "./game";

export const client = new AsyncLocalStorage<FakeUser>();

/** Test handle: runs `fn` as `user`'s client (its game.user; the hooks it registers are that client's). */
export const onClient = <T>(user: FakeUser, fn: () => T): T => client.run(user, fn);
