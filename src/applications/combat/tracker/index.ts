// The Endeavor tracker: the combat sidebar's shell init registers (its bodies load with the first Endeavor shown).
export { EndeavorTracker } from "./endeavor-tracker";
