// The party sheet's part as plain data, shared by the sheet and the browser harness (no copy to drift).
import { template } from "../shared/templates";

export const PARTY_PARTS = { body: { template: template("actor/party/party.hbs"), scrollable: [""] } };
