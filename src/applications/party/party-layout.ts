// The party sheet's parts as plain data, shared by the sheet and the browser harness (no copy to drift).
import { template } from "../shared/templates";

export const PARTY_PARTS = {
  header: { template: template("actor/party/header.hbs") },
  members: { template: template("actor/party/members.hbs"), scrollable: [""] },
};
