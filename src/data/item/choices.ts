// Item field choices as plain data, so views can use them without loading Foundry's field classes.
// "endeavor": "Once per … Endeavor" (the books' Discovery and Stealth Specializations, and a table's own).
export const SPECIALIZATION_LIMITS = ["", "session", "action", "endeavor"] as const;
export const THING_KINDS = ["item", "information", "alliance"] as const;
