// A player's console writing straight to the server (core's SocketInterface.dispatch("modifyDocument", …)): no client
// runs _preUpdate or a preUpdate hook, so a system's guards there run only where the player lets them. Test handle.
import { deepClone, expandObject } from "./utils";

const g = () => globalThis as any;

/**
 * What the server does with such an update from the current user: it refuses a non-owner, validates the data (an
 * invalid change rejects the request), applies what differs and broadcasts that diff, with the sender's id, to every
 * other connected client (the sender gets only the response). Applied at once, in the order sent.
 */
export async function dispatchUpdate(doc: any, data: Record<string, unknown>): Promise<void> {
  const user = g().game.user;
  if (!doc.testUserPermission(user, "OWNER")) {
    throw new Error(`User ${user.name} lacks permission to update ${doc.documentName} [${doc.id}]`);
  }
  const changes = expandObject(data);
  const addType = "type" in doc._source && !("type" in changes);
  if (addType) changes.type = doc._source.type;
  doc.constructor.migrateData(changes);
  doc.updateSource(deepClone(changes), { dryRun: true });
  if (addType) delete changes.type;
  const diff = doc.updateSource(changes);
  if (!Object.keys(diff).length) return;
  g().Hooks._broadcastFrom(user.id, `update${doc.documentName}`, doc, diff, { diff: true }, user.id);
}
