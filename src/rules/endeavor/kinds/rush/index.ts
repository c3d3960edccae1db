/** What the tracker reads of Rush beyond the kinds table: who may lead the charge. */
export { mayLead } from "./leader";
